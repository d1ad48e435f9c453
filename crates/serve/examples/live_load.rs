//! Load on the live table's host (issue 34's benchmark; `scripts/live-bench`
//! starts the host and runs this): many tables, every seat a WebSocket
//! client sending actions at a steady rate. Prints what was held, the
//! acknowledgement latency, and whether any action was lost or doubled.
//! A benchmark: it prints figures and asserts nothing.
//!
//! usage: live_load PORT [TABLES] [SEATS] [RATE per seat per s] [SECONDS]

use futures_util::{SinkExt, StreamExt};
use shturman_game::{Action, PlayerId, Weather};
use shturman_live::protocol::{ClientMsg, OpenTable, Opened, ServerMsg, decode_server, encode};
use shturman_live::{Act, ActId, Op, Seat, TableRules};
use shturman_rules::{Heading, ShipClass};
use std::collections::HashMap;
use std::io::{Read, Write};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;
use uuid::Uuid;

fn setup(seats: u8) -> Vec<Action> {
    let mut a = Vec::new();
    for p in 0..seats {
        a.push(Action::AddPlayer {
            id: PlayerId(p),
            name: format!("P{p}"),
            colour: "#000".into(),
        });
        a.push(Action::AddShip {
            id: Uuid::from_u128(u128::from(p) + 1),
            class: ShipClass::Brig,
            card: ShipClass::Brig.card(),
            name: format!("S{p}"),
            owner: PlayerId(p),
            heading: Heading::N,
        });
    }
    a.push(Action::StartRound {
        weather: Weather::Fresh(Heading::W),
    });
    a
}

fn open_table(port: u16, seats: u8) -> Opened {
    let body = encode(&OpenTable {
        game: Uuid::new_v4(),
        actions: setup(seats),
        rules: TableRules::HostOnly,
    });
    let mut s = std::net::TcpStream::connect(("127.0.0.1", port)).expect("the host listens");
    write!(
        s,
        "POST /live/tables HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nOrigin: http://127.0.0.1:{port}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).unwrap();
    let json = out.split_once("\r\n\r\n").expect("a response").1;
    serde_json::from_str(json).expect("an opened table")
}

/// What one seat saw.
#[derive(Default)]
struct Seen {
    sent: u64,
    done: u64,
    refused: u64,
    latencies: Vec<Duration>,
    acked: Vec<ActId>,
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A seat's connection, hello said (as a phone that holds nothing).
async fn join(port: u16, token: String) -> Ws {
    // as the host's own page (the host takes no other origin)
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut request = format!("ws://127.0.0.1:{port}/live/ws")
        .into_client_request()
        .unwrap();
    let origin = format!("http://127.0.0.1:{port}").parse().unwrap();
    request.headers_mut().insert("origin", origin);
    let (mut ws, _) = tokio_tungstenite::connect_async(request)
        .await
        .expect("the WebSocket opens");
    let hello = ClientMsg::Hello {
        token,
        log: None,
        known: 0,
    };
    ws.send(Message::Text(encode(&hello).into())).await.unwrap();
    ws
}

/// The table's whole log, as a phone that lost everything gets it.
async fn whole_log(port: u16, token: String) -> Vec<ActId> {
    let mut ws = join(port, token).await;
    while let Some(Ok(m)) = ws.next().await {
        if let Message::Text(t) = m
            && let Ok(ServerMsg::Welcome { entries, .. }) = decode_server(&t)
        {
            return entries.iter().map(|e| e.id).collect();
        }
    }
    Vec::new()
}

async fn seat(port: u16, token: String, ship: Uuid, rate: f64, secs: u64) -> Seen {
    let mut ws = join(port, token).await;
    let mut seen = Seen::default();
    let mut revision = 0;
    let mut waiting: HashMap<ActId, Instant> = HashMap::new();
    let period = Duration::from_secs_f64(1.0 / rate);
    let mut tick = tokio::time::interval(period);
    let end = Instant::now() + Duration::from_secs(secs);
    let mut n = 0u8;
    loop {
        tokio::select! {
            _ = tick.tick(), if Instant::now() < end => {
                n = n.wrapping_add(1);
                let id = ActId(Uuid::new_v4());
                let act = Act { id, base: revision, op: Op::Apply(vec![Action::SetHeading { ship, heading: Heading::from_index(n % 8) }]) };
                waiting.insert(id, Instant::now());
                seen.sent += 1;
                if ws.send(Message::Text(encode(&ClientMsg::Act(act)).into())).await.is_err() { break; }
            }
            msg = ws.next() => {
                let Some(Ok(Message::Text(t))) = msg else { break };
                match decode_server(&t) {
                    Ok(ServerMsg::Welcome { entries, .. }) => {
                        revision = entries.last().map_or(0, |e| e.revision);
                    }
                    Ok(ServerMsg::Entry(e)) => revision = e.revision,
                    Ok(ServerMsg::Done { id, .. }) => {
                        if let Some(t0) = waiting.remove(&id) {
                            seen.latencies.push(t0.elapsed());
                            seen.done += 1;
                            seen.acked.push(id);
                        }
                    }
                    Ok(ServerMsg::Refused { id, .. }) => { waiting.remove(&id); seen.refused += 1; }
                    _ => {}
                }
                if Instant::now() >= end && waiting.is_empty() { break; }
            }
            _ = tokio::time::sleep(Duration::from_secs(10)), if Instant::now() >= end => break,
        }
    }
    seen
}

fn rss_kib(pid: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize, d: f64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(d);
    let port = num(0, 8080.0) as u16;
    let (tables, seats, rate, secs) = (
        num(1, 100.0) as usize,
        num(2, 8.0) as u8,
        num(3, 2.0),
        num(4, 60.0) as u64,
    );
    let host_pid = std::env::var("HOST_PID").unwrap_or_default();
    let opened: Vec<Opened> = (0..tables).map(|_| open_table(port, seats)).collect();
    let rss_before = rss_kib(&host_pid);
    let started = Instant::now();
    let mut tasks = Vec::new();
    for (t, o) in opened.iter().enumerate() {
        for s in &o.seats {
            if let Seat::Player(p) = s.seat {
                let ship = Uuid::from_u128(u128::from(p.0) + 1);
                let task = tokio::spawn(seat(port, s.token.clone(), ship, rate, secs));
                tasks.push((t, task));
            }
        }
    }
    let mut by_table: HashMap<usize, Vec<Seen>> = HashMap::new();
    let mut rss_peak = rss_before;
    for (t, task) in tasks {
        rss_peak = rss_peak.max(rss_kib(&host_pid));
        by_table.entry(t).or_default().push(task.await.unwrap());
    }
    let elapsed = started.elapsed().as_secs_f64();
    let (mut sent, mut done, mut refused, mut lost, mut doubled) = (0, 0, 0, 0, 0);
    let mut lat: Vec<Duration> = Vec::new();
    for (t, seens) in &by_table {
        for s in seens {
            sent += s.sent;
            done += s.done;
            refused += s.refused;
            lat.extend(&s.latencies);
        }
        // the host's log of the table: every acknowledged action once
        let token = opened[*t]
            .seats
            .iter()
            .find(|s| s.seat == Seat::Host)
            .unwrap()
            .token
            .clone();
        let mut log = whole_log(port, token).await;
        for s in seens {
            lost += s.acked.iter().filter(|id| !log.contains(id)).count();
        }
        log.sort();
        let before = log.len();
        log.dedup();
        doubled += before - log.len();
    }
    lat.sort();
    let p = |q: f64| {
        lat.get(((lat.len() as f64 - 1.0) * q) as usize)
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    println!("live table load: {tables} tables × {seats} seats at {rate} actions/s each, {secs} s");
    println!(
        "  actions sent {sent}, acknowledged {done}, refused {refused}; held {:.0} actions/s",
        done as f64 / elapsed
    );
    println!(
        "  acknowledgement latency ms: p50 {:.1}, p95 {:.1}, p99 {:.1}",
        p(0.5),
        p(0.95),
        p(0.99)
    );
    println!(
        "  unanswered {}, acknowledged but not in the host's log {lost}, in the log twice {doubled}",
        sent - done - refused
    );
    if let (Some(a), Some(b)) = (rss_before, rss_peak) {
        println!(
            "  host memory (RSS): {} MiB with the tables open, {} MiB at the peak",
            a / 1024,
            b / 1024
        );
    }
}
