//! Moving an old save (schema 1, captains in plain text) to sealed
//! captains (issue 18, "Files and storage"): the page opens the old text
//! with `shturman_hand::migrate::open_save` — the table's game with seals
//! only and one hand per player — and this flow walks the players in
//! turn: "pass the phone to Anna", Anna's new PIN typed twice on the
//! shared phone's pad ([`PinPad`]), then the next player. A player whose
//! hand holds no captain needs no PIN (they set one the first time they
//! open their hand, as in any game). When every PIN is set the page
//! stores every hand (locked under its PIN) and the new game, and only
//! then deletes the old save ([`Need::Store`]); leaving before changes
//! nothing.
//!
//! The flow never holds a captain: only who sets a PIN and how many
//! captains move (the count, for the words). The keys are the page's.

use crate::hand::{PinEvent, PinPad, PinView, Request, Stage as PadStage};
use shturman_game::{PlayerId, Viewer};
use shturman_hand::cipher::{CipherError, Pin};
use shturman_hand::migrate::Migration;
use shturman_words::Lang;
use shturman_words::migrate::words;

/// One player of the old game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    pub player: PlayerId,
    pub name: String,
    /// Captain cards of theirs the table holds (their hand keeps them).
    pub captains: u8,
}

impl Seat {
    fn needs_pin(&self) -> bool {
        self.captains > 0
    }
}

/// Where the migration is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Stage {
    /// What happens, and who sets a PIN.
    #[default]
    Intro,
    /// A player's turn: the gate, then the pad.
    Pin,
    /// The page stores the hands and the new game, then deletes the old.
    Storing,
    /// Storing failed: the old save is untouched; try again.
    Failed,
    /// Everything stored; the old save deleted.
    Done,
}

/// What the player (or the page, for slow work) does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Begin,
    /// On the current player's gate or pad.
    Pin(PinEvent),
    /// The page made the current player's key.
    KeyMade,
    /// The key could not be made.
    KeyFailed(CipherError),
    Stored,
    StoreFailed,
    Retry,
}

/// Slow work for the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Need {
    /// Derive a key for this player's new PIN (kept by the page).
    Key { player: PlayerId, pin: Pin },
    /// Store every hand that has a key and the new game, then delete the
    /// old save.
    Store,
}

/// The migration flow.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Migrate {
    seats: Vec<Seat>,
    stage: Stage,
    /// The seat whose turn it is (while [`Stage::Pin`]).
    at: usize,
    /// Seats whose PIN is set.
    set: Vec<bool>,
    pad: PinPad,
}

/// One line of the player list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatLine {
    pub text: String,
    pub current: bool,
    pub done: bool,
}

/// The screen, worded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MigrateView {
    pub stage: Stage,
    pub title: &'static str,
    pub intro: &'static str,
    pub leave_note: &'static str,
    pub seats: Vec<SeatLine>,
    /// The current player's name (gate and pad).
    pub name: String,
    /// Above the pad: whose PIN, how many captains.
    pub pin_for: String,
    /// The pad is past its gate.
    pub at_pad: bool,
    pub pad: PinView,
    /// What the stage says (storing, failed, done).
    pub status: Option<&'static str>,
}

impl Migrate {
    /// The flow for a migrated save: each player's name and how many
    /// captains their hand holds.
    pub fn of(m: &Migration) -> Migrate {
        let view = m.game.view(Viewer::Table);
        let seats = view
            .players
            .iter()
            .map(|p| Seat {
                player: p.id,
                name: p.name.clone(),
                captains: m.hands.iter().find(|h| h.player == p.id).map_or(0, |h| {
                    let n = h.cards.iter().filter(|c| c.card.is_some()).count();
                    u8::try_from(n).unwrap_or(u8::MAX)
                }),
            })
            .collect();
        Migrate::new(seats)
    }

    pub fn new(seats: Vec<Seat>) -> Migrate {
        Migrate {
            set: vec![false; seats.len()],
            seats,
            ..Migrate::default()
        }
    }

    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// Players whose PIN is set: their hands are the ones to store.
    pub fn with_pin(&self) -> Vec<PlayerId> {
        self.seats
            .iter()
            .zip(&self.set)
            .filter(|(_, set)| **set)
            .map(|(s, _)| s.player)
            .collect()
    }

    /// The next seat from `from` that needs a PIN, or Storing.
    fn advance(&mut self, from: usize) -> Option<Need> {
        self.pad = PinPad::default();
        match (from..self.seats.len()).find(|&i| self.seats[i].needs_pin() && !self.set[i]) {
            Some(i) => {
                self.at = i;
                self.stage = Stage::Pin;
                None
            }
            None => {
                self.stage = Stage::Storing;
                Some(Need::Store)
            }
        }
    }

    pub fn update(&mut self, e: Event) -> Option<Need> {
        match (self.stage, e) {
            (Stage::Intro, Event::Begin) => self.advance(0),
            (Stage::Pin, Event::Pin(p)) => {
                // a new hand: "it's me" always leads to choosing a PIN, and
                // the pad has no "forgot" or "lock" here
                let p = match p {
                    PinEvent::ItsMe { .. } => PinEvent::ItsMe { stored: false },
                    PinEvent::Digit(_) | PinEvent::Erase | PinEvent::Submit => p,
                    _ => return None,
                };
                match self.pad.update(p)? {
                    Request::Create(pin) => Some(Need::Key {
                        player: self.seats[self.at].player,
                        pin,
                    }),
                    Request::Open(_) => None,
                }
            }
            (Stage::Pin, Event::KeyMade) if self.pad.stage() == PadStage::Working => {
                self.set[self.at] = true;
                self.advance(self.at + 1)
            }
            (Stage::Pin, Event::KeyFailed(e)) => {
                self.pad.update(PinEvent::Failed(e));
                None
            }
            (Stage::Storing, Event::Stored) => {
                self.stage = Stage::Done;
                None
            }
            (Stage::Storing, Event::StoreFailed) => {
                self.stage = Stage::Failed;
                None
            }
            (Stage::Failed, Event::Retry) => {
                self.stage = Stage::Storing;
                Some(Need::Store)
            }
            _ => None,
        }
    }

    pub fn view(&self, lang: Lang) -> MigrateView {
        let w = words(lang);
        let seats = self
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatLine {
                text: if self.set[i] {
                    (w.pin_set)(&s.name)
                } else if s.needs_pin() {
                    (w.needs_pin)(&s.name, s.captains)
                } else {
                    (w.no_pin)(&s.name)
                },
                current: self.stage == Stage::Pin && i == self.at,
                done: self.set[i],
            })
            .collect();
        let seat = self.seats.get(self.at);
        MigrateView {
            stage: self.stage,
            title: w.title,
            intro: w.intro,
            leave_note: w.leave_note,
            seats,
            name: seat.map(|s| s.name.clone()).unwrap_or_default(),
            pin_for: seat
                .map(|s| (w.pin_for)(&s.name, s.captains))
                .unwrap_or_default(),
            at_pad: self.pad.stage() != PadStage::Gate,
            pad: self.pad.view(lang),
            status: match self.stage {
                Stage::Storing => Some(w.storing),
                Stage::Failed => Some(w.store_failed),
                Stage::Done => Some(w.done),
                Stage::Intro | Stage::Pin => None,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shturman_hand::migrate::{Opened, open_save};

    const V1: &str = include_str!("../../game/tests/fixtures/v1-save.json");

    fn seats() -> Vec<Seat> {
        let seat = |p, name: &str, captains| Seat {
            player: PlayerId(p),
            name: name.into(),
            captains,
        };
        vec![seat(0, "Анна", 3), seat(1, "Борис", 0), seat(2, "Вера", 1)]
    }

    fn pin(m: &mut Migrate, digits: &str) -> Option<Need> {
        let mut out = None;
        for d in digits.bytes() {
            out = m.update(Event::Pin(PinEvent::Digit(d - b'0')));
        }
        out.or_else(|| m.update(Event::Pin(PinEvent::Submit)))
    }

    #[test]
    fn the_intro_says_who_sets_a_pin_and_who_needs_none() {
        let m = Migrate::new(seats());
        let v = m.view(Lang::Ru);
        assert_eq!(v.stage, Stage::Intro);
        let lines: Vec<&str> = v.seats.iter().map(|s| s.text.as_str()).collect();
        assert_eq!(
            lines,
            [
                "Анна — 3 капитана: задаёт PIN",
                "Борис — капитанов нет: PIN не нужен",
                "Вера — 1 капитан: задаёт PIN"
            ]
        );
        assert!(v.intro.contains("PIN"));
        assert!(m.view(Lang::En).intro.contains("sealed"));
    }

    #[test]
    fn each_player_with_captains_sets_a_pin_in_turn_then_everything_is_stored() {
        let mut m = Migrate::new(seats());
        assert_eq!(m.update(Event::Begin), None);
        assert_eq!(m.stage(), Stage::Pin);
        let v = m.view(Lang::Ru);
        assert_eq!(v.name, "Анна");
        assert!(!v.at_pad, "the gate first: pass the phone");
        assert!(v.seats[0].current);
        m.update(Event::Pin(PinEvent::ItsMe { stored: true }));
        assert_eq!(
            m.view(Lang::Ru).pad.stage,
            PadStage::Choose,
            "always a new PIN"
        );
        assert_eq!(pin(&mut m, "482913"), None);
        assert_eq!(
            pin(&mut m, "482913"),
            Some(Need::Key {
                player: PlayerId(0),
                pin: Pin::new("482913").unwrap()
            })
        );
        assert_eq!(m.update(Event::KeyMade), None);
        // Борис holds no captain: skipped; Вера is next, at her gate
        let v = m.view(Lang::En);
        assert_eq!(
            (v.stage, v.name.as_str(), v.at_pad),
            (Stage::Pin, "Вера", false)
        );
        assert_eq!(v.seats[0].text, "Анна — PIN set ✓");
        assert!(v.seats[2].current && !v.seats[1].current);
        m.update(Event::Pin(PinEvent::ItsMe { stored: false }));
        pin(&mut m, "730519");
        assert!(matches!(
            pin(&mut m, "730519"),
            Some(Need::Key {
                player: PlayerId(2),
                ..
            })
        ));
        assert_eq!(m.update(Event::KeyMade), Some(Need::Store));
        assert_eq!(m.stage(), Stage::Storing);
        assert_eq!(m.with_pin(), [PlayerId(0), PlayerId(2)]);
        assert_eq!(m.update(Event::StoreFailed), None);
        assert_eq!(m.view(Lang::Ru).status, Some(words(Lang::Ru).store_failed));
        assert_eq!(m.update(Event::Retry), Some(Need::Store));
        m.update(Event::Stored);
        assert_eq!(m.stage(), Stage::Done);
        assert_eq!(m.view(Lang::En).status, Some(words(Lang::En).done));
    }

    #[test]
    fn nobody_with_captains_goes_straight_to_storing() {
        let mut m = Migrate::new(vec![Seat {
            player: PlayerId(0),
            name: "A".into(),
            captains: 0,
        }]);
        assert_eq!(m.update(Event::Begin), Some(Need::Store));
        assert!(m.with_pin().is_empty());
    }

    #[test]
    fn bad_pins_are_refused_in_words_and_nothing_moves_on() {
        let mut m = Migrate::new(seats());
        m.update(Event::Begin);
        m.update(Event::Pin(PinEvent::ItsMe { stored: false }));
        assert_eq!(pin(&mut m, "12"), None);
        let v = m.view(Lang::Ru);
        assert_eq!(v.pad.stage, PadStage::Choose);
        assert!(v.pad.problem.unwrap().contains("цифр"));
        pin(&mut m, "482913");
        assert_eq!(pin(&mut m, "123457"), None, "the two entries differ");
        assert_eq!(
            m.view(Lang::En).pad.problem.as_deref(),
            Some(shturman_words::hand::words(Lang::En).pins_differ)
        );
        // a key that could not be made: back at the pad, said so
        pin(&mut m, "482913");
        pin(&mut m, "482913");
        m.update(Event::KeyFailed(CipherError::BadContent));
        let v = m.view(Lang::Ru);
        assert_eq!(v.pad.stage, PadStage::Choose);
        assert!(v.pad.problem.is_some());
        assert!(m.with_pin().is_empty());
        // events out of turn change nothing
        let before = m.clone();
        m.update(Event::Stored);
        m.update(Event::KeyMade);
        m.update(Event::Pin(PinEvent::Lock));
        m.update(Event::Pin(PinEvent::Forgot));
        assert_eq!(m, before);
    }

    #[test]
    fn the_fixture_save_gives_one_seat_per_player_with_their_captains() {
        use rand::SeedableRng;
        let mut rng = rand::rngs::StdRng::seed_from_u64(5);
        let Ok(Opened::Migrated(mig)) = open_save(V1, &mut rng) else {
            panic!("a schema-1 save migrates");
        };
        let m = Migrate::of(&mig);
        let v = m.view(Lang::Ru);
        assert_eq!(v.seats.len(), 2);
        assert!(v.seats.iter().all(|s| s.text.contains("задаёт PIN")));
        // no captain's name in the flow or its words
        let all = format!("{m:?}{v:?}");
        for name in ["Rapid", "Swift", "Berserk", "Target"] {
            assert!(!all.contains(name), "{name}");
        }
    }
}
