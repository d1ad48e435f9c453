//! The JSON shapes of `shturman his`: the dice of each side, the odds of
//! every outcome, the result of the faces rolled and the readings relied
//! on. The resolvers in the parent module fill them; the shapes are the
//! CLI's contract (its tests).

use serde::Serialize;
use shturman_battles::his::assault;
use shturman_battles::his::{DiceCount, HisOptions, Reading, Share, Side, Step};
use shturman_battles::Fraction;

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

#[derive(Serialize)]
pub struct FieldOutcomeOut {
    pub winner: Side,
    /// The attacker lost on a tie.
    pub tie: bool,
    pub attacker_left: u16,
    pub defender_left: u16,
    pub kept_by: Option<Side>,
    pub probability: Fraction,
}

#[derive(Serialize)]
pub struct FieldResultOut {
    pub attacker_hits: u32,
    pub defender_hits: u32,
    pub winner: Side,
    pub tie: bool,
    pub attacker_left: u16,
    pub defender_left: u16,
    pub kept_by: Option<Side>,
    pub leaders_captured: Vec<Side>,
    pub steps: Vec<Step>,
}

#[derive(Serialize)]
pub struct FieldOut {
    pub attacker_dice: u32,
    pub defender_dice: u32,
    pub attacker_dice_parts: DiceOut,
    pub defender_dice_parts: DiceOut,
    pub attacker_wins: Fraction,
    pub defender_wins: Fraction,
    pub defender_wins_on_tie: Fraction,
    pub defender_wins_with_more_hits: Fraction,
    pub attacker_wiped_out: Fraction,
    pub defender_wiped_out: Fraction,
    pub both_wiped_out: Fraction,
    pub attacker_hits: Vec<Share>,
    pub defender_hits: Vec<Share>,
    pub outcomes: Vec<FieldOutcomeOut>,
    pub readings: Vec<ReadingOut>,
    pub steps: Vec<Step>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<FieldResultOut>,
}

#[derive(Serialize)]
pub struct AssaultOutcomeOut {
    pub result: assault::AssaultResult,
    pub attacker_left: u32,
    pub defender_left: u32,
    pub probability: Fraction,
}

#[derive(Serialize)]
pub struct AssaultResultOut {
    pub attacker_hits: u32,
    pub defender_hits: u32,
    pub result: assault::AssaultResult,
    pub attacker_left: u32,
    pub defender_left: u32,
    pub steps: Vec<Step>,
}

#[derive(Serialize)]
pub struct AssaultOut {
    pub attacker_dice: u32,
    pub defender_dice: u32,
    pub attacker_dice_parts: DiceOut,
    pub defender_dice_parts: DiceOut,
    pub success: Fraction,
    pub siege_continues: Fraction,
    pub attacker_retreats: Fraction,
    pub attacker_destroyed: Fraction,
    pub attacker_hits: Vec<Share>,
    pub defender_hits: Vec<Share>,
    pub outcomes: Vec<AssaultOutcomeOut>,
    pub readings: Vec<ReadingOut>,
    pub steps: Vec<Step>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<AssaultResultOut>,
}

#[derive(Serialize)]
pub struct NavalOutcomeOut {
    pub winner: Side,
    pub tie: bool,
    pub attacker_squadrons_left: u16,
    pub attacker_corsairs_left: u16,
    pub defender_squadrons_left: u16,
    pub defender_corsairs_left: u16,
    pub kept_by: Option<Side>,
    pub probability: Fraction,
}

#[derive(Serialize)]
pub struct NavalResultOut {
    pub attacker_hits: u32,
    pub defender_hits: u32,
    pub winner: Side,
    pub tie: bool,
    pub attacker_squadrons_left: u16,
    pub attacker_corsairs_left: u16,
    pub defender_squadrons_left: u16,
    pub defender_corsairs_left: u16,
    pub kept_by: Option<Side>,
    pub steps: Vec<Step>,
}

#[derive(Serialize)]
pub struct NavalOut {
    pub attacker_dice: u32,
    pub defender_dice: u32,
    pub attacker_dice_parts: DiceOut,
    pub defender_dice_parts: DiceOut,
    pub ottoman: Option<Side>,
    pub attacker_wins: Fraction,
    pub defender_wins: Fraction,
    pub defender_wins_on_tie: Fraction,
    pub defender_wins_with_more_hits: Fraction,
    pub attacker_wiped_out: Fraction,
    pub defender_wiped_out: Fraction,
    pub both_wiped_out: Fraction,
    pub attacker_hits: Vec<Share>,
    pub defender_hits: Vec<Share>,
    pub outcomes: Vec<NavalOutcomeOut>,
    pub readings: Vec<ReadingOut>,
    pub steps: Vec<Step>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<NavalResultOut>,
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
