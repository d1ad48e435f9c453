//! The saves list's names: each save named by its date and its last round
//! ("12 ноя · раунд 3 · Аня — Борис").

use shturman_words::game::saves::words;
use shturman_words::Lang;

/// A calendar day, as the storage knows when a save was last written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Day {
    /// 1–31.
    pub day: u8,
    /// 1–12.
    pub month: u8,
}

/// A save's name: its day (when known), its last round (or setup), its
/// players.
pub fn name(lang: Lang, day: Option<Day>, round: Option<u32>, players: &str) -> String {
    let w = words(lang);
    let stage = round.map_or_else(|| w.setup.to_string(), w.round);
    let month = day.and_then(|d| {
        w.months
            .get(usize::from(d.month).checked_sub(1)?)
            .map(|m| (d.day, m))
    });
    match month {
        Some((d, m)) => format!("{d} {m} · {stage} · {players}"),
        None => format!("{stage} · {players}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_is_named_by_date_round_and_players() {
        let d = Some(Day { day: 12, month: 11 });
        assert_eq!(
            name(Lang::Ru, d, Some(3), "Аня — Борис"),
            "12 ноя · раунд 3 · Аня — Борис"
        );
        assert_eq!(
            name(Lang::En, d, Some(3), "Аня — Борис"),
            "12 Nov · round 3 · Аня — Борис"
        );
        assert_eq!(name(Lang::Ru, None, None, "A — B"), "подготовка · A — B");
        // a month out of range is left out, never a panic
        let bad = Some(Day { day: 1, month: 13 });
        assert_eq!(name(Lang::Ru, bad, Some(1), "A"), "раунд 1 · A");
    }
}
