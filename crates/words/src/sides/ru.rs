//! Споры и союзы за живым столом, по-русски.

use super::Words;
use crate::Lang;

fn dice(d: &[u8]) -> String {
    let d: Vec<String> = d.iter().map(u8::to_string).collect();
    format!("Кости: {}", d.join(", "))
}

pub(super) static RU: Words = Words {
    against_title: "Записи против ваших кораблей",
    disputes_title: "Споры: решает ведущий",
    entry: |n, i, by| match by {
        Some(p) => format!("№{i} · {}", n.player(Lang::Ru, p)),
        None => format!("№{i}"),
    },
    dice,
    no_dice: "Кости не записаны",
    boarding_no_dice: "Абордаж: исход вносят игроки, кости не записываются",
    dispute: "Оспорить",
    open: "Оспорено — ждёт решения ведущего",
    dismissed: "Ведущий оставил запись",
    undone: "Ведущий отменил запись",
    disputes: |n, p| format!("{} оспаривает", n.player(Lang::Ru, p)),
    undo: |i, after| match after {
        0 => format!("Отменить запись №{i}"),
        k => format!("Отменить запись №{i} и всё после неё (ещё {k})"),
    },
    dismiss: "Оставить запись",
    alliances_title: "Союзы",
    offer: |n, p| format!("Предложить союз: {}", n.player(Lang::Ru, p)),
    accept: |n, p| format!("Принять союз: {}", n.player(Lang::Ru, p)),
    offered: |n, p| format!("Союз предложен: {} — ждём ответа", n.player(Lang::Ru, p)),
    ally: |n, p| format!("Союзник: {}", n.player(Lang::Ru, p)),
    set: |n, a, b| {
        format!(
            "Сделать союзниками: {} и {}",
            n.player(Lang::Ru, a),
            n.player(Lang::Ru, b)
        )
    },
};
