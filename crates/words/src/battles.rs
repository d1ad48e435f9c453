//! Words every resolver screen of the three other games shares
//! (`shturman_screens::battles`): the sides, the odds, the dice to roll and
//! the keypad, the result sheet. Each game's own words are in its file
//! ([`crate::his`], …).

use super::Lang;
use crate::plural::{DICE, HITS};

pub struct Words {
    pub attacker: &'static str,
    pub defender: &'static str,
    /// The odds card's title.
    pub odds: &'static str,
    /// The folded bar charts.
    pub charts: &'static str,
    /// The folded list of every outcome.
    pub outcomes: &'static str,
    /// The folded "how the dice are counted".
    pub counting: &'static str,
    /// The readings the answer relies on.
    pub readings: &'static str,
    /// "Roll: attacker — 6 dice, defender — 5 dice".
    pub dice_line: fn(&[(String, u32)]) -> String,
    /// "Roll 11 dice" (all), "Roll the other 3 dice" (some entered).
    pub roll: fn(u32, bool) -> String,
    pub hint: &'static str,
    /// The keypad's erase key, for a screen reader.
    pub back: &'static str,
    pub clear: &'static str,
    pub result: &'static str,
    pub steps: &'static str,
    pub close: &'static str,
    pub again: &'static str,
    /// A die's slot for a screen reader: pool, number, face, hit.
    pub slot_label: fn(&str, usize, Option<u8>, bool) -> String,
    /// A keypad key for a screen reader.
    pub key_label: fn(u8) -> String,
    /// A pool's hits so far.
    pub hits: fn(u32) -> String,
    /// "no" leader.
    pub none: &'static str,
    /// The Rules screen's part: its title, its intro, the readings' title.
    pub rules_title: &'static str,
    pub rules_intro: &'static str,
    pub rules_readings: &'static str,
    /// A reading's option that is the text's default.
    pub default_option: fn(&str) -> String,
}

pub const RU: Words = Words {
    attacker: "Атакующий",
    defender: "Защитник",
    odds: "Шансы до броска",
    charts: "Распределение",
    outcomes: "Все исходы",
    counting: "Как считаются кубики",
    readings: "Прочтения правил для этого ответа",
    dice_line: |pools| {
        let parts: Vec<String> = pools
            .iter()
            .map(|(who, n)| format!("{who}: {}", DICE.count(Lang::Ru, i64::from(*n))))
            .collect();
        format!("Бросьте · {}", parts.join(" · "))
    },
    roll: |n, all| {
        if all {
            format!("Бросить {}", DICE.count(Lang::Ru, i64::from(n)))
        } else {
            format!("Добросить {}", DICE.count(Lang::Ru, i64::from(n)))
        }
    },
    hint: "или нажимайте грани настоящих кубиков по порядку",
    back: "Стереть грань",
    clear: "Стереть все",
    result: "Итог",
    steps: "Шаг за шагом",
    close: "Скрыть",
    again: "Новый бросок",
    slot_label: |pool, i, face, hit| match face {
        None => format!("{pool}, кубик №{i}: пусто"),
        Some(f) => format!(
            "{pool}, кубик №{i}: {f}{}",
            if hit { " — удар" } else { "" }
        ),
    },
    key_label: |f| format!("Выпало {f}"),
    hits: |n| HITS.count(Lang::Ru, i64::from(n)),
    none: "нет",
    rules_title: "Другие игры",
    rules_intro: "Разделы правил, по которым считают резолверы других игр, и прочтения, которые текст оставляет открытыми: выбор стола действует на все экраны игры; по умолчанию — первый вариант.",
    rules_readings: "Прочтения",
    default_option: |o| format!("{o} (по умолчанию)"),
};

pub const EN: Words = Words {
    attacker: "Attacker",
    defender: "Defender",
    odds: "Odds before the roll",
    charts: "Distribution",
    outcomes: "Every outcome",
    counting: "How the dice are counted",
    readings: "Readings this answer relies on",
    dice_line: |pools| {
        let parts: Vec<String> = pools
            .iter()
            .map(|(who, n)| format!("{who}: {}", DICE.count(Lang::En, i64::from(*n))))
            .collect();
        format!("Roll · {}", parts.join(" · "))
    },
    roll: |n, all| {
        if all {
            format!("Roll {}", DICE.count(Lang::En, i64::from(n)))
        } else {
            format!("Roll the other {}", DICE.count(Lang::En, i64::from(n)))
        }
    },
    hint: "or tap the faces of real dice, one by one",
    back: "Erase a face",
    clear: "Erase all",
    result: "Result",
    steps: "Step by step",
    close: "Hide",
    again: "New roll",
    slot_label: |pool, i, face, hit| match face {
        None => format!("{pool}, die no. {i}: empty"),
        Some(f) => format!("{pool}, die no. {i}: {f}{}", if hit { " — hit" } else { "" }),
    },
    key_label: |f| format!("Rolled {f}"),
    hits: |n| HITS.count(Lang::En, i64::from(n)),
    none: "none",
    rules_title: "Other games",
    rules_intro: "The rules the resolvers of the other games apply, and the readings their texts leave open: the table's choice holds on every screen of the game; the default is the first option.",
    rules_readings: "Readings",
    default_option: |o| format!("{o} (default)"),
};

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

/// Every text with a number, for the agreement test.
pub fn samples(lang: Lang, n: u8) -> Vec<String> {
    let w = words(lang);
    let n32 = u32::from(n);
    vec![
        (w.dice_line)(&[
            (w.attacker.to_string(), n32),
            (w.defender.to_string(), n32 + 1),
        ]),
        (w.roll)(n32, true),
        (w.roll)(n32, false),
        (w.slot_label)(w.attacker, usize::from(n), Some(n % 6 + 1), true),
        (w.key_label)(n),
        (w.hits)(n32),
    ]
}
