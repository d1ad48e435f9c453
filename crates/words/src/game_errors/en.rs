//! The game core's refusals and the reasons a save does not load in English: [`super::EN`] and its helpers (`mod.rs` holds
//! the struct they fill).

use super::{Words, field_en};
use crate::Lang;
use crate::game_log::Names;
use shturman_game::{HistoryError, InvalidSave, LoadError, RuleError, TextField};

pub(super) fn rule(n: &Names, e: &RuleError) -> String {
    let lang = Lang::En;
    let ship = |id| n.ship(lang, id);
    let player = |id| n.player(lang, id);
    match e {
        RuleError::UnknownPlayer { player: p } => {
            format!("{} {}", "No such player:", p.0 + 1)
        }
        RuleError::UnknownShip { .. } => "No such ship.".into(),
        RuleError::UnknownPort { port } => {
            format!("{} {}", "No such port:", port.0)
        }
        RuleError::DuplicatePlayer { player: p } => {
            format!("{} {}", "This player already exists:", player(*p))
        }
        RuleError::DuplicateShip { ship: s } => {
            format!("{} {}", "This ship already exists:", ship(*s))
        }
        RuleError::DuplicatePort { port } => {
            format!("{} {}", "This port already exists:", n.port(lang, *port))
        }
        RuleError::TextTooLong { field, chars, max } => format!(
            "{} is too long (characters: {chars}; at most: {max}).",
            match field {
                TextField::Name => "The name",
                TextField::Colour => "The colour",
            }
        ),
        RuleError::SelfAlliance { player: p } => {
            format!("{} {}", player(*p), "cannot ally with themselves.")
        }
        RuleError::AlreadyAllied { a, b } => {
            format!("{} and {} are already allies.", player(*a), player(*b))
        }
        RuleError::CardValueOutOfRange { field, value, max } => {
            format!(
                "“{}” = {value} is too large (at most {max}). Check the card.",
                super::field_en(*field)
            )
        }
        RuleError::ZeroStrength => {
            "Hull strength cannot be 0: such a ship would sink at once.".into()
        }
        RuleError::StrengthBelowDamage {
            ship: s,
            strength,
            hull,
        } => {
            format!(
                "{} already has {hull} hull damage: strength {strength} must be above it.",
                ship(*s)
            )
        }
        RuleError::CaptainCountOutOfRange {
            player: p,
            count,
            max,
        } => {
            format!(
                "{}: {} is more than a set holds ({max}).",
                player(*p),
                crate::plural::CAPTAINS.count(lang, i64::from(*count))
            )
        }
        RuleError::CaptainCountBelowInPlay {
            player: p,
            count,
            in_play,
        } => {
            format!(
                "{}: {} already placed, the count cannot be {count}.",
                player(*p),
                crate::plural::CAPTAINS.count(lang, i64::from(*in_play))
            )
        }
        RuleError::CaptainSetupClosed { round } => {
            format!("Captains are assigned before the game starts; round {round} is under way.")
        }
        RuleError::NotAgainst { player: p, entry } => format!(
            "Entry #{} was not made against {}'s ships: only the player whose ship it went against may dispute it.",
            entry + 1,
            player(*p)
        ),
        RuleError::AlreadyDisputed { player: p, entry } => {
            format!("{} already disputed entry #{}.", player(*p), entry + 1)
        }
        RuleError::NoOpenDispute { dispute } => {
            format!("Entry #{} holds no open dispute.", dispute + 1)
        }
        RuleError::NoRound => "Start a round first (the round's wind).".into(),
        RuleError::ShipNotAfloat { ship: s } => format!("{} {}", ship(*s), "has already sunk."),
        RuleError::FortCannotMove { ship: s } => {
            format!("{} {}", ship(*s), "is a fort: it does not move.")
        }
        RuleError::FortHasNoHeading { ship: s } => {
            format!("{} {}", ship(*s), "is a fort: it has no heading.")
        }
        RuleError::FortHasNoSails { ship: s } => {
            format!("{} {}", ship(*s), "is a fort: it has no sails.")
        }
        RuleError::FortCannotBoard { ship: s } => {
            format!("{} {}", ship(*s), "is a fort: no boarding.")
        }
        RuleError::HullDamageOutOfRange {
            ship: s,
            damage,
            max,
        } => {
            format!(
                "{}: hull damage {damage} — allowed 0 to {max}. To sink the ship use “Sunk”.",
                ship(*s)
            )
        }
        RuleError::SailDamageOutOfRange {
            ship: s,
            damage,
            max,
        } => {
            format!("{}: sail damage {damage} — allowed 0 to {max}.", ship(*s))
        }
        RuleError::SameShip { ship: s } => {
            format!("{} {}", ship(*s), "cannot fire at or board itself.")
        }
        RuleError::NotEnemies { ship: s, other } => {
            format!(
                "{} and {} are not enemies: fire and boarding are only against enemies.",
                ship(*s),
                ship(*other)
            )
        }
        RuleError::EmptySalvo => "The salvo has no ships.".into(),
        RuleError::DuplicateShooter { ship: s } => {
            format!("{} {}", ship(*s), "is listed twice in the salvo.")
        }
        RuleError::ZeroShots { ship: s } => {
            format!("{}: {}", ship(*s), "at least 1 shot is needed.")
        }
        RuleError::NotEnoughShots {
            ship: s,
            requested,
            remaining,
        } => {
            format!(
                "{}: {} left this round, {requested} requested.",
                ship(*s),
                crate::SHOTS.count(lang, i64::from(*remaining))
            )
        }
        RuleError::DieOutOfRange { value } => {
            format!("A die has no face {value}: only 1–6.")
        }
        RuleError::CriticalWithoutHit => "A critical is rolled only after a hit.".into(),
        RuleError::CriticalNotAllowed { ship: s, remaining } => {
            format!(
                "A critical only comes with the last shot of the round: {} keeps {remaining} more.",
                ship(*s)
            )
        }
        RuleError::CriticalNotRolled { target } => {
            format!(
                "The hit itself sinks {}: no critical roll is made [A-12].",
                ship(*target)
            )
        }
        RuleError::ChaserSpent { ship: s } => {
            format!(
                "{} has already fired its chasers this round: one chaser shot a round (§4.5).",
                ship(*s)
            )
        }
        RuleError::ChaserOneShot { ship: s, shots } => {
            format!("{}'s chasers fire one shot, not {shots} (§4.5).", ship(*s))
        }
        RuleError::TooManyShots => "Too many shots in one salvo.".into(),
        RuleError::FortCarriesNoCaptain { ship: s } => {
            format!("{} is a fort: forts carry no captain [A-17].", ship(*s))
        }
        RuleError::TwoCalmsNotAllowed { ship: s } => {
            format!(
                "{}: the two-calms move comes only in the second calm in a row, with the heading unchanged through the first, once per two calms, straight ahead (§3.2).",
                ship(*s)
            )
        }
        RuleError::NotOwnShip {
            ship: s,
            player: p,
            owner,
        } => {
            format!(
                "{} belongs to {}, not to {}.",
                ship(*s),
                player(*owner),
                player(*p)
            )
        }
        RuleError::ShipHasCaptain { ship: s } => {
            format!("{} {}", "This ship already has a captain:", ship(*s))
        }
        RuleError::NoCaptain { ship: s } => format!("{} {}", "This ship has no captain:", ship(*s)),
        RuleError::TooManyCaptains { player: p, agreed } => {
            format!(
                "{}: the table agreed on {}; no more can be placed.",
                player(*p),
                crate::plural::CAPTAINS.count(lang, i64::from(*agreed))
            )
        }
        RuleError::UnknownCard { player: p, card } => {
            format!(
                "{} has no card {} in play.",
                player(*p),
                u16::from(card.0) + 1
            )
        }
        RuleError::CardNotInPort {
            player: p,
            card,
            port,
        } => {
            format!(
                "{}: {} is not waiting at {}.",
                player(*p),
                (crate::game_log::words(lang).card_number)(*card),
                n.port(lang, *port)
            )
        }
        RuleError::SealInUse { owner, card } => {
            format!(
                "This seal is already {}'s card {}: was the code read twice?",
                player(*owner),
                u16::from(card.0) + 1
            )
        }
        RuleError::SealMismatch {
            ship: s,
            owner,
            card,
            placement,
        } => {
            let which = u64::try_from(*placement)
                .unwrap_or(u64::MAX)
                .saturating_add(1);
            {
                format!(
                    "{}: this card does not match the sealed one (seal {which} of {}'s card {}). It stays face down.",
                    ship(*s),
                    player(*owner),
                    u16::from(card.0) + 1
                )
            }
        }
        RuleError::ProofReplayed { ship: s, owner, .. } => format!(
            "{}: the table has seen this proof before — it is on the log, and anyone could have typed it. {}'s card stays face down: its owner reveals it from their own hand (with a fresh proof each time).",
            ship(*s),
            player(*owner)
        ),
        RuleError::ProofIncomplete {
            ship: s,
            seals,
            salts,
        } => {
            let seals = crate::SEALS.count(lang, i64::try_from(*seals).unwrap_or(i64::MAX));
            let salts = crate::SECRETS.count(lang, i64::try_from(*salts).unwrap_or(i64::MAX));
            {
                format!(
                    "{}: the card has had {seals}, the proof holds {salts}: it needs the secret of every seal, from the owner's hand.",
                    ship(*s)
                )
            }
        }
        RuleError::DuplicateCaptain {
            ship: s,
            owner,
            captain,
            other,
        } => {
            format!(
                "{}: {}'s {} was already revealed on another card ({}). Each player holds one card of each captain.",
                ship(*s),
                player(*owner),
                (crate::game_log::words(lang).captain)(*captain),
                u16::from(other.0) + 1
            )
        }
        RuleError::NotCapturedBy { ship: s, by } => {
            format!(
                "A captain moves onto {} only from {}, and only if it captured it this round (§5).",
                ship(*s),
                ship(*by)
            )
        }
        RuleError::OtherCaptainFaceUp {
            ship: s,
            claimed,
            shown,
        } => {
            format!(
                "{}: the face-up captain is {}, not {}.",
                ship(*s),
                (crate::game_log::words(lang).captain)(*shown),
                (crate::game_log::words(lang).captain)(*claimed)
            )
        }
        RuleError::PortNotFriendly { port, player: p } => {
            format!(
                "{} is neither {}'s port nor an ally's.",
                n.port(lang, *port),
                player(*p)
            )
        }
        RuleError::CaptainAlreadyFaceUp { ship: s } => {
            format!("{} {}", ship(*s), "— the captain is already face up.")
        }
        RuleError::CaptainAlreadyFaceDown { ship: s } => {
            format!("{} {}", ship(*s), "— the captain is already face down.")
        }
        RuleError::CaptainNotFaceUp { ship: s } => {
            format!("{} {}", ship(*s), "— the captain is not face up.")
        }
    }
}

pub(super) fn history(n: &Names, e: &HistoryError) -> String {
    match e {
        HistoryError::NothingToUndo => "Nothing to undo.".into(),
        HistoryError::NothingToRedo => "Nothing to redo.".into(),
        HistoryError::NoSuchEntry { len, log_len } => {
            format!(
                "The log has {}, there is no entry {len}.",
                crate::plural::ENTRIES.count(Lang::En, *log_len as i64)
            )
        }
        HistoryError::RedoRefused { rule: r } => format!("{} {}", "Cannot redo.", rule(n, r)),
    }
}

pub(super) fn load(e: &LoadError) -> String {
    match e {
        LoadError::Damaged { line, column } => {
            format!(
                "The game file is damaged (cut short or garbled, line {line}, column {column}). It cannot be opened; it is kept as it is and nothing overwrites it."
            )
        }
        LoadError::NewerVersion { found, supported } => {
            format!(
                "This game was saved by a newer Shturman (format {found}; this version reads up to {supported}). Update the app to open it; the file is kept unchanged."
            )
        }
        LoadError::NeedsMigration { found } => {
            format!(
                "This game was saved before captains were sealed (format {found}). Opening it moves each player's captains into their hand; the old file is left alone until the new game and every hand are stored."
            )
        }
        LoadError::Invalid { reason } => {
            let why = invalid(reason);
            {
                format!(
                    "This is not a Shturman game that can be opened: {why}. The file is kept unchanged."
                )
            }
        }
    }
}

/// Why an imported text or file does not open: nothing was stored (a save
/// that does not load is [`load`]'s: that file is kept as it is).
pub(super) fn import(e: &LoadError) -> String {
    match e {
        LoadError::Damaged { line, column } => {
            format!(
                "The game's text does not read: cut short or garbled (line {line}, column {column}). Nothing was changed."
            )
        }
        LoadError::NewerVersion { found, supported } => {
            format!(
                "This game was saved by a newer Shturman (format {found}; this version reads up to {supported}). Update the app to open it. Nothing was changed."
            )
        }
        LoadError::NeedsMigration { .. } => load(e),
        LoadError::Invalid { reason } => format!(
            "This is not a Shturman game that can be opened: {}. Nothing was changed.",
            invalid(reason)
        ),
    }
}

fn invalid(reason: &InvalidSave) -> String {
    match reason {
        InvalidSave::NoSchemaVersion => "it has no format number".to_string(),
        InvalidSave::UnknownVersion { found } => {
            format!("unknown format {found}")
        }
        InvalidSave::Malformed { line, column } => {
            format!("the content has the wrong shape (line {line}, column {column})")
        }
        InvalidSave::LogBreaksRule { index, error } => format!(
            // a sentence of its own, not after a colon (issue 33 #13); its
            // full stop is the one the message goes on after
            "{} {} breaks the rules. {}",
            "log entry",
            index + 1,
            rule(&Names::default(), error).trim_end_matches('.')
        ),
        InvalidSave::UndoneNotAReveal { index } => {
            format!(
                "undone reveal {} is not a reveal that matches its seals",
                index + 1
            )
        }
        InvalidSave::RedoBreaksRule { index, error } => format!(
            // a sentence of its own, not after a colon (issue 33 #13); its
            // full stop is the one the message goes on after
            "{} {} breaks the rules. {}",
            "undone action",
            index + 1,
            rule(&Names::default(), error).trim_end_matches('.')
        ),
    }
}

pub(super) const WORDS: Words = Words {
    field: field_en,
    rule,
    history,
    load,
    import,
    nothing_changed: "Nothing was changed.",
    save_failed: |detail| {
        format!("Could not save the game ({detail}). The action was not applied.")
    },
    stale: "This game was just saved in another window: the newer game is shown, and your action was not recorded.",
};
