//! The rows and words the fire helper's parts share: the choices of
//! heading, class and captain, a stepper, a chance and a share in words,
//! a die's six faces and the steps of a shot.

use crate::view::{Choice, DieFace, Stepper, Why};
use shturman_rules::attack::Aim;
use shturman_rules::fire::{FaceSet, ShotInfo};
use shturman_rules::{Captain, Fraction, Heading, ShipClass};
use shturman_words::Lang;
use shturman_words::fire::{Words, words};
use shturman_words::terms::{Terms, terms};

pub(super) fn heading_choices(t: &Terms, selected: Heading) -> Vec<Choice<Heading>> {
    Heading::ALL
        .into_iter()
        .map(|h| Choice::new(h, h.code(), (t.heading)(h), h == selected))
        .collect()
}

pub(super) fn class_choices(t: &Terms, selected: ShipClass) -> Vec<Choice<ShipClass>> {
    ShipClass::ALL
        .into_iter()
        .map(|c| Choice::new(c, c.code(), (t.class)(c), c == selected))
        .collect()
}

pub(super) fn captain_choices(
    w: &Words,
    t: &Terms,
    selected: Option<Captain>,
    offered: &[Captain],
) -> Vec<Choice<Option<Captain>>> {
    let mut v = vec![Choice::new(None, "none", w.no_captain, selected.is_none())];
    for &c in offered {
        v.push(Choice::new(
            Some(c),
            c.code(),
            (t.captain)(c),
            selected == Some(c),
        ));
    }
    // a captain from the game the row does not list
    if let Some(c) = selected.filter(|c| !offered.contains(c)) {
        v.push(Choice::new(Some(c), c.code(), (t.captain)(c), true));
    }
    v
}

pub(super) fn stepper(label: &str, value: u8, min: u8, max: u8) -> Stepper {
    Stepper {
        label: label.to_string(),
        value,
        min,
        max,
    }
}

pub(super) fn chance(lang: Lang, faces: FaceSet) -> String {
    let t = terms(lang);
    let p = faces.probability();
    format!(
        "{} · {p} · {}",
        (t.of_six)(faces.len()),
        (t.percent)(p.percent(0))
    )
}

pub(super) fn share(lang: Lang, p: Fraction) -> String {
    if p.denom() == 1 {
        // 0 and 1: the percent says it all ("0/1" says it worse)
        (terms(lang).percent)(p.percent(0))
    } else {
        format!("{} · {p}", (terms(lang).percent)(p.percent(1)))
    }
}

pub(super) fn face_row(
    lang: Lang,
    faces: FaceSet,
    chosen: Option<u8>,
    critical: Option<Aim>,
) -> Vec<DieFace> {
    let w = words(lang);
    (1..=6)
        .map(|f| DieFace {
            face: f,
            hit: faces.contains(f),
            chosen: chosen == Some(f),
            label: (w.face_label)(f, faces.contains(f), critical),
        })
        .collect()
}

pub(super) fn shot_steps(lang: Lang, s: &ShotInfo) -> Vec<Why> {
    let t = terms(lang);
    s.steps
        .iter()
        .map(|st| Why {
            text: format!("{} → {}", (t.face_rule)(st.rule), (t.faces)(st.faces)),
            section: Some(st.section.to_string()),
            assumption: st.assumption.map(|a| a.id()),
        })
        .collect()
}
