//! Choosing a PIN (issue 46 #12): a PIN whose digits go by one constant
//! step — round from 9 to 0 too — is refused as easily guessed, whatever
//! the step, beside the common, repeated, counting and date PINs.

use proptest::prelude::*;
use shturman_hand::cipher::{MAX_PIN_DIGITS, MIN_PIN_DIGITS, Pin, PinError};

/// The audit's case (135791 was accepted) and its kin, each with the
/// reason it is refused for.
#[test]
fn a_pin_going_by_a_constant_step_is_refused_with_its_step() {
    let table: &[(&str, PinError)] = &[
        ("135791", PinError::Steps { step: 2 }),
        ("246802", PinError::Steps { step: 2 }),
        ("975319", PinError::Steps { step: 8 }),
        ("147036", PinError::Steps { step: 3 }),
        ("159371", PinError::Steps { step: 4 }),
        ("963074", PinError::Steps { step: 7 }),
        ("395173", PinError::Steps { step: 6 }),
        ("13579135", PinError::Steps { step: 2 }),
        ("123456", PinError::Counts),
        ("098765", PinError::Counts),
        ("000000", PinError::Repeats),
    ];
    for (text, why) in table {
        assert_eq!(Pin::choose(text).unwrap_err(), *why, "{text}");
        // a hand sealed under it before still opens with it
        assert!(Pin::new(text).is_ok(), "{text}");
    }
    for fine in ["482913", "730215", "13579246"] {
        assert!(Pin::choose(fine).is_ok(), "{fine}");
    }
}

proptest! {
    /// Any start, any step, any allowed length: refused, and said as a
    /// step (or as a repeat when the digits come round a whole number of
    /// times: 000000, 505050, 1357913579).
    #[test]
    fn every_constant_step_is_refused(
        start in 0u8..10,
        step in 0u8..10,
        len in MIN_PIN_DIGITS..=MAX_PIN_DIGITS,
    ) {
        let text: String = (0..len)
            .map(|i| char::from(b'0' + (start + step * (i % 10) as u8) % 10))
            .collect();
        let why = Pin::choose(&text).unwrap_err();
        // the digits come round after `period`: a whole number of rounds
        // is a repeat, refused as one first
        let period = 10 / gcd(step, 10) as usize;
        let expected = match step {
            _ if len % period == 0 && period <= len / 2 => PinError::Repeats,
            1 | 9 => PinError::Counts,
            s => PinError::Steps { step: s },
        };
        prop_assert_eq!(why, expected, "{}", text);
    }

    /// A PIN whose steps between digits differ is never refused as a
    /// sequence.
    #[test]
    fn uneven_steps_are_not_a_sequence(digits in proptest::collection::vec(0u8..10, MIN_PIN_DIGITS..=12)) {
        let steps: Vec<u8> = digits.windows(2).map(|w| (w[1] + 10 - w[0]) % 10).collect();
        prop_assume!(steps.iter().any(|s| *s != steps[0]));
        let text: String = digits.iter().map(|d| char::from(b'0' + d)).collect();
        let why = Pin::choose(&text).err();
        prop_assert!(
            !matches!(why, Some(PinError::Steps { .. } | PinError::Counts)),
            "{} refused as {:?}", text, why
        );
    }
}

fn gcd(a: u8, b: u8) -> u8 {
    if a == 0 { b } else { gcd(b % a, a) }
}
