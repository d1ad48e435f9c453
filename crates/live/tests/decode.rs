//! The host's decoder of a phone's bytes, with arbitrary input: a message
//! or a clear error, never a panic; and the sequencer never changes a
//! table for a message it cannot read.

use proptest::prelude::*;
use shturman_live::protocol::{Bad, ClientMsg, MAX_ACTIONS, MAX_MESSAGE, decode_client, encode};
use shturman_live::{Act, ActId, Op};
use uuid::Uuid;

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn any_text_decodes_or_says_why(text in ".{0,300}") {
        let _ = decode_client(&text);
    }

    #[test]
    fn any_json_like_text_decodes_or_says_why(
        parts in prop::collection::vec(prop_oneof![
            Just("{"), Just("}"), Just("["), Just("]"), Just(","), Just(":"),
            Just("\"type\""), Just("\"act\""), Just("\"hello\""), Just("\"op\""),
            Just("\"apply\""), Just("\"undo_to\""), Just("\"args\""), Just("\"id\""),
            Just("\"base\""), Just("\"device\""), Just("\"want\""), Just("\"take\""), Just("\"known\""), Just("null"),
            Just("-1"), Just("18446744073709551616"), Just("\"00000000-0000-0000-0000-000000000000\""),
            Just("{\"type\":\"set_heading\",\"ship\":\"00000000-0000-0000-0000-000000000001\",\"heading\":\"N\"}"),
        ], 0..40)
    ) {
        let text: String = parts.concat();
        let _ = decode_client(&text);
    }
}

#[test]
fn an_oversized_message_is_refused_unread() {
    let text = "x".repeat(MAX_MESSAGE + 1);
    assert_eq!(
        decode_client(&text),
        Err(Bad::TooLong {
            len: MAX_MESSAGE + 1,
            max: MAX_MESSAGE
        })
    );
}

#[test]
fn too_many_actions_are_refused() {
    let hide = shturman_game::Action::HideCaptain { ship: Uuid::nil() };
    let msg = ClientMsg::Act(Act {
        id: ActId(Uuid::nil()),
        base: 0,
        op: Op::Apply(vec![hide; MAX_ACTIONS + 1]),
    });
    assert_eq!(
        decode_client(&encode(&msg)),
        Err(Bad::TooManyActions {
            actions: MAX_ACTIONS + 1,
            max: MAX_ACTIONS
        })
    );
}

#[test]
fn a_message_survives_its_round_trip() {
    let msg = ClientMsg::Hello {
        device: shturman_live::protocol::DeviceId(uuid::Uuid::from_u128(5)),
        want: shturman_live::protocol::Want::Take,
        log: None,
        known: 3,
    };
    assert_eq!(decode_client(&encode(&msg)), Ok(msg));
    let deep = "[".repeat(10_000);
    assert!(matches!(decode_client(&deep), Err(Bad::Unreadable { .. })));
}

/// The host's first read of a socket's bytes, and a joined channel's,
/// with arbitrary bytes: a claim, a message or a clear error, never a
/// panic.
mod channel {
    use proptest::prelude::*;
    use shturman_live::channel::{Claim, Dialer, SeatCode};

    proptest! {
        #[test]
        fn any_first_frame_is_a_claim_or_an_error(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
            if let Ok(claim) = Claim::read(&bytes) {
                // a well-shaped frame with garbage keys: answered or refused
                let _ = claim.answer();
            }
        }

        #[test]
        fn any_frame_on_a_channel_is_refused_or_read(
            frames in prop::collection::vec(prop::collection::vec(any::<u8>(), 0..300), 1..5)
        ) {
            let code = SeatCode("seat".into());
            let (dialer, first) = Dialer::start(&code);
            let (mut host, answer) = Claim::read(&first).unwrap().answer().unwrap();
            let mut phone = dialer.finish(&answer).unwrap();
            for f in &frames {
                prop_assert!(host.open(f, 1 << 16).is_err(), "a forged frame opened");
                prop_assert!(phone.open(f, 1 << 16).is_err(), "a forged frame opened");
            }
        }
    }
}
