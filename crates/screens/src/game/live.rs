//! The live table's status on the table screen (issue 34): which seat this
//! device holds, whether it hears the host, how many of its actions wait
//! to be sent, and — on the host — which players' phones are offline. It
//! also says where a player's own captains are (their hand, on their own
//! phone), and every screen hears of an alliance made or offered during
//! the round.

use crate::view::Choice;
use shturman_game::{Event, GameView, PlayerId};
use shturman_live::{Seat, TableRules};
use shturman_words::Lang;
use shturman_words::address::Sub;
use shturman_words::game_log::Names;
use shturman_words::live::{LinkWord, words};
use uuid::Uuid;

pub use shturman_live::client::Link;
use shturman_live::client::{Ended, Status as Line};

/// The status line, worded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    /// The live line's one line (issue 43 #14: it wrapped to two or three
    /// lines on a Russian phone and pushed the last row of ships off the
    /// screen): the link in a word or two and who this phone is, «На
    /// связи · Аня»; the rest (the fields below but `waiting`, which stays
    /// on the line) on a tap.
    pub short: String,
    /// Something on the tap is news to the whole table (an alliance this
    /// round) or to the host (a seat offline, moved, taken): the line
    /// marks it.
    pub marked: bool,
    pub seat: String,
    pub link: String,
    pub link_state: Link,
    /// "2 waiting to be sent", when any.
    pub waiting: Option<String>,
    /// Who made the last action, when it was another seat.
    pub last: Option<String>,
    /// The latest alliance made or offered during this round, on every
    /// screen: a change of sides mid-game is said to everyone (issue 43).
    pub alliance: Option<String>,
    /// On the host: the players whose phones are offline, and those not
    /// joined yet.
    pub offline: Option<String>,
    /// A player's seat: the player, for the link to their captains.
    pub captains: Option<PlayerId>,
    /// A phone (not the host) with nothing waiting to be sent may leave
    /// the table: the words of its button. Never while an action waits —
    /// leaving would drop it.
    pub leave: Option<&'static str>,
    /// Another device holds this seat: the question, before it is taken.
    pub asking: Option<String>,
    /// Another device took this phone's seat: it only watches.
    pub watching: Option<String>,
    /// Why the phone stopped (a replaced or unknown code, a moved seat).
    pub ended: Option<Ended>,
    /// The last news of a seat (the host's line).
    pub news: Option<String>,
    /// The host's button to its list of seats.
    pub seats: bool,
    /// A player's phone may move its seat to another phone.
    pub move_seat: bool,
}

/// What the live status shows for this device: its `seat` as the host
/// welcomed it, the client's `line`, who made the last action.
pub fn status(
    lang: Lang,
    v: &GameView,
    seat: Option<Seat>,
    line: &Line,
    last_by: Option<Seat>,
) -> Status {
    let w = words(lang);
    let names = Names::of(v);
    // a phone that stopped (its code replaced or moved) is at no table:
    // its line says so, offers nothing but its notice's way out
    let ended = line.ended.is_some();
    let link = if ended { Link::Offline } else { line.link };
    let host = seat == Some(Seat::Host) && !ended;
    let list = |f: &dyn Fn(Seat) -> bool| -> Vec<String> {
        v.players
            .iter()
            .filter(|p| f(Seat::Player(p.id)))
            .map(|p| names.player(lang, p.id))
            .collect()
    };
    let away = list(&|s| line.held.contains(&s) && !line.online.contains(&s));
    let unjoined = list(&|s| !line.held.contains(&s) && !line.online.contains(&s));
    let offline = [
        (!away.is_empty()).then(|| (w.seats_offline)(&away.join(", "))),
        (!unjoined.is_empty()).then(|| (w.not_joined)(&unjoined.join(", "))),
    ]
    .into_iter()
    .flatten()
    .collect::<Vec<_>>();
    let word = match link {
        _ if ended => LinkWord::NotAtTable,
        Link::Connecting => LinkWord::Connecting,
        Link::Offline if host => LinkWord::HostDown,
        Link::Offline => LinkWord::Offline,
        Link::Online => LinkWord::Online,
        Link::Unreadable => LinkWord::Unreadable,
    };
    let short = match seat {
        Some(s) if !ended => format!("{} · {}", (w.link_short)(word), (w.seat_short)(&names, s)),
        _ => (w.link_short)(word).to_string(),
    };
    let offline =
        (host && link == Link::Online && !offline.is_empty()).then(|| offline.join(" · "));
    let alliance = alliance_news(lang, v, &names);
    let news = line.news.map(|(s, n)| (w.seat_news)(&names, s, n));
    Status {
        short,
        marked: offline.is_some() || alliance.is_some() || news.is_some(),
        seat: seat.map(|s| (w.seat)(&names, s)).unwrap_or_default(),
        link: match link {
            _ if ended => w.not_at_table,
            Link::Connecting => w.connecting,
            // the host's own server is gone, not the network
            Link::Offline if host => w.host_down,
            Link::Offline => w.offline,
            Link::Online => w.online,
            Link::Unreadable => w.unreadable,
        }
        .to_string(),
        link_state: link,
        waiting: (line.waiting > 0).then(|| (w.waiting)(line.waiting)),
        last: last_by
            .filter(|by| Some(*by) != seat)
            .map(|by| (w.last_by)(&names, by)),
        alliance,
        offline,
        captains: match seat {
            Some(Seat::Player(p)) if !ended => Some(p),
            _ => None,
        },
        leave: (matches!(seat, Some(Seat::Player(_) | Seat::Viewer) | None)
            && line.waiting == 0
            && !ended)
            .then_some(w.leave),
        asking: line.asking.map(|s| (w.asking)(&names, s)),
        watching: line
            .watching
            .then_some(line.own)
            .flatten()
            .map(|s| (w.watching)(&names, s)),
        ended: line.ended,
        news,
        seats: host,
        move_seat: matches!(seat, Some(Seat::Player(_))) && line.waiting == 0 && !ended,
    }
}

/// One seat on the host's list of seats: its label and its state.
pub fn seat_state(lang: Lang, v: &GameView, seat: Seat, line: &Line) -> (String, &'static str) {
    let w = words(lang);
    let label = (w.seat_code)(&Names::of(v), seat);
    let state = if line.online.contains(&seat) {
        w.seat_online
    } else if line.held.contains(&seat) {
        w.seat_away
    } else {
        w.seat_unjoined
    };
    (label, state)
}

/// The latest alliance made or offered in the current round, worded.
fn alliance_news(lang: Lang, v: &GameView, names: &Names) -> Option<String> {
    let w = words(lang);
    let round = v.current_round?.number;
    v.log
        .iter()
        .rev()
        .take_while(|e| e.round == Some(round))
        .flat_map(|e| e.events.iter().rev())
        .find_map(|ev| {
            if let Event::Allied { a, b } = ev {
                return Some((w.allied)(names, *a, *b, round));
            }
            if let Event::AllianceOffered { from, to } = ev {
                return Some((w.alliance_offered)(names, *from, *to, round));
            }
            None
        })
}

/// Who may start a new round, as the host picks it before opening the
/// table to phones (`current` pressed).
///
/// ```
/// use shturman_live::TableRules;
/// use shturman_screens::game::live::rounds;
/// use shturman_words::Lang;
/// let c = rounds(Lang::Ru, TableRules::AnySeat);
/// assert_eq!(c.iter().map(|c| c.code).collect::<Vec<_>>(), ["host", "any"]);
/// assert!(c[1].selected && !c[0].selected);
/// assert_eq!(c[1].label, "любой игрок");
/// ```
pub fn rounds(lang: Lang, current: TableRules) -> Vec<Choice<TableRules>> {
    let w = words(lang);
    [
        (TableRules::HostOnly, "host", w.rounds_host),
        (TableRules::AnySeat, "any", w.rounds_any),
    ]
    .into_iter()
    .map(|(r, code, label)| Choice::new(r, code, label, r == current))
    .collect()
}

/// On a phone at a live table, why it offers no actions for ship `ship`:
/// its seat does not act for the ship's owner (`Seat::acts_for`); `None`
/// when it does, or away from a live table.
pub fn not_yours(lang: Lang, v: &GameView, seat: Option<Seat>, ship: Uuid) -> Option<String> {
    let seat = seat?;
    let owner = v.ships.iter().find(|s| s.id == ship)?.owner;
    (!seat.acts_for(owner)).then(|| (words(lang).not_yours)(&Names::of(v), seat, owner))
}

/// Where a refusal of this phone's action is shown (issue 43): by the
/// ship whose sheet asked for it (`asked`, the address it was asked at) —
/// on its tile and in its sheet, where the player looks for the answer —
/// or, asked elsewhere (a new round, an undo from the log), `None`: the
/// game area's banner. Either way it goes with the next entry on the log.
///
/// ```
/// use shturman_screens::game::live::refusal_at;
/// use shturman_words::address::Sub;
/// use uuid::Uuid;
/// let ships = [Uuid::from_u128(7)];
/// let asked = Sub::Ship(ships[0].to_string());
/// assert_eq!(refusal_at(&asked, &ships), Some(ships[0]));
/// assert_eq!(refusal_at(&Sub::Log, &ships), None);
/// // a ship no longer in the game has no tile to show it by
/// assert_eq!(refusal_at(&Sub::Ship(Uuid::from_u128(8).to_string()), &ships), None);
/// ```
pub fn refusal_at(asked: &Sub, ships: &[Uuid]) -> Option<Uuid> {
    match asked {
        Sub::Ship(id) => Uuid::parse_str(id).ok().filter(|id| ships.contains(id)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::fixtures::battle;
    use shturman_game::Viewer;

    fn line(link: Link, waiting: usize, online: &[Seat], held: &[Seat]) -> Line {
        Line {
            link,
            waiting,
            online: online.to_vec(),
            held: held.to_vec(),
            ..Line::default()
        }
    }

    /// A second phone on Борис's link is asked before it takes the seat;
    /// the first, displaced, says it only watches; a replaced code is said.
    #[test]
    fn a_held_seat_is_asked_about_and_a_displaced_phone_watches() {
        let v = battle().view(Viewer::Table);
        let boris = Seat::Player(PlayerId(1));
        let asked = status(
            Lang::Ru,
            &v,
            None,
            &Line {
                asking: Some(boris),
                ..Line::default()
            },
            None,
        );
        assert_eq!(
            asked.asking.as_deref(),
            Some("Вы — Борис? Тогда этот телефон займёт ваше место")
        );
        let watching = status(
            Lang::En,
            &v,
            Some(Seat::Viewer),
            &Line {
                watching: true,
                own: Some(boris),
                ..Line::default()
            },
            None,
        );
        assert_eq!(
            watching.watching.as_deref(),
            Some("Another phone took the seat of Борис — this one only watches")
        );
        assert!(!watching.move_seat && !watching.seats);
        let player = status(Lang::Ru, &v, Some(boris), &Line::default(), None);
        assert!(player.move_seat && !player.seats);
        // a phone whose code was replaced is at no table, and offers
        // nothing but its notice's way out
        let gone = status(
            Lang::En,
            &v,
            Some(boris),
            &Line {
                link: Link::Online,
                ended: Some(Ended::Revoked),
                ..Line::default()
            },
            None,
        );
        assert_eq!(
            (gone.link.as_str(), gone.link_state),
            ("Not at the table", Link::Offline)
        );
        assert!(!gone.move_seat && gone.leave.is_none() && gone.captains.is_none());
        assert_eq!(gone.short, "Not at the table");
    }

    #[test]
    fn the_host_sees_who_is_offline_and_a_player_sees_their_seat() {
        let v = battle().view(Viewer::Table);
        const ANYA: PlayerId = PlayerId(0);
        let host = status(
            Lang::Ru,
            &v,
            Some(Seat::Host),
            &line(
                Link::Online,
                0,
                &[Seat::Player(ANYA)],
                &[Seat::Player(ANYA)],
            ),
            Some(Seat::Player(ANYA)),
        );
        assert_eq!(host.seat, "Этот компьютер ведёт стол");
        // one line: the link and the seat in a word each; what else there
        // is, on a tap, marked (issue 43 #14)
        assert_eq!(host.short, "На связи · Ведущий");
        assert!(host.marked, "a player not joined is news to the host");
        // Борис never joined: not "offline" but "not joined yet"
        assert_eq!(host.offline.as_deref(), Some("Ещё не подключились: Борис"));
        let boris = Seat::Player(PlayerId(1));
        let away = status(
            Lang::Ru,
            &v,
            Some(Seat::Host),
            &line(
                Link::Online,
                0,
                &[Seat::Player(ANYA)],
                &[Seat::Player(ANYA), boris],
            ),
            None,
        );
        assert_eq!(away.offline.as_deref(), Some("Нет на связи: Борис"));
        assert!(host.seats, "the host has its list of seats");
        assert_eq!((host.waiting, host.captains), (None, None));
        assert_eq!(host.last.as_deref(), Some("Последнее действие: Аня"));
        let anya = status(
            Lang::En,
            &v,
            Some(Seat::Player(ANYA)),
            &line(Link::Offline, 2, &[], &[]),
            Some(Seat::Host),
        );
        assert_eq!(anya.seat, "At the table as Аня");
        assert_eq!((anya.short.as_str(), anya.marked), ("Offline · Аня", false));
        assert!(anya.link.starts_with("Offline"));
        assert_eq!(anya.waiting.as_deref(), Some("2 waiting to be sent"));
        assert_eq!((anya.offline, anya.captains), (None, Some(ANYA)));
        assert_eq!(anya.last.as_deref(), Some("Last action: the host"));
        // one's own last action is not news
        let own = status(
            Lang::Ru,
            &v,
            Some(Seat::Player(ANYA)),
            &line(Link::Online, 0, &[], &[]),
            Some(Seat::Player(ANYA)),
        );
        assert_eq!(own.last, None);
        // while the host itself is offline it cannot know who else is
        // a ship's sheet: actions only where the seat acts for its owner
        let mercury = v.ships.iter().find(|s| s.owner == ANYA).unwrap().id;
        let boris_ship = v.ships.iter().find(|s| s.owner != ANYA).unwrap().id;
        assert_eq!(
            not_yours(Lang::Ru, &v, Some(Seat::Player(ANYA)), mercury),
            None
        );
        assert_eq!(not_yours(Lang::Ru, &v, Some(Seat::Host), boris_ship), None);
        assert_eq!(not_yours(Lang::Ru, &v, None, boris_ship), None);
        assert_eq!(
            not_yours(Lang::Ru, &v, Some(Seat::Player(ANYA)), boris_ship).as_deref(),
            Some("Это корабль игрока Борис: его действия Борис записывает со своего телефона.")
        );
        assert_eq!(
            not_yours(Lang::En, &v, Some(Seat::Viewer), mercury).as_deref(),
            Some("You are watching the table: the players record the actions.")
        );
        let cut = status(
            Lang::Ru,
            &v,
            Some(Seat::Host),
            &line(Link::Offline, 0, &[], &[]),
            None,
        );
        assert_eq!(cut.offline, None);
        assert_eq!(cut.short, "Сервер стола остановлен · Ведущий");
        // the host's own server stopped: said as such, not as the network
        assert_eq!(
            cut.link,
            "Сервер стола не отвечает: запустите его снова на том же порту (bash scripts/run --lan) — телефоны вернутся сами"
        );
        // a host that cannot read the table: said, and no seat called
        // offline on what it cannot know
        let unread = status(
            Lang::En,
            &v,
            Some(Seat::Host),
            &line(Link::Unreadable, 0, &[], &[]),
            None,
        );
        assert_eq!(
            unread.link,
            "The host cannot read this game right now — asking again by itself"
        );
        assert_eq!(unread.offline, None);
    }

    /// An alliance made or offered mid-game is said on every screen's line
    /// for the rest of that round, in both languages (issue 43).
    #[test]
    fn an_alliance_mid_game_is_said_on_every_screen() {
        use crate::game::fixtures::round;
        use shturman_game::{Action, Weather};
        const ANYA: PlayerId = PlayerId(0);
        const BORIS: PlayerId = PlayerId(1);
        let mut g = battle();
        // an offer at setup is not news
        let line = |g: &shturman_game::Game, lang, seat| {
            status(
                lang,
                &g.view(Viewer::Table),
                Some(seat),
                &line(Link::Online, 0, &[], &[]),
                None,
            )
            .alliance
        };
        g.apply(Action::OfferAlliance {
            from: BORIS,
            to: ANYA,
        })
        .unwrap();
        assert_eq!(line(&g, Lang::Ru, Seat::Viewer), None);
        round(&mut g, Weather::Calm);
        assert_eq!(
            line(&g, Lang::Ru, Seat::Viewer),
            None,
            "the offer was before the round"
        );
        g.apply(Action::OfferAlliance {
            from: ANYA,
            to: BORIS,
        })
        .unwrap();
        assert_eq!(
            line(&g, Lang::Ru, Seat::Player(BORIS)).as_deref(),
            Some("Раунд 1: Аня предлагает союз игроку Борис")
        );
        g.apply(Action::AddAlly { a: ANYA, b: BORIS }).unwrap();
        for seat in [
            Seat::Host,
            Seat::Player(ANYA),
            Seat::Player(BORIS),
            Seat::Viewer,
        ] {
            assert_eq!(
                line(&g, Lang::Ru, seat).as_deref(),
                Some("Раунд 1: Аня и Борис — союзники")
            );
        }
        assert_eq!(
            line(&g, Lang::En, Seat::Viewer).as_deref(),
            Some("Round 1: Аня and Борис are allies")
        );
        // still said after other actions of the round, gone with the next
        let ship = g.view(Viewer::Table).ships[0].id;
        g.apply(Action::SetHeading {
            ship,
            heading: shturman_rules::Heading::E,
        })
        .unwrap();
        assert!(line(&g, Lang::Ru, Seat::Viewer).is_some());
        round(&mut g, Weather::Calm);
        assert_eq!(line(&g, Lang::Ru, Seat::Viewer), None);
    }

    /// A phone may leave the table, but not while an action of its waits
    /// to be sent (leaving would drop it); the host does not leave its own.
    #[test]
    fn a_phone_leaves_only_with_nothing_waiting() {
        let v = battle().view(Viewer::Table);
        let leave = |seat, waiting| {
            status(
                Lang::Ru,
                &v,
                Some(seat),
                &line(Link::Online, waiting, &[], &[]),
                None,
            )
            .leave
        };
        assert_eq!(leave(Seat::Player(PlayerId(0)), 0), Some("Выйти"));
        assert_eq!(leave(Seat::Viewer, 0), Some("Выйти"));
        assert_eq!(leave(Seat::Player(PlayerId(0)), 1), None);
        assert_eq!(leave(Seat::Host, 0), None);
    }
}
