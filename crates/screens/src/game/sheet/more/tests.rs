use super::*;
use crate::game::fixtures::{battle, round, ship};
use shturman_game::{Game, Viewer, Weather};

fn apply(g: &mut Game, p: Proposal) {
    for a in p.actions {
        g.apply(a).unwrap();
    }
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
}
