//! The saves list's names: each save named by its date and its last round
//! ("12 ноя · раунд 3 · Аня — Борис").

use shturman_words::Lang;
use shturman_words::game::saves::words;

/// A calendar day, as the storage knows when a save was last written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Day {
    /// 1–31.
    pub day: u8,
    /// 1–12.
    pub month: u8,
}

impl Day {
    /// The local calendar day of a write time (ms since 1970, UTC), at
    /// `offset` minutes east of UTC (Moscow +180).
    pub fn of_time(ms: u64, offset: i32) -> Day {
        let minutes = i64::try_from(ms / 60_000).unwrap_or(i64::MAX / 2) + i64::from(offset);
        let days = minutes.div_euclid(24 * 60);
        // civil from days (H. Hinnant's algorithm), days since 1970-01-01
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        Day {
            day: day as u8,
            month: month as u8,
        }
    }
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

/// What the saves list knows of a save that loads.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// The players' names, "Аня — Борис".
    pub players: String,
    pub round: Option<u32>,
    /// Entries in force (undone ones left out).
    pub entries: usize,
    /// The local day it was last written, when the storage knows.
    pub day: Option<Day>,
    /// It is the game open now.
    pub open_now: bool,
}

/// One save of the list, worded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowView {
    /// "12 ноя · раунд 3 · Аня — Борис".
    pub title: String,
    /// "12 записей · открыта сейчас".
    pub detail: String,
    pub continue_game: &'static str,
    pub delete: &'static str,
    pub delete_q: &'static str,
    pub cancel: &'static str,
}

/// A save's row of the list.
pub fn row(lang: Lang, s: &Summary) -> RowView {
    let w = words(lang);
    let entries = (w.entries)(s.entries);
    RowView {
        title: name(lang, s.day, s.round, &s.players),
        detail: if s.open_now {
            format!("{entries} · {}", w.open_now)
        } else {
            entries
        },
        continue_game: w.continue_game,
        delete: w.delete,
        delete_q: w.delete_q,
        cancel: w.cancel,
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

    #[test]
    fn a_row_names_the_save_and_counts_its_entries() {
        let s = Summary {
            players: "Аня — Борис".into(),
            round: Some(3),
            entries: 12,
            day: Some(Day { day: 12, month: 11 }),
            open_now: true,
        };
        let r = row(Lang::Ru, &s);
        assert_eq!(r.title, "12 ноя · раунд 3 · Аня — Борис");
        assert_eq!(r.detail, "12 записей · открыта сейчас");
        let old = Summary {
            day: None,
            open_now: false,
            entries: 1,
            ..s
        };
        let r = row(Lang::En, &old);
        assert_eq!(r.title, "round 3 · Аня — Борис", "an old save has no date");
        assert_eq!(r.detail, "1 entry");
    }

    #[test]
    fn a_write_time_is_a_local_day() {
        // 2026-11-12 22:30 UTC: still the 12th in London, the 13th in Moscow
        let t = 1_794_522_600_000;
        assert_eq!(Day::of_time(t, 0), Day { day: 12, month: 11 });
        assert_eq!(Day::of_time(t, 180), Day { day: 13, month: 11 });
        assert_eq!(Day::of_time(0, 0), Day { day: 1, month: 1 });
        assert_eq!(Day::of_time(0, -60), Day { day: 31, month: 12 });
        // 29 February 2024, noon UTC
        assert_eq!(
            Day::of_time(1_709_208_000_000, 0),
            Day { day: 29, month: 2 }
        );
        assert_eq!(
            Day::of_time(u64::MAX, 0).month.clamp(1, 12),
            Day::of_time(u64::MAX, 0).month
        );
    }
}
