//! A player's hand on a shared phone (issue 18): the pass-the-phone gate,
//! the PIN pad (a new PIN typed twice, or the owner's PIN to open the
//! stored hand, with a "working" state while the key is derived), the
//! reset of a forgotten hand, and the list of the player's captains with
//! what each can do now.
//!
//! The PIN flow is [`PinPad`]: events in, a [`Request`] out when the page
//! must derive a key (Argon2id, slow on purpose) — the page runs it and
//! sends back [`PinEvent::Opened`] or [`PinEvent::Failed`]. Nothing here
//! decides a rule: where a captain is and what may be done with it come
//! from the hand (`shturman_hand::Hand`, synced with the table's
//! [`PlayerBrief`]); the actions themselves are made and checked by the
//! hand and the game.

use shturman_game::{Action, PortId};
use shturman_hand::cipher::{CipherError, MAX_PIN_DIGITS, Pin, PinError};
use shturman_hand::{Hand, HandPlace, PlayerBrief};
use shturman_words::Lang;
use shturman_words::game_log::Names;
use shturman_words::hand::words;
use uuid::Uuid;

/// Where the PIN flow is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Stage {
    /// "Pass the phone to Anna": nothing of the hand is shown.
    #[default]
    Gate,
    /// No hand stored yet: choose a PIN.
    Choose,
    /// Type the chosen PIN again.
    Repeat,
    /// A hand is stored: the owner's PIN opens it.
    Enter,
    /// The key is being derived (a second or two).
    Working,
    /// The hand is open.
    Open,
    /// "Forgot the PIN?": asks before the hand is thrown away.
    Reset,
}

/// What went wrong last, shown above the pad.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    Pin(PinError),
    Differ,
    Cipher(CipherError),
    NotStored,
    ResetDone,
    /// Too many wrong PINs on this hand: the next one in this many seconds.
    Wait(u64),
}

/// What the player (or the page, for slow work) does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PinEvent {
    /// "It's me" on the gate; `stored` says a hand is stored for them.
    ItsMe {
        stored: bool,
    },
    Digit(u8),
    Erase,
    Submit,
    /// The page opened (or created and stored) the hand.
    Opened,
    /// The stored hand did not open.
    Failed(CipherError),
    /// The page refused the PIN unread: wrong PINs on this hand make the
    /// next one wait this many more seconds
    /// ([`shturman_hand::cipher::pin_wait_ms`]).
    Wait(u64),
    /// The hand could not be written.
    NotStored,
    Forgot,
    ResetCancel,
    /// The page deleted the stored hand.
    ResetDone,
    /// Hide the hand: back to the gate.
    Lock,
}

/// Slow work the page must do for the flow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// Make a new key for this PIN and store an empty (synced) hand.
    Create(Pin),
    /// Open the stored hand with this PIN.
    Open(Pin),
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct PinPad {
    stage: Stage,
    typed: String,
    first: Option<String>,
    /// What the pending request was (to go back to the right stage).
    creating: bool,
    problem: Option<Problem>,
}

/// The pad as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PinView {
    pub stage: Stage,
    pub prompt: &'static str,
    /// Masked dots: how many digits are typed (never which).
    pub dots: u8,
    pub dots_label: String,
    pub problem: Option<String>,
    pub can_submit: bool,
}

impl PinPad {
    pub fn stage(&self) -> Stage {
        self.stage
    }

    pub fn update(&mut self, e: PinEvent) -> Option<Request> {
        match (self.stage, e) {
            (Stage::Gate, PinEvent::ItsMe { stored }) => {
                self.clear();
                self.stage = if stored { Stage::Enter } else { Stage::Choose };
            }
            (Stage::Choose | Stage::Repeat | Stage::Enter, PinEvent::Digit(d))
                if d < 10 && self.typed.len() < MAX_PIN_DIGITS =>
            {
                self.typed.push(char::from(b'0' + d));
            }
            (Stage::Choose | Stage::Repeat | Stage::Enter, PinEvent::Erase) => {
                self.typed.pop();
            }
            (Stage::Choose, PinEvent::Submit) => match Pin::choose(&self.typed) {
                Ok(_) => {
                    self.first = Some(std::mem::take(&mut self.typed));
                    self.problem = None;
                    self.stage = Stage::Repeat;
                }
                Err(e) => {
                    self.typed.clear();
                    self.problem = Some(Problem::Pin(e));
                }
            },
            (Stage::Repeat, PinEvent::Submit) => {
                let typed = std::mem::take(&mut self.typed);
                if Some(&typed) != self.first.as_ref() {
                    self.first = None;
                    self.problem = Some(Problem::Differ);
                    self.stage = Stage::Choose;
                    return None;
                }
                let pin = Pin::choose(&typed).ok()?;
                self.first = None;
                self.creating = true;
                self.problem = None;
                self.stage = Stage::Working;
                return Some(Request::Create(pin));
            }
            (Stage::Enter, PinEvent::Submit) => {
                let typed = std::mem::take(&mut self.typed);
                match Pin::new(&typed) {
                    Ok(pin) => {
                        self.creating = false;
                        self.problem = None;
                        self.stage = Stage::Working;
                        return Some(Request::Open(pin));
                    }
                    Err(e) => self.problem = Some(Problem::Pin(e)),
                }
            }
            (Stage::Working, PinEvent::Opened) => {
                self.clear();
                self.stage = Stage::Open;
            }
            (Stage::Working, PinEvent::Failed(e)) => {
                self.problem = Some(Problem::Cipher(e));
                self.stage = if self.creating {
                    Stage::Choose
                } else {
                    Stage::Enter
                };
            }
            (Stage::Working, PinEvent::Wait(seconds)) => {
                self.problem = Some(Problem::Wait(seconds));
                self.stage = Stage::Enter;
            }
            (Stage::Working | Stage::Open, PinEvent::NotStored) => {
                self.problem = Some(Problem::NotStored);
                if self.stage == Stage::Working {
                    self.stage = Stage::Choose;
                }
            }
            (Stage::Enter, PinEvent::Forgot) => {
                self.typed.clear();
                self.stage = Stage::Reset;
            }
            (Stage::Reset, PinEvent::ResetCancel) => {
                self.clear();
                self.stage = Stage::Enter;
            }
            (Stage::Reset, PinEvent::ResetDone) => {
                self.clear();
                self.problem = Some(Problem::ResetDone);
                self.stage = Stage::Choose;
            }
            (_, PinEvent::Lock) => *self = PinPad::default(),
            _ => {}
        }
        None
    }

    fn clear(&mut self) {
        self.typed.clear();
        self.first = None;
        self.problem = None;
    }

    pub fn view(&self, lang: Lang) -> PinView {
        let w = words(lang);
        let prompt = match self.stage {
            Stage::Choose => w.choose_pin,
            Stage::Repeat => w.repeat_pin,
            Stage::Working => w.working,
            Stage::Reset => w.reset_warn,
            _ => w.enter_pin,
        };
        let dots = u8::try_from(self.typed.len()).unwrap_or(u8::MAX);
        let problem = self.problem.as_ref().map(|p| match p {
            Problem::Pin(e) => (shturman_words::hand::words(lang).pin_error)(e),
            Problem::Differ => w.pins_differ.to_string(),
            Problem::Cipher(e) => (shturman_words::hand::words(lang).cipher_error)(e),
            Problem::NotStored => w.not_stored.to_string(),
            Problem::ResetDone => w.reset_done.to_string(),
            Problem::Wait(seconds) => (w.pin_wait)(*seconds),
        });
        PinView {
            stage: self.stage,
            prompt,
            dots,
            dots_label: (w.typed)(dots),
            problem,
            can_submit: !self.typed.is_empty(),
        }
    }
}

/// One captain of the open hand, as shown to its owner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardRow {
    /// The captain's code ("swift"), for test ids.
    pub code: &'static str,
    pub name: &'static str,
    pub ability: &'static str,
    pub place: String,
    pub on_ship: Option<Uuid>,
    pub face_up: bool,
    /// Made by the hand, not recorded by the table yet.
    pub pending: bool,
    /// Ships it may be placed on now (before round 1): id and label.
    pub assign_to: Vec<(Uuid, String)>,
    /// The ship to reveal it on (face down on one of the player's ships).
    pub reveal_on: Option<Uuid>,
    /// The port it waits in, and the ships it may be offered to (the
    /// game's rules decide which one entered the port).
    pub give_from: Option<(PortId, Vec<(Uuid, String)>)>,
    /// After a boarding this round won by the ship it is on: the ships
    /// that one captured (rules §5/§7), to move it to under a new seal.
    pub move_to: Vec<(Uuid, String)>,
}

/// The ships `winner` captured by boarding this round, with no card on
/// them: where its captain may move (the hand and the game check it).
fn captured_by(
    brief: &PlayerBrief,
    winner: Uuid,
    names: &Names,
    lang: Lang,
) -> Vec<(Uuid, String)> {
    brief
        .ships
        .iter()
        .filter(|s| {
            s.captured
                .as_ref()
                .is_some_and(|c| c.winner == winner && Some(c.round) == brief.round)
                && brief.card_on(s.id).is_none()
        })
        .map(|s| (s.id, names.ship(lang, s.id)))
        .collect()
}

/// The open hand's captains: only those the game uses (the hand holds all
/// four; a game with fewer captain cards shows as many).
pub fn card_rows(hand: &Hand, brief: &PlayerBrief, names: &Names, lang: Lang) -> Vec<CardRow> {
    let ships = |free_only: bool| -> Vec<(Uuid, String)> {
        brief
            .ships
            .iter()
            .filter(|s| !free_only || brief.card_on(s.id).is_none())
            .map(|s| (s.id, names.ship(lang, s.id)))
            .collect()
    };
    let placing = brief.round.is_none();
    // a captain placed on this phone and waiting for the table takes a
    // card's room as one the table recorded: the table would refuse more
    let placed_waiting = |c: &shturman_hand::HandCard| match c.pending {
        Some(Action::AssignCaptain { ship, .. }) => Some(ship),
        _ => None,
    };
    let in_play = hand
        .cards
        .iter()
        .filter(|c| c.card.is_some() || placed_waiting(c).is_some())
        .count();
    let room = usize::from(brief.captain_count).saturating_sub(in_play) > 0;
    hand.cards
        .iter()
        .filter(|_| brief.captain_count > 0)
        .map(|c| {
            let on_ship = match c.place {
                HandPlace::OnShip { ship } => Some(ship),
                _ => None,
            };
            CardRow {
                code: c.captain.code(),
                name: (shturman_words::game_log::words(lang).captain)(c.captain),
                ability: (shturman_words::game_log::words(lang).captain_ability)(c.captain),
                place: match placed_waiting(c) {
                    Some(ship) => (shturman_words::hand::words(lang).placed_waiting)(names, ship),
                    None => (shturman_words::hand::words(lang).place)(names, c.place),
                },
                on_ship,
                face_up: c.face_up,
                pending: c.pending.is_some(),
                assign_to: if placing
                    && room
                    && c.place == HandPlace::InHand
                    && placed_waiting(c).is_none()
                {
                    ships(true)
                } else {
                    Vec::new()
                },
                reveal_on: on_ship.filter(|_| !c.face_up),
                give_from: match c.place {
                    HandPlace::InPort { port } => Some((port, ships(true))),
                    _ => None,
                },
                move_to: on_ship
                    .map(|from| captured_by(brief, from, names, lang))
                    .unwrap_or_default(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(p: &mut PinPad, digits: &str) -> Option<Request> {
        for d in digits.bytes() {
            p.update(PinEvent::Digit(d - b'0'));
        }
        p.update(PinEvent::Submit)
    }

    #[test]
    fn a_new_pin_is_typed_twice_then_created() {
        let mut p = PinPad::default();
        assert_eq!(p.stage(), Stage::Gate);
        p.update(PinEvent::ItsMe { stored: false });
        assert_eq!(p.stage(), Stage::Choose);
        assert_eq!(typed(&mut p, "482913"), None);
        assert_eq!(p.stage(), Stage::Repeat);
        assert_eq!(p.view(Lang::Ru).dots, 0, "the second entry starts empty");
        let r = typed(&mut p, "482913");
        assert_eq!(r, Some(Request::Create(Pin::new("482913").unwrap())));
        assert_eq!(p.stage(), Stage::Working);
        p.update(PinEvent::Opened);
        assert_eq!(p.stage(), Stage::Open);
        assert_eq!(p.view(Lang::En).problem, None);
    }

    #[test]
    fn a_short_pin_and_different_repeats_are_refused_in_words() {
        let mut p = PinPad::default();
        p.update(PinEvent::ItsMe { stored: false });
        assert_eq!(typed(&mut p, "1234"), None);
        assert_eq!(p.stage(), Stage::Choose);
        let v = p.view(Lang::Ru);
        assert!(v.problem.unwrap().contains("4 цифры"));
        typed(&mut p, "482913");
        assert_eq!(typed(&mut p, "730519"), None);
        assert_eq!(p.stage(), Stage::Choose);
        assert_eq!(
            p.view(Lang::En).problem.as_deref(),
            Some(words(Lang::En).pins_differ)
        );
    }

    /// Issue 32: 000000 and 123456 were accepted as new PINs. A PIN a
    /// guesser tries first is refused with its reason, in both languages;
    /// an old hand's PIN still opens it, whatever it is.
    #[test]
    fn a_pin_a_guesser_tries_first_is_refused_when_chosen_not_when_entered() {
        for (pin, ru, en) in [
            ("000000", "повторяется", "repeats"),
            ("123456", "подряд", "count up"),
            ("121212", "повторяется", "repeats"),
            ("147258", "самых частых", "most common"),
            ("250387", "дату", "date"),
        ] {
            let mut p = PinPad::default();
            p.update(PinEvent::ItsMe { stored: false });
            assert_eq!(typed(&mut p, pin), None, "{pin}");
            assert_eq!(p.stage(), Stage::Choose, "{pin} is not taken");
            assert!(p.view(Lang::Ru).problem.unwrap().contains(ru), "{pin}");
            assert!(p.view(Lang::En).problem.unwrap().contains(en), "{pin}");
            let mut p = PinPad::default();
            p.update(PinEvent::ItsMe { stored: true });
            assert_eq!(
                typed(&mut p, pin),
                Some(Request::Open(Pin::new(pin).unwrap()))
            );
        }
    }

    #[test]
    fn a_wrong_pin_says_so_and_stays_at_the_pad() {
        let mut p = PinPad::default();
        p.update(PinEvent::ItsMe { stored: true });
        assert_eq!(p.stage(), Stage::Enter);
        assert!(matches!(typed(&mut p, "999999"), Some(Request::Open(_))));
        p.update(PinEvent::Failed(CipherError::WrongPin));
        assert_eq!(p.stage(), Stage::Enter);
        let v = p.view(Lang::Ru);
        assert_eq!(v.dots, 0);
        assert_eq!(
            v.problem,
            Some((shturman_words::hand::RU.cipher_error)(
                &CipherError::WrongPin
            ))
        );
    }

    /// Issue 32: wrong PINs were never limited. The page answers a PIN
    /// asked too soon with `Wait`: the pad says how long, in both
    /// languages, and takes the next PIN after it.
    #[test]
    fn a_pin_asked_too_soon_is_told_to_wait() {
        let mut p = PinPad::default();
        p.update(PinEvent::ItsMe { stored: true });
        assert!(matches!(typed(&mut p, "999999"), Some(Request::Open(_))));
        p.update(PinEvent::Wait(60));
        assert_eq!(p.stage(), Stage::Enter);
        assert!(p.view(Lang::Ru).problem.unwrap().contains("60"));
        assert!(p.view(Lang::En).problem.unwrap().contains("60"));
        assert!(matches!(typed(&mut p, "999999"), Some(Request::Open(_))));
    }

    #[test]
    fn the_pad_shows_dots_only_and_erases() {
        let mut p = PinPad::default();
        p.update(PinEvent::ItsMe { stored: true });
        for d in [1, 2, 3] {
            p.update(PinEvent::Digit(d));
        }
        p.update(PinEvent::Erase);
        let v = p.view(Lang::Ru);
        assert_eq!(v.dots, 2);
        assert_eq!(v.dots_label, "Введено: 2 цифры");
        assert!(!format!("{v:?}").contains("12"));
        // digits do nothing while the key is derived
        p.update(PinEvent::Digit(4));
        p.update(PinEvent::Digit(4));
        p.update(PinEvent::Digit(4));
        p.update(PinEvent::Digit(4));
        p.update(PinEvent::Submit);
        p.update(PinEvent::Digit(7));
        assert_eq!(p.view(Lang::Ru).dots, 0);
    }

    fn two_ships_game() -> shturman_game::Game {
        use shturman_game::{Action, Game, PlayerId};
        use shturman_rules::{Heading, ShipClass};
        let mut g = Game::new(Uuid::from_u128(9));
        let mut add = |a: Action| {
            g.apply(a).unwrap();
        };
        for (id, name) in [(0u8, "Аня"), (1, "Борис")] {
            add(Action::AddPlayer {
                id: PlayerId(id),
                name: name.into(),
                colour: "#c00".into(),
            });
            add(Action::SetCaptainCount {
                player: PlayerId(id),
                count: 1,
            });
        }
        for (n, owner, name) in [(1u128, 0u8, "Меркурий"), (2, 0, "Азов"), (3, 1, "Санта")]
        {
            add(Action::AddShip {
                id: Uuid::from_u128(n),
                class: ShipClass::Brig,
                card: ShipClass::Brig.card(),
                name: name.into(),
                owner: PlayerId(owner),
                heading: Heading::N,
            });
        }
        g
    }

    #[test]
    fn rows_offer_placing_then_revealing_as_the_hand_and_the_table_allow() {
        use rand::{SeedableRng, rngs::StdRng};
        use shturman_game::{PlayerId, Viewer};
        use shturman_rules::Captain;
        let mut g = two_ships_game();
        let anna = PlayerId(0);
        let names = Names::of(&g.view(Viewer::Table));
        let brief = PlayerBrief::of(&g, anna).unwrap();
        let mut hand = Hand::new(g.id(), anna);
        hand.sync(&brief).unwrap();
        let rows = card_rows(&hand, &brief, &names, Lang::Ru);
        assert_eq!(rows.len(), 4);
        let swift = rows.iter().find(|r| r.code == "swift").unwrap();
        assert_eq!(swift.name, "Свифт");
        let labels: Vec<&str> = swift.assign_to.iter().map(|s| s.1.as_str()).collect();
        assert_eq!(
            labels,
            ["Бриг «Меркурий»", "Бриг «Азов»"],
            "only Аня's ships"
        );
        assert_eq!(swift.reveal_on, None);

        let a = hand
            .assign(
                &brief,
                Captain::Swift,
                Uuid::from_u128(1),
                &mut StdRng::seed_from_u64(1),
            )
            .unwrap();
        g.apply(a).unwrap();
        let brief = PlayerBrief::of(&g, anna).unwrap();
        hand.sync(&brief).unwrap();
        let rows = card_rows(&hand, &brief, &names, Lang::En);
        let swift = rows.iter().find(|r| r.code == "swift").unwrap();
        assert_eq!(swift.reveal_on, Some(Uuid::from_u128(1)));
        assert!(swift.place.contains("Mercury") || swift.place.contains("Меркурий"));
        // one captain card agreed: the others can no longer be placed
        assert!(rows.iter().all(|r| r.assign_to.is_empty()));
    }

    /// Rules §5/§7: the winner of a boarding may move its hidden captain to
    /// the ship it captured, that round: the row offers it, the hand makes
    /// a new seal the table applies, and the card is on the captured ship.
    #[test]
    fn after_a_boarding_the_winners_captain_may_move_to_the_captured_ship() {
        use rand::{SeedableRng, rngs::StdRng};
        use shturman_game::{Action, BoardingSide, PlayerId, Viewer, Weather};
        use shturman_rules::Captain;
        let mut g = two_ships_game();
        let (anna, mercury, santa) = (PlayerId(0), Uuid::from_u128(1), Uuid::from_u128(3));
        let mut rng = StdRng::seed_from_u64(2);
        let mut hand = Hand::new(g.id(), anna);
        let a = hand
            .assign(
                &PlayerBrief::of(&g, anna).unwrap(),
                Captain::Swift,
                mercury,
                &mut rng,
            )
            .unwrap();
        g.apply(a).unwrap();
        g.apply(Action::StartRound {
            weather: Weather::Calm,
        })
        .unwrap();
        let brief = PlayerBrief::of(&g, anna).unwrap();
        hand.sync(&brief).unwrap();
        let swift = |h: &Hand, b: &PlayerBrief, g: &shturman_game::Game| {
            card_rows(h, b, &Names::of(&g.view(Viewer::Table)), Lang::Ru)
                .into_iter()
                .find(|r| r.code == "swift")
                .unwrap()
        };
        assert!(
            swift(&hand, &brief, &g).move_to.is_empty(),
            "no boarding yet"
        );
        g.apply(Action::Boarding {
            attacker: mercury,
            defender: santa,
            winner: BoardingSide::Attacker,
        })
        .unwrap();
        let brief = PlayerBrief::of(&g, anna).unwrap();
        hand.sync(&brief).unwrap();
        let row = swift(&hand, &brief, &g);
        assert_eq!(row.move_to.len(), 1);
        assert_eq!(row.move_to[0].0, santa);
        assert!(row.move_to[0].1.contains("Санта"));
        let a = hand
            .move_after_boarding(&brief, mercury, santa, &mut rng)
            .unwrap();
        assert!(!format!("{a:?}").to_lowercase().contains("swift"));
        g.apply(a).unwrap();
        let brief = PlayerBrief::of(&g, anna).unwrap();
        hand.sync(&brief).unwrap();
        let row = swift(&hand, &brief, &g);
        assert_eq!(row.on_ship, Some(santa));
        assert!(row.move_to.is_empty(), "moved once");
    }

    #[test]
    fn a_forgotten_pin_resets_to_a_new_pin_and_lock_forgets_everything() {
        let mut p = PinPad::default();
        p.update(PinEvent::ItsMe { stored: true });
        p.update(PinEvent::Forgot);
        assert_eq!(p.stage(), Stage::Reset);
        p.update(PinEvent::ResetCancel);
        assert_eq!(p.stage(), Stage::Enter);
        p.update(PinEvent::Forgot);
        p.update(PinEvent::ResetDone);
        assert_eq!(p.stage(), Stage::Choose);
        p.update(PinEvent::Digit(1));
        p.update(PinEvent::Lock);
        assert_eq!(p, PinPad::default());
    }
}
