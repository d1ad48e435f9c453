//! Every error with `v` in its numbers, for the agreement test and the
//! "every error is worded" test.

use crate::game_log::Names;
use shturman_game::{
    CardId, HistoryError, InvalidSave, LoadError, PlayerId, PortId, RuleError, TextField,
};
use shturman_rules::Captain;
use shturman_rules::card::CardField;
use uuid::Uuid;

/// Every refusal, with the number `v` in each of its counts.
pub fn rule_errors(v: u8) -> Vec<RuleError> {
    let s = Uuid::from_u128(1);
    let o = Uuid::from_u128(2);
    let p = PlayerId(v);
    let q = PlayerId(v.wrapping_add(1));
    let card = CardId(v);
    let port = PortId(u16::from(v));
    let u = usize::from(v);
    vec![
        RuleError::UnknownPlayer { player: p },
        RuleError::UnknownShip { ship: s },
        RuleError::UnknownPort { port },
        RuleError::DuplicatePlayer { player: p },
        RuleError::DuplicateShip { ship: s },
        RuleError::DuplicatePort { port },
        RuleError::TextTooLong {
            field: TextField::Name,
            chars: u,
            max: u,
        },
        RuleError::TextTooLong {
            field: TextField::Colour,
            chars: u,
            max: u,
        },
        RuleError::SelfAlliance { player: p },
        RuleError::AlreadyAllied { a: p, b: q },
        RuleError::CardValueOutOfRange {
            field: CardField::Shots,
            value: v,
            max: 9,
        },
        RuleError::ZeroStrength,
        RuleError::StrengthBelowDamage {
            ship: s,
            strength: v,
            hull: v,
        },
        RuleError::CaptainCountOutOfRange {
            player: p,
            count: v,
            max: v,
        },
        RuleError::CaptainCountBelowInPlay {
            player: p,
            count: v,
            in_play: v,
        },
        RuleError::CaptainSetupClosed {
            round: u32::from(v),
        },
        RuleError::NotAgainst {
            player: p,
            entry: u,
        },
        RuleError::AlreadyDisputed {
            player: p,
            entry: u,
        },
        RuleError::NoOpenDispute { dispute: u },
        RuleError::NoRound,
        RuleError::ShipNotAfloat { ship: s },
        RuleError::FortCannotMove { ship: s },
        RuleError::FortHasNoHeading { ship: s },
        RuleError::FortHasNoSails { ship: s },
        RuleError::FortCannotBoard { ship: s },
        RuleError::FortCarriesNoCaptain { ship: s },
        RuleError::TwoCalmsNotAllowed { ship: s },
        RuleError::HullDamageOutOfRange {
            ship: s,
            damage: v,
            max: v,
        },
        RuleError::SailDamageOutOfRange {
            ship: s,
            damage: v,
            max: v,
        },
        RuleError::SameShip { ship: s },
        RuleError::NotEnemies { ship: s, other: o },
        RuleError::EmptySalvo,
        RuleError::DuplicateShooter { ship: s },
        RuleError::ZeroShots { ship: s },
        RuleError::NotEnoughShots {
            ship: s,
            requested: v,
            remaining: v,
        },
        RuleError::DieOutOfRange { value: v },
        RuleError::CriticalWithoutHit,
        RuleError::CriticalNotAllowed {
            ship: s,
            remaining: v,
        },
        RuleError::CriticalNotRolled { target: s },
        RuleError::ChaserSpent { ship: s },
        RuleError::ChaserOneShot { ship: s, shots: v },
        RuleError::TooManyShots,
        RuleError::NotOwnShip {
            ship: s,
            player: p,
            owner: q,
        },
        RuleError::ShipHasCaptain { ship: s },
        RuleError::NoCaptain { ship: s },
        RuleError::TooManyCaptains {
            player: p,
            agreed: v,
        },
        RuleError::UnknownCard { player: p, card },
        RuleError::CardNotInPort {
            player: p,
            card,
            port,
        },
        RuleError::SealInUse { owner: p, card },
        RuleError::SealMismatch {
            ship: s,
            owner: p,
            card,
            placement: u,
        },
        RuleError::ProofReplayed {
            ship: s,
            owner: p,
            card,
        },
        RuleError::ProofIncomplete {
            ship: s,
            seals: u,
            salts: u,
        },
        RuleError::DuplicateCaptain {
            ship: s,
            owner: p,
            captain: Captain::Swift,
            other: card,
        },
        RuleError::NotCapturedBy { ship: s, by: o },
        RuleError::OtherCaptainFaceUp {
            ship: s,
            claimed: Captain::Rapid,
            shown: Captain::Berserk,
        },
        RuleError::PortNotFriendly { port, player: p },
        RuleError::CaptainAlreadyFaceUp { ship: s },
        RuleError::CaptainAlreadyFaceDown { ship: s },
        RuleError::CaptainNotFaceUp { ship: s },
    ]
}

/// Every history refusal.
pub fn history_errors(v: u8) -> Vec<HistoryError> {
    let u = usize::from(v);
    vec![
        HistoryError::NothingToUndo,
        HistoryError::NothingToRedo,
        HistoryError::NoSuchEntry { len: u, log_len: u },
        HistoryError::RedoRefused {
            rule: RuleError::NoRound,
        },
    ]
}

/// Every reason a save does not open.
pub fn load_errors(v: u8) -> Vec<LoadError> {
    let u = usize::from(v);
    let k = u32::from(v);
    let invalid = |reason| LoadError::Invalid { reason };
    vec![
        LoadError::Damaged { line: u, column: u },
        LoadError::NewerVersion {
            found: k,
            supported: k,
        },
        LoadError::NeedsMigration { found: k },
        invalid(InvalidSave::NoSchemaVersion),
        invalid(InvalidSave::UnknownVersion { found: k }),
        invalid(InvalidSave::Malformed { line: u, column: u }),
        invalid(InvalidSave::LogBreaksRule {
            index: u,
            error: RuleError::ZeroStrength,
        }),
        invalid(InvalidSave::UndoneNotAReveal { index: u }),
        invalid(InvalidSave::RedoBreaksRule {
            index: u,
            error: RuleError::EmptySalvo,
        }),
    ]
}

/// Every card field.
pub const FIELDS: [CardField; 9] = [
    CardField::FreshStraight,
    CardField::FreshDiagonal,
    CardField::CalmStraight,
    CardField::CalmDiagonal,
    CardField::StormRange,
    CardField::FiringRange,
    CardField::Shots,
    CardField::Strength,
    CardField::Boarding,
];

/// Names for the samples' ships, players and ports (the errors name them).
pub fn names() -> Names {
    use shturman_rules::ShipClass;
    Names::from_parts(
        vec![
            (Uuid::from_u128(1), ShipClass::Brig, "Меркурий".into()),
            (Uuid::from_u128(2), ShipClass::Frigate, "Азов".into()),
        ],
        (0..=u8::MAX).map(|i| (PlayerId(i), "Аня".into())).collect(),
        (0..=255u16)
            .map(|i| (PortId(i), "Кронштадт".into()))
            .collect(),
    )
}
