//! The live table's words (issue 34), in both languages: joining from a
//! QR code, the seat, the connection and what waits to be sent, the host's
//! screen of seat codes, and why the host did not take an action. One
//! [`Words`] per language; the refusals of the game's own rules are
//! `game_errors`'.

use super::Lang;
use super::game_log::Names;
use shturman_game::PlayerId;
use shturman_live::protocol::SeatNews;
use shturman_live::{Refusal, Seat, TableRules};

mod en;
mod ru;

/// The live table's words in one language.
pub struct Words {
    /// While the phone reaches the table for the first time.
    pub joining: &'static str,
    /// The seat this device holds.
    pub seat: fn(&Names, Seat) -> String,
    pub online: &'static str,
    pub connecting: &'static str,
    /// The connection is lost; it comes back by itself.
    pub offline: &'static str,
    /// The host answers but cannot read this table now; asked again by
    /// itself.
    pub unreadable: &'static str,
    /// Actions made here and not yet taken by the host.
    pub waiting: fn(usize) -> String,
    /// A ship's sheet on a phone that does not act for its owner: whose
    /// phone records it.
    pub not_yours: fn(&Names, Seat, PlayerId) -> String,
    /// Who made the table's last action (another seat than this one).
    pub last_by: fn(&Names, Seat) -> String,
    /// The live line, on every screen: an alliance made during round
    /// `round` (the two players).
    pub allied: fn(&Names, PlayerId, PlayerId, u32) -> String,
    /// The live line, on every screen: `from` offered `to` an alliance
    /// during round `round`.
    pub alliance_offered: fn(&Names, PlayerId, PlayerId, u32) -> String,
    /// The seats the host cannot hear now (names joined).
    pub seats_offline: fn(&str) -> String,
    /// Why the host did not take an action (not a game rule).
    pub refused: fn(&Names, &Refusal) -> String,
    /// The seat code is not this host's.
    pub unknown_seat: &'static str,
    /// The host page: the button on the table.
    pub open_button: &'static str,
    pub open_title: &'static str,
    /// How a phone joins: its own camera app.
    pub open_how: &'static str,
    /// The address phones use, and why it must not change.
    pub open_address: fn(&str) -> String,
    pub open_port_note: &'static str,
    /// No network address: phones cannot reach this computer.
    pub open_no_lan: &'static str,
    /// No network address, in the desktop app.
    pub open_no_lan_app: &'static str,
    /// This server does not host tables (a plain static server).
    pub open_no_host: &'static str,
    /// The desktop app could not start its host (what it said).
    pub open_not_started: fn(&str) -> String,
    /// A seat's QR code label.
    pub seat_code: fn(&Names, Seat) -> String,
    /// The player's own hand on their phone.
    pub my_captains: &'static str,
    /// A phone's button that leaves the live table (its seat forgotten
    /// here; the link joins again).
    pub leave: &'static str,
    /// What leaving does, said on the button's hint.
    pub leave_title: &'static str,
    /// Before the table opens: who may start a new round (and its
    /// weather) — the table agrees on it.
    pub rounds_legend: &'static str,
    pub rounds_host: &'static str,
    pub rounds_any: &'static str,
    /// The button that opens the table to phones.
    pub open_now: &'static str,
    /// The opened table's rule, said on its screen of codes (and under
    /// the choice, for the rule picked).
    pub rounds_rule: fn(TableRules) -> &'static str,
    /// Another device holds this seat: the question before taking it.
    pub asking: fn(&Names, Seat) -> String,
    pub take_seat: &'static str,
    pub just_watch: &'static str,
    /// Another device took this phone's seat: it only watches now.
    pub watching: fn(&Names, Seat) -> String,
    pub take_back: &'static str,
    /// The seat's code was replaced (re-issued, or moved by its player).
    pub revoked: &'static str,
    /// This phone moved its seat: scan this code with the new phone.
    pub moved: &'static str,
    /// After moving: this phone leaves the table.
    pub moved_done: &'static str,
    /// A player's button: give the seat a new code for another phone.
    pub move_seat: &'static str,
    /// What moving does, asked before it is done.
    pub move_confirm: &'static str,
    /// The host's button to its list of seats.
    pub seats_button: &'static str,
    /// Players who have not joined yet (names joined).
    pub not_joined: fn(&str) -> String,
    /// The host's own server does not answer.
    pub host_down: &'static str,
    /// What happened to a seat (the host's line).
    pub seat_news: fn(&Names, Seat, SeatNews) -> String,
    /// Actions of this device's live table still wait to be sent: leaving
    /// it or joining another would drop them.
    pub still_waiting: fn(usize) -> String,
    /// Another player's hand asked for on a live phone (by its address):
    /// only this phone's player's captains are here.
    pub not_your_hand: fn(&Names, PlayerId) -> String,
    /// The line once the phone stopped (a replaced, moved or unknown code).
    pub not_at_table: &'static str,
    /// The host's list of seats: one seat's state.
    pub seat_online: &'static str,
    pub seat_away: &'static str,
    pub seat_unjoined: &'static str,
    /// The host's button that gives a seat a new code.
    pub reissue: &'static str,
    /// What re-issuing does, asked before.
    pub reissue_confirm: fn(&Names, Seat) -> String,
    /// The live line's menu.
    pub menu: &'static str,
    /// The live line's one line (issue 43 #14): the link in a word or two
    /// (`link_short`), and who this phone is (`seat_short`); the whole of
    /// it on a tap (`details`, the button's label).
    pub link_short: fn(LinkWord) -> &'static str,
    pub seat_short: fn(&Names, Seat) -> String,
    pub details: &'static str,
    /// Leaving, asked before: how to come back.
    pub leave_confirm: &'static str,
    pub stay: &'static str,
    /// What a player's seat may do whatever the rule (its own ships, a
    /// ship's sinking and damage with its owner, alliances by both, the
    /// fleet mid-game with the host), said beside the rule.
    pub seat_rule: &'static str,
    /// This page cannot keep a hand's key off-thread safely… (the LAN page
    /// lacks a secure context: what it does without).
    pub plain_http: &'static str,
}

/// The link's state, for its short word on the live line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkWord {
    Online,
    Connecting,
    Offline,
    /// The host's own server does not answer (on the host).
    HostDown,
    Unreadable,
    /// The phone stopped (a replaced, moved or unknown code).
    NotAtTable,
}

pub const RU: Words = ru::WORDS;
pub const EN: Words = en::WORDS;

pub fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

/// The live table's texts with the number `n`, for the agreement test.
pub fn samples(lang: Lang, n: u8) -> Vec<String> {
    use shturman_game::PlayerId;
    let w = words(lang);
    let names = Names::from_parts(vec![], vec![(PlayerId(1), "Анна".into())], vec![]);
    let (a, b) = (PlayerId(1), PlayerId(2));
    let mut out = vec![
        (w.allied)(&names, a, b, u32::from(n)),
        (w.alliance_offered)(&names, a, b, u32::from(n)),
        (w.waiting)(usize::from(n)),
        (w.seats_offline)("Анна, Борис"),
        (w.not_joined)("Анна, Борис"),
        (w.still_waiting)(usize::from(n)),
        (w.not_your_hand)(&names, PlayerId(1)),
    ];
    let anna = Seat::Player(PlayerId(1));
    out.extend([
        (w.asking)(&names, anna),
        (w.watching)(&names, anna),
        (w.reissue_confirm)(&names, anna),
        (w.seat_news)(&names, anna, SeatNews::TakenOver),
        (w.seat_news)(&names, anna, SeatNews::NewCode),
    ]);
    out.extend(
        [Seat::Host, Seat::Player(PlayerId(1)), Seat::Viewer]
            .into_iter()
            .flat_map(|s| [(w.seat)(&names, s), (w.seat_code)(&names, s)]),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use shturman_game::PlayerId;

    #[test]
    fn every_refusal_is_worded_with_its_player_in_both_languages() {
        let names = Names::from_parts(vec![], vec![(PlayerId(2), "Борис".into())], vec![]);
        let all = [
            Refusal::NotYours { owner: PlayerId(2) },
            Refusal::TableActionsFromHost,
            Refusal::Viewer,
            Refusal::NotYourEntry {
                by: Seat::Player(PlayerId(2)),
            },
            Refusal::NotYourEntry { by: Seat::Host },
            Refusal::Empty,
            Refusal::LogFull { max: 10_000 },
            Refusal::AllianceNotOffered { with: PlayerId(2) },
            Refusal::HostMidGame {
                ship: uuid::Uuid::from_u128(5),
                round: 3,
                change: shturman_game::FleetChange::CardEdit,
            },
            Refusal::HostMidGame {
                ship: uuid::Uuid::from_u128(6),
                round: 3,
                change: shturman_game::FleetChange::NewShip,
            },
            Refusal::HostSettles,
        ];
        for w in [&RU, &EN] {
            for r in &all {
                let text = (w.refused)(&names, r);
                assert!(!text.is_empty() && !text.contains("PlayerId"), "{text}");
            }
            assert!((w.refused)(&names, &all[0]).contains("Борис"));
        }
        assert_eq!(
            (RU.refused)(&names, &all[3]),
            "Это действие игрока Борис: отменить его может только Борис или ведущий стол."
        );
        assert_eq!(
            (EN.refused)(&names, &all[3]),
            "Борис recorded that: only Борис or the host can undo it."
        );
        assert!((EN.refused)(&names, &all[6]).contains("10000"));
        assert_eq!(
            (RU.refused)(&names, &all[7]),
            "Союз заключают двое: сначала Борис предлагает его со своего телефона — или союз записывает ведущий стол."
        );
        for w in [&RU, &EN] {
            for r in &all[8..10] {
                assert!((w.refused)(&names, r).contains('3'), "the round is said");
            }
        }
        assert_eq!((RU.waiting)(2), "ждут отправки: 2");
        assert_eq!((EN.waiting)(1), "1 waiting to be sent");
    }
}
