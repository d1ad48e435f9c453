//! The planner as its components render it: the situation's inputs, the
//! planning panel (the budget, the grid, what the last tap did, the step
//! buttons or the calm moves, recording the move in the game) and, below
//! it, how the budget or the calm and storm options came about, the steps
//! taken and the fire lines the move may cross (§4.7).

use super::grid::{GridView, grid};
use super::{CLASSES, CalmMove, FIELDS, Notice, PlannerScreen, Sky};
use crate::route::Route;
use crate::view::{Choice, Stepper, Toggle, Tone, Why};
use shturman_game::Action;
use shturman_rules::card::{CardField, MAX_CARD_VALUE, Source};
use shturman_rules::engagement::{Crossing, crossing_fire};
use shturman_rules::movement::{Move, first_calm_after, fresh_step};
use shturman_rules::{Assumption, Heading, Offset, ShipCard, ShipClass};
use shturman_words::Lang;
use shturman_words::game::table::wind_note;
use shturman_words::planner::{Words, heading_button, num, words};
use shturman_words::terms::{heading_arrow, heading_code, terms};

/// Stable names of the turn choices, by heading index.
const TURN_CODES: [&str; 8] = [
    "turn-N", "turn-NE", "turn-E", "turn-SE", "turn-S", "turn-SW", "turn-W", "turn-NW",
];

/// One point of a compass rose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RosePoint {
    pub heading: Heading,
    /// "N", "NE", …: for test ids.
    pub code: &'static str,
    pub arrow: &'static str,
    /// "С", "СВ" / "N", "NE".
    pub short: &'static str,
    /// "Курс: север", for a screen reader.
    pub label: String,
    pub selected: bool,
}

/// A heading picked on a compass rose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoseView {
    pub title: &'static str,
    /// The arrow of the heading picked, for the rose's centre.
    pub arrow: &'static str,
    /// Clockwise from north.
    pub points: Vec<RosePoint>,
    /// Under a wind's rose, how the rules name the wind picked ("Западный
    /// ветер — дует на запад, как в правилах", issue 33, item 8).
    pub note: Option<String>,
}

/// One editable card value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardStepper {
    pub field: CardField,
    pub code: &'static str,
    pub stepper: Stepper,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardView {
    pub title: &'static str,
    /// Said when the values differ from the class card.
    pub custom: Option<&'static str>,
    pub fields: Vec<CardStepper>,
    pub reset: &'static str,
}

/// The fresh-wind budget and what is left of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BudgetLine {
    pub budget_label: &'static str,
    pub budget: String,
    pub remaining_label: &'static str,
    pub remaining: String,
}

/// One of the F / L / R buttons, with what the step would leave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepButton {
    pub mv: Move,
    pub code: char,
    pub arrow: &'static str,
    pub name: &'static str,
    pub preview: Option<String>,
    /// The step's name and the parts of its budget change.
    pub label: String,
    pub enabled: bool,
}

/// Recording the planned move in the game, through the confirmation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordView {
    pub label: &'static str,
    pub summary: String,
    pub action: Action,
    /// Where to go once it is stored: the ship at the table.
    pub then: String,
}

/// The ship of the open game the planner was opened for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrackedView {
    pub label: &'static str,
    pub name: String,
    pub back: &'static str,
    pub back_href: String,
    /// The round's weather comes from the game: no weather to pick (its
    /// row, and the class's, pushed «Записать ход» below the fold, issue
    /// 46 #10).
    pub game_weather: bool,
}

/// The cells the move passes, and who may fire at a ship there (§4.7).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrossingView {
    pub title: &'static str,
    pub cells: String,
    pub items: Vec<Why>,
}

/// The planning panel: everything a tap changes, on one screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Panel {
    /// Fresh wind: the budget and what is left.
    pub budget: Option<BudgetLine>,
    /// Calm and storm: the rule in one line.
    pub headline: Option<Why>,
    pub grid: GridView,
    /// What the last tap did, or why nothing changed.
    pub status: Vec<(Tone, String)>,
    /// A tapped cell: the button that takes its path.
    pub follow: Option<&'static str>,
    /// Fresh wind: L, F, R.
    pub steps: Vec<StepButton>,
    pub undo: Option<(&'static str, bool)>,
    pub reset: Option<&'static str>,
    /// The turns in place offered, under this title.
    pub turn_label: Option<&'static str>,
    pub turns: Vec<Choice<Heading>>,
    /// Calm: the turns, the move forward, the two-calms move.
    pub calm_moves: Vec<Choice<CalmMove>>,
    pub record: Option<RecordView>,
}

/// The whole planner screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlannerView {
    pub title: &'static str,
    pub tracked: Option<TrackedView>,
    pub heading: RoseView,
    /// The wind's or the storm's rose; none in a calm.
    pub wind: Option<RoseView>,
    pub sky_label: &'static str,
    pub skies: Vec<Choice<Sky>>,
    pub class_label: &'static str,
    pub classes: Vec<Choice<ShipClass>>,
    pub sails: Stepper,
    pub rapid: Toggle,
    /// Calm, free planner: the calm memory as a switch.
    pub first_calm: Option<Toggle>,
    /// Calm, a ship of the game: the calm memory as the game has it.
    pub first_calm_note: Option<&'static str>,
    pub card: CardView,
    /// Why the last input changed nothing (or less than asked).
    pub input_notice: Option<String>,
    pub panel: Panel,
    /// Fresh wind, a ship that can move: the turns in place instead of a
    /// move, under this title (below the panel).
    pub turn_label: Option<&'static str>,
    pub turns: Vec<Choice<Heading>>,
    pub why_title: &'static str,
    pub why: Vec<Why>,
    pub steps_title: &'static str,
    pub log: Vec<String>,
    /// What "(x,y)" in the log and the crossing reminders means.
    pub coords: &'static str,
    pub crossing: Option<CrossingView>,
}

fn why(text: impl Into<String>, section: &str, a: Option<Assumption>) -> Why {
    Why {
        assumption: a.map(Assumption::id),
        ..Why::new(text, Some(section))
    }
}

fn rose(lang: Lang, title: &'static str, value: Heading) -> RoseView {
    let w = words(lang);
    RoseView {
        title,
        arrow: heading_arrow(value),
        points: Heading::ALL
            .into_iter()
            .map(|h| RosePoint {
                heading: h,
                code: h.code(),
                arrow: heading_arrow(h),
                short: heading_code(lang, h),
                label: (w.rose_point)(title, h),
                selected: h == value,
            })
            .collect(),
        note: None,
    }
}

fn notice_text(w: &Words, n: Notice) -> String {
    match n {
        Notice::SailsAbove { range } => (w.sails_above)(range),
        Notice::SailsLowered { to } => (w.sails_lowered)(to),
        Notice::CardAbove => (w.card_above)(MAX_CARD_VALUE),
        Notice::Fort => w.fort.to_string(),
        Notice::FromGame => w.calm_from_game.to_string(),
        Notice::Move(e) => (w.move_error)(e),
        Notice::OutOfReach => w.out_of_reach.to_string(),
        Notice::StormNothing => w.storm_nothing.to_string(),
        Notice::NotOffered => w.not_offered.to_string(),
    }
}

/// Whether any step between consecutive cells (from the start) is a
/// diagonal one, which may cross a diagonal fire line at a corner.
fn has_diagonal_step(cells: &[Offset]) -> bool {
    let mut prev = Offset::ZERO;
    cells.iter().any(|&c| {
        let d = c - prev;
        prev = c;
        d.x.abs() == 1 && d.y.abs() == 1
    })
}

impl PlannerScreen {
    /// The screen in the player's language.
    pub fn view(&self, lang: Lang) -> PlannerView {
        let w = words(lang);
        let t = terms(lang);
        let notice = self.notice.map(|n| (n.at_inputs(), notice_text(w, n)));
        PlannerView {
            title: w.title,
            tracked: self.tracked.as_ref().map(|g| TrackedView {
                label: w.from_game,
                name: g.ship.name.clone(),
                back: w.back,
                back_href: Route::Table {
                    ship: Some(g.ship.id),
                }
                .hash(),
                game_weather: g.weather.is_some(),
            }),
            heading: rose(lang, w.heading, self.heading),
            wind: match self.sky {
                Sky::Calm => None,
                Sky::Fresh => Some(RoseView {
                    note: Some(wind_note(lang, self.wind, false)),
                    ..rose(lang, w.wind, self.wind)
                }),
                Sky::Storm => Some(RoseView {
                    note: Some(wind_note(lang, self.wind, true)),
                    ..rose(lang, w.storm_dir, self.wind)
                }),
            },
            sky_label: w.weather,
            skies: Sky::ALL
                .into_iter()
                .map(|k| {
                    let label = match k {
                        Sky::Calm => w.calm,
                        Sky::Fresh => w.fresh,
                        Sky::Storm => w.storm,
                    };
                    Choice::new(k, k.code(), label, k == self.sky)
                })
                .collect(),
            class_label: w.ship,
            classes: CLASSES
                .into_iter()
                .map(|c| Choice::new(c, c.code(), (t.class)(c), c == self.class))
                .collect(),
            sails: Stepper {
                label: w.sails.into(),
                value: self.sail_damage,
                min: 0,
                max: self.card.fresh_straight,
            },
            rapid: Toggle {
                label: w.rapid.into(),
                on: self.rapid,
            },
            first_calm: (self.sky == Sky::Calm && self.tracked.is_none()).then(|| Toggle {
                label: w.first_calm.into(),
                on: self.first_calm,
            }),
            first_calm_note: (self.sky == Sky::Calm && self.tracked.is_some())
                .then(|| (w.first_calm_game)(self.first_calm)),
            card: CardView {
                title: w.card,
                custom: (self.card != self.class.card()).then_some(w.card_custom),
                fields: FIELDS
                    .into_iter()
                    .map(|(field, code)| CardStepper {
                        field,
                        code,
                        stepper: Stepper {
                            label: (w.field)(field).into(),
                            value: self.card.get(field),
                            min: 0,
                            max: MAX_CARD_VALUE,
                        },
                    })
                    .collect(),
                reset: w.card_reset,
            },
            input_notice: notice.clone().filter(|n| n.0).map(|n| n.1),
            panel: self.panel(lang, notice.filter(|n| !n.0).map(|n| n.1)),
            turns: if self.sky == Sky::Fresh && self.planner.budget().can_move() {
                self.turn_choices(lang)
            } else {
                Vec::new()
            },
            turn_label: (self.sky == Sky::Fresh
                && self.planner.budget().can_move()
                && !self.planner.turn_in_place_options().headings.is_empty())
            .then_some(w.turn_in_place),
            why_title: match self.sky {
                Sky::Fresh => w.budget_why,
                Sky::Calm => w.calm_why,
                Sky::Storm => w.storm_why,
            },
            why: match self.sky {
                Sky::Fresh => self.budget_why(lang),
                Sky::Calm => self.calm_why(lang),
                Sky::Storm => self.storm_why(lang),
            },
            steps_title: w.steps,
            log: self.log(lang),
            coords: w.coords,
            crossing: self.crossing(lang),
        }
    }

    fn panel(&self, lang: Lang, notice: Option<String>) -> Panel {
        let w = words(lang);
        let mut status: Vec<(Tone, String)> = notice.into_iter().map(|n| (Tone::Bad, n)).collect();
        let p = &self.planner;
        let mut panel = Panel {
            budget: None,
            headline: None,
            grid: grid(self, lang),
            status: Vec::new(),
            follow: None,
            steps: Vec::new(),
            undo: None,
            reset: None,
            turn_label: None,
            turns: Vec::new(),
            calm_moves: Vec::new(),
            record: None,
        };
        match self.sky {
            Sky::Fresh => {
                let b = p.budget();
                panel.budget = Some(BudgetLine {
                    budget_label: w.budget,
                    budget: num(b.budget),
                    remaining_label: w.remaining,
                    remaining: num(p.state().remaining),
                });
                if !b.can_move() {
                    status.push((
                        Tone::Bad,
                        if b.dismasted {
                            w.dismasted.to_string()
                        } else {
                            (w.cannot_move)(b.budget)
                        },
                    ));
                }
                self.fresh_status(lang, &mut status);
                if p.is_over() && !p.steps().is_empty() {
                    status.push((Tone::Good, w.move_over.to_string()));
                }
                panel.follow = self.selected.map(|_| w.follow);
                panel.steps = [Move::L, Move::F, Move::R]
                    .into_iter()
                    .map(|mv| {
                        let next = (!p.is_over())
                            .then(|| fresh_step(p.state(), p.wind(), mv).ok())
                            .flatten();
                        StepButton {
                            mv,
                            code: mv.code(),
                            arrow: match mv {
                                Move::F => "↑",
                                Move::L => "↰",
                                Move::R => "↱",
                            },
                            name: (w.move_name)(mv),
                            preview: next.map(|s| (w.preview)(s.to.remaining)),
                            label: match next {
                                Some(s) => (w.step_aria)(mv, s.change, s.to.remaining),
                                None => (w.move_name)(mv).to_string(),
                            },
                            enabled: next.is_some(),
                        }
                    })
                    .collect();
                panel.undo = Some((
                    w.undo,
                    !p.steps().is_empty() || p.turned_in_place().is_some(),
                ));
                panel.reset = Some(w.reset);
                // a ship that cannot move may only turn: offered here, in
                // the panel; otherwise below it
                if !b.can_move() {
                    panel.turns = self.turn_choices(lang);
                    panel.turn_label = (!panel.turns.is_empty()).then_some(w.turn_in_place);
                }
            }
            Sky::Calm => {
                self.calm_panel(lang, &mut panel, &mut status);
            }
            Sky::Storm => {
                let d = self.storm();
                panel.headline = Some(why(
                    (w.storm_drift)(self.card.storm_range, d.drift, d.heading),
                    "3.3",
                    d.assumptions.first().copied(),
                ));
                if self.dismasted() {
                    status.push((Tone::Plain, w.dismasted_storm.to_string()));
                }
            }
        }
        if status.is_empty() && self.sky == Sky::Fresh {
            status.push((Tone::Plain, w.hint.to_string()));
        }
        panel.status = status;
        panel.record = self.record(lang);
        panel
    }

    /// The tapped cell's path, or the last step, with the two cells a turn
    /// from a straight heading must find free.
    fn fresh_status(&self, lang: Lang, status: &mut Vec<(Tone, String)>) {
        let w = words(lang);
        let p = &self.planner;
        let two_free = |s: &shturman_rules::movement::Step| {
            s.needs_two_free_cells()
                .then(|| (Tone::Plain, w.two_free_here.to_string()))
        };
        let reach = p.reach();
        if let Some(e) = self.selected.and_then(|at| reach.best_at_cell(at)) {
            let moves: Vec<Move> = e.path.iter().collect();
            status.push((Tone::Plain, (w.path_to)(e.heading, e.remaining, &moves)));
            status.extend(reach.steps(e).iter().find_map(two_free));
        } else if let Some(s) = p.steps().last() {
            status.push((
                Tone::Plain,
                (w.step_now)(s.mv, s.to.heading, s.change, s.to.remaining),
            ));
            status.extend(two_free(s));
        } else if let Some(h) = p.turned_in_place() {
            status.push((Tone::Plain, (w.turned)(h)));
        }
    }

    /// The turns in place a fresh-wind move still offers.
    fn turn_choices(&self, lang: Lang) -> Vec<Choice<Heading>> {
        self.planner
            .turn_in_place_options()
            .headings
            .iter()
            .map(|h| {
                let code = TURN_CODES[usize::from(h.index())];
                Choice::new(h, code, heading_button(lang, h), false)
            })
            .collect()
    }

    fn calm_panel(&self, lang: Lang, panel: &mut Panel, status: &mut Vec<(Tone, String)>) {
        let w = words(lang);
        let c = self.calm();
        let mut moves: Vec<Choice<CalmMove>> = c
            .turn
            .headings
            .iter()
            .map(|h| {
                let m = CalmMove::Turn(h);
                let code = TURN_CODES[usize::from(h.index())];
                Choice::new(m, code, heading_button(lang, h), self.calm_move == Some(m))
            })
            .collect();
        if let Ok(n) = u8::try_from(c.forward.len())
            && n > 0
        {
            let on = matches!(self.calm_move, Some(CalmMove::Forward(_)));
            moves.push(Choice::new(
                CalmMove::Forward(n),
                "forward",
                (w.forward_to)(n),
                on,
            ));
        }
        if c.two_calms.is_some() {
            let on = self.calm_move == Some(CalmMove::TwoCalms);
            moves.push(Choice::new(
                CalmMove::TwoCalms,
                "two-calms",
                w.two_calms,
                on,
            ));
            status.push((Tone::Plain, w.two_calms_rate.to_string()));
        }
        panel.turn_label = Some(w.calm_pick);
        panel.calm_moves = moves;
        match self.calm_move {
            Some(m) => {
                status.push((
                    Tone::Good,
                    match m {
                        CalmMove::Turn(h) => (w.turned)(h),
                        CalmMove::Forward(n) => (w.forward_to)(n),
                        CalmMove::TwoCalms => w.two_calms_offer.to_string(),
                    },
                ));
                status.push((Tone::Plain, (w.next_calm)(self.next_calm()).to_string()));
            }
            None if self.dismasted() => status.push((Tone::Plain, w.dismasted_calm.to_string())),
            None => {}
        }
    }

    /// After the calm move planned: does the next calm count as a second
    /// calm? (The core's `first_calm_after`.)
    fn next_calm(&self) -> bool {
        first_calm_after(
            true,
            matches!(self.calm_move, Some(CalmMove::Turn(h)) if h != self.heading),
            self.calm_move == Some(CalmMove::TwoCalms),
        )
    }

    fn budget_why(&self, lang: Lang) -> Vec<Why> {
        let w = words(lang);
        let b = self.planner.budget();
        let straight = b.heading.is_straight();
        let a1 = match ShipCard::source(self.class, CardField::FreshDiagonal) {
            Source::Assumed(a) if !straight && self.card == self.class.card() => Some(a),
            _ => None,
        };
        let mut v = vec![why((w.card_range)(straight, b.card_range), "3.1", a1)];
        if self.rapid && b.dismasted {
            v.push(why(w.rapid_dismasted, "4.5", None));
        } else if b.rapid > 0 {
            v.push(why((w.rapid_part)(b.rapid), "6", None));
        }
        if b.sail_damage > 0 {
            v.push(why((w.sails_part)(b.sail_damage), "3.1", None));
        }
        v.push(why((w.max_range)(b.max_range), "3.1", None));
        v.push(why(
            (w.deviation)(b.deviation, b.heading, b.wind),
            "1",
            None,
        ));
        v.push(why((w.budget_total)(b.budget), "3.1", None));
        if b.dismasted {
            v.push(why(
                w.dismasted,
                "4.5",
                Some(Assumption::A20DismastedDriftsAndTurns),
            ));
        }
        v
    }

    fn calm_why(&self, lang: Lang) -> Vec<Why> {
        let w = words(lang);
        let c = self.calm();
        let has = |a: Assumption| c.assumptions.contains(&a).then_some(a);
        let mut v = vec![
            why(w.calm_rule, "3.2", None),
            why(
                (w.calm_turns)(c.turn.allowance),
                "3.2",
                c.turn.assumptions.first().copied(),
            ),
        ];
        v.push(match u8::try_from(c.forward.len()) {
            Ok(n) if n > 0 => why((w.calm_forward)(n), "3.2", None),
            _ => why(w.calm_no_forward, "3.2", None),
        });
        let reading =
            has(Assumption::A3TwoCalmsStraight).or(has(Assumption::A13TwoCalmsAnyCalmShip));
        v.push(match (c.two_calms, self.first_calm) {
            (Some(_), _) => why(w.two_calms_offer, "3.2", reading),
            (None, false) => why(w.two_calms_first, "3.2", None),
            (None, true) => why(w.two_calms_none, "3.2", reading),
        });
        v.push(why(w.two_calms_rate, "3.2", None));
        v.push(why((w.next_calm)(self.next_calm()), "3.2", None));
        if self.dismasted() {
            v.push(why(
                w.dismasted_calm,
                "3.2",
                Some(Assumption::A20DismastedDriftsAndTurns),
            ));
        }
        if self.rapid || self.sail_damage > 0 {
            v.push(why(w.calm_storm_rapid, "6", None));
        }
        v
    }

    fn storm_why(&self, lang: Lang) -> Vec<Why> {
        let w = words(lang);
        let d = self.storm();
        let mut v = vec![why(
            (w.storm_drift)(self.card.storm_range, d.drift, d.heading),
            "3.3",
            d.assumptions.first().copied(),
        )];
        if self.dismasted() {
            v.push(why(
                w.dismasted_storm,
                "3.3",
                Some(Assumption::A20DismastedDriftsAndTurns),
            ));
        }
        if self.rapid || self.sail_damage > 0 {
            v.push(why(w.calm_storm_rapid, "6", None));
        }
        v
    }

    /// The fresh-wind steps taken, each with its reason.
    fn log(&self, lang: Lang) -> Vec<String> {
        let w = words(lang);
        if self.sky != Sky::Fresh {
            return Vec::new();
        }
        let p = &self.planner;
        let mut v: Vec<String> = p
            .steps()
            .iter()
            .map(|s| {
                let line = (w.step_line)(s.mv, s.to.at, s.to.heading, s.change, s.to.remaining);
                match s.passed.as_slice() {
                    [a, b] if s.needs_two_free_cells() => {
                        format!("{line}. {}", (w.two_free)(*a, *b))
                    }
                    _ => line,
                }
            })
            .collect();
        v.extend(p.turned_in_place().map(w.turned));
        v
    }

    /// The cells the planned move passes, and who may fire at a ship
    /// passing or ending in a covered cell (§4.7, the core's
    /// `crossing_fire`).
    fn crossing(&self, lang: Lang) -> Option<CrossingView> {
        let w = words(lang);
        let cells: Vec<Offset> = match self.sky {
            Sky::Fresh => {
                let mut cells = self.planner.passed();
                let reach = self.planner.reach();
                if let Some(e) = self.selected.and_then(|at| reach.best_at_cell(at)) {
                    cells.extend(reach.passed(e));
                }
                cells
            }
            Sky::Calm => {
                let c = self.calm();
                match self.calm_move {
                    Some(CalmMove::Forward(n)) => {
                        c.forward.iter().take(usize::from(n)).copied().collect()
                    }
                    Some(CalmMove::TwoCalms) => c.two_calms.into_iter().collect(),
                    _ => Vec::new(),
                }
            }
            Sky::Storm => Vec::new(),
        };
        let (end, passed) = cells.split_last()?;
        let mut items = Vec::new();
        if !passed.is_empty() {
            let f = crossing_fire(Crossing::PassesThrough, false, false, false);
            items.push(why((w.passes)(f), "4.7", None));
        }
        let ends = |acted, swift, opens| crossing_fire(Crossing::EndsIn, acted, swift, opens);
        items.push(why(
            (w.ends)(
                ends(false, false, true),
                ends(true, false, false),
                ends(false, false, false),
                ends(true, true, false),
            ),
            "4.7",
            None,
        ));
        if has_diagonal_step(&cells) {
            let corner =
                |turned| crossing_fire(Crossing::CrossesDiagonally { turned }, false, false, false);
            items.push(why((w.corner)(corner(false), corner(true)), "4.7", None));
        }
        Some(CrossingView {
            title: w.crossing,
            cells: (w.crossing_cells)(passed, *end),
            items,
        })
    }

    /// The planned move, to record for the ship of the game.
    fn record(&self, lang: Lang) -> Option<RecordView> {
        let w = words(lang);
        let g = self.tracked.as_ref()?;
        // a move is recorded in a round: before round 1 the core refused it
        // after the confirmation (issue 46 #4); nothing is offered then
        g.weather?;
        let (heading, two_calms) = self.planned()?;
        Some(RecordView {
            label: w.record,
            summary: (w.record_summary)(&g.ship.name, heading, two_calms),
            action: Action::ShipMoved {
                ship: g.ship.id,
                heading,
                two_calms,
            },
            then: Route::Table {
                ship: Some(g.ship.id),
            }
            .hash(),
        })
    }
}
