//! The served folder as an axum router: which answer a request gets
//! (decided by [`crate::files`]: refused, missing, a folder's redirect, or
//! one vetted file and the copy of it this client gets), and the headers
//! that depend on the file. tower-http's `ServeFile` then sends that one
//! file: its body or only its length for a HEAD, ranges and
//! `If-Modified-Since`; it is given nothing it could resolve on its own.

use crate::files::{self, Coding, Resolved};
use axum::Router;
use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::header::{self, HeaderMap, HeaderName, HeaderValue};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use std::fs::Metadata;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;
use tower::ServiceExt;
use tower_http::services::ServeFile;

/// The largest request body read and dropped (GET and HEAD have none; a
/// small one is read so that the connection stays usable).
pub const MAX_BODY: usize = 64 * 1024;

/// The router that serves the folder `root`: every path not taken by a
/// route merged beside it is a file, a folder's redirect or a 404. The
/// folder is canonicalised once here (the escape checks compare against
/// it), so it must exist.
pub fn static_files(root: PathBuf) -> std::io::Result<Router> {
    let root = std::fs::canonicalize(root)?;
    Ok(Router::new().fallback(answer).with_state(Arc::new(root)))
}

/// A short plain-text answer (errors, redirects).
pub(crate) fn text(status: StatusCode, body: &'static str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        body,
    )
        .into_response()
}

/// A header's values joined with ", ", as HTTP allows for list headers
/// sent several times; `None` if absent or not text.
fn joined(headers: &HeaderMap, name: HeaderName) -> Option<String> {
    let values: Vec<&str> = headers
        .get_all(name)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect();
    (!values.is_empty()).then(|| values.join(", "))
}

/// What the folder says about one request, decided off the async threads
/// (it touches the file system).
enum Plan {
    Answer(Response),
    File(Chosen),
}

/// One vetted file and the copy of it to send.
struct Chosen {
    /// The canonical path of the plain file (inside the folder).
    path: PathBuf,
    /// The name its type and cache rule are taken from.
    name: String,
    /// The precompressed copy to send, if any (checked to be inside too).
    coding: Option<Coding>,
    /// The validator of the copy sent.
    etag: String,
    /// When the copy sent was last changed.
    modified: Option<SystemTime>,
    /// Whether precompressed copies exist (the answer varies by client).
    varies: bool,
}

fn plan(root: &Path, url_path: &str, accept_encoding: Option<&str>) -> Plan {
    let (path, name) = match files::resolve(root, url_path) {
        Resolved::File { path, name } => (path, name),
        Resolved::Redirect(to) => {
            let mut r = text(StatusCode::MOVED_PERMANENTLY, "moved\n");
            if let Ok(to) = HeaderValue::try_from(to) {
                r.headers_mut().insert(header::LOCATION, to);
            }
            return Plan::Answer(r);
        }
        Resolved::NotFound => return Plan::Answer(text(StatusCode::NOT_FOUND, "not found\n")),
        Resolved::Refused => return Plan::Answer(text(StatusCode::BAD_REQUEST, "bad path\n")),
    };
    // the best precompressed copy the client accepts, else the file itself
    let chosen: Option<(Option<Coding>, Metadata)> = files::preferred(accept_encoding)
        .into_iter()
        .find_map(|c| files::variant(root, &path, c).map(|(_, m)| (Some(c), m)))
        .or_else(|| std::fs::metadata(&path).ok().map(|m| (None, m)));
    let Some((coding, meta)) = chosen else {
        return Plan::Answer(text(StatusCode::NOT_FOUND, "not found\n"));
    };
    Plan::File(Chosen {
        varies: files::has_variants(root, &path),
        etag: files::etag(&meta, coding),
        modified: meta.modified().ok(),
        path,
        name,
        coding,
    })
}

/// The answer to any request the merged routes leave to the folder.
async fn answer(State(root): State<Arc<PathBuf>>, req: Request) -> Response {
    if req.method() != Method::GET && req.method() != Method::HEAD {
        let mut r = text(StatusCode::METHOD_NOT_ALLOWED, "only GET and HEAD\n");
        r.headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return r;
    }
    let (mut parts, body) = req.into_parts();
    if let Err(refused) = drop_body(&parts.headers, body).await {
        return refused;
    }

    let url_path = parts.uri.path().to_string();
    let accept = joined(&parts.headers, header::ACCEPT_ENCODING);
    let folder = Arc::clone(&root);
    let planned =
        tokio::task::spawn_blocking(move || plan(&folder, &url_path, accept.as_deref())).await;
    let chosen = match planned {
        Ok(Plan::File(c)) => c,
        Ok(Plan::Answer(r)) => return r,
        Err(_) => return text(StatusCode::INTERNAL_SERVER_ERROR, "server error\n"),
    };

    // If-None-Match decides when sent (tower-http has no entity tags);
    // If-Modified-Since only without it, and ServeFile answers that one
    let if_none_match = joined(&parts.headers, header::IF_NONE_MATCH);
    let not_modified = if_none_match
        .as_deref()
        .is_some_and(|inm| files::none_match(inm, &chosen.etag));
    let mut resp = if not_modified {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        if if_none_match.is_some() {
            parts.headers.remove(header::IF_MODIFIED_SINCE);
        }
        // ServeFile is to send exactly the copy chosen and checked above
        parts.headers.remove(header::ACCEPT_ENCODING);
        if let Some(c) = chosen.coding {
            parts
                .headers
                .insert(header::ACCEPT_ENCODING, HeaderValue::from_static(c.token()));
        }
        let send = ServeFile::new(&chosen.path)
            .precompressed_br()
            .precompressed_gzip();
        match send
            .oneshot(Request::from_parts(parts, Body::empty()))
            .await
        {
            Ok(r) => r.map(Body::new),
            Err(never) => match never {},
        }
    };
    if resp.status() == StatusCode::NOT_FOUND {
        return text(StatusCode::NOT_FOUND, "not found\n"); // gone meanwhile
    }
    with_file_headers(&mut resp, chosen);
    resp
}

/// Reads and drops a small request body, so that the connection stays
/// usable; the answer to send instead if the body is refused.
pub(crate) async fn drop_body(headers: &HeaderMap, body: Body) -> Result<(), Response> {
    // a body of unknown length could keep this request waiting for good
    if headers.contains_key(header::TRANSFER_ENCODING) {
        return Err(text(
            StatusCode::NOT_IMPLEMENTED,
            "request bodies are not accepted\n",
        ));
    }
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok()?.parse::<u64>().ok());
    if declared.is_some_and(|n| n > MAX_BODY as u64) {
        return Err(text(
            StatusCode::PAYLOAD_TOO_LARGE,
            "request body too large\n",
        ));
    }
    match axum::body::to_bytes(body, MAX_BODY).await {
        Ok(_) => Ok(()),
        Err(_) => Err(text(StatusCode::BAD_REQUEST, "request body not read\n")),
    }
}

/// The headers that depend on the file: its type (not on a 304), cache
/// rule, entity tag, date and whether the answer varies by client.
fn with_file_headers(resp: &mut Response, chosen: Chosen) {
    let status = resp.status();
    let h = resp.headers_mut();
    if status.is_success() {
        h.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static(files::content_type(&chosen.name)),
        );
    } else {
        h.remove(header::CONTENT_TYPE);
    }
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(files::cache_control(&chosen.name)),
    );
    if let Ok(tag) = HeaderValue::try_from(chosen.etag) {
        h.insert(header::ETAG, tag);
    }
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    // ServeFile's own 304 carries no date; the old server's did
    if let Some(t) = chosen
        .modified
        .filter(|_| !h.contains_key(header::LAST_MODIFIED))
        && let Ok(v) = HeaderValue::try_from(httpdate::fmt_http_date(t))
    {
        h.insert(header::LAST_MODIFIED, v);
    }
    if chosen.varies {
        h.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::files::{IMMUTABLE, NO_CACHE};
    use std::fs;

    /// A small web build in a temporary folder, removed when dropped.
    pub(crate) struct Site(pub PathBuf);
    impl Site {
        pub fn new(tag: &str) -> Self {
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
        pub fn router(&self) -> Router {
            static_files(self.0.clone()).unwrap()
        }
    }
    impl Drop for Site {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    /// One answer as a client sees it.
    struct Got {
        status: StatusCode,
        headers: HeaderMap,
        body: String,
    }
    impl Got {
        fn header(&self, name: &str) -> Option<&str> {
            self.headers.get(name).and_then(|v| v.to_str().ok())
        }
    }

    async fn ask(site: &Site, method: &str, target: &str, headers: &[(&str, &str)]) -> Got {
        let mut req = Request::builder().method(method).uri(target);
        for (n, v) in headers {
            req = req.header(*n, *v);
        }
        let resp = site
            .router()
            .oneshot(req.body(Body::empty()).unwrap())
            .await
            .unwrap();
        let (parts, body) = resp.into_parts();
        let body = axum::body::to_bytes(body, usize::MAX).await.unwrap();
        Got {
            status: parts.status,
            headers: parts.headers,
            body: String::from_utf8(body.to_vec()).unwrap(),
        }
    }

    async fn get(site: &Site, target: &str, headers: &[(&str, &str)]) -> Got {
        ask(site, "GET", target, headers).await
    }

    #[tokio::test]
    async fn serves_the_best_accepted_copy_with_its_headers() {
        let site = Site::new("copy");
        let r = get(
            &site,
            "/app.0123456789.wasm",
            &[("accept-encoding", "gzip, deflate, br")],
        )
        .await;
        assert_eq!(r.status, 200);
        assert_eq!(r.header("Content-Type"), Some("application/wasm"));
        assert_eq!(r.header("Content-Encoding"), Some("br"));
        assert_eq!(r.header("Vary"), Some("Accept-Encoding"));
        assert_eq!(r.header("Cache-Control"), Some(IMMUTABLE));
        assert_eq!(r.header("X-Content-Type-Options"), Some("nosniff"));
        assert_eq!(r.header("Content-Length"), Some("2"));
        assert_eq!(r.body, "BR");

        let r = get(
            &site,
            "/app.0123456789.wasm?v=1",
            &[("accept-encoding", "gzip")],
        )
        .await;
        assert_eq!(r.header("Content-Encoding"), Some("gzip"));
        assert_eq!(r.body, "GZIP");

        // the header sent twice is one list: brotli is accepted
        let r = get(
            &site,
            "/app.0123456789.wasm",
            &[("accept-encoding", "gzip;q=0.5"), ("accept-encoding", "br")],
        )
        .await;
        assert_eq!(r.header("Content-Encoding"), Some("br"));

        let r = get(&site, "/app.0123456789.wasm", &[]).await;
        assert_eq!(r.header("Content-Encoding"), None);
        assert_eq!(r.header("Vary"), Some("Accept-Encoding"));
        assert_eq!(r.body, "WASM-PLAIN");

        // only a gzip copy: a brotli-only client gets the plain file
        let r = get(&site, "/", &[("accept-encoding", "br")]).await;
        assert_eq!(r.header("Content-Encoding"), None);
        assert_eq!(r.header("Content-Type"), Some("text/html; charset=utf-8"));
        assert_eq!(r.header("Cache-Control"), Some(NO_CACHE));
        assert_eq!(r.body, "<!DOCTYPE html>");

        // no copies at all: no Vary
        let r = get(&site, "/sw.js", &[("accept-encoding", "br, gzip")]).await;
        assert_eq!(r.header("Vary"), None);
        assert_eq!(r.header("Cache-Control"), Some(NO_CACHE));
        assert_eq!(
            r.header("Content-Type"),
            Some("text/javascript; charset=utf-8")
        );
        assert_eq!(r.body, "self");
    }

    #[tokio::test]
    async fn a_head_gets_the_length_and_no_body() {
        let site = Site::new("head");
        let r = ask(&site, "HEAD", "/sw.js", &[]).await;
        assert_eq!(r.status, 200);
        assert_eq!(r.header("Content-Length"), Some("4"));
        assert_eq!(
            r.header("Content-Type"),
            Some("text/javascript; charset=utf-8")
        );
        assert_eq!(r.body, "");
        let r = ask(
            &site,
            "HEAD",
            "/app.0123456789.wasm",
            &[("accept-encoding", "gzip")],
        )
        .await;
        assert_eq!(
            (r.header("Content-Length"), r.header("Content-Encoding")),
            (Some("4"), Some("gzip"))
        );
        assert_eq!(r.body, "");
    }

    #[tokio::test]
    async fn revalidation_gets_304_by_etag_or_date() {
        let site = Site::new("304");
        let ae = ("accept-encoding", "br");
        let first = get(&site, "/app.0123456789.wasm", &[ae]).await;
        let tag = first.header("ETag").unwrap().to_string();
        let date = first.header("Last-Modified").unwrap().to_string();
        assert!(date.ends_with(" GMT"), "{date}");
        let again = get(
            &site,
            "/app.0123456789.wasm",
            &[ae, ("if-none-match", &tag)],
        )
        .await;
        assert_eq!(again.status, 304);
        assert_eq!(again.body, "");
        assert_eq!(again.header("ETag"), Some(tag.as_str()));
        assert_eq!(again.header("Cache-Control"), Some(IMMUTABLE));
        assert_eq!(again.header("Last-Modified"), Some(date.as_str()));
        assert_eq!(again.header("Content-Encoding"), None);
        assert_eq!(again.header("Content-Type"), None);
        // the brotli tag does not validate the gzip copy
        let other = get(
            &site,
            "/app.0123456789.wasm",
            &[("accept-encoding", "gzip"), ("if-none-match", &tag)],
        )
        .await;
        assert_eq!(
            (other.status, other.body.as_str()),
            (StatusCode::OK, "GZIP")
        );
        let by_date = get(&site, "/index.html", &[("if-modified-since", &date)]).await;
        assert_eq!(by_date.status, 304);
        assert_eq!(by_date.header("Cache-Control"), Some(NO_CACHE));
        assert!(by_date.header("ETag").is_some());
        let old = get(
            &site,
            "/index.html",
            &[("if-modified-since", "Thu, 01 Jan 1970 00:00:00 GMT")],
        )
        .await;
        assert_eq!(old.status, 200);
        // If-None-Match wins over If-Modified-Since
        let both = get(
            &site,
            "/index.html",
            &[("if-none-match", "\"nope\""), ("if-modified-since", &date)],
        )
        .await;
        assert_eq!(both.status, 200);
    }

    #[tokio::test]
    async fn errors_redirects_and_methods() {
        let site = Site::new("errors");
        let r = get(&site, "/missing.js", &[]).await;
        assert_eq!(
            (r.status, r.body.as_str()),
            (StatusCode::NOT_FOUND, "not found\n")
        );
        assert_eq!(r.header("Content-Length"), Some("10"));
        assert_eq!(get(&site, "/../etc/passwd", &[]).await.status, 400);
        assert_eq!(
            get(&site, "/%2e%2e/%2e%2e/etc/passwd", &[]).await.status,
            400
        );
        assert_eq!(get(&site, "/icons%2f..%2f..%2fetc", &[]).await.status, 400);
        assert_eq!(get(&site, "*", &[]).await.status, 400);
        let r = get(&site, "/icons", &[]).await;
        assert_eq!(
            (r.status.as_u16(), r.header("Location")),
            (301, Some("/icons/"))
        );
        let r = get(&site, "http://example/icons/a.png", &[]).await;
        assert_eq!(
            (r.status.as_u16(), r.header("Content-Type")),
            (200, Some("image/png"))
        );
        let r = ask(&site, "POST", "/", &[]).await;
        assert_eq!(
            (r.status.as_u16(), r.header("Allow")),
            (405, Some("GET, HEAD"))
        );
        // no body of unknown length is waited for; a large one is refused
        let r = get(&site, "/", &[("transfer-encoding", "chunked")]).await;
        assert_eq!(r.status, 501);
        let r = get(&site, "/", &[("content-length", "999999999")]).await;
        assert_eq!(r.status, 413);
    }

    #[tokio::test]
    async fn another_router_merges_beside_the_files() {
        let site = Site::new("merge");
        let live = Router::new().route(
            "/live",
            axum::routing::get(|| async { "live" }).post(|| async { "posted" }),
        );
        let app = site.router().merge(live);
        let call = |method: &'static str, path: &'static str| {
            let app = app.clone();
            async move {
                let req = Request::builder()
                    .method(method)
                    .uri(path)
                    .body(Body::empty())
                    .unwrap();
                let resp = app.oneshot(req).await.unwrap();
                let status = resp.status();
                let body = axum::body::to_bytes(resp.into_body(), usize::MAX)
                    .await
                    .unwrap();
                (status.as_u16(), String::from_utf8(body.to_vec()).unwrap())
            }
        };
        assert_eq!(call("GET", "/live").await, (200, "live".into()));
        assert_eq!(call("POST", "/live").await, (200, "posted".into()));
        assert_eq!(call("GET", "/sw.js").await, (200, "self".into()));
        assert_eq!(call("GET", "/livex").await, (404, "not found\n".into()));
        assert_eq!(call("POST", "/sw.js").await.0, 405);
    }

    #[tokio::test]
    async fn symlinks_out_of_the_folder_and_hidden_names_are_not_served() {
        let site = Site::new("links");
        let outside = site.0.with_extension("outside");
        fs::create_dir_all(&outside).unwrap();
        fs::write(outside.join("secret.txt"), "secret").unwrap();
        std::os::unix::fs::symlink(outside.join("secret.txt"), site.0.join("out.txt")).unwrap();
        std::os::unix::fs::symlink(&outside, site.0.join("up")).unwrap();
        // a precompressed copy that leads out is skipped, not sent
        std::os::unix::fs::symlink(outside.join("secret.txt"), site.0.join("sw.js.br")).unwrap();
        std::os::unix::fs::symlink(site.0.join("icons/a.png"), site.0.join("in.png")).unwrap();
        fs::write(site.0.join(".hidden"), "x").unwrap();
        for p in ["/out.txt", "/up/secret.txt", "/.hidden"] {
            let r = get(&site, p, &[]).await;
            assert_eq!(
                (r.status.as_u16(), r.body.as_str()),
                (404, "not found\n"),
                "{p}"
            );
        }
        let r = get(&site, "/sw.js", &[("accept-encoding", "br")]).await;
        assert_eq!(
            (r.header("Content-Encoding"), r.body.as_str()),
            (None, "self")
        );
        // a symlink that stays inside is followed
        let r = get(&site, "/in.png", &[]).await;
        assert_eq!((r.status.as_u16(), r.body.as_str()), (200, "PNG"));
        let _ = fs::remove_dir_all(&outside);
    }
}
