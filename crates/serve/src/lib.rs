//! shturman-serve: Shturman's web host. Today it serves the web build
//! (`dist/`) that `scripts/run` starts: GET and HEAD, precompressed copies
//! (`X.br`, `X.gz`) by Accept-Encoding, long caching for names that carry
//! a content id and revalidation for the rest, nothing outside the folder
//! however the path is spelt; with `--lan` it listens on every interface
//! and shows the address a phone should open as a QR code. It also hosts
//! live tables ([`live`]: the phones' WebSocket and the tables' logs in
//! SQLite; `docs/live-table.md`).
//!
//! Why axum and tower-http rather than the hand-written HTTP/1.1 server
//! this crate had: the host is to carry the live table's WebSocket beside
//! the files, and run inside the desktop app's own tokio runtime as well
//! as in this process. axum gives routers that merge ([`static_files`]
//! `.merge(…)` another), WebSocket upgrades and hyper's maintained
//! HTTP/1.1 parsing; tower-http's `ServeFile` sends a file with HEAD,
//! ranges, `If-Modified-Since` and the `.br`/`.gz` copies. What Shturman
//! decides stays here, in [`files`]: which path names which file (symlinks
//! only inside the folder, no hidden names), the types, the cache rules
//! and the entity tags, which tower-http does not give.

// A live table's task that panics must end alone (`live::hub`): that
// needs unwinding. The workspace's release profile says so; a build that
// aborts on panic would let one table's fault end every table.
#[cfg(not(panic = "unwind"))]
compile_error!("shturman-serve isolates a table's panic: build it with panic = \"unwind\"");

pub mod embedded;
pub mod files;
pub mod lan;
pub mod live;
pub mod site;
#[cfg(test)]
mod wire_tests;

pub use embedded::{Assets, embedded_files};
pub use site::static_files;

use std::future::Future;
use std::net::{Ipv4Addr, SocketAddr};
use std::path::Path;
use std::sync::Arc;

/// The port both hosts listen on unless told otherwise. Fixed, and the
/// same for `shturman-serve` and the desktop app: a browser keeps a page's
/// saved games and hands per address and port, so a phone that opens the
/// app at another port starts empty, and finds its hand whichever hosts.
pub const DEFAULT_PORT: u16 = 8080;

/// The environment variable naming another port, for both hosts.
pub const PORT_VAR: &str = "SHTURMAN_PORT";

/// The older name of [`PORT_VAR`] (the web host's, in `scripts/run` and
/// the README), still read when [`PORT_VAR`] is not set.
pub const PORT_VAR_ALIAS: &str = "PORT";

/// The port the environment asks for: [`PORT_VAR`], else
/// [`PORT_VAR_ALIAS`]; `None` when neither is set (or both are empty),
/// an error naming the variable when its value is not a port.
pub fn port_from_env() -> Result<Option<u16>, String> {
    port_from(|name| std::env::var(name).ok())
}

fn port_from(var: impl Fn(&str) -> Option<String>) -> Result<Option<u16>, String> {
    for name in [PORT_VAR, PORT_VAR_ALIAS] {
        match var(name) {
            Some(v) if !v.trim().is_empty() => {
                return v
                    .trim()
                    .parse()
                    .map(Some)
                    .map_err(|_| format!("{name}={v:?} is not a port (0 to 65535)"));
            }
            _ => {}
        }
    }
    Ok(None)
}

/// A host started by [`start`]: listening, not yet serving.
pub struct Started {
    pub listener: tokio::net::TcpListener,
    /// The port it listens on (the one asked for, or the one given for 0).
    pub port: u16,
    /// `files` with the live tables beside them, to pass to [`serve`] or
    /// [`serve_until`].
    pub app: axum::Router,
    pub hub: Arc<live::Hub>,
}

/// The start-up both hosts share (this command and the desktop app):
/// listen at `port` on every interface when `lan`, else on this computer
/// only, then open the live tables kept in `tables` beside `files`
/// ([`live::beside`]). What went wrong is said for a person, naming the
/// port or the store.
pub async fn start(
    files: axum::Router,
    tables: &Path,
    port: u16,
    lan: bool,
    origins: live::guard::Origins,
) -> Result<Started, String> {
    let ip = if lan {
        Ipv4Addr::UNSPECIFIED
    } else {
        Ipv4Addr::LOCALHOST
    };
    let listener = tokio::net::TcpListener::bind(SocketAddr::from((ip, port)))
        .await
        .map_err(|e| {
            format!(
                "cannot listen on {ip}:{port}: {e} (another server there? stop it, or set \
                 {PORT_VAR} knowing that phones keep their data per port)"
            )
        })?;
    let port = listener.local_addr().map(|a| a.port()).unwrap_or(port);
    let (app, hub) = live::beside(files, tables, port, lan, origins)
        .map_err(|e| format!("the live tables in {}: {e}", tables.display()))?;
    Ok(Started {
        listener,
        port,
        app,
        hub,
    })
}

/// Serves `app` on `listener` until Ctrl-C or SIGTERM, then stops taking
/// connections, lets the requests under way finish and returns.
pub async fn serve(listener: tokio::net::TcpListener, app: axum::Router) -> std::io::Result<()> {
    serve_until(listener, app, stop_signal()).await
}

/// Serves `app` on `listener` until `stop` completes (a host embedding the
/// server, or a test, says when), then shuts down as [`serve`] does.
/// Both hosts (this command and the desktop app) start here: the
/// open-file limit raised, and every connection under
/// [`live::guard::Listener`]'s limits (`docs/live-table.md`, «Who may
/// connect»).
pub async fn serve_until(
    listener: tokio::net::TcpListener,
    app: axum::Router,
    stop: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    use live::guard;
    if let Err(e) = guard::raise_open_files() {
        eprintln!("shturman-serve: the open-file limit stays as it was: {e}");
    }
    // the peer's address and the connection's place (the live table opens
    // tables for this computer only, and counts connections not joined)
    let app = app
        .layer(axum::middleware::from_fn(guard::busy))
        .into_make_service_with_connect_info::<guard::Peer>();
    axum::serve(guard::Listener::new(listener), app)
        .with_graceful_shutdown(stop)
        .await
}

/// Completes on Ctrl-C or SIGTERM. A signal that cannot be watched never
/// completes (rather than stopping the server at once).
pub async fn stop_signal() {
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let term = async {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {}
        _ = term => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        }
    }

    /// SHTURMAN_PORT first, PORT (the older name) when it is not set,
    /// neither: none; a value that is not a port is named.
    #[test]
    fn the_port_variable_and_its_older_name() {
        assert_eq!(port_from(env(&[])), Ok(None));
        assert_eq!(port_from(env(&[("PORT", "9000")])), Ok(Some(9000)));
        assert_eq!(port_from(env(&[("SHTURMAN_PORT", "9001")])), Ok(Some(9001)));
        let both = [("SHTURMAN_PORT", "9001"), ("PORT", "9000")];
        assert_eq!(port_from(env(&both)), Ok(Some(9001)));
        let empty = [("SHTURMAN_PORT", ""), ("PORT", "9000")];
        assert_eq!(port_from(env(&empty)), Ok(Some(9000)));
        assert_eq!(port_from(env(&[("PORT", "")])), Ok(None));
        let bad = port_from(env(&[("SHTURMAN_PORT", "x")])).unwrap_err();
        assert!(bad.contains("SHTURMAN_PORT"), "{bad}");
        assert!(port_from(env(&[("PORT", "65536")])).is_err());
    }
}
