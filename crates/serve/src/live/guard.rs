//! What reaches the live table at all (issue 43 item 6, issue 44 items 4
//! and 5; `docs/live-table.md`, «Who may connect»). Two guards, both
//! before anything of a request is read or a table touched:
//!
//! - **This host's own pages only** ([`own_pages`], a layer on every live
//!   route and the WebSocket upgrade). `Host` must name this server: the
//!   address the connection came in on (an IP literal, so a DNS name
//!   rebound to this computer is refused) or `localhost` on loopback,
//!   with its port. `Origin`, when sent, must be this host's own
//!   (`http://` and that same `Host`), or on the desktop app the app's
//!   window seen from this computer ([`Origins::DESKTOP`]); for the
//!   WebSocket upgrade and every method but GET and HEAD it must be
//!   sent. A browser always sends it there, so another site's page, a
//!   rebinding page, or a foreign-origin WebSocket gets 403.
//! - **Connections a neighbour cannot exhaust** ([`Listener`]). Each
//!   accepted connection holds a [`Ticket`] until it joins a seat
//!   ([`Joining`]): an address may hold [`UNJOINED_PER_ADDRESS`] such
//!   connections, past that a new one is closed at once (this computer
//!   talking to itself is not counted: the host's page and its tools); a
//!   connection not joined that is quiet for [`QUIET_FOR`] (nothing read
//!   or written, no request under way) is closed; a WebSocket has
//!   [`JOIN_WITHIN`] of the phone's time to join; and the open-file limit
//!   is raised to the hard limit at start ([`raise_open_files`]).

use axum::extract::connect_info::Connected;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderMap, Method, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::serve::IncomingStream;
use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::time::{Instant, Sleep};

/// Connections not joined to a seat one address may hold: a phone's
/// browser opens up to six to load the page, plus its WebSocket; a
/// neighbour's flood is closed past this.
pub const UNJOINED_PER_ADDRESS: usize = 24;
/// A connection not joined, with nothing read or written and no request
/// under way for this long, is closed (a phone's first message comes
/// right after its socket opens; a browser opens a new connection for a
/// later page load).
pub const QUIET_FOR: Duration = Duration::from_secs(5);
/// A WebSocket must have joined a seat within this much of the phone's
/// time (the host's own work, a table read from the store, not counted).
pub const JOIN_WITHIN: Duration = Duration::from_secs(10);

/// Raise this process's open-file limit to its hard limit (a host that
/// stays at a 1,024 soft limit is filled by one neighbour's idle
/// sockets): the soft limit now, or why not.
pub fn raise_open_files() -> io::Result<u64> {
    rlimit::increase_nofile_limit(u64::MAX)
}

// --- which pages may use the live routes ---------------------------------

/// Origins besides this host's own that its live routes take: the desktop
/// app's window (it opens tables by Tauri command and joins over
/// `ws://127.0.0.1:<port>`), and only from this computer.
#[derive(Clone, Copy, Debug)]
pub struct Origins(&'static [&'static str]);

impl Origins {
    /// `shturman-serve`: this host's own pages only.
    pub const WEB: Origins = Origins(&[]);
    /// The desktop app: its window too (`tauri://localhost` on Linux and
    /// macOS, `http://tauri.localhost` on Windows, `https://` with the
    /// https scheme option).
    pub const DESKTOP: Origins = Origins(&[
        "tauri://localhost",
        "http://tauri.localhost",
        "https://tauri.localhost",
    ]);
}

/// Why a request was refused before anything of it was read.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    #[error("Host {0:?} does not name this server")]
    ForeignHost(String),
    #[error("no Origin: only this host's own pages may do this")]
    NoOrigin,
    #[error("Origin {0:?} is not this host's own")]
    ForeignOrigin(String),
}

/// The layer on the live routes: refuses with 403 and a reason any
/// request not from this host's own pages, before its handler runs.
pub async fn own_pages(
    State(origins): State<Origins>,
    ConnectInfo(peer): ConnectInfo<Peer>,
    req: Request,
    next: Next,
) -> Response {
    // an upgrade, and anything but a read, must say where it comes from
    let needs_origin = !matches!(*req.method(), Method::GET | Method::HEAD)
        || req.headers().contains_key(header::UPGRADE);
    match check(req.headers(), &peer, origins, needs_origin) {
        Ok(()) => next.run(req).await,
        Err(why) => (StatusCode::FORBIDDEN, why.to_string()).into_response(),
    }
}

/// The decision of [`own_pages`].
pub fn check(
    headers: &HeaderMap,
    peer: &Peer,
    origins: Origins,
    needs_origin: bool,
) -> Result<(), Refused> {
    let text = |name| {
        headers
            .get(name)
            .map(|v| String::from_utf8_lossy(v.as_bytes()))
    };
    let host = text(header::HOST).unwrap_or_default();
    let own = authority(&host)
        .filter(|(name, port)| names(name, *port, peer.local))
        .ok_or_else(|| Refused::ForeignHost(host.to_string()))?;
    let Some(origin) = text(header::ORIGIN) else {
        return if needs_origin {
            Err(Refused::NoOrigin)
        } else {
            Ok(())
        };
    };
    let window = peer.remote.ip().is_loopback() && origins.0.iter().any(|o| *o == origin);
    let same = origin
        .strip_prefix("http://")
        .and_then(authority)
        .is_some_and(|(name, port)| port == own.1 && name.eq_ignore_ascii_case(&own.0));
    if window || same {
        Ok(())
    } else {
        Err(Refused::ForeignOrigin(origin.to_string()))
    }
}

/// `name[:port]` (an IPv6 literal in brackets) as its name and port (80
/// when not said); `None` if it is not of that form.
fn authority(s: &str) -> Option<(String, u16)> {
    let (name, port) = match s.rsplit_once(':') {
        Some((n, p)) if !n.is_empty() && (n.ends_with(']') || !n.contains(':')) => {
            (n, p.parse().ok()?)
        }
        _ if s.contains(':') && !s.starts_with('[') => return None,
        _ => (s, 80),
    };
    let bare = name
        .strip_prefix('[')
        .and_then(|n| n.strip_suffix(']'))
        .unwrap_or(name);
    (!bare.is_empty() && !bare.contains(['/', '@', ' '])).then(|| (bare.to_string(), port))
}

/// Whether `name:port` names the server the connection came in on: its
/// own address, or `localhost` on loopback; never another name (a
/// rebinding page's name resolves to this computer but is not its own).
fn names(name: &str, port: u16, local: SocketAddr) -> bool {
    if port != local.port() {
        return false;
    }
    let here = local.ip().to_canonical();
    if name.eq_ignore_ascii_case("localhost") {
        return here.is_loopback();
    }
    name.parse::<IpAddr>()
        .is_ok_and(|ip| ip.to_canonical() == here)
}

// --- connections ----------------------------------------------------------

type Counts = Arc<Mutex<HashMap<IpAddr, usize>>>;

/// A connection's place among its address's connections not joined to a
/// seat: given up when it joins ([`Ticket::joined`]) or closes.
#[derive(Debug)]
pub struct Ticket {
    /// The address counted, `None` for this computer talking to itself.
    counted: Option<IpAddr>,
    joined: AtomicBool,
    /// Requests under way on this connection (it is not quiet then).
    busy: AtomicUsize,
    counts: Counts,
}

impl Ticket {
    fn take(counts: &Counts, remote: SocketAddr, local: SocketAddr) -> Option<Arc<Ticket>> {
        let ip = remote.ip().to_canonical();
        let counted = (ip != local.ip().to_canonical()).then_some(ip);
        if let Some(ip) = counted {
            let mut all = counts.lock().unwrap_or_else(|p| p.into_inner());
            let n = all.entry(ip).or_default();
            if *n >= UNJOINED_PER_ADDRESS {
                return None;
            }
            *n += 1;
        }
        Some(Arc::new(Ticket {
            counted,
            joined: AtomicBool::new(false),
            busy: AtomicUsize::new(0),
            counts: counts.clone(),
        }))
    }

    /// The connection joined a seat: no longer counted, never quiet-closed.
    pub fn joined(&self) {
        if !self.joined.swap(true, Ordering::AcqRel) {
            self.release();
        }
    }

    /// Whether the quiet timer runs: not joined, no request under way.
    fn watched(&self) -> bool {
        !self.joined.load(Ordering::Acquire) && self.busy.load(Ordering::Acquire) == 0
    }

    fn release(&self) {
        if let Some(ip) = self.counted {
            let mut all = self.counts.lock().unwrap_or_else(|p| p.into_inner());
            if let Some(n) = all.get_mut(&ip) {
                *n -= 1;
                if *n == 0 {
                    all.remove(&ip);
                }
            }
        }
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        if !*self.joined.get_mut() {
            self.release();
        }
    }
}

/// Who is at the other end of a connection, as the handlers see it.
#[derive(Clone, Debug)]
pub struct Peer {
    pub remote: SocketAddr,
    /// The address and port the connection came in on.
    pub local: SocketAddr,
    pub ticket: Arc<Ticket>,
}

#[cfg(test)]
impl Peer {
    /// A peer as the listener would give it (counted among its own).
    pub(crate) fn seen(remote: &str, local: &str) -> Peer {
        let (remote, local) = (remote.parse().unwrap(), local.parse().unwrap());
        Peer {
            remote,
            local,
            ticket: Ticket::take(&Counts::default(), remote, local).unwrap(),
        }
    }
}

impl Connected<IncomingStream<'_, Listener>> for Peer {
    fn connect_info(stream: IncomingStream<'_, Listener>) -> Self {
        stream.remote_addr().clone()
    }
}

/// The server's listener: accepts, counts and closes as the module says.
pub struct Listener {
    tcp: TcpListener,
    counts: Counts,
}

impl Listener {
    pub fn new(tcp: TcpListener) -> Listener {
        Listener {
            tcp,
            counts: Counts::default(),
        }
    }
}

impl axum::serve::Listener for Listener {
    type Io = Conn;
    type Addr = Peer;

    async fn accept(&mut self) -> (Conn, Peer) {
        loop {
            let (tcp, remote) = match self.tcp.accept().await {
                Ok(accepted) => accepted,
                Err(e) => {
                    // out of descriptors (or the like): let some close
                    // rather than spin; a refused peer is simply next
                    if !matches!(
                        e.kind(),
                        io::ErrorKind::ConnectionAborted | io::ErrorKind::ConnectionReset
                    ) {
                        tokio::time::sleep(Duration::from_millis(100)).await;
                    }
                    continue;
                }
            };
            let Ok(local) = tcp.local_addr() else {
                continue;
            };
            // over its address's share: closed before anything is read
            let Some(ticket) = Ticket::take(&self.counts, remote, local) else {
                continue;
            };
            // small answers go out at once rather than waiting for an ACK
            let _ = tcp.set_nodelay(true);
            let peer = Peer {
                remote,
                local,
                ticket: ticket.clone(),
            };
            let conn = Conn {
                tcp,
                ticket,
                quiet: Box::pin(tokio::time::sleep(QUIET_FOR)),
            };
            return (conn, peer);
        }
    }

    fn local_addr(&self) -> io::Result<Peer> {
        // not a peer: the listener's own address, for axum's log only
        let local = self.tcp.local_addr()?;
        Ok(Peer {
            remote: local,
            local,
            ticket: Arc::new(Ticket {
                counted: None,
                joined: AtomicBool::new(true),
                busy: AtomicUsize::new(0),
                counts: self.counts.clone(),
            }),
        })
    }
}

/// An accepted connection: the socket, and its quiet timer while it has
/// not joined a seat.
pub struct Conn {
    tcp: TcpStream,
    ticket: Arc<Ticket>,
    quiet: Pin<Box<Sleep>>,
}

impl Conn {
    fn heard(&mut self) {
        if !self.ticket.joined.load(Ordering::Acquire) {
            self.quiet.as_mut().reset(Instant::now() + QUIET_FOR);
        }
    }
}

impl AsyncRead for Conn {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        match Pin::new(&mut this.tcp).poll_read(cx, buf) {
            Poll::Ready(r) => {
                this.heard();
                Poll::Ready(r)
            }
            Poll::Pending if !this.ticket.watched() => {
                // a request under way, or joined: the quiet time starts
                // again once there is none
                this.heard();
                Poll::Pending
            }
            Poll::Pending => match this.quiet.as_mut().poll(cx) {
                Poll::Ready(()) => Poll::Ready(Err(io::Error::new(
                    io::ErrorKind::TimedOut,
                    "a connection not joined to a seat stayed quiet",
                ))),
                Poll::Pending => Poll::Pending,
            },
        }
    }
}

impl AsyncWrite for Conn {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let r = Pin::new(&mut this.tcp).poll_write(cx, buf);
        if r.is_ready() {
            this.heard();
        }
        r
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let r = Pin::new(&mut this.tcp).poll_write_vectored(cx, bufs);
        if r.is_ready() {
            this.heard();
        }
        r
    }

    fn is_write_vectored(&self) -> bool {
        self.tcp.is_write_vectored()
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().tcp).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().tcp).poll_shutdown(cx)
    }
}

/// The layer on every route: a connection with a request under way is not
/// quiet (the host may take a while to answer; hyper reads meanwhile).
pub async fn busy(ConnectInfo(peer): ConnectInfo<Peer>, req: Request, next: Next) -> Response {
    struct Busy(Arc<Ticket>);
    impl Drop for Busy {
        fn drop(&mut self) {
            self.0.busy.fetch_sub(1, Ordering::AcqRel);
        }
    }
    peer.ticket.busy.fetch_add(1, Ordering::AcqRel);
    let _busy = Busy(peer.ticket);
    next.run(req).await
}

/// A WebSocket on its way to a seat: the phone's messages until it joins
/// are waited for until [`JOIN_WITHIN`] after it opened.
pub struct Joining {
    ticket: Arc<Ticket>,
    until: Instant,
}

impl Joining {
    /// The socket of `peer` opened now.
    pub fn start(peer: &Peer) -> Joining {
        Joining {
            ticket: peer.ticket.clone(),
            until: Instant::now() + JOIN_WITHIN,
        }
    }

    /// What `next` gives (the phone's next message), or `None` past the
    /// time to join.
    pub async fn wait<T>(&self, next: impl Future<Output = Option<T>>) -> Option<T> {
        tokio::time::timeout_at(self.until, next)
            .await
            .ok()
            .flatten()
    }

    /// It joined: the connection is a seat's from now on.
    pub fn joined(self) {
        self.ticket.joined();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(h: &[(&'static str, &str)]) -> HeaderMap {
        let mut m = HeaderMap::new();
        for (k, v) in h {
            m.insert(*k, v.parse().unwrap());
        }
        m
    }

    #[test]
    fn only_this_servers_names_and_own_origins_pass() {
        let home = Peer::seen("127.0.0.1:50000", "127.0.0.1:8080");
        let phone = Peer::seen("192.168.1.7:50000", "192.168.1.5:8080");
        let ok = |h: &[(&'static str, &str)], p: &Peer, o, need| check(&headers(h), p, o, need);
        let web = Origins::WEB;
        for host in ["127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080"] {
            let origin = format!("http://{host}");
            assert_eq!(
                ok(&[("host", host), ("origin", &origin)], &home, web, true),
                Ok(())
            );
        }
        let own = [
            ("host", "192.168.1.5:8080"),
            ("origin", "http://192.168.1.5:8080"),
        ];
        assert_eq!(ok(&own, &phone, web, true), Ok(()));
        // a read without Origin (a browser's same-origin GET) passes
        assert_eq!(ok(&[("host", "127.0.0.1:8080")], &home, web, false), Ok(()));
        let refused = [
            // rebinding: a name that resolves here is not this server's
            (
                &[("host", "evil.example:8080")][..],
                &home,
                Refused::ForeignHost("evil.example:8080".into()),
            ),
            (
                &[("host", "127.0.0.1:8081")],
                &home,
                Refused::ForeignHost("127.0.0.1:8081".into()),
            ),
            (
                &[("host", "localhost:8080")],
                &phone,
                Refused::ForeignHost("localhost:8080".into()),
            ),
            (
                &[("host", "192.168.1.6:8080")],
                &phone,
                Refused::ForeignHost("192.168.1.6:8080".into()),
            ),
            (
                &[("host", "127.0.0.1")],
                &home,
                Refused::ForeignHost("127.0.0.1".into()),
            ),
            (&[], &home, Refused::ForeignHost(String::new())),
            (&[("host", "127.0.0.1:8080")], &home, Refused::NoOrigin),
            (
                &[
                    ("host", "127.0.0.1:8080"),
                    ("origin", "http://evil.example"),
                ],
                &home,
                Refused::ForeignOrigin("http://evil.example".into()),
            ),
            (
                &[("host", "127.0.0.1:8080"), ("origin", "null")],
                &home,
                Refused::ForeignOrigin("null".into()),
            ),
            (
                &[
                    ("host", "127.0.0.1:8080"),
                    ("origin", "http://localhost:8080"),
                ],
                &home,
                Refused::ForeignOrigin("http://localhost:8080".into()),
            ),
            (
                &[
                    ("host", "127.0.0.1:8080"),
                    ("origin", "https://127.0.0.1:8080"),
                ],
                &home,
                Refused::ForeignOrigin("https://127.0.0.1:8080".into()),
            ),
            (
                &[("host", "127.0.0.1:8080"), ("origin", "tauri://localhost")],
                &home,
                Refused::ForeignOrigin("tauri://localhost".into()),
            ),
        ];
        for (h, p, why) in refused {
            assert_eq!(ok(h, p, web, true), Err(why), "{h:?}");
        }
        // the desktop app's window, from this computer only
        let window = [("host", "127.0.0.1:8080"), ("origin", "tauri://localhost")];
        assert_eq!(ok(&window, &home, Origins::DESKTOP, true), Ok(()));
        let far = Peer::seen("192.168.1.7:50000", "127.0.0.1:8080");
        assert!(ok(&window, &far, Origins::DESKTOP, true).is_err());
    }

    #[test]
    fn authorities_read_as_name_and_port() {
        assert_eq!(authority("a:1"), Some(("a".into(), 1)));
        assert_eq!(authority("a"), Some(("a".into(), 80)));
        assert_eq!(authority("[::1]:8080"), Some(("::1".into(), 8080)));
        assert_eq!(authority("[::1]"), Some(("::1".into(), 80)));
        for bad in ["", ":80", "a:b", "::1:80", "a:99999", "a/b:1", "u@a:1"] {
            assert_eq!(authority(bad), None, "{bad}");
        }
        let v6 = "[::1]:8080".parse().unwrap();
        assert!(names("::1", 8080, v6) && names("localhost", 8080, v6));
    }

    #[test]
    fn an_address_holds_a_bounded_number_of_connections_not_joined() {
        let counts = Counts::default();
        let (neighbour, here) = (
            "192.168.1.7:1".parse().unwrap(),
            "192.168.1.5:8080".parse().unwrap(),
        );
        let held: Vec<_> = (0..UNJOINED_PER_ADDRESS)
            .map(|_| Ticket::take(&counts, neighbour, here).unwrap())
            .collect();
        assert!(
            Ticket::take(&counts, neighbour, here).is_none(),
            "one past the cap"
        );
        // another address, and this computer itself, are not held back
        assert!(Ticket::take(&counts, "192.168.1.8:1".parse().unwrap(), here).is_some());
        assert!(Ticket::take(&counts, "192.168.1.5:2".parse().unwrap(), here).is_some());
        // one joins: its place is free; one closes: its place too
        held[0].joined();
        held[0].joined();
        let again = Ticket::take(&counts, neighbour, here).unwrap();
        assert!(Ticket::take(&counts, neighbour, here).is_none());
        drop(held);
        assert_eq!(counts.lock().unwrap().get(&neighbour.ip()), Some(&1));
        drop(again);
        assert!(counts.lock().unwrap().is_empty());
    }
}
