use super::*;
use crate::game::fixtures::{battle, round, ship};
use shturman_game::{Game, Viewer, Weather};

fn apply(g: &mut Game, p: Proposal) {
    for a in p.actions {
        g.apply(a).unwrap();
    }
}

#[test]
fn a_hand_entered_shot_asks_the_critical_die_only_for_the_last_shot() {
    let mut g = battle();
    round(&mut g, Weather::Calm);
    let v = g.view(Viewer::Table);
    // the brig: its one shot is its last (§4.5)
    let mut m = More::default();
    let f = m.view(&v, ship(1), Lang::Ru).unwrap().fire.unwrap();
    // the enemies afloat: Борис's four ships, the first chosen
    assert_eq!(f.targets.len(), 4);
    assert!(f.targets[0].selected && f.targets[0].value == ship(5));
    assert!(f.crit.is_none() && !f.can_record);
    assert_eq!(
        m.propose(&v, ship(1), Record::Shot, Lang::Ru),
        Err("Отметьте попадание или промах.".into())
    );
    assert_eq!(
        m.propose(&v, ship(1), Record::Shot, Lang::En),
        Err("Mark a hit or a miss.".into())
    );
    m.update(Event::Target(ship(6)));
    m.update(Event::Die(5));
    m.update(Event::Hit(true));
    m.update(Event::Crit(3));
    let f = m.view(&v, ship(1), Lang::Ru).unwrap().fire.unwrap();
    assert!(f.crit.is_some() && f.can_record);
    let p = m.propose(&v, ship(1), Record::Shot, Lang::Ru).unwrap();
    assert!(matches!(
        p.actions[0],
        Action::Shot { target, hit: true, critical: Some(false), ref dice, .. }
            if target == ship(6) && dice == &vec![5, 3]
    ));
    assert!(p.summary.contains("кубики: 5, 3"), "{}", p.summary);
    apply(&mut g, p);
    // no shots left: the reason instead of the form
    let v = g.view(Viewer::Table);
    assert_eq!(
        m.view(&v, ship(1), Lang::Ru).unwrap().fire,
        Err("Выстрелов в этом раунде не осталось.")
    );
    // the linkor's first shot of three is not its last: no critical die
    let mut l = More::default();
    l.update(Event::Hit(true));
    let f = l.view(&v, ship(4), Lang::En).unwrap().fire.unwrap();
    assert!(f.crit.is_none());
}

#[test]
fn corrections_and_sinking_say_what_they_record() {
    let mut g = battle();
    round(&mut g, Weather::Calm);
    let v = g.view(Viewer::Table);
    let mut m = More::default();
    let view = m.view(&v, ship(2), Lang::Ru).unwrap();
    assert_eq!(view.hull.value, 0);
    assert!(view.take_ports.is_none(), "no captain, no port");
    m.update(Event::Hull(2));
    let p = m.propose(&v, ship(2), Record::Hull, Lang::Ru).unwrap();
    assert_eq!(
        p.actions,
        vec![Action::SetHullDamage {
            ship: ship(2),
            damage: 2
        }]
    );
    m.update(Event::EnemyFire(false));
    assert!(m.view(&v, ship(2), Lang::Ru).unwrap().sink_ports.is_empty());
    let p = m.propose(&v, ship(2), Record::Sink, Lang::Ru).unwrap();
    assert_eq!(
        p.actions,
        vec![Action::ShipSunk {
            ship: ship(2),
            cause: SinkCause::Other
        }]
    );
    apply(&mut g, p);
    let v = g.view(Viewer::Table);
    assert!(!m.view(&v, ship(2), Lang::Ru).unwrap().afloat);
    assert_eq!(
        m.propose(&v, ship(2), Record::Hull, Lang::Ru),
        Err("Корабль потоплен: действий нет.".into())
    );
    // a sunk ship is no target any more
    let f = More::default()
        .view(&v, ship(5), Lang::Ru)
        .unwrap()
        .fire
        .unwrap();
    assert!(f.targets.iter().all(|t| t.value != ship(2)));
}
