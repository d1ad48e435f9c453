//! A hand locked under a PIN: round trip, wrong PIN, damage, tampering,
//! a newer envelope, a planted cost, the header read without the PIN, and
//! a backup export.

mod common;
use common::*;
use shturman_game::Action;
use shturman_hand::cipher::{
    header, lock, unlock, unlock_with, CipherError, KdfParams, Key, Pin, Purpose,
};
use shturman_hand::{Hand, PlayerBrief};
use shturman_rules::Captain;

fn a_hand() -> Hand {
    let g = setup();
    let mut hand = Hand::new(GAME, ANNA);
    let brief = PlayerBrief::of(&g, ANNA).unwrap();
    hand.assign(&brief, Captain::Target, AZOV, &mut rng(21))
        .unwrap();
    hand
}

fn pin(s: &str) -> Pin {
    Pin::new(s).unwrap()
}

/// With the cost the app writes (≥ 0.2 s a guess): the PIN opens it, a
/// wrong PIN is a typed error, never garbage or a panic.
#[test]
fn the_owners_pin_opens_the_hand_and_no_other_does() {
    let hand = a_hand();
    let mut r = rng(22);
    let key = Key::new(&pin("482913"), KdfParams::DEFAULT, &mut r).unwrap();
    let text = lock(&hand, &key, Purpose::Hand, &mut r);
    // Nothing readable in the stored text.
    for secret in ["target", "Target", hand.book[0].salt.as_str()] {
        assert!(!text.contains(secret), "{secret}");
    }
    let opened = unlock(&text, &pin("482913")).unwrap();
    assert_eq!(opened.hand, hand);
    assert_eq!(opened.purpose, Purpose::Hand);
    assert_eq!(opened.key, key);
    assert_eq!(unlock(&text, &pin("482914")), Err(CipherError::WrongPin));
    assert_eq!(unlock(&text, &pin("4829130")), Err(CipherError::WrongPin));
}

#[test]
fn a_kept_key_locks_again_without_the_cost_and_each_lock_differs() {
    let hand = a_hand();
    let mut r = rng(23);
    let key = Key::new(&pin("000000"), KdfParams::TEST, &mut r).unwrap();
    let one = lock(&hand, &key, Purpose::Hand, &mut r);
    let two = lock(&hand, &key, Purpose::Hand, &mut r);
    assert_ne!(one, two, "a new nonce each time");
    assert_eq!(unlock_with(&one, &key), Ok(hand.clone()));
    assert_eq!(unlock_with(&two, &key), Ok(hand.clone()));
    let other = Key::new(&pin("000000"), KdfParams::TEST, &mut r).unwrap();
    assert_eq!(unlock_with(&one, &other), Err(CipherError::WrongPin));
}

#[test]
fn damage_and_tampering_are_told_apart_from_a_wrong_pin() {
    let hand = a_hand();
    let mut r = rng(24);
    let key = Key::new(&pin("135790"), KdfParams::TEST, &mut r).unwrap();
    let text = lock(&hand, &key, Purpose::Hand, &mut r);
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    // A flipped byte in the ciphertext: damaged (the digest says so).
    let ct = v["ciphertext"].as_str().unwrap().to_string();
    let flipped = format!(
        "{}{}",
        if ct.starts_with('A') { "B" } else { "A" },
        &ct[1..]
    );
    let mut damaged = v.clone();
    damaged["ciphertext"] = flipped.into();
    assert_eq!(
        unlock(&damaged.to_string(), &pin("135790")),
        Err(CipherError::Damaged)
    );
    // Cut short: damaged or not JSON at all.
    assert_eq!(
        unlock(&text[..text.len() / 2], &pin("135790")),
        Err(CipherError::NotAnEnvelope)
    );
    // The header is bound to the ciphertext: claiming it is Boris's hand
    // does not open it.
    v["header"]["player"] = 1.into();
    assert_eq!(
        unlock(&v.to_string(), &pin("135790")),
        Err(CipherError::WrongPin)
    );
    assert_eq!(
        unlock("{}", &pin("135790")),
        Err(CipherError::NotAnEnvelope)
    );
    assert_eq!(
        unlock("garbage", &pin("135790")),
        Err(CipherError::NotAnEnvelope)
    );
}

#[test]
fn a_newer_envelope_or_a_planted_cost_is_refused_before_any_work() {
    let hand = a_hand();
    let mut r = rng(25);
    let key = Key::new(&pin("246810"), KdfParams::TEST, &mut r).unwrap();
    let text = lock(&hand, &key, Purpose::Hand, &mut r);
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["header"]["version"] = 3.into();
    assert_eq!(
        unlock(&v.to_string(), &pin("246810")),
        Err(CipherError::NewerVersion {
            found: 3,
            supported: 2
        })
    );
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["header"]["kdf"]["iterations"] = (KdfParams::MAX_ITERATIONS + 1).into();
    assert_eq!(
        unlock(&v.to_string(), &pin("246810")),
        Err(CipherError::BadParameters)
    );
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["header"]["kdf"] = serde_json::json!({
        "alg": "argon2id", "m_kib": KdfParams::MAX_M_KIB + 1, "t": 1, "p": 1,
        "salt": v["header"]["kdf"]["salt"].clone(),
    });
    assert_eq!(
        unlock(&v.to_string(), &pin("246810")),
        Err(CipherError::BadParameters)
    );
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["header"]["kdf"]["alg"] = "md5".into();
    assert_eq!(
        unlock(&v.to_string(), &pin("246810")),
        Err(CipherError::UnknownAlgorithm)
    );
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["header"]["aead"]["alg"] = "rot13".into();
    assert_eq!(
        unlock(&v.to_string(), &pin("246810")),
        Err(CipherError::UnknownAlgorithm)
    );
}

#[test]
fn the_header_says_whose_hand_without_the_pin_and_backups_open_too() {
    let hand = a_hand();
    let mut r = rng(26);
    let key = Key::new(&pin("975310"), KdfParams::TEST, &mut r).unwrap();
    let backup = lock(&hand, &key, Purpose::Backup, &mut r);
    let h = header(&backup).unwrap();
    assert_eq!((h.game, h.player, h.purpose), (GAME, ANNA, Purpose::Backup));
    assert_eq!(h.kdf.params, KdfParams::TEST);
    let opened = unlock(&backup, &pin("975310")).unwrap();
    assert_eq!(opened.purpose, Purpose::Backup);
    // The restored hand keeps working: its pending action is intact.
    assert!(matches!(
        opened.hand.card(Captain::Target).pending,
        Some(Action::AssignCaptain { .. })
    ));
}

/// A hand stored by version 1 (Argon2id, the fixture was written by that
/// build with its test cost) still opens with its PIN, and only with it.
#[test]
fn a_version_1_argon2id_hand_still_opens() {
    let text = include_str!("data/hand-v1-argon2id.json");
    let h = header(text).unwrap();
    assert_eq!(h.version, 1);
    assert_eq!(
        h.kdf.params,
        KdfParams::Argon2id {
            m_kib: 64,
            t: 1,
            p: 1
        }
    );
    let opened = unlock(text, &pin("482913")).unwrap();
    assert_eq!(opened.hand, a_hand());
    assert_eq!(unlock(text, &pin("482914")), Err(CipherError::WrongPin));
    // Written again (a new PIN key), it is version 2, PBKDF2.
    let mut r = rng(27);
    let key = Key::new(&pin("482913"), KdfParams::TEST, &mut r).unwrap();
    let again = lock(&opened.hand, &key, Purpose::Hand, &mut r);
    let h2 = header(&again).unwrap();
    assert_eq!((h2.version, h2.kdf.params.alg()), (2, "pbkdf2-sha256"));
    assert_eq!(unlock(&again, &pin("482913")).unwrap().hand, opened.hand);
}

/// The host's PBKDF2 is WebCrypto's: RFC 7914 §11's vectors (the browser
/// test `hand_kdf` derives the same bits with `crypto.subtle`), and a key
/// derived "elsewhere" with those bytes opens the envelope.
#[test]
fn pbkdf2_matches_the_known_vectors_and_a_key_derived_elsewhere_opens() {
    let mut out = [0u8; 64];
    shturman_hand::cipher::pbkdf2_sha256(b"passwd", b"salt", 1, &mut out);
    assert_eq!(
        hex(&out),
        "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc\
         49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783"
    );
    shturman_hand::cipher::pbkdf2_sha256(b"Password", b"NaCl", 80000, &mut out);
    assert_eq!(
        hex(&out),
        "4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56\
         a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d"
    );
    let hand = a_hand();
    let mut r = rng(28);
    let key = Key::new(&pin("314159"), KdfParams::TEST, &mut r).unwrap();
    let text = lock(&hand, &key, Purpose::Hand, &mut r);
    let (params, salt) = shturman_hand::cipher::kdf_of(&text).unwrap();
    let KdfParams::Pbkdf2Sha256 { iterations } = params else {
        panic!("{params:?}")
    };
    let mut bits = [0u8; 32];
    shturman_hand::cipher::pbkdf2_sha256(pin("314159").bytes(), &salt, iterations, &mut bits);
    let elsewhere = Key::from_derived(bits, params, salt).unwrap();
    assert_eq!(elsewhere, key);
    let opened = shturman_hand::cipher::unlock_key(&text, elsewhere).unwrap();
    assert_eq!(opened.hand, hand);
    let wrong = Key::from_derived([0; 32], params, salt).unwrap();
    assert_eq!(
        shturman_hand::cipher::unlock_key(&text, wrong),
        Err(CipherError::WrongPin)
    );
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}
