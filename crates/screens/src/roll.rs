//! The quick roll: the shooter's class, guns, range band, damage and
//! captain Target give the hit faces of one shot (§4.4); then the shots of
//! the round one by one, each resolved by the core's [`ShotRoll`] a die at a
//! time — the hit die, then, after a hit with the ship's last shot, the
//! critical die (§4.5). The player rolls in the app or taps the face rolled
//! at the table; either way the face comes in as [`Event::Face`].
//!
//! The target is nobody in particular: a hull critical sinks it, a sails
//! critical strips its sails, and damage is what the table records.

use crate::view::{Choice, DieFace, Stepper, Toggle, Tone, Why};
use shturman_rules::attack::{
    Aim, Attack, Resolution, ShotRoll, TargetState, Volley, check_chaser,
};
use shturman_rules::fire::{
    Band, FaceReport, FaceSet, Gun, GunKind, band, damage_level, hit_faces,
};
use shturman_rules::{Captain, ShipClass};
use shturman_words::Lang;
use shturman_words::roll::{Dice, words};
use shturman_words::terms::terms;

/// Stable names of the distance choices ("1" … "20").
const CELL_CODES: [&str; 21] = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14", "15", "16",
    "17", "18", "19", "20",
];

/// A target nobody tracks: only the critical decides its fate.
const ANYONE: TargetState = TargetState {
    strength: u8::MAX,
    hull_damage: 0,
    sail_damage: 0,
    fresh_straight: u8::MAX,
    sunk: false,
};

/// One shot of the round, resolved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fired {
    pub kind: GunKind,
    pub faces: FaceSet,
    pub aim: Aim,
    pub resolution: Resolution,
}

/// The quick roll's state: the inputs, the round's shots, the shot being
/// rolled. It survives leaving the screen (the UI keeps it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RollScreen {
    pub class: ShipClass,
    pub kind: GunKind,
    pub band: Band,
    /// The distance in cells, when the player gave it instead of the band
    /// (the band then follows from it and the card's firing range, §4.2).
    pub distance: Option<u8>,
    /// The shooter's hull damage.
    pub damage: u8,
    pub target: bool,
    pub aim: Aim,
    round: Vec<Fired>,
    /// The shot waiting for its critical die.
    rolling: Option<(GunKind, ShotRoll)>,
    /// The last shot's dice are shown under the faces (its result lines,
    /// its face ringed) until an input changes: the faces then belong to
    /// the next shot, and a «Выпало 1 — попадание» under a row where 1 is
    /// now ✗ read as a wrong result (issue 46 #1). The round's list keeps
    /// every shot.
    last_shown: bool,
}

impl Default for RollScreen {
    fn default() -> Self {
        RollScreen {
            class: ShipClass::Brig,
            kind: GunKind::Broadside,
            band: Band::Long,
            distance: None,
            damage: 0,
            target: false,
            aim: Aim::Hull,
            round: Vec::new(),
            rolling: None,
            last_shown: false,
        }
    }
}

/// What the player does on the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    Class(ShipClass),
    Gun(GunKind),
    Band(Band),
    /// The distance in cells instead of the band.
    Distance(u8),
    Damage(u8),
    Target(bool),
    Aim(Aim),
    /// A face rolled in the app or tapped from the table.
    Face(u8),
    /// Fire a shot that needs no die (every face hits, or none does).
    FireNoRoll,
    NewRound,
}

/// The gun a class fires with for a column of the §4.4 table: a fort's
/// battery fires as a broadside.
fn gun_for(class: ShipClass, kind: GunKind) -> Gun {
    match (class, kind) {
        (ShipClass::Fort, _) => Gun::Fort,
        (_, GunKind::Broadside) => Gun::Starboard,
        (_, GunKind::Chaser) => Gun::Bow,
    }
}

impl RollScreen {
    /// The inputs that give the next shot's faces.
    fn inputs(&self) -> (ShipClass, GunKind, Band, Option<u8>, u8, bool, Aim) {
        (
            self.class,
            self.kind,
            self.band,
            self.distance,
            self.damage,
            self.target,
            self.aim,
        )
    }

    pub fn update(&mut self, e: Event) {
        let before = self.inputs();
        self.apply(e);
        if self.inputs() != before {
            self.last_shown = false;
        }
    }

    fn apply(&mut self, e: Event) {
        match e {
            Event::Class(c) if c != self.class => {
                // another ship: a new round of its own
                self.class = c;
                self.damage = self.damage.min(self.max_damage());
                if let Some(d) = self.distance {
                    self.distance = None;
                    self.apply(Event::Distance(d));
                }
                if c == ShipClass::Fort {
                    self.kind = GunKind::Broadside;
                    self.aim = Aim::Hull;
                }
                self.round.clear();
                self.rolling = None;
            }
            Event::Class(_) => {}
            Event::Gun(k) if self.class != ShipClass::Fort => self.kind = k,
            Event::Gun(_) => {}
            Event::Band(b) => {
                self.band = b;
                self.distance = None;
            }
            Event::Distance(d) => {
                let range = self.class.card().firing_range;
                if (1..=range).contains(&d) {
                    self.distance = Some(d);
                    self.band = band(u32::from(d), range);
                }
            }
            Event::Damage(d) => self.damage = d.min(self.max_damage()),
            Event::Target(t) => self.target = t,
            Event::Aim(a) => self.aim = a,
            Event::Face(f) => self.face(f),
            Event::FireNoRoll => {
                if let Some(mut roll) = self.start() {
                    if !roll.1.hit_needs_roll() && roll.1.next().is_none() {
                        self.finish(&mut roll);
                    } else {
                        self.rolling = Some(roll);
                    }
                }
            }
            Event::NewRound => {
                self.round.clear();
                self.rolling = None;
            }
        }
    }

    fn max_damage(&self) -> u8 {
        self.class.card().max_hull_damage()
    }

    /// The faces of the next shot and how they came about (§4.4).
    pub fn report(&self) -> FaceReport {
        let card = self.class.card();
        hit_faces(
            gun_for(self.class, self.kind),
            self.band,
            damage_level(self.damage, card.strength),
            self.target.then_some(Captain::Target),
        )
    }

    /// Shot markers left this round (a shot waiting for its critical die
    /// has spent its marker).
    pub fn shots_left(&self) -> u8 {
        let used = self.round.len() + usize::from(self.rolling.is_some());
        let used = u8::try_from(used).unwrap_or(u8::MAX);
        self.class.card().shots.saturating_sub(used)
    }

    /// The round's one chaser shot is fired (§4.5).
    pub fn chaser_spent(&self) -> bool {
        self.round.iter().any(|f| f.kind == GunKind::Chaser)
            || self.rolling.is_some_and(|(k, _)| k == GunKind::Chaser)
    }

    /// The next shot, if the ship may fire it: markers left, and not a
    /// second chaser shot.
    fn next_attack(&self) -> Option<Attack> {
        if self.rolling.is_some() {
            return None;
        }
        let left = self.shots_left();
        if left == 0 || check_chaser(self.kind, self.chaser_spent()).is_err() {
            return None;
        }
        Attack::single(Volley::one(self.report().faces, self.kind, left), self.aim).ok()
    }

    fn start(&self) -> Option<(GunKind, ShotRoll)> {
        if self.rolling.is_some() {
            return self.rolling;
        }
        let a = self.next_attack()?;
        ShotRoll::new(a, ANYONE).ok().map(|r| (self.kind, r))
    }

    fn face(&mut self, f: u8) {
        let Some(mut roll) = self.start() else {
            return;
        };
        if roll.1.feed(f).is_err() {
            return;
        }
        if roll.1.next().is_some() {
            self.rolling = Some(roll);
        } else {
            self.finish(&mut roll);
        }
    }

    fn finish(&mut self, (kind, roll): &mut (GunKind, ShotRoll)) {
        if let Some(resolution) = roll.resolution() {
            self.round.push(Fired {
                kind: *kind,
                faces: roll.attack().faces,
                aim: roll.attack().aim,
                resolution,
            });
            self.last_shown = true;
        }
        self.rolling = None;
    }

    /// The shots of this round.
    pub fn round(&self) -> &[Fired] {
        &self.round
    }

    /// The screen in the player's language.
    pub fn view(&self, lang: Lang) -> RollView {
        let w = words(lang);
        let t = terms(lang);
        let fort = self.class == ShipClass::Fort;
        let report = self.report();
        let card = self.class.card();
        let next = self.next_attack();
        let waiting_critical = self.rolling.is_some();
        let (faces, critical) = match self.rolling {
            // the critical die: 6 decides
            Some((_, r)) => (FaceSet::of(&[6]), Some(r.attack().aim)),
            None => (report.faces, None),
        };
        let last = self.round.last().filter(|_| self.last_shown);
        let chosen = match (self.rolling, last) {
            // the critical die is not rolled yet
            (Some(_), _) => None,
            (None, Some(l)) => l.resolution.critical_roll.or(l.resolution.hit_roll),
            (None, None) => None,
        };
        let die = (1..=6)
            .map(|f| DieFace {
                face: f,
                hit: faces.contains(f),
                chosen: chosen == Some(f),
                label: (w.face_label)(
                    f,
                    faces.contains(f),
                    critical.is_some(),
                    critical.unwrap_or(self.aim),
                ),
            })
            .collect();
        let shot_no = u8::try_from(self.round.len())
            .unwrap_or(u8::MAX)
            .saturating_add(1);
        let status = if waiting_critical {
            Some((w.critical_prompt)(critical.unwrap_or(self.aim)).to_string())
        } else {
            next.map(|a| {
                format!(
                    "{} — {}",
                    (w.shot_of)(shot_no, card.shots),
                    (w.critical_rule)(a.critical)
                )
            })
        };
        let blocked = if waiting_critical {
            None
        } else if self.shots_left() == 0 {
            Some(w.round_over.to_string())
        } else if next.is_none() && self.kind == GunKind::Chaser {
            Some(w.chaser_spent.to_string())
        } else {
            None
        };
        let can_roll =
            waiting_critical || next.is_some_and(|a| !a.faces.is_empty() && a.faces.len() < 6);
        RollView {
            title: w.title,
            classes: ShipClass::ALL
                .into_iter()
                .map(|c| Choice::new(c, c.code(), (t.class)(c), c == self.class))
                .collect(),
            guns: [GunKind::Broadside, GunKind::Chaser]
                .into_iter()
                .map(|k| {
                    Choice::new(k, kind_code(k), (t.gun_kind)(k), k == self.kind)
                        .enabled(!fort || k == GunKind::Broadside)
                })
                .collect(),
            bands: Band::ALL
                .into_iter()
                .map(|b| Choice::new(b, b.code(), (t.band_short)(b), b == self.band))
                .collect(),
            damage: Stepper {
                label: w.damage.into(),
                value: self.damage,
                min: 0,
                max: self.max_damage(),
            },
            target: Toggle {
                label: w.target_captain.into(),
                on: self.target,
            },
            aims: [Aim::Hull, Aim::Sails]
                .into_iter()
                .map(|a| {
                    Choice::new(a, aim_code(a), (t.aim)(a), a == self.aim)
                        .enabled(!fort || a == Aim::Hull)
                })
                .collect(),
            faces: die,
            cells: (1..=card.firing_range)
                .map(|d| {
                    Choice::new(
                        d,
                        CELL_CODES[usize::from(d.min(20))],
                        d.to_string(),
                        self.distance == Some(d),
                    )
                })
                .collect(),
            cells_label: w.cells.to_string(),
            chance: (w.chance)(
                faces.len(),
                faces.probability().to_string(),
                (t.percent)(faces.probability().percent(0)),
            ),
            status,
            blocked,
            roll_label: if waiting_critical {
                w.roll_critical
            } else {
                w.roll_hit
            },
            can_roll,
            no_roll: (!waiting_critical
                && next.is_some_and(|a| a.faces.is_empty() || a.faces.len() == 6))
            .then_some(w.fire_no_roll),
            tap_hint: w.tap_hint,
            result: self.result_lines(lang),
            round: self.round_lines(lang),
            shots_left: (w.shots_left)(self.shots_left()),
            why: report
                .steps
                .iter()
                .map(|s| Why {
                    text: format!("{} → {}", (t.face_rule)(s.rule), (t.faces)(s.faces)),
                    section: Some(s.section.to_string()),
                    assumption: s.assumption.map(|a| a.id()),
                })
                .collect(),
        }
    }

    /// The round's shots so far, numbered, each its result in one line.
    fn round_lines(&self, lang: Lang) -> Vec<String> {
        self.round
            .iter()
            .enumerate()
            .map(|(i, f)| {
                let lines = result_of(lang, f);
                let parts: Vec<&str> = lines.iter().map(|(_, s)| s.as_str()).collect();
                format!("{}. {}", i + 1, parts.join("; "))
            })
            .collect()
    }

    /// What the last die did: the hit or miss, then the critical, in that
    /// order (the shot waiting for its critical shows its hit first).
    fn result_lines(&self, lang: Lang) -> Vec<(Tone, String)> {
        let w = words(lang);
        match (self.rolling, self.round.last().filter(|_| self.last_shown)) {
            (Some((_, r)), _) => match r.hit_roll() {
                Some(f) => vec![(Tone::Good, (w.dice.rolled_hit)(f))],
                None => vec![(Tone::Good, w.dice.sure_hit.to_string())],
            },
            (None, Some(f)) => result_of(lang, f),
            (None, None) => Vec::new(),
        }
    }
}

pub(crate) const fn kind_code(k: GunKind) -> &'static str {
    match k {
        GunKind::Broadside => "broadside",
        GunKind::Chaser => "chaser",
    }
}

pub(crate) const fn aim_code(a: Aim) -> &'static str {
    match a {
        Aim::Hull => "hull",
        Aim::Sails => "sails",
    }
}

/// A resolved shot in words: the hit die, then the critical die.
fn result_of(lang: Lang, f: &Fired) -> Vec<(Tone, String)> {
    dice_lines(&words(lang).dice, &f.resolution, f.aim)
}

/// The dice of a resolved shot in `w`'s words: the hit die (or the hit or
/// miss that needed none), then the critical die if one was rolled. The
/// quick roll's and the fire helper's (which goes on with what became of
/// its target).
pub(crate) fn dice_lines(w: &Dice, r: &Resolution, aim: Aim) -> Vec<(Tone, String)> {
    let mut out = vec![match (r.hit_roll, r.hit) {
        (Some(face), true) => (Tone::Good, (w.rolled_hit)(face)),
        (Some(face), false) => (Tone::Bad, (w.rolled_miss)(face)),
        (None, true) => (Tone::Good, w.sure_hit.to_string()),
        (None, false) => (Tone::Bad, w.sure_miss.to_string()),
    }];
    match r.critical_roll {
        Some(6) => out.push((Tone::Alert, (w.critical_six)(aim).to_string())),
        Some(face) => out.push((Tone::Plain, (w.critical_no)(face))),
        None => {}
    }
    out
}

/// The quick roll as a component renders it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RollView {
    pub title: &'static str,
    pub classes: Vec<Choice<ShipClass>>,
    pub guns: Vec<Choice<GunKind>>,
    pub bands: Vec<Choice<Band>>,
    /// The distance in cells, 1 to the firing range, instead of the band.
    pub cells: Vec<Choice<u8>>,
    pub cells_label: String,
    pub damage: Stepper,
    pub target: Toggle,
    pub aims: Vec<Choice<Aim>>,
    /// The six faces of the die asked for now (the hit die, or the
    /// critical die with 6 marked).
    pub faces: Vec<DieFace>,
    pub chance: String,
    /// Which shot this is and whether it can roll a critical, or the
    /// critical prompt.
    pub status: Option<String>,
    /// Why no shot can be fired now (round over, chaser spent).
    pub blocked: Option<String>,
    pub roll_label: &'static str,
    pub can_roll: bool,
    /// A shot that needs no die: its button.
    pub no_roll: Option<&'static str>,
    pub tap_hint: &'static str,
    /// The last die's outcome: the hit or miss, then the critical.
    pub result: Vec<(Tone, String)>,
    pub round: Vec<String>,
    pub shots_left: String,
    pub why: Vec<Why>,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn screen(class: ShipClass) -> RollScreen {
        let mut s = RollScreen::default();
        s.update(Event::Class(class));
        s
    }

    #[test]
    fn a_brig_hit_rolls_for_a_critical_and_shows_hit_then_critical() {
        let mut s = screen(ShipClass::Brig);
        s.update(Event::Face(3));
        let v = s.view(Lang::En);
        assert_eq!(v.result, vec![(Tone::Good, "Rolled 3 — hit".to_string())]);
        assert_eq!(v.shots_left, "no shots left");
        assert_eq!(v.chance, "1 of 6 · 1/6 · 17%", "the critical die's chance");
        assert_eq!(v.roll_label, "Roll for a critical");
        assert!(v.faces.iter().filter(|f| f.hit).map(|f| f.face).eq([6]));
        s.update(Event::Face(6));
        let v = s.view(Lang::En);
        assert_eq!(
            v.result,
            vec![
                (Tone::Good, "Rolled 3 — hit".to_string()),
                (Tone::Alert, "Critical: a 6 — the target sinks".to_string())
            ]
        );
        assert_eq!(
            v.blocked.as_deref(),
            Some("Every shot of the round is fired")
        );
        assert!(v.faces.iter().any(|f| f.chosen && f.face == 6));
    }

    /// Issue 46 #1: «Выпало 1 — попадание» stayed under the next shot's
    /// faces after the shooter's damage changed, with 1 now ✗ and ringed
    /// as rolled. The faces are the next shot's from the first change of
    /// an input: no result under them, no face ringed; the round's list
    /// keeps the shot.
    #[test]
    fn a_changed_input_clears_the_last_result_from_the_faces() {
        let mut s = screen(ShipClass::Galleon); // two shots
        s.update(Event::Face(1));
        let v = s.view(Lang::Ru);
        assert_eq!(
            v.result,
            vec![(Tone::Good, "Выпало 1 — попадание".to_string())]
        );
        assert!(v.faces.iter().any(|f| f.chosen && f.face == 1));
        s.update(Event::Damage(2));
        let v = s.view(Lang::Ru);
        assert!(!v.faces[0].hit, "a damaged galleon's face 1 misses");
        assert_eq!(v.result, Vec::new(), "no old result under the new faces");
        assert!(v.faces.iter().all(|f| !f.chosen), "no face ringed");
        assert_eq!(v.round, vec!["1. Выпало 1 — попадание".to_string()]);
        // the same value again is no change: the next shot's result shows
        s.update(Event::Face(2));
        s.update(Event::Damage(2));
        assert_eq!(
            s.view(Lang::Ru).result,
            vec![(Tone::Bad, "Выпало 2 — промах".to_string())]
        );
        for e in [
            Event::Band(Band::Medium),
            Event::Target(true),
            Event::Aim(Aim::Sails),
            Event::Gun(GunKind::Chaser),
            Event::Distance(1),
        ] {
            let mut s = screen(ShipClass::Galleon);
            s.update(Event::Face(1));
            s.update(e);
            assert_eq!(s.view(Lang::En).result, Vec::new(), "{e:?}");
        }
    }

    #[test]
    fn only_the_linkors_last_shot_rolls_a_critical() {
        let mut s = screen(ShipClass::Linkor);
        for _ in 0..2 {
            s.update(Event::Face(1));
            assert_eq!(
                s.view(Lang::En).roll_label,
                "Roll the die",
                "no critical die"
            );
        }
        s.update(Event::Face(1));
        assert_eq!(s.view(Lang::En).roll_label, "Roll for a critical");
        s.update(Event::Face(2));
        assert_eq!(s.round().len(), 3);
        assert_eq!(s.round()[2].resolution.critical_roll, Some(2));
    }

    /// §4.5: one chaser shot per ship per round — a linkor's chasers fire
    /// once, then the screen says why and offers no die.
    #[test]
    fn one_chaser_shot_per_round() {
        let mut s = screen(ShipClass::Linkor);
        s.update(Event::Gun(GunKind::Chaser));
        s.update(Event::Face(2));
        assert_eq!(s.round().len(), 1);
        s.update(Event::Face(5));
        assert_eq!(s.round().len(), 1, "no second chaser shot");
        let v = s.view(Lang::Ru);
        assert!(v.blocked.unwrap().contains("уже стреляли"));
        assert!(!v.can_roll);
        s.update(Event::Gun(GunKind::Broadside));
        s.update(Event::Face(5));
        assert_eq!(s.round().len(), 2, "the broadside still fires");
    }

    #[test]
    fn target_at_point_blank_needs_no_roll() {
        let mut s = screen(ShipClass::Frigate);
        s.update(Event::Band(Band::PointBlank));
        s.update(Event::Target(true));
        let v = s.view(Lang::En);
        assert!(!v.can_roll);
        assert_eq!(v.no_roll, Some("Fire — a hit, no roll"));
        s.update(Event::FireNoRoll);
        // a frigate's only shot is its last: the critical die is next
        assert_eq!(s.view(Lang::En).roll_label, "Roll for a critical");
    }

    #[test]
    fn damage_is_bounded_by_the_card_and_a_new_class_starts_a_new_round() {
        let mut s = screen(ShipClass::Brig);
        s.update(Event::Damage(9));
        assert_eq!(s.damage, 2);
        s.update(Event::Face(1));
        s.update(Event::Class(ShipClass::Galleon));
        assert!(s.round().is_empty());
        let v = s.view(Lang::Ru);
        assert_eq!(v.damage.max, 3);
    }

    #[test]
    fn a_distance_gives_the_band_by_the_cards_range() {
        let mut s = screen(ShipClass::Linkor); // firing range 5
        s.update(Event::Distance(2));
        assert_eq!(s.band, Band::Medium);
        s.update(Event::Distance(3));
        assert_eq!(s.band, Band::Long);
        s.update(Event::Distance(1));
        assert_eq!(s.band, Band::PointBlank);
        s.update(Event::Distance(9));
        assert_eq!(s.distance, Some(1), "beyond the range: refused");
        let v = s.view(Lang::Ru);
        assert_eq!(v.cells.len(), 5);
        assert_eq!(v.chance, "5 из 6 · 5/6 · 83 %");
        s.update(Event::Band(Band::Long));
        assert_eq!(s.distance, None);
    }

    #[test]
    fn a_fort_fires_its_battery_as_a_broadside() {
        let s = screen(ShipClass::Fort);
        let v = s.view(Lang::En);
        assert!(!v.guns[1].enabled);
        assert!(!v.aims[1].enabled);
        assert_eq!(s.report().steps[0].assumption.map(|a| a.id()), Some("A-5"));
    }
}
