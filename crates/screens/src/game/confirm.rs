//! The game's one confirmation sheet (issue 17): what will be recorded, in
//! the player's language, with Record and Cancel. Every change to the game
//! goes through it; the summary is made by the screen that asks (it says
//! what will be recorded: "Бриг «Меркурий»: корпус 1 → 2").

use shturman_words::Lang;
use shturman_words::game::confirm::words;

/// What the sheet shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConfirmView {
    pub title: &'static str,
    /// The summary, one line per recorded change (never empty).
    pub lines: Vec<String>,
    pub record: &'static str,
    pub cancel: &'static str,
}

/// The sheet for `summary` (its lines are separated by `\n`).
pub fn view(summary: &str, lang: Lang) -> ConfirmView {
    let w = words(lang);
    let mut lines: Vec<String> = summary
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(String::from)
        .collect();
    if lines.is_empty() {
        lines.push(String::new());
    }
    ConfirmView {
        title: w.question,
        lines,
        record: w.record,
        cancel: w.cancel,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_line_per_change_in_both_languages() {
        let v = view(
            "Бриг «Меркурий»: корпус 1 → 2\n\nБриг «Санта»: паруса 0 → 1",
            Lang::Ru,
        );
        assert_eq!(v.title, "Записать в партию?");
        assert_eq!(
            v.lines,
            [
                "Бриг «Меркурий»: корпус 1 → 2",
                "Бриг «Санта»: паруса 0 → 1"
            ]
        );
        assert_eq!((v.record, v.cancel), ("Подтвердить", "Отмена"));
        let en = view("x", Lang::En);
        assert_eq!(
            (en.title, en.record, en.cancel),
            ("Record in the game?", "Confirm", "Cancel")
        );
        assert_eq!(view("", Lang::En).lines, [""]);
    }
}
