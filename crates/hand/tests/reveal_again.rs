//! A captain revealed, turned face down, revealed again (issue 46 #12):
//! the log holds the first reveal's proof, and the audit typed it again on
//! the owner's gate — the table applied it. Now each reveal a hand makes
//! shows a fresh link of its seal's chain, so the owner's own flow (one
//! shared phone, or a reveal code from their phone) still works, and the
//! proof from the log is refused.

mod common;
use common::*;
use shturman_game::{Action, RuleError, Weather};
use shturman_hand::code::{PhoneCode, phone_code, read_phone_code};
use shturman_hand::{Hand, PlayerBrief};
use shturman_rules::Captain;

fn end_turn(g: &mut shturman_game::Game) {
    apply(
        g,
        Action::EndTurn {
            player: ANNA,
            keep_face_up: vec![],
        },
    );
}

#[test]
fn the_owner_reveals_again_and_the_logs_proof_is_refused() {
    let mut table = setup();
    let mut r = rng(46);
    let mut hand = Hand::new(GAME, ANNA);
    let brief = |t: &shturman_game::Game| PlayerBrief::of(t, ANNA).unwrap();
    let a = hand
        .assign(&brief(&table), Captain::Target, NADEZHDA, &mut r)
        .unwrap();
    apply(&mut table, a);
    apply(
        &mut table,
        Action::StartRound {
            weather: Weather::Calm,
        },
    );
    // one shared phone: the hand's reveal goes straight to the table
    let first = hand.reveal(&brief(&table), NADEZHDA).unwrap();
    apply(&mut table, first.clone());
    end_turn(&mut table);
    // the first proof, from the log, typed again: refused, said why
    let before = table.clone();
    assert_eq!(
        table.apply(first.clone()).unwrap_err(),
        RuleError::ProofReplayed {
            ship: NADEZHDA,
            owner: ANNA,
            card: shturman_game::CardId(0),
        }
    );
    assert_eq!(table, before);
    // the owner's hand reveals again, with a fresh proof
    let second = hand.reveal(&brief(&table), NADEZHDA).unwrap();
    assert_ne!(second, first);
    apply(&mut table, second.clone());
    assert!(table.state().card_on(NADEZHDA).unwrap().is_face_up());
    end_turn(&mut table);
    // the owner's own phone: the reveal travels as a code and reads back
    // as the same action; the second proof, replayed as a code, is read
    // and then refused by the table's rules
    let third = hand.reveal(&brief(&table), NADEZHDA).unwrap();
    let code = phone_code(GAME, std::slice::from_ref(&third)).unwrap();
    assert_eq!(
        read_phone_code(&code, &table),
        Ok(PhoneCode::Reveal(third.clone()))
    );
    let old = phone_code(GAME, std::slice::from_ref(&second)).unwrap();
    let PhoneCode::Reveal(replayed) = read_phone_code(&old, &table).unwrap() else {
        panic!("a reveal code");
    };
    assert!(matches!(
        table.apply(replayed),
        Err(RuleError::ProofReplayed { .. })
    ));
    apply(&mut table, third);
    // a hand stored and read back (another window) goes on from where it was
    end_turn(&mut table);
    let copy: Hand = serde_json::from_str(&serde_json::to_string(&hand).unwrap()).unwrap();
    let mut merged = Hand::new(GAME, ANNA);
    merged.merge(&copy);
    let fourth = merged.reveal(&brief(&table), NADEZHDA).unwrap();
    apply(&mut table, fourth);
}
