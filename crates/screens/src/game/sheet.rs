//! The ship's bottom sheet, opened over the table by a tap on its tile
//! (`#/game?ship=<id>`): the common changes in one or two taps — a
//! correction of the hull or the sails, the heading after the move (a
//! rose) — each put to the one confirmation sheet as a [`Proposal`] that says what will be
//! recorded ("Исправление, не выстрел — Бриг «Меркурий»: корпус 1 → 2"); the
//! shot ([`crate::game::shot`], issue 33 #1); the ways to the planner
//! and the fire helper, started from the ship's values. Whether a change
//! is allowed is the core's: a proposal is only an `Action` it checks.

pub mod more;

use crate::view::Choice;
use shturman_game::{Action, GameView, ShipStatus, ShipView, SinkCause, Weather};
use shturman_rules::movement::is_dismasted;
use shturman_rules::{Heading, ShipClass};
use shturman_words::game::sheet::words;

use shturman_words::Lang;
use shturman_words::terms::{heading_arrow, heading_name};
use uuid::Uuid;

/// A change the player asked for, before the confirmation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quick {
    HullHit,
    SailHit,
    Heading(Heading),
    /// The two-calms move (§3.2): one cell on its heading, recorded as such.
    TwoCalms,
}

/// What the confirmation sheet says and what it records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proposal {
    pub summary: String,
    pub actions: Vec<Action>,
}

/// One quick button.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuickButton {
    pub quick: Quick,
    pub code: &'static str,
    pub label: String,
    pub enabled: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetView {
    pub id: Uuid,
    /// "Бриг «Меркурий»".
    pub title: String,
    pub afloat: bool,
    /// A sunk ship's sheet says why nothing is offered (issue 33 #15)
    /// instead of showing every button disabled.
    pub sunk_note: Option<&'static str>,
    pub fort: bool,
    /// The quick corrections (none for a sunk ship).
    pub hits: Vec<QuickButton>,
    /// The two-calms move, when the core's calm options grant it now.
    pub two_calms: Option<QuickButton>,
    pub heading_label: &'static str,
    /// The rose: eight headings, the current one selected; off before
    /// the first round, with `rose_note` saying why.
    pub rose: Vec<Choice<Heading>>,
    pub rose_note: Option<&'static str>,
    /// `#/tools/move?…` and `#/tools/fire?…`, started from this ship.
    pub planner: String,
    pub fire: String,
    pub planner_label: &'static str,
    pub fire_label: &'static str,
    pub more_label: &'static str,
    pub close_label: &'static str,
}

fn find(v: &GameView, id: Uuid) -> Option<&ShipView> {
    v.ships.iter().find(|s| s.id == id)
}

fn afloat(s: &ShipView) -> bool {
    !matches!(s.status, ShipStatus::Sunk { .. })
}

/// The sheet of ship `id`, or `None` if the game has no such ship.
pub fn view(v: &GameView, id: Uuid, lang: Lang) -> Option<SheetView> {
    let w = words(lang);
    let s = find(v, id)?;
    let fort = s.class == ShipClass::Fort;
    let alive = afloat(s);
    let wind = v.current_round.and_then(|r| match r.weather {
        // the tools read a storm's direction as its wind too
        Weather::Fresh(h) | Weather::Storm(h) => Some(h),
        Weather::Calm => None,
    });
    let q = tool_query(s, wind);
    let in_round = v.current_round.is_some();
    let has_rose = !fort && alive;
    Some(SheetView {
        id,
        title: (shturman_words::game_log::words(lang).ship_label)(s.class, &s.name),
        afloat: alive,
        sunk_note: (!alive).then_some(w.sunk_note),
        fort,
        hits: if !alive {
            Vec::new()
        } else {
            vec![
                QuickButton {
                    quick: Quick::HullHit,
                    code: "hull",
                    label: w.hull_hit.into(),
                    enabled: true,
                },
                QuickButton {
                    quick: Quick::SailHit,
                    code: "sails",
                    label: w.sail_hit.into(),
                    enabled: !fort && !is_dismasted(&s.card, s.sails),
                },
            ]
        },
        two_calms: (alive && !fort && two_calms_now(v, s)).then(|| QuickButton {
            quick: Quick::TwoCalms,
            code: "two-calms",
            label: w.two_calms.into(),
            enabled: true,
        }),
        heading_label: w.heading,
        rose: if has_rose {
            Heading::ALL
                .iter()
                .map(|h| {
                    Choice::new(*h, h.code(), heading_arrow(*h), *h == s.heading).enabled(in_round)
                })
                .collect()
        } else {
            Vec::new()
        },
        rose_note: (has_rose && !in_round).then_some(w.no_round),
        planner: format!("#/tools/move?{q}"),
        fire: format!("#/tools/fire?{q}"),
        planner_label: w.planner,
        fire_label: w.fire,
        more_label: w.more,
        close_label: w.close,
    })
}

/// What a quick change records, in words and as actions; `Err` with the
/// reason in the player's language when there is nothing to record.
pub fn propose(v: &GameView, id: Uuid, quick: Quick, lang: Lang) -> Result<Proposal, String> {
    let w = words(lang);
    let s = find(v, id).ok_or_else(|| w.not_afloat.to_string())?;
    if !afloat(s) {
        return Err(w.not_afloat.into());
    }
    let name = (shturman_words::game_log::words(lang).ship_label)(s.class, &s.name);
    // a move is recorded in a round: said before the confirmation, as the
    // shot panel says it, not refused by the core after it (issue 46 #4)
    if matches!(quick, Quick::Heading(_) | Quick::TwoCalms) && v.current_round.is_none() {
        return Err(w.no_round.into());
    }
    Ok(match quick {
        Quick::HullHit => {
            let to = s.hull.saturating_add(1);
            let mut summary = (w.hull_change)(&name, s.hull, to);
            // hull damage equal to the strength sinks the ship (§4.5):
            // the core records that as a sinking, not as damage
            let action = if to >= s.card.strength {
                summary = format!("{summary} — {}", w.sinks);
                Action::ShipSunk {
                    ship: id,
                    cause: SinkCause::EnemyFire { port: None },
                }
            } else {
                Action::SetHullDamage {
                    ship: id,
                    damage: to,
                }
            };
            Proposal {
                summary,
                actions: vec![action],
            }
        }
        Quick::SailHit => {
            if is_dismasted(&s.card, s.sails) {
                return Err(w.sails_full.into());
            }
            let to = s.sails.saturating_add(1);
            let mut summary = (w.sails_change)(&name, s.sails, to);
            if is_dismasted(&s.card, to) {
                summary = format!("{summary} — {}", w.dismasts);
            }
            Proposal {
                summary,
                actions: vec![Action::SetSailDamage {
                    ship: id,
                    damage: to,
                }],
            }
        }
        Quick::TwoCalms => Proposal {
            summary: (w.two_calms_change)(&name),
            actions: vec![Action::ShipMoved {
                ship: id,
                heading: s.heading,
                two_calms: true,
            }],
        },
        Quick::Heading(h) => Proposal {
            summary: if h == s.heading {
                (w.heading_kept)(&name, heading_name(lang, h))
            } else {
                (w.heading_change)(&name, heading_name(lang, s.heading), heading_name(lang, h))
            },
            actions: vec![Action::ShipMoved {
                ship: id,
                heading: h,
                two_calms: false,
            }],
        },
    })
}

/// Does the two-calms move apply to the ship now? The core decides (a
/// calm, its calm options grant it, not already made this round).
fn two_calms_now(v: &GameView, s: &ShipView) -> bool {
    v.current_round.is_some_and(|r| s.two_calms_open(r.weather))
}

/// Query for the table tools, so they start from this ship's values.
pub fn tool_query(s: &ShipView, wind: Option<Heading>) -> String {
    let mut q = format!(
        "ship={}&class={}&heading={}&sails={}&hull={}&strength={}",
        s.id,
        s.class.code(),
        s.heading.code(),
        s.sails,
        s.hull,
        s.card.strength
    );
    if let Some(w) = wind {
        q.push_str(&format!("&wind={}", w.code()));
    }
    if let Some(c) = crate::game::table::face_up(s) {
        q.push_str(&format!("&captain={}", c.code()));
    }
    q
}

#[cfg(test)]
mod tests;
