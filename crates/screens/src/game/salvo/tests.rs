use super::*;
use crate::game::fixtures::{battle, round, ship};
use shturman_game::{Game, Viewer};
use shturman_rules::Weather;

fn setup() -> (Game, SalvoScreen) {
    let mut g = battle();
    round(&mut g, Weather::Calm);
    let v = g.view(Viewer::Table);
    let mut s = SalvoScreen::default();
    s.update(&v, Event::Target(ship(8))); // Борис's linkor (strength 7)
    // Аня's brig (1 shot) and galleon (2 shots) fire together
    s.update(&v, Event::Toggle(ship(1)));
    s.update(&v, Event::Toggle(ship(3)));
    s.update(&v, Event::Shots(ship(3), 2));
    (g, s)
}

/// Issue 16 #6: one roll, the worst part, a critical only when every ship
/// spends its last shot, recorded as one `Action::Salvo`.
#[test]
fn a_salvo_of_several_ships_is_one_roll_recorded_as_one_action() {
    let (mut g, mut s) = setup();
    let v = g.view(Viewer::Table);
    let w = s.worked(&v).unwrap();
    assert_eq!(w.plan.attack.shots, 3);
    // both spend their last markers: a hit rolls a critical
    assert!(w.plan.attack.critical);
    let worst = w.alone[w.plan.worst];
    assert_eq!(w.plan.attack.faces, worst);
    assert!(w.alone.iter().all(|f| f.len() >= worst.len()));
    assert_eq!(w.next, Some(NextDie::Hit));
    let hit = worst.iter().next().unwrap();
    s.update(&v, Event::Face(hit));
    let w = s.worked(&v).unwrap();
    assert_eq!(w.next, Some(NextDie::Critical));
    s.update(&v, Event::Face(3));
    let w = s.worked(&v).unwrap();
    assert_eq!(w.next, None);
    let action = w.action.unwrap();
    assert!(matches!(
        &action,
        Action::Salvo { shooters, hit: true, critical: Some(false), dice, .. }
            if shooters.len() == 2 && *dice == vec![hit, 3]
    ));
    g.apply(action).unwrap();
    let v = g.view(Viewer::Table);
    let target = v.ships.iter().find(|x| x.id == ship(8)).unwrap();
    assert_eq!(target.hull, 3); // one damage per shot
    assert!(
        v.ships
            .iter()
            .filter(|x| [ship(1), ship(3)].contains(&x.id))
            .all(|x| x.shots_left == 0)
    );
}

#[test]
fn no_critical_unless_every_ship_spends_its_last_shot() {
    let (g, mut s) = setup();
    let v = g.view(Viewer::Table);
    s.update(&v, Event::Shots(ship(3), 1));
    let w = s.worked(&v).unwrap();
    assert!(!w.plan.attack.critical);
    let hit = w.plan.attack.faces.iter().next().unwrap();
    s.update(&v, Event::Face(hit));
    let w = s.worked(&v).unwrap();
    assert_eq!(w.next, None);
    assert!(matches!(
        w.action,
        Some(Action::Salvo {
            critical: None,
            hit: true,
            ..
        })
    ));
}

#[test]
fn a_chaser_part_is_one_shot_recorded_with_its_gun() {
    let (g, mut s) = setup();
    let v = g.view(Viewer::Table);
    s.update(&v, Event::Kind(ship(3), GunKind::Chaser));
    s.update(&v, Event::Shots(ship(3), 2));
    assert_eq!(s.parts[1].shots, 1);
    let miss = (1..=6)
        .find(|f| !s.worked(&v).unwrap().plan.attack.faces.contains(*f))
        .unwrap();
    s.update(&v, Event::Face(miss));
    let w = s.worked(&v).unwrap();
    assert!(matches!(
        w.action,
        Some(Action::Salvo { ref shooters, hit: false, .. }) if shooters[1].gun == Some(Gun::Bow)
    ));
}

#[test]
fn the_target_cannot_fire_in_its_own_salvo_and_changes_restart_the_roll() {
    let (g, mut s) = setup();
    let v = g.view(Viewer::Table);
    s.update(&v, Event::Toggle(ship(8)));
    assert_eq!(s.parts.len(), 2);
    s.update(&v, Event::Face(6));
    assert_eq!(s.dice.len(), 1);
    s.update(&v, Event::Band(ship(1), Band::PointBlank));
    assert!(s.dice.is_empty());
    // a face out of range changes nothing
    s.update(&v, Event::Face(9));
    assert!(s.dice.is_empty());
}

#[test]
fn the_panel_words_the_salvo_and_offers_the_record_once_resolved() {
    let (g, mut s) = setup();
    let v = g.view(Viewer::Table);
    let p = s.view(&v, ship(1), Lang::Ru).unwrap();
    // Борис's ships are targets, Аня's with shots are the salvo's
    assert_eq!(p.targets.len(), 4);
    assert_eq!(p.ships.len(), 4);
    assert!(
        p.lines[0]
            .text
            .starts_with("Залп: 3 выстрела, попадают грани"),
        "{}",
        p.lines[0].text
    );
    assert_eq!(p.prompt, Some("Нажмите грань, что выпала"));
    assert!(p.record.is_none());
    let miss = p.dice.iter().find(|d| !d.hit).unwrap().face;
    s.update(&v, Event::Face(miss));
    let p = s.view(&v, ship(1), Lang::Ru).unwrap();
    assert!(p.dice.is_empty());
    let (tone, text) = p.result.unwrap();
    assert_eq!(tone, Tone::Bad);
    assert!(text.ends_with("промах"), "{text}");
    assert!(p.record.is_some());
}

/// Issue 33 #7: the result says what the hit did to the target, as its
/// tile will show it, not only «попадание (корпус)».
#[test]
fn the_result_says_the_damage_done() {
    let (g, mut s) = setup();
    let v = g.view(Viewer::Table);
    // a hit, then a critical die that is not a 6; the result in Russian
    let hit_no_critical = |s: &mut SalvoScreen| {
        let hit = s.worked(&v).unwrap().plan.attack.faces.iter().next();
        s.update(&v, Event::Face(hit.unwrap()));
        s.update(&v, Event::Face(3));
        let p = s.view(&v, ship(1), Lang::Ru).unwrap();
        p.result.unwrap()
    };
    let (tone, text) = hit_no_critical(&mut s);
    assert_eq!(tone, Tone::Good);
    // three shots on the linkor (strength 7): hull +3
    assert!(text.ends_with(" — корпус +3 (3 из 7)"), "{text}");
    let p = s.view(&v, ship(1), Lang::En).unwrap();
    assert!(p.result.unwrap().1.ends_with(" — hull +3 (3 of 7)"));
    s.update(&v, Event::Aim(Aim::Sails));
    let (_, text) = hit_no_critical(&mut s);
    assert!(text.contains(" — паруса +3 (3 из "), "{text}");
}

/// Issue 43: on a live player's phone the salvo gathers only that
/// player's ships, never an ally's (the table refuses a salvo with
/// another player's ship); the host's panel and a shared device's offer
/// the allies' too.
#[test]
fn a_players_phone_gathers_only_their_own_ships() {
    use shturman_game::{Action, PlayerId};
    use shturman_live::Seat;
    let mut g = battle();
    let vera = PlayerId(2);
    g.apply(Action::AddPlayer {
        id: vera,
        name: "Вера".into(),
        colour: "#0a0".into(),
    })
    .unwrap();
    let class = shturman_rules::ShipClass::Brig;
    g.apply(Action::AddShip {
        id: ship(20),
        class,
        card: class.card(),
        name: "Нева".into(),
        owner: vera,
        heading: shturman_rules::Heading::N,
    })
    .unwrap();
    g.apply(Action::AddAlly {
        a: PlayerId(0),
        b: vera,
    })
    .unwrap();
    round(&mut g, Weather::Calm);
    let v = g.view(Viewer::Table);
    let mut s = SalvoScreen::default();
    s.update(&v, Event::Target(ship(8)));
    let rows = |seat| {
        s.view_for(&v, ship(1), Lang::Ru, seat)
            .unwrap()
            .ships
            .iter()
            .map(|r| r.id)
            .collect::<Vec<_>>()
    };
    let anya = rows(Some(Seat::Player(PlayerId(0))));
    assert_eq!(anya.len(), 4, "Аня's four ships");
    assert!(!anya.contains(&ship(20)), "not Вера's brig");
    for all in [rows(Some(Seat::Host)), rows(None)] {
        assert_eq!(all.len(), 5);
        assert!(all.contains(&ship(20)));
    }
}

/// Issue 46 #11: «по худшей части» only when the parts' faces differ.
#[test]
fn the_worst_part_is_named_only_when_the_faces_differ() {
    let (g, mut s) = setup();
    let v = g.view(Viewer::Table);
    let worst = |s: &SalvoScreen| {
        let view = s.view(&v, ship(1), Lang::Ru).unwrap();
        view.lines
            .iter()
            .any(|l| l.text.starts_with("по худшей части"))
    };
    let w = s.worked(&v).unwrap();
    let differ = w.plan.parts.windows(2).any(|p| p[0] != p[1]);
    assert_eq!(worst(&s), differ);
    // the galleon alone with the brig's band: one part, nothing to choose
    s.update(&v, Event::Toggle(ship(1)));
    let w = s.worked(&v).unwrap();
    assert_eq!(w.plan.parts.len(), 1);
    assert!(!worst(&s), "one part: no worst part");
}
