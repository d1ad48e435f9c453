//! Load on the live table's host (issue 44's figures; `scripts/live-bench`
//! starts the host and runs this): many tables, every seat a WebSocket
//! client sending actions at a steady rate. Prints what was held, the
//! acknowledgement latency, the fan-out (an action's entry reaching each
//! other seat of its table), whether any action was lost or doubled, the
//! host's memory per connected seat, and beside them the machine's load
//! and the fsync floor: one SQLite WAL commit with `synchronous = FULL`
//! on the same disk, measured in the same run. A benchmark: it prints
//! figures and asserts nothing. Traffic goes to 127.0.0.1 only.
//!
//! usage:
//!   live_load load PORT TABLES SEATS RATE SECONDS
//!   live_load ceiling PORT SEATS RATE SECONDS TABLES…   (steps, stops past p95 100 ms)
//!   live_load kill PORT TABLES SEATS RATE SECONDS FILE   (SIGKILLs HOST_PID halfway)
//!   live_load verify PORT FILE                            (after the host's restart)

use shturman_game::{Action, PlayerId, Weather};
use shturman_live::protocol::{ClientMsg, DeviceId, OpenTable, Opened, ServerMsg, Want, encode};
use shturman_live::{Act, ActId, Op, Seat, TableRules};
use shturman_rules::{Heading, ShipClass};
use std::collections::HashMap;
use std::io::{Read, Write};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
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

/// When each action was sent, for the fan-out: its entry's arrival at the
/// other seats is timed from it.
type Sent = Arc<Mutex<HashMap<ActId, Instant>>>;

/// What one seat saw.
#[derive(Default)]
struct Seen {
    sent: u64,
    done: u64,
    refused: u64,
    latencies: Vec<Duration>,
    fanout: Vec<Duration>,
    acked: Vec<ActId>,
}

#[path = "../tests/common/sealed.rs"]
mod sealed;
use sealed::Sealed;

/// A seat's connection, hello said (as a phone that holds nothing), as a
/// device of its own.
async fn join(port: u16, code: String) -> Option<Sealed> {
    let mut s = sealed::connect(port, &code).await.ok()?;
    let hello = ClientMsg::Hello {
        device: DeviceId(Uuid::new_v4()),
        want: Want::Seat,
        log: None,
        known: 0,
    };
    s.send(&hello).await.then_some(s)
}

/// The table's whole log, as a phone that lost everything gets it.
async fn whole_log(port: u16, code: String) -> Vec<ActId> {
    let Some(mut ws) = join(port, code).await else {
        return Vec::new();
    };
    while let Some(m) = ws.next().await {
        if let ServerMsg::Welcome { entries, .. } = m {
            return entries.iter().map(|e| e.id).collect();
        }
    }
    Vec::new()
}

struct Run {
    port: u16,
    rate: f64,
    secs: u64,
    sent: Sent,
    joined: Arc<AtomicUsize>,
    /// Every seat joined (or the wait for it ended): the seats act from
    /// then on, so the hellos' storm is not timed as actions.
    ready: AtomicBool,
}

async fn seat(run: Arc<Run>, token: String, ship: Uuid) -> Seen {
    let mut seen = Seen::default();
    let Some(mut ws) = join(run.port, token).await else {
        return seen;
    };
    let mut revision = 0;
    let mut waiting: HashMap<ActId, Instant> = HashMap::new();
    let mut mine = std::collections::HashSet::new();
    let period = Duration::from_secs_f64(1.0 / run.rate);
    // seats start spread over one period once all may act, as players do
    let spread = || tokio::time::Instant::now() + period.mul_f64(rand_unit());
    let mut tick = tokio::time::interval_at(spread(), period);
    // the run's length counts from when the seats may act
    let mut end = Instant::now() + Duration::from_secs(run.secs) * 2;
    let mut welcomed = false;
    let mut n = 0u8;
    loop {
        tokio::select! {
            _ = tick.tick(), if welcomed && run.ready.load(Ordering::Relaxed) && Instant::now() < end => {
                n = n.wrapping_add(1);
                let id = ActId(Uuid::new_v4());
                let act = Act { id, base: revision, op: Op::Apply(vec![Action::SetHeading { ship, heading: Heading::from_index(n % 8) }]) };
                let now = Instant::now();
                waiting.insert(id, now);
                mine.insert(id);
                run.sent.lock().unwrap().insert(id, now);
                seen.sent += 1;
                if !ws.send(&ClientMsg::Act(act)).await { break; }
            }
            msg = ws.next() => {
                let Some(msg) = msg else { break };
                match Ok::<_, ()>(msg) {
                    Ok(ServerMsg::Welcome { entries, .. }) => {
                        revision = entries.last().map_or(0, |e| e.revision);
                        welcomed = true;
                        run.joined.fetch_add(1, Ordering::Relaxed);
                        while !run.ready.load(Ordering::Relaxed) {
                            tokio::time::sleep(Duration::from_millis(20)).await;
                        }
                        end = Instant::now() + Duration::from_secs(run.secs);
                        tick = tokio::time::interval_at(spread(), period);
                    }
                    Ok(ServerMsg::Entry(e)) => {
                        revision = e.revision;
                        if !mine.contains(&e.id)
                            && let Some(t0) = run.sent.lock().unwrap().get(&e.id)
                        {
                            seen.fanout.push(t0.elapsed());
                        }
                    }
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

/// A number in [0, 1) from a fresh UUID (no rand crate here).
fn rand_unit() -> f64 {
    (Uuid::new_v4().as_u128() % 1_000_000) as f64 / 1_000_000.0
}

fn rss_kib(pid: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// CPU seconds (user + system) of process `pid` so far.
fn cpu_s(pid: &str) -> Option<f64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // the fields after the command's name, which is in parentheses
    let rest = stat.rsplit_once(')')?.1;
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_default()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn pct(sorted: &[Duration], q: f64) -> f64 {
    sorted
        .get(((sorted.len() as f64 - 1.0) * q) as usize)
        .map_or(0.0, |d| ms(*d))
}

/// The fsync floor: one-row WAL commits with `synchronous = FULL`, in a
/// file beside the host's (the same disk), p50 and p95 in ms.
fn fsync_floor() -> (f64, f64) {
    let path = std::env::temp_dir().join(format!("floor-{}.sqlite", Uuid::new_v4()));
    let db = rusqlite::Connection::open(&path).unwrap();
    db.execute_batch(
        "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;
         CREATE TABLE t (k INTEGER PRIMARY KEY, v TEXT NOT NULL);",
    )
    .unwrap();
    let mut times = Vec::new();
    for k in 0..200 {
        let t0 = Instant::now();
        db.execute("INSERT INTO t (k, v) VALUES (?1, 'x')", [k])
            .unwrap();
        times.push(t0.elapsed());
    }
    drop(db);
    for f in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{f}", path.display()));
    }
    times.sort();
    (pct(&times, 0.5), pct(&times, 0.95))
}

/// What one load run measured.
struct Figures {
    tables: usize,
    sent: u64,
    done: u64,
    refused: u64,
    ack: Vec<Duration>,
    fanout: Vec<Duration>,
    held: f64,
    /// Per table: what each seat had acknowledged.
    acked: Vec<Vec<ActId>>,
    rss_idle: Option<u64>,
    rss_joined: Option<u64>,
    rss_peak: Option<u64>,
    seats_joined: usize,
    /// CPU seconds of the host and of this load client during the run.
    host_cpu: Option<f64>,
    client_cpu: Option<f64>,
}

impl Figures {
    fn unanswered(&self) -> u64 {
        self.sent - self.done - self.refused
    }

    /// `cpu_s` seconds of CPU per acknowledged action, in µs.
    fn per_action_us(&self, cpu_s: f64) -> f64 {
        cpu_s * 1e6 / self.done.max(1) as f64
    }
}

/// Open `tables` tables and run every player's seat at `rate` for `secs`;
/// the memory is read once every seat has joined.
async fn load(port: u16, tables: usize, seats: u8, rate: f64, secs: u64) -> (Vec<Opened>, Figures) {
    let host_pid = std::env::var("HOST_PID").unwrap_or_default();
    let opened: Vec<Opened> = (0..tables).map(|_| open_table(port, seats)).collect();
    let rss_idle = rss_kib(&host_pid);
    let (host_cpu0, client_cpu0) = (cpu_s(&host_pid), cpu_s("self"));
    let run = Arc::new(Run {
        port,
        rate,
        secs,
        sent: Sent::default(),
        joined: Arc::default(),
        ready: AtomicBool::new(false),
    });
    let started = Instant::now();
    let mut tasks = Vec::new();
    for (t, o) in opened.iter().enumerate() {
        for s in &o.seats {
            if let Seat::Player(p) = s.seat {
                let ship = Uuid::from_u128(u128::from(p.0) + 1);
                tasks.push((t, tokio::spawn(seat(run.clone(), s.code.0.clone(), ship))));
            }
        }
    }
    // every seat joined (or a fifth of the run passed): the memory it holds
    let all = tasks.len();
    while run.joined.load(Ordering::Relaxed) < all && started.elapsed().as_secs() < secs.max(5) / 5
    {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let seats_joined = run.joined.load(Ordering::Relaxed);
    let rss_joined = rss_kib(&host_pid);
    run.ready.store(true, Ordering::Relaxed);
    let mut rss_peak = rss_joined;
    let mut f = Figures {
        tables,
        sent: 0,
        done: 0,
        refused: 0,
        ack: Vec::new(),
        fanout: Vec::new(),
        held: 0.0,
        acked: vec![Vec::new(); tables],
        rss_idle,
        rss_joined,
        rss_peak: None,
        seats_joined,
        host_cpu: None,
        client_cpu: None,
    };
    for (t, task) in tasks {
        rss_peak = rss_peak.max(rss_kib(&host_pid));
        let s = task.await.unwrap();
        f.sent += s.sent;
        f.done += s.done;
        f.refused += s.refused;
        f.ack.extend(s.latencies);
        f.fanout.extend(s.fanout);
        f.acked[t].extend(s.acked);
    }
    f.rss_peak = rss_peak;
    f.host_cpu = cpu_s(&host_pid).zip(host_cpu0).map(|(b, a)| b - a);
    f.client_cpu = cpu_s("self").zip(client_cpu0).map(|(b, a)| b - a);
    f.held = f.done as f64 / started.elapsed().as_secs_f64();
    f.ack.sort();
    f.fanout.sort();
    (opened, f)
}

fn host_token(o: &Opened) -> String {
    let s = o.seats.iter().find(|s| s.seat == Seat::Host).unwrap();
    s.code.0.clone()
}

/// Every acknowledged action in the host's log once: (lost, twice).
async fn check(port: u16, opened: &[Opened], acked: &[Vec<ActId>]) -> (usize, usize) {
    let (mut lost, mut twice) = (0, 0);
    for (o, acked) in opened.iter().zip(acked) {
        let mut log = whole_log(port, host_token(o)).await;
        lost += acked.iter().filter(|id| !log.contains(id)).count();
        log.sort();
        let before = log.len();
        log.dedup();
        twice += before - log.len();
    }
    (lost, twice)
}

fn header(what: &str) {
    let (p50, p95) = fsync_floor();
    println!("{what}");
    println!(
        "  machine load average (1/5/15 min) {}; fsync floor (one WAL commit, synchronous = FULL, same disk): p50 {p50:.2} ms, p95 {p95:.2} ms",
        loadavg()
    );
}

fn report(f: &Figures, seats: u8) {
    println!(
        "  actions sent {}, acknowledged {}, refused {}, unanswered {}; held {:.0} actions/s",
        f.sent,
        f.done,
        f.refused,
        f.unanswered(),
        f.held
    );
    println!(
        "  acknowledgement ms: p50 {:.1}, p95 {:.1}, p99 {:.1}, max {:.1}",
        pct(&f.ack, 0.5),
        pct(&f.ack, 0.95),
        pct(&f.ack, 0.99),
        pct(&f.ack, 1.0)
    );
    println!(
        "  fan-out to the {} other seats ms ({} arrivals): p50 {:.1}, p95 {:.1}, p99 {:.1}",
        seats - 1,
        f.fanout.len(),
        pct(&f.fanout, 0.5),
        pct(&f.fanout, 0.95),
        pct(&f.fanout, 0.99)
    );
    if let (Some(host), Some(client)) = (f.host_cpu, f.client_cpu) {
        println!(
            "  CPU seconds: host {host:.1} ({:.0} µs per acknowledged action), load client {client:.1}",
            f.per_action_us(host)
        );
    }
    if let (Some(idle), Some(joined), Some(peak)) = (f.rss_idle, f.rss_joined, f.rss_peak) {
        let per = (joined.saturating_sub(idle) as f64) / f.seats_joined.max(1) as f64;
        println!(
            "  host memory (RSS): {} MiB with {} tables stored, {} MiB with {} seats connected ({per:.1} KiB per connected seat), {} MiB at the peak",
            idle / 1024,
            f.tables,
            joined / 1024,
            f.seats_joined,
            peak / 1024
        );
    }
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize| -> f64 {
        args.get(i)
            .and_then(|a| a.parse().ok())
            .unwrap_or_else(|| panic!("argument {i}: a number"))
    };
    let mode = args.first().map(String::as_str).unwrap_or("load");
    let port = num(1) as u16;
    match mode {
        "load" => {
            let (tables, seats, rate, secs) =
                (num(2) as usize, num(3) as u8, num(4), num(5) as u64);
            header(&format!(
                "live table load: {tables} tables × {seats} seats, each seat {rate} actions/s, {secs} s"
            ));
            let (opened, f) = load(port, tables, seats, rate, secs).await;
            report(&f, seats);
            let (lost, twice) = check(port, &opened, &f.acked).await;
            println!("  acknowledged but not in the host's log {lost}, in the log twice {twice}");
            println!("  load average after: {}", loadavg());
        }
        "ceiling" => {
            let (seats, rate, secs) = (num(2) as u8, num(3), num(4) as u64);
            header(&format!(
                "ceiling: 8-seat tables at {rate} actions/s per seat, {secs} s per step, until ack p95 > 100 ms"
            ));
            let mut best = 0;
            for i in 5..args.len() {
                let tables = num(i) as usize;
                let (_, f) = load(port, tables, seats, rate, secs).await;
                let p95 = pct(&f.ack, 0.95);
                // each side's CPU per answered action (the step's joins and
                // handshakes included): what bounds the step on shared cores
                let per = |cpu: Option<f64>| {
                    cpu.map_or("?".into(), |s| format!("{:.0}", f.per_action_us(s)))
                };
                println!(
                    "  {tables} tables ({:.0} actions/s offered): held {:.0}/s, ack p50 {:.1} p95 {p95:.1} ms, fan-out p95 {:.1} ms, unanswered {}, CPU µs per action host {} client {}, load {}",
                    tables as f64 * f64::from(seats) * rate,
                    f.held,
                    pct(&f.ack, 0.5),
                    pct(&f.fanout, 0.95),
                    f.unanswered(),
                    per(f.host_cpu),
                    per(f.client_cpu),
                    loadavg()
                );
                if p95 > 100.0 || f.unanswered() > 0 {
                    break;
                }
                best = tables;
            }
            println!("  ceiling: {best} tables with ack p95 ≤ 100 ms and every action answered");
        }
        "kill" => {
            let (tables, seats, rate, secs) =
                (num(2) as usize, num(3) as u8, num(4), num(5) as u64);
            let file = args
                .get(6)
                .expect("a file for what was acknowledged")
                .clone();
            header(&format!(
                "kill -9 of the host halfway through {tables} tables × {seats} seats at {rate} actions/s"
            ));
            let pid = std::env::var("HOST_PID").expect("HOST_PID");
            let killer = tokio::spawn(async move {
                tokio::time::sleep(Duration::from_secs(secs / 2)).await;
                let _ = std::process::Command::new("kill")
                    .args(["-9", &pid])
                    .status();
            });
            let (opened, f) = load(port, tables, seats, rate, secs).await;
            killer.await.unwrap();
            println!(
                "  before the kill: {} actions sent, {} acknowledged, {} without an answer (in flight when the host died)",
                f.sent,
                f.done,
                f.unanswered()
            );
            let saved: Vec<(String, Vec<ActId>)> =
                opened.iter().map(host_token).zip(f.acked).collect();
            std::fs::write(&file, serde_json::to_string(&saved).unwrap()).unwrap();
        }
        "verify" => {
            let file = args.get(2).expect("the file the kill wrote");
            let saved: Vec<(String, Vec<ActId>)> =
                serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
            let (mut lost, mut twice, mut acked) = (0, 0, 0);
            for (token, ids) in &saved {
                let mut log = whole_log(port, token.clone()).await;
                acked += ids.len();
                lost += ids.iter().filter(|id| !log.contains(id)).count();
                log.sort();
                let before = log.len();
                log.dedup();
                twice += before - log.len();
            }
            println!(
                "  after the restart: {acked} acknowledged actions checked in the store, {lost} lost, {twice} twice"
            );
        }
        other => eprintln!("live_load: no mode {other} (load, ceiling, kill, verify)"),
    }
}
