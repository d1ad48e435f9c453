//! The server over a real TCP socket on 127.0.0.1, spoken to byte by
//! byte: keep-alive and pipelining, HEAD, closing, malformed requests,
//! and stopping. What hyper decides on the wire is asserted here as the
//! behaviour a client meets, not as hyper's internals.

use crate::site::tests::Site;
use crate::{serve_until, static_files};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Shutdown, SocketAddr, TcpStream};
use std::thread::JoinHandle;

/// A server running on its own runtime until `stop` is sent.
struct Running {
    addr: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<JoinHandle<std::io::Result<()>>>,
}

impl Running {
    fn start(site: &Site) -> Self {
        let app = static_files(site.0.clone()).unwrap();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let (tx, rx) = std::sync::mpsc::channel();
        let thread = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()?;
            rt.block_on(async move {
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
                tx.send(listener.local_addr()?).unwrap();
                serve_until(listener, app, async {
                    let _ = stopped.await;
                })
                .await
            })
        });
        let addr = rx.recv().unwrap();
        Running {
            addr,
            stop: Some(stop),
            thread: Some(thread),
        }
    }

    fn connect(&self) -> (TcpStream, BufReader<TcpStream>) {
        let s = TcpStream::connect(self.addr).unwrap();
        // a guard against a hang, not a measure: a silent server fails
        s.set_read_timeout(Some(std::time::Duration::from_secs(60)))
            .unwrap();
        let r = BufReader::new(s.try_clone().unwrap());
        (s, r)
    }

    /// Stops the server and waits until `serve_until` has returned.
    fn stop(&mut self) -> std::io::Result<()> {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
        self.thread.take().map_or(Ok(()), |t| t.join().unwrap())
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.stop();
    }
}

/// Reads one response off a stream: its head (header names lower-cased)
/// and its Content-Length body (none for a HEAD).
fn read_response(r: &mut BufReader<TcpStream>, head_only: bool) -> (String, String) {
    let mut head = String::new();
    loop {
        let mut line = String::new();
        assert!(r.read_line(&mut line).unwrap() > 0, "connection closed");
        let line = match line.split_once(':') {
            Some((n, v)) if !head.is_empty() => format!("{}:{v}", n.to_ascii_lowercase()),
            _ => line,
        };
        head.push_str(&line);
        if line == "\r\n" {
            break;
        }
    }
    let len = head
        .lines()
        .find_map(|l| l.strip_prefix("content-length: "))
        .map(|n| n.trim().parse::<usize>().unwrap())
        .unwrap_or(0);
    let mut body = vec![0; if head_only { 0 } else { len }];
    r.read_exact(&mut body).unwrap();
    (head, String::from_utf8(body).unwrap())
}

/// Whether the server has closed the connection (nothing more comes).
fn closed(r: &mut BufReader<TcpStream>) -> bool {
    let mut rest = Vec::new();
    r.read_to_end(&mut rest).is_ok() && rest.is_empty()
}

/// The status a request sent alone on a new connection gets.
fn status_of(server: &Running, request: &[u8]) -> u16 {
    let (mut s, mut r) = server.connect();
    s.write_all(request).unwrap();
    let (head, _) = read_response(&mut r, false);
    head.get(9..12).and_then(|c| c.parse().ok()).unwrap_or(0)
}

#[test]
fn keeps_the_connection_for_several_requests_and_serves_several_at_once() {
    let site = Site::new("wire");
    let server = Running::start(&site);
    let (mut a, mut ra) = server.connect();
    let (mut b, mut rb) = server.connect();
    // two requests pipelined on a, while b is served in between
    a.write_all(b"GET /app.0123456789.wasm HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\n\r\nHEAD /sw.js HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
    b.write_all(b"GET /icons/a.png HTTP/1.1\r\nHost: x\r\n\r\n")
        .unwrap();
    let (head, body) = read_response(&mut rb, false);
    assert!(
        head.starts_with("HTTP/1.1 200 OK\r\n") && head.contains("content-type: image/png\r\n"),
        "{head}"
    );
    assert_eq!(body, "PNG");
    let (head, body) = read_response(&mut ra, false);
    assert!(head.contains("content-encoding: br\r\n"), "{head}");
    assert!(head.contains("date: "), "{head}");
    assert_eq!(body, "BR");
    let (head, _) = read_response(&mut ra, true);
    assert!(head.contains("content-length: 4\r\n"), "{head}");
    // a HEAD has no body: the next response follows at once
    a.write_all(b"GET /nope HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .unwrap();
    let (head, body) = read_response(&mut ra, false);
    assert!(
        head.starts_with("HTTP/1.1 404 Not Found\r\n") && head.contains("connection: close\r\n"),
        "{head}"
    );
    assert_eq!(body, "not found\n");
    assert!(closed(&mut ra), "the server closed the connection");
    // a path that would leave the folder is refused, the connection kept
    b.write_all(b"GET /%2e%2e/secret HTTP/1.1\r\n\r\nGET / HTTP/1.1\r\n\r\n")
        .unwrap();
    let (head, _) = read_response(&mut rb, false);
    assert!(head.starts_with("HTTP/1.1 400 "), "{head}");
    let (head, body) = read_response(&mut rb, false);
    assert!(head.starts_with("HTTP/1.1 200 "), "{head}");
    assert_eq!(body, "<!DOCTYPE html>");
    // a malformed request is answered and the connection closed
    b.write_all(b"BROKEN\r\n\r\n").unwrap();
    let (head, _) = read_response(&mut rb, false);
    assert!(head.starts_with("HTTP/1.1 400 "), "{head}");
    assert!(closed(&mut rb), "the server closed the connection");
    let _ = b.shutdown(Shutdown::Both);
}

#[test]
fn requests_are_read_as_http_1_1_says() {
    let site = Site::new("reqs");
    let server = Running::start(&site);
    // an empty line before a request and bare LFs are accepted (RFC 9112)
    let (mut s, mut r) = server.connect();
    s.write_all(b"\r\nGET /sw.js HTTP/1.1\nHost: h\n\nHEAD /icons/a.png HTTP/1.1\r\n\r\n")
        .unwrap();
    assert_eq!(read_response(&mut r, false).1, "self");
    let (head, _) = read_response(&mut r, true);
    assert!(head.contains("content-length: 3\r\n"), "{head}");
    // a small body is read and dropped, and the next request answered
    s.write_all(
        b"GET /sw.js HTTP/1.1\r\nContent-Length: 3\r\n\r\nabcGET /icons/a.png HTTP/1.1\r\n\r\n",
    )
    .unwrap();
    assert_eq!(read_response(&mut r, false).1, "self");
    assert_eq!(read_response(&mut r, false).1, "PNG");
    // HTTP/1.0 closes unless it asks for keep-alive
    let (mut s, mut r) = server.connect();
    s.write_all(b"GET /sw.js HTTP/1.0\r\n\r\n").unwrap();
    assert_eq!(read_response(&mut r, false).1, "self");
    assert!(closed(&mut r));
    let (mut s, mut r) = server.connect();
    s.write_all(b"GET /sw.js HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n")
        .unwrap();
    let (head, _) = read_response(&mut r, false);
    assert!(head.contains("connection: keep-alive\r\n"), "{head}");
    s.write_all(b"GET /icons/a.png HTTP/1.0\r\n\r\n").unwrap();
    assert_eq!(read_response(&mut r, false).1, "PNG");
    // a client that hangs up mid-request leaves the server serving
    let (mut s, _) = server.connect();
    s.write_all(b"GET / HTTP/1.1\r\nHost").unwrap();
    drop(s);
    assert_eq!(status_of(&server, b"GET / HTTP/1.1\r\n\r\n"), 200);
}

#[test]
fn malformed_or_oversized_requests_are_refused() {
    let site = Site::new("bad");
    let server = Running::start(&site);
    let cases: Vec<(Vec<u8>, u16)> = vec![
        (b"GET /\r\n\r\n".to_vec(), 400),
        (b"GET  / HTTP/1.1\r\n\r\n".to_vec(), 400),
        (b"GET /a\rLocation:x HTTP/1.1\r\n\r\n".to_vec(), 400),
        (b"GET /a\x7f HTTP/1.1\r\n\r\n".to_vec(), 400),
        // hyper reads any version but 1.x as a malformed line (the old
        // server said 505)
        (b"GET / HTTP/2.0\r\n\r\n".to_vec(), 400),
        (b"GET / HTTP/1.1\r\nX: a\r\n  folded\r\n\r\n".to_vec(), 400),
        (b"GET / HTTP/1.1\r\nBad Name: a\r\n\r\n".to_vec(), 400),
        (
            b"GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n".to_vec(),
            501,
        ),
        (
            b"GET / HTTP/1.1\r\nContent-Length: 1, 2\r\n\r\n".to_vec(),
            400,
        ),
        (
            b"GET / HTTP/1.1\r\nContent-Length: 999999999\r\n\r\n".to_vec(),
            413,
        ),
        (
            b"POST / HTTP/1.1\r\nContent-Length: 0\r\n\r\n".to_vec(),
            405,
        ),
        (
            format!("GET / HTTP/1.1\r\n{}\r\n", "X: a\r\n".repeat(101)).into_bytes(),
            431,
        ),
        (
            format!("GET / HTTP/1.1\r\nX: {}\r\n\r\n", "a".repeat(512 * 1024)).into_bytes(),
            431,
        ),
    ];
    for (request, want) in cases {
        let shown = String::from_utf8_lossy(&request[..request.len().min(60)]).into_owned();
        assert_eq!(status_of(&server, &request), want, "{shown:?}");
    }
    // and it still serves
    assert_eq!(status_of(&server, b"GET / HTTP/1.1\r\n\r\n"), 200);
}

#[test]
fn stopping_ends_kept_connections_and_returns() {
    let site = Site::new("stop");
    let mut server = Running::start(&site);
    let (mut s, mut r) = server.connect();
    s.write_all(b"GET /sw.js HTTP/1.1\r\nHost: x\r\n\r\n")
        .unwrap();
    assert_eq!(read_response(&mut r, false).1, "self");
    // the connection is idle and kept alive; stopping closes it
    server.stop().unwrap();
    assert!(closed(&mut r), "the kept connection was closed");
    assert!(TcpStream::connect(server.addr).is_err(), "still listening");
}
