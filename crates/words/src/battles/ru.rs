//! The `battles` words in Russian: [`super::RU`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;
use crate::Lang;
use crate::plural::{DICE, HITS};

pub(super) const WORDS: Words = Words {
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
    rules_settled: "Прочтения, принятые приложением",
    default_option: |o| format!("{o} (по умолчанию)"),
};
