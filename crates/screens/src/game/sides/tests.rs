use super::*;
use crate::game::fixtures::{battle, round, ship};
use shturman_game::{Aim, BoardingSide, Game, Viewer};
use shturman_rules::Weather;

const ANYA: PlayerId = PlayerId(0);
const BORIS: PlayerId = PlayerId(1);

/// Борис's frigate hits Аня's brig with a 5 and boards her frigate.
fn against_anya() -> (Game, usize, usize) {
    let mut g = battle();
    round(&mut g, Weather::Calm);
    g.apply(Action::Shot {
        shooter: ship(6),
        target: ship(1),
        shots: 1,
        gun: None,
        aim: Aim::Hull,
        hit: true,
        critical: None,
        target_port: None,
        dice: vec![5],
    })
    .unwrap();
    let shot = g.log().len() - 1;
    g.apply(Action::Boarding {
        attacker: ship(5),
        defender: ship(2),
        winner: BoardingSide::Attacker,
    })
    .unwrap();
    let board = g.log().len() - 1;
    (g, shot, board)
}

fn view(g: &Game) -> GameView {
    g.view(Viewer::Table)
}

/// Аня's phone lists both entries with their dice and a one-tap dispute
/// each; Борис's phone, the author, lists none; a viewer none.
#[test]
fn the_player_an_entry_went_against_sees_it_with_its_dice_and_disputes_it() {
    let (g, shot, board) = against_anya();
    let d = disputes(Lang::Ru, &view(&g), Some(Seat::Player(ANYA))).unwrap();
    assert_eq!(d.title, "Записи против ваших кораблей");
    let entries: Vec<usize> = d.rows.iter().map(|r| r.entry).collect();
    assert_eq!(entries, [board, shot], "newest first");
    let r = &d.rows[1];
    assert_eq!(r.head, format!("№{} · Борис", shot + 1));
    assert_eq!(r.dice, "Кости: 5");
    assert_eq!(
        r.dispute,
        Some((
            "Оспорить",
            vec![Action::Dispute {
                player: ANYA,
                entry: shot
            }]
        ))
    );
    assert!(d.rows[0].dice.starts_with("Абордаж: исход вносят игроки"));
    assert!(disputes(Lang::Ru, &view(&g), Some(Seat::Player(BORIS))).is_none());
    assert!(disputes(Lang::Ru, &view(&g), Some(Seat::Viewer)).is_none());
    // the dispute each row offers is one the core accepts
    let mut g2 = g.clone();
    for r in &d.rows {
        for a in r.dispute.clone().unwrap().1 {
            g2.apply(a).unwrap();
        }
    }
}

/// One tap: Аня's row says it waits for the host; the host's list has
/// the dispute with the entry, its undo and its dismissal. Dismissed,
/// the host's list is empty and Аня's row says the entry stands; undone
/// instead, Аня's row says the host undid it.
#[test]
fn the_host_sees_the_dispute_and_the_player_sees_how_it_was_settled() {
    let (mut g, _, board) = against_anya();
    g.apply(Action::Dispute {
        player: ANYA,
        entry: board,
    })
    .unwrap();
    let at = g.log().len() - 1;
    let anya = |g: &Game| {
        disputes(Lang::En, &view(g), Some(Seat::Player(ANYA)))
            .unwrap()
            .rows
    };
    let r = &anya(&g)[0];
    assert_eq!(
        r.state,
        Some(("open", "Disputed — waiting for the host".into()))
    );
    assert_eq!(r.dispute, None, "no second tap");

    let host = disputes(Lang::Ru, &view(&g), Some(Seat::Host)).unwrap();
    assert_eq!(host.rows.len(), 1);
    let h = &host.rows[0];
    assert_eq!(h.entry, board);
    assert_eq!(h.state, Some(("open", "Аня оспаривает".into())));
    assert!(h.text.contains("Абордаж"), "{}", h.text);
    assert_eq!(
        h.undo,
        Some((
            format!("Отменить запись №{} и всё после неё (ещё 1)", board + 1),
            board
        ))
    );
    assert_eq!(
        h.dismiss,
        Some((
            "Оставить запись",
            vec![Action::DismissDispute { dispute: at }]
        ))
    );

    let mut dismissed = g.clone();
    dismissed
        .apply(h.dismiss.clone().unwrap().1.remove(0))
        .unwrap();
    assert!(disputes(Lang::Ru, &view(&dismissed), Some(Seat::Host)).is_none());
    assert_eq!(
        anya(&dismissed)[0].state,
        Some(("dismissed", "The host let the entry stand".into()))
    );

    g.undo_to(h.undo.clone().unwrap().1).unwrap();
    assert!(disputes(Lang::Ru, &view(&g), Some(Seat::Host)).is_none());
    let rows = anya(&g);
    let undone = rows.iter().find(|r| r.entry == board).unwrap();
    assert_eq!(
        undone.state,
        Some(("undone", "The host undid the entry".into()))
    );
    assert!(undone.text.contains("Boarding"), "{}", undone.text);
}

/// A player offers an alliance to each other player and accepts one
/// offered; the host makes any two players allies. Every action offered
/// is one the core accepts.
#[test]
fn alliances_are_offered_accepted_or_set_by_the_host() {
    let mut g = battle();
    round(&mut g, Weather::Calm);
    let (title, rows) = alliances(Lang::Ru, &view(&g), Some(Seat::Player(ANYA))).unwrap();
    assert_eq!(title, "Союзы");
    assert_eq!(rows[0].text, "Предложить союз: Борис");
    let offer = rows[0].act.clone().unwrap();
    assert_eq!(
        offer,
        [Action::OfferAlliance {
            from: ANYA,
            to: BORIS
        }]
    );
    g.apply(offer[0].clone()).unwrap();
    let (_, rows) = alliances(Lang::En, &view(&g), Some(Seat::Player(ANYA))).unwrap();
    assert_eq!(
        (rows[0].text.as_str(), rows[0].act.is_none()),
        ("Alliance offered: Борис — waiting for an answer", true)
    );
    let (_, rows) = alliances(Lang::Ru, &view(&g), Some(Seat::Player(BORIS))).unwrap();
    assert_eq!(rows[0].text, "Принять союз: Аня");
    g.apply(rows[0].act.clone().unwrap().remove(0)).unwrap();
    assert!(g.state().allied(ANYA, BORIS));
    let (_, rows) = alliances(Lang::Ru, &view(&g), Some(Seat::Player(BORIS))).unwrap();
    assert_eq!(
        (rows[0].text.as_str(), rows[0].act.is_none()),
        ("Союзник: Аня", true)
    );
    assert!(alliances(Lang::Ru, &view(&g), Some(Seat::Viewer)).is_none());

    let g = battle();
    let (_, rows) = alliances(Lang::Ru, &view(&g), Some(Seat::Host)).unwrap();
    assert_eq!(rows.len(), 1);
    assert_eq!(rows[0].text, "Сделать союзниками: Аня и Борис");
    assert_eq!(
        rows[0].act,
        Some(vec![Action::AddAlly { a: ANYA, b: BORIS }])
    );
}
