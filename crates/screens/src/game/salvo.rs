//! A salvo of several ships recorded as one (issue 16 #6, §4.5): the player
//! picks the target, the ships that fire and their shots (a chaser part is
//! one shot, the ship's one chaser shot of the round), each part's range
//! band; the core gathers the parts ([`salvo`]: the worst part's faces,
//! Target's 2 dropped when several ships take part, one damage per shot
//! a critical only when every ship spends its last marker) and
//! reads the die a face at a time ([`ShotRoll`]). The result is one
//! [`Action::Salvo`].

use crate::game::sheet::Proposal;
use crate::view::{Choice, DieFace, Stepper, Tone, Why};
use shturman_game::{Action, ActionView, Aim, GameView, SalvoPart, ShipStatus, ShipView};
use shturman_live::Seat;
use shturman_rules::ShipClass;
use shturman_rules::attack::{
    Attack, NextDie, Resolution, SalvoPlan, ShotRoll, TargetState, Volley, salvo,
};
use shturman_rules::fire::{Band, FaceSet, Gun, GunKind, damage_level, hit_faces};
use shturman_words::Lang;
use shturman_words::game::flows::words;
use shturman_words::game_log::Names;
use shturman_words::terms::{aim_name, band_name};
use uuid::Uuid;

/// One ship's part as the player set it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    pub ship: Uuid,
    pub shots: u8,
    pub kind: GunKind,
    pub band: Band,
}

/// The salvo being put together.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SalvoScreen {
    pub target: Option<Uuid>,
    pub parts: Vec<Part>,
    pub aim: Aim,
    /// Faces fed so far (the hit die, then the critical die).
    pub dice: Vec<u8>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    Target(Uuid),
    /// Add the ship to the salvo, or take it out.
    Toggle(Uuid),
    Shots(Uuid, u8),
    Kind(Uuid, GunKind),
    Band(Uuid, Band),
    Aim(Aim),
    /// A face rolled at the table (or in the app).
    Face(u8),
    ClearDice,
    /// Start a new salvo (after one is recorded).
    Reset,
}

/// What the salvo comes to now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Worked {
    pub plan: SalvoPlan,
    /// Each part's faces as that ship alone would fire them.
    pub alone: Vec<FaceSet>,
    /// The die the player rolls next, or `None` when resolved.
    pub next: Option<NextDie>,
    /// The action to record, once resolved.
    pub action: Option<Action>,
    /// What the roll did to the target, once resolved.
    pub resolution: Option<Resolution>,
}

fn ship(v: &GameView, id: Uuid) -> Option<&ShipView> {
    v.ships.iter().find(|s| s.id == id)
}

fn gun(class: ShipClass, kind: GunKind) -> Gun {
    match (class, kind) {
        (ShipClass::Fort, _) => Gun::Fort,
        (_, GunKind::Broadside) => Gun::Starboard,
        (_, GunKind::Chaser) => Gun::Bow,
    }
}

/// A ship's faces for a part (§4.4): its gun, band, damage level and the
/// captain the table can see.
pub fn faces(s: &ShipView, kind: GunKind, band: Band) -> FaceSet {
    hit_faces(
        gun(s.class, kind),
        band,
        damage_level(s.hull, s.card.strength),
        crate::game::table::face_up(s),
    )
    .faces
}

pub(crate) fn target_state(s: &ShipView) -> TargetState {
    TargetState {
        strength: s.card.strength,
        hull_damage: s.hull,
        sail_damage: s.sails,
        fresh_straight: s.card.fresh_straight,
        sunk: matches!(s.status, ShipStatus::Sunk { .. }),
    }
}

impl SalvoScreen {
    pub fn update(&mut self, v: &GameView, e: Event) {
        match e {
            Event::Target(t) => {
                self.target = Some(t);
                self.parts.retain(|p| p.ship != t);
            }
            Event::Toggle(id) => {
                if let Some(i) = self.parts.iter().position(|p| p.ship == id) {
                    self.parts.remove(i);
                } else if Some(id) != self.target && ship(v, id).is_some_and(|s| s.shots_left > 0) {
                    self.parts.push(Part {
                        ship: id,
                        shots: 1,
                        kind: GunKind::Broadside,
                        band: Band::Long,
                    });
                }
            }
            Event::Shots(id, n) => {
                let left = ship(v, id).map_or(0, |s| s.shots_left);
                if let Some(p) = self.parts.iter_mut().find(|p| p.ship == id) {
                    // a chaser part is one shot (§4.5)
                    let max = if p.kind == GunKind::Chaser { 1 } else { left };
                    p.shots = n.clamp(1, max.max(1));
                }
            }
            Event::Kind(id, k) => {
                if let Some(p) = self.parts.iter_mut().find(|p| p.ship == id) {
                    p.kind = k;
                    if k == GunKind::Chaser {
                        p.shots = 1;
                    }
                }
            }
            Event::Band(id, b) => {
                if let Some(p) = self.parts.iter_mut().find(|p| p.ship == id) {
                    p.band = b;
                }
            }
            Event::Aim(a) => self.aim = a,
            Event::Face(f) => {
                if (1..=6).contains(&f) {
                    self.dice.push(f);
                    if self
                        .worked(v)
                        .is_none_or(|w| w.next.is_none() && w.action.is_none())
                    {
                        // a face the roll does not take: nothing changes
                        self.dice.pop();
                    }
                }
                return;
            }
            Event::ClearDice => {}
            Event::Reset => *self = SalvoScreen::default(),
        }
        // any change to the salvo starts its roll again
        self.dice.clear();
    }

    /// The salvo as the core works it out, with the dice fed so far.
    pub fn worked(&self, v: &GameView) -> Option<Worked> {
        let target = ship(v, self.target?)?;
        let mut volleys = Vec::new();
        let mut alone = Vec::new();
        for p in &self.parts {
            let s = ship(v, p.ship)?;
            let f = faces(s, p.kind, p.band);
            alone.push(f);
            volleys.push(Volley {
                faces: f,
                kind: p.kind,
                shots: p.shots,
                shots_left: s.shots_left,
            });
        }
        let plan = salvo(&volleys, self.aim).ok()?;
        let attack: Attack = plan.attack;
        let mut roll = ShotRoll::new(attack, target_state(target)).ok()?;
        for d in &self.dice {
            roll.feed(*d).ok()?;
        }
        let next = roll.next();
        let resolution = roll.resolution();
        let action = resolution.as_ref().map(|r| Action::Salvo {
            shooters: self
                .parts
                .iter()
                .map(|p| SalvoPart {
                    ship: p.ship,
                    shots: p.shots,
                    gun: (p.kind == GunKind::Chaser).then_some(Gun::Bow),
                })
                .collect(),
            target: target.id,
            aim: self.aim,
            hit: r.hit,
            critical: r.critical_roll.map(|_| r.critical),
            target_port: None,
            dice: self.dice.clone(),
        });
        Some(Worked {
            plan,
            alone,
            next,
            action,
            resolution,
        })
    }
}

/// Is `o` on `s`'s side (the same owner or an ally)?
pub fn friendly(v: &GameView, s: &ShipView, o: &ShipView) -> bool {
    o.owner == s.owner
        || v.players
            .iter()
            .any(|p| p.id == s.owner && p.allies.contains(&o.owner))
}

/// One ship's row in the salvo panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartRow {
    pub id: Uuid,
    pub label: String,
    pub in_salvo: bool,
    pub shots: Option<Stepper>,
    pub kinds: Vec<Choice<GunKind>>,
    pub bands: Vec<Choice<Band>>,
    /// "1, 3, 5": its faces alone.
    pub faces: String,
}

/// The salvo panel, worded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SalvoView {
    pub title: &'static str,
    pub target_label: &'static str,
    pub targets: Vec<Choice<Uuid>>,
    pub ships_label: &'static str,
    pub ships: Vec<PartRow>,
    pub aims: Vec<Choice<Aim>>,
    /// What the salvo comes to; its rules.
    pub lines: Vec<Why>,
    pub prompt: Option<&'static str>,
    pub dice: Vec<DieFace>,
    pub result: Option<(Tone, String)>,
    pub record: Option<(&'static str, Proposal)>,
    pub again: &'static str,
}

fn face_list(f: FaceSet) -> String {
    f.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// What a hit did to the target, as the table reads it off its tile:
/// "корпус +5 (5 из 7)", "паруса +1 (3 из 4)", and "потоплен" when it sank
/// (issue 33 #7: the result said only «попадание (корпус)»).
pub fn damage_done(r: &Resolution, lang: Lang) -> String {
    let w = words(lang);
    let t = shturman_words::game::table::words(lang);
    let (b, a) = (r.before, r.after);
    let mut parts = Vec::new();
    for (part, was, now, of) in [
        (t.hull, b.hull_damage, a.hull_damage, a.strength),
        (t.sails, b.sail_damage, a.sail_damage, a.fresh_straight),
    ] {
        if now > was {
            parts.push((w.damage)(part, now - was, now, of));
        }
    }
    if r.sunk.is_some() {
        parts.push(w.sunk.to_string());
    }
    if parts.is_empty() {
        parts.push(w.hit.to_string());
    }
    parts.join(", ")
}

impl SalvoScreen {
    /// A row per friendly ship that may still fire: in the salvo or not,
    /// its shots, gun and range band, and the faces it hits on.
    fn rows(&self, v: &GameView, me: &ShipView, lang: Lang, seat: Option<Seat>) -> Vec<PartRow> {
        let w = words(lang);
        let alive = |s: &&ShipView| !matches!(s.status, ShipStatus::Sunk { .. });
        v.ships
            .iter()
            .filter(alive)
            .filter(|o| friendly(v, me, o) && o.shots_left > 0)
            .filter(|o| seat.is_none_or(|s| s.acts_for(o.owner)))
            .map(|o| {
                let part = self.parts.iter().find(|p| p.ship == o.id);
                PartRow {
                    id: o.id,
                    label: (shturman_words::game_log::words(lang).ship_label)(o.class, &o.name),
                    in_salvo: part.is_some(),
                    shots: part.map(|p| Stepper {
                        label: w.ships.to_string(),
                        value: p.shots,
                        min: 1,
                        max: if p.kind == GunKind::Chaser {
                            1
                        } else {
                            o.shots_left
                        },
                    }),
                    kinds: part.map_or_else(Vec::new, |p| {
                        [
                            (GunKind::Broadside, "broadside", w.broadside),
                            (GunKind::Chaser, "chaser", w.chaser),
                        ]
                        .into_iter()
                        .map(|(k, code, l)| Choice::new(k, code, l, p.kind == k))
                        .collect()
                    }),
                    bands: part.map_or_else(Vec::new, |p| {
                        Band::ALL
                            .iter()
                            .map(|b| Choice::new(*b, b.code(), band_name(lang, *b), p.band == *b))
                            .collect()
                    }),
                    faces: part.map_or_else(String::new, |p| face_list(faces(o, p.kind, p.band))),
                }
            })
            .collect()
    }

    /// How the salvo was worked out: its faces, the ship whose faces
    /// count, a target dropped, whether a critical hit is possible.
    fn why_lines(&self, v: &GameView, wk: &Worked, lang: Lang) -> Vec<Why> {
        let w = words(lang);
        let a = wk.plan.attack;
        let mut lines = Vec::new();
        lines.push(Why::new(
            (w.salvo_faces)(a.shots, &face_list(a.faces)),
            Some("4.5"),
        ));
        // a worst part only when the parts' faces differ («по худшей
        // части» when both hit on the same faces read as a choice made,
        // issue 46 #11)
        let differ = wk.plan.parts.windows(2).any(|p| p[0] != p[1]);
        if differ
            && let Some(p) = self.parts.get(wk.plan.worst)
            && let Some(o) = ship(v, p.ship)
        {
            let mut why = Why::new(
                (w.worst)(&(shturman_words::game_log::words(lang).ship_label)(
                    o.class, &o.name,
                )),
                Some("4.5"),
            );
            why.assumption = wk
                .plan
                .assumptions
                .iter()
                .find(|x| x.id() == "A-9")
                .map(|x| x.id());
            lines.push(why);
        }
        if wk.plan.target_dropped {
            lines.push(Why::new(w.target_dropped, Some("6")));
        }
        let mut c = Why::new(
            if a.critical {
                w.critical_yes
            } else {
                w.critical_no
            },
            Some("4.5"),
        );
        c.assumption = Some("A-6");
        lines.push(c);
        lines
    }

    /// The panel for a salvo begun from ship `from`'s sheet.
    pub fn view(&self, v: &GameView, from: Uuid, lang: Lang) -> Option<SalvoView> {
        self.view_for(v, from, lang, None)
    }

    /// The panel on a live table's device, whose `seat` gathers only the
    /// ships it acts for (`Seat::acts_for`): an ally's ship in a player's
    /// salvo is refused by the table (issue 43), so it is not offered.
    pub fn view_for(
        &self,
        v: &GameView,
        from: Uuid,
        lang: Lang,
        seat: Option<Seat>,
    ) -> Option<SalvoView> {
        let w = words(lang);
        let me = ship(v, from)?;
        let alive = |s: &&ShipView| !matches!(s.status, ShipStatus::Sunk { .. });
        let targets = v
            .ships
            .iter()
            .filter(alive)
            .filter(|o| !friendly(v, me, o))
            .map(|o| {
                Choice::new(
                    o.id,
                    "",
                    (shturman_words::game_log::words(lang).ship_label)(o.class, &o.name),
                    self.target == Some(o.id),
                )
            })
            .collect();
        let worked = self.worked(v);
        let ships = self.rows(v, me, lang, seat);
        let aims = [Aim::Hull, Aim::Sails]
            .into_iter()
            .map(|a| {
                Choice::new(
                    a,
                    if a == Aim::Hull { "hull" } else { "sails" },
                    aim_name(lang, a),
                    self.aim == a,
                )
            })
            .collect();
        let mut lines: Vec<Why> = Vec::new();
        let mut prompt = None;
        let mut dice = Vec::new();
        let mut result = None;
        let mut record = None;
        if let Some(wk) = &worked {
            let a = wk.plan.attack;
            lines = self.why_lines(v, wk, lang);
            let (shown, hits): (Option<u8>, FaceSet) = match wk.next {
                Some(NextDie::Hit) => (None, a.faces),
                Some(NextDie::Critical) => (None, FaceSet::of(&[6])),
                None => (self.dice.last().copied(), FaceSet::EMPTY),
            };
            prompt = wk.next.map(|n| match n {
                NextDie::Hit => w.roll_hit,
                NextDie::Critical => w.roll_critical,
            });
            if wk.next.is_some() {
                dice = (1..=6)
                    .map(|f| DieFace {
                        face: f,
                        hit: hits.contains(f),
                        chosen: shown == Some(f),
                        label: f.to_string(),
                    })
                    .collect();
            }
            if let Some(action) = &wk.action {
                let hit = matches!(action, Action::Salvo { hit: true, .. });
                let names = Names::of(v);
                let summary = (shturman_words::game_log::words(lang).action)(
                    &names,
                    &ActionView::Full(action.clone()),
                );
                let outcome = match wk.resolution.as_ref().filter(|_| hit) {
                    Some(r) => damage_done(r, lang),
                    None => w.miss.to_string(),
                };
                result = Some((
                    if hit { Tone::Good } else { Tone::Bad },
                    format!("{summary} — {outcome}"),
                ));
                record = Some((
                    w.record,
                    Proposal {
                        summary,
                        actions: vec![action.clone()],
                    },
                ));
            }
        }
        Some(SalvoView {
            title: w.salvo_title,
            target_label: w.target,
            targets,
            ships_label: w.ships,
            ships,
            aims,
            lines,
            prompt,
            dice,
            result,
            record,
            again: w.again,
        })
    }
}

#[cfg(test)]
mod tests;
