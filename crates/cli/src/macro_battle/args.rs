//! The command line of `shturman macro`: one clap struct per resolver, the
//! readings `--m2 … --m16`, the value enums and the parsers of composite
//! values (`--faces`, `--between`, `--line`, a piece). Help and usage are
//! generated from here; what the values mean is decided in
//! `shturman_battles::macro_battle`.

use clap::{Args, Subcommand, ValueEnum};
use shturman_battles::macro_battle::artillery::{Gun, LineCell, MAX_LINE};
use shturman_battles::macro_battle::batteries::MAX_BATTERIES;
use shturman_battles::macro_battle::courier::MAX_PURSUERS;
use shturman_battles::macro_battle::fire::Between;
use shturman_battles::macro_battle::march::Marcher;
use shturman_battles::macro_battle::movement::MAX_OFFICERS;
use shturman_battles::macro_battle::officer::FieldHolder;
use shturman_battles::macro_battle::{Allegiance, Figure, Piece, Terrain, UnitKind};

/// The «Цена Чести» macro-battle resolvers (digest §M): exact odds as
/// "n/d", and with --faces the roll resolved, each step naming its rule.
///
/// Unit kinds: light-infantry, rifle-infantry, heavy-infantry,
/// light-cavalry (or cavalry), rifle-cavalry, heavy-cavalry,
/// horse-artillery, field-artillery, heavy-artillery, saboteurs; officers:
/// officer (mounted), officer-on-foot. The resolvers that rely on a
/// reading take --m2 … --m16 and print the chosen ones under "readings".
#[derive(Args)]
#[command(
    subcommand_value_name = "RESOLVER",
    subcommand_help_heading = "Resolvers",
    arg_required_else_help = false
)]
pub struct MacroArgs {
    #[command(subcommand)]
    pub resolver: Resolver,
}

#[derive(Subcommand)]
pub enum Resolver {
    /// The side's movement dice: count, exact total, the costs table.
    Movement(MovementArgs),
    /// One musket or carbine shot: targeting checks, hit chance, officer save.
    Fire(FireArgs),
    /// A heavy, field or horse gun: explodes, miss, the cell hit.
    Artillery(ArtilleryArgs),
    /// One attack: winner, tie (to the defender), the loser's fate.
    Melee(MeleeArgs),
    /// An officer's save (and his horse after the battle).
    Save(SaveArgs),
    /// Batteries destroyed in melee, captured after the battle.
    Capture(CaptureArgs),
    /// A courier riding through enemy territory.
    Courier(CourierArgs),
    /// The courier's die against the cavalry sent after him.
    Pursuit(PursuitArgs),
    /// An army's march to a neighbouring territory: minutes, the slowest
    /// kind deciding (no dice).
    March(MarchArgs),
}

/// The readings the text leaves open ([M-n]; default: the first option).
#[derive(Args, Default)]
#[command(next_help_heading = "Readings")]
pub struct ReadingArgs {
    /// pooled | own-die
    #[arg(long, value_name = "OPTION")]
    pub m2: Option<String>,
    /// own-cell-1 | own-cell-0
    #[arg(long, value_name = "OPTION")]
    pub m4: Option<String>,
    /// one | two-on-foot
    #[arg(long, value_name = "OPTION")]
    pub m7: Option<String>,
    /// attack-and-defence | attack-only
    #[arg(long, value_name = "OPTION")]
    pub m8: Option<String>,
    /// infantry-only | every-attacker | only-infantry-may-attack
    #[arg(long, value_name = "OPTION")]
    pub m9: Option<String>,
    /// d6 | entered
    #[arg(long, value_name = "OPTION")]
    pub m10: Option<String>,
    /// captured | passes
    #[arg(long, value_name = "OPTION")]
    pub m12: Option<String>,
    /// beat-highest | ties-escape | beat-sum
    #[arg(long, value_name = "OPTION")]
    pub m13: Option<String>,
    /// any-wall | wide-only
    #[arg(long, value_name = "OPTION")]
    pub m16: Option<String>,
}

/// `--faces F,F,..`: faces rolled on real dice, kept as typed for messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FaceList {
    pub faces: Vec<u8>,
    pub raw: String,
}

/// One die for the side and one per officer in the battle, placed and
/// unwounded.
#[derive(Args)]
pub struct MovementArgs {
    /// Officers in the battle (default 0).
    #[arg(long, value_name = "N", value_parser = officers())]
    pub officers: Option<u32>,
    /// Wounded officers (they bring no die).
    #[arg(long, value_name = "N", value_parser = officers())]
    pub wounded: Option<u32>,
    /// Officers not yet placed (they bring no die).
    #[arg(long, value_name = "N", value_parser = officers())]
    pub not_placed: Option<u32>,
    /// Officers who left the battle (they bring no die).
    #[arg(long, value_name = "N", value_parser = officers())]
    pub left: Option<u32>,
    /// Also print the movement costs table.
    #[arg(long)]
    pub table: bool,
    /// The faces rolled: the side's die first, then each officer's.
    #[arg(long, value_name = "F,F,..", value_parser = parse_faces)]
    pub faces: Option<FaceList>,
    #[command(flatten)]
    pub readings: ReadingArgs,
}

/// A musket or carbine shot. A shot the rules forbid prints
/// {"allowed":false,"reason":..}.
#[derive(Args)]
#[command(after_help = TERRAIN_HELP)]
pub struct FireArgs {
    /// rifle-infantry, saboteurs, rifle-cavalry, officer or officer-on-foot.
    #[arg(long, value_name = "PIECE", value_parser = parse_piece)]
    pub shooter: Piece,
    /// Cells to the target (1 = adjacent).
    #[arg(long, value_name = "D", value_parser = clap::value_parser!(u8).range(0..=12))]
    pub distance: u8,
    /// Along a diagonal.
    #[arg(long)]
    pub diagonal: bool,
    /// Terrain the shooter stands on (default open).
    #[arg(long, value_name = "TERRAIN", value_parser = parse_terrain)]
    pub from: Option<Terrain>,
    #[arg(long, value_name = "CELLS", value_parser = parse_between,
          help = "The cells passed over, nearest first: TERRAIN[:occupied],...")]
    pub between: Option<Cells>,
    /// What is shot at.
    #[arg(long, value_enum, default_value_t = TargetArg::Unit)]
    pub target: TargetArg,
    /// The officer shot at is on foot.
    #[arg(long)]
    pub target_on_foot: bool,
    /// Terrain the target stands on (default open).
    #[arg(long, value_name = "TERRAIN", value_parser = parse_terrain)]
    pub target_on: Option<Terrain>,
    /// Who holds the field (a wounded officer's capture).
    #[arg(long, value_enum, default_value_t = FieldArg::Undecided)]
    pub field: FieldArg,
    /// The faces rolled.
    #[arg(long, value_name = "F,F,..", value_parser = parse_faces)]
    pub faces: Option<FaceList>,
    #[command(flatten)]
    pub readings: ReadingArgs,
}

const TERRAIN_HELP: &str = "Terrain: open forest river bridge hill mountain road swamp wall \
wide-wall ladder tower gate.";

/// The cells a shot passes over (a newtype: clap would read a bare `Vec`
/// as an option given many times).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cells(pub Vec<Between>);

/// What a musket or carbine shoots at.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TargetArg {
    Unit,
    Officer,
    OfficerWithUnit,
    Gates,
}

/// Who holds the field after the battle.
#[derive(Clone, Copy, ValueEnum)]
pub enum FieldArg {
    Undecided,
    #[value(alias = "own-side")]
    Own,
    Enemy,
}

impl From<FieldArg> for FieldHolder {
    fn from(f: FieldArg) -> FieldHolder {
        match f {
            FieldArg::Undecided => FieldHolder::Undecided,
            FieldArg::Own => FieldHolder::OwnSide,
            FieldArg::Enemy => FieldHolder::Enemy,
        }
    }
}

/// Heavy: every cell up to N; field: cell N, ±1/±2 from its 2nd/3rd turn;
/// horse: 1d6.
#[derive(Args)]
#[command(after_help = TERRAIN_HELP)]
pub struct ArtilleryArgs {
    /// The gun.
    #[arg(long, value_enum)]
    pub gun: GunArg,
    /// Field gun: the cell wanted; the shift allowed this turn is made
    /// towards it (else the roll stands).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(0..=14))]
    pub aim: Option<u8>,
    /// Field gun: its shooting turn without turning (1 = first).
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(u8).range(1..=99))]
    pub turns: Option<u8>,
    /// Turned this turn (heavy: may not fire; field: no shift).
    #[arg(long)]
    pub turned: bool,
    /// Moved this turn (heavy and field: may not fire).
    #[arg(long)]
    pub moved: bool,
    /// Terrain the gun stands on (default open).
    #[arg(long, value_name = "TERRAIN", value_parser = parse_terrain)]
    pub from: Option<Terrain>,
    /// Along a diagonal.
    #[arg(long)]
    pub diagonal: bool,
    /// From a hill, over the next cell.
    #[arg(long)]
    pub over: bool,
    /// The line in front of the gun, nearest first, comma separated:
    /// TERRAIN[:FIGURE+FIGURE..], FIGURE = own-KIND or enemy-KIND (KIND a
    /// unit kind, officer, officer-on-foot or gates).
    #[arg(long, value_name = "CELLS", value_parser = parse_line)]
    pub line: Option<Line>,
    /// The field gun's chosen shift, -2 to 2 (default: towards --aim).
    #[arg(long, value_name = "S", allow_hyphen_values = true,
          value_parser = clap::value_parser!(i8).range(-2..=2), requires = "faces")]
    pub shift: Option<i8>,
    /// The gun's dice (one for horse artillery).
    #[arg(long, value_name = "A,B", value_parser = parse_faces)]
    pub faces: Option<FaceList>,
    #[command(flatten)]
    pub readings: ReadingArgs,
}

/// The cells in front of a gun (a newtype, as [`Cells`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line(pub Vec<LineCell>);

/// The three guns.
#[derive(Clone, Copy, ValueEnum)]
pub enum GunArg {
    Heavy,
    Field,
    Horse,
}

impl From<GunArg> for Gun {
    fn from(g: GunArg) -> Gun {
        match g {
            GunArg::Heavy => Gun::Heavy,
            GunArg::Field => Gun::Field,
            GunArg::Horse => Gun::Horse,
        }
    }
}

/// One attack: d6 + bonus each, the higher wins, a tie goes to the
/// defender.
#[derive(Args)]
pub struct MeleeArgs {
    /// A unit kind, officer or officer-on-foot (in person).
    #[arg(long, value_name = "KIND", value_parser = parse_piece)]
    pub attacker: Piece,
    /// A unit kind, officer, officer-on-foot (in person) or gates.
    #[arg(long, value_name = "KIND", value_parser = parse_piece)]
    pub defender: Piece,
    /// An officer on the attacking unit's cell (2d6, keep the better).
    #[arg(long)]
    pub attacker_officer: bool,
    /// An officer on the defending unit's cell (2d6, keep the better).
    #[arg(long)]
    pub defender_officer: bool,
    /// The attacker attacks into mountains [M-9] (the defender's cell is a
    /// mountain).
    #[arg(long, conflicts_with = "defender_cell")]
    pub into_mountains: bool,
    /// The attacker's cell (default open): a wall is attacked only from a
    /// ladder, tower or wall, a tower also from a gate.
    #[arg(long, value_name = "TERRAIN", value_parser = terrain_choice())]
    pub attacker_cell: Option<Terrain>,
    /// The defender's cell (default open; gate for --defender gates).
    #[arg(long, value_name = "TERRAIN", value_parser = terrain_choice())]
    pub defender_cell: Option<Terrain>,
    /// The defender's troops stand on the gates' cell (the gates may not be
    /// attacked then).
    #[arg(long)]
    pub troops_on_gates: bool,
    /// The gates' bonus under --m10 entered, -6 to 6.
    #[arg(long, value_name = "N", allow_hyphen_values = true,
          value_parser = clap::value_parser!(i8).range(-6..=6))]
    pub gates_bonus: Option<i8>,
    /// Who holds the field (a losing officer's capture).
    #[arg(long, value_enum, default_value_t = FieldArg::Undecided)]
    pub field: FieldArg,
    /// The faces rolled: the attacker's dice, the defender's, then a losing
    /// officer's save.
    #[arg(long, value_name = "F,F,..", value_parser = parse_faces)]
    pub faces: Option<FaceList>,
    #[command(flatten)]
    pub readings: ReadingArgs,
}

/// An officer who lost a melee or was hit: d6 5+ saved (dismounted), else
/// wounded.
#[derive(Args)]
pub struct SaveArgs {
    /// The officer is on foot (no horse to roll for).
    #[arg(long)]
    pub on_foot: bool,
    /// Who holds the field.
    #[arg(long, value_enum, default_value_t = FieldArg::Undecided)]
    pub field: FieldArg,
    /// The face of the save.
    #[arg(long, value_name = "F", value_parser = parse_faces)]
    pub faces: Option<FaceList>,
    /// The face rolled for his horse after the battle.
    #[arg(long, value_name = "F", value_parser = clap::value_parser!(u8).range(1..=6))]
    pub horse_face: Option<u8>,
}

/// Each battery destroyed in melee: d6 4+ captured after the battle.
#[derive(Args)]
pub struct CaptureArgs {
    /// Batteries destroyed in melee.
    #[arg(long, value_name = "N",
          value_parser = clap::value_parser!(u32).range(0..=i64::from(MAX_BATTERIES)))]
    pub batteries: u32,
    /// One face per battery.
    #[arg(long, value_name = "F,..", value_parser = parse_faces)]
    pub faces: Option<FaceList>,
}

/// 2d6 against the N enemy units on the territory: higher passes unseen,
/// else spotted; double 1 captured [M-12].
#[derive(Args)]
pub struct CourierArgs {
    /// Enemy units on the territory.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(0..=1000))]
    pub units: u32,
    /// The two faces rolled.
    #[arg(long, value_name = "A,B", value_parser = parse_faces)]
    pub faces: Option<FaceList>,
    #[command(flatten)]
    pub readings: ReadingArgs,
}

/// The courier's d6 against one d6 per cavalry unit sent [M-13].
#[derive(Args)]
pub struct PursuitArgs {
    /// Cavalry units sent after the courier.
    #[arg(long, value_name = "K",
          value_parser = clap::value_parser!(u32).range(0..=i64::from(MAX_PURSUERS)))]
    pub cavalry: u32,
    /// The courier's face, then each pursuer's.
    #[arg(long, value_name = "C,P,..", value_parser = parse_faces)]
    pub faces: Option<FaceList>,
    #[command(flatten)]
    pub readings: ReadingArgs,
}

/// What marches (seed: courier 5, cavalry 15, infantry 30, artillery 60
/// minutes; an army moves at its slowest kind's pace).
#[derive(Args)]
pub struct MarchArgs {
    /// The kinds of troops in the army, e.g. cavalry,infantry.
    #[arg(
        long,
        value_name = "KIND,..",
        value_enum,
        value_delimiter = ',',
        required = true
    )]
    pub troops: Vec<MarcherArg>,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum MarcherArg {
    Courier,
    Cavalry,
    Infantry,
    Artillery,
}

impl From<MarcherArg> for Marcher {
    fn from(m: MarcherArg) -> Marcher {
        match m {
            MarcherArg::Courier => Marcher::Courier,
            MarcherArg::Cavalry => Marcher::Cavalry,
            MarcherArg::Infantry => Marcher::Infantry,
            MarcherArg::Artillery => Marcher::Artillery,
        }
    }
}

/// A count of officers, 0..=MAX_OFFICERS.
fn officers() -> clap::builder::RangedI64ValueParser<u32> {
    clap::value_parser!(u32).range(0..=MAX_OFFICERS as i64)
}

/// `--faces 3,1,5`: faces 1 to 6.
pub fn parse_faces(v: &str) -> Result<FaceList, String> {
    v.split(',')
        .map(|it| match it.trim().parse::<u8>() {
            Ok(f) if (1..=6).contains(&f) => Ok(f),
            _ => Err("faces are 1 to 6, comma separated".to_string()),
        })
        .collect::<Result<_, _>>()
        .map(|faces| FaceList {
            faces,
            raw: v.to_string(),
        })
}

/// A terrain code (dashes or underscores).
pub fn parse_terrain(v: &str) -> Result<Terrain, String> {
    v.parse().map_err(|_| {
        format!(
            "terrain is one of {}",
            Terrain::ALL.map(|t| t.code().replace('_', "-")).join(", ")
        )
    })
}

/// A terrain from the list clap shows in help and errors: the codes with
/// dashes (wide-wall).
fn terrain_choice() -> impl clap::builder::TypedValueParser<Value = Terrain> {
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(TERRAIN_NAMES).try_map(|v| parse_terrain(&v))
}

/// [`Terrain::ALL`]'s codes with dashes, in order (a test checks it).
const TERRAIN_NAMES: [&str; 13] = [
    "open",
    "forest",
    "river",
    "bridge",
    "hill",
    "mountain",
    "road",
    "swamp",
    "wall",
    "wide-wall",
    "ladder",
    "tower",
    "gate",
];

/// A piece on the board: a unit kind, officer (mounted), officer-on-foot
/// or gates. Whether that piece may shoot, attack or defend is the rules'.
pub fn parse_piece(v: &str) -> Result<Piece, String> {
    match v.trim().to_lowercase().replace('_', "-").as_str() {
        "officer" | "mounted-officer" => Ok(Piece::Officer { mounted: true }),
        "officer-on-foot" => Ok(Piece::Officer { mounted: false }),
        "gates" => Ok(Piece::Gates),
        _ => v.parse::<UnitKind>().map(Piece::Unit).map_err(|_| {
            format!(
                "use officer, officer-on-foot, gates or a unit kind: {}",
                UnitKind::ALL.map(|k| k.code().replace('_', "-")).join(", ")
            )
        }),
    }
}

/// `--between open,forest:occupied`.
fn parse_between(v: &str) -> Result<Cells, String> {
    v.split(',')
        .map(|cell| {
            let (t, occupied) = match cell.split_once(':') {
                None => (cell, false),
                Some((t, "occupied")) => (t, true),
                Some(_) => return Err("each cell is TERRAIN or TERRAIN:occupied".to_string()),
            };
            Ok(Between {
                terrain: parse_terrain(t)?,
                occupied,
            })
        })
        .collect::<Result<_, _>>()
        .map(Cells)
}

/// One figure of `--line`: own-KIND or enemy-KIND.
fn figure(spec: &str) -> Result<Figure, String> {
    let bad = |why: String| format!("figure {spec:?}: {why}");
    let s = spec.trim().to_lowercase().replace('_', "-");
    let (side, kind) = if let Some(k) = s.strip_prefix("own-") {
        (Allegiance::Own, k)
    } else if let Some(k) = s.strip_prefix("enemy-") {
        (Allegiance::Enemy, k)
    } else {
        return Err(bad("start it with own- or enemy-".into()));
    };
    let piece = parse_piece(kind).map_err(|_| {
        bad(format!(
            "{kind:?} is not a unit kind, officer, officer-on-foot or gates"
        ))
    })?;
    Ok(Figure { piece, side })
}

/// `--line open:own-light-infantry,forest`: the cells in front of a gun.
fn parse_line(v: &str) -> Result<Line, String> {
    let cells: Vec<&str> = v.split(',').collect();
    if cells.len() > MAX_LINE {
        return Err(format!("{} cells; at most {MAX_LINE}", cells.len()));
    }
    cells
        .into_iter()
        .map(|cell| {
            let (t, figs) = match cell.split_once(':') {
                None => (cell, None),
                Some((t, f)) => (t, Some(f)),
            };
            let figures = match figs {
                None => Vec::new(),
                Some(f) => f.split('+').map(figure).collect::<Result<_, _>>()?,
            };
            Ok(LineCell {
                terrain: parse_terrain(t)?,
                figures,
            })
        })
        .collect::<Result<_, _>>()
        .map(Line)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terrain_names_are_the_codes_with_dashes() {
        let codes = Terrain::ALL.map(|t| t.code().replace('_', "-"));
        assert_eq!(codes, TERRAIN_NAMES);
        for (t, name) in Terrain::ALL.iter().zip(TERRAIN_NAMES) {
            assert_eq!(parse_terrain(name), Ok(*t));
        }
    }

    #[test]
    fn line_cells_parse() {
        let Line(l) =
            parse_line("open:own-light-infantry,forest,wall:enemy-gates+enemy-officer").unwrap();
        assert_eq!(l.len(), 3);
        assert_eq!(l[0].figures[0].side, Allegiance::Own);
        assert_eq!(l[1].terrain, Terrain::Forest);
        assert_eq!(l[2].figures[1].piece, Piece::Officer { mounted: true });
        assert!(parse_line("lava").is_err());
        assert!(parse_line("open:friend-cavalry").is_err());
        assert!(parse_line("open:own-dragon").is_err());
    }

    #[test]
    fn pieces_parse() {
        assert_eq!(
            parse_piece("officer_on_foot"),
            Ok(Piece::Officer { mounted: false })
        );
        assert_eq!(parse_piece("gates"), Ok(Piece::Gates));
        assert!(
            parse_piece("dragon")
                .unwrap_err()
                .contains("heavy-infantry")
        );
    }
}
