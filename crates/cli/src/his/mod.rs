//! `shturman his <field|assault|naval|roll>`: the Here I Stand resolvers
//! (digest §H) as one JSON object each — the dice, the exact odds of every
//! outcome as "n/d" strings, and, when the faces rolled are given, the
//! result with its explanation steps. This module runs each resolver: it
//! checks what clap cannot (every mistake is a [`CliError`] naming the
//! option and the value), calls `shturman_battles::his` and fills the JSON
//! shapes. The options are in [`args`], the shapes in [`out`].

mod args;
mod out;

pub use args::HisArgs;

use crate::args::{CliError, to_json};
use args::{
    AssaultArgs, BattleFaces, ExtraDice, FaceList, FieldArgs, NavalArgs, Resolver, RollArgs,
    SiteArg,
};
use out::{
    AfterOut, AssaultChances, AssaultLeft, Captured, FieldLeft, NavalChances, NavalLeft, Nothing,
    ResultOut, RollOut, RollResultOut, battle_out, readings_out, wins_out,
};
use shturman_battles::his::assault::{self, Assault, AssaultSide};
use shturman_battles::his::field::{self, FieldBattle, FieldSide, Site};
use shturman_battles::his::naval::{self, NavalBattle, NavalSide};
use shturman_battles::his::roll::{self, Roll};
use shturman_battles::his::{
    AfterRoll, Battle, Card, Faces, HisError, Hits, LateCard, LateCards, Pool, Reading, Side,
};

pub fn run(a: &HisArgs) -> Result<String, CliError> {
    match &a.resolver {
        Resolver::Field(f) => field_cmd(f),
        Resolver::Assault(x) => assault_cmd(x),
        Resolver::Naval(n) => naval_cmd(n),
        Resolver::Roll(r) => roll_cmd(r),
    }
}

/// The four pools' faces if any was given, a pool not given rolling none.
fn faces(pools: [&Option<FaceList>; 4]) -> Option<Faces> {
    if pools.iter().all(|p| p.is_none()) {
        return None;
    }
    let pool = |p: &Option<FaceList>| p.as_ref().map(|f| f.0.clone()).unwrap_or_default();
    Some(Faces {
        attacker: pool(pools[0]),
        defender: pool(pools[1]),
        attacker_late: pool(pools[2]),
        defender_late: pool(pools[3]),
    })
}

impl BattleFaces {
    fn faces(&self) -> Option<Faces> {
        faces([
            &self.attacker_faces,
            &self.defender_faces,
            &self.attacker_late_faces,
            &self.defender_late_faces,
        ])
    }
}

/// With `--card`: the core's answer for that card played after the roll
/// of `faces` (or the hits; one or the other must be given), mapped by
/// `f`. The card's side is `--card-side`, or the side the text gives it
/// (the Ottomans' Janissaries, the attacker's Siege Artillery).
fn after_roll<C, O>(
    extra: &ExtraDice,
    (ottoman, played): (Option<Side>, &LateCards),
    faces: Option<&Faces>,
    names: &Names,
    run: impl FnOnce(&Hits, LateCard) -> Result<AfterRoll<C>, HisError>,
    f: impl Fn(&C) -> O,
) -> Result<Option<AfterOut<O>>, CliError> {
    // clap gives --extra-dice with --card and the other way round
    let (Some(card), Some(dice)) = (extra.card, extra.extra_dice) else {
        return Ok(None);
    };
    let card = Card::from(card);
    let side = match (extra.card_side, card) {
        (Some(s), _) => Side::from(s),
        (None, Card::Janissaries) => ottoman.unwrap_or(Side::Attacker),
        (None, Card::SiegeArtillery) => Side::Attacker,
        (None, Card::ProfessionalRowers) => {
            return Err(CliError::new(
                "bad --card rowers: give --card-side attacker or defender (the card gives either side its dice)",
            ));
        }
    };
    // clap gives both hits or neither, and never with the faces
    let hits = &extra.hits;
    let rolled = match (faces, hits.attacker_hits, hits.defender_hits) {
        (_, Some(_), Some(_)) if !played.is_empty() => {
            return Err(CliError::new(
                "bad --attacker-hits: a card is played already, so give the faces rolled (--attacker-faces, --defender-faces and the late dice's)",
            ));
        }
        (_, Some(attacker), Some(defender)) => Hits {
            attacker,
            defender,
            ..Hits::default()
        },
        (Some(faces), _, _) => Hits::of(faces),
        (None, _, _) => {
            return Err(CliError::new(format!(
                "bad --card {}: give the faces rolled (--attacker-faces, --defender-faces) or the hits (--attacker-hits, --defender-hits) to ask about a card played after the roll",
                card_option(card)
            )));
        }
    };
    let r = run(&rolled, LateCard { card, side, dice }).map_err(|e| his_error(e, names))?;
    Ok(Some(AfterOut::new(&r, f)))
}

/// The `--card` value of a card.
const fn card_option(c: Card) -> &'static str {
    match c {
        Card::Janissaries => "janissaries",
        Card::SiegeArtillery => "siege-artillery",
        Card::ProfessionalRowers => "rowers",
    }
}

/// A card's name in the CLI's messages.
const fn card_name(c: Card) -> &'static str {
    match c {
        Card::Janissaries => "Janissaries",
        Card::SiegeArtillery => "Siege Artillery",
        Card::ProfessionalRowers => "Professional Rowers",
    }
}

/// The cards played up front, each with its dice if given.
fn played(cards: &[(Card, Side, Option<u8>)], names: &Names) -> Result<LateCards, CliError> {
    let list: Vec<LateCard> = cards
        .iter()
        .filter_map(|&(card, side, dice)| dice.map(|dice| LateCard { card, side, dice }))
        .collect();
    LateCards::of(&list).map_err(|e| his_error(e, names))
}

/// The message for a core error, naming the command line's options.
fn his_error(e: HisError, names: &Names) -> CliError {
    let side_name = |side: Side| match side {
        Side::Attacker => names.attacker,
        Side::Defender => names.defender,
    };
    CliError::new(match e {
        HisError::NoUnits { side } => format!(
            "bad --{}: the {} needs at least one unit",
            side_name(side),
            side.code()
        ),
        HisError::NegativeDice { side, dice } => format!(
            "bad --{}-cards: it leaves the {} {dice} dice",
            side.code(),
            side.code()
        ),
        HisError::CorsairsNotOttoman { side, corsairs } => format!(
            "bad --{}-corsairs {corsairs}: only the Ottoman side has corsairs (see --ottoman)",
            side.code()
        ),
        HisError::BesiegedExceedUnits { besieged, units } => {
            format!("bad --besieged {besieged}: more than the attacker's {units} units")
        }
        HisError::TooManyBesieged { besieged, max } => format!(
            "bad --besieged or --defender: {besieged} units inside the fortifications; at most {max}"
        ),
        HisError::CardNotInBattle { card, battle } => {
            let (battle, only) = match battle {
                Battle::Field => ("a field battle", "Janissaries"),
                Battle::Assault => ("an assault", "Siege Artillery"),
                Battle::Naval => ("a naval battle", "Janissaries and Professional Rowers"),
            };
            format!(
                "bad --card {}: {} is not played in {battle}; after its roll the text names only {only} (H.4 step 7, H.5 step 8, H.6 step 6)",
                card_option(card),
                card_name(card)
            )
        }
        HisError::JanissariesNotOttoman { side, ottoman } => {
            let why = "Janissaries are the Ottomans' national card: \"if one of the powers in the battle is the Ottomans ... they may play it\" (H.4 step 7, H.6 step 6)";
            match ottoman {
                Some(o) => format!(
                    "bad --card-side {}: {why}; the Ottomans here are the {} (--ottoman)",
                    side.code(),
                    o.code()
                ),
                None => format!(
                    "bad janissaries: {why}; no side is the Ottomans here — give --ottoman attacker or defender"
                ),
            }
        }
        HisError::CardNotForSide { card, side } => format!(
            "bad --card-side {}: {} gives its dice to the attacker — \"to give the attacker the chance to score extra hits\" (H.5 step 8)",
            side.code(),
            card_name(card)
        ),
        HisError::NoCardDice { card } => format!(
            "bad {}: 0 dice; give the number on the card (at least 1)",
            card_option(card)
        ),
        HisError::CardTwice { card } => format!(
            "bad --card {}: {} is already played in this battle (one card, played once)",
            card_option(card),
            card_name(card)
        ),
        HisError::TooManyLateDice { dice, max } => format!(
            "bad --extra-dice {dice}: at most {max} — the odds are exact, fractions over 3 to the power of the dice, which do not fit past {max} dice"
        ),
        HisError::PickOnLand { pick } => format!(
            "bad --pick {}: land rolls take the best leader; --pick is for naval rolls",
            pick + 1
        ),
        HisError::PickOutOfRange { pick, admirals } => {
            format!("bad --pick {}: there are {admirals} admirals", pick + 1)
        }
        HisError::CavalryAtSea => "bad --cavalry: there is no cavalry modifier at sea".into(),
        HisError::AutomaticNotEvasion { kind } => format!(
            "bad --all-lost: automatic success is for a land evasion, not {}",
            kind.code().replace('_', "-")
        ),
        HisError::WrongFaceCount {
            pool,
            expected,
            got,
        } => {
            let name = match pool {
                Pool::Attacker => names.faces[0],
                Pool::Defender => names.faces[1],
                Pool::AttackerLate => names.faces[2],
                Pool::DefenderLate => names.faces[3],
            };
            format!("bad --{name}: {got} faces given, {expected} dice rolled")
        }
        // the CLI takes faces, never hits alone
        HisError::TooManyHits { pool, hits, dice } => {
            format!("bad hits: {hits} for the {pool:?} pool of {dice} dice")
        }
        HisError::Dice(e) => format!("bad faces: {e}"),
        HisError::TooManyDice {
            attacker_dice,
            defender_dice,
            ..
        } => format!(
            "{attacker_dice} dice against {defender_dice}: too many for exact odds (at most 80 in all)"
        ),
    })
}

/// Option names a command uses, for error messages: a side with no units
/// (option and value), and the four pools' faces.
struct Names {
    attacker: &'static str,
    defender: &'static str,
    faces: [&'static str; 4],
}

const BATTLE_FACES: [&str; 4] = [
    "attacker-faces",
    "defender-faces",
    "attacker-late-faces",
    "defender-late-faces",
];

// ---------------------------------------------------------------------
// field
// ---------------------------------------------------------------------

fn field_cmd(a: &FieldArgs) -> Result<String, CliError> {
    let options = a.readings.options();
    let site = match (a.site, a.besieged) {
        (SiteArg::Open, None) => Site::Open,
        (SiteArg::Fortified, None) => Site::Fortified,
        (SiteArg::Relief, b) => Site::Relief {
            besieged: b.unwrap_or(0),
        },
        (SiteArg::Open | SiteArg::Fortified, Some(b)) => {
            return Err(CliError::new(format!(
                "bad --besieged {b}: only with --site relief"
            )));
        }
    };
    let names = Names {
        attacker: "attacker 0",
        defender: "defender 0",
        faces: BATTLE_FACES,
    };
    let ottoman = a.ottoman.map(Side::from);
    let janissaries = (
        Card::Janissaries,
        ottoman.unwrap_or(Side::Attacker),
        a.janissaries,
    );
    let battle = FieldBattle {
        attacker: FieldSide {
            units: a.attacker,
            leader: a.attacker_rating,
            card_dice: a.attacker_cards.unwrap_or(0),
        },
        defender: FieldSide {
            units: a.defender,
            leader: a.defender_rating,
            card_dice: a.defender_cards.unwrap_or(0),
        },
        site,
        ottoman,
        cards: played(&[janissaries], &names)?,
    };
    let odds = field::odds(&battle, &options).map_err(|e| his_error(e, &names))?;
    let result = match a.faces.faces() {
        None => None,
        Some(f) => {
            let r =
                field::resolve_faces(&battle, &options, &f).map_err(|e| his_error(e, &names))?;
            Some(ResultOut {
                attacker_hits: r.attacker_hits,
                defender_hits: r.defender_hits,
                outcome: FieldLeft::from(&r.outcome),
                extra: Captured {
                    leaders_captured: r.leaders_captured,
                },
                steps: r.steps,
            })
        }
    };
    let after = after_roll(
        &a.extra,
        (battle.ottoman, &battle.cards),
        a.faces.faces().as_ref(),
        &names,
        |h: &Hits, card| field::after_roll(&battle, &options, h, card),
        |o: &field::FieldOutcome| FieldLeft::from(o),
    )?;
    let chances = wins_out!(odds);
    to_json(&battle_out!(
        odds,
        &options,
        chances,
        FieldLeft::from,
        result,
        after
    ))
}

// ---------------------------------------------------------------------
// assault
// ---------------------------------------------------------------------

fn assault_cmd(a: &AssaultArgs) -> Result<String, CliError> {
    let options = a.readings.options();
    let faces_names = [
        "attacker-faces",
        "defender-faces",
        "siege-artillery-faces",
        "defender-late-faces",
    ];
    let names = Names {
        attacker: "attacker 0 (and no --attacker-cavalry)",
        defender: "defender",
        faces: faces_names,
    };
    let siege_artillery = (Card::SiegeArtillery, Side::Attacker, a.siege_artillery);
    let x = Assault {
        attacker: AssaultSide {
            regulars: a.attacker,
            cavalry: a.attacker_cavalry.unwrap_or(0),
            leader: a.attacker_rating,
            card_dice: a.attacker_cards.unwrap_or(0),
        },
        defender: AssaultSide {
            regulars: a.defender,
            cavalry: a.defender_cavalry.unwrap_or(0),
            leader: a.defender_rating,
            card_dice: a.defender_cards.unwrap_or(0),
        },
        ships_in_port: a.ships_in_port,
        cards: played(&[siege_artillery], &names)?,
    };
    let odds = assault::odds(&x, &options).map_err(|e| his_error(e, &names))?;
    let rolled = faces([
        &a.attacker_faces,
        &a.defender_faces,
        &a.siege_artillery_faces,
        &None,
    ]);
    let after = after_roll(
        &a.extra,
        (None, &x.cards),
        rolled.as_ref(),
        &names,
        |h: &Hits, card| assault::after_roll(&x, &options, h, card),
        |o: &assault::AssaultOutcome| AssaultLeft::from(o),
    )?;
    let result = match rolled {
        None => None,
        Some(f) => {
            let r = assault::resolve_faces(&x, &options, &f).map_err(|e| his_error(e, &names))?;
            Some(ResultOut {
                attacker_hits: r.attacker_hits,
                defender_hits: r.defender_hits,
                outcome: AssaultLeft::from(&r.outcome),
                extra: Nothing {},
                steps: r.steps,
            })
        }
    };
    let chances = AssaultChances {
        success: odds.success,
        siege_continues: odds.siege_continues,
        attacker_retreats: odds.attacker_retreats,
        attacker_destroyed: odds.attacker_destroyed,
    };
    to_json(&battle_out!(
        odds,
        &options,
        chances,
        AssaultLeft::from,
        result,
        after
    ))
}

// ---------------------------------------------------------------------
// naval
// ---------------------------------------------------------------------

fn naval_cmd(a: &NavalArgs) -> Result<String, CliError> {
    let options = a.readings.options();
    let attacker = NavalSide {
        squadrons: a.attacker_squadrons.unwrap_or(0),
        corsairs: a.attacker_corsairs.unwrap_or(0),
        admiral: a.attacker_rating,
        card_dice: a.attacker_cards.unwrap_or(0),
    };
    let defender = NavalSide {
        squadrons: a.defender_squadrons.unwrap_or(0),
        corsairs: a.defender_corsairs.unwrap_or(0),
        admiral: a.defender_rating,
        card_dice: a.defender_cards.unwrap_or(0),
    };
    // Only the Ottomans have corsairs, so the side with corsairs is theirs
    // unless --ottoman says otherwise (the core then rejects the corsairs).
    let ottoman = match a.ottoman {
        Some(side) => Some(Side::from(side)),
        None => match (attacker.corsairs > 0, defender.corsairs > 0) {
            (true, true) => {
                let n = defender.corsairs;
                return Err(CliError::new(format!(
                    "bad --defender-corsairs {n}: the attacker has corsairs too; only the Ottomans do"
                )));
            }
            (true, false) => Some(Side::Attacker),
            (false, true) => Some(Side::Defender),
            (false, false) => None,
        },
    };
    let names = Names {
        attacker: "attacker-squadrons 0 (and no --attacker-corsairs)",
        defender: "defender-squadrons 0 (and no --defender-corsairs)",
        faces: BATTLE_FACES,
    };
    let janissaries = (
        Card::Janissaries,
        ottoman.unwrap_or(Side::Attacker),
        a.janissaries,
    );
    // clap gives --rowers with --rowers-side
    let rowers_side = a.rowers_side.map_or(Side::Attacker, Side::from);
    let rowers = (Card::ProfessionalRowers, rowers_side, a.rowers);
    let battle = NavalBattle {
        attacker,
        defender,
        in_port: a.port,
        ottoman,
        cards: played(&[janissaries, rowers], &names)?,
    };
    let odds = naval::odds(&battle, &options).map_err(|e| his_error(e, &names))?;
    let result = match a.faces.faces() {
        None => None,
        Some(f) => {
            let r =
                naval::resolve_faces(&battle, &options, &f).map_err(|e| his_error(e, &names))?;
            Some(ResultOut {
                attacker_hits: r.attacker_hits,
                defender_hits: r.defender_hits,
                outcome: NavalLeft::from(&r.outcome),
                extra: Nothing {},
                steps: r.steps,
            })
        }
    };
    let after = after_roll(
        &a.extra,
        (battle.ottoman, &battle.cards),
        a.faces.faces().as_ref(),
        &names,
        |h: &Hits, card| naval::after_roll(&battle, &options, h, card),
        |o: &naval::NavalOutcome| NavalLeft::from(o),
    )?;
    let chances = NavalChances {
        ottoman,
        wins: wins_out!(odds),
    };
    to_json(&battle_out!(
        odds,
        &options,
        chances,
        NavalLeft::from,
        result,
        after
    ))
}

// ---------------------------------------------------------------------
// roll
// ---------------------------------------------------------------------

fn roll_cmd(a: &RollArgs) -> Result<String, CliError> {
    let options = a.readings.options();
    let kind = a.kind.into();
    // clap refuses --rating with --leaders.
    let leaders = match (a.rating, &a.leaders) {
        (Some(r), _) => vec![r],
        (None, Some(l)) => l.0.clone(),
        (None, None) => Vec::new(),
    };
    let pick = match a.pick {
        None => None,
        Some(0) => return Err(CliError::new("bad --pick 0: the first admiral is 1")),
        Some(n) => Some(n - 1),
    };
    let cavalry = a.cavalry.into();
    let r = Roll {
        kind,
        leaders,
        pick,
        cavalry,
        all_lost_field_battle: a.all_lost,
        modifier: a.modifier.unwrap_or(0),
    };
    let names = Names {
        attacker: "rating",
        defender: "rating",
        faces: ["faces"; 4],
    };
    let odds = roll::odds(&r, &options).map_err(|e| his_error(e, &names))?;
    let result = match &a.faces {
        None => None,
        Some(FaceList(f)) => {
            let two = match (f.as_slice(), r.all_lost_field_battle) {
                ([x, y], _) => Some([*x, *y]),
                (_, true) => None,
                _ => {
                    return Err(CliError::new(format!(
                        "bad --faces: {} given, give the two faces rolled",
                        f.len()
                    )));
                }
            };
            let rep = roll::resolve_faces(&r, &options, two).map_err(|e| his_error(e, &names))?;
            Some(RollResultOut {
                faces: rep.faces,
                total: rep.total,
                success: rep.success,
                steps: rep.steps,
            })
        }
    };
    let used: Vec<Reading> = {
        let mut v: Vec<Reading> = odds.steps.iter().filter_map(|s| s.reading).collect();
        v.dedup();
        v
    };
    to_json(&RollOut {
        kind: kind.code(),
        dice: odds.dice,
        modifier: odds.modifier,
        need: odds.need,
        success: odds.success,
        automatic: odds.automatic,
        readings: readings_out(&used, &options),
        steps: odds.steps,
        result,
    })
}
