//! Words of the game screens: saves, the table, the private captain
//! screen, the ship actions and the log. Names of the core's enums and the
//! log lines are in `game_log`, errors in `game_errors`.

use super::Lang;

pub mod confirm;
pub mod flows;
/// The table at a glance (issue 17), in the one translation style.
pub mod log;
pub mod more;
pub mod saves;
pub mod setup;
pub mod sheet;
pub mod shot;
/// The game area's frame and the start screen's head (in the first load).
pub mod start;
pub mod table;

pub struct GameTexts {
    // saves
    pub saves_title: &'static str,
    pub no_saves: &'static str,
    pub continue_game: &'static str,
    pub delete: &'static str,
    pub delete_q: &'static str,
    pub open_now: &'static str,
    pub round: &'static str,
    pub damaged_title: &'static str,
    pub kept_aside: &'static str,
    pub storage_error: &'static str,
    pub startup_problem: &'static str,
    pub import_title: &'static str,
    pub import_file: &'static str,
    pub import_paste: &'static str,
    pub import_button: &'static str,
    pub export_title: &'static str,
    pub export_download: &'static str,
    pub export_show: &'static str,
    pub copy: &'static str,
    pub copied: &'static str,
    // table
    pub no_round: &'static str,
    pub new_round: &'static str,
    pub first_round: &'static str,
    pub calm: &'static str,
    pub fresh: &'static str,
    pub storm: &'static str,
    pub direction: &'static str,
    pub spin: &'static str,
    pub spin_note: &'static str,
    pub start_round: &'static str,
    pub cancel: &'static str,
    pub captains_title: &'static str,
    pub captains_placed: &'static str,
    pub reminders: &'static str,
    pub two_calms: &'static str,
    // ship card
    pub hull: &'static str,
    pub sails: &'static str,
    pub shots: &'static str,
    pub captain: &'static str,
    pub status: &'static str,
    pub no_captain: &'static str,
    pub face_up: &'static str,
    pub actions: &'static str,
    pub reveal: &'static str,
    pub hide: &'static str,
    pub check: &'static str,
    // private
    pub pass_to: &'static str,
    pub only_you: &'static str,
    pub on_ship: &'static str,
    pub in_port: &'static str,
    pub dead: &'static str,
    pub place: &'static str,
    pub no_free_ship: &'static str,
    // ship actions
    pub back: &'static str,
    pub move_title: &'static str,
    pub moved: &'static str,
    pub fire_title: &'static str,
    pub target: &'static str,
    pub aim: &'static str,
    pub die: &'static str,
    pub hit: &'static str,
    pub miss: &'static str,
    pub critical_die: &'static str,
    pub critical_note: &'static str,
    pub target_port: &'static str,
    pub none: &'static str,
    pub no_targets: &'static str,
    pub no_shots: &'static str,
    pub damage_title: &'static str,
    pub sink_title: &'static str,
    pub cause: &'static str,
    pub enemy_fire: &'static str,
    pub other_cause: &'static str,
    pub boarding_title: &'static str,
    pub defender: &'static str,
    pub winner: &'static str,
    pub attacker_won: &'static str,
    pub defender_won: &'static str,
    pub not_afloat: &'static str,
    // log
    pub log_title: &'static str,
    pub undo_last: &'static str,
    pub redo: &'static str,
    pub undo_here: &'static str,
    pub undo_q: &'static str,
}

pub const fn texts(lang: Lang) -> &'static GameTexts {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

pub use crate::plural::ENTRIES;

mod en;
mod ru;

pub const RU: GameTexts = ru::WORDS;
pub const EN: GameTexts = en::WORDS;
