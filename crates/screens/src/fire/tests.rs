//! The fire helper on the host: each rule of issue 16 the screen shows,
//! named after it, and the rolling and recording flows.

use super::*;
use crate::view::{Tone, Why};
use shturman_game::{Game, PlayerId, Viewer, Weather};
use shturman_rules::FaceSet;
use shturman_rules::fire::Gun;
use shturman_words::Lang;

fn screen(class: ShipClass, heading: Heading) -> FireScreen {
    let mut s = FireScreen::default();
    s.update(Event::Class(class));
    s.update(Event::Heading(heading));
    s
}

fn order(s: &FireScreen, lang: Lang) -> Vec<String> {
    s.view(lang).order.into_iter().map(|w| w.text).collect()
}

#[test]
fn a_linkors_starboard_shot_at_long_range() {
    let mut s = screen(ShipClass::Linkor, Heading::N);
    assert_eq!(
        s.view(Lang::Ru).answer.hint,
        Some("Нажмите клетку цели: число в клетке — расстояние.")
    );
    s.update(Event::Tap(Offset::new(3, 0)));
    let v = s.view(Lang::Ru);
    let shot = v.answer.shot.unwrap();
    assert_eq!((shot.gun_code, shot.band_code), ("starboard", "long"));
    assert_eq!(shot.headline, "Правый борт · дальняя · 3 клетки");
    assert_eq!(shot.chance, "3 из 6 · 1/2 · 50 %");
    assert_eq!(shot.fraction, "1/2");
    assert!(
        shot.faces
            .iter()
            .filter(|f| f.hit)
            .map(|f| f.face)
            .eq([1, 3, 5])
    );
    assert_eq!(shot.why[0].section.as_deref(), Some("4.4"));
    assert_eq!(
        v.order,
        vec![
            Why::new("1. Ваша атака", Some("4.6")),
            Why::new(
                "2. Ответный огонь цели — после атаки и броска на крит: левый борт, 3 клетки",
                Some("4.6")
            ),
        ]
    );
    // the grid: the tapped cell, the ship, a dead zone, the legend
    let cell = |at: Offset| v.grid.cells.iter().find(|c| c.at == at).unwrap().clone();
    assert!(cell(Offset::new(3, 0)).selected);
    assert_eq!(cell(Offset::new(3, 0)).text, "3");
    assert_eq!(
        cell(Offset::new(3, 0)).label,
        "клетка 3 на восток: правый борт, дальняя дистанция, 3 клетки"
    );
    assert_eq!(cell(Offset::ZERO).text, "↑");
    assert_eq!(cell(Offset::new(1, 1)).kind.code(), "dead");
    assert_eq!(v.grid.cells.len(), 49);
    assert_eq!(v.grid.legend.len(), 4);
    assert!(
        v.grid.pan.is_some(),
        "a linkor's lines reach beyond the window"
    );
    let en = s.view(Lang::En).answer.shot.unwrap();
    assert_eq!(en.headline, "Starboard broadside · long · 3 cells");
    assert_eq!(en.chance, "3 of 6 · 1/2 · 50%");
}

#[test]
fn the_window_pans_only_as_far_as_the_lines_reach() {
    let mut s = screen(ShipClass::Linkor, Heading::N);
    for _ in 0..5 {
        s.update(Event::Pan(2, 0));
    }
    assert_eq!(s.window, Offset::new(2, 0), "range 5, window radius 3");
    s.update(Event::PanHome);
    assert_eq!(s.window, Offset::ZERO);
    s.update(Event::Class(ShipClass::Brig));
    assert!(s.view(Lang::En).grid.pan.is_none(), "range 3 fits");
    s.update(Event::Pan(2, 0));
    assert_eq!(s.window, Offset::ZERO);
}

/// §4.5: one chaser shot per ship per round — the helper never offers or
/// computes more than one, and once it is fired the bow and stern lines
/// say why they cannot fire.
#[test]
fn one_chaser_shot_per_ship_per_round() {
    let mut s = screen(ShipClass::Linkor, Heading::N);
    s.update(Event::Tap(Offset::new(0, 2)));
    assert_eq!(s.max_count(), 1);
    let v = s.view(Lang::Ru);
    let plan = v.plan.unwrap();
    assert_eq!(plan.count.max, 1);
    assert_eq!(
        plan.count_note.as_deref(),
        Some("Курсовые и ретирадные — один выстрел за раунд")
    );
    s.update(Event::Count(3));
    assert_eq!(s.count, 1, "refused");
    assert_eq!(
        s.view(Lang::Ru).notice,
        Some((
            Section::Plan,
            "Больше нельзя: курсовые и ретирадные — один выстрел за раунд".into()
        ))
    );
    s.update(Event::Mode(Mode::Salvo));
    let p = s.plan().unwrap().unwrap();
    assert_eq!(p.attacks.len(), 1);
    assert_eq!(p.attacks[0].shots, 1);
    // The broadside keeps its three.
    s.update(Event::Tap(Offset::new(-2, 0)));
    s.update(Event::Count(3));
    assert_eq!(s.count, 3);
    // The chaser fired this round: the bow and stern say why not.
    s.update(Event::ChaserFired(true));
    s.update(Event::Tap(Offset::new(0, -3)));
    let v = s.view(Lang::Ru);
    assert_eq!(
        v.answer.cannot.as_deref(),
        Some("Выстрел курсовыми или ретирадными в этом раунде уже сделан: он один за раунд (§4.5)")
    );
    assert!(v.plan.is_none() && v.roll.is_none());
    assert!(s.plan().is_none());
    let en = s.view(Lang::En).answer.cannot.unwrap();
    assert!(
        en.contains("chaser shot of this round is already fired"),
        "{en}"
    );
}

/// §4.5: Target in a salvo with other ships' shots — face 2 is dropped
/// from every part, then the worst is taken; a salvo of one Target ship
/// keeps the 2.
#[test]
fn target_in_a_salvo_with_other_ships_drops_face_2() {
    let mut s = screen(ShipClass::Linkor, Heading::N);
    s.update(Event::Captain(Some(Captain::Target)));
    s.update(Event::Tap(Offset::new(3, 0)));
    s.update(Event::Mode(Mode::Salvo));
    s.update(Event::Count(2));
    let own = s.plan().unwrap().unwrap();
    assert_eq!(
        own.attacks[0].faces,
        FaceSet::of(&[1, 2, 3, 5]),
        "alone: keeps 2"
    );
    assert!(
        !s.view(Lang::Ru)
            .plan
            .unwrap()
            .lines
            .iter()
            .any(|l| l.text.contains("Таргет"))
    );
    // A brig two cells west of the target, heading N: its starboard bears.
    s.update(Event::AddPartner);
    s.update(Event::Partner(0, PartnerEvent::Line(Heading::E)));
    s.update(Event::Partner(0, PartnerEvent::Distance(2)));
    let p = s.plan().unwrap().unwrap();
    let salvo = p.salvo.unwrap();
    assert!(salvo.target_dropped);
    assert_eq!(salvo.parts, vec![FaceSet::of(&[1, 3, 5]); 2]);
    assert_eq!(salvo.attack.faces, FaceSet::of(&[1, 3, 5]));
    assert_eq!(salvo.attack.shots, 3);
    assert!(!salvo.attack.critical, "the linkor keeps a shot");
    let v = s.view(Lang::Ru);
    let lines: Vec<String> = v.plan.unwrap().lines.into_iter().map(|l| l.text).collect();
    assert_eq!(
        lines,
        vec![
            "Вы: правый борт, грани 1, 2, 3, 5 → в залпе 1, 3, 5",
            "Корабль 2: правый борт, грани 1, 3, 5",
            "Таргет не помогает залпу нескольких кораблей: грань 2 убрана у всех («точность такого залпа не повысится»)",
            "Один бросок по граням 1, 3, 5 худшей части (вашей); при попадании — 3 повреждения; не все тратят последний выстрел — крита не будет",
        ]
    );
    // The salvo's odds: one roll, three damage on a hit.
    let odds = v.odds.unwrap();
    assert_eq!(
        odds.hull.iter().map(|h| h.value).collect::<Vec<_>>(),
        [0, 3]
    );
    assert!(odds.assumptions.iter().any(|a| a.assumption == Some("A-6")));
    // The target may answer either ship of the salvo.
    assert!(
        order(&s, Lang::Ru)
            .last()
            .unwrap()
            .starts_with("Против залпа")
    );
}

#[test]
fn a_salvo_partner_that_cannot_fire_is_named() {
    let mut s = screen(ShipClass::Frigate, Heading::N);
    s.update(Event::Tap(Offset::new(2, 0)));
    s.update(Event::AddPartner);
    // heading N, the target due north: its bow chaser, one shot only
    s.update(Event::Partner(0, PartnerEvent::Line(Heading::N)));
    s.update(Event::Partner(0, PartnerEvent::Shots(2)));
    assert_eq!(s.partners[0].shots, 1);
    // the target NE of it: a dead zone
    s.update(Event::Partner(0, PartnerEvent::Line(Heading::NE)));
    let v = s.view(Lang::En);
    assert_eq!(
        v.plan.unwrap().error.as_deref(),
        Some("Ship 2 cannot fire: Dead zone: no gun fires to the north-east")
    );
    assert!(v.odds.is_none() && v.roll.is_none());
}

/// §4.6: against a Swift target only the Swift line shows — it fires
/// first, and that is its answer; its shots left decide whether it can;
/// with an enemy on each broadside it may fire both.
#[test]
fn swift_fires_first_and_that_is_its_answer() {
    let mut s = screen(ShipClass::Linkor, Heading::N);
    s.update(Event::Tap(Offset::new(3, 0)));
    s.update(Event::TargetClass(ShipClass::Galleon));
    s.update(Event::TargetCaptain(Some(Captain::Swift)));
    let o = order(&s, Lang::Ru);
    assert_eq!(
        o,
        vec![
            "1. Первой стреляет цель — капитан Свифт: левый борт, 3 клетки. Это её ответ: после вашей атаки ответа не будет",
            "2. Ваша атака",
        ]
    );
    assert!(!o.iter().any(|l| l.contains("Ответный огонь")));
    // No shots left: it cannot answer at all.
    s.update(Event::TargetShotsLeft(0));
    assert_eq!(
        order(&s, Lang::Ru),
        vec![
            "1. Ваша атака",
            "Свифт не ответит — Выстрелов в этом раунде не осталось"
        ]
    );
    // Both broadsides: the attacker on its port, a salvo ship on its
    // starboard, two shots left.
    s.update(Event::TargetShotsLeft(2));
    s.update(Event::Mode(Mode::Salvo));
    s.update(Event::AddPartner);
    s.update(Event::Partner(0, PartnerEvent::Line(Heading::W)));
    s.update(Event::Partner(0, PartnerEvent::Distance(2)));
    let o = order(&s, Lang::En);
    assert_eq!(
        o[1],
        "Swift may fire its other broadside too — at ship 2: starboard broadside, 2 cells"
    );
    // With one shot left, one broadside only.
    s.update(Event::TargetShotsLeft(1));
    assert!(
        !order(&s, Lang::En)
            .iter()
            .any(|l| l.contains("other broadside"))
    );
}

#[test]
fn both_initiative_captains_the_attacker_fires_first() {
    let mut s = screen(ShipClass::Linkor, Heading::N);
    s.update(Event::Captain(Some(Captain::Swift)));
    s.update(Event::Tap(Offset::new(3, 0)));
    s.update(Event::TargetCaptain(Some(Captain::Swift)));
    let o = order(&s, Lang::En);
    assert_eq!(o[0], "1. Your attack");
    assert!(o[1].starts_with("2. Right after you the target fires — captain Swift"));
}

/// §4.7: a target crossing a diagonal line at a corner — the distance is
/// counted to the cell beyond the crossing, and a target that turned
/// cannot answer.
#[test]
fn crossing_a_diagonal_line_counts_to_the_cell_beyond() {
    let mut s = screen(ShipClass::Linkor, Heading::NW);
    s.update(Event::Tap(Offset::new(1, 2)));
    assert!(s.view(Lang::Ru).answer.cannot.is_some(), "off the lines");
    s.update(Event::Crossing(Some(CrossKind::Diagonal)));
    s.update(Event::CrossStep(Heading::SE));
    assert_eq!(s.aim_cell(), Some(Offset::new(2, 2)));
    let v = s.view(Lang::Ru);
    let shot = v.answer.shot.unwrap();
    assert_eq!(shot.gun_code, "starboard");
    assert!(v.order.is_empty(), "§4.7 gives the order, under its inputs");
    let c = v.crossing.unwrap();
    let lines: Vec<String> = c.lines.into_iter().map(|l| l.text).collect();
    assert_eq!(
        lines,
        vec![
            "Вы стреляете первым",
            "Цель может ответить",
            "Затем цель продолжает ход",
            "Дистанция — до клетки за пересечением: 2 клетки, средняя дистанция",
            "Шанс попадания: 4 из 6 · 2/3 · 67 %",
        ]
    );
    assert!(
        v.grid
            .cells
            .iter()
            .any(|c| c.marked && c.at == Offset::new(2, 2))
    );
    s.update(Event::CrossTurned(true));
    let lines = s.view(Lang::En).crossing.unwrap().lines;
    assert_eq!(lines[1].text, "The target turned — it cannot answer");
    // A step along the line crosses nothing.
    s.update(Event::CrossStep(Heading::NE));
    let v = s.view(Lang::En);
    assert_eq!(
        v.answer.cannot.as_deref(),
        Some("This step crosses none of the shooter's diagonal lines")
    );
    assert!(v.crossing.unwrap().error.is_some());
    // Ending the move in a covered cell without firing, after my turn.
    s.update(Event::Tap(Offset::new(-3, 3)));
    s.update(Event::Crossing(Some(CrossKind::EndsIn)));
    s.update(Event::ShooterActed(true));
    let lines = s.view(Lang::En).crossing.unwrap().lines;
    assert_eq!(
        lines[0].text,
        "You may not open fire: your turn this round is over"
    );
    s.update(Event::Crossing(None));
    assert!(!s.view(Lang::En).order.is_empty());
}

#[test]
fn odds_before_rolling_and_real_dice_applied_to_the_target() {
    let mut s = screen(ShipClass::Linkor, Heading::N);
    s.update(Event::Tap(Offset::new(3, 0)));
    s.update(Event::TargetClass(ShipClass::Brig));
    s.update(Event::TargetHull(1));
    s.update(Event::Count(3));
    let v = s.view(Lang::Ru);
    let odds = v.odds.unwrap();
    assert_eq!(odds.sunk_fraction, "25/48");
    assert_eq!(odds.headline, "Цель потоплена: 52,1 % · 25/48");
    // the odds' words, finished phrases (issue 33)
    assert_eq!(
        odds.hull_title,
        "Повреждения корпуса цели после этих выстрелов"
    );
    let roll = v.roll.unwrap();
    assert_eq!(roll.status, "Бросок 1 из 3 · без крита");
    assert!(
        roll.faces
            .iter()
            .filter(|f| f.hit)
            .map(|f| f.face)
            .eq([1, 3, 5])
    );
    assert!(roll.can_roll);
    assert_eq!(roll.after, None, "nothing rolled yet");
    // a miss, a hit, then a hit that sinks by damage: no critical die
    s.update(Event::Face(2));
    assert_eq!(
        s.view(Lang::Ru).roll.unwrap().result,
        vec![(Tone::Bad, "Выпало 2 — промах".to_string())]
    );
    s.update(Event::Face(3));
    assert_eq!(
        s.view(Lang::Ru).roll.unwrap().after.as_deref(),
        Some("Цель: корпус 2 из 3 · паруса 0 из 5 · на плаву")
    );
    s.update(Event::Face(1));
    let roll = s.view(Lang::Ru).roll.unwrap();
    assert_eq!(
        roll.result,
        vec![
            (Tone::Good, "Выпало 1 — попадание".to_string()),
            (
                Tone::Alert,
                "Цель потоплена: повреждения достигли прочности".to_string()
            ),
        ]
    );
    assert_eq!(
        roll.after.as_deref(),
        Some("Цель: корпус 3 из 3 · паруса 0 из 5 · потоплена")
    );
    assert_eq!(roll.status, "Цель потоплена: бросать больше нечего");
    assert!(!roll.can_roll);
    assert_eq!(roll.log.len(), 3);
    // Nothing more to roll: refused, nothing changes.
    s.update(Event::Face(4));
    assert_eq!(s.fired().len(), 3);
    assert_eq!(
        s.view(Lang::En).notice,
        Some((Section::Roll, "No die is needed now".into()))
    );
    // The pan keeps the rolls; another input starts afresh.
    s.update(Event::Pan(0, 2));
    assert_eq!(s.fired().len(), 3);
    s.update(Event::Again);
    assert!(s.fired().is_empty());
}

#[test]
fn bad_faces_are_refused_and_change_nothing() {
    let mut s = screen(ShipClass::Brig, Heading::N);
    s.update(Event::Face(3));
    assert_eq!(s.notice(), Some(Notice::NoDieWanted), "no cell yet");
    s.update(Event::Tap(Offset::new(2, 0)));
    let before = s.clone();
    s.update(Event::Face(0));
    s.update(Event::Face(7));
    assert_eq!(
        s.view(Lang::Ru).notice,
        Some((Section::Roll, "Грани 7 у кубика нет: только 1–6".into()))
    );
    assert_eq!(s.fired(), before.fired());
    assert!(s.rolling().is_none());
}

/// §4.5: a sails critical leaves the target with all sails gone —
/// dismasted.
#[test]
fn a_sails_critical_all_sails_gone_dismasted() {
    let mut s = screen(ShipClass::Brig, Heading::N);
    s.update(Event::Tap(Offset::new(-2, 0)));
    assert_eq!(s.shot().unwrap().unwrap().bearing.gun, Gun::Port);
    s.update(Event::Aim(Aim::Sails));
    s.update(Event::Face(5));
    let v = s.view(Lang::Ru).roll.unwrap();
    assert_eq!(
        v.status,
        "Бросок на крит: 6 — все паруса сорваны, корабль без мачт"
    );
    assert!(v.faces.iter().filter(|f| f.hit).map(|f| f.face).eq([6]));
    s.update(Event::Face(6));
    let v = s.view(Lang::Ru).roll.unwrap();
    assert_eq!(
        v.result[1],
        (
            Tone::Alert,
            "Крит: выпало 6 — все паруса сорваны, корабль без мачт".to_string()
        )
    );
    assert_eq!(
        v.after.as_deref(),
        Some("Цель: корпус 0 из 4 · паруса 4 из 4 · без мачт")
    );
    let en = s.view(Lang::En).roll.unwrap();
    assert_eq!(en.result[1].1, "Critical: a 6 — all sails gone — dismasted");
    // A fort has no sails: the aim goes back to the hull.
    s.update(Event::TargetClass(ShipClass::Fort));
    assert_eq!(s.aim, Aim::Hull);
    s.update(Event::Aim(Aim::Sails));
    assert_eq!(s.notice(), Some(Notice::Fort));
}

#[test]
fn target_at_point_blank_needs_no_roll() {
    let mut s = screen(ShipClass::Frigate, Heading::N);
    s.update(Event::Captain(Some(Captain::Target)));
    s.update(Event::Tap(Offset::new(1, 0)));
    let r = s.view(Lang::En).roll.unwrap();
    assert!(!r.can_roll);
    assert_eq!(r.no_roll, Some("Fire — a hit, no roll"));
    s.update(Event::Face(4));
    assert_eq!(
        s.notice(),
        Some(Notice::NoDieWanted),
        "tap the button instead"
    );
    s.update(Event::FireNoRoll);
    // the frigate's one shot is its last: the critical die is next
    let r = s.view(Lang::En).roll.unwrap();
    assert_eq!(r.status, "Roll for a critical: a 6 sinks the target");
    assert_eq!(r.result[0].1, "A hit with no roll: every face hits");
    s.update(Event::Face(2));
    assert_eq!(s.fired().len(), 1);
    assert_eq!(s.fired()[0].resolution.critical_roll, Some(2));
}

// --- a ship of the open game ---

const RED: PlayerId = PlayerId(0);
const BLUE: PlayerId = PlayerId(1);

fn id(n: u128) -> uuid::Uuid {
    uuid::Uuid::from_u128(n)
}

fn game() -> Game {
    game_of(&[
        (1, ShipClass::Linkor, RED, "Виктория", Heading::N),
        (2, ShipClass::Brig, BLUE, "Санта", Heading::N),
        (3, ShipClass::Frigate, RED, "Астра", Heading::N),
    ])
}

/// Anna (red) and Boris (blue) with these ships (id, class, owner, name,
/// heading), in round 1.
fn game_of(ships: &[(u128, ShipClass, PlayerId, &str, Heading)]) -> Game {
    let mut g = Game::new(id(999));
    for (p, name) in [(RED, "Анна"), (BLUE, "Борис")] {
        g.apply(Action::AddPlayer {
            id: p,
            name: name.into(),
            colour: "#c00".into(),
        })
        .unwrap();
    }
    for &(n, class, owner, name, heading) in ships {
        g.apply(Action::AddShip {
            id: id(n),
            class,
            card: class.card(),
            name: name.into(),
            owner,
            heading,
        })
        .unwrap();
    }
    g.apply(Action::StartRound {
        weather: Weather::Calm,
    })
    .unwrap();
    g
}

#[test]
fn a_tracked_ship_fills_the_shooter_and_its_enemies_the_target() {
    let mut g = game();
    // the linkor's chaser shot of this round, at the brig: a miss
    g.apply(chaser_miss()).unwrap();
    let view = g.view(Viewer::Table);
    let t = Tracked::from_view(&view, id(1)).unwrap();
    assert!(t.shooter.ship.chaser_fired);
    assert_eq!(t.shooter.ship.shots_left(), 2);
    assert_eq!(t.enemies.len(), 1, "the frigate is a friend");
    let mut s = FireScreen::default();
    s.open(Some(t));
    let v = s.view(Lang::Ru);
    assert_eq!(
        v.setup.from_game.as_deref(),
        Some("Из партии: Линкор «Виктория»")
    );
    assert!(
        v.setup
            .summary
            .ends_with("осталось 2 выстрела · курсовой выстрел сделан")
    );
    s.update(Event::Damage(3));
    assert_eq!(s.shooter.hull, 0, "from the game");
    assert_eq!(s.notice(), Some(Notice::ShooterFromGame));
    // the bow line: the chaser is spent
    s.update(Event::Tap(Offset::new(0, 2)));
    assert!(
        s.view(Lang::Ru)
            .answer
            .cannot
            .unwrap()
            .contains("уже сделан")
    );
    // the starboard: the brig from the game, two shots one by one
    s.update(Event::Tap(Offset::new(2, 0)));
    s.update(Event::TargetGame(Some(0)));
    assert_eq!(s.target.class, ShipClass::Brig);
    assert_eq!(s.record_note(Lang::Ru), None);
    s.update(Event::TargetHull(2));
    assert_eq!(s.notice(), Some(Notice::TargetFromGame));
    s.update(Event::Count(2));
    assert!(s.view(Lang::Ru).record.is_none(), "nothing rolled yet");
    s.update(Event::Face(1)); // medium range: 1, 3, 5, 6 — a hit
    s.update(Event::Face(4)); // a miss, the last shot: no critical
    let rec = s.view(Lang::Ru).record.unwrap();
    assert_eq!(rec.actions.len(), 2);
    assert!(matches!(
        rec.actions[0],
        Action::Shot {
            gun: Some(Gun::Starboard),
            hit: true,
            critical: None,
            shots: 1,
            ..
        }
    ));
    assert!(
        rec.summary.contains("Линкор «Виктория» → Бриг «Санта»"),
        "{}",
        rec.summary
    );
    // the game takes them as they are
    for a in rec.actions {
        g.apply(a).unwrap();
    }
    let view = g.view(Viewer::Table);
    let brig = view.ships.iter().find(|s| s.id == id(2)).unwrap();
    assert_eq!(brig.hull, 1);
    // reopened from the game: the shots are spent, the target follows
    s.open(Tracked::from_view(&view, id(1)));
    assert_eq!(s.shooter.shots_left(), 0);
    assert_eq!(s.target_game, Some(0));
    assert_eq!(s.target.hull, 1);
    assert_eq!(
        s.cell,
        Some(Offset::new(2, 0)),
        "the same ship keeps its cell"
    );
    assert!(
        s.view(Lang::En)
            .answer
            .cannot
            .unwrap()
            .contains("No shots left")
    );
    // opened free: the game's link goes, the values stay
    s.open(None);
    assert!(s.tracked.is_none() && s.target_game.is_none());
    s.update(Event::Damage(3));
    assert_eq!(s.shooter.hull, 3);
}

/// The seed's §4.5, word for word: «корабли, независимо от вооруженности
/// бортового залпа, имеют только по одному выстрелу курсовыми или
/// ретирадными орудиями, при этом сделав этот выстрел, игрок обязан
/// передвинуть один маркер стрельбы, то есть, если стреляет Бриг или
/// Фрегат, то выстрел например курсовыми пушками, лишает возможности
/// сделать в дальнейшем залп бортами, но при этом Галеон или Линкор
/// используют на выстрел курсовыми орудиями, только один из своих
/// маркеров, а значит они сохраняют возможность выстрелить бортами, но
/// только выстрелов сделают на 1 меньше, т.е. у Галеона останется 1
/// выстрел, у Линкора -2 выстрела».
///
/// Issue 33: the standalone helper, the chaser box ticked, gave a frigate a
/// broadside («Бросок 1 из 1»). Every class × chaser fired or not × every
/// gun × every heading: the standalone helper (the box ticked) and the
/// helper opened for a ship of the open game whose chaser shot the game
/// recorded give the same answer, and it is the seed's — what the grid's
/// cell says, the shots the plan may hold, the roll's "1 of n".
#[test]
fn after_a_chaser_shot_the_helper_counts_shots_as_the_seed_and_the_game_do() {
    use shturman_rules::GunKind;
    for class in [
        ShipClass::Brig,
        ShipClass::Frigate,
        ShipClass::Galleon,
        ShipClass::Linkor,
    ] {
        // the seed's numbers: shots a round, and broadside shots left
        // after the chaser shot
        let (per_round, after_chaser) = match class {
            ShipClass::Brig | ShipClass::Frigate => (1, 0),
            ShipClass::Galleon => (2, 1),
            _ => (3, 2),
        };
        assert_eq!(class.card().shots, per_round, "{class:?}'s card");
        for chaser in [false, true] {
            for heading in Heading::ALL {
                for gun in Gun::SHIP {
                    let at = gun.line(heading).unwrap().step();
                    let expected: Result<u8, CannotFire> = match (gun.kind(), chaser) {
                        (GunKind::Chaser, false) => Ok(1),
                        (GunKind::Chaser, true) => Err(CannotFire::ChaserSpent { gun }),
                        (GunKind::Broadside, false) => Ok(per_round),
                        (GunKind::Broadside, true) if after_chaser == 0 => {
                            Err(CannotFire::NoShotsAfterChaser)
                        }
                        (GunKind::Broadside, true) => Ok(after_chaser),
                    };
                    let case = format!("{class:?} heading {heading:?}, chaser {chaser}, {gun:?}");
                    // the standalone helper, the box ticked
                    let mut free = screen(class, heading);
                    free.update(Event::ChaserFired(chaser));
                    free.update(Event::Tap(at));
                    // the helper opened for a ship of the game
                    let mut g = duel(class, heading);
                    if chaser {
                        g.apply(chaser_miss()).unwrap();
                    }
                    let mut game = FireScreen::default();
                    game.open(Tracked::from_view(&g.view(Viewer::Table), id(1)));
                    game.update(Event::Tap(at));
                    for (who, mut s) in [("standalone", free), ("game", game)] {
                        let got = s.shot().unwrap().map(|_| s.max_count());
                        assert_eq!(got, expected, "{who}: {case}");
                        let v = s.view(Lang::Ru);
                        match expected {
                            Ok(n) => {
                                assert_eq!(
                                    v.setup.shots_left.value,
                                    if chaser { after_chaser } else { per_round },
                                    "{who}: {case}"
                                );
                                s.update(Event::Count(n));
                                let status = s.view(Lang::Ru).roll.unwrap().status;
                                assert!(
                                    status.starts_with(&format!("Бросок 1 из {n} ")),
                                    "{who}: {case}: {status}"
                                );
                            }
                            Err(why) => {
                                assert_eq!(
                                    v.answer.cannot,
                                    Some(shturman_words::terms::cannot_fire(Lang::Ru, why)),
                                    "{who}: {case}"
                                );
                                assert!(
                                    v.roll.is_none() && v.plan.is_none(),
                                    "{who}: {case}: no shot offered"
                                );
                            }
                        }
                    }
                }
            }
        }
    }
    // a fort has no chasers: the box refuses, its battery keeps both shots
    let mut s = screen(ShipClass::Fort, Heading::N);
    s.update(Event::ChaserFired(true));
    assert!(!s.shooter.chaser_fired);
    assert_eq!(s.notice(), Some(Notice::FortChasers { target: false }));
    s.update(Event::Tap(Offset::new(1, 0)));
    assert_eq!(s.max_count(), 2);
}

/// The words a player meets: a frigate's starboard cell after its chaser
/// shot says why it cannot fire, in both languages.
#[test]
fn a_frigate_after_its_chaser_shot_is_told_why_no_broadside() {
    let mut s = screen(ShipClass::Frigate, Heading::N);
    s.update(Event::ChaserFired(true));
    s.update(Event::Tap(Offset::new(2, 0)));
    let v = s.view(Lang::Ru);
    assert_eq!(
        v.answer.cannot.as_deref(),
        Some(
            "Выстрелов в этом раунде не осталось: курсовой или ретирадный выстрел тоже тратит маркер стрельбы — у брига и фрегата единственный (§4.5)"
        )
    );
    assert!(
        v.setup
            .summary
            .ends_with("осталось 0 выстрелов · курсовой выстрел сделан"),
        "{}",
        v.setup.summary
    );
    assert_eq!((v.setup.shots_left.value, v.setup.shots_left.max), (0, 0));
    assert_eq!(
        s.view(Lang::En).answer.cannot.as_deref(),
        Some(
            "No shots left this round: the chaser shot used a shot marker too — a brig's or frigate's only one (§4.5)"
        )
    );
    // unticked, the frigate's one broadside shot is back
    s.update(Event::ChaserFired(false));
    assert_eq!(s.max_count(), 1);
    assert!(
        s.view(Lang::Ru)
            .roll
            .unwrap()
            .status
            .starts_with("Бросок 1 из 1 ")
    );
}

/// Ship 1's bow chaser shot at ship 2: a miss (a 2).
fn chaser_miss() -> Action {
    Action::Shot {
        shooter: id(1),
        target: id(2),
        shots: 1,
        gun: Some(Gun::Bow),
        aim: Aim::Hull,
        hit: false,
        critical: None,
        target_port: None,
        dice: vec![2],
    }
}

/// A ship of `class` heading `heading` (red) and an enemy brig (blue), in
/// round 1.
fn duel(class: ShipClass, heading: Heading) -> Game {
    game_of(&[
        (1, class, RED, "1", heading),
        (2, ShipClass::Brig, BLUE, "2", Heading::N),
    ])
}

#[test]
fn a_gathered_salvo_is_not_recorded_here() {
    let g = game();
    let view = g.view(Viewer::Table);
    let mut s = FireScreen::default();
    s.open(Tracked::from_view(&view, id(1)));
    s.update(Event::Tap(Offset::new(2, 0)));
    assert_eq!(
        s.record_note(Lang::En),
        Some("To record the shot in the game, pick the target among its ships")
    );
    s.update(Event::TargetGame(Some(0)));
    s.update(Event::AddPartner);
    s.update(Event::Face(3));
    assert!(s.actions().is_none());
    assert_eq!(
        s.record_note(Lang::En),
        Some("A salvo of several ships is recorded on the table screen")
    );
}

#[test]
fn no_event_panics() {
    let events = [
        Event::Tap(Offset::new(i32::MAX, i32::MIN)),
        Event::Pan(i32::MAX, i32::MIN),
        Event::Count(255),
        Event::ShotsLeft(255),
        Event::Damage(255),
        Event::TargetHull(255),
        Event::TargetSails(255),
        Event::RemovePartner(9),
        Event::Partner(5, PartnerEvent::Shots(9)),
        Event::TargetGame(Some(40)),
        Event::CrossStep(Heading::N),
        Event::Face(200),
        Event::FireNoRoll,
    ];
    for class in ShipClass::ALL {
        let mut s = screen(class, Heading::SE);
        for e in events {
            s.update(e);
            let _ = s.view(Lang::Ru);
        }
        s.update(Event::Tap(Offset::new(1, -1)));
        s.update(Event::Crossing(Some(CrossKind::Diagonal)));
        for _ in 0..4 {
            s.update(Event::AddPartner);
        }
        for e in events {
            s.update(e);
            let _ = s.view(Lang::En);
        }
    }
}
