//! The served folder: which file a URL path names (and which it must
//! never name), the precompressed variants a client may get, and the
//! headers that depend on the file: type, cache rule, validators.

use std::fs::{self, Metadata};
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

/// What a request's path leads to.
#[derive(Debug, PartialEq, Eq)]
pub enum Resolved {
    /// A regular file inside the folder: the path to open (canonical) and
    /// the name its type and cache rule are taken from.
    File {
        path: PathBuf,
        name: String,
    },
    /// A folder asked for without its trailing slash: where to send the
    /// client so that relative links in its index.html work.
    Redirect(String),
    NotFound,
    /// A path that is malformed or tries to leave the folder.
    Refused,
}

/// The decoded segments of a URL path (query and fragment already cut
/// off), or `None` if it must be refused: not absolute, a bad or
/// non-UTF-8 percent escape, an encoded `/` or `\`, a NUL, a `..` or `.`
/// segment, or a backslash. Empty segments (`a//b`) are dropped.
pub fn segments(path: &str) -> Option<Vec<String>> {
    let rest = path.strip_prefix('/')?;
    let mut out = Vec::new();
    for raw in rest.split('/') {
        let seg = percent_decode(raw)?;
        if seg == "." || seg == ".." || seg.contains(['/', '\\', '\0']) {
            return None;
        }
        if !seg.is_empty() {
            out.push(seg);
        }
    }
    Some(out)
}

fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = bytes.get(i + 1..i + 3)?;
            let hex = std::str::from_utf8(hex).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// Finds the file a URL path (without query) names inside `root`, which
/// must be canonical (`fs::canonicalize`). A folder serves its
/// `index.html`. Names starting with a dot are not served. A symlink is
/// followed only if it stays inside `root`.
pub fn resolve(root: &Path, url_path: &str) -> Resolved {
    let Some(segs) = segments(url_path) else {
        return Resolved::Refused;
    };
    if segs.iter().any(|s| s.starts_with('.')) {
        return Resolved::NotFound;
    }
    let mut path = root.to_path_buf();
    path.extend(&segs);
    let Ok(meta) = fs::metadata(&path) else {
        return Resolved::NotFound;
    };
    let mut name = segs.last().cloned().unwrap_or_default();
    if meta.is_dir() {
        if !url_path.ends_with('/') {
            return Resolved::Redirect(format!("{url_path}/"));
        }
        path.push("index.html");
        name = "index.html".into();
    }
    match inside(root, &path) {
        Some((path, meta)) if meta.is_file() => Resolved::File { path, name },
        _ => Resolved::NotFound,
    }
}

/// The canonical path and metadata of `path` if it exists and is inside
/// `root` once every symlink is followed.
fn inside(root: &Path, path: &Path) -> Option<(PathBuf, Metadata)> {
    let real = fs::canonicalize(path).ok()?;
    if !real.starts_with(root) {
        return None;
    }
    let meta = fs::metadata(&real).ok()?;
    Some((real, meta))
}

/// A content coding the server can answer with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Coding {
    Brotli,
    Gzip,
}

impl Coding {
    pub fn token(self) -> &'static str {
        match self {
            Coding::Brotli => "br",
            Coding::Gzip => "gzip",
        }
    }
    /// The suffix of the precompressed copy beside the plain file.
    pub fn suffix(self) -> &'static str {
        match self {
            Coding::Brotli => "br",
            Coding::Gzip => "gz",
        }
    }
}

/// The weight (q-value) an `Accept-Encoding` header gives a coding: the
/// coding's own entry, else `*`, else 0. No header: nothing is accepted
/// but the plain file.
pub fn weight(accept_encoding: Option<&str>, coding: Coding) -> f32 {
    let Some(header) = accept_encoding else {
        return 0.0;
    };
    let mut own = None;
    let mut star = None;
    for item in header.split(',') {
        let mut parts = item.split(';');
        let token = parts.next().unwrap_or("").trim().to_ascii_lowercase();
        let mut q = 1.0f32;
        for p in parts {
            if let Some((k, v)) = p.split_once('=')
                && k.trim().eq_ignore_ascii_case("q")
            {
                q = v
                    .trim()
                    .parse::<f32>()
                    .ok()
                    .filter(|q| (0.0..=1.0).contains(q))
                    .unwrap_or(0.0);
            }
        }
        let is_own = token == coding.token() || (coding == Coding::Gzip && token == "x-gzip");
        if is_own {
            own = Some(q);
        } else if token == "*" {
            star = Some(q);
        }
    }
    own.or(star).unwrap_or(0.0)
}

/// The codings to try, best first: those the client accepts, by weight,
/// brotli before gzip at equal weight (it is smaller).
pub fn preferred(accept_encoding: Option<&str>) -> Vec<Coding> {
    let mut c: Vec<(Coding, f32)> = [Coding::Brotli, Coding::Gzip]
        .into_iter()
        .map(|c| (c, weight(accept_encoding, c)))
        .filter(|(_, w)| *w > 0.0)
        .collect();
    c.sort_by(|a, b| b.1.total_cmp(&a.1)); // stable: brotli stays first on ties
    c.into_iter().map(|(c, _)| c).collect()
}

/// The precompressed copy of `path` for `coding` (`X.br`, `X.gz`) if it
/// is a file inside `root`.
pub fn variant(root: &Path, path: &Path, coding: Coding) -> Option<(PathBuf, Metadata)> {
    let mut name = path.file_name()?.to_os_string();
    name.push(".");
    name.push(coding.suffix());
    let (real, meta) = inside(root, &path.with_file_name(name))?;
    meta.is_file().then_some((real, meta))
}

/// Whether any precompressed copy of `path` exists (the response then
/// varies with Accept-Encoding, whichever copy this client gets).
pub fn has_variants(root: &Path, path: &Path) -> bool {
    [Coding::Brotli, Coding::Gzip]
        .into_iter()
        .any(|c| variant(root, path, c).is_some())
}

/// The media type of a file, by its extension.
pub fn content_type(name: &str) -> &'static str {
    let ext = name
        .rsplit_once('.')
        .map(|(_, e)| e.to_ascii_lowercase())
        .unwrap_or_default();
    match ext.as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "json" | "map" => "application/json",
        "webmanifest" => "application/manifest+json",
        "txt" => "text/plain; charset=utf-8",
        "xml" => "application/xml",
        "png" => "image/png",
        "svg" => "image/svg+xml",
        "ico" => "image/x-icon",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "avif" => "image/avif",
        "woff" => "font/woff",
        "woff2" => "font/woff2",
        "ttf" => "font/ttf",
        "otf" => "font/otf",
        "pdf" => "application/pdf",
        _ => "application/octet-stream",
    }
}

/// Whether a file name carries a content hash or build id: a part of it
/// between the first and the last (split at `.`, `-` and `_`) made of 8
/// to 64 hex digits, as in `style.3f9a0c1d2e.css`, `split_rules.0a1b2c3d4e.wasm`
/// or trunk's `shturman-ui-9f86d081884c7d65_bg.wasm`. Such a file never
/// changes under its name, so it may be cached for good.
pub fn has_content_id(name: &str) -> bool {
    let parts: Vec<&str> = name.split(['.', '-', '_']).collect();
    parts.len() >= 3
        && parts[1..parts.len() - 1]
            .iter()
            .any(|p| (8..=64).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_hexdigit()))
}

pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
pub const NO_CACHE: &str = "no-cache";

/// The `Cache-Control` of a file: for good if its name carries a content
/// id; every other file (the HTML, the service worker, the manifest, the
/// icons) is revalidated on each use.
pub fn cache_control(name: &str) -> &'static str {
    if has_content_id(name) {
        IMMUTABLE
    } else {
        NO_CACHE
    }
}

/// A strong validator for one file as sent: its length and modification
/// time, and the coding (each coded copy is a different representation).
pub fn etag(meta: &Metadata, coding: Option<Coding>) -> String {
    let nanos = meta
        .modified()
        .ok()
        .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    match coding {
        Some(c) => format!("\"{:x}-{:x}-{}\"", meta.len(), nanos, c.suffix()),
        None => format!("\"{:x}-{:x}\"", meta.len(), nanos),
    }
}

/// Whether an `If-None-Match` list names this tag (weak comparison, as
/// RFC 9110 asks for GET and HEAD; `*` matches any).
pub fn none_match(if_none_match: &str, tag: &str) -> bool {
    let bare = |t: &str| t.trim().trim_start_matches("W/").to_string();
    if_none_match
        .split(',')
        .any(|t| t.trim() == "*" || bare(t) == bare(tag))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::symlink;

    /// A temporary folder removed when dropped.
    pub(crate) struct TempDir(pub PathBuf);
    impl TempDir {
        pub fn new(tag: &str) -> Self {
            use std::sync::atomic::{AtomicU32, Ordering};
            static N: AtomicU32 = AtomicU32::new(0);
            let p = std::env::temp_dir().join(format!(
                "shturman-serve-{tag}-{}-{}",
                std::process::id(),
                N.fetch_add(1, Ordering::Relaxed)
            ));
            let _ = fs::remove_dir_all(&p);
            fs::create_dir_all(&p).unwrap();
            TempDir(p)
        }
    }
    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    #[test]
    fn paths_are_decoded_segment_by_segment() {
        assert_eq!(segments("/"), Some(vec![]));
        assert_eq!(
            segments("/a//b/"),
            Some(vec!["a".to_string(), "b".to_string()])
        );
        assert_eq!(segments("/%D0%A8%20x"), Some(vec!["Ш x".to_string()]));
    }

    #[test]
    fn paths_that_could_leave_the_folder_are_refused() {
        for bad in [
            "/..",
            "/../etc/passwd",
            "/a/../../b",
            "/%2e%2e/x",
            "/.%2E/x",
            "/./a",
            "/a%2Fb",
            "/a%2f..%2f..%2fetc",
            "/a%5Cb",
            "/a\\..\\b",
            "/a%00",
            "/%zz",
            "/%4",
            "/%ff",
            "relative",
            "",
        ] {
            assert_eq!(segments(bad), None, "{bad}");
        }
    }

    #[test]
    fn resolves_files_folders_and_refuses_escapes() {
        let t = TempDir::new("resolve");
        let root = t.0.join("site");
        fs::create_dir_all(root.join("icons")).unwrap();
        fs::write(root.join("index.html"), "<html>").unwrap();
        fs::write(root.join("icons/a.png"), "png").unwrap();
        fs::write(root.join(".hidden"), "x").unwrap();
        fs::write(t.0.join("secret.txt"), "secret").unwrap();
        symlink(t.0.join("secret.txt"), root.join("out.txt")).unwrap();
        symlink(&t.0, root.join("up")).unwrap();
        symlink(root.join("icons/a.png"), root.join("in.png")).unwrap();
        let root = fs::canonicalize(&root).unwrap();

        let file = |p: &str| match resolve(&root, p) {
            Resolved::File { path, name } => {
                (path.strip_prefix(&root).unwrap().to_path_buf(), name)
            }
            other => panic!("{p}: {other:?}"),
        };
        assert_eq!(file("/"), ("index.html".into(), "index.html".into()));
        assert_eq!(file("/icons/a.png"), ("icons/a.png".into(), "a.png".into()));
        assert_eq!(
            file("/icons/%61.png"),
            ("icons/a.png".into(), "a.png".into())
        );
        // a symlink that stays inside is followed
        assert_eq!(file("/in.png"), ("icons/a.png".into(), "in.png".into()));
        assert_eq!(
            resolve(&root, "/icons"),
            Resolved::Redirect("/icons/".into())
        );
        assert_eq!(resolve(&root, "/icons/"), Resolved::NotFound); // no index.html there
        assert_eq!(resolve(&root, "/missing.js"), Resolved::NotFound);
        assert_eq!(resolve(&root, "/.hidden"), Resolved::NotFound);
        // symlinks out of the folder, to a file or through a folder
        assert_eq!(resolve(&root, "/out.txt"), Resolved::NotFound);
        assert_eq!(resolve(&root, "/up/secret.txt"), Resolved::NotFound);
        assert_eq!(resolve(&root, "/../secret.txt"), Resolved::Refused);
        assert_eq!(resolve(&root, "/%2e%2e/secret.txt"), Resolved::Refused);
        assert_eq!(
            resolve(&root, "/icons%2f..%2f..%2fsecret.txt"),
            Resolved::Refused
        );
    }

    #[test]
    fn precompressed_copies_outside_the_folder_are_ignored() {
        let t = TempDir::new("variant");
        let root = t.0.join("site");
        fs::create_dir_all(&root).unwrap();
        fs::write(root.join("a.js"), "js").unwrap();
        fs::write(root.join("a.js.gz"), "gz").unwrap();
        fs::write(t.0.join("evil"), "evil").unwrap();
        symlink(t.0.join("evil"), root.join("a.js.br")).unwrap();
        let root = fs::canonicalize(&root).unwrap();
        let a = root.join("a.js");
        assert!(variant(&root, &a, Coding::Brotli).is_none());
        assert_eq!(
            variant(&root, &a, Coding::Gzip).unwrap().0,
            root.join("a.js.gz")
        );
        assert!(has_variants(&root, &a));
    }

    #[test]
    fn accept_encoding_weights() {
        assert_eq!(preferred(None), vec![]);
        assert_eq!(preferred(Some("")), vec![]);
        assert_eq!(
            preferred(Some("gzip, deflate, br, zstd")),
            vec![Coding::Brotli, Coding::Gzip]
        );
        assert_eq!(preferred(Some("gzip")), vec![Coding::Gzip]);
        assert_eq!(preferred(Some("x-gzip")), vec![Coding::Gzip]);
        assert_eq!(
            preferred(Some("BR;q=0.5, gzip;q=0.8")),
            vec![Coding::Gzip, Coding::Brotli]
        );
        assert_eq!(preferred(Some("br;q=0, gzip")), vec![Coding::Gzip]);
        assert_eq!(preferred(Some("*")), vec![Coding::Brotli, Coding::Gzip]);
        assert_eq!(preferred(Some("*;q=0.1, br;q=0")), vec![Coding::Gzip]);
        assert_eq!(preferred(Some("identity")), vec![]);
        assert_eq!(preferred(Some("gzip;q=2")), vec![]); // out of range: not acceptable
    }

    #[test]
    fn every_type_in_the_build_is_named() {
        for (name, ty) in [
            ("index.html", "text/html; charset=utf-8"),
            (
                "shturman-ui.0123456789.js",
                "text/javascript; charset=utf-8",
            ),
            ("sw.js", "text/javascript; charset=utf-8"),
            ("style.0123456789.css", "text/css; charset=utf-8"),
            ("shturman-ui_bg.0123456789.wasm", "application/wasm"),
            ("manifest.webmanifest", "application/manifest+json"),
            ("icon-192.png", "image/png"),
            ("a.svg", "image/svg+xml"),
            ("a.json", "application/json"),
            ("favicon.ico", "image/x-icon"),
            ("A.WASM", "application/wasm"),
            ("a.js.br", "application/octet-stream"),
            ("README", "application/octet-stream"),
        ] {
            assert_eq!(content_type(name), ty, "{name}");
        }
    }

    #[test]
    fn hashed_names_are_cached_for_good_the_rest_revalidated() {
        for name in [
            "shturman-ui.3f9a0c1d2e.js",
            "shturman-ui_bg.3f9a0c1d2e.wasm",
            "style.0123abcd.css",
            "split_game_open.9f86d08188.wasm",
            "__wasm_split.9f86d08188.js",
            "shturman-ui-9f86d081884c7d65_bg.wasm",
            "style-9f86d081884c7d65.css",
        ] {
            assert_eq!(cache_control(name), IMMUTABLE, "{name}");
        }
        for name in [
            "index.html",
            "sw.js",
            "manifest.webmanifest",
            "favicon-32.png",
            "icon-512.png",
            "shturman-ui.js",
            "__wasm_split.js",
            "3f9a0c1d2e.js", // the hash must be inside the name, not all of it
            "a.3f9a0c1.js",  // too short to be an id
        ] {
            assert_eq!(cache_control(name), NO_CACHE, "{name}");
        }
    }

    #[test]
    fn validators_differ_by_coding_and_match_weakly() {
        let t = TempDir::new("etag");
        fs::write(t.0.join("a"), "abc").unwrap();
        let meta = fs::metadata(t.0.join("a")).unwrap();
        let plain = etag(&meta, None);
        let br = etag(&meta, Some(Coding::Brotli));
        assert!(plain.starts_with("\"3-") && plain.ends_with('"'), "{plain}");
        assert_ne!(plain, br);
        assert!(none_match(&plain, &plain));
        assert!(none_match(&format!("\"x\", W/{br}"), &br));
        assert!(none_match("*", &plain));
        assert!(!none_match(&br, &plain));
    }
}
