//! The JSON shapes of `shturman macro`: the odds, the explained steps and
//! the result of each resolver, and the readings relied on. The resolvers
//! in the parent module fill them; the shapes are the CLI's contract (its
//! tests).

use serde::Serialize;
use shturman_battles::Fraction;
use shturman_battles::macro_battle::artillery::{CellShare, Gun};
use shturman_battles::macro_battle::melee::{Fate, Fighter};
use shturman_battles::macro_battle::movement;
use shturman_battles::macro_battle::officer;
use shturman_battles::macro_battle::{Reading, Share, Side, Step};
use std::collections::BTreeMap;

#[derive(Serialize)]
pub struct MovementOut {
    pub dice: u8,
    pub owners: Vec<movement::DieOwner>,
    pub total: Vec<Share<i32>>,
    pub pool: &'static str,
    pub steps: Vec<Step>,
    pub readings: BTreeMap<&'static str, &'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<Vec<movement::TableRow>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<movement::MovementRoll>,
}

#[derive(Serialize)]
pub struct FireOut {
    pub allowed: bool,
    pub dice: u8,
    pub hits_from: u8,
    pub hit: Fraction,
    pub outcomes: Vec<Share<shturman_battles::macro_battle::fire::FireOutcome>>,
    pub steps: Vec<Step>,
    pub readings: BTreeMap<&'static str, &'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<shturman_battles::macro_battle::fire::FireReport>,
}

#[derive(Serialize)]
pub struct NoFireOut {
    pub allowed: bool,
    pub reason: shturman_battles::macro_battle::fire::NoShot,
}

#[derive(Serialize)]
pub struct ArtilleryOut {
    pub gun: Gun,
    pub dice: u8,
    pub explodes: Fraction,
    pub miss: Fraction,
    pub cells: Vec<CellShare>,
    pub cells_hit: Vec<CellShare>,
    pub allowed_shift: u8,
    pub aim: Option<u8>,
    pub aim_hit: Option<Fraction>,
    pub readings: BTreeMap<&'static str, &'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<shturman_battles::macro_battle::artillery::GunReport>,
}

#[derive(Serialize)]
pub struct OutcomeOut {
    pub winner: Side,
    pub tie: bool,
    pub loser: Fate,
    pub probability: Fraction,
}

#[derive(Serialize)]
pub struct MeleeOut {
    pub attacker_wins: Fraction,
    pub defender_wins: Fraction,
    pub tie: Fraction,
    pub attacker: Fighter,
    pub defender: Fighter,
    /// The two cells, and whether troops stand on the gates' cell.
    pub ground: shturman_battles::macro_battle::melee::Ground,
    pub attacker_dice: u8,
    pub defender_dice: u8,
    pub attacker_bonus: i32,
    pub defender_bonus: i32,
    pub attacker_total: Vec<Share<i32>>,
    pub defender_total: Vec<Share<i32>>,
    pub outcomes: Vec<OutcomeOut>,
    pub steps: Vec<Step>,
    pub readings: BTreeMap<&'static str, &'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<shturman_battles::macro_battle::melee::MeleeReport>,
}

#[derive(Serialize)]
pub struct SaveOut {
    pub saved: Fraction,
    pub wounded: Fraction,
    /// After the battle, a saved officer's horse: 4+ only wounded.
    pub horse_survives: Fraction,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<officer::SaveReport>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub horse: Option<officer::HorseReport>,
}

#[derive(Serialize)]
pub struct CaptureOut {
    pub batteries: u32,
    pub each: Fraction,
    pub at_least_one: Fraction,
    pub captured: Vec<Share<i32>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<shturman_battles::macro_battle::batteries::BatteriesReport>,
}

#[derive(Serialize)]
pub struct CourierOut {
    pub units: u32,
    pub dice: u8,
    pub unseen: Fraction,
    pub spotted: Fraction,
    pub captured: Fraction,
    /// [M-12] when it matters (N ≤ 1).
    pub reading: Option<Reading>,
    pub readings: BTreeMap<&'static str, &'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<shturman_battles::macro_battle::courier::CourierReport>,
}

#[derive(Serialize)]
pub struct PursuitOut {
    pub cavalry: u32,
    pub courier_dice: u8,
    pub pursuer_dice: u32,
    pub escapes: Fraction,
    pub caught: Fraction,
    pub rule: &'static str,
    pub against: Vec<Share<i32>>,
    pub readings: BTreeMap<&'static str, &'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<shturman_battles::macro_battle::courier::PursuitReport>,
}

/// `macro march`: the troops, the slowest kind, the minutes, and when the
/// army passes from the territory it leaves to the one it enters.
#[derive(Serialize)]
pub struct MarchOut {
    pub troops: Vec<shturman_battles::macro_battle::march::Marcher>,
    pub slowest: shturman_battles::macro_battle::march::Marcher,
    pub minutes: u32,
    pub border_after_seconds: u32,
}
