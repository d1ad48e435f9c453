//! The shooter's and the target's inputs, each with its one-line summary;
//! a ship of the open game gives its values from there.

use super::parts::{captain_choices, class_choices, heading_choices, stepper};
use crate::fire::FireScreen;
use crate::view::{Choice, Stepper, Toggle};
use shturman_rules::{Captain, Heading, ShipClass};
use shturman_words::Lang;
use shturman_words::fire::words;
use shturman_words::terms::terms;

/// The shooter's inputs and their one-line summary.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupView {
    pub title: &'static str,
    pub summary: String,
    /// "From the game: …": the inputs come from there and are not shown.
    pub from_game: Option<String>,
    pub classes: Vec<Choice<ShipClass>>,
    /// None for a fort.
    pub headings: Option<Vec<Choice<Heading>>>,
    pub heading_label: &'static str,
    pub damage: Stepper,
    pub captain_label: &'static str,
    pub captains: Vec<Choice<Option<Captain>>>,
    pub shots_left: Stepper,
    pub chaser: Toggle,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TargetView {
    pub title: &'static str,
    pub summary: String,
    /// The enemies of a ship of the open game, and "another ship".
    pub games: Vec<Choice<Option<usize>>>,
    /// A ship of the game: its values come from there.
    pub locked: bool,
    pub classes: Vec<Choice<ShipClass>>,
    pub headings: Option<Vec<Choice<Heading>>>,
    pub heading_label: &'static str,
    pub hull: Stepper,
    /// None for a fort (no sails).
    pub sails: Option<Stepper>,
    pub captain_label: &'static str,
    pub captains: Vec<Choice<Option<Captain>>>,
    pub shots_left: Stepper,
    pub chaser: Toggle,
}

impl FireScreen {
    pub(super) fn setup_view(&self, lang: Lang) -> SetupView {
        let w = words(lang);
        let t = terms(lang);
        let s = &self.shooter;
        SetupView {
            title: w.shooter,
            summary: (w.ship_summary)(
                (t.class)(s.class),
                s.rules_heading(),
                s.hull,
                s.card.strength,
                s.shots_left(),
                s.chaser_fired,
            ),
            from_game: self.tracked.as_ref().map(|tr| {
                (w.from_game)(&(shturman_words::game_log::words(lang).ship_label)(
                    s.class,
                    &tr.shooter.name,
                ))
            }),
            classes: class_choices(t, s.class),
            headings: s.rules_heading().map(|h| heading_choices(t, h)),
            heading_label: w.heading,
            damage: stepper(w.hull_damage, s.hull, 0, s.card.max_hull_damage()),
            captain_label: w.captain,
            captains: captain_choices(w, t, s.captain, &[Captain::Target, Captain::Swift]),
            shots_left: stepper(w.shots_left, s.shots_left(), 0, s.most_shots_left()),
            chaser: Toggle {
                label: w.chaser_fired.into(),
                on: s.chaser_fired,
            },
        }
    }

    pub(super) fn target_view(&self, lang: Lang) -> TargetView {
        let w = words(lang);
        let t = terms(lang);
        let s = &self.target;
        let mut games = Vec::new();
        if let Some(tr) = &self.tracked {
            games.push(Choice::new(
                None,
                "free",
                w.other_target,
                self.target_game.is_none(),
            ));
            for (i, e) in tr.enemies.iter().enumerate() {
                games.push(Choice::new(
                    Some(i),
                    GAME_CODES[i.min(GAME_CODES.len() - 1)],
                    (shturman_words::game_log::words(lang).ship_label)(e.ship.class, &e.name),
                    self.target_game == Some(i),
                ));
            }
        }
        TargetView {
            title: w.target,
            summary: (w.target_summary)(
                (t.class)(s.class),
                s.hull,
                s.card.strength,
                (!s.is_fort()).then_some((s.sails, s.card.fresh_straight)),
            ),
            games,
            locked: self.target_game.is_some(),
            classes: class_choices(t, s.class),
            headings: s.rules_heading().map(|h| heading_choices(t, h)),
            heading_label: w.target_heading,
            hull: stepper(w.hull_damage, s.hull, 0, s.card.max_hull_damage()),
            sails: (!s.is_fort())
                .then(|| stepper(w.sail_damage, s.sails, 0, s.card.max_sail_damage())),
            captain_label: w.captain,
            captains: captain_choices(w, t, s.captain, &[Captain::Swift]),
            shots_left: stepper(w.target_shots_left, s.shots_left(), 0, s.most_shots_left()),
            chaser: Toggle {
                label: w.chaser_fired.into(),
                on: s.chaser_fired,
            },
        }
    }
}

/// Stable codes of the game's targets ("ship-1" …).
const GAME_CODES: [&str; 12] = [
    "ship-1", "ship-2", "ship-3", "ship-4", "ship-5", "ship-6", "ship-7", "ship-8", "ship-9",
    "ship-10", "ship-11", "ship-12",
];
