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
    // a line that starts with its player's name says it once («#18 Борис ·
    // Борис: капитан рубашкой вверх», issue 46 #11)
    let who = e
        .player
        .map(|p| names.player(lang, p))
        .filter(|who| !text.starts_with(&format!("{who}:")));
    // one link per section and reading («§4.5 §4.5 §4.5» for a shot's
    // marker, hit and critical, issue 46 #11)
    let mut rules: Vec<Why> = Vec::new();
    for r in &e.rules {
        let assumption = r.assumption().map(|a| a.id());
        let section = r.section().map(str::to_string);
        if rules
            .iter()
            .any(|w| w.section == section && w.assumption == assumption)
        {
            continue;
        }
        let mut why = Why::new(
            (shturman_words::game_log::words(lang).rule)(*r),
            r.section(),
        );
        why.assumption = assumption;
        rules.push(why);
    }
    Line {
        index: e.index,
        number: format!("#{number}"),
        who,
        details: e
            .events
            .iter()
            .filter_map(|ev| (shturman_words::game_log::words(lang).event)(names, ev))
            .chain(
                e.replayed
                    .then(|| shturman_words::game_log::words(lang).replayed.to_string()),
            )
            .collect(),
        rules,
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

    /// Issue 46 #11: the log read «#18 Борис · Борис: капитан рубашкой
    /// вверх» and «§4.5 §4.5 §4.5»: the name once, one link a section.
    #[test]
    fn a_name_once_and_a_section_once() {
        use shturman_game::{ActionView, Event, PlayerId, Rule};
        let g = battle();
        let v = g.view(Viewer::Table);
        let names = Names::of(&v);
        let anya = names.player(Lang::Ru, PlayerId(0));
        let mut e = v.log[0].clone();
        e.player = Some(PlayerId(0));
        e.action = ActionView::Full(Action::HandMade {
            player: PlayerId(0),
        });
        e.events = Vec::<Event>::new();
        e.rules = vec![
            Rule::ShotsPerRound,
            Rule::HullHit,
            Rule::Critical,
            Rule::Sinking,
            Rule::Salvo,
        ];
        let l = line(&names, &e, v.log.len(), Lang::Ru);
        assert!(l.text.starts_with(&format!("{anya}: ")), "{}", l.text);
        assert_eq!(l.who, None, "the name is in the text already");
        let links: Vec<_> = l
            .rules
            .iter()
            .map(|w| (w.section.as_deref(), w.assumption))
            .collect();
        assert_eq!(links, [(Some("4.5"), None), (Some("4.5"), Some("A-6"))]);
        // an entry whose text does not start with the name keeps it
        e.action = ActionView::Full(Action::StartRound {
            weather: Weather::Calm,
        });
        assert_eq!(line(&names, &e, v.log.len(), Lang::Ru).who, Some(anya));
    }
}
