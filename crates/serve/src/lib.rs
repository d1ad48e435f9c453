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
