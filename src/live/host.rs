//! The host page's side of a live table: open the game on this device to
//! phones (`POST /live/tables` to the server this page came from, which
//! answers only its own computer; in the desktop app, its `live_host` and
//! `live_open` commands, the same host on the app's runtime), keep the
//! seat codes it gave (a setting, to show them again), and join the table
//! as its host seat.

use crate::state::game::GameCtx;
use crate::state::store;
use leptos::prelude::Update;
use shturman_live::protocol::{OpenTable, Opened, encode};
use shturman_live::{Seat, TableRules};
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

const SETTING: &str = "live_host";
/// Who starts rounds at the tables this device opens, as last picked.
const ROUNDS: &str = "live_rounds";

/// Why the table could not be opened to phones.
#[derive(Clone, Debug, PartialEq)]
pub enum OpenProblem {
    /// The server this page came from does not host tables.
    NoHost,
    /// The desktop app could not start its host (the port is taken…):
    /// what it said.
    NotStarted(String),
    /// It refused (its reason, as it gave it).
    Refused(String),
}

/// The seat codes this device opened last, if it is that table's host.
pub async fn opened() -> Option<Opened> {
    let text = store::setting(SETTING).await?;
    serde_json::from_str(&text).ok()
}

/// Who started rounds at the last table this device opened (the host
/// only, before any).
pub async fn last_rules() -> TableRules {
    let text = store::setting(ROUNDS).await.unwrap_or_default();
    serde_json::from_str(&text).unwrap_or_default()
}

/// Open the game on this device to phones, `rules` deciding who starts a
/// round (joining it as the host is `super::open_table`'s).
pub async fn open(ctx: GameCtx, rules: TableRules) -> Result<Opened, OpenProblem> {
    let _ = store::set_setting(ROUNDS, &encode(&rules)).await;
    let (game, actions) = ctx
        .with_game(|g| (g.id(), g.actions()))
        .ok_or(OpenProblem::NoHost)?;
    let body = encode(&OpenTable {
        game,
        actions,
        rules,
    });
    let text = if crate::platform::is_tauri() {
        start_desktop().await?;
        let args = [("body", wasm_bindgen::JsValue::from_str(&body))];
        crate::platform::invoke("live_open", &args)
            .await
            .map_err(|e| OpenProblem::Refused(said(e)))?
            .as_string()
            .unwrap_or_default()
    } else {
        let (status, text) = post("/live/tables", &body)
            .await
            .ok_or(OpenProblem::NoHost)?;
        if status != 200 {
            return Err(match status {
                404 | 405 | 501 => OpenProblem::NoHost,
                _ => OpenProblem::Refused(text),
            });
        }
        text
    };
    let opened: Opened = serde_json::from_str(&text).map_err(|_| OpenProblem::NoHost)?;
    let _ = store::set_setting(SETTING, &text).await;
    Ok(opened)
}

/// A seat of the table this device opened has a new code (re-issued from
/// here): the seat codes kept to show again hold it from now on.
pub async fn reissued(seat: Seat, code: shturman_live::channel::SeatCode) {
    let Some(mut o) = opened().await else { return };
    for s in o.seats.iter_mut().filter(|s| s.seat == seat) {
        s.code = code.clone();
    }
    let _ = store::set_setting(SETTING, &encode(&o)).await;
    REISSUED.with(|r| r.update(|n| *n += 1));
}

thread_local! {
    /// Counts the seats re-issued on this page: the list of seats reads
    /// its codes again when it changes.
    pub static REISSUED: leptos::prelude::ArcRwSignal<u32> = leptos::prelude::ArcRwSignal::new(0);
    static DESKTOP_PORT: std::cell::Cell<Option<u16>> = const { std::cell::Cell::new(None) };
}

/// The desktop app's host, started if it was not (opening a table, or the
/// window started again at a table it hosts): its port.
pub async fn start_desktop() -> Result<u16, OpenProblem> {
    let port = crate::platform::invoke("live_host", &[])
        .await
        .map_err(|e| OpenProblem::NotStarted(said(e)))?
        .as_f64()
        .and_then(|p| u16::try_from(p as i64).ok())
        .ok_or(OpenProblem::NoHost)?;
    DESKTOP_PORT.with(|p| p.set(Some(port)));
    Ok(port)
}

/// What the app said when a command failed (its error's detail).
fn said(e: wasm_bindgen::JsValue) -> String {
    crate::platform::text_field(&e, "detail").unwrap_or_else(|| crate::platform::js_error_text(e))
}

/// Where this page reaches the host: the desktop app's own server once
/// started, else the server the page came from.
pub fn desktop_port() -> Option<u16> {
    DESKTOP_PORT.with(|p| p.get())
}

/// POST a JSON body to this page's server: its status and text.
async fn post(path: &str, body: &str) -> Option<(u16, String)> {
    let init = web_sys::RequestInit::new();
    init.set_method("POST");
    init.set_body(&wasm_bindgen::JsValue::from_str(body));
    let headers = web_sys::Headers::new().ok()?;
    headers.set("Content-Type", "application/json").ok()?;
    init.set_headers(&headers);
    let req = web_sys::Request::new_with_str_and_init(path, &init).ok()?;
    let resp = JsFuture::from(web_sys::window()?.fetch_with_request(&req))
        .await
        .ok()?;
    let resp: web_sys::Response = resp.dyn_into().ok()?;
    let text = JsFuture::from(resp.text().ok()?).await.ok()?;
    Some((resp.status(), text.as_string().unwrap_or_default()))
}
