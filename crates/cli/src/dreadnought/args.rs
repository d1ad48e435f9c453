//! The command line of `shturman dreadnought`: one clap struct per
//! resolver, the value enums of its options and the parsers of its
//! composite values (`--readings`, `--faces`, `--ship`). Help and usage are
//! generated from here; what the values mean is decided in
//! `shturman_battles::dreadnought`.

use clap::{Args, Subcommand, ValueEnum};
use shturman_battles::dreadnought::damage::{Armour, SectionKind, SectionSpec, ShipRecord, Weapon};
use shturman_battles::dreadnought::grounding::{self, ShipClass};
use shturman_battles::dreadnought::gunnery::{self, Exception};
use shturman_battles::dreadnought::torpedo;
use shturman_battles::dreadnought::tracker::GroupSpeed;
use shturman_battles::dreadnought::{Choice, Options, Player, Reading, SpeedLoss, fuel};

/// The dreadnought-era naval combat resolvers (digest §D): exact odds, and
/// with --faces the roll resolved, each step naming its rule.
///
/// Probabilities are exact fractions "n/d". Gunnery, torpedo, damage and
/// refloat take --readings ID=OPTION,... for the readings the text leaves
/// open (`shturman dreadnought readings` lists them); tracker, ground and
/// fuel rely on none.
#[derive(Args)]
#[command(
    subcommand_value_name = "RESOLVER",
    subcommand_help_heading = "Resolvers",
    arg_required_else_help = false
)]
pub struct DreadnoughtArgs {
    #[command(subcommand)]
    pub resolver: Resolver,
}

#[derive(Subcommand)]
pub enum Resolver {
    /// One ship's fire: dice per battery, exact hits (digest D.1).
    Gunnery(GunneryArgs),
    /// One ship's torpedo attack (D.2).
    Torpedo(TorpedoArgs),
    /// A hit's 2d6 damage roll and the armour check, or hits on a ship's record (D.1).
    Damage(DamageArgs),
    /// The 20-step impulse sequence: who moves which speeds, what comes next (D.0).
    Tracker(TrackerArgs),
    /// The grounding roll (D.3).
    Ground(GroundArgs),
    /// Refloating and its hull damage (D.4).
    Refloat(RefloatArgs),
    /// Extra fuel after a battle (D.5).
    Fuel(FuelArgs),
    /// The readings D-1..D-12, their options and the chosen ones.
    Readings(ReadingsOpt),
}

/// `--readings D-1=target,D-4=any_speed`: the table's choices.
#[derive(Args)]
pub struct ReadingsOpt {
    /// The readings the text leaves open, e.g. D-1=target,D-4=any_speed
    /// (default: the first option of each).
    #[arg(long = "readings", value_name = "ID=OPTION,...", value_parser = parse_readings)]
    readings: Option<Options>,
}

impl ReadingsOpt {
    /// The chosen options, the defaults where none is given.
    pub fn options(&self) -> Options {
        self.readings.unwrap_or_default()
    }
}

/// Faces rolled on real dice, 1 to 6 each (a newtype: clap would read a
/// bare `Vec` as an option given many times).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Faces(pub Vec<u8>);

/// The target's lost speed: all of it, some of it, or none.
#[derive(Args)]
pub struct TargetSpeed {
    /// The target lost all speed (+1 [D-4]).
    #[arg(long)]
    target_stopped: bool,
    /// The target lost some speed (+1 only with D-4=any_speed).
    #[arg(long, conflicts_with = "target_stopped")]
    target_slowed: bool,
}

impl TargetSpeed {
    pub fn loss(&self) -> SpeedLoss {
        match (self.target_stopped, self.target_slowed) {
            (true, _) => SpeedLoss::All,
            (false, true) => SpeedLoss::Some,
            (false, false) => SpeedLoss::None,
        }
    }
}

/// Dice of each battery at range R, the hit modifier and chance, the exact
/// per-battery and total hit distributions.
#[derive(Args)]
#[command(
    after_help = "Example (the seed's Viribus Unitus, 8 dice at 3 hexes → 2 hits):\n  \
    shturman dreadnought gunnery --primary 8 --range 3 --faces 1,1,2,3,3,4,6,6"
)]
pub struct GunneryArgs {
    /// Current primary factor.
    #[arg(long, value_name = "N", value_parser = factor(gunnery::MAX_FACTOR))]
    pub primary: u32,
    /// Current secondary factor (default 0).
    #[arg(long, value_name = "N", value_parser = factor(gunnery::MAX_FACTOR))]
    pub secondary: Option<u32>,
    /// Current tertiary factor (default 0).
    #[arg(long, value_name = "N", value_parser = factor(gunnery::MAX_FACTOR))]
    pub tertiary: Option<u32>,
    /// Hexes to the target (0 same hex, 1 adjacent, ...).
    #[arg(long, value_name = "R")]
    pub range: u32,
    /// The firing ship's name is in italics (+1 [D-1]).
    #[arg(long)]
    pub italics: bool,
    /// The target's name is in italics (+1 only with D-1=target).
    #[arg(long)]
    pub target_italics: bool,
    #[command(flatten)]
    pub target_speed: TargetSpeed,
    /// The target tows or is towed (+1).
    #[arg(long)]
    pub target_towing: bool,
    /// B, CD or AC: primary guns reach 2 hexes (7.62).
    #[arg(long)]
    pub obsolete: bool,
    /// One of 7.62's exceptions (not obsolete).
    #[arg(
        long,
        value_enum,
        value_name = "NAME",
        ignore_case = true,
        conflicts_with = "obsolete"
    )]
    pub excepted: Option<ExceptedArg>,
    /// 16/18-inch guns: primary at 4 hexes with half the factor (7.61).
    #[arg(long)]
    pub big_guns: bool,
    /// The target cannot be seen: no fire.
    #[arg(long)]
    pub not_visible: bool,
    #[command(flatten)]
    pub readings: ReadingsOpt,
    /// The faces rolled: primary dice first, then secondary, tertiary.
    #[arg(long, value_name = "F,F,...", value_parser = parse_faces)]
    pub faces: Option<Faces>,
}

/// 7.62's exceptions to obsolete fire control.
#[derive(Clone, Copy, ValueEnum)]
pub enum ExceptedArg {
    #[value(alias = "blücher")]
    Blucher,
    Scharnhorst,
    Gneisenau,
    #[value(alias = "рюрик")]
    Rurik,
    #[value(name = "russian-1917")]
    Russian1917,
}

impl From<ExceptedArg> for Exception {
    fn from(e: ExceptedArg) -> Exception {
        match e {
            ExceptedArg::Blucher => Exception::Blucher,
            ExceptedArg::Scharnhorst => Exception::Scharnhorst,
            ExceptedArg::Gneisenau => Exception::Gneisenau,
            ExceptedArg::Rurik => Exception::Rurik,
            ExceptedArg::Russian1917 => Exception::RussianPreDreadnought1917,
        }
    }
}

/// A torpedo attack: all tubes fired at once; the modifier, the hit chance,
/// the exact hits, or why the ship cannot fire.
#[derive(Args)]
#[command(
    after_help = "Example (the seed's Беспокойный at Goeben → p = 1/3, 1 hit):\n  \
    shturman dreadnought torpedo --factor 3 --range 1 --target-capital --faces 6,4,1"
)]
pub struct TorpedoArgs {
    /// Torpedo factor: all fired at once.
    #[arg(long, value_name = "F", value_parser = factor(torpedo::MAX_TORPEDO_FACTOR))]
    pub factor: u32,
    /// 0 same hex (+1), 1 adjacent; beyond: cannot fire.
    #[arg(long, value_name = "R")]
    pub range: u32,
    /// A capital ship or an F-numbered transport (+1).
    #[arg(long)]
    pub target_capital: bool,
    #[command(flatten)]
    pub target_speed: TargetSpeed,
    /// The target tows or is towed (+1).
    #[arg(long)]
    pub target_towing: bool,
    /// The firing ship is a capital ship (-1).
    #[arg(long)]
    pub firer_capital: bool,
    /// Hull-mounted tubes (-1).
    #[arg(long)]
    pub hull_tubes: bool,
    /// The firing ship lost all speed: cannot fire (7.72).
    #[arg(long)]
    pub firer_stopped: bool,
    /// Cannot fire (7.74).
    #[arg(long)]
    pub tube_destroyed: bool,
    /// Fired this game and not rearmed: cannot fire (7.73).
    #[arg(long)]
    pub already_fired: bool,
    #[command(flatten)]
    pub readings: ReadingsOpt,
    /// The faces rolled.
    #[arg(long, value_name = "F,F,...", value_parser = parse_faces)]
    pub faces: Option<Faces>,
}

/// Either whether a hit by a weapon damages an armour and the 2d6 damage
/// roll (--weapon, --armour), or a ship's record and hits on it, in order
/// (--ship, --hits).
#[derive(Args)]
#[command(after_help = "\
Examples:
  shturman dreadnought damage --weapon secondary --armour heavy --faces 2,3
  shturman dreadnought damage --ship hull:8:heavy,primary:8:heavy,tertiary:2:none \\
      --hits primary@2,tertiary@3 --take-effect")]
pub struct DamageArgs {
    /// The weapon that hit.
    #[arg(long, value_enum, required_unless_present = "ship")]
    pub weapon: Option<WeaponArg>,
    /// The armour it hit.
    #[arg(long, value_enum, required_unless_present = "ship")]
    pub armour: Option<ArmourArg>,
    /// The 2d6 of the damage roll.
    #[arg(long, value_name = "A,B", value_parser = parse_faces)]
    pub faces: Option<Faces>,
    #[arg(long, value_name = "SECTIONS", value_parser = parse_ship,
          help = "A ship's record: KIND:BOXES:ARMOUR[:CROSSED],... with KIND hull, \
                  primary, secondary, tertiary, torpedo, speed or other (exactly one \
                  hull) and ARMOUR none, light or heavy",
          conflicts_with_all = ["weapon", "armour", "faces"])]
    pub ship: Option<ShipRecord>,
    /// The hits on it, in order: WEAPON@N,... with N the section's place in
    /// SECTIONS, from 1.
    #[arg(long, value_name = "HITS", requires = "ship")]
    pub hits: Option<String>,
    /// After the hits the torpedo step begins: gunnery marks take effect.
    #[arg(long, requires = "ship")]
    pub take_effect: bool,
    #[command(flatten)]
    pub readings: ReadingsOpt,
}

/// The four weapons whose hits roll damage.
#[derive(Clone, Copy, ValueEnum)]
pub enum WeaponArg {
    Primary,
    Secondary,
    Tertiary,
    Torpedo,
}

impl From<WeaponArg> for Weapon {
    fn from(w: WeaponArg) -> Weapon {
        match w {
            WeaponArg::Primary => Weapon::Primary,
            WeaponArg::Secondary => Weapon::Secondary,
            WeaponArg::Tertiary => Weapon::Tertiary,
            WeaponArg::Torpedo => Weapon::Torpedo,
        }
    }
}

/// The three armours of a section.
#[derive(Clone, Copy, ValueEnum)]
pub enum ArmourArg {
    None,
    Light,
    Heavy,
}

impl From<ArmourArg> for Armour {
    fn from(a: ArmourArg) -> Armour {
        match a {
            ArmourArg::None => Armour::None,
            ArmourArg::Light => Armour::Light,
            ArmourArg::Heavy => Armour::Heavy,
        }
    }
}

/// What happens in step N of round R, who moves which speeds, and the next
/// step; or the whole sequence (--all).
#[derive(Args)]
pub struct TrackerArgs {
    /// The step, 1 to 20.
    #[arg(long, value_name = "N", required_unless_present = "all",
          value_parser = clap::value_parser!(u32).range(1..=20))]
    pub step: Option<u32>,
    /// The round (default 1).
    #[arg(long, value_name = "R")]
    pub round: Option<u32>,
    /// Who holds the initiative (default a; none at step 1 of a later round
    /// until entered).
    #[arg(long, value_enum, ignore_case = true)]
    pub initiative: Option<PlayerArg>,
    /// One side has left, is out of sight or sunk: the phase ends.
    #[arg(long)]
    pub one_side_gone: bool,
    /// May a group of this speed move now?
    #[arg(long, value_enum, value_name = "SPEED")]
    pub group: Option<SpeedArg>,
    /// ... of this player (default a).
    #[arg(long, value_enum, ignore_case = true, requires = "group")]
    pub player: Option<PlayerArg>,
    /// ... towing or towed.
    #[arg(long, requires = "group")]
    pub towing: bool,
    /// The whole sequence.
    #[arg(long, conflicts_with_all = ["step", "round", "initiative", "group"])]
    pub all: bool,
}

/// The two players.
#[derive(Clone, Copy, ValueEnum)]
pub enum PlayerArg {
    A,
    B,
}

impl From<PlayerArg> for Player {
    fn from(p: PlayerArg) -> Player {
        match p {
            PlayerArg::A => Player::A,
            PlayerArg::B => Player::B,
        }
    }
}

/// A group's speed on the impulse track.
#[derive(Clone, Copy, ValueEnum)]
pub enum SpeedArg {
    #[value(name = "0")]
    Stopped,
    #[value(name = "1slow")]
    Slow1,
    #[value(name = "1")]
    One,
    #[value(name = "2")]
    Two,
    #[value(name = "2+")]
    TwoPlus,
}

impl From<SpeedArg> for GroupSpeed {
    fn from(s: SpeedArg) -> GroupSpeed {
        match s {
            SpeedArg::Stopped => GroupSpeed::Stopped,
            SpeedArg::Slow1 => GroupSpeed::Slow1,
            SpeedArg::One => GroupSpeed::One,
            SpeedArg::Two => GroupSpeed::Two,
            SpeedArg::TwoPlus => GroupSpeed::TwoPlus,
        }
    }
}

/// Whether a ship entering a hex along land runs aground, one roll per ship.
#[derive(Args)]
pub struct GroundArgs {
    /// The ship's class.
    #[arg(long, value_enum)]
    pub class: ClassArg,
    /// Shallow draught (half-white, half-red circle).
    #[arg(long)]
    pub shallow: bool,
    /// The land is the ship's own country's (-1).
    #[arg(long)]
    pub own_coast: bool,
    /// A shaded edge hex along land: no roll (7.41).
    #[arg(long)]
    pub shaded_edge: bool,
    /// That many like ships (default 1).
    #[arg(long, value_name = "N",
          value_parser = clap::value_parser!(u32).range(1..=i64::from(grounding::MAX_SHIPS)))]
    pub ships: Option<u32>,
    /// One face per ship.
    #[arg(long, value_name = "F,...", value_parser = parse_faces)]
    pub faces: Option<Faces>,
}

/// The three classes of the grounding roll.
#[derive(Clone, Copy, ValueEnum)]
pub enum ClassArg {
    Capital,
    Light,
    Other,
}

impl From<ClassArg> for ShipClass {
    fn from(c: ClassArg) -> ShipClass {
        match c {
            ClassArg::Capital => ShipClass::Capital,
            ClassArg::Light => ShipClass::Light,
            ClassArg::Other => ShipClass::Other,
        }
    }
}

/// A 1 refloats; then hull boxes lost = half the damage roll, rounded up
/// (+1 for an unarmoured ship [D-7]).
#[derive(Args)]
pub struct RefloatArgs {
    /// The ship is unarmoured.
    #[arg(long)]
    pub unarmoured: bool,
    /// Grounded on purpose: never refloats (7.44).
    #[arg(long)]
    pub deliberate: bool,
    #[command(flatten)]
    pub readings: ReadingsOpt,
    /// The refloat face, then the damage roll's.
    #[arg(long, value_name = "F[,D]", value_parser = parse_faces)]
    pub faces: Option<Faces>,
}

/// One d6 per fleet that fought: that many twelfths of a fuel unit.
#[derive(Args)]
pub struct FuelArgs {
    /// Fleets that fought (default 1).
    #[arg(long, value_name = "N",
          value_parser = clap::value_parser!(u32).range(1..=i64::from(fuel::MAX_FLEETS)))]
    pub fleets: Option<u32>,
    /// One face per fleet.
    #[arg(long, value_name = "F,...", value_parser = parse_faces)]
    pub faces: Option<Faces>,
}

/// A battery or torpedo factor, 0..=max.
fn factor(max: u8) -> clap::builder::RangedI64ValueParser<u32> {
    clap::value_parser!(u32).range(0..=i64::from(max))
}

/// `--readings D-1=target,D-4=any_speed`: the table's options; dashes or
/// underscores in an option.
pub fn parse_readings(v: &str) -> Result<Options, String> {
    let mut o = Options::default();
    for item in v.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (id, code) = item
            .split_once('=')
            .ok_or_else(|| format!("{item:?}: expected ID=OPTION, e.g. D-1=target"))?;
        let id = id.trim().to_ascii_uppercase();
        let reading = Reading::from_id(&id).map_err(|_| {
            format!(
                "{item:?}: no reading {id}; one of {}",
                Reading::ALL.map(|r| r.id()).join(", ")
            )
        })?;
        let code = code.trim().replace('-', "_");
        let choice = Choice::parse(reading, &code).map_err(|_| {
            let options: Vec<&str> = reading.options().iter().map(|c| c.code()).collect();
            format!("{item:?}: {id} is one of {}", options.join(", "))
        })?;
        o = o.with(choice);
    }
    Ok(o)
}

/// `--faces 1,1,2,6`: faces of real dice.
pub fn parse_faces(v: &str) -> Result<Faces, String> {
    v.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|it| match it.parse::<u8>() {
            Ok(f @ 1..=6) => Ok(f),
            _ => Err(format!("{it:?} is not a face 1 to 6")),
        })
        .collect::<Result<_, _>>()
        .map(Faces)
}

/// The code of a section kind, as `--ship` and the JSON spell it.
pub fn kind_code(k: SectionKind) -> &'static str {
    match k {
        SectionKind::Hull => "hull",
        SectionKind::Primary => "primary",
        SectionKind::Secondary => "secondary",
        SectionKind::Tertiary => "tertiary",
        SectionKind::Torpedo => "torpedo",
        SectionKind::Speed => "speed",
        SectionKind::Other => "other",
    }
}

/// `--ship hull:8:heavy,primary:8:heavy:1`: a ship's record.
pub fn parse_ship(v: &str) -> Result<ShipRecord, String> {
    let mut specs = Vec::new();
    for item in v.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let bad = |why: &str| format!("section {item:?}: {why}");
        let parts: Vec<&str> = item.split(':').collect();
        if !(3..=4).contains(&parts.len()) {
            return Err(bad("expected KIND:BOXES:ARMOUR[:CROSSED]"));
        }
        let kind = SectionKind::ALL
            .into_iter()
            .find(|k| kind_code(*k) == parts[0])
            .ok_or_else(|| {
                bad("KIND is one of hull, primary, secondary, tertiary, torpedo, speed, other")
            })?;
        let boxes: u32 = parts[1]
            .parse()
            .map_err(|_| bad("BOXES is a whole number"))?;
        let armour = ArmourArg::from_str(parts[2], false)
            .map_err(|_| bad("ARMOUR is one of none, light, heavy"))?
            .into();
        let crossed: u32 = match parts.get(3) {
            Some(c) => c.parse().map_err(|_| bad("CROSSED is a whole number"))?,
            None => 0,
        };
        specs.push(SectionSpec {
            kind,
            armour,
            boxes,
            crossed,
            pending: 0,
        });
    }
    ShipRecord::new(&specs).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readings_parse_with_dashes_or_underscores() {
        let o = parse_readings("d-1=target,D-4=any-speed").unwrap();
        assert_eq!(o.changed().len(), 2);
        assert!(parse_readings("D-3=x").unwrap_err().contains("D-3"));
        assert!(
            parse_readings("D-1=nobody")
                .unwrap_err()
                .contains("firing_ship")
        );
    }

    #[test]
    fn faces_are_checked() {
        assert_eq!(parse_faces("1, 6"), Ok(Faces(vec![1, 6])));
        assert!(parse_faces("1,7").unwrap_err().contains("\"7\""));
    }

    #[test]
    fn ship_sections_parse() {
        let r = parse_ship("hull:8:heavy,primary:8:heavy:1,tertiary:2:none").unwrap();
        assert_eq!(r.sections().len(), 3);
        assert_eq!(r.sections()[1].crossed(), 1);
        assert!(parse_ship("hull:8").is_err());
        assert!(parse_ship("deck:8:none").is_err());
        assert!(parse_ship("primary:8:none").is_err());
    }
}
