//! Words of the quick roll (`shturman_screens::roll`).

use super::Lang;
use crate::plural::SHOTS;
use shturman_rules::attack::Aim;

pub struct Words {
    pub title: &'static str,
    pub shooter: &'static str,
    pub gun: &'static str,
    pub range: &'static str,
    pub damage: &'static str,
    /// The target's damage is not an input: it does not change the odds.
    pub target_damage_note: &'static str,
    pub target_captain: &'static str,
    pub aim: &'static str,
    pub faces: &'static str,
    /// "3 из 6 · 1/2 · 50 %".
    pub chance: fn(u8, String, String) -> String,
    pub cells: &'static str,
    /// "Выстрел 2 из 3" (the critical rule after it says whether it is the
    /// last).
    pub shot_of: fn(u8, u8) -> String,
    /// Why the next shot rolls a critical or not.
    pub critical_rule: fn(bool) -> &'static str,
    pub roll_hit: &'static str,
    pub roll_critical: &'static str,
    pub fire_no_roll: &'static str,
    pub tap_hint: &'static str,
    pub rolled_hit: fn(u8) -> String,
    pub rolled_miss: fn(u8) -> String,
    pub sure_hit: &'static str,
    pub sure_miss: &'static str,
    /// The prompt for the critical die.
    pub critical_prompt: fn(Aim) -> &'static str,
    /// A 6 on the critical die.
    pub critical_six: fn(Aim) -> &'static str,
    pub critical_no: fn(u8) -> String,
    /// The screen reader's word for a face: hits, misses, sinks, strips.
    pub face_label: fn(u8, bool, bool, Aim) -> String,
    pub round_over: &'static str,
    pub new_round: &'static str,
    pub round_log: &'static str,
    pub why: &'static str,
    pub chaser_spent: &'static str,
    /// "ещё 2 выстрела в этом раунде".
    pub shots_left: fn(u8) -> String,
}

pub const RU: Words = Words {
    title: "Быстрый бросок",
    shooter: "Стреляющий",
    gun: "Орудия",
    range: "Дистанция",
    damage: "Повреждения стреляющего",
    target_damage_note: "Повреждения цели на шансы не влияют",
    target_captain: "Капитан Таргет",
    aim: "Куда стрелять",
    faces: "Грани кубика",
    chance: |k, f, p| format!("{k} из 6 · {f} · {p}"),
    cells: "Или число клеток до цели",
    shot_of: |n, of| format!("Выстрел {n} из {of}"),
    critical_rule: |last| {
        if last {
            "последний выстрел: при попадании — бросок на крит"
        } else {
            "не последний выстрел: крита не будет"
        }
    },
    roll_hit: "Бросить кубик",
    roll_critical: "Бросить на крит",
    fire_no_roll: "Выстрел — попадание без броска",
    tap_hint: "или нажмите грань, что выпала на столе",
    rolled_hit: |f| format!("Выпало {f} — попадание"),
    rolled_miss: |f| format!("Выпало {f} — промах"),
    sure_hit: "Попадание без броска: попадают все грани",
    sure_miss: "Промах: ни одна грань не попадает",
    critical_prompt: |aim| match aim {
        Aim::Hull => "Бросок на крит: 6 — цель тонет",
        Aim::Sails => "Бросок на крит: 6 — паруса сорваны полностью",
    },
    critical_six: |aim| match aim {
        Aim::Hull => "Крит: выпало 6 — цель тонет",
        Aim::Sails => "Крит: выпало 6 — паруса сорваны полностью",
    },
    critical_no: |f| format!("На крит выпало {f} — крита нет"),
    face_label: |f, hit, critical, aim| {
        let what = match (critical, hit, aim) {
            (false, true, _) => "попадание",
            (false, false, _) => "промах",
            (true, true, Aim::Hull) => "цель тонет",
            (true, true, Aim::Sails) => "паруса сорваны",
            (true, false, _) => "крита нет",
        };
        format!("{f} — {what}")
    },
    round_over: "Все выстрелы раунда сделаны",
    new_round: "Новый раунд",
    round_log: "Выстрелы раунда",
    why: "Откуда эти грани",
    chaser_spent: "Курсовые и ретирадные уже стреляли в этом раунде: такой выстрел один",
    shots_left: |n| match n {
        0 => "выстрелов больше нет".to_string(),
        n => format!("ещё {}", SHOTS.count(Lang::Ru, i64::from(n))),
    },
};

pub const EN: Words = Words {
    title: "Quick roll",
    shooter: "Shooter",
    gun: "Guns",
    range: "Range",
    damage: "Shooter's hull damage",
    target_damage_note: "The target's damage does not change the odds",
    target_captain: "Captain Target",
    aim: "Aim at",
    faces: "Die faces",
    chance: |k, f, p| format!("{k} of 6 · {f} · {p}"),
    cells: "Or the distance in cells",
    shot_of: |n, of| format!("Shot {n} of {of}"),
    critical_rule: |last| {
        if last {
            "the last shot: a hit rolls for a critical"
        } else {
            "not the last shot: no critical"
        }
    },
    roll_hit: "Roll the die",
    roll_critical: "Roll for a critical",
    fire_no_roll: "Fire — a hit, no roll",
    tap_hint: "or tap the face rolled at the table",
    rolled_hit: |f| format!("Rolled {f} — hit"),
    rolled_miss: |f| format!("Rolled {f} — miss"),
    sure_hit: "A hit with no roll: every face hits",
    sure_miss: "A miss: no face hits",
    critical_prompt: |aim| match aim {
        Aim::Hull => "Roll for a critical: a 6 sinks the target",
        Aim::Sails => "Roll for a critical: a 6 strips all sails",
    },
    critical_six: |aim| match aim {
        Aim::Hull => "Critical: a 6 — the target sinks",
        Aim::Sails => "Critical: a 6 — all sails stripped",
    },
    critical_no: |f| format!("Critical die {f} — no critical"),
    face_label: |f, hit, critical, aim| {
        let what = match (critical, hit, aim) {
            (false, true, _) => "hit",
            (false, false, _) => "miss",
            (true, true, Aim::Hull) => "sinks",
            (true, true, Aim::Sails) => "strips the sails",
            (true, false, _) => "no critical",
        };
        format!("{f} — {what}")
    },
    round_over: "Every shot of the round is fired",
    new_round: "New round",
    round_log: "Shots this round",
    why: "How the faces came about",
    chaser_spent: "The chasers have fired this round: one such shot a round",
    shots_left: |n| match n {
        0 => "no shots left".to_string(),
        n => format!("{} left", SHOTS.count(Lang::En, i64::from(n))),
    },
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
    vec![
        (w.chance)(n % 7, format!("{n}/6"), format!("{n}%")),
        (w.shot_of)(n, n.saturating_add(1)),
        (w.rolled_hit)(n),
        (w.rolled_miss)(n),
        (w.critical_no)(n),
        (w.face_label)(n, true, false, Aim::Hull),
        (w.shots_left)(n),
    ]
}
