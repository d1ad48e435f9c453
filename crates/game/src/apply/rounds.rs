//! Rounds and movement (§3): a new round with its weather (shots and the
//! chaser shot reset, the two-calms memory carried over), a move recorded
//! (the two-calms move checked against the core's calm options), a heading
//! corrected.

use super::Outcome;
use crate::error::RuleError;
use crate::event::{Event, Rule};
use crate::model::{Round, State};
use shturman_rules::movement::{calm_options, first_calm_after};
use shturman_rules::{Heading, Weather};
use uuid::Uuid;

/// Whether a ship may make the two-calms move now (§3.2): a calm, the
/// core's calm options grant it from the card and the calm memory, and the
/// ship has not made it already this round. The one place this is decided:
/// recording the move and [`crate::ShipView::two_calms_open`] both ask it.
pub(crate) fn two_calms_granted(
    weather: Weather,
    card: &shturman_rules::ShipCard,
    heading: Heading,
    unturned_through_previous_calm: bool,
    made_two_calms_move: bool,
) -> bool {
    weather == Weather::Calm
        && !made_two_calms_move
        && calm_options(card, heading, unturned_through_previous_calm)
            .two_calms
            .is_some()
}

impl State {
    pub(super) fn ship_moved(
        &mut self,
        ship: &Uuid,
        heading: &Heading,
        two_calms: bool,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
        let round = *self.round()?;
        let i = self.afloat(*ship)?;
        let s = &mut self.ships[i];
        if s.is_fort() {
            return Err(RuleError::FortCannotMove { ship: *ship });
        }
        if two_calms {
            // The core decides whether the card and the calm memory grant
            // the move; it goes along the heading, which does not change.
            let granted = two_calms_granted(
                round.weather,
                &s.card,
                s.heading,
                s.unturned_through_previous_calm,
                s.made_two_calms_move,
            );
            if !granted || *heading != s.heading {
                return Err(RuleError::TwoCalmsNotAllowed { ship: *ship });
            }
            s.made_two_calms_move = true;
            o.events.push(Event::TwoCalmsMove { ship: *ship });
            o.rule(Rule::TwoCalmsMove);
        }
        let from = s.heading;
        s.heading = *heading;
        o.events.push(Event::Moved {
            ship: *ship,
            from,
            to: *heading,
        });
        o.rule(Rule::Movement);
        if from != *heading {
            s.turned_this_round = true;
            if round.weather == Weather::Calm {
                o.rule(Rule::CalmMemory);
                if s.unturned_through_previous_calm {
                    s.unturned_through_previous_calm = false;
                    o.events.push(Event::CalmMemoryCleared { ship: *ship });
                }
            }
        }
        Ok(())
    }

    pub(super) fn set_heading(
        &mut self,
        ship: &Uuid,
        heading: &Heading,
        o: &mut Outcome,
    ) -> Result<(), RuleError> {
        let i = self.afloat(*ship)?;
        let s = &mut self.ships[i];
        if s.is_fort() {
            return Err(RuleError::FortHasNoHeading { ship: *ship });
        }
        let from = s.heading;
        s.heading = *heading;
        o.events.push(Event::HeadingSet {
            ship: *ship,
            from,
            to: *heading,
        });
        o.rule(Rule::Correction);
        Ok(())
    }

    pub(super) fn start_round(&mut self, weather: Weather, o: &mut Outcome) {
        let previous_calm = self
            .current_round()
            .is_some_and(|r| r.weather == Weather::Calm);
        let number = self.rounds.len() as u32 + 1;
        self.rounds.push(Round { number, weather });
        o.events.push(Event::RoundStarted { number, weather });
        o.rule(Rule::ShotsPerRound);
        for s in self.ships.iter_mut().filter(|s| s.is_afloat()) {
            s.shots_used = 0;
            s.chaser_fired = false;
            let kept = first_calm_after(previous_calm, s.turned_this_round, s.made_two_calms_move);
            s.turned_this_round = false;
            s.made_two_calms_move = false;
            if kept || s.unturned_through_previous_calm {
                o.events.push(Event::CalmMemory {
                    ship: s.id,
                    unturned_through_previous_calm: kept,
                });
                o.rule(Rule::CalmMemory);
            }
            s.unturned_through_previous_calm = kept;
        }
    }
}
