//! A code refused says the right reason (issue 46 #12): a hostile table
//! code — its checksum right, its content garbage or forged — was refused
//! as "perhaps a newer version". A newer format is told by its version
//! digit alone; a code of this version whose content no app writes is
//! forged. Property-tested with arbitrary input: a clear error, never a
//! panic, never the wrong one of the two.

mod common;
use common::*;
use proptest::prelude::*;
use shturman_hand::code::{
    CODE_VERSION, CodeError, CodeKind, encode, kind_of, read_phone_code, read_table_code,
};

const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

fn kinds() -> impl Strategy<Value = CodeKind> {
    prop_oneof![
        Just(CodeKind::Table),
        Just(CodeKind::Seals),
        Just(CodeKind::Reveal)
    ]
}

/// The audit's code: bytes no table wrote, under a checksum that holds.
#[test]
fn a_hostile_table_code_is_refused_as_forged() {
    let code = encode(CodeKind::Table, b"not a brief at all, but checksummed");
    assert_eq!(read_table_code(&code), Err(CodeError::Forged));
    assert_eq!(kind_of(&code), Ok(CodeKind::Table));
}

proptest! {
    /// Any payload under this version's checksum: read, or refused as
    /// forged — never as newer, never a panic.
    #[test]
    fn any_payload_of_this_version_reads_or_is_forged(
        payload in proptest::collection::vec(any::<u8>(), 0..400),
        kind in kinds(),
    ) {
        let code = encode(kind, &payload);
        let table = setup();
        match kind {
            CodeKind::Table => {
                let r = read_table_code(&code);
                prop_assert!(matches!(r, Ok(_) | Err(CodeError::Forged)), "{:?}", r);
            }
            _ => {
                let r = read_phone_code(&code, &table);
                prop_assert!(
                    !matches!(r, Err(CodeError::NewerVersion { .. } | CodeError::Damaged { .. } | CodeError::NotShturman)),
                    "{:?}", r
                );
            }
        }
    }

    /// A version digit above this app's, whatever follows (a newer app
    /// may change everything after it): said newer, by every reader.
    #[test]
    fn a_higher_version_digit_is_newer_whatever_follows(
        v in (CODE_VERSION + 1)..32,
        kind in kinds(),
        rest in "[0-9A-Za-z -]{0,80}",
    ) {
        let code = format!("SH{}{}{rest}", char::from(ALPHABET[usize::from(v)]), kind_letter(kind));
        let newer = Some(CodeError::NewerVersion { found: v, supported: CODE_VERSION });
        prop_assert_eq!(read_table_code(&code).err(), newer);
        prop_assert_eq!(read_phone_code(&code, &setup()).err(), newer);
        prop_assert_eq!(kind_of(&code).err(), newer);
    }

    /// Any text at all: a typed refusal or a brief, never a panic.
    #[test]
    fn any_text_is_answered(text in "\\PC{0,200}") {
        let _ = read_table_code(&text);
        let _ = read_phone_code(&text, &setup());
        let _ = kind_of(&text);
    }
}

fn kind_letter(kind: CodeKind) -> char {
    encode(kind, &[]).chars().nth(3).unwrap()
}
