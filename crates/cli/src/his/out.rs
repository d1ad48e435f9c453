//! The JSON shapes of `shturman his`: the dice of each side, the odds of
//! every outcome, the result of the faces rolled and the readings relied
//! on. The resolvers in the parent module fill them; the shapes are the
//! CLI's contract (its tests).

use serde::Serialize;
use shturman_battles::Fraction;
use shturman_battles::his::assault::{AssaultOutcome, AssaultResult};
use shturman_battles::his::field::FieldOutcome;
use shturman_battles::his::naval::NavalOutcome;
use shturman_battles::his::{
    AfterRoll, Card, Decision, DiceCount, HisOptions, LateChances, Reading, Share, Side, Step,
};

/// The readings listed with the option chosen for each.
#[derive(Serialize)]
pub struct ReadingOut {
    pub id: &'static str,
    pub option: &'static str,
}

pub fn readings_out(list: &[Reading], o: &HisOptions) -> Vec<ReadingOut> {
    list.iter()
        .map(|r| ReadingOut {
            id: r.id(),
            option: o.chosen(*r),
        })
        .collect()
}

#[derive(Serialize)]
pub struct DiceOut {
    pub units: u32,
    pub leader: u32,
    pub bonus: u32,
    pub cards: i32,
    pub rolled: u32,
    pub late: u32,
}

impl From<&DiceCount> for DiceOut {
    fn from(d: &DiceCount) -> Self {
        DiceOut {
            units: d.units,
            leader: d.leader,
            bonus: d.bonus,
            cards: d.cards,
            rolled: d.rolled,
            late: d.late,
        }
    }
}

/// A battle's odds (field, assault, naval): the dice of each side, the
/// chances `X` of its kind, the hits, every outcome `O` with its
/// probability, and with the faces rolled the result `R`.
#[derive(Serialize)]
pub struct BattleOut<X, O, R> {
    pub attacker_dice: u32,
    pub defender_dice: u32,
    pub attacker_dice_parts: DiceOut,
    pub defender_dice_parts: DiceOut,
    #[serde(flatten)]
    pub chances: X,
    pub attacker_hits: Vec<Share>,
    pub defender_hits: Vec<Share>,
    pub outcomes: Vec<Shared<O>>,
    pub readings: Vec<ReadingOut>,
    pub steps: Vec<Step>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<R>,
    /// With --extra-dice: the outcomes with the card and without it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub after_roll: Option<AfterOut<O>>,
}

/// A card played after the roll: the card, its side and dice, the hits
/// rolled, the outcomes without it and with it.
#[derive(Serialize)]
pub struct AfterOut<O> {
    pub card: Card,
    pub side: Side,
    pub dice: u8,
    pub attacker_hits: u32,
    pub defender_hits: u32,
    pub without: LateOut<O>,
    pub with: LateOut<O>,
}

/// The outcomes with the dice rolled so far (and the card's, if played):
/// the card's side's chance to win and units left on average.
#[derive(Serialize)]
pub struct LateOut<O> {
    pub wins: Fraction,
    pub units_left: Fraction,
    pub outcomes: Vec<Shared<O>>,
}

impl<O> AfterOut<O> {
    /// The shape of the core's answer, each outcome mapped by `f`.
    pub fn new<C>(r: &AfterRoll<C>, f: impl Fn(&C) -> O) -> AfterOut<O> {
        let chances = |c: &LateChances<C>| LateOut {
            wins: c.wins,
            units_left: c.units_left,
            outcomes: c
                .outcomes
                .iter()
                .map(|s| Shared {
                    outcome: f(&s.outcome),
                    probability: s.probability,
                })
                .collect(),
        };
        AfterOut {
            card: r.card.card,
            side: r.card.side,
            dice: r.card.dice,
            attacker_hits: r.hits[0],
            defender_hits: r.hits[1],
            without: chances(&r.without),
            with: chances(&r.with),
        }
    }
}

/// `BattleOut` from a core's odds: field, assault and naval odds have the
/// same fields but no common type. `$chances` is the kind's chances,
/// `$outcome` maps a core outcome to its shape.
macro_rules! battle_out {
    ($odds:ident, $options:expr, $chances:expr, $outcome:expr, $result:expr, $after:expr) => {
        $crate::his::out::BattleOut {
            attacker_dice: $odds.attacker_dice.all(),
            defender_dice: $odds.defender_dice.all(),
            attacker_dice_parts: (&$odds.attacker_dice).into(),
            defender_dice_parts: (&$odds.defender_dice).into(),
            chances: $chances,
            attacker_hits: $odds.attacker_hits,
            defender_hits: $odds.defender_hits,
            outcomes: $odds
                .outcomes
                .iter()
                .map(|s| $crate::his::out::Shared {
                    outcome: $outcome(&s.outcome),
                    probability: s.probability,
                })
                .collect(),
            readings: $crate::his::out::readings_out(&$odds.readings, $options),
            steps: $odds.steps,
            result: $result,
            after_roll: $after,
        }
    };
}
pub(crate) use battle_out;

/// The faces rolled in a battle: the hits, the outcome `O` and what else
/// the kind reports (`X`), with the steps.
#[derive(Serialize)]
pub struct ResultOut<O, X> {
    pub attacker_hits: u32,
    pub defender_hits: u32,
    #[serde(flatten)]
    pub outcome: O,
    #[serde(flatten)]
    pub extra: X,
    pub steps: Vec<Step>,
}

/// Nothing more to report.
#[derive(Serialize)]
pub struct Nothing {}

/// An outcome with its probability.
#[derive(Serialize)]
pub struct Shared<O> {
    #[serde(flatten)]
    pub outcome: O,
    pub probability: Fraction,
}

/// A field or naval battle's chances (the two are fought to the end).
#[derive(Serialize)]
pub struct WinsOut {
    pub attacker_wins: Fraction,
    pub defender_wins: Fraction,
    pub defender_wins_on_tie: Fraction,
    pub defender_wins_with_more_hits: Fraction,
    pub attacker_wiped_out: Fraction,
    pub defender_wiped_out: Fraction,
    pub both_wiped_out: Fraction,
}

/// `WinsOut` from field or naval odds (same fields, no common type).
macro_rules! wins_out {
    ($odds:ident) => {
        $crate::his::out::WinsOut {
            attacker_wins: $odds.attacker_wins,
            defender_wins: $odds.defender_wins,
            defender_wins_on_tie: $odds.defender_wins_on_tie,
            defender_wins_with_more_hits: $odds.defender_wins_with_more_hits,
            attacker_wiped_out: $odds.attacker_wiped_out,
            defender_wiped_out: $odds.defender_wiped_out,
            both_wiped_out: $odds.both_wiped_out,
        }
    };
}
pub(crate) use wins_out;

/// A naval battle's chances: whose the corsairs are, then who wins.
#[derive(Serialize)]
pub struct NavalChances {
    pub ottoman: Option<Side>,
    #[serde(flatten)]
    pub wins: WinsOut,
}

/// An assault's chances.
#[derive(Serialize)]
pub struct AssaultChances {
    pub success: Fraction,
    pub siege_continues: Fraction,
    pub attacker_retreats: Fraction,
    pub attacker_destroyed: Fraction,
}

/// The field result's extra: the leaders captured.
#[derive(Serialize)]
pub struct Captured {
    pub leaders_captured: Vec<Side>,
}

/// The outcome of a field battle.
#[derive(Serialize)]
pub struct FieldLeft {
    pub winner: Side,
    /// The attacker lost on a tie.
    pub tie: bool,
    pub attacker_left: u16,
    pub defender_left: u16,
    pub kept_by: Option<Side>,
}

impl From<&FieldOutcome> for FieldLeft {
    fn from(o: &FieldOutcome) -> Self {
        FieldLeft {
            winner: o.winner,
            tie: o.decided == Decision::TieToDefender,
            attacker_left: o.attacker_left,
            defender_left: o.defender_left,
            kept_by: o.kept_by,
        }
    }
}

/// The outcome of a naval battle: squadrons and corsairs left.
#[derive(Serialize)]
pub struct NavalLeft {
    pub winner: Side,
    pub tie: bool,
    pub attacker_squadrons_left: u16,
    pub attacker_corsairs_left: u16,
    pub defender_squadrons_left: u16,
    pub defender_corsairs_left: u16,
    pub kept_by: Option<Side>,
}

impl From<&NavalOutcome> for NavalLeft {
    fn from(o: &NavalOutcome) -> Self {
        NavalLeft {
            winner: o.winner,
            tie: o.decided == Decision::TieToDefender,
            attacker_squadrons_left: o.attacker.squadrons,
            attacker_corsairs_left: o.attacker.corsairs,
            defender_squadrons_left: o.defender.squadrons,
            defender_corsairs_left: o.defender.corsairs,
            kept_by: o.kept_by,
        }
    }
}

/// The outcome of an assault.
#[derive(Serialize)]
pub struct AssaultLeft {
    pub result: AssaultResult,
    pub attacker_left: u32,
    pub defender_left: u32,
}

impl From<&AssaultOutcome> for AssaultLeft {
    fn from(o: &AssaultOutcome) -> Self {
        AssaultLeft {
            result: o.result,
            attacker_left: o.attacker_left,
            defender_left: o.defender_left,
        }
    }
}

#[derive(Serialize)]
pub struct RollResultOut {
    pub faces: Option<[u8; 2]>,
    pub total: Option<i32>,
    pub success: bool,
    pub steps: Vec<Step>,
}

#[derive(Serialize)]
pub struct RollOut {
    pub kind: &'static str,
    pub dice: u8,
    pub modifier: i32,
    pub need: i32,
    pub success: Fraction,
    pub automatic: bool,
    pub readings: Vec<ReadingOut>,
    pub steps: Vec<Step>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<RollResultOut>,
}
