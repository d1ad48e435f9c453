//! The command line of `shturman his`: one clap struct per resolver, the
//! value enums of its options and the parsers of its composite values
//! (`--readings`, faces). Help and usage are generated from here; what the
//! values mean is decided in `shturman_battles::his`.

use clap::{Args, Subcommand, ValueEnum};
use shturman_battles::his::roll::{Cavalry, RollKind};
use shturman_battles::his::{Card, HisOptions, Reading, Side};

/// The Here I Stand battle resolvers (digest §H): every battle die hits on
/// 5 or 6; exact odds as "n/d", and with the faces rolled the result step
/// by step.
///
/// Every resolver takes --readings ID=OPTION,... to change a reading the
/// text leaves open (H-1, H-2, H-3, H-5, H-6, H-7; defaults are the
/// digest's).
#[derive(Args)]
#[command(
    subcommand_value_name = "RESOLVER",
    subcommand_help_heading = "Resolvers",
    arg_required_else_help = false
)]
pub struct HisArgs {
    #[command(subcommand)]
    pub resolver: Resolver,
}

#[derive(Subcommand)]
pub enum Resolver {
    /// Field battle (H.4): dice, who wins, ties, losses, both wiped out.
    Field(FieldArgs),
    /// Assault on a besieged city (H.5).
    Assault(AssaultArgs),
    /// Naval battle (H.6).
    Naval(NavalArgs),
    /// Evasion or interception: 2d6 + rating + modifier >= 9 (H.1-H.3).
    Roll(RollArgs),
}

/// `--readings H-3=after_squadrons,H-5=base_dice`.
#[derive(Args)]
pub struct ReadingsOpt {
    /// Readings the text leaves open, e.g. H-3=after_squadrons,H-5=base_dice.
    #[arg(long = "readings", value_name = "ID=OPTION,...", value_parser = parse_readings)]
    readings: Option<HisOptions>,
}

impl ReadingsOpt {
    /// The chosen options, the digest's where none is given.
    pub fn options(&self) -> HisOptions {
        self.readings.unwrap_or_default()
    }
}

/// The faces rolled for one pool of dice (a newtype: clap would read a bare
/// `Vec` as an option given many times).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FaceList(pub Vec<u8>);

/// Dice, exact odds of every outcome (winner, units left), and with the
/// faces given the result step by step.
#[derive(Args)]
#[command(after_help = "\
Example (the seed's Vienna battle, 3 hits against 5):
  shturman his field --attacker 8 --attacker-rating 2 --defender 10 --defender-rating 2 \\
    --site fortified --attacker-faces 5,6,5,1,2,3,4,1,2,3 --defender-faces 6,6,5,5,6,1,2,3,4,1,2,3,4")]
pub struct FieldArgs {
    /// The attacker's land units (after Landsknechts / Swiss).
    #[arg(long, value_name = "N")]
    pub attacker: u16,
    /// The defender's land units.
    #[arg(long, value_name = "N")]
    pub defender: u16,
    /// The attacker's best leader's battle rating (omit: no leader).
    #[arg(long, value_name = "R")]
    pub attacker_rating: Option<u8>,
    /// The defender's best leader's battle rating (omit: no leader).
    #[arg(long, value_name = "R")]
    pub defender_rating: Option<u8>,
    /// Dice the attacker's combat cards add before the roll (may be negative).
    #[arg(long, value_name = "C", allow_hyphen_values = true)]
    pub attacker_cards: Option<i8>,
    /// Dice the defender's combat cards add before the roll (may be negative).
    #[arg(long, value_name = "C", allow_hyphen_values = true)]
    pub defender_cards: Option<i8>,
    /// The Ottoman side, if the Ottomans fight (Janissaries are theirs).
    #[arg(long, value_enum)]
    pub ottoman: Option<SideArg>,
    /// Dice Janissaries add to the Ottoman side after the roll, played
    /// (their faces: --attacker-late-faces or --defender-late-faces).
    #[arg(long, value_name = "L")]
    pub janissaries: Option<u8>,
    /// fortified: a fortified city the defender controls; relief: the
    /// attacker relieves a siege.
    #[arg(long, value_enum, default_value_t = SiteArg::Open)]
    pub site: SiteArg,
    /// With --site relief: the attacker's units that came out of the
    /// fortifications (default 0).
    #[arg(long, value_name = "N")]
    pub besieged: Option<u16>,
    #[command(flatten)]
    pub faces: BattleFaces,
    #[command(flatten)]
    pub extra: ExtraDice,
    #[command(flatten)]
    pub readings: ReadingsOpt,
}

/// A card played after the roll, asked about: with the faces rolled, the
/// outcomes with the card's dice and without them, as "after_roll". The
/// text names the cards (Janissaries: the Ottoman side's, in a field or
/// naval battle; Siege Artillery: the attacker's, in an assault;
/// Professional Rowers: either side's, at sea) but not how many dice each
/// gives: give the number on the card.
#[derive(Args)]
pub struct ExtraDice {
    /// The card played after the roll to ask about (needs the faces
    /// rolled, or the hits): adds "after_roll".
    #[arg(long, value_enum, requires = "extra_dice")]
    pub card: Option<CardArg>,
    /// The side the card's dice are for (default: the Ottoman side for
    /// janissaries, the attacker for siege-artillery; rowers need it).
    #[arg(long, value_enum, alias = "extra-side", requires = "card")]
    pub card_side: Option<SideArg>,
    /// The dice the card adds (the number on the card: the text gives
    /// none).
    #[arg(long, value_name = "N", requires = "card")]
    pub extra_dice: Option<u8>,
    #[command(flatten)]
    pub hits: RolledHits,
}

/// The hits rolled, for --card, when only the hits were counted (a die
/// only hits, on 5 or 6, or misses).
#[derive(Args)]
pub struct RolledHits {
    /// The attacker's hits rolled, instead of its faces (with --card).
    #[arg(long, value_name = "H", requires_all = ["card", "defender_hits"], conflicts_with = "attacker_faces")]
    pub attacker_hits: Option<u32>,
    /// The defender's hits rolled, instead of its faces (with --card).
    #[arg(long, value_name = "H", requires_all = ["card", "attacker_hits"], conflicts_with = "defender_faces")]
    pub defender_hits: Option<u32>,
}

/// A card played after the roll, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum CardArg {
    /// «Янычары»: the Ottoman side's, in a field or naval battle.
    Janissaries,
    /// «Осадная артиллерия»: the attacker's, in an assault.
    SiegeArtillery,
    /// «Профессиональные гребцы»: either side's, in a naval battle.
    Rowers,
}

impl From<CardArg> for Card {
    fn from(c: CardArg) -> Card {
        match c {
            CardArg::Janissaries => Card::Janissaries,
            CardArg::SiegeArtillery => Card::SiegeArtillery,
            CardArg::Rowers => Card::ProfessionalRowers,
        }
    }
}

/// Where a field battle is fought.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum SiteArg {
    Open,
    Fortified,
    Relief,
}

/// The faces rolled in a field or naval battle: adds "result".
#[derive(Args)]
pub struct BattleFaces {
    /// The faces the attacker rolled, e.g. 1,5,6 or 156.
    #[arg(long, value_name = "F,F,..", value_parser = parse_faces)]
    pub attacker_faces: Option<FaceList>,
    /// The faces the defender rolled.
    #[arg(long, value_name = "F,F,..", value_parser = parse_faces)]
    pub defender_faces: Option<FaceList>,
    /// The faces of the attacker's late dice.
    #[arg(long, value_name = "F,..", value_parser = parse_faces)]
    pub attacker_late_faces: Option<FaceList>,
    /// The faces of the defender's late dice.
    #[arg(long, value_name = "F,..", value_parser = parse_faces)]
    pub defender_late_faces: Option<FaceList>,
}

/// An assault on a besieged city: success, the siege continues, the
/// attacker retreats or is destroyed.
#[derive(Args)]
#[command(after_help = "Example (the seed's Calais, 4 dice against 3):\n  \
    shturman his assault --attacker 6 --attacker-rating 1 --defender 2")]
pub struct AssaultArgs {
    /// Attacking regulars and mercenaries.
    #[arg(long, value_name = "N")]
    pub attacker: u16,
    /// Attacking cavalry (rolls no dice).
    #[arg(long, value_name = "N")]
    pub attacker_cavalry: Option<u16>,
    /// The best attacking leader's rating (omit: none).
    #[arg(long, value_name = "R")]
    pub attacker_rating: Option<u8>,
    /// Card dice before the roll.
    #[arg(long, value_name = "C", allow_hyphen_values = true)]
    pub attacker_cards: Option<i8>,
    /// Dice Siege Artillery adds to the attacker after the roll, played.
    #[arg(long, value_name = "L")]
    pub siege_artillery: Option<u8>,
    /// Besieged regulars and mercenaries (0: an empty city).
    #[arg(long, value_name = "N")]
    pub defender: u16,
    /// Besieged cavalry (no dice; counts as a defender).
    #[arg(long, value_name = "N")]
    pub defender_cavalry: Option<u16>,
    /// A besieged leader's rating (omit: none).
    #[arg(long, value_name = "R")]
    pub defender_rating: Option<u8>,
    /// Card dice before the roll.
    #[arg(long, value_name = "C", allow_hyphen_values = true)]
    pub defender_cards: Option<i8>,
    /// The defender's naval units are in the city.
    #[arg(long)]
    pub ships_in_port: bool,
    /// The faces the attacker rolled: adds "result".
    #[arg(long, value_name = "F,..", value_parser = parse_faces)]
    pub attacker_faces: Option<FaceList>,
    /// The faces the defender rolled.
    #[arg(long, value_name = "F,..", value_parser = parse_faces)]
    pub defender_faces: Option<FaceList>,
    /// The faces of the Siege Artillery dice.
    #[arg(long, value_name = "F,..", value_parser = parse_faces)]
    pub siege_artillery_faces: Option<FaceList>,
    #[command(flatten)]
    pub extra: ExtraDice,
    #[command(flatten)]
    pub readings: ReadingsOpt,
}

/// A naval battle: squadrons and corsairs, the exact odds of every outcome.
#[derive(Args)]
pub struct NavalArgs {
    /// The attacker's naval squadrons.
    #[arg(long, value_name = "N")]
    pub attacker_squadrons: Option<u16>,
    /// The attacker's corsairs (Ottoman only).
    #[arg(long, value_name = "N")]
    pub attacker_corsairs: Option<u16>,
    /// The attacker's best admiral's rating (omit: none).
    #[arg(long, value_name = "R")]
    pub attacker_rating: Option<u8>,
    /// The attacker's card dice before the roll.
    #[arg(long, value_name = "C", allow_hyphen_values = true)]
    pub attacker_cards: Option<i8>,
    /// The defender's naval squadrons.
    #[arg(long, value_name = "N")]
    pub defender_squadrons: Option<u16>,
    /// The defender's corsairs (Ottoman only).
    #[arg(long, value_name = "N")]
    pub defender_corsairs: Option<u16>,
    /// The defender's best admiral's rating (omit: none).
    #[arg(long, value_name = "R")]
    pub defender_rating: Option<u8>,
    /// The defender's card dice before the roll.
    #[arg(long, value_name = "C", allow_hyphen_values = true)]
    pub defender_cards: Option<i8>,
    /// The battle is in a port (defender +1 die; the attacker retreats).
    #[arg(long)]
    pub port: bool,
    /// The Ottoman side (default: the side with corsairs).
    #[arg(long, value_enum)]
    pub ottoman: Option<SideArg>,
    /// Dice Janissaries add to the Ottoman side after the roll, played.
    #[arg(long, value_name = "L")]
    pub janissaries: Option<u8>,
    /// Dice Professional Rowers add after the roll, played, to
    /// --rowers-side.
    #[arg(long, value_name = "L", requires = "rowers_side")]
    pub rowers: Option<u8>,
    /// The side Professional Rowers give their dice to.
    #[arg(long, value_enum, requires = "rowers")]
    pub rowers_side: Option<SideArg>,
    #[command(flatten)]
    pub faces: BattleFaces,
    #[command(flatten)]
    pub extra: ExtraDice,
    #[command(flatten)]
    pub readings: ReadingsOpt,
}

/// A side of a battle.
#[derive(Clone, Copy, ValueEnum)]
pub enum SideArg {
    Attacker,
    Defender,
}

impl From<SideArg> for Side {
    fn from(s: SideArg) -> Side {
        match s {
            SideArg::Attacker => Side::Attacker,
            SideArg::Defender => Side::Defender,
        }
    }
}

/// Evasion or interception: 2d6 + rating + modifiers >= 9.
#[derive(Args)]
pub struct RollArgs {
    /// What is rolled.
    #[arg(long, value_enum, default_value_t = KindArg::LandEvasion)]
    pub kind: KindArg,
    /// The (best) leader's or admiral's rating.
    #[arg(long, value_name = "R", conflicts_with = "leaders")]
    pub rating: Option<u8>,
    /// Every leader's (admiral's) rating; land takes the best.
    #[arg(long, value_name = "R,R,..", value_parser = parse_ratings)]
    pub leaders: Option<Ratings>,
    /// At sea: the N-th admiral of --leaders (1 = first) [H-2].
    #[arg(long, value_name = "N")]
    pub pick: Option<usize>,
    /// Any other modifier (e.g. -1).
    #[arg(long, value_name = "M", allow_hyphen_values = true)]
    pub modifier: Option<i8>,
    /// ottoman: an Ottoman formation with cavalry rolls (+1);
    /// against-ottoman: against an Ottoman army with cavalry (-1).
    #[arg(long, value_enum, default_value_t = CavalryArg::None)]
    pub cavalry: CavalryArg,
    /// Land evasion: all units lost a field battle this impulse (automatic
    /// success).
    #[arg(long)]
    pub all_lost: bool,
    /// The two faces rolled: adds "result".
    #[arg(long, value_name = "A,B", value_parser = parse_faces)]
    pub faces: Option<FaceList>,
    #[command(flatten)]
    pub readings: ReadingsOpt,
}

/// Leaders' ratings (a newtype, as [`FaceList`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ratings(pub Vec<u8>);

/// The four rolls of H.1-H.3.
#[derive(Clone, Copy, ValueEnum)]
pub enum KindArg {
    LandEvasion,
    LandInterception,
    NavalInterception,
    NavalEvasion,
}

impl From<KindArg> for RollKind {
    fn from(k: KindArg) -> RollKind {
        match k {
            KindArg::LandEvasion => RollKind::LandEvasion,
            KindArg::LandInterception => RollKind::LandInterception,
            KindArg::NavalInterception => RollKind::NavalInterception,
            KindArg::NavalEvasion => RollKind::NavalEvasion,
        }
    }
}

/// The cavalry modifier of a land roll.
#[derive(Clone, Copy, ValueEnum)]
pub enum CavalryArg {
    None,
    Ottoman,
    AgainstOttoman,
}

impl From<CavalryArg> for Cavalry {
    fn from(c: CavalryArg) -> Cavalry {
        match c {
            CavalryArg::None => Cavalry::None,
            CavalryArg::Ottoman => Cavalry::OttomanWithCavalry,
            CavalryArg::AgainstOttoman => Cavalry::AgainstOttomanCavalry,
        }
    }
}

/// `--readings H-3=after_squadrons,H-5=base_dice`.
pub fn parse_readings(v: &str) -> Result<HisOptions, String> {
    let mut o = HisOptions::default();
    for item in v.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let bad = |why: String| format!("{item:?}: {why}");
        let (id, option) = item
            .split_once('=')
            .ok_or_else(|| bad("expected ID=OPTION, e.g. H-3=after_squadrons".into()))?;
        let reading = Reading::from_id(id).map_err(|_| {
            let ids: Vec<&str> = Reading::ALL.iter().map(|r| r.id()).collect();
            bad(format!(
                "no reading {id:?}; the readings are {}",
                ids.join(", ")
            ))
        })?;
        o.set(reading, option).map_err(|_| {
            bad(format!(
                "{} has options {}",
                reading.id(),
                reading.options().join(", ")
            ))
        })?;
    }
    Ok(o)
}

/// Faces "1,5,6" or "156"; empty for none.
pub fn parse_faces(v: &str) -> Result<FaceList, String> {
    let items: Vec<&str> = if v.contains(',') {
        v.split(',').map(str::trim).collect()
    } else {
        v.trim().split("").filter(|s| !s.is_empty()).collect()
    };
    items
        .into_iter()
        .map(|it| match it.parse::<u8>() {
            Ok(f) if (1..=6).contains(&f) => Ok(f),
            _ => Err("faces are 1 to 6, e.g. 1,5,6".to_string()),
        })
        .collect::<Result<_, _>>()
        .map(FaceList)
}

/// `--leaders 2,1`: ratings 0 to 255.
fn parse_ratings(v: &str) -> Result<Ratings, String> {
    v.split(',')
        .map(|x| {
            x.trim()
                .parse::<u8>()
                .map_err(|_| "ratings are whole numbers 0 to 255".to_string())
        })
        .collect::<Result<_, _>>()
        .map(Ratings)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_parse() {
        assert_eq!(parse_faces("1,5,6"), Ok(FaceList(vec![1, 5, 6])));
        assert_eq!(parse_faces("156"), Ok(FaceList(vec![1, 5, 6])));
        assert_eq!(parse_faces(""), Ok(FaceList(vec![])));
        assert!(parse_faces("1,7").is_err());
        assert!(parse_faces("x").is_err());
    }

    #[test]
    fn readings_parse() {
        let o = parse_readings("H-3=after_squadrons, h5=base_dice").unwrap();
        assert_eq!(o.chosen(Reading::H3CorsairLosses), "after_squadrons");
        assert_eq!(o.chosen(Reading::H5BothWipedOut), "base_dice");
        for bad in ["H-4=x", "H-3", "H-3=nope"] {
            assert!(parse_readings(bad).is_err(), "{bad}");
        }
    }
}
