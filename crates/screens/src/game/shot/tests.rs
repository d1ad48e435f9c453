use super::*;
use crate::game::fixtures::{battle, round, ship};
use shturman_game::{Game, Viewer};
use shturman_rules::Weather;

fn started() -> Game {
    let mut g = battle();
    round(&mut g, Weather::Calm);
    g
}

fn find(g: &Game, n: u128) -> ShipView {
    let v = g.view(Viewer::Table);
    v.ships.into_iter().find(|s| s.id == ship(n)).unwrap()
}

/// Issue 33 #1: the shot on the shooter's sheet reads the entered die by
/// the core's faces, spends the shooter's marker and damages the target —
/// one `Action::Shot`, as the log says who shot whom.
#[test]
fn an_entered_die_records_one_shot_that_spends_the_marker_and_damages_the_target() {
    let mut g = started();
    let v = g.view(Viewer::Table);
    let mut s = ShotScreen::default();
    // Аня's frigate (2) at Борис's galleon (7), broadside at long range
    let frigate_shots = find(&g, 2).shots_left;
    assert!(frigate_shots >= 1);
    let before = s.view(&v, ship(2), Lang::Ru).unwrap();
    assert_eq!(before.prompt, Some(words(Lang::Ru).pick_target));
    assert!(before.record.is_none());
    s.update(&v, ship(2), Event::Target(ship(7)));
    s.update(&v, ship(2), Event::Aim(Aim::Sails));
    let p = s.view(&v, ship(2), Lang::Ru).unwrap();
    assert!(
        p.lines[0].text.starts_with("попадают грани 1, 3, 5"),
        "{:?}",
        p.lines
    );
    assert_eq!(p.dice.iter().filter(|d| d.hit).count(), 3);
    // a 2 misses at long range from a broadside
    s.update(&v, ship(2), Event::Face(5));
    let mut p = s.view(&v, ship(2), Lang::Ru).unwrap();
    if p.prompt == Some(words(Lang::Ru).roll_critical) {
        // the frigate's last marker: the critical die too
        s.update(&v, ship(2), Event::Face(3));
        p = s.view(&v, ship(2), Lang::Ru).unwrap();
    }
    assert_eq!(
        p.result,
        Some((Tone::Good, "Попадание: паруса +1 (1 из 4)".into()))
    );
    let (_, proposal) = p.record.unwrap();
    assert!(
        proposal
            .summary
            .starts_with("Выстрел: Фрегат «Корабль 2» → Галеон «Корабль 7»"),
        "{}",
        proposal.summary
    );
    for a in proposal.actions {
        g.apply(a).unwrap();
    }
    assert_eq!(find(&g, 7).sails, 1);
    assert_eq!(find(&g, 2).shots_left, frigate_shots - 1);
    // recorded: the dice are stale, the roll starts again
    let v = g.view(Viewer::Table);
    let p = s.view(&v, ship(2), Lang::En).unwrap();
    if find(&g, 2).shots_left == 0 {
        assert_eq!(p.blocked, Some(words(Lang::En).no_shots));
    } else {
        assert!(p.result.is_none());
    }
}

#[test]
fn a_miss_is_recorded_too_and_still_spends_the_marker() {
    let mut g = started();
    let v = g.view(Viewer::Table);
    let mut s = ShotScreen::default();
    s.update(&v, ship(4), Event::Target(ship(5)));
    s.update(&v, ship(4), Event::Face(2));
    let p = s.view(&v, ship(4), Lang::En).unwrap();
    assert_eq!(p.result, Some((Tone::Bad, "Miss".into())));
    let left = find(&g, 4).shots_left;
    for a in p.record.unwrap().1.actions {
        g.apply(a).unwrap();
    }
    assert_eq!(find(&g, 4).shots_left, left - 1);
    assert_eq!(find(&g, 5).hull, 0);
    // the linkor has shots left: the recorded die is not offered again
    let v = g.view(Viewer::Table);
    let p = s.view(&v, ship(4), Lang::En).unwrap();
    assert_eq!((p.result, p.record), (None, None));
    assert_eq!(p.prompt, Some(words(Lang::En).roll_hit));
}

/// A chaser puts one marker into its roll (§4.5); the shots stepper is
/// only for broadsides.
#[test]
fn a_chaser_fires_one_marker_and_friends_are_no_targets() {
    let g = started();
    let v = g.view(Viewer::Table);
    let mut s = ShotScreen::default();
    s.update(&v, ship(4), Event::Shots(3));
    s.update(&v, ship(4), Event::Kind(GunKind::Chaser));
    let p = s.view(&v, ship(4), Lang::Ru).unwrap();
    assert!(p.shots.is_none());
    // Аня's own ships are not in the list
    assert!(
        p.targets
            .iter()
            .all(|c| c.value.is_none_or(|t| t.as_u128() > 4))
    );
    s.update(&v, ship(4), Event::Target(ship(1)));
    assert_eq!(
        s.view(&v, ship(4), Lang::Ru).unwrap().prompt,
        Some(words(Lang::Ru).pick_target)
    );
}

#[test]
fn no_shot_before_a_round() {
    let g = battle();
    let v = g.view(Viewer::Table);
    let p = ShotScreen::default().view(&v, ship(1), Lang::Ru).unwrap();
    assert_eq!(p.blocked, Some(words(Lang::Ru).no_round));
}

/// Issue 46 #10: in «Выстрел» the die faces were one scroll down; the
/// ranges take the quick roll's short names, one row on a phone.
#[test]
fn the_ranges_have_short_names() {
    let g = started();
    let v = g.view(Viewer::Table);
    let s = ShotScreen::default();
    let p = s.view(&v, ship(2), Lang::Ru).unwrap();
    let labels: Vec<_> = p.bands.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(labels, ["в упор", "средняя", "дальняя"]);
}
