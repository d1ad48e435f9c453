use super::{LinkWord, Names, Refusal, Seat, SeatNews, TableRules, Words};
use crate::Lang;
use shturman_game::FleetChange;

fn who(n: &Names, s: Seat) -> String {
    match s {
        Seat::Host => "the host".into(),
        Seat::Player(p) => n.player(Lang::En, p),
        Seat::Viewer => "a viewer".into(),
    }
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

fn seat(n: &Names, s: Seat) -> String {
    match s {
        Seat::Host => "This computer hosts the table".into(),
        Seat::Player(p) => format!("At the table as {}", n.player(Lang::En, p)),
        Seat::Viewer => "Watching the table".into(),
    }
}

fn seat_code(n: &Names, s: Seat) -> String {
    match s {
        Seat::Host => "Host".into(),
        Seat::Player(p) => n.player(Lang::En, p),
        Seat::Viewer => "Viewer: the whole table, no actions".into(),
    }
}

fn refused(n: &Names, r: &Refusal) -> String {
    match r {
        Refusal::Rule { .. } | Refusal::History { .. } => {
            "The table did not take the action.".into()
        }
        Refusal::NotYours { owner } => format!(
            "That is {}'s action: it cannot be recorded from this phone.",
            n.player(Lang::En, *owner)
        ),
        Refusal::TableActionsFromHost => "The host records new rounds and the weather.".into(),
        Refusal::AllianceNotOffered { with } => format!(
            "An alliance takes both players: {0} offers it from their own phone first, or the host records it.",
            n.player(Lang::En, *with)
        ),
        Refusal::HostMidGame {
            ship,
            round,
            change: FleetChange::CardEdit,
        } => format!(
            "{}: once the game is under way (round {round}), only the host edits a ship's card.",
            n.ship(Lang::En, *ship)
        ),
        Refusal::HostMidGame {
            round,
            change: FleetChange::NewShip,
            ..
        } => format!("Once the game is under way (round {round}), only the host adds a new ship."),
        Refusal::HostSettles => "Only the host's device settles a dispute.".into(),
        Refusal::Viewer => "You are watching: the players record the actions.".into(),
        Refusal::NotYourEntry {
            by: Seat::Player(p),
        } => {
            let name = n.player(Lang::En, *p);
            format!("{name} recorded that: only {name} or the host can undo it.")
        }
        Refusal::NotYourEntry { by } => format!(
            "{} recorded that: only the host can undo it.",
            capitalised(&who(n, *by))
        ),
        Refusal::Empty => "Nothing to send.".into(),
        Refusal::LogFull { max } => {
            format!(
                "This seat has recorded as many actions as the table takes from one seat ({max}): no more."
            )
        }
    }
}

pub const WORDS: Words = Words {
    joining: "Joining the table…",
    seat,
    online: "Connected",
    connecting: "Connecting…",
    offline: "Offline — reconnecting by itself as soon as the network is back",
    unreadable: "The host cannot read this game right now — asking again by itself",
    waiting: |n| format!("{n} waiting to be sent"),
    not_yours: |n, seat, owner| match seat {
        Seat::Viewer => "You are watching the table: the players record the actions.".into(),
        _ => format!(
            "This is {0}'s ship: {0} records its actions on their own phone.",
            n.player(Lang::En, owner)
        ),
    },
    last_by: |n, s| format!("Last action: {}", who(n, s)),
    allied: |n, a, b, round| {
        format!(
            "Round {round}: {} and {} are allies",
            n.player(Lang::En, a),
            n.player(Lang::En, b)
        )
    },
    alliance_offered: |n, from, to, round| {
        format!(
            "Round {round}: {} offers {} an alliance",
            n.player(Lang::En, from),
            n.player(Lang::En, to)
        )
    },
    seats_offline: |names| format!("Offline: {names}"),
    refused,
    unknown_seat: "The table does not know this seat code: scan the QR code again.",
    open_button: "Open this table to phones",
    open_title: "The table on phones",
    open_how: "Each player points their phone's camera at their code and opens the link.",
    open_address: |url| format!("Address for the phones: {url}"),
    open_port_note: "Start the table on this same port: a phone keeps its captains for this address.",
    open_no_lan: "Phones cannot see this computer: start the table with bash scripts/run --lan on the network the phones use.",
    open_no_lan_app: "Phones cannot see this computer: connect it to the phones' Wi-Fi and open the table again.",
    open_no_host: "This server does not host tables: start bash scripts/run --lan.",
    open_not_started: |why| {
        format!(
            "Could not open the table to phones: {why}. If the port is taken, close the other program on it (bash scripts/run, say) and try again."
        )
    },
    seat_code,
    my_captains: "My captains",
    leave: "Leave",
    leave_title: "Leave the table: this phone forgets its seat; the QR code's link brings it back.",
    rounds_legend: "A new round and its weather are set by",
    rounds_host: "the host only",
    rounds_any: "any player",
    open_now: "Open the table",
    rounds_rule: |r| match r {
        TableRules::HostOnly => "Only the host sets a new round and its weather.",
        TableRules::AnySeat => "Any player may set a new round and its weather from their phone.",
    },
    asking: |n, s| format!("Are you {}? This phone will take that seat", who(n, s)),
    take_seat: "Take the seat",
    just_watch: "Just watch",
    watching: |n, s| {
        format!(
            "Another phone took the seat of {} — this one only watches",
            who(n, s)
        )
    },
    take_back: "Take the seat back",
    revoked: "This seat's code was replaced: ask the host for the new QR code.",
    moved: "Seat moved: point the new phone's camera at this code. This phone is no longer at the table.",
    moved_done: "Done — leave",
    move_seat: "Move to another phone",
    move_confirm: "Move the seat to another phone? A new QR code appears here; the seat's old code stops working.",
    seats_button: "Seats",
    not_joined: |names| format!("Not joined yet: {names}"),
    host_down: "The table's server is not answering: start it again on the same port (bash scripts/run --lan) — the phones come back by themselves",
    seat_news: |n, s, news| match news {
        SeatNews::TakenOver => format!("Another phone took the seat of {}", who(n, s)),
        SeatNews::NewCode => format!("The seat of {} has a new code", who(n, s)),
    },
    still_waiting: |n| {
        let s = if n == 1 { "" } else { "s" };
        format!(
            "{n} action{s} of the table still wait on this phone to be sent: let them reach the host first, or they are lost. Nothing changed."
        )
    },
    not_your_hand: |n, p| {
        format!(
            "These are {}'s captains: they are opened on that player's phone. Only yours are on this one.",
            n.player(Lang::En, p)
        )
    },
    not_at_table: "Not at the table",
    seat_online: "online",
    seat_away: "offline",
    seat_unjoined: "not joined yet",
    reissue: "Issue a new code",
    reissue_confirm: |n, s| {
        format!(
            "Give the seat of {} a new code? The old code stops working and the phone holding it is disconnected.",
            who(n, s)
        )
    },
    menu: "More",
    link_short: |l| match l {
        LinkWord::Online => "Connected",
        LinkWord::Connecting => "Connecting…",
        LinkWord::Offline => "Offline",
        LinkWord::HostDown => "Server stopped",
        LinkWord::Unreadable => "Host cannot read",
        LinkWord::NotAtTable => "Not at the table",
    },
    seat_short: |n, s| match s {
        Seat::Host => "Host".into(),
        Seat::Player(p) => n.player(Lang::En, p),
        Seat::Viewer => "Viewer".into(),
    },
    details: "Connection details",
    leave_confirm: "Leave the table on this phone? To come back, open the seat's link again: the host shows its QR code (\"Seats\").",
    stay: "Stay",
    seat_rule: "Only a ship's owner or the host may sink it or correct its damage. Each player records their own ships' actions only; an alliance needs both players; new ships and card edits during the game are the host's.",
    plain_http: "The page is open over http: no camera or install, and the captains are guarded by the PIN only.",
};
