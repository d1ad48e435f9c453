//! The live table's host as a process, over real sockets on 127.0.0.1:
//! phones acting at once, an action refused with its reason, the host
//! killed (SIGKILL) right after acknowledging and started again with every
//! acknowledged action there, and random bytes that change nothing.

use futures_util::{SinkExt, StreamExt};
use proptest::prelude::*;
use shturman_game::{Action, PlayerId, SinkCause, Weather};
use shturman_live::protocol::{ClientMsg, ServerMsg, decode_server, encode};
use shturman_live::{Act, ActId, LogId, Op, Refusal, Revision, Seat};
use shturman_rules::{Heading, ShipClass};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use tokio_tungstenite::tungstenite::Message;
use uuid::Uuid;

const RED: PlayerId = PlayerId(1);
const BLUE: PlayerId = PlayerId(2);
const RED_BRIG: Uuid = Uuid::from_u128(11);
const BLUE_BRIG: Uuid = Uuid::from_u128(21);
const BLUE_GALLEON: Uuid = Uuid::from_u128(22);

fn ship(id: Uuid, class: ShipClass, owner: PlayerId) -> Action {
    Action::AddShip {
        id,
        class,
        card: class.card(),
        name: format!("ship {id}"),
        owner,
        heading: Heading::N,
    }
}

fn setup() -> Vec<Action> {
    vec![
        Action::AddPlayer {
            id: RED,
            name: "Анна".into(),
            colour: "#c00".into(),
        },
        Action::AddPlayer {
            id: BLUE,
            name: "Борис".into(),
            colour: "#00c".into(),
        },
        ship(RED_BRIG, ShipClass::Brig, RED),
        ship(BLUE_BRIG, ShipClass::Brig, BLUE),
        ship(BLUE_GALLEON, ShipClass::Galleon, BLUE),
        Action::StartRound {
            weather: Weather::Fresh(Heading::W),
        },
    ]
}

struct Host {
    child: Child,
    port: u16,
}

impl Host {
    fn start(dir: &std::path::Path, port: u16) -> Host {
        let mut child = Command::new(env!("CARGO_BIN_EXE_shturman-serve"))
            .args(["--port", &port.to_string(), "--tables"])
            .arg(dir.join("tables.sqlite"))
            .arg(dir.join("site"))
            .env("SHTURMAN_BEAT_SECONDS", "1")
            .stdout(Stdio::piped())
            .spawn()
            .expect("the host starts");
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        assert!(first.contains("Serving"), "{first}");
        Host { child, port }
    }

    /// SIGKILL by PID: no chance to flush or say goodbye.
    fn kill(mut self) {
        Command::new("kill")
            .args(["-9", &self.child.id().to_string()])
            .status()
            .unwrap();
        self.child.wait().unwrap();
    }

    fn post(&self, path: &str, body: &str) -> (u16, String) {
        let mut s = TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        write!(
            s,
            "POST {path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .unwrap();
        let mut out = String::new();
        s.read_to_string(&mut out).unwrap();
        let status = out[9..12].parse().unwrap();
        let body = out
            .split_once("\r\n\r\n")
            .map(|(_, b)| b.to_string())
            .unwrap_or_default();
        (status, body)
    }

    fn open_table(&self) -> serde_json::Value {
        let body = serde_json::json!({ "game": Uuid::from_u128(0x6a3e), "actions": setup() });
        let (status, text) = self.post("/live/tables", &body.to_string());
        assert_eq!(status, 200, "{text}");
        serde_json::from_str(&text).unwrap()
    }
}

impl Drop for Host {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn token(opened: &serde_json::Value, seat: Seat) -> String {
    let want = serde_json::to_value(seat).unwrap();
    opened["seats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["seat"] == want)
        .map(|s| s["token"].as_str().unwrap().to_string())
        .unwrap()
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

struct Phone {
    ws: Ws,
}

impl Phone {
    async fn join(
        port: u16,
        token: &str,
        log: Option<LogId>,
        known: Revision,
    ) -> (Phone, ServerMsg) {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://127.0.0.1:{port}/live/ws"))
            .await
            .expect("the WebSocket opens");
        let mut p = Phone { ws };
        p.send(&ClientMsg::Hello {
            token: token.into(),
            log,
            known,
        })
        .await;
        let welcome = p.next_not_presence().await;
        (p, welcome)
    }

    async fn send(&mut self, m: &ClientMsg) {
        self.ws.send(Message::Text(encode(m).into())).await.unwrap();
    }

    async fn next(&mut self) -> ServerMsg {
        loop {
            match self.ws.next().await.expect("open").expect("a frame") {
                Message::Text(t) => return decode_server(&t).expect("the host's message reads"),
                _ => continue,
            }
        }
    }

    async fn next_not_presence(&mut self) -> ServerMsg {
        loop {
            match self.next().await {
                ServerMsg::Presence { .. } => continue,
                m => return m,
            }
        }
    }

    /// The answer to `id`, skipping news.
    async fn answer(&mut self, id: ActId) -> Result<Revision, Refusal> {
        loop {
            match self.next().await {
                ServerMsg::Done { id: i, revision } if i == id => return Ok(revision),
                ServerMsg::Refused { id: i, why } if i == id => return Err(why),
                _ => continue,
            }
        }
    }

    /// The next entry on the table, skipping everything else.
    async fn entry(&mut self) -> shturman_live::Entry {
        loop {
            if let ServerMsg::Entry(e) = self.next().await {
                return e;
            }
        }
    }
}

fn act(n: u128, base: Revision, actions: Vec<Action>) -> ClientMsg {
    ClientMsg::Act(Act {
        id: ActId(Uuid::from_u128(n)),
        base,
        op: Op::Apply(actions),
    })
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn site() -> tempdir::Dir {
    let d = tempdir::Dir::new();
    std::fs::create_dir_all(d.path().join("site")).unwrap();
    std::fs::write(d.path().join("site/index.html"), "<!doctype html>").unwrap();
    d
}

mod tempdir {
    pub struct Dir(std::path::PathBuf);
    impl Dir {
        pub fn new() -> Dir {
            let p = std::env::temp_dir().join(format!("shturman-live-{}", uuid::Uuid::new_v4()));
            std::fs::create_dir_all(&p).unwrap();
            Dir(p)
        }
        pub fn path(&self) -> &std::path::Path {
            &self.0
        }
    }
    impl Drop for Dir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phones_play_and_a_killed_host_keeps_every_acknowledged_action() {
    let dir = site();
    let port = free_port();
    let host = Host::start(dir.path(), port);
    let opened = host.open_table();
    let (red, blue, boss) = (
        token(&opened, Seat::Player(RED)),
        token(&opened, Seat::Player(BLUE)),
        token(&opened, Seat::Host),
    );

    let (mut anna, w) = Phone::join(port, &red, None, 0).await;
    let ServerMsg::Welcome {
        log,
        seat,
        fresh,
        entries,
        ..
    } = w
    else {
        panic!("{w:?}")
    };
    assert_eq!((seat, fresh, entries.len()), (Seat::Player(RED), true, 1));
    let (mut boris, _) = Phone::join(port, &blue, Some(log), 1).await;
    let (mut table, _) = Phone::join(port, &boss, Some(log), 1).await;

    // Anna and Boris act on the same revision: both apply, in the host's order
    anna.send(&act(
        2,
        1,
        vec![Action::SetHeading {
            ship: RED_BRIG,
            heading: Heading::E,
        }],
    ))
    .await;
    boris
        .send(&act(
            3,
            1,
            vec![Action::SetHeading {
                ship: BLUE_BRIG,
                heading: Heading::S,
            }],
        ))
        .await;
    let a = anna.answer(ActId(Uuid::from_u128(2))).await.unwrap();
    let b = boris.answer(ActId(Uuid::from_u128(3))).await.unwrap();
    let mut both = [a, b];
    both.sort();
    assert_eq!(both, [2, 3]);
    // every phone sees both entries, with who made them
    let seen = [table.entry().await, table.entry().await];
    assert!(
        seen.iter().any(|e| e.by == Seat::Player(RED))
            && seen.iter().any(|e| e.by == Seat::Player(BLUE))
    );

    // Anna may not steer Boris's ship: told why
    anna.send(&act(
        4,
        3,
        vec![Action::SetHeading {
            ship: BLUE_BRIG,
            heading: Heading::N,
        }],
    ))
    .await;
    assert_eq!(
        anna.answer(ActId(Uuid::from_u128(4))).await,
        Err(Refusal::NotYours { owner: BLUE })
    );

    // the table sinks Boris's galleon; Boris, on the older revision,
    // damages it: the second is no longer legal and his phone says why
    table
        .send(&act(
            5,
            3,
            vec![Action::ShipSunk {
                ship: BLUE_GALLEON,
                cause: SinkCause::Other,
            }],
        ))
        .await;
    assert_eq!(table.answer(ActId(Uuid::from_u128(5))).await, Ok(4));
    boris
        .send(&act(
            6,
            3,
            vec![Action::SetHullDamage {
                ship: BLUE_GALLEON,
                damage: 1,
            }],
        ))
        .await;
    let why = boris.answer(ActId(Uuid::from_u128(6))).await;
    assert!(matches!(why, Err(Refusal::Rule { .. })), "{why:?}");

    // acknowledged, then the host is killed at once
    anna.send(&act(
        7,
        4,
        vec![Action::SetHeading {
            ship: RED_BRIG,
            heading: Heading::W,
        }],
    ))
    .await;
    assert_eq!(anna.answer(ActId(Uuid::from_u128(7))).await, Ok(5));
    host.kill();
    // her connection ends (after whatever was already on its way)
    while let Some(Ok(f)) = anna.ws.next().await {
        if matches!(f, Message::Close(_)) {
            break;
        }
    }

    let host = Host::start(dir.path(), port);
    // Anna comes back holding revision 5: nothing new, same log
    let (mut anna, w) = Phone::join(port, &red, Some(log), 5).await;
    let ServerMsg::Welcome {
        log: again,
        fresh,
        entries,
        ..
    } = w
    else {
        panic!("{w:?}")
    };
    assert_eq!((again, fresh, entries.len()), (log, false, 0));
    // her last action, sent again (she never saw the answer): once only
    anna.send(&act(
        7,
        4,
        vec![Action::SetHeading {
            ship: RED_BRIG,
            heading: Heading::W,
        }],
    ))
    .await;
    assert_eq!(anna.answer(ActId(Uuid::from_u128(7))).await, Ok(5));
    // a phone that lost everything gets the whole log back, in order
    let (_viewer, w) = Phone::join(port, &token(&opened, Seat::Viewer), None, 0).await;
    let ServerMsg::Welcome { entries, seat, .. } = w else {
        panic!("{w:?}")
    };
    assert_eq!(seat, Seat::Viewer);
    let ids: Vec<u128> = entries.iter().skip(1).map(|e| e.id.0.as_u128()).collect();
    assert_eq!(ids.len(), 4, "{ids:?}");
    assert!(ids.contains(&2) && ids.contains(&3) && ids[2..] == [5, 7]);
    // the refusal stayed too
    table_refusal_survives(port, &blue, log).await;
    drop(host);
}

async fn table_refusal_survives(port: u16, blue: &str, log: LogId) {
    let (mut table, _) = Phone::join(port, blue, Some(log), 5).await;
    table
        .send(&act(
            6,
            3,
            vec![Action::SetHullDamage {
                ship: BLUE_GALLEON,
                damage: 1,
            }],
        ))
        .await;
    assert!(matches!(
        table.answer(ActId(Uuid::from_u128(6))).await,
        Err(Refusal::Rule { .. })
    ));
}

#[test]
fn a_phone_cannot_open_tables_and_bad_tables_are_refused() {
    let dir = site();
    let host = Host::start(dir.path(), free_port());
    let (status, _) = host.post("/live/tables", "{\"game\": 5}");
    assert_eq!(status, 422, "not a table");
    let body = serde_json::json!({ "game": Uuid::nil(), "actions": [] }).to_string();
    let (status, text) = host.post("/live/tables", &body);
    assert_eq!((status, text.as_str()), (422, "a game with no players"));
    // the static files are still served beside the live routes
    let mut s = TcpStream::connect(("127.0.0.1", host.port)).unwrap();
    write!(s, "GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).unwrap();
    assert!(
        out.starts_with("HTTP/1.1 200") && out.ends_with("<!doctype html>"),
        "{out}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

    /// Random frames on a raw WebSocket, joined or not: the host answers
    /// or closes, keeps running, and the table does not change.
    #[test]
    fn random_messages_never_crash_the_host_or_change_a_table(
        frames in prop::collection::vec(prop_oneof![
            ".{0,200}".prop_map(Frame::Text),
            prop::collection::vec(any::<u8>(), 0..200).prop_map(Frame::Binary),
            Just(Frame::Huge),
            Just(Frame::Hello),
            Just(Frame::ActOnOthers),
        ], 1..25)
    ) {
        let rt = tokio::runtime::Runtime::new().unwrap();
        rt.block_on(fuzz(frames));
    }
}

#[derive(Clone, Debug)]
enum Frame {
    Text(String),
    Binary(Vec<u8>),
    Huge,
    Hello,
    ActOnOthers,
}

async fn fuzz(frames: Vec<Frame>) {
    let dir = site();
    let host = Host::start(dir.path(), free_port());
    let opened = host.open_table();
    let red = token(&opened, Seat::Player(RED));
    let (ws, _) = tokio_tungstenite::connect_async(format!("ws://127.0.0.1:{}/live/ws", host.port))
        .await
        .unwrap();
    let mut raw = Phone { ws };
    for f in frames {
        let m = match f {
            Frame::Text(t) => Message::Text(t.into()),
            Frame::Binary(b) => Message::Binary(b.into()),
            Frame::Huge => Message::Text("[".repeat(300_000).into()),
            Frame::Hello => Message::Text(
                encode(&ClientMsg::Hello {
                    token: red.clone(),
                    log: None,
                    known: 0,
                })
                .into(),
            ),
            Frame::ActOnOthers => Message::Text(
                encode(&act(
                    9,
                    1,
                    vec![Action::ShipSunk {
                        ship: BLUE_BRIG,
                        cause: SinkCause::Other,
                    }],
                ))
                .into(),
            ),
        };
        if raw.ws.send(m).await.is_err() {
            break; // the host closed this connection: allowed
        }
    }
    drop(raw);
    // the host still runs, and the table is as opened
    let (_, w) = Phone::join(host.port, &red, None, 0).await;
    let ServerMsg::Welcome { entries, .. } = w else {
        panic!("{w:?}")
    };
    assert_eq!(entries.len(), 1, "the table changed: {entries:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_quiet_connection_hears_the_hosts_beat() {
    let dir = site();
    let host = Host::start(dir.path(), free_port());
    let opened = host.open_table();
    let (mut anna, _) = Phone::join(host.port, &token(&opened, Seat::Player(RED)), None, 0).await;
    // nothing happens at the table: the next message, past any presence
    // news, is the beat that tells the phone its connection still lives
    assert_eq!(anna.next_not_presence().await, ServerMsg::Beat);
}

/// The seats `GET /live/tables/{id}/online` lists.
fn online(host: &Host, table: &str) -> Vec<Seat> {
    let mut s = TcpStream::connect(("127.0.0.1", host.port)).unwrap();
    write!(
        s,
        "GET /live/tables/{table}/online HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).unwrap();
    let body = out.split_once("\r\n\r\n").unwrap().1;
    serde_json::from_str(body).unwrap()
}

/// A phone that crashed leaves a half-open socket: it never closes, and
/// its browser no longer answers the beat's ping. The host closes it once
/// it has been silent for a few beats, so the seat leaves the table (and
/// the table memory) while a live phone, whose pongs answer, stays; a new
/// phone then joins as usual.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crashed_phones_silent_socket_is_closed_and_the_live_ones_stay() {
    let dir = site();
    let host = Host::start(dir.path(), free_port());
    let opened = host.open_table();
    let table = opened["table"].as_str().unwrap().to_string();
    let (crashed, _) = Phone::join(host.port, &token(&opened, Seat::Player(RED)), None, 0).await;
    let (mut boss, _) = Phone::join(host.port, &token(&opened, Seat::Host), None, 0).await;
    assert_eq!(online(&host, &table).len(), 2);
    // the crashed phone is never read again: no pong, no close; the host's
    // phone is read (its pongs go out) until the other seat is gone
    let gone = async {
        loop {
            let _ = boss.next().await;
            if !online(&host, &table).contains(&Seat::Player(RED)) {
                break;
            }
        }
    };
    tokio::time::timeout(std::time::Duration::from_secs(60), gone)
        .await
        .expect("the silent socket is closed");
    assert_eq!(online(&host, &table), vec![Seat::Host]);
    drop(crashed);
    // a new phone at the seat of the crashed one joins and acts
    let (mut again, w) = Phone::join(host.port, &token(&opened, Seat::Player(RED)), None, 0).await;
    assert!(matches!(w, ServerMsg::Welcome { .. }), "{w:?}");
    again
        .send(&act(
            50,
            1,
            vec![Action::SetHeading {
                ship: RED_BRIG,
                heading: Heading::S,
            }],
        ))
        .await;
    assert_eq!(again.answer(ActId(Uuid::from_u128(50))).await, Ok(2));
}

/// A 60 KB ship's name: refused with the reason, from a phone and from
/// the host page; the table and other phones go on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_name_past_its_size_is_refused_and_the_table_goes_on() {
    use shturman_game::{RuleError, TextField, error::MAX_NAME};
    let dir = site();
    let host = Host::start(dir.path(), free_port());
    let mut long = setup();
    long.push(ship(Uuid::from_u128(99), ShipClass::Brig, RED));
    if let Some(Action::AddShip { name, .. }) = long.last_mut() {
        *name = "Ж".repeat(30_000); // 60 KB, under the message's 64 KB
    }
    let body = serde_json::json!({ "game": Uuid::from_u128(0x6a3e), "actions": long });
    let (status, text) = host.post("/live/tables", &body.to_string());
    assert_eq!(status, 422, "{text}");
    let opened = host.open_table();
    let (mut anna, _) = Phone::join(host.port, &token(&opened, Seat::Player(RED)), None, 0).await;
    let (mut boris, _) = Phone::join(host.port, &token(&opened, Seat::Player(BLUE)), None, 0).await;
    let add = long.last().unwrap().clone();
    anna.send(&act(60, 1, vec![add])).await;
    assert_eq!(
        anna.answer(ActId(Uuid::from_u128(60))).await,
        Err(Refusal::Rule {
            rule: RuleError::TextTooLong {
                field: TextField::Name,
                chars: 30_000,
                max: MAX_NAME
            }
        })
    );
    boris
        .send(&act(
            61,
            1,
            vec![Action::SetHeading {
                ship: BLUE_BRIG,
                heading: Heading::S,
            }],
        ))
        .await;
    assert_eq!(boris.answer(ActId(Uuid::from_u128(61))).await, Ok(2));
    let (_, w) = Phone::join(host.port, &token(&opened, Seat::Viewer), None, 0).await;
    let ServerMsg::Welcome { entries, .. } = w else {
        panic!("{w:?}")
    };
    assert_eq!(entries.len(), 2, "the name is not on the log");
}
