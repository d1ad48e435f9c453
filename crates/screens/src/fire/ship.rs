//! The ships of the fire helper: the shooter and the target as the player
//! sets them or as the open game has them ([`FireShip`], [`Tracked`]), and
//! the other ships a salvo may gather ([`Partner`]). Each turns itself into
//! the core's types (`Shooter`, `Combatant`, `TargetState`); no rule is
//! decided here.

use shturman_game::{Event as GameEvent, GameView, ShipStatus, ShipView};
use shturman_rules::attack::{TargetState, shots_left};
use shturman_rules::engagement::Combatant;
use shturman_rules::fire::Shooter;
use shturman_rules::{Captain, Heading, Offset, ShipCard, ShipClass};
use shturman_words::game_log::Names;
use uuid::Uuid;

/// One ship as the fire helper needs it: its card and what it carries now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FireShip {
    pub class: ShipClass,
    /// The class's card, or the game's (possibly edited) card.
    pub card: ShipCard,
    /// Ignored for a fort, which has none.
    pub heading: Heading,
    /// Hull damage.
    pub hull: u8,
    /// Sail damage.
    pub sails: u8,
    /// A face-up captain (only then may the table count on it).
    pub captain: Option<Captain>,
    /// Shot markers left this round as given: the player's count, or the
    /// game's. What the rules count is [`FireShip::shots_left`].
    pub markers: u8,
    /// The ship's one chaser shot of this round is fired (§4.5).
    pub chaser_fired: bool,
}

impl FireShip {
    /// An undamaged ship of this class with all its shots, no captain.
    pub const fn of_class(class: ShipClass, heading: Heading) -> FireShip {
        let card = class.card();
        FireShip {
            class,
            card,
            heading,
            hull: 0,
            sails: 0,
            captain: None,
            markers: card.shots,
            chaser_fired: false,
        }
    }

    /// The shot markers it has left this round, as the core counts them
    /// ([`shots_left`]): its chaser shot, once fired, used one of them, so a
    /// brig or frigate has none left after it (§4.5).
    pub const fn shots_left(&self) -> u8 {
        shots_left(self.card.shots, self.markers, self.chaser_fired)
    }

    /// The most markers it can have left now (its card's, less the chaser
    /// shot's once fired): the top of its "shots left" input.
    pub const fn most_shots_left(&self) -> u8 {
        shots_left(self.card.shots, self.card.shots, self.chaser_fired)
    }

    pub fn is_fort(&self) -> bool {
        self.class == ShipClass::Fort
    }

    /// The heading the rules see: none for a fort.
    pub fn rules_heading(&self) -> Option<Heading> {
        (!self.is_fort()).then_some(self.heading)
    }

    /// The ship as a shooter (§4.1–4.4).
    pub fn shooter(&self) -> Shooter {
        let mut s = Shooter::new(&self.card, self.rules_heading());
        s.damage = self.hull;
        s.captain = self.captain;
        s.chaser_spent = self.chaser_fired;
        s
    }

    /// The ship in the firing order (§4.6).
    pub fn combatant(&self) -> Combatant {
        let mut c = Combatant::new(&self.card, self.rules_heading());
        c.shots_left = self.markers;
        c.captain = self.captain;
        c.chaser_spent = self.chaser_fired;
        c
    }

    /// The ship as a target (§4.5).
    pub fn target_state(&self) -> TargetState {
        let mut t = TargetState::new(&self.card);
        t.hull_damage = self.hull;
        t.sail_damage = self.sails;
        t
    }

    /// The same ship with another class: its card, and what it carries
    /// brought within the new card.
    pub fn with_class(self, class: ShipClass) -> FireShip {
        let card = class.card();
        FireShip {
            class,
            card,
            hull: self.hull.min(card.max_hull_damage()),
            sails: if class == ShipClass::Fort {
                0
            } else {
                self.sails.min(card.max_sail_damage())
            },
            markers: card.shots,
            chaser_fired: false,
            ..self
        }
    }

    /// A ship of the open game as the table sees it.
    pub fn of_view(s: &ShipView, chaser_fired: bool) -> FireShip {
        FireShip {
            class: s.class,
            card: s.card,
            heading: s.heading,
            hull: s.hull,
            sails: s.sails,
            captain: s
                .captain
                .as_ref()
                .filter(|c| c.face_up)
                .and_then(|c| c.card.captain),
            markers: s.shots_left,
            chaser_fired,
        }
    }
}

/// Another ship gathered into the salvo: its class, heading, where the
/// target lies from it (a line and a distance: nothing else can fire),
/// its damage, captain Target, and the shots it puts in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Partner {
    pub ship: FireShip,
    /// The direction from this ship to the target.
    pub line: Heading,
    /// The distance to the target in cells.
    pub distance: u8,
    /// The shot markers it puts into the salvo.
    pub shots: u8,
}

impl Partner {
    pub fn new() -> Partner {
        Partner {
            ship: FireShip::of_class(ShipClass::Brig, Heading::N),
            line: Heading::E,
            distance: 2,
            shots: 1,
        }
    }

    /// The target's cell seen from this ship.
    pub fn at(&self) -> Offset {
        self.line.step() * i32::from(self.distance)
    }
}

impl Default for Partner {
    fn default() -> Self {
        Partner::new()
    }
}

/// A ship of the open game, named.
#[derive(Clone, Debug, PartialEq)]
pub struct GameShip {
    pub id: Uuid,
    /// The name as the players gave it (the words add the class).
    pub name: String,
    pub ship: FireShip,
}

/// The helper opened for a ship of the open game (`#/tools/fire?ship=…`):
/// that ship, and its enemies afloat, any of which may be the target.
#[derive(Clone, Debug, PartialEq)]
pub struct Tracked {
    pub shooter: GameShip,
    pub enemies: Vec<GameShip>,
    /// The game's names, for the confirmation's words.
    pub names: Names,
}

impl Tracked {
    /// The ship `id` of the table's view, with its enemies; `None` when the
    /// game has no such ship afloat.
    pub fn from_view(view: &GameView, id: Uuid) -> Option<Tracked> {
        let me = view.ships.iter().find(|s| s.id == id && afloat(s))?;
        let game_ship = |s: &ShipView| GameShip {
            id: s.id,
            name: s.name.clone(),
            ship: FireShip::of_view(s, chaser_fired(view, s.id)),
        };
        let names = Names::of(view);
        Some(Tracked {
            shooter: game_ship(me),
            enemies: view
                .ships
                .iter()
                .filter(|o| afloat(o) && enemies(view, me, o))
                .map(game_ship)
                .collect(),
            names,
        })
    }
}

fn afloat(s: &ShipView) -> bool {
    !matches!(s.status, ShipStatus::Sunk { .. })
}

/// Whether `o` belongs to an enemy of `me`'s owner: another player who is
/// not an ally (the game's `State::enemies`, read from the view, which has
/// no such method yet).
fn enemies(view: &GameView, me: &ShipView, o: &ShipView) -> bool {
    let allied = view
        .players
        .iter()
        .find(|p| p.id == me.owner)
        .is_some_and(|p| p.allies.contains(&o.owner));
    o.owner != me.owner && !allied
}

/// Whether the game recorded `ship`'s one chaser shot in the current round
/// (the `ShotsUsed` event marks it; the view has no field for it yet).
fn chaser_fired(view: &GameView, ship: Uuid) -> bool {
    let Some(round) = view.current_round.map(|r| r.number) else {
        return false;
    };
    view.log
        .iter()
        .filter(|e| e.round == Some(round))
        .flat_map(|e| e.events.iter())
        .any(|ev| matches!(ev, GameEvent::ShotsUsed { ship: s, chaser: true, .. } if *s == ship))
}
