//! A web build held in memory rather than in a folder: the desktop app's
//! own copy (Tauri embeds `dist-app/` in its binary), served to the phones
//! of a live table the app hosts. The same rules as the folder's
//! ([`crate::files`]): the names a path may take (no `..`, no hidden
//! names), the types, the cache rules; a path that names no file is a 404,
//! never the index page. Entity tags are a hash of the bytes (there is no
//! modification time), and the bytes go out as they are: a phone on the
//! LAN loads the page over plain http, where browsers do not take brotli,
//! and a gzip copy would be made on every request.

use crate::files;
use crate::site::{drop_body, text};
use axum::Router;
use axum::extract::{Request, State};
use axum::http::header::{self, HeaderValue};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use std::hash::Hasher;
use std::sync::Arc;

/// Where the files come from.
pub trait Assets: Send + Sync + 'static {
    /// The file named `name` (a path inside the build without its leading
    /// `/`, e.g. `index.html`), if the build has one. Called off the async
    /// threads: it may decompress.
    fn file(&self, name: &str) -> Option<Vec<u8>>;
}

/// The router that serves `assets`; merge the live table's routes beside it.
pub fn embedded_files(assets: Arc<dyn Assets>) -> Router {
    Router::new().fallback(answer).with_state(assets)
}

/// The name a URL path asks for: a folder (the root) is its `index.html`.
fn name_of(url_path: &str) -> Option<String> {
    let segs = files::segments(url_path)?;
    if segs.iter().any(|s| s.starts_with('.')) {
        return None;
    }
    let mut name = segs.join("/");
    if name.is_empty() || url_path.ends_with('/') {
        name = if name.is_empty() {
            "index.html".into()
        } else {
            format!("{name}/index.html")
        };
    }
    Some(name)
}

/// A strong validator: the length and a 64-bit hash of the bytes.
fn etag(bytes: &[u8]) -> String {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    h.write(bytes);
    format!("\"{:x}-{:016x}\"", bytes.len(), h.finish())
}

async fn answer(State(assets): State<Arc<dyn Assets>>, req: Request) -> Response {
    let head = req.method() == Method::HEAD;
    if req.method() != Method::GET && !head {
        let mut r = text(StatusCode::METHOD_NOT_ALLOWED, "only GET and HEAD\n");
        r.headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return r;
    }
    let (parts, body) = req.into_parts();
    if let Err(refused) = drop_body(&parts.headers, body).await {
        return refused;
    }
    let Some(name) = name_of(parts.uri.path()) else {
        return text(StatusCode::BAD_REQUEST, "bad path\n");
    };
    let lookup = name.clone();
    let Ok(Some(bytes)) = tokio::task::spawn_blocking(move || assets.file(&lookup)).await else {
        return text(StatusCode::NOT_FOUND, "not found\n");
    };
    let tag = etag(&bytes);
    let not_modified = parts
        .headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .any(|inm| files::none_match(inm, &tag));
    let mut resp = if not_modified {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        let len = bytes.len();
        let mut r = if head {
            Response::new(axum::body::Body::empty())
        } else {
            bytes.into_response()
        };
        r.headers_mut()
            .insert(header::CONTENT_LENGTH, HeaderValue::from(len));
        r.headers_mut().insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static(files::content_type(&name)),
        );
        r
    };
    let h = resp.headers_mut();
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(files::cache_control(&name)),
    );
    if let Ok(tag) = HeaderValue::try_from(tag) {
        h.insert(header::ETAG, tag);
    }
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    resp
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::Body;
    use std::collections::HashMap;
    use tower::ServiceExt;

    struct InMemory(HashMap<&'static str, &'static [u8]>);
    impl Assets for InMemory {
        fn file(&self, name: &str) -> Option<Vec<u8>> {
            self.0.get(name).map(|b| b.to_vec())
        }
    }

    fn app() -> Router {
        let files = HashMap::from([
            ("index.html", &b"<!doctype html>hi"[..]),
            ("shturman-ui-9f86d081884c7d65_bg.wasm", &b"\0asm"[..]),
            ("icons/a.png", &b"png"[..]),
        ]);
        embedded_files(Arc::new(InMemory(files)))
    }

    async fn ask(method: Method, path: &str, inm: Option<&str>) -> Response {
        let mut req = Request::builder().method(method).uri(path);
        if let Some(t) = inm {
            req = req.header(header::IF_NONE_MATCH, t);
        }
        app()
            .oneshot(req.body(Body::empty()).unwrap())
            .await
            .unwrap()
    }

    fn header_of(r: &Response, h: header::HeaderName) -> &str {
        r.headers()
            .get(h)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
    }

    async fn body_of(r: Response) -> Vec<u8> {
        axum::body::to_bytes(r.into_body(), 1 << 20)
            .await
            .unwrap()
            .to_vec()
    }

    #[tokio::test]
    async fn serves_the_build_by_the_folders_rules() {
        let r = ask(Method::GET, "/", None).await;
        assert_eq!(r.status(), StatusCode::OK);
        assert_eq!(
            header_of(&r, header::CONTENT_TYPE),
            "text/html; charset=utf-8"
        );
        assert_eq!(header_of(&r, header::CACHE_CONTROL), files::NO_CACHE);
        assert_eq!(body_of(r).await, b"<!doctype html>hi");

        let r = ask(Method::GET, "/shturman-ui-9f86d081884c7d65_bg.wasm", None).await;
        assert_eq!(header_of(&r, header::CONTENT_TYPE), "application/wasm");
        assert_eq!(header_of(&r, header::CACHE_CONTROL), files::IMMUTABLE);

        let r = ask(Method::GET, "/icons/a.png", None).await;
        assert_eq!(header_of(&r, header::CONTENT_TYPE), "image/png");

        // HEAD: the length, no body
        let r = ask(Method::HEAD, "/index.html", None).await;
        assert_eq!(r.status(), StatusCode::OK);
        assert_eq!(header_of(&r, header::CONTENT_LENGTH), "17");
        assert!(body_of(r).await.is_empty());
    }

    #[tokio::test]
    async fn a_missing_or_escaping_path_is_never_the_index() {
        for (path, status) in [
            ("/nothing.js", StatusCode::NOT_FOUND),
            ("/icons/", StatusCode::NOT_FOUND),
            ("/../index.html", StatusCode::BAD_REQUEST),
            ("/%2e%2e/index.html", StatusCode::BAD_REQUEST),
            ("/icons%2fa.png", StatusCode::BAD_REQUEST),
            ("/.hidden", StatusCode::BAD_REQUEST),
        ] {
            let r = ask(Method::GET, path, None).await;
            assert_eq!(r.status(), status, "{path}");
            assert_ne!(body_of(r).await, b"<!doctype html>hi", "{path}");
        }
        let r = ask(Method::POST, "/", None).await;
        assert_eq!(r.status(), StatusCode::METHOD_NOT_ALLOWED);
        assert_eq!(header_of(&r, header::ALLOW), "GET, HEAD");
    }

    #[tokio::test]
    async fn an_unchanged_file_is_not_sent_again() {
        let r = ask(Method::GET, "/index.html", None).await;
        let tag = header_of(&r, header::ETAG).to_string();
        assert!(tag.starts_with('"'), "{tag}");
        let r = ask(Method::GET, "/index.html", Some(&tag)).await;
        assert_eq!(r.status(), StatusCode::NOT_MODIFIED);
        assert!(body_of(r).await.is_empty());
        let r = ask(Method::GET, "/index.html", Some("\"other\"")).await;
        assert_eq!(r.status(), StatusCode::OK);
    }
}
