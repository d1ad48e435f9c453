//! The game's log, newest first and compact: one line per action (who, what,
//! the rules as § links), grouped by round under its weather; undone
//! reveals stay on record, marked. Undo back to an entry comes from a menu
//! on that entry, with a confirmation that says how many entries go.

use crate::view::Why;
use shturman_game::{GameView, LogEntryView};
use shturman_words::Lang;
use shturman_words::game::log::words;
use shturman_words::game::table::weather;
use shturman_words::game_log::Names;

/// One entry of the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub index: usize,
    /// "#5".
    pub number: String,
    pub who: Option<String>,
    pub text: String,
    /// What it did, in short (events), on the same line.
    pub details: Vec<String>,
    pub rules: Vec<Why>,
    pub undone: bool,
    /// The menu's undo: the confirmation text and how many entries the
    /// game keeps (`None` for an undone entry: nothing to undo).
    pub undo: Option<(String, usize)>,
    pub menu_label: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    pub title: String,
    pub lines: Vec<Line>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogView {
    /// Newest round first, newest entry first within it.
    pub groups: Vec<Group>,
    pub empty: Option<&'static str>,
}

fn line(names: &Names, e: &LogEntryView, live_len: usize, lang: Lang) -> Line {
    let w = words(lang);
    let text = (shturman_words::game_log::words(lang).action)(names, &e.action);
    let number = e.index + 1;
    Line {
        index: e.index,
        number: format!("#{number}"),
        who: e.player.map(|p| names.player(lang, p)),
        details: e
            .events
            .iter()
            .filter_map(|ev| (shturman_words::game_log::words(lang).event)(names, ev))
            .chain(
                e.replayed
                    .then(|| shturman_words::game_log::words(lang).replayed.to_string()),
            )
            .collect(),
        rules: e
            .rules
            .iter()
            .map(|r| {
                let mut why = Why::new(
                    (shturman_words::game_log::words(lang).rule)(*r),
                    r.section(),
                );
                why.assumption = r.assumption().map(|a| a.id());
                why
            })
            .collect(),
        undone: e.undone,
        undo: (!e.undone).then(|| {
            let gone = live_len.saturating_sub(e.index);
            ((w.undo_q)(number, gone, &text), e.index)
        }),
        menu_label: (w.menu)(number),
        text,
    }
}

/// The log for everyone at the table.
pub fn view(v: &GameView, lang: Lang) -> LogView {
    let w = words(lang);
    if v.log.is_empty() {
        return LogView {
            groups: Vec::new(),
            empty: Some(w.empty),
        };
    }
    let names = Names::of(v);
    let live_len = v.log.iter().filter(|e| !e.undone).count();
    let mut groups: Vec<(Option<u32>, Vec<Line>)> = Vec::new();
    for e in &v.log {
        let l = line(&names, e, live_len, lang);
        match groups.last_mut() {
            Some((r, list)) if *r == e.round => list.push(l),
            _ => groups.push((e.round, vec![l])),
        }
    }
    let groups = groups
        .into_iter()
        .rev()
        .map(|(round, mut lines)| {
            lines.reverse();
            let title = match round.and_then(|n| v.rounds.iter().find(|r| r.number == n)) {
                Some(r) => (w.round)(r.number, &weather(lang, r.weather)),
                None => w.setup.to_string(),
            };
            Group { title, lines }
        })
        .collect();
    LogView {
        groups,
        empty: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::fixtures::{battle, round, ship};
    use shturman_game::{Action, Viewer};
    use shturman_rules::{Heading, Weather};

    #[test]
    fn newest_first_with_undo_from_the_menu() {
        let mut g = battle();
        let setup = g.log().len();
        round(&mut g, Weather::Fresh(Heading::W));
        g.apply(Action::SetHullDamage {
            ship: ship(1),
            damage: 1,
        })
        .unwrap();
        let v = view(&g.view(Viewer::Table), Lang::Ru);
        assert_eq!(v.groups.len(), 2);
        assert_eq!(v.groups[0].title, "Раунд 1 — ветер → запад");
        assert_eq!(v.groups[1].title, "Подготовка");
        let newest = &v.groups[0].lines[0];
        assert_eq!(newest.index, setup + 1);
        let (q, keep) = newest.undo.clone().unwrap();
        assert_eq!(keep, setup + 1);
        assert!(
            q.starts_with(&format!(
                "Отменить запись №{} и всё после неё (1 запись)",
                setup + 2
            )),
            "{q}"
        );
        let round_line = &v.groups[0].lines[1];
        let (q, keep) = round_line.undo.clone().unwrap();
        assert_eq!(keep, setup);
        assert!(q.contains("(2 записи)"), "{q}");
        // the setup group is newest first too
        let setup_lines = &v.groups[1].lines;
        assert!(setup_lines.windows(2).all(|p| p[0].index > p[1].index));
        // undoing from the menu's number keeps exactly the entries before it
        g.undo_to(keep).unwrap();
        assert_eq!(g.log().len(), setup);
    }

    #[test]
    fn an_empty_log_says_so() {
        let g = shturman_game::Game::new(uuid::Uuid::nil());
        let v = view(&g.view(Viewer::Table), Lang::En);
        assert_eq!(v.empty, Some("The log is empty."));
    }
}
