use super::*;
use crate::view::Tone;
use proptest::prelude::*;
use shturman_game::{CaptainView, CardId, CardInfo, CardPlace, PlayerId, Salt, Seal, ShipStatus};
use shturman_words::Lang;
use uuid::Uuid;

fn status(s: &PlannerScreen, lang: Lang) -> Vec<String> {
    s.view(lang).panel.status.into_iter().map(|l| l.1).collect()
}

fn cell(v: &PlannerView, x: i32, y: i32) -> GridCell {
    v.panel
        .grid
        .cells
        .iter()
        .find(|c| c.at == Offset::new(x, y))
        .cloned()
        .unwrap_or_else(|| panic!("no cell ({x},{y})"))
}

fn step(s: &mut PlannerScreen, moves: &str) {
    for c in moves.chars() {
        s.update(Event::Step(c.to_string().parse().unwrap()));
    }
}

fn ship(heading: Heading, sails: u8, rapid_up: Option<bool>, first_calm: bool) -> ShipView {
    ShipView {
        id: Uuid::from_u128(7),
        class: ShipClass::Brig,
        card: ShipClass::Brig.card(),
        name: "Меркурий".into(),
        owner: PlayerId(0),
        heading,
        hull: 0,
        sails,
        shots_used: 0,
        shots_left: 1,
        unturned_through_previous_calm: first_calm,
        made_two_calms_move: false,
        status: ShipStatus::Afloat,
        captain: rapid_up.map(|face_up| CaptainView {
            place: CardPlace::OnShip {
                ship: Uuid::from_u128(7),
            },
            face_up,
            card: CardInfo {
                owner: PlayerId(0),
                card: CardId(0),
                seal: Seal::new(
                    Uuid::from_u128(1),
                    Uuid::from_u128(7),
                    Captain::Rapid,
                    &Salt::from_bytes([9; 16]),
                ),
                short: String::new(),
                captain: face_up.then_some(Captain::Rapid),
            },
        }),
    }
}

fn track(ship: ShipView, weather: Option<Weather>) -> Event {
    Event::Track(Box::new(FromGame { ship, weather }))
}

/// §3.1, the seed's worked example: brig N, wind W, budget 3; L L F F ends
/// at (−4,2) facing W with 0 left; from (−2,2) an L instead leaves −1.
#[test]
fn the_seeds_brig_example() {
    let mut s = PlannerScreen::default();
    let v = s.view(Lang::En);
    let b = v.panel.budget.clone().unwrap();
    assert_eq!((b.budget.as_str(), b.remaining.as_str()), ("3", "3"));
    assert_eq!(
        v.panel.steps[0].label,
        "Left: step −1, diagonal −1, towards the wind +1, 2 left"
    );
    // the turns in place go below the panel while the ship can move
    assert_eq!(v.turns.len(), 4);
    assert!(v.panel.turns.is_empty() && v.panel.turn_label.is_none());
    step(&mut s, "LL");
    assert_eq!(s.planner().state().at, Offset::new(-2, 2));
    assert_eq!(s.planner().state().heading, Heading::W);
    step(&mut s, "FF");
    let v = s.view(Lang::En);
    assert_eq!(v.panel.budget.clone().unwrap().remaining, "0");
    assert!(v.panel.steps.iter().all(|b| !b.enabled));
    assert!(status(&s, Lang::En).contains(&"Move over".to_string()));
    assert_eq!(cell(&v, -4, 2).kind, CellKind::Ship);
    assert_eq!(cell(&v, -4, 2).text, "←\n0");
    assert_eq!(v.log.len(), 4);
    s.update(Event::Undo);
    s.update(Event::Undo);
    step(&mut s, "L");
    let v = s.view(Lang::Ru);
    assert_eq!(v.panel.budget.clone().unwrap().remaining, "−1");
    assert_eq!(
        v.panel.status[0].1,
        "Влево: курс ЮЗ; шаг −1, диагональ −1, от ветра −1 = −3 → осталось −1"
    );
    // a step once the move is over: refused, nothing changes, said in the panel
    step(&mut s, "F");
    assert_eq!(s.planner().steps().len(), 3);
    assert_eq!(
        s.view(Lang::En).panel.status[0],
        (Tone::Bad, "The move is over: −1 left".to_string())
    );
}

#[test]
fn a_tapped_cell_shows_its_path_and_the_path_can_be_taken() {
    let mut s = PlannerScreen::default();
    s.update(Event::Tap(Offset::new(-4, 2)));
    let v = s.view(Lang::En);
    assert_eq!(
        v.panel.status[0].1,
        "Path: Left ×2, Forward ×2 → heading west, 0 left"
    );
    assert_eq!(v.panel.follow, Some("Take the path"));
    for (x, y) in [(0, 1), (-1, 1), (-2, 2), (-3, 2)] {
        assert_eq!(cell(&v, x, y).kind, CellKind::Path, "({x},{y})");
    }
    assert!(cell(&v, -4, 2).selected);
    assert!(
        v.panel
            .grid
            .legend
            .iter()
            .any(|l| l.selected && l.text == "picked")
    );
    // the crossing reminders list the cells passed
    let c = v.crossing.unwrap();
    assert_eq!(
        c.cells,
        "Passes (0,1), (−1,1), (−2,2), (−3,2); ends in (−4,2)"
    );
    s.update(Event::Follow);
    assert_eq!(s.planner().path().to_string(), "LLFF");
    assert_eq!(s.view(Lang::En).panel.budget.unwrap().remaining, "0");
    assert_eq!(s.selected(), None);
}

#[test]
fn a_cell_out_of_reach_changes_nothing_and_says_so() {
    let mut s = PlannerScreen::default();
    s.update(Event::Tap(Offset::new(-4, 2)));
    s.update(Event::Tap(Offset::new(9, 9)));
    assert_eq!(s.selected(), None);
    assert_eq!(
        s.view(Lang::Ru).panel.status[0],
        (
            Tone::Bad,
            "Эта клетка недостижима: нажмите подсвеченную".to_string()
        )
    );
    assert!(s.planner().steps().is_empty());
}

/// §3.1: a turn from a straight heading passes two cells, both must be free;
/// a turn from a diagonal passes one.
#[test]
fn both_cells_free_where_a_turn_from_a_straight_heading_is_planned() {
    let mut s = PlannerScreen::default();
    step(&mut s, "L");
    let st = status(&s, Lang::En);
    assert!(
        st.iter()
            .any(|l| l == "⚠ A turn from a straight heading: both cells passed must be free"),
        "{st:?}"
    );
    // the log names the two cells
    assert_eq!(
        s.view(Lang::En).log[0],
        "Left: to (−1,1), heading NW; step −1, diagonal −1, towards the wind +1 = −1 → 2 left. \
         ⚠ A turn from a straight heading passes (0,1) and (−1,1): both cells must be free"
    );
    step(&mut s, "L"); // from NW: one cell
    assert!(
        !status(&s, Lang::En)
            .iter()
            .any(|l| l.contains("must be free"))
    );
    // a tapped path that starts with such a turn says it too
    let mut s = PlannerScreen::default();
    s.update(Event::Tap(Offset::new(-4, 2)));
    assert!(
        status(&s, Lang::Ru)
            .iter()
            .any(|l| l.contains("обе клетки на пути должны быть свободны"))
    );
}

#[test]
fn the_grid_is_cropped_to_the_whole_moves_reach_and_stays_put() {
    let mut s = PlannerScreen::default();
    let v = s.view(Lang::En);
    let g = &v.panel.grid;
    let reach = s.planner().reach();
    let (x0, x1, y0, y1) = g.area;
    assert!(
        reach
            .entries
            .iter()
            .all(|e| (x0..=x1).contains(&e.at.x) && (y0..=y1).contains(&e.at.y))
    );
    assert!(reach.entries.iter().any(|e| e.at.x == x0));
    assert!(reach.entries.iter().any(|e| e.at.x == x1));
    assert!(reach.entries.iter().any(|e| e.at.y == y0));
    assert!(reach.entries.iter().any(|e| e.at.y == y1));
    assert_eq!(
        g.cells.len(),
        g.columns * usize::try_from(y1 - y0 + 1).unwrap()
    );
    assert_eq!(g.cells[0].at, Offset::new(x0, y1), "north-west first");
    assert_eq!(g.cells[g.start.1 * g.columns + g.start.0].at, Offset::ZERO);
    assert_eq!(cell(&v, 0, 0).id, "cell-0-0");
    assert_eq!(cell(&v, -4, 2).id, "cell--4-2");
    assert_eq!(
        cell(&v, -4, 2).label,
        "cell (−4,2): reachable: heading west, 0 left; heading south-west, −2 left"
    );
    step(&mut s, "LL");
    let v = s.view(Lang::En);
    assert_eq!(v.panel.grid.area, g.area);
    assert_eq!(cell(&v, 0, 0).kind, CellKind::Start);
    assert_eq!(
        v.panel
            .grid
            .legend
            .iter()
            .map(|l| l.kind)
            .collect::<Vec<_>>(),
        [
            CellKind::Ship,
            CellKind::Start,
            CellKind::Reach,
            CellKind::Path
        ]
    );
}

/// §3.2: one move per two calms. Offered only as `calm_options` says, the
/// rate said plainly, and after it the next calm is a first calm again.
#[test]
fn the_two_calms_move_and_its_rate() {
    let mut s = PlannerScreen::default();
    s.update(Event::Sky(Sky::Calm));
    s.update(Event::Heading(Heading::NE));
    let v = s.view(Lang::En);
    assert!(v.panel.calm_moves.iter().all(|c| c.code != "two-calms"));
    assert!(v.why.iter().any(|w| {
        w.text
            .starts_with("The two-calms move comes in a second calm")
    }));
    assert!(
        v.why
            .iter()
            .any(|w| w.text == "In calm this ship does not move forward on this heading")
    );
    s.update(Event::Calm(CalmMove::TwoCalms));
    assert_eq!(s.calm_move(), None, "not offered: refused");
    assert_eq!(
        s.view(Lang::En).panel.status[0].1,
        "That move is not offered in this calm"
    );
    s.update(Event::FirstCalm(true));
    let v = s.view(Lang::En);
    assert!(v.panel.calm_moves.iter().any(|c| c.code == "two-calms"));
    assert!(
        v.panel
            .status
            .iter()
            .any(|l| l.1 == "One such move per two calms: the next calm is a first calm again")
    );
    s.update(Event::Tap(Offset::new(1, 1)));
    assert_eq!(s.calm_move(), Some(CalmMove::TwoCalms));
    assert_eq!(s.planned(), Some((Heading::NE, true)));
    let v = s.view(Lang::En);
    assert!(
        v.panel
            .status
            .iter()
            .any(|l| l.1 == "The next calm is a first calm again")
    );
    assert_eq!(cell(&v, 1, 1).kind, CellKind::Ship);
    // a frigate (calm 0/0): one straight cell, by
    s.update(Event::Class(ShipClass::Frigate));
    s.update(Event::Heading(Heading::N));
    let v = s.view(Lang::Ru);
    let w = v
        .why
        .iter()
        .find(|w| w.text.starts_with("Ход двух штилей: 1 клетка"))
        .unwrap();
    assert_eq!(w.assumption, Some("A-3"));
    assert_eq!(s.calm().two_calms, Some(Offset::new(0, 1)));
}

#[test]
fn calm_turns_and_the_move_forward_are_one_or_the_other() {
    let mut s = PlannerScreen::default();
    s.update(Event::Sky(Sky::Calm));
    let v = s.view(Lang::En);
    // the brig (calm 1/0) heading N: two turns either way, or 1 cell
    let codes: Vec<&str> = v.panel.calm_moves.iter().map(|c| c.code).collect();
    assert_eq!(codes, ["turn-NE", "turn-E", "turn-W", "turn-NW", "forward"]);
    assert_eq!(v.why[1].assumption, Some("A-2"));
    s.update(Event::Calm(CalmMove::Turn(Heading::E)));
    assert_eq!(s.planned(), Some((Heading::E, false)));
    s.update(Event::Tap(Offset::new(0, 1)));
    assert_eq!(
        s.calm_move(),
        Some(CalmMove::Forward(1)),
        "one or the other"
    );
    let v = s.view(Lang::En);
    assert!(v.panel.status.iter().any(|l| l.1 == "Forward: 1 cell"));
    assert!(
        v.panel
            .status
            .iter()
            .any(|l| l.1 == "The next calm is a second calm in a row (if the heading stays)")
    );
}

/// §4.5, [A-20]: a dismasted ship has no fresh-wind range, Rapid included;
/// it still turns in place, turns in a calm and drifts in a storm.
#[test]
fn a_dismasted_rapid_brig() {
    let mut s = PlannerScreen::default();
    s.update(Event::Rapid(true));
    assert_eq!(s.view(Lang::En).panel.budget.unwrap().budget, "4");
    s.update(Event::SailDamage(5));
    assert!(s.dismasted());
    let v = s.view(Lang::En);
    assert_eq!(v.panel.budget.clone().unwrap().budget, "−2");
    assert_eq!(
        v.panel.status[0],
        (
            Tone::Bad,
            "No sails: no move in a fresh wind; the ship may only turn in place".to_string()
        )
    );
    assert!(v.panel.steps.iter().all(|b| !b.enabled));
    assert_eq!(v.panel.turns.len(), 4);
    assert!(
        v.why
            .iter()
            .any(|w| w.text == "Rapid: +0 — the sails are gone and Rapid gives none back")
    );
    assert!(v.why.iter().any(|w| w.assumption == Some("A-20")));
    s.update(Event::TurnInPlace(Heading::NE));
    assert_eq!(s.planned(), Some((Heading::NE, false)));
    assert!(status(&s, Lang::En).contains(&"Turned in place: heading north-east".to_string()));
    s.update(Event::Sky(Sky::Calm));
    let v = s.view(Lang::En);
    assert!(v.panel.calm_moves.iter().any(|c| c.code == "turn-NE"));
    assert!(v.why.iter().any(|w| w.assumption == Some("A-20")));
    s.update(Event::Sky(Sky::Storm));
    let v = s.view(Lang::En);
    assert_eq!(
        v.panel.headline.unwrap().text,
        "Storm: drifts 2 cells → (−2,0), then the bow points west"
    );
    assert!(
        v.panel
            .status
            .iter()
            .any(|l| l.1 == "No sails, but the storm drifts the ship all the same")
    );
}

#[test]
fn storm_drift_on_the_grid() {
    let mut s = PlannerScreen::default();
    s.update(Event::Sky(Sky::Storm));
    s.update(Event::Wind(Heading::E));
    let v = s.view(Lang::Ru);
    let h = v.panel.headline.clone().unwrap();
    assert_eq!(h.text, "Буря: снос 2 клетки → (2,0), затем нос — на восток");
    assert_eq!(
        (h.section.as_deref(), h.assumption),
        (Some("3.3"), Some("A-4"))
    );
    assert_eq!(cell(&v, 2, 0).kind, CellKind::Ship);
    assert_eq!(cell(&v, 1, 0).kind, CellKind::Path);
    assert_eq!(cell(&v, 0, 0).kind, CellKind::Start);
    s.update(Event::Tap(Offset::new(1, 0)));
    assert_eq!(
        s.view(Lang::En).panel.status[0].1,
        "Nothing to pick in a storm: the ship drifts"
    );
    assert_eq!(s.planned(), Some((Heading::E, false)));
}

/// §4.7: the cells passed, and who may fire at a ship passing or ending in
/// a covered cell.
#[test]
fn crossing_reminders_follow_the_core() {
    let mut s = PlannerScreen::default();
    assert!(s.view(Lang::En).crossing.is_none(), "nothing planned");
    step(&mut s, "LLFF");
    let c = s.view(Lang::En).crossing.unwrap();
    assert_eq!(
        c.cells,
        "Passes (0,1), (−1,1), (−2,2), (−3,2); ends in (−4,2)"
    );
    let texts: Vec<&str> = c.items.iter().map(|w| w.text.as_str()).collect();
    assert_eq!(
        texts[0],
        "Passing a cell on an enemy's fire line: it fires first, you answer and sail on"
    );
    assert_eq!(
        texts[1],
        "Ending the move on such a cell: you fire first, it answers; if you hold fire, \
         one that has moved stays silent, one yet to move fires in its turn; \
         Swift may fire at once, you answer"
    );
    assert!(texts[2].starts_with("A diagonal step across a line at a cell corner"));
    assert!(c.items.iter().all(|w| w.section.as_deref() == Some("4.7")));
    // a straight move forward has no diagonal step
    let mut s = PlannerScreen::default();
    step(&mut s, "F");
    let c = s.view(Lang::Ru).crossing.unwrap();
    assert_eq!(c.cells, "Конец хода: (0,1)");
    assert_eq!(c.items.len(), 1);
}

#[test]
fn bad_input_changes_nothing_and_says_why() {
    let mut s = PlannerScreen::default();
    step(&mut s, "L");
    let before = s.clone();
    s.update(Event::SailDamage(9));
    assert_eq!(s.planner(), before.planner());
    assert_eq!(s.sail_damage, 0);
    let v = s.view(Lang::Ru);
    assert_eq!(
        v.input_notice.as_deref(),
        Some("Повреждений парусов не больше дальности по прямой (5): при 5 парусов уже нет")
    );
    s.update(Event::Card(CardField::FreshStraight, 21));
    assert_eq!(s.card, ShipClass::Brig.card());
    assert_eq!(
        s.view(Lang::En).input_notice.as_deref(),
        Some("A card value is at most 20")
    );
    s.update(Event::Class(ShipClass::Fort));
    assert_eq!(s.class, ShipClass::Brig);
    // the same heading again keeps the plan
    s.update(Event::Heading(Heading::N));
    assert_eq!(s.planner().steps().len(), 1);
    // a smaller card lowers the sail damage, and says so
    s.update(Event::SailDamage(4));
    s.update(Event::Card(CardField::FreshStraight, 3));
    assert_eq!(s.sail_damage, 3);
    let v = s.view(Lang::En);
    assert_eq!(v.card.custom, Some("custom card"));
    assert!(
        v.input_notice
            .unwrap()
            .starts_with("Sail damage lowered to 3")
    );
    s.update(Event::ClassCard);
    assert_eq!(s.card, ShipClass::Brig.card());
    assert_eq!(s.sail_damage, 3);
}

/// A ship of the game: filled from it (the game test's brig heading E in a
/// westerly: 5 − 4 = 1), its calm memory is the game's, and the planned
/// move is offered to record.
#[test]
fn a_ship_of_the_game() {
    let mut s = PlannerScreen::default();
    s.update(track(
        ship(Heading::E, 0, Some(false), false),
        Some(Weather::Fresh(Heading::W)),
    ));
    let v = s.view(Lang::Ru);
    assert_eq!(v.tracked.as_ref().unwrap().name, "Меркурий");
    assert_eq!(
        v.panel.budget.clone().unwrap().budget,
        "1",
        "a face-down Rapid counts for nothing"
    );
    assert!(v.panel.record.is_none(), "nothing planned yet");
    step(&mut s, "L");
    // the same ship again: the plan stays
    s.update(track(
        ship(Heading::E, 0, Some(false), false),
        Some(Weather::Fresh(Heading::W)),
    ));
    let r = s.view(Lang::Ru).panel.record.unwrap();
    assert_eq!(r.summary, "«Меркурий»: курс северо-восток");
    assert_eq!(
        r.action,
        shturman_game::Action::ShipMoved {
            ship: Uuid::from_u128(7),
            heading: Heading::NE,
            two_calms: false
        }
    );
    assert_eq!(r.then, format!("#/game?ship={}", Uuid::from_u128(7)));
    // revealed Rapid: +1
    s.update(track(
        ship(Heading::E, 0, Some(true), false),
        Some(Weather::Fresh(Heading::W)),
    ));
    assert_eq!(s.view(Lang::En).panel.budget.unwrap().budget, "2");
    // a calm with the game's calm memory: the two-calms move is recorded as such
    s.update(track(ship(Heading::NE, 0, None, true), Some(Weather::Calm)));
    s.update(Event::FirstCalm(false));
    assert!(s.first_calm, "the game's memory stays");
    let v = s.view(Lang::En);
    assert_eq!(
        v.input_notice.as_deref(),
        Some("The game remembers this: it cannot be changed here")
    );
    assert!(v.first_calm.is_none());
    assert!(
        v.first_calm_note
            .unwrap()
            .starts_with("As the game recorded")
    );
    s.update(Event::Calm(CalmMove::TwoCalms));
    let r = s.view(Lang::En).panel.record.unwrap();
    assert_eq!(
        r.action,
        shturman_game::Action::ShipMoved {
            ship: Uuid::from_u128(7),
            heading: Heading::NE,
            two_calms: true
        }
    );
    assert_eq!(
        r.summary,
        "“Меркурий”: the two-calms move, heading north-east"
    );
    s.update(Event::Untrack);
    assert!(s.view(Lang::En).panel.record.is_none());
    assert_eq!(s.heading, Heading::NE, "the values stay");
}

/// Issue 46 #4: before round 1 a planned move was offered, confirmed and
/// then refused by the core. No round, nothing to record.
#[test]
fn no_move_is_offered_to_record_before_the_first_round() {
    let mut s = PlannerScreen::default();
    s.update(track(ship(Heading::E, 0, Some(false), false), None));
    step(&mut s, "F");
    let v = s.view(Lang::Ru);
    assert!(!v.log.is_empty(), "a step is planned");
    assert!(v.panel.record.is_none());
    assert!(
        !v.tracked.unwrap().game_weather,
        "the weather is picked here"
    );
    s.update(track(
        ship(Heading::E, 0, Some(false), false),
        Some(Weather::Fresh(Heading::W)),
    ));
    step(&mut s, "F");
    let v = s.view(Lang::Ru);
    assert!(v.panel.record.is_some());
    assert!(v.tracked.unwrap().game_weather, "the round's weather");
}

fn event() -> impl Strategy<Value = Event> {
    let h = (0u8..8).prop_map(Heading::from_index);
    let at = (-8i32..8, -8i32..8).prop_map(|(x, y)| Offset::new(x, y));
    prop_oneof![
        (0usize..5).prop_map(|i| Event::Class(ShipClass::ALL[i])),
        (0usize..5, 0u8..25).prop_map(|(i, v)| Event::Card(FIELDS[i].0, v)),
        h.clone().prop_map(Event::Heading),
        (0usize..3).prop_map(|i| Event::Sky(Sky::ALL[i])),
        h.clone().prop_map(Event::Wind),
        (0u8..8).prop_map(Event::SailDamage),
        any::<bool>().prop_map(Event::Rapid),
        any::<bool>().prop_map(Event::FirstCalm),
        (0usize..3).prop_map(|i| Event::Step(Move::ALL[i])),
        h.clone().prop_map(Event::TurnInPlace),
        Just(Event::Undo),
        Just(Event::Reset),
        at.prop_map(Event::Tap),
        Just(Event::Follow),
        h.prop_map(|h| Event::Calm(CalmMove::Turn(h))),
        (0u8..4).prop_map(|n| Event::Calm(CalmMove::Forward(n))),
        Just(Event::Calm(CalmMove::TwoCalms)),
    ]
}

proptest! {
    /// No sequence of taps panics, and the view always shows a grid with
    /// the ship on it and, in a fresh wind, the status line filled.
    #[test]
    fn no_input_panics(events in prop::collection::vec(event(), 0..40)) {
        let mut s = PlannerScreen::default();
        for e in events {
            s.update(e);
            let v = s.view(Lang::Ru);
            prop_assert!(v.panel.grid.cells.iter().any(|c| c.kind == CellKind::Ship));
            prop_assert!(s.sky != Sky::Fresh || !v.panel.status.is_empty());
            prop_assert!(s.sail_damage <= s.card.fresh_straight);
        }
    }
}
