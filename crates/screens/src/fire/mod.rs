//! The fire helper (`#/tools/fire`): the shooter (class or card, heading,
//! hull damage, captain, shots left, chaser fired this round) — or a ship of
//! the open game — its four fire lines, dead zones and range bands on a
//! grid; the target's cell tapped gives the gun, band, hit faces with their
//! reasons and the exact chance (§4.1–4.4), the firing order (§4.6: return
//! fire, Swift) and, asked for, the order when the target crosses the line
//! (§4.7). Then a plan — single shots, or a salvo of this ship alone or
//! gathered with other ships (§4.5) — against the target (class or card,
//! damage, aim), the exact distribution of outcomes before rolling, and the
//! dice rolled in the app or tapped from the table, die by die through the
//! core's [`ShotRoll`], with the result applied to the target. For a ship of
//! the open game, the shots resolved become the game's `Action::Shot`s.
//!
//! Every rule comes from the core: `fire::shot_at`, `attack::{singles,
//! salvo, max_volley}`, `odds::attack_odds`, `engagement::{exchange,
//! return_fire_options, crossing_fire, diagonal_crossing, crossing_shot}`.

mod ship;
#[cfg(test)]
mod tests;
mod view;

pub use ship::{FireShip, GameShip, Partner, Tracked};
pub use view::*;

use shturman_game::Action;
use shturman_rules::attack::{
    Aim, Attack, FireError, Resolution, SalvoPlan, ShotRoll, TargetState, Volley, max_volley,
    salvo, singles,
};
use shturman_rules::card::MAX_CARD_VALUE;
use shturman_rules::engagement::{CannotFire, diagonal_crossing};
use shturman_rules::fire::{ShotInfo, shot_at};
use shturman_rules::odds::{Odds, OddsError, attack_odds};
use shturman_rules::{Captain, Heading, Offset, ShipClass};

/// Cells either side of the grid's centre: a 7 × 7 window, so that every
/// cell is a 44 px target on a phone. Longer lines are reached by panning.
pub const RADIUS: i32 = 3;

/// Single shots one by one, or one salvo.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    Single,
    Salvo,
}

/// How the target meets the shooter's line while it manoeuvres (§4.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CrossKind {
    /// It passes through the tapped (covered) cell without stopping.
    PassesThrough,
    /// It ends its move in the tapped cell.
    EndsIn,
    /// From the tapped cell it steps diagonally across a diagonal line.
    Diagonal,
}

/// "The target is crossing my line": what the player says about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Crossing {
    pub kind: CrossKind,
    /// The target's diagonal step from the tapped cell (NE, SE, SW, NW).
    pub step: Heading,
    /// It changed heading in that step.
    pub turned: bool,
    /// The shooter's player has had their turn this round.
    pub shooter_acted: bool,
    /// Ending in the covered cell, the target opens fire itself.
    pub mover_fires: bool,
}

impl Default for Crossing {
    fn default() -> Self {
        Crossing {
            kind: CrossKind::PassesThrough,
            step: Heading::SE,
            turned: false,
            shooter_acted: false,
            mover_fires: false,
        }
    }
}

/// One attack of the plan, resolved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fired {
    pub attack: Attack,
    pub resolution: Resolution,
}

/// A part of the screen a notice belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Section {
    Shooter,
    Target,
    Plan,
    Roll,
}

/// An input the screen refused, said where the player is looking.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notice {
    /// The shooter is a ship of the open game: its values come from there.
    ShooterFromGame,
    /// The target is a ship of the open game.
    TargetFromGame,
    /// More shots than this gun may put in (one chaser shot a round).
    TooManyShots { max: u8 },
    /// A die face outside 1–6.
    BadFace(u8),
    /// No die is wanted now (no shot can be fired, or all are rolled).
    NoDieWanted,
    /// That class cannot do it (a fort has no sails).
    Fort,
    /// A fort has no chasers, so no chaser shot to have fired (the
    /// shooter's, or the target's).
    FortChasers { target: bool },
    /// At most this many other ships in a salvo.
    TooManyShips { max: usize },
}

impl Notice {
    pub const fn section(self) -> Section {
        match self {
            Notice::ShooterFromGame => Section::Shooter,
            Notice::TargetFromGame => Section::Target,
            Notice::TooManyShots { .. } | Notice::TooManyShips { .. } | Notice::Fort => {
                Section::Plan
            }
            Notice::FortChasers { target: false } => Section::Shooter,
            Notice::FortChasers { target: true } => Section::Target,
            Notice::BadFace(_) | Notice::NoDieWanted => Section::Roll,
        }
    }
}

/// Most other ships gathered into one salvo here.
pub const MAX_PARTNERS: usize = 3;

/// What the player does on the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    Class(ShipClass),
    Heading(Heading),
    Damage(u8),
    Captain(Option<Captain>),
    ShotsLeft(u8),
    ChaserFired(bool),
    /// The target's cell, relative to the shooter.
    Tap(Offset),
    /// Move the grid's window (cells east, north).
    Pan(i32, i32),
    PanHome,
    /// The target: a ship of the open game (index among the enemies), or
    /// `None` for one the player describes.
    TargetGame(Option<usize>),
    TargetClass(ShipClass),
    TargetHeading(Heading),
    TargetHull(u8),
    TargetSails(u8),
    TargetCaptain(Option<Captain>),
    TargetShotsLeft(u8),
    TargetChaserFired(bool),
    /// "The target is crossing my line", and how.
    Crossing(Option<CrossKind>),
    CrossStep(Heading),
    CrossTurned(bool),
    ShooterActed(bool),
    MoverFires(bool),
    Mode(Mode),
    Count(u8),
    Aim(Aim),
    AddPartner,
    RemovePartner(usize),
    Partner(usize, PartnerEvent),
    /// A face rolled in the app or tapped from the table.
    Face(u8),
    /// Resolve a shot that needs no hit die (every face hits, or none).
    FireNoRoll,
    /// Roll the plan again from the start.
    Again,
}

/// A change to one of the other ships of a salvo.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PartnerEvent {
    Class(ShipClass),
    Heading(Heading),
    /// The direction from it to the target.
    Line(Heading),
    Distance(u8),
    Damage(u8),
    Target(bool),
    Shots(u8),
    ShotsLeft(u8),
}

/// The fire helper's state. It survives leaving the screen (the UI keeps
/// it for the session).
#[derive(Clone, Debug, PartialEq)]
pub struct FireScreen {
    pub shooter: FireShip,
    /// The ship of the open game the helper was opened for.
    pub tracked: Option<Tracked>,
    /// The tapped cell, relative to the shooter.
    pub cell: Option<Offset>,
    /// The grid window's centre.
    pub window: Offset,
    pub target: FireShip,
    /// The target is this enemy of the tracked ship.
    pub target_game: Option<usize>,
    pub crossing: Option<Crossing>,
    pub mode: Mode,
    /// The shooter's shots in the plan.
    pub count: u8,
    pub aim: Aim,
    /// Other ships gathered into the salvo.
    pub partners: Vec<Partner>,
    done: Vec<Fired>,
    rolling: Option<ShotRoll>,
    notice: Option<Notice>,
}

impl Default for FireScreen {
    fn default() -> Self {
        FireScreen {
            shooter: FireShip::of_class(ShipClass::Linkor, Heading::N),
            tracked: None,
            cell: None,
            window: Offset::ZERO,
            target: FireShip::of_class(ShipClass::Frigate, Heading::N),
            target_game: None,
            crossing: None,
            mode: Mode::Single,
            count: 1,
            aim: Aim::Hull,
            partners: Vec::new(),
            done: Vec::new(),
            rolling: None,
            notice: None,
        }
    }
}

/// Why no plan can be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlanError {
    /// The shots or the target as described (§4.5).
    Fire(FireError),
    /// Another ship of the salvo cannot fire at the target.
    Partner {
        index: usize,
        why: CannotFire,
    },
    Odds(OddsError),
}

/// The attacks of a plan, with the salvo's make-up when it is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Planned {
    pub attacks: Vec<Attack>,
    pub salvo: Option<SalvoPlan>,
    /// Each part's shot, the shooter's first (a salvo with other ships).
    pub parts: Vec<ShotInfo>,
}

impl FireScreen {
    pub fn update(&mut self, e: Event) {
        self.notice = None;
        let before = self.inputs();
        match e {
            Event::Pan(dx, dy) => self.pan(dx, dy),
            Event::PanHome => self.window = Offset::ZERO,
            Event::Face(f) => self.face(f),
            Event::FireNoRoll => self.fire_no_roll(),
            Event::Again => {
                self.done.clear();
                self.rolling = None;
            }
            // a cell of the grid: never further than any card's range
            Event::Tap(at) if at.chebyshev() > u32::from(MAX_CARD_VALUE) => {}
            Event::Tap(at) => self.cell = (at != Offset::ZERO).then_some(at),
            e => self.set(e),
        }
        self.normalise();
        if self.inputs() != before {
            // another shot: the dice rolled belong to the old one
            self.done.clear();
            self.rolling = None;
        }
    }

    /// What a roll depends on (anything else, like the window, keeps it).
    fn inputs(&self) -> impl PartialEq + use<> {
        (
            (self.shooter, self.cell, self.target, self.crossing),
            (self.mode, self.count, self.aim, self.partners.clone()),
        )
    }

    fn set(&mut self, e: Event) {
        let shooter_locked = self.tracked.is_some();
        let target_locked = self.target_game.is_some();
        let s = &mut self.shooter;
        match e {
            Event::Class(_)
            | Event::Heading(_)
            | Event::Damage(_)
            | Event::Captain(_)
            | Event::ShotsLeft(_)
            | Event::ChaserFired(_)
                if shooter_locked =>
            {
                self.notice = Some(Notice::ShooterFromGame)
            }
            Event::Class(c) => {
                if c != s.class {
                    *s = s.with_class(c);
                    self.window = Offset::ZERO;
                }
            }
            Event::Heading(h) => s.heading = h,
            Event::Damage(d) => s.hull = d.min(s.card.max_hull_damage()),
            Event::Captain(c) => s.captain = c,
            Event::ShotsLeft(n) => s.markers = n.min(s.most_shots_left()),
            Event::ChaserFired(true) if s.is_fort() => {
                self.notice = Some(Notice::FortChasers { target: false })
            }
            Event::ChaserFired(f) => s.chaser_fired = f,
            Event::TargetGame(i) => self.pick_target(i),
            Event::TargetClass(_)
            | Event::TargetHeading(_)
            | Event::TargetHull(_)
            | Event::TargetSails(_)
            | Event::TargetCaptain(_)
            | Event::TargetShotsLeft(_)
            | Event::TargetChaserFired(_)
                if target_locked =>
            {
                self.notice = Some(Notice::TargetFromGame)
            }
            Event::TargetClass(c) => {
                if c != self.target.class {
                    self.target = self.target.with_class(c);
                }
            }
            Event::TargetHeading(h) => self.target.heading = h,
            Event::TargetHull(d) => self.target.hull = d.min(self.target.card.max_hull_damage()),
            Event::TargetSails(d) if self.target.is_fort() && d > 0 => {
                self.notice = Some(Notice::Fort)
            }
            Event::TargetSails(d) => self.target.sails = d.min(self.target.card.max_sail_damage()),
            Event::TargetCaptain(c) => self.target.captain = c,
            Event::TargetShotsLeft(n) => self.target.markers = n.min(self.target.most_shots_left()),
            Event::TargetChaserFired(true) if self.target.is_fort() => {
                self.notice = Some(Notice::FortChasers { target: true })
            }
            Event::TargetChaserFired(f) => self.target.chaser_fired = f,
            Event::Crossing(k) => {
                self.crossing = k.map(|kind| Crossing {
                    kind,
                    ..self.crossing.unwrap_or_default()
                })
            }
            Event::CrossStep(h) if h.is_diagonal() => {
                if let Some(c) = &mut self.crossing {
                    c.step = h;
                }
            }
            Event::CrossStep(_) => {}
            Event::CrossTurned(t) => {
                if let Some(c) = &mut self.crossing {
                    c.turned = t;
                }
            }
            Event::ShooterActed(a) => {
                if let Some(c) = &mut self.crossing {
                    c.shooter_acted = a;
                }
            }
            Event::MoverFires(f) => {
                if let Some(c) = &mut self.crossing {
                    c.mover_fires = f;
                }
            }
            Event::Mode(m) => self.mode = m,
            Event::Count(n) => {
                let max = self.max_count();
                if n > max && n > 1 {
                    self.notice = Some(Notice::TooManyShots { max });
                } else {
                    self.count = n.max(1);
                }
            }
            Event::Aim(Aim::Sails) if self.target.is_fort() => self.notice = Some(Notice::Fort),
            Event::Aim(a) => self.aim = a,
            Event::AddPartner if self.partners.len() >= MAX_PARTNERS => {
                self.notice = Some(Notice::TooManyShips { max: MAX_PARTNERS })
            }
            Event::AddPartner => {
                self.mode = Mode::Salvo;
                self.partners.push(Partner::new());
            }
            Event::RemovePartner(i) => {
                if i < self.partners.len() {
                    self.partners.remove(i);
                }
            }
            Event::Partner(i, pe) => {
                if let Some(p) = self.partners.get_mut(i)
                    && let Some(n) = partner(p, pe)
                {
                    self.notice = Some(n);
                }
            }
            Event::Pan(..)
            | Event::PanHome
            | Event::Face(_)
            | Event::FireNoRoll
            | Event::Again
            | Event::Tap(_) => {}
        }
    }

    fn pick_target(&mut self, i: Option<usize>) {
        match i.and_then(|i| Some((i, self.tracked.as_ref()?.enemies.get(i)?.ship))) {
            Some((i, ship)) => {
                self.target_game = Some(i);
                self.target = ship;
            }
            None => self.target_game = None,
        }
    }

    /// Keep what depends on other inputs within their bounds.
    fn normalise(&mut self) {
        if self.target.is_fort() {
            self.aim = Aim::Hull;
        }
        let max = self.max_count().max(1);
        self.count = self.count.clamp(1, max);
        for p in &mut self.partners {
            let max = partner_max(p).max(1);
            p.shots = p.shots.clamp(1, max);
        }
    }

    fn pan(&mut self, dx: i32, dy: i32) {
        let reach = i32::from(self.shooter.card.firing_range) - RADIUS;
        let limit = |v: i32| v.clamp(-reach.max(0), reach.max(0));
        self.window = Offset::new(
            limit(self.window.x.saturating_add(dx)),
            limit(self.window.y.saturating_add(dy)),
        );
    }

    /// The helper opened for a ship of the open game (or for none): the
    /// shooter and, if still the same enemy, the target follow the game.
    pub fn open(&mut self, tracked: Option<Tracked>) {
        if tracked == self.tracked {
            return;
        }
        let same_ship = match (&tracked, &self.tracked) {
            (Some(a), Some(b)) => a.shooter.id == b.shooter.id,
            _ => false,
        };
        let target_id = self
            .target_game
            .and_then(|i| Some(self.tracked.as_ref()?.enemies.get(i)?.id));
        if let Some(t) = &tracked {
            self.shooter = t.shooter.ship;
        }
        if !same_ship {
            self.cell = None;
            self.window = Offset::ZERO;
            self.partners.clear();
            self.crossing = None;
        }
        self.target_game = match (&tracked, target_id) {
            (Some(t), Some(id)) if same_ship => t.enemies.iter().position(|e| e.id == id),
            _ => None,
        };
        if let Some((i, t)) = self.target_game.zip(tracked.as_ref()) {
            self.target = t.enemies[i].ship;
        }
        self.tracked = tracked;
        self.done.clear();
        self.rolling = None;
        self.normalise();
    }

    /// The cell the shot is counted to: the tapped one, or, for a target
    /// crossing a diagonal line at a corner, the line's cell beyond the
    /// crossing (§4.7).
    pub fn aim_cell(&self) -> Option<Offset> {
        let cell = self.cell?;
        match self.crossing {
            Some(Crossing {
                kind: CrossKind::Diagonal,
                step,
                ..
            }) => diagonal_crossing(cell, cell + step.step()),
            _ => Some(cell),
        }
    }

    /// The shot at the aimed cell, or why the shooter cannot fire there.
    pub fn shot(&self) -> Option<Result<ShotInfo, CannotFire>> {
        let at = self.aim_cell()?;
        Some(fire_at(&self.shooter, at))
    }

    /// The most shots the shooter may put in from the gun that bears
    /// (§4.5: one from the chasers, none once fired this round).
    pub fn max_count(&self) -> u8 {
        match self.shot() {
            Some(Ok(s)) => max_volley(
                s.bearing.gun.kind(),
                self.shooter.shots_left(),
                self.shooter.chaser_fired,
            ),
            _ => self.shooter.shots_left(),
        }
    }

    /// The plan of attacks, once a gun bears on the target.
    pub fn plan(&self) -> Option<Result<Planned, PlanError>> {
        let own = self.shot()?.ok()?;
        let volley = Volley {
            faces: own.faces,
            kind: own.bearing.gun.kind(),
            shots: self.count,
            shots_left: self.shooter.shots_left(),
        };
        Some(match self.mode {
            Mode::Single => singles(
                volley.faces,
                volley.kind,
                self.count,
                volley.shots_left,
                self.aim,
            )
            .map(|attacks| Planned {
                attacks,
                salvo: None,
                parts: vec![own],
            })
            .map_err(PlanError::Fire),
            Mode::Salvo => self.salvo(own, volley),
        })
    }

    fn salvo(&self, own: ShotInfo, volley: Volley) -> Result<Planned, PlanError> {
        let mut volleys = vec![volley];
        let mut parts = vec![own];
        for (index, p) in self.partners.iter().enumerate() {
            let s = fire_at(&p.ship, p.at()).map_err(|why| PlanError::Partner { index, why })?;
            volleys.push(Volley {
                faces: s.faces,
                kind: s.bearing.gun.kind(),
                shots: p.shots,
                shots_left: p.ship.shots_left(),
            });
            parts.push(s);
        }
        let plan = salvo(&volleys, self.aim).map_err(PlanError::Fire)?;
        Ok(Planned {
            attacks: vec![plan.attack],
            salvo: Some(plan),
            parts,
        })
    }

    /// The exact odds of the plan against the target.
    pub fn odds(&self) -> Option<Result<Odds, PlanError>> {
        Some(match self.plan()? {
            Ok(p) => attack_odds(&p.attacks, &self.target.target_state()).map_err(PlanError::Odds),
            Err(e) => Err(e),
        })
    }

    /// The attacks resolved so far.
    pub fn fired(&self) -> &[Fired] {
        &self.done
    }

    /// The attack waiting for its critical die, if any.
    pub fn rolling(&self) -> Option<&ShotRoll> {
        self.rolling.as_ref()
    }

    pub fn notice(&self) -> Option<Notice> {
        self.notice
    }

    /// The target as it stands after the attacks resolved so far.
    pub fn target_now(&self) -> TargetState {
        self.done
            .last()
            .map_or(self.target.target_state(), |f| f.resolution.after)
    }

    /// The next attack to roll, with the target it meets; `None` when the
    /// plan is done (every attack rolled, or the target sunk) or cannot be
    /// made.
    fn next_roll(&self) -> Option<ShotRoll> {
        if let Some(r) = self.rolling {
            return Some(r);
        }
        let plan = self.plan()?.ok()?;
        let attack = plan.attacks.get(self.done.len())?;
        ShotRoll::new(*attack, self.target_now()).ok()
    }

    fn face(&mut self, f: u8) {
        let Some(mut roll) = self.next_roll() else {
            self.notice = Some(Notice::NoDieWanted);
            return;
        };
        if !roll.hit_needs_roll() && roll.hit_roll().is_none() && self.rolling.is_none() {
            // no hit die to tap: the button fires it
            self.notice = Some(Notice::NoDieWanted);
            return;
        }
        if roll.feed(f).is_err() {
            self.notice = Some(if (1..=6).contains(&f) {
                Notice::NoDieWanted
            } else {
                Notice::BadFace(f)
            });
            return;
        }
        self.settle(roll);
    }

    fn fire_no_roll(&mut self) {
        match self.next_roll() {
            Some(roll) if self.rolling.is_none() && !roll.hit_needs_roll() => self.settle(roll),
            _ => self.notice = Some(Notice::NoDieWanted),
        }
    }

    fn settle(&mut self, roll: ShotRoll) {
        match roll.resolution() {
            Some(resolution) => {
                self.done.push(Fired {
                    attack: *roll.attack(),
                    resolution,
                });
                self.rolling = None;
            }
            None => self.rolling = Some(roll),
        }
    }

    /// The game's actions for the shots resolved, when the shooter and the
    /// target are ships of the open game and no other ship took part (a
    /// salvo of several ships is recorded from the table). Hit and critical
    /// come from the dice, through [`ShotRoll`].
    pub fn actions(&self) -> Option<Vec<Action>> {
        let t = self.tracked.as_ref()?;
        let target = t.enemies.get(self.target_game?)?;
        if self.done.is_empty() || self.rolling.is_some() || self.gathered() {
            return None;
        }
        let gun = self.shot()?.ok()?.bearing.gun;
        Some(
            self.done
                .iter()
                .map(|f| {
                    let r = &f.resolution;
                    Action::Shot {
                        shooter: t.shooter.id,
                        target: target.id,
                        shots: f.attack.shots,
                        gun: Some(gun),
                        aim: f.attack.aim,
                        hit: r.hit,
                        critical: r.critical_roll.map(|d| d == 6),
                        target_port: None,
                        dice: r.hit_roll.into_iter().chain(r.critical_roll).collect(),
                    }
                })
                .collect(),
        )
    }

    /// A salvo gathered with other ships.
    pub fn gathered(&self) -> bool {
        self.mode == Mode::Salvo && !self.partners.is_empty()
    }
}

/// The shot a ship can fire at the cell `at` (relative to it), or why not:
/// no gun bears, no shots left, the chaser fired this round.
fn fire_at(ship: &FireShip, at: Offset) -> Result<ShotInfo, CannotFire> {
    ship.combatant().can_fire_at(at)?;
    shot_at(&ship.shooter(), at)
}

/// The most shots a salvo partner may put in.
fn partner_max(p: &Partner) -> u8 {
    match fire_at(&p.ship, p.at()) {
        Ok(s) => max_volley(
            s.bearing.gun.kind(),
            p.ship.shots_left(),
            p.ship.chaser_fired,
        ),
        Err(_) => p.ship.shots_left(),
    }
}

fn partner(p: &mut Partner, e: PartnerEvent) -> Option<Notice> {
    let s = &mut p.ship;
    match e {
        PartnerEvent::Class(c) => {
            if c != s.class {
                *s = s.with_class(c);
                p.distance = p.distance.min(s.card.firing_range.max(1));
            }
        }
        PartnerEvent::Heading(h) => s.heading = h,
        PartnerEvent::Line(h) => p.line = h,
        PartnerEvent::Distance(d) => p.distance = d.clamp(1, s.card.firing_range.max(1)),
        PartnerEvent::Damage(d) => s.hull = d.min(s.card.max_hull_damage()),
        PartnerEvent::Target(t) => s.captain = t.then_some(Captain::Target),
        PartnerEvent::ShotsLeft(n) => s.markers = n.clamp(1, s.most_shots_left().max(1)),
        PartnerEvent::Shots(n) => {
            let max = partner_max(p);
            if n > max && n > 1 {
                return Some(Notice::TooManyShots { max });
            }
            p.shots = n.max(1);
        }
    }
    None
}
