//! "My hidden captains" (`#/game/phone`): a player's own phone holding their hand
//! for a game kept on the table's device (issue 18, the second way). The
//! phone knows the game only from the table's code (text typed here):
//! the player's ships, ports and sealed cards. The player places or
//! reveals captains here, in private; the phone shows a code (seals, or a
//! reveal) the table reads. The codes and the checks are the core's
//! (`shturman_hand::code`, `Hand`); this module only strings them along.
//!
//! The hand is kept on the phone encrypted under the player's PIN, like
//! the shared phone's: reading a table code for a hand that is not open
//! asks the page whether one is stored ([`PhoneNeed::Stored`]), then the
//! PIN pad ([`PinPad`]) opens it or makes a new one; every change to the
//! hand asks the page to store it ([`PhoneNeed::Store`]). The last table
//! code read is kept by the page (it holds only what the table shows), so
//! after a reload the same PIN brings the hand back.

use crate::hand::{CardRow, PinEvent, PinPad, PinView, Request, Stage, card_rows};
use rand_core::CryptoRng;
use shturman_game::Action;
use shturman_hand::code::{CodeError, CodeKind, kind_of, phone_code, read_table_code};
use shturman_hand::{Hand, HandError, HandPlace, PlayerBrief};
use shturman_rules::Captain;
use shturman_words::Lang;
use shturman_words::game_log::Names;
use shturman_words::hand::words;
use uuid::Uuid;

/// What went wrong last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PhoneProblem {
    Code(CodeError),
    Hand(HandError),
    /// The hand could not be stored on this phone.
    NotStored,
    /// Another window of this phone stored the hand under another key (a
    /// reset, a new PIN): this change was not stored.
    ChangedElsewhere,
    /// Another window of this phone changed the hand too: merged in.
    Merged,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PhoneEvent {
    /// The table code as typed so far.
    Input(String),
    /// Read the typed table code.
    Read,
    Assign(Captain, Uuid),
    /// After a boarding: the captain to the ship its ship captured.
    Move(Captain, Uuid),
    Reveal(Uuid),
    /// The PIN pad (and the page's answer to [`PhoneNeed::Stored`]).
    Pin(PinEvent),
    /// The page opened (or made and stored) the hand for the code read.
    Unlocked(Hand),
    /// The page could not store the hand.
    NotStored,
    /// The page stored the hand: the seals made may now be shown.
    Stored,
    /// The page could not store the hand: another window changed it.
    ChangedElsewhere,
    /// Another window of this phone stored this hand too: its copy, merged
    /// into the open hand (`Hand::merge`: the book only grows), which the
    /// page stored or will store; said so.
    Merged(Hand),
}

/// What the page must do after an event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PhoneNeed {
    /// A table code was read for a hand that is not open: keep the code
    /// ([`OwnPhone::table_code`]), look for this hand in storage, answer
    /// with `Pin(PinEvent::ItsMe { stored })`.
    Stored {
        game: Uuid,
        player: shturman_game::PlayerId,
    },
    /// Derive a key from a PIN: open the stored hand, or make a new one;
    /// answer with [`PhoneEvent::Unlocked`] or `Pin(PinEvent::Failed(..))`.
    Pin(Request),
    /// The hand changed (a new seal): store it under its key.
    Store,
}

/// The phone's state: the table's brief, the hand, the seals made since
/// the last table code, and the code to show.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OwnPhone {
    input: String,
    brief: Option<PlayerBrief>,
    hand: Option<Hand>,
    /// Seals made since the table code was read (one seal code carries them).
    made: Vec<Action>,
    code: Option<(CodeKind, String)>,
    problem: Option<PhoneProblem>,
    /// The PIN pad for the hand of the code read (Open once unlocked).
    pad: PinPad,
    /// The table code read last (to keep for a reload).
    read_code: Option<String>,
}

/// The screen as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhoneView {
    pub input: String,
    pub problem: Option<String>,
    /// The hand, once a table code was read.
    pub rows: Option<Vec<CardRow>>,
    /// The code for the table, with its title.
    pub code: Option<(&'static str, String)>,
    /// The PIN pad, while a code was read and its hand is not open.
    pub pin: Option<PinView>,
}

impl OwnPhone {
    pub fn hand(&self) -> Option<&Hand> {
        self.hand.as_ref()
    }

    /// The table code read last (what the page keeps for a reload).
    pub fn table_code(&self) -> Option<&str> {
        self.read_code.as_deref()
    }

    /// The game and player of the table code read last.
    pub fn reading(&self) -> Option<(Uuid, shturman_game::PlayerId)> {
        self.brief.as_ref().map(|b| (b.game, b.player))
    }

    /// Where the PIN flow is ([`Stage::Gate`] before a code is read).
    pub fn stage(&self) -> Stage {
        self.pad.stage()
    }

    pub fn update<R: CryptoRng + ?Sized>(
        &mut self,
        e: PhoneEvent,
        rng: &mut R,
    ) -> Option<PhoneNeed> {
        match e {
            PhoneEvent::Input(text) => self.input = text,
            PhoneEvent::Read => return self.read(),
            PhoneEvent::Assign(captain, ship) => {
                let (Some(brief), Some(hand)) = (&self.brief, &mut self.hand) else {
                    return None;
                };
                match hand.assign(brief, captain, ship, rng) {
                    Ok(a) => {
                        self.made.push(a);
                        return self.store();
                    }
                    Err(e) => self.problem = Some(PhoneProblem::Hand(e)),
                }
            }
            PhoneEvent::Move(captain, to) => {
                let (Some(brief), Some(hand)) = (&self.brief, &mut self.hand) else {
                    return None;
                };
                let made = match hand.card(captain).place {
                    HandPlace::OnShip { ship } => hand.move_after_boarding(brief, ship, to, rng),
                    _ => Err(HandError::CaptainNotInPlay { captain }),
                };
                match made {
                    Ok(a) => {
                        self.made.push(a);
                        return self.store();
                    }
                    Err(e) => self.problem = Some(PhoneProblem::Hand(e)),
                }
            }
            PhoneEvent::Reveal(ship) => {
                let (Some(brief), Some(hand)) = (&self.brief, &mut self.hand) else {
                    return None;
                };
                match hand.reveal(brief, ship) {
                    Ok(a) => self.show(CodeKind::Reveal, vec![a]),
                    Err(e) => self.problem = Some(PhoneProblem::Hand(e)),
                }
            }
            PhoneEvent::Pin(e) => {
                self.brief.as_ref()?;
                if e == PinEvent::Lock {
                    // a reveal code on screen names nothing, but is the
                    // owner's to show: it goes with the hand
                    self.hand = None;
                    self.code = None;
                }
                return self.pad.update(e).map(PhoneNeed::Pin);
            }
            PhoneEvent::NotStored => {
                self.code = None;
                self.problem = Some(PhoneProblem::NotStored);
            }
            PhoneEvent::ChangedElsewhere => {
                self.code = None;
                self.problem = Some(PhoneProblem::ChangedElsewhere);
            }
            PhoneEvent::Stored => {
                if !self.made.is_empty() && self.hand.is_some() {
                    // "merged with another window" stays said; a failure
                    // to store before is over
                    let merged = matches!(self.problem, Some(PhoneProblem::Merged));
                    self.show(CodeKind::Seals, self.made.clone());
                    if merged && self.problem.is_none() {
                        self.problem = Some(PhoneProblem::Merged);
                    }
                }
            }
            PhoneEvent::Merged(hand) => {
                // a change made here since the page read the other copy
                // stays: merged into the open hand, not replaced by it
                let Some(open) = &mut self.hand else {
                    return None;
                };
                if !open.merge(&hand) {
                    return None;
                }
                // the page stores the merged hand itself (then `Stored`
                // shows its seals): no `Store` here
                let _ = self.open_read();
                if self.problem.is_none() {
                    self.problem = Some(PhoneProblem::Merged);
                }
            }
            PhoneEvent::Unlocked(hand) => {
                let Some(brief) = &self.brief else {
                    return None;
                };
                if self.pad.stage() != Stage::Working
                    || hand.game != brief.game
                    || hand.player != brief.player
                {
                    return None;
                }
                self.pad.update(PinEvent::Opened);
                self.hand = Some(hand);
                return self.open_read();
            }
        }
        None
    }

    fn read(&mut self) -> Option<PhoneNeed> {
        let brief = kind_of(&self.input).and_then(|k| match k {
            CodeKind::Table => read_table_code(&self.input),
            found => Err(CodeError::WrongKind {
                found,
                expected: CodeKind::Table,
            }),
        });
        let brief = match brief {
            Ok(b) => b,
            Err(e) => {
                self.problem = Some(PhoneProblem::Code(e));
                return None;
            }
        };
        let (game, player) = (brief.game, brief.player);
        let same = self
            .hand
            .as_ref()
            .is_some_and(|h| h.game == game && h.player == player);
        self.read_code = Some(std::mem::take(&mut self.input));
        self.brief = Some(brief);
        self.code = None;
        self.problem = None;
        if same {
            // the same game and player, the hand open: sync it
            return self.open_read();
        }
        // another hand: its PIN first
        self.hand = None;
        self.made.clear();
        self.pad = PinPad::default();
        Some(PhoneNeed::Stored { game, player })
    }

    /// Sync the open hand with the brief read; the seals the table has not
    /// recorded yet make the code to show again.
    fn open_read(&mut self) -> Option<PhoneNeed> {
        let (Some(brief), Some(hand)) = (&self.brief, &mut self.hand) else {
            return None;
        };
        if let Err(e) = hand.sync(brief) {
            self.problem = Some(PhoneProblem::Hand(e));
            return None;
        }
        self.made = hand
            .cards
            .iter()
            .filter_map(|c| c.pending.clone())
            .collect();
        self.store()
    }

    /// The hand must be stored before any seal it made is shown (issue 32:
    /// with the storage full, a seal code was shown and applied at the
    /// table, and its secret lost at the next reload): the code comes with
    /// [`PhoneEvent::Stored`].
    fn store(&mut self) -> Option<PhoneNeed> {
        self.code = None;
        Some(PhoneNeed::Store)
    }

    fn show(&mut self, kind: CodeKind, actions: Vec<Action>) {
        let Some(brief) = &self.brief else { return };
        match phone_code(brief.game, &actions) {
            Ok(text) => {
                self.code = Some((kind, text));
                self.problem = None;
            }
            Err(e) => self.problem = Some(PhoneProblem::Code(e)),
        }
    }

    /// Names of the brief's ships and ports (the phone has no game view).
    fn names(&self) -> Option<Names> {
        let b = self.brief.as_ref()?;
        Some(Names::from_parts(
            b.ships
                .iter()
                .map(|s| (s.id, s.class, s.name.clone()))
                .collect(),
            Vec::new(),
            b.ports.iter().map(|p| (p.id, p.name.clone())).collect(),
        ))
    }

    pub fn view(&self, lang: Lang) -> PhoneView {
        let w = words(lang);
        let names = self.names();
        let problem = self.problem.as_ref().map(|p| match p {
            PhoneProblem::Code(e) => (shturman_words::hand::words(lang).code_error)(e),
            PhoneProblem::Hand(e) => (shturman_words::hand::words(lang).hand_error)(
                names
                    .as_ref()
                    .unwrap_or(&Names::from_parts(vec![], vec![], vec![])),
                e,
            ),
            PhoneProblem::NotStored => w.not_stored.to_string(),
            PhoneProblem::ChangedElsewhere => w.changed_elsewhere.to_string(),
            PhoneProblem::Merged => w.merged_elsewhere.to_string(),
        });
        let rows = match (&self.hand, &self.brief, &names) {
            (Some(h), Some(b), Some(n)) => Some(card_rows(h, b, n, lang)),
            _ => None,
        };
        let locked = self.brief.is_some() && self.hand.is_none();
        PhoneView {
            input: self.input.clone(),
            problem,
            rows,
            pin: (locked && self.pad.stage() != Stage::Gate).then(|| self.pad.view(lang)),
            code: self.code.as_ref().map(|(k, text)| {
                let title = if *k == CodeKind::Reveal {
                    w.reveal_code
                } else {
                    w.seal_code
                };
                (title, text.clone())
            }),
        }
    }
}

/// A code's QR code as one SVG path (a unit square per dark module, with
/// the 4-module quiet zone): the side of the view box and the path.
pub fn qr_svg(text: &str) -> Option<(usize, String)> {
    let m = shturman_hand::code::qr_matrix(text).ok()?;
    let mut d = String::new();
    for y in 0..m.width {
        for x in 0..m.width {
            if m.dark(x, y) {
                d.push_str(&format!("M{} {}h1v1h-1z", x + 4, y + 4));
            }
        }
    }
    Some((m.width + 8, d))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{SeedableRng, rngs::StdRng};
    use shturman_game::{Game, PlayerId};
    use shturman_hand::code::{PhoneCode, read_phone_code, table_code};

    fn game() -> Game {
        use shturman_game::Action;
        use shturman_rules::{Heading, ShipClass};
        let mut g = Game::new(Uuid::from_u128(7));
        for (id, name) in [(0u8, "Аня"), (1, "Борис")] {
            g.apply(Action::AddPlayer {
                id: PlayerId(id),
                name: name.into(),
                colour: "#c00".into(),
            })
            .unwrap();
            g.apply(Action::SetCaptainCount {
                player: PlayerId(id),
                count: 1,
            })
            .unwrap();
        }
        g.apply(Action::AddShip {
            id: Uuid::from_u128(1),
            class: ShipClass::Brig,
            card: ShipClass::Brig.card(),
            name: "Меркурий".into(),
            owner: PlayerId(0),
            heading: Heading::N,
        })
        .unwrap();
        g
    }

    /// Type `pin` on the pad and submit it.
    fn type_pin(phone: &mut OwnPhone, pin: &str, rng: &mut StdRng) -> Option<PhoneNeed> {
        for d in pin.bytes() {
            phone.update(PhoneEvent::Pin(PinEvent::Digit(d - b'0')), rng);
        }
        phone.update(PhoneEvent::Pin(PinEvent::Submit), rng)
    }

    /// Read a table code for a hand not open yet: a new PIN, chosen twice;
    /// the page makes the hand (here: an empty one).
    fn read_new(phone: &mut OwnPhone, code: String, rng: &mut StdRng) {
        phone.update(PhoneEvent::Input(code), rng);
        let need = phone.update(PhoneEvent::Read, rng);
        let Some(PhoneNeed::Stored { game, player }) = need else {
            panic!("{need:?}")
        };
        assert_eq!(phone.view(Lang::Ru).rows, None, "nothing before the PIN");
        phone.update(PhoneEvent::Pin(PinEvent::ItsMe { stored: false }), rng);
        assert_eq!(phone.stage(), Stage::Choose);
        assert!(phone.view(Lang::Ru).pin.is_some());
        assert_eq!(type_pin(phone, "482913", rng), None);
        let need = type_pin(phone, "482913", rng);
        assert!(matches!(need, Some(PhoneNeed::Pin(Request::Create(_)))));
        assert_eq!(phone.stage(), Stage::Working);
        let need = phone.update(PhoneEvent::Unlocked(Hand::new(game, player)), rng);
        assert_eq!(need, Some(PhoneNeed::Store));
        assert_eq!(phone.view(Lang::Ru).pin, None);
    }

    #[test]
    fn a_table_code_typed_a_captain_sealed_and_the_table_reads_it() {
        let mut g = game();
        let mut rng = StdRng::seed_from_u64(3);
        let mut phone = OwnPhone::default();
        let code = table_code(&PlayerBrief::of(&g, PlayerId(0)).unwrap());
        read_new(&mut phone, code.to_lowercase(), &mut rng);
        assert_eq!(phone.table_code(), Some(code.to_lowercase().as_str()));
        let v = phone.view(Lang::Ru);
        assert_eq!(v.problem, None);
        let rows = v.rows.unwrap();
        assert_eq!(rows[1].assign_to[0].1, "Бриг «Меркурий»");
        let need = phone.update(
            PhoneEvent::Assign(Captain::Swift, Uuid::from_u128(1)),
            &mut rng,
        );
        assert_eq!(need, Some(PhoneNeed::Store), "a new seal is stored");
        assert_eq!(phone.view(Lang::En).code, None, "no code before it is");
        phone.update(PhoneEvent::Stored, &mut rng);
        let (title, seal) = phone.view(Lang::En).code.unwrap();
        assert_eq!(title, words(Lang::En).seal_code);
        assert!(!seal.to_lowercase().contains("swift"));
        // issue 33: the card says it is placed and waits for the table
        // (it said "in hand · not recorded by the table yet", and offered
        // to place it again: the player took it for a failure); with its
        // one captain card placed, no other captain may be placed
        let rows = phone.view(Lang::Ru).rows.unwrap();
        let swift = rows.iter().find(|r| r.code == "swift").unwrap();
        assert_eq!(
            swift.place,
            "выложен: Бриг «Меркурий» — стол ещё не записал"
        );
        assert!(rows.iter().all(|r| r.assign_to.is_empty()), "{rows:?}");
        let PhoneCode::Seals(actions) = read_phone_code(&seal, &g).unwrap() else {
            panic!("a seal code")
        };
        for a in actions {
            g.apply(a).unwrap();
        }
        // a fresh table code: the card is on the ship; reveal it
        let code = table_code(&PlayerBrief::of(&g, PlayerId(0)).unwrap());
        phone.update(PhoneEvent::Input(code), &mut rng);
        assert_eq!(
            phone.update(PhoneEvent::Read, &mut rng),
            Some(PhoneNeed::Store),
            "the open hand syncs, no PIN again"
        );
        phone.update(PhoneEvent::Reveal(Uuid::from_u128(1)), &mut rng);
        let (title, reveal) = phone.view(Lang::Ru).code.unwrap();
        assert_eq!(title, words(Lang::Ru).reveal_code);
        let PhoneCode::Reveal(a) = read_phone_code(&reveal, &g).unwrap() else {
            panic!("a reveal code")
        };
        g.apply(a).unwrap();
    }

    /// Two tabs on one hand: the copy the other tab stored is merged into
    /// the open hand (its seal code shown here too) and said so; a copy
    /// with nothing new changes nothing and says nothing.
    #[test]
    fn another_tabs_copy_of_the_hand_is_merged_in_and_said_so() {
        let g = game();
        let mut rng = StdRng::seed_from_u64(5);
        let code = table_code(&PlayerBrief::of(&g, PlayerId(0)).unwrap());
        let (mut one, mut two) = (OwnPhone::default(), OwnPhone::default());
        read_new(&mut one, code.clone(), &mut rng);
        read_new(&mut two, code, &mut rng);
        one.update(
            PhoneEvent::Assign(Captain::Swift, Uuid::from_u128(1)),
            &mut rng,
        );
        let copy = one.hand().cloned().unwrap();
        let need = two.update(PhoneEvent::Merged(copy.clone()), &mut rng);
        assert_eq!(need, None, "the page stores the merge itself");
        let v = two.view(Lang::Ru);
        assert_eq!(v.problem.as_deref(), Some(words(Lang::Ru).merged_elsewhere));
        assert_eq!(
            v.code,
            one.view(Lang::Ru).code,
            "the other tab's seal shown here"
        );
        assert_eq!(two.hand().unwrap().book, copy.book);
        // one hears two's merged write: nothing it lacks, nothing said
        let need = one.update(PhoneEvent::Merged(two.hand().cloned().unwrap()), &mut rng);
        assert_eq!(need, None);
        assert_eq!(one.view(Lang::Ru).problem, None);
        // a write refused under another key is said in the player's words
        two.update(PhoneEvent::ChangedElsewhere, &mut rng);
        assert_eq!(
            two.view(Lang::En).problem.as_deref(),
            Some(words(Lang::En).changed_elsewhere)
        );
    }

    /// A reload: a new phone state, the kept table code read again, the
    /// stored hand opened with the PIN — the seal the table has not read
    /// yet is shown again; another player's hand is not taken.
    #[test]
    fn after_a_reload_the_pin_brings_the_hand_and_its_seal_code_back() {
        let g = game();
        let mut rng = StdRng::seed_from_u64(5);
        let mut phone = OwnPhone::default();
        let code = table_code(&PlayerBrief::of(&g, PlayerId(0)).unwrap());
        read_new(&mut phone, code.clone(), &mut rng);
        phone.update(
            PhoneEvent::Assign(Captain::Swift, Uuid::from_u128(1)),
            &mut rng,
        );
        phone.update(PhoneEvent::Stored, &mut rng);
        let seal = phone.view(Lang::Ru).code.unwrap().1;
        let stored = phone.hand().unwrap().clone();
        let kept = phone.table_code().unwrap().to_string();

        let mut again = OwnPhone::default();
        again.update(PhoneEvent::Input(kept), &mut rng);
        assert!(matches!(
            again.update(PhoneEvent::Read, &mut rng),
            Some(PhoneNeed::Stored { .. })
        ));
        again.update(PhoneEvent::Pin(PinEvent::ItsMe { stored: true }), &mut rng);
        assert_eq!(again.stage(), Stage::Enter);
        let need = type_pin(&mut again, "482913", &mut rng);
        assert!(matches!(need, Some(PhoneNeed::Pin(Request::Open(_)))));
        // a hand of another player is refused, the pad keeps waiting
        let other = Hand::new(g.id(), PlayerId(1));
        assert_eq!(again.update(PhoneEvent::Unlocked(other), &mut rng), None);
        assert_eq!(again.view(Lang::Ru).rows, None);
        assert_eq!(
            again.update(PhoneEvent::Unlocked(stored), &mut rng),
            Some(PhoneNeed::Store)
        );
        again.update(PhoneEvent::Stored, &mut rng);
        let v = again.view(Lang::Ru);
        assert_eq!(v.pin, None);
        assert_eq!(v.code.unwrap().1, seal, "the seal not read yet, again");
        let rows = v.rows.unwrap();
        let swift = rows.iter().find(|r| r.code == "swift").unwrap();
        assert!(swift.pending);
    }

    /// Issue 32, finding 9: with the storage full, the seal code was shown
    /// although the hand was not stored; the table took it, and after a
    /// reload the card could never be revealed. Now no code shows until
    /// the page says the hand is stored; a failed store says so.
    #[test]
    fn no_seal_code_is_shown_until_the_hand_is_stored() {
        let g = game();
        let mut rng = StdRng::seed_from_u64(8);
        let mut phone = OwnPhone::default();
        read_new(
            &mut phone,
            table_code(&PlayerBrief::of(&g, PlayerId(0)).unwrap()),
            &mut rng,
        );
        let need = phone.update(
            PhoneEvent::Assign(Captain::Swift, Uuid::from_u128(1)),
            &mut rng,
        );
        assert_eq!(need, Some(PhoneNeed::Store));
        phone.update(PhoneEvent::NotStored, &mut rng);
        let v = phone.view(Lang::Ru);
        assert_eq!(v.code, None);
        assert_eq!(v.problem.as_deref(), Some(words(Lang::Ru).not_stored));
        // stored at a later try: the code comes
        phone.update(PhoneEvent::Stored, &mut rng);
        assert!(phone.view(Lang::Ru).code.is_some());
    }

    #[test]
    fn the_qr_svg_has_a_quiet_zone_and_reads_back() {
        let text = "SH1T-ABCD-EFGH";
        let (side, d) = qr_svg(text).unwrap();
        let m = shturman_hand::code::qr_matrix(text).unwrap();
        assert_eq!(side, m.width + 8);
        assert_eq!(
            d.matches('M').count(),
            m.modules.iter().filter(|b| **b).count()
        );
        assert!(
            d.starts_with("M4 4h1v1h-1z"),
            "the finder's corner at the quiet zone's edge"
        );
    }

    #[test]
    fn a_bad_code_is_explained_and_changes_nothing() {
        let mut rng = StdRng::seed_from_u64(4);
        let g = game();
        let mut phone = OwnPhone::default();
        phone.update(PhoneEvent::Input("hello".into()), &mut rng);
        phone.update(PhoneEvent::Read, &mut rng);
        let v = phone.view(Lang::Ru);
        assert!(v.problem.is_some());
        assert_eq!(v.rows, None);
        // a damaged table code: one character changed
        let code = table_code(&PlayerBrief::of(&g, PlayerId(0)).unwrap());
        let mut bad: Vec<char> = code.chars().collect();
        let i = bad.len() - 3;
        bad[i] = if bad[i] == 'A' { 'B' } else { 'A' };
        phone.update(PhoneEvent::Input(bad.into_iter().collect()), &mut rng);
        phone.update(PhoneEvent::Read, &mut rng);
        let v = phone.view(Lang::En);
        assert!(v.problem.is_some(), "a damaged code is refused");
        assert_eq!(v.rows, None);
        assert!(!v.input.is_empty(), "the typed text stays to be corrected");
    }
}
