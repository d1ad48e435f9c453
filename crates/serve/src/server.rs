//! Answering requests for the served folder, and the connections: one
//! thread per connection, kept alive between requests, up to a limit.

use crate::files::{self, Resolved};
use crate::http::{self, Body, ReadError, Request, Response};
use std::fs::File;
use std::io::{BufReader, BufWriter};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::Duration;

/// Connections served at once; one more is told to come back later.
pub const MAX_CONNECTIONS: usize = 256;
/// How long an idle kept-alive connection stays open.
pub const IDLE: Duration = Duration::from_secs(15);
/// How long a client may take to accept what is sent.
pub const SEND: Duration = Duration::from_secs(60);

/// The path of a request target: origin form (`/a?b`) or absolute form
/// (`http://host/a`), without query or fragment. `None` for `*` and
/// anything else.
fn target_path(target: &str) -> Option<&str> {
    let target = if target.starts_with('/') {
        target
    } else {
        let rest = target
            .strip_prefix("http://")
            .or_else(|| target.strip_prefix("https://"))?;
        rest.find('/').map(|i| &rest[i..]).unwrap_or("/")
    };
    Some(target.split(['?', '#']).next().unwrap_or(target))
}

/// The answer to one request for a file under `root` (canonical).
pub fn respond(root: &Path, req: &Request) -> Response {
    if req.method != "GET" && req.method != "HEAD" {
        return Response::text(405, "only GET and HEAD\n").with("Allow", "GET, HEAD");
    }
    let Some(path) = target_path(&req.target) else {
        return Response::text(400, "bad request\n");
    };
    let (file, name) = match files::resolve(root, path) {
        Resolved::File { path, name } => (path, name),
        Resolved::Redirect(to) => return Response::text(301, "moved\n").with("Location", to),
        Resolved::NotFound => return Response::text(404, "not found\n"),
        Resolved::Refused => return Response::text(400, "bad path\n"),
    };
    let varies = files::has_variants(root, &file);
    let accept = req.header("accept-encoding");
    // the best precompressed copy the client accepts, else the file itself
    let chosen = files::preferred(accept.as_deref())
        .into_iter()
        .find_map(|c| files::variant(root, &file, c).map(|(p, m)| (Some(c), p, m)));
    let (coding, send_path, meta) = match chosen {
        Some(v) => v,
        None => match std::fs::metadata(&file) {
            Ok(m) => (None, file, m),
            Err(_) => return Response::text(404, "not found\n"),
        },
    };
    let tag = files::etag(&meta, coding);
    let modified = meta.modified().ok();
    let mut resp = Response {
        status: 200,
        headers: Vec::new(),
        body: Body::Empty,
    }
    .with("Content-Type", files::content_type(&name))
    .with("Cache-Control", files::cache_control(&name))
    .with("ETag", tag.clone())
    .with("X-Content-Type-Options", "nosniff");
    if let Some(t) = modified {
        resp = resp.with("Last-Modified", http::http_date(t));
    }
    if let Some(c) = coding {
        resp = resp.with("Content-Encoding", c.token());
    }
    if varies {
        resp = resp.with("Vary", "Accept-Encoding");
    }
    // If-None-Match decides when sent; If-Modified-Since only without it
    let not_modified = match (req.header("if-none-match"), req.header("if-modified-since")) {
        (Some(inm), _) => files::none_match(&inm, &tag),
        (None, Some(ims)) => match (http::parse_http_date(&ims), modified) {
            // HTTP dates have whole seconds
            (Some(since), Some(m)) => m
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_secs())
                .ok()
                .zip(
                    since
                        .duration_since(std::time::UNIX_EPOCH)
                        .map(|d| d.as_secs())
                        .ok(),
                )
                .is_some_and(|(m, s)| m <= s),
            _ => false,
        },
        (None, None) => false,
    };
    if not_modified {
        resp.status = 304;
        resp.headers
            .retain(|(n, _)| *n != "Content-Type" && *n != "Content-Encoding");
        return resp;
    }
    match File::open(&send_path) {
        Ok(f) => {
            resp.body = Body::File(f, meta.len());
            resp
        }
        Err(_) => Response::text(404, "not found\n"),
    }
}

/// Serves one connection until the client closes it, goes idle, or a
/// request cannot be answered on it.
pub fn handle(stream: TcpStream, root: &Path) {
    let _ = stream.set_read_timeout(Some(IDLE));
    let _ = stream.set_write_timeout(Some(SEND));
    let _ = stream.set_nodelay(true);
    let Ok(write_half) = stream.try_clone() else {
        return;
    };
    let mut reader = BufReader::new(stream);
    let mut writer = BufWriter::with_capacity(64 * 1024, write_half);
    loop {
        let req = match http::read_request(&mut reader) {
            Ok(r) => r,
            Err(ReadError::Bad(status, why)) => {
                let resp = Response::text(status, why);
                let _ = http::write_response(&mut writer, resp, false, false);
                return;
            }
            Err(ReadError::Closed) | Err(ReadError::Io(_)) => return,
        };
        let keep_alive = req.keep_alive();
        let resp = respond(root, &req);
        if http::write_response(&mut writer, resp, req.method == "HEAD", keep_alive).is_err()
            || !keep_alive
        {
            return;
        }
    }
}

/// Accepts connections forever, each on its own thread.
pub fn serve(listener: TcpListener, root: PathBuf) -> std::io::Result<()> {
    let root = Arc::new(root);
    let open = Arc::new(AtomicUsize::new(0));
    for stream in listener.incoming() {
        let Ok(stream) = stream else {
            continue; // e.g. the client reset it before it was accepted
        };
        if open.fetch_add(1, Ordering::SeqCst) >= MAX_CONNECTIONS {
            open.fetch_sub(1, Ordering::SeqCst);
            let mut w = &stream;
            let _ = http::write_response(
                &mut w,
                Response::text(503, "busy, try again\n"),
                false,
                false,
            );
            continue;
        }
        let (root, count) = (Arc::clone(&root), Arc::clone(&open));
        let spawned = thread::Builder::new()
            .name("connection".into())
            .spawn(move || {
                handle(stream, &root);
                count.fetch_sub(1, Ordering::SeqCst);
            });
        if spawned.is_err() {
            open.fetch_sub(1, Ordering::SeqCst);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::files::{IMMUTABLE, NO_CACHE};
    use crate::http::Version;
    use std::fs;
    use std::io::{Read, Write};
    use std::net::Shutdown;

    struct Site(PathBuf);
    impl Site {
        fn new(tag: &str) -> Self {
            let p = std::env::temp_dir()
                .join(format!("shturman-serve-site-{tag}-{}", std::process::id()));
            let _ = fs::remove_dir_all(&p);
            fs::create_dir_all(p.join("icons")).unwrap();
            fs::write(p.join("index.html"), "<!DOCTYPE html>").unwrap();
            fs::write(p.join("index.html.gz"), "GZ-HTML").unwrap();
            fs::write(p.join("app.0123456789.wasm"), "WASM-PLAIN").unwrap();
            fs::write(p.join("app.0123456789.wasm.br"), "BR").unwrap();
            fs::write(p.join("app.0123456789.wasm.gz"), "GZIP").unwrap();
            fs::write(p.join("sw.js"), "self").unwrap();
            fs::write(p.join("icons/a.png"), "PNG").unwrap();
            Site(fs::canonicalize(&p).unwrap())
        }
    }
    impl Drop for Site {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    fn get(target: &str, headers: &[(&str, &str)]) -> Request {
        Request {
            method: "GET".into(),
            target: target.into(),
            version: Version::Http11,
            headers: headers
                .iter()
                .map(|(n, v)| (n.to_string(), v.to_string()))
                .collect(),
        }
    }

    fn body(resp: Response) -> String {
        match resp.body {
            Body::File(mut f, _) => {
                let mut s = String::new();
                f.read_to_string(&mut s).unwrap();
                s
            }
            Body::Text(t) => t.into(),
            Body::Empty => String::new(),
        }
    }

    #[test]
    fn serves_the_best_accepted_copy_with_its_headers() {
        let site = Site::new("copy");
        let r = respond(
            &site.0,
            &get(
                "/app.0123456789.wasm",
                &[("accept-encoding", "gzip, deflate, br")],
            ),
        );
        assert_eq!(r.status, 200);
        assert_eq!(r.header("Content-Type"), Some("application/wasm"));
        assert_eq!(r.header("Content-Encoding"), Some("br"));
        assert_eq!(r.header("Vary"), Some("Accept-Encoding"));
        assert_eq!(r.header("Cache-Control"), Some(IMMUTABLE));
        assert_eq!(r.body_len(), Some(2));
        assert_eq!(body(r), "BR");

        let r = respond(
            &site.0,
            &get("/app.0123456789.wasm?v=1", &[("accept-encoding", "gzip")]),
        );
        assert_eq!(r.header("Content-Encoding"), Some("gzip"));
        assert_eq!(body(r), "GZIP");

        let r = respond(&site.0, &get("/app.0123456789.wasm", &[]));
        assert_eq!(r.header("Content-Encoding"), None);
        assert_eq!(r.header("Vary"), Some("Accept-Encoding"));
        assert_eq!(body(r), "WASM-PLAIN");

        // only a gzip copy: a brotli-only client gets the plain file
        let r = respond(&site.0, &get("/", &[("accept-encoding", "br")]));
        assert_eq!(r.header("Content-Encoding"), None);
        assert_eq!(r.header("Content-Type"), Some("text/html; charset=utf-8"));
        assert_eq!(r.header("Cache-Control"), Some(NO_CACHE));
        assert_eq!(body(r), "<!DOCTYPE html>");

        // no copies at all: no Vary
        let r = respond(&site.0, &get("/sw.js", &[("accept-encoding", "br, gzip")]));
        assert_eq!(r.header("Vary"), None);
        assert_eq!(r.header("Cache-Control"), Some(NO_CACHE));
        assert_eq!(
            r.header("Content-Type"),
            Some("text/javascript; charset=utf-8")
        );
    }

    #[test]
    fn revalidation_gets_304_by_etag_or_date() {
        let site = Site::new("304");
        let ae = ("accept-encoding", "br");
        let first = respond(&site.0, &get("/app.0123456789.wasm", &[ae]));
        let tag = first.header("ETag").unwrap().to_string();
        let date = first.header("Last-Modified").unwrap().to_string();
        let again = respond(
            &site.0,
            &get("/app.0123456789.wasm", &[ae, ("if-none-match", &tag)]),
        );
        assert_eq!(again.status, 304);
        assert_eq!(again.body_len(), None);
        assert_eq!(again.header("ETag"), Some(tag.as_str()));
        assert_eq!(again.header("Cache-Control"), Some(IMMUTABLE));
        assert_eq!(again.header("Content-Encoding"), None);
        // the brotli tag does not validate the gzip copy
        let other = respond(
            &site.0,
            &get(
                "/app.0123456789.wasm",
                &[("accept-encoding", "gzip"), ("if-none-match", &tag)],
            ),
        );
        assert_eq!(other.status, 200);
        let by_date = respond(
            &site.0,
            &get("/index.html", &[("if-modified-since", &date)]),
        );
        assert_eq!(by_date.status, 304);
        let old = respond(
            &site.0,
            &get(
                "/index.html",
                &[("if-modified-since", "Thu, 01 Jan 1970 00:00:00 GMT")],
            ),
        );
        assert_eq!(old.status, 200);
        // If-None-Match wins over If-Modified-Since
        let both = respond(
            &site.0,
            &get(
                "/index.html",
                &[("if-none-match", "\"nope\""), ("if-modified-since", &date)],
            ),
        );
        assert_eq!(both.status, 200);
    }

    #[test]
    fn errors_redirects_and_methods() {
        let site = Site::new("errors");
        let r = respond(&site.0, &get("/missing.js", &[]));
        assert_eq!((r.status, r.body_len()), (404, Some(10)));
        assert_eq!(respond(&site.0, &get("/../etc/passwd", &[])).status, 400);
        assert_eq!(
            respond(&site.0, &get("/%2e%2e/%2e%2e/etc/passwd", &[])).status,
            400
        );
        assert_eq!(respond(&site.0, &get("*", &[])).status, 400);
        let r = respond(&site.0, &get("/icons", &[]));
        assert_eq!((r.status, r.header("Location")), (301, Some("/icons/")));
        assert_eq!(
            respond(&site.0, &get("http://example/icons/a.png", &[])).status,
            200
        );
        let mut post = get("/", &[]);
        post.method = "POST".into();
        let r = respond(&site.0, &post);
        assert_eq!((r.status, r.header("Allow")), (405, Some("GET, HEAD")));
    }

    /// Starts the real server on a free loopback port.
    fn start(site: &Site) -> std::net::SocketAddr {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let root = site.0.clone();
        thread::spawn(move || serve(listener, root));
        addr
    }

    /// Reads one response (head and a Content-Length body) off a stream.
    fn read_response(r: &mut BufReader<TcpStream>, head_only: bool) -> (String, String) {
        use std::io::BufRead;
        let mut head = String::new();
        loop {
            let mut line = String::new();
            assert!(r.read_line(&mut line).unwrap() > 0, "connection closed");
            head.push_str(&line);
            if line == "\r\n" {
                break;
            }
        }
        let len = head
            .lines()
            .find_map(|l| l.strip_prefix("Content-Length: "))
            .map(|n| n.trim().parse::<usize>().unwrap())
            .unwrap_or(0);
        let mut body = vec![0; if head_only { 0 } else { len }];
        r.read_exact(&mut body).unwrap();
        (head, String::from_utf8(body).unwrap())
    }

    #[test]
    fn keeps_the_connection_for_several_requests_and_serves_several_at_once() {
        let site = Site::new("wire");
        let addr = start(&site);
        let mut a = TcpStream::connect(addr).unwrap();
        let mut b = TcpStream::connect(addr).unwrap();
        let mut ra = BufReader::new(a.try_clone().unwrap());
        let mut rb = BufReader::new(b.try_clone().unwrap());
        // two requests pipelined on a, while b is served in between
        a.write_all(b"GET /app.0123456789.wasm HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\n\r\nHEAD /sw.js HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
        b.write_all(b"GET /icons/a.png HTTP/1.1\r\nHost: x\r\n\r\n")
            .unwrap();
        let (head, body) = read_response(&mut rb, false);
        assert!(
            head.starts_with("HTTP/1.1 200 OK\r\n") && head.contains("Content-Type: image/png\r\n"),
            "{head}"
        );
        assert_eq!(body, "PNG");
        let (head, body) = read_response(&mut ra, false);
        assert!(
            head.contains("Content-Encoding: br\r\n")
                && head.contains("Connection: keep-alive\r\n"),
            "{head}"
        );
        assert_eq!(body, "BR");
        let (head, _) = read_response(&mut ra, true);
        assert!(head.contains("Content-Length: 4\r\n"), "{head}");
        // a HEAD has no body: the next response follows at once
        a.write_all(b"GET /nope HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            .unwrap();
        let (head, body) = read_response(&mut ra, false);
        assert!(
            head.starts_with("HTTP/1.1 404 Not Found\r\n")
                && head.contains("Connection: close\r\n"),
            "{head}"
        );
        assert_eq!(body, "not found\n");
        let mut rest = Vec::new();
        ra.read_to_end(&mut rest).unwrap();
        assert!(rest.is_empty(), "the server closed the connection");
        // a malformed request is answered and the connection closed
        b.write_all(b"GET /%2e%2e/secret HTTP/1.1\r\n\r\nGET / HTTP/1.1\r\n\r\n")
            .unwrap();
        let (head, _) = read_response(&mut rb, false);
        assert!(
            head.starts_with("HTTP/1.1 400 ") && head.contains("keep-alive"),
            "{head}"
        );
        let (head, _) = read_response(&mut rb, false);
        assert!(head.starts_with("HTTP/1.1 200 "), "{head}");
        b.write_all(b"BROKEN\r\n\r\n").unwrap();
        let (head, _) = read_response(&mut rb, false);
        assert!(
            head.starts_with("HTTP/1.1 400 ") && head.contains("Connection: close"),
            "{head}"
        );
        let _ = b.shutdown(Shutdown::Both);
    }
}
