//! Words of the «Цена Чести» macro-battle resolvers
//! (`shturman_screens::battles::macro_*`) and of their part of the Rules
//! screen: the troops, terrain and guns, the inputs, the odds, every
//! explanation step of the core ([`Rule`]), the errors ([`MacroError`]),
//! the digest's sections M.1–M.9 and the readings [M-n] with their options.

use super::Lang;
use crate::his::Entry;
use crate::numbers::{count as n, faces, signed};
use shturman_battles::macro_battle::artillery::Gun;
use shturman_battles::macro_battle::fire::{NoShot, Shooter};
use shturman_battles::macro_battle::march::Marcher;
use shturman_battles::macro_battle::melee::Fate;
use shturman_battles::macro_battle::movement::OfficerState;
use shturman_battles::macro_battle::officer::FieldHolder;
use shturman_battles::macro_battle::{MacroError, Reading, Rule, Side, Terrain, UnitKind};

mod en;
mod ru;

pub struct Words {
    pub game: &'static str,
    pub melee_title: &'static str,
    pub melee_note: &'static str,
    pub fire_title: &'static str,
    pub fire_note: &'static str,
    pub artillery_title: &'static str,
    pub artillery_note: &'static str,
    pub movement_title: &'static str,
    pub movement_note: &'static str,
    pub after_title: &'static str,
    pub after_note: &'static str,
    pub courier_title: &'static str,
    pub courier_note: &'static str,
    // names
    pub unit: fn(UnitKind) -> &'static str,
    pub mounted_officer: &'static str,
    pub officer_on_foot: &'static str,
    pub gates: &'static str,
    pub terrain: fn(Terrain) -> &'static str,
    pub shooter: fn(Shooter) -> &'static str,
    pub gun: fn(Gun) -> &'static str,
    pub field_holder: fn(FieldHolder) -> &'static str,
    pub officer_state: fn(OfficerState) -> &'static str,
    // inputs
    pub fighter: &'static str,
    pub officer_on_cell: &'static str,
    pub attacker_cell: &'static str,
    pub defender_cell: &'static str,
    /// The switch: the defender's troops stand on the gates' cell.
    pub troops_on_gates: &'static str,
    /// On a gate cell: what is attacked, the troops standing in the gates
    /// or the gates themselves (issue 46 #2: the gates' sentence was
    /// quoted while the cavalry on the cell was fought).
    pub gate_target: &'static str,
    pub gate_target_troops: &'static str,
    pub gate_target_gates: &'static str,
    /// The troops `name` stand in the gates: they are attacked, not the
    /// gates.
    pub gate_troops_note: fn(&str) -> String,
    /// The text's sentence on what may attack a cell in melee (a wall, a
    /// tower, the gates), shown where it bites; `None` for the rest.
    pub cell_rule: fn(Terrain) -> Option<&'static str>,
    pub gates_bonus: &'static str,
    pub field: &'static str,
    pub distance: &'static str,
    pub diagonal: &'static str,
    pub from: &'static str,
    pub target: &'static str,
    pub target_kind: fn(u8) -> &'static str,
    pub target_mounted: &'static str,
    pub target_on: &'static str,
    pub between: &'static str,
    pub between_occupied: &'static str,
    pub gun_kind: &'static str,
    pub turned: &'static str,
    pub moved: &'static str,
    pub turn: &'static str,
    pub pass_over: &'static str,
    pub aim: &'static str,
    pub line: &'static str,
    pub line_cells: &'static str,
    /// The content of a cell of the line, by its index in the list.
    pub cell_content: fn(u8) -> &'static str,
    pub cell_label: fn(u8) -> String,
    pub shift: &'static str,
    pub officers_in_battle: &'static str,
    pub officers_out: &'static str,
    pub mode: &'static str,
    pub save_mode: &'static str,
    pub horse_mode: &'static str,
    pub batteries_mode: &'static str,
    pub batteries: &'static str,
    pub courier_mode: &'static str,
    pub pursuit_mode: &'static str,
    pub march_mode: &'static str,
    /// The courier screen's choice of what it works out (a march rolls none).
    pub map_modes: &'static str,
    pub marcher: fn(Marcher) -> &'static str,
    /// "March to a neighbouring territory: 30 minutes (the slowest: infantry)".
    pub march_time: fn(u32, Marcher) -> String,
    /// When, in seconds, the army passes into the territory it enters.
    pub march_border: fn(u32) -> String,
    pub march_slower: &'static str,
    pub enemy_units: &'static str,
    pub pursuers: &'static str,
    pub pool: fn(u8) -> &'static str,
    // odds and results
    pub attacker_wins: &'static str,
    pub defender_wins: &'static str,
    pub tie: &'static str,
    pub total_of: fn(Side) -> &'static str,
    pub fate: fn(Fate) -> &'static str,
    pub winner: fn(Side) -> &'static str,
    pub hit: &'static str,
    pub miss: &'static str,
    pub destroyed: &'static str,
    pub gates_opened: &'static str,
    pub officer_saved: &'static str,
    pub officer_wounded: &'static str,
    pub explodes: &'static str,
    pub double_miss: &'static str,
    /// "Cell 5 (4 cells from the gun)".
    /// A cell hit, by its distance from the gun (the one way cells are
    /// counted on the screen; the roll's numbering is in its step).
    pub cell_hit: fn(u8) -> String,
    pub cells_chart: &'static str,
    pub total_chart: &'static str,
    pub points: fn(u32) -> String,
    pub horse_survives: &'static str,
    pub horse_lost: &'static str,
    pub captured_batteries: fn(u32) -> String,
    pub at_least_one: &'static str,
    pub unseen: &'static str,
    pub spotted: &'static str,
    pub captured: &'static str,
    pub escapes: &'static str,
    pub caught: &'static str,
    pub against_chart: &'static str,
    pub step: fn(&Rule) -> String,
    pub error: fn(&MacroError) -> String,
    // rules screen
    pub sections: &'static [Entry],
    pub reading: fn(Reading) -> Entry,
    /// What the text leaves open and the app reads one way, with no switch:
    /// the app's choice and the sentence it rests on (issue 46 #7).
    pub settled: &'static [Entry],
    pub option: fn(Reading, &str) -> &'static str,
}

pub const RU: Words = ru::WORDS;
pub const EN: Words = en::WORDS;

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

/// Half a march, "2 минуты 30 секунд" / "2 minutes 30 seconds": the
/// minutes, and the seconds when there are any.
fn minutes_and_seconds(lang: Lang, seconds: u32) -> String {
    use crate::plural::{MINUTES, SECONDS};
    let (m, s) = (seconds / 60, seconds % 60);
    let minutes = n(MINUTES, lang, m);
    match (m, s) {
        (_, 0) => minutes,
        (0, s) => n(SECONDS, lang, s),
        (_, s) => format!("{minutes} {}", n(SECONDS, lang, s)),
    }
}

/// Every text with a number, for the agreement test.
pub fn samples(lang: Lang, v: u8) -> Vec<String> {
    let w = words(lang);
    let k = u32::from(v);
    let rules = [
        Rule::OfficerDie {
            officer: v,
            face: None,
        },
        Rule::PooledPoints {
            dice: v,
            total: Some(k),
        },
        Rule::PooledPoints {
            dice: v,
            total: None,
        },
        Rule::OwnDice { dice: v },
        Rule::ShooterRange {
            shooter: Shooter::RifleInfantry,
            range: v,
            from: Terrain::Open,
            diagonal: false,
        },
        Rule::CellRolled {
            gun: Gun::Heavy,
            cell: v,
            distance: v,
        },
        Rule::CellHit {
            distance: v,
            figures: v,
            own: v,
        },
        Rule::OfficersMustSave { officers: v },
        Rule::MeleeTotal {
            side: Side::Attacker,
            kept: v,
            total: i32::from(v),
        },
        Rule::HigherWins {
            winner: Side::Attacker,
            attacker: i32::from(v),
            defender: i32::from(v),
        },
        Rule::CaptureDie {
            battery: k,
            face: v,
            captured: true,
        },
        Rule::BatteriesCaptured {
            captured: k,
            batteries: k,
        },
        Rule::CourierDice {
            first: v,
            second: v,
            sum: v,
            units: k,
        },
        Rule::CourierUnseen { sum: v, units: k },
        Rule::CourierSpotted { sum: v, units: k },
        Rule::PursuitCompared {
            courier: v,
            against: k,
            escapes: true,
        },
    ];
    let mut out: Vec<String> = rules.iter().map(|r| (w.step)(r)).collect();
    out.extend([
        (w.cell_label)(v),
        (w.cell_hit)(v),
        (w.points)(k),
        (w.captured_batteries)(k),
        (w.march_time)(k, Marcher::Infantry),
        (w.march_border)(k),
        (w.march_border)(k * 60),
        (w.error)(&MacroError::TooManyOfficers {
            officers: usize::from(v),
            max: usize::from(v),
        }),
        (w.error)(&MacroError::BadPursuers {
            pursuers: k,
            max: k,
        }),
        (w.error)(&MacroError::NoShot(NoShot::OutOfRange {
            distance: v,
            range: v,
        })),
    ]);
    out
}
