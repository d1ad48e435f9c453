//! The live table hosted by the desktop app (issue 34; design:
//! `docs/live-table.md`): the same host `scripts/run --lan` runs
//! (`shturman-serve`: the phones' WebSocket, the tables' logs in SQLite),
//! on Tauri's own tokio runtime, listening on every interface at a fixed
//! port (`shturman_serve::DEFAULT_PORT`, 8080, or `SHTURMAN_PORT`: a phone
//! keeps its hand per address and port), started as `shturman-serve`
//! starts (`shturman_serve::start`). The phones load the page from the
//! app's own embedded build.
//!
//! Nothing listens until the player opens a table to phones (or the
//! window, started again, finds it was hosting one): then [`live_host`]
//! starts the server once, and [`live_open`] opens the game, as `POST
//! /live/tables` does for the web host. The window joins as the host seat
//! over `ws://127.0.0.1:<port>` like any phone. The tables' store is
//! `tables.sqlite` in the app's data folder; a restart resumes them.

use crate::error::{Error, Result};
use shturman_serve::live::Hub;
use shturman_serve::{Assets, DEFAULT_PORT, embedded_files, live, port_from_env};
use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use tauri::{AppHandle, AssetResolver, Manager, Runtime, State};

/// The host, once started.
#[derive(Default)]
pub struct Hosting(Mutex<Option<Running>>);

struct Running {
    port: u16,
    hub: Arc<Hub>,
}

/// The app's embedded build: only the names it holds (Tauri's resolver
/// would answer any other name with the index page). A phone's
/// `index.html` is the web build's (`index.web`, with the web's content
/// security policy; the window's own has Tauri's, which names the app's
/// ipc and no workers).
struct Embedded<R: Runtime> {
    resolver: AssetResolver<R>,
    names: HashSet<String>,
}

impl<R: Runtime> Assets for Embedded<R> {
    fn file(&self, name: &str) -> Option<Vec<u8>> {
        let stored = match name {
            "index.html" => "index.web",
            "index.web" => return None,
            other => other,
        };
        if !self.names.contains(stored) {
            return None;
        }
        self.resolver.get(stored.to_string()).map(|a| a.bytes)
    }
}

/// Start hosting (once): the port the window and the phones connect to.
#[tauri::command(async)]
pub async fn live_host<R: Runtime>(app: AppHandle<R>, hosting: State<'_, Hosting>) -> Result<u16> {
    if let Some(r) = hosting.0.lock().unwrap_or_else(|p| p.into_inner()).as_ref() {
        return Ok(r.port);
    }
    let want = port_from_env()
        .map_err(Error::Host)?
        .unwrap_or(DEFAULT_PORT);
    let dir = app.path().app_data_dir()?;
    let resolver = app.asset_resolver();
    let names = resolver
        .iter()
        .map(|(k, _)| k.trim_start_matches('/').to_string())
        .collect();
    let files = embedded_files(Arc::new(Embedded { resolver, names }));
    let tables = dir.join("tables.sqlite");
    let host = shturman_serve::start(files, &tables, want, true, live::guard::Origins::DESKTOP)
        .await
        .map_err(Error::Host)?;
    let (port, hub) = (host.port, host.hub);
    let mut slot = hosting.0.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(r) = slot.as_ref() {
        return Ok(r.port); // started meanwhile by another call; this listener closes
    }
    tauri::async_runtime::spawn(async move {
        // runs as long as the app; its end (an error) leaves the phones
        // reconnecting, as after a host restart
        let _ = shturman_serve::serve_until(host.listener, host.app, std::future::pending()).await;
    });
    *slot = Some(Running { port, hub });
    Ok(port)
}

/// Open a game to phones (the body of `POST /live/tables`): the seat codes.
#[tauri::command(async)]
pub fn live_open(hosting: State<'_, Hosting>, body: String) -> Result<String> {
    let hub = hosting
        .0
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .as_ref()
        .map(|r| r.hub.clone())
        .ok_or_else(|| Error::Host("not hosting".into()))?;
    let opened = hub.open_json(body.as_bytes()).map_err(Error::Host)?;
    serde_json::to_string(&opened).map_err(|e| Error::Host(e.to_string()))
}
