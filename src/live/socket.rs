//! The one WebSocket to the host, and its healing: after a close (or the
//! browser's `offline`) it tries again on a timer (1, 2, 4, then every
//! 8 s), and at once when the page is shown again or the network returns.
//! A connection that has heard nothing, not even the host's beat, for
//! twice the beat's period is taken for dead and replaced; one the host
//! answers only that it cannot read the table now is closed and asked
//! again on the same timer (which starts over once the host is heard).
//! Every new connection says hello first, then sends the whole outbox
//! again (same ids: the host applies each once).

use super::{Link, hello, link, receive, set_link};
use shturman_live::Act;
use shturman_live::protocol::{ClientMsg, ServerMsg, decode_server, encode};
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{MessageEvent, WebSocket};

struct Socket {
    ws: WebSocket,
    // kept alive as long as the socket is
    _handlers: Vec<Closure<dyn FnMut(web_sys::Event)>>,
}

thread_local! {
    static SOCKET: RefCell<Option<Socket>> = const { RefCell::new(None) };
    /// The last socket closed: its handlers may be running right now (a
    /// close event, a message that asks to reconnect), so it is dropped
    /// only when the next one retires.
    static RETIRED: RefCell<Option<Socket>> = const { RefCell::new(None) };
    static TRIES: Cell<u32> = const { Cell::new(0) };
    static TIMER: Cell<Option<i32>> = const { Cell::new(None) };
    static LISTENING: Cell<bool> = const { Cell::new(false) };
    /// When the host was last heard (ms since the epoch).
    static HEARD: Cell<f64> = const { Cell::new(0.0) };
}

/// Silence longer than this on an open connection means it is dead: the
/// host sends a beat every `BEAT_SECONDS` (a phone that slept, or a Wi-Fi
/// that went without closing anything, keeps a socket that looks open).
const SILENT_MS: f64 = (shturman_live::protocol::BEAT_SECONDS * 2 * 1000 + 5000) as f64;

fn heard() {
    HEARD.with(|h| h.set(js_sys::Date::now()));
}

/// The connection is open but has heard nothing for too long.
fn gone_quiet() -> bool {
    let open = SOCKET.with(|s| {
        s.borrow()
            .as_ref()
            .is_some_and(|s| s.ws.ready_state() == WebSocket::OPEN)
    });
    open && js_sys::Date::now() - HEARD.with(Cell::get) > SILENT_MS
}

/// Connect if not connected; a connection gone quiet is replaced.
fn check() {
    if gone_quiet() {
        reconnect_now();
    } else {
        connect();
    }
}

fn url() -> Option<String> {
    if let Some(port) = super::host::desktop_port() {
        return Some(format!("ws://127.0.0.1:{port}/live/ws"));
    }
    let loc = web_sys::window()?.location();
    let scheme = if loc.protocol().ok()? == "https:" {
        "wss"
    } else {
        "ws"
    };
    Some(format!("{scheme}://{}/live/ws", loc.host().ok()?))
}

fn is_live() -> bool {
    super::LIVE.with(|l| l.borrow().is_some())
}

/// Open the connection if none is open or opening.
pub fn connect() {
    listen_to_the_page();
    if SOCKET.with(|s| s.borrow().is_some()) || !is_live() {
        return;
    }
    if let Some(t) = TIMER.with(Cell::take)
        && let Some(w) = web_sys::window()
    {
        w.clear_timeout_with_handle(t);
    }
    let Some(ws) = url().and_then(|u| WebSocket::new(&u).ok()) else {
        set_link(Link::Offline);
        retry_later();
        return;
    };
    // (the host that cannot read the table stays said until it can)
    if link() != Some(Link::Unreadable) {
        set_link(Link::Connecting);
    }
    let on = |f: Box<dyn FnMut(web_sys::Event)>| Closure::wrap(f);
    let sock = ws.clone();
    let open = on(Box::new(move |_| {
        let Some((hello, outbox)) = hello() else {
            return;
        };
        let _ = sock.send_with_str(&hello);
        for act in outbox {
            let _ = sock.send_with_str(&encode(&ClientMsg::Act(act)));
        }
        heard();
    }));
    let message = on(Box::new(|e| {
        let Some(text) = e
            .dyn_ref::<MessageEvent>()
            .and_then(|m| m.data().as_string())
        else {
            return;
        };
        // every message counts as the host heard (not only the open:
        // else a sound connection was taken for dead every 35 s)
        heard();
        if let Ok(msg) = decode_server(&text) {
            // online once the host has answered with something other than
            // a refusal (an open socket alone may lead to no table)
            if !matches!(msg, ServerMsg::Bad(_)) {
                TRIES.with(|t| t.set(0));
                if link() != Some(Link::Online) {
                    set_link(Link::Online);
                }
            }
            receive(msg);
        }
    }));
    let mine = ws.clone();
    let closed = on(Box::new(move |_| {
        // only this socket's close counts (an old one may close late)
        let is_current = SOCKET.with(|s| s.borrow().as_ref().is_some_and(|s| s.ws == mine));
        if is_current {
            retire(SOCKET.with(|s| s.borrow_mut().take()));
            set_link(Link::Offline);
            retry_later();
        }
    }));
    ws.set_onopen(Some(open.as_ref().unchecked_ref()));
    ws.set_onmessage(Some(message.as_ref().unchecked_ref()));
    ws.set_onclose(Some(closed.as_ref().unchecked_ref()));
    SOCKET.with(|s| {
        *s.borrow_mut() = Some(Socket {
            ws,
            _handlers: vec![open, message, closed],
        })
    });
}

/// Send an action now if the connection is open (else it waits in the
/// outbox for the next hello).
pub fn send_act(act: &Act) {
    SOCKET.with(|s| {
        if let Some(s) = s.borrow().as_ref()
            && s.ws.ready_state() == WebSocket::OPEN
        {
            let _ = s.ws.send_with_str(&encode(&ClientMsg::Act(act.clone())));
        }
    });
}

/// Close the connection (no retry).
pub fn close() {
    if let Some(s) = SOCKET.with(|s| s.borrow_mut().take()) {
        s.ws.set_onclose(None);
        s.ws.set_onmessage(None);
        let _ = s.ws.close();
        retire(Some(s));
    }
}

fn retire(s: Option<Socket>) {
    if s.is_some() {
        RETIRED.with(|r| *r.borrow_mut() = s);
    }
}

/// Drop the connection and open a new one on the timer.
pub fn ask_again_later() {
    close();
    retry_later();
}

/// Drop the connection and open a new one at once (a gap in the log).
pub fn reconnect_now() {
    close();
    connect();
}

fn retry_later() {
    if TIMER.with(|t| t.get()).is_some() || !is_live() {
        return;
    }
    let tries = TRIES.with(|t| {
        t.set(t.get() + 1);
        t.get()
    });
    let wait = 1000 * (1 << tries.min(4).saturating_sub(1)).min(8);
    let Some(w) = web_sys::window() else { return };
    let again = Closure::once_into_js(|| {
        TIMER.with(|t| t.set(None));
        connect();
    });
    if let Ok(id) =
        w.set_timeout_with_callback_and_timeout_and_arguments_0(again.unchecked_ref(), wait)
    {
        TIMER.with(|t| t.set(Some(id)));
    }
}

/// Back in front of the player, or the network is back: try at once.
fn listen_to_the_page() {
    if LISTENING.with(|l| l.replace(true)) {
        return;
    }
    let Some(w) = web_sys::window() else { return };
    let now = Closure::<dyn FnMut(web_sys::Event)>::new(|_| {
        let visible = web_sys::window()
            .and_then(|w| w.document())
            .is_none_or(|d| d.visibility_state() == web_sys::VisibilityState::Visible);
        if visible {
            check();
        }
    });
    for event in ["pageshow", "online"] {
        let _ = w.add_event_listener_with_callback(event, now.as_ref().unchecked_ref());
    }
    if let Some(d) = w.document() {
        let _ =
            d.add_event_listener_with_callback("visibilitychange", now.as_ref().unchecked_ref());
    }
    // the network is gone: a socket may not notice for minutes, so the
    // player is told now, and the timer tries again
    let gone = Closure::<dyn FnMut(web_sys::Event)>::new(|_| {
        close();
        set_link(Link::Offline);
        retry_later();
    });
    let _ = w.add_event_listener_with_callback("offline", gone.as_ref().unchecked_ref());
    // and every few seconds, a dead connection that looks open is found
    let every = Closure::<dyn FnMut()>::new(|| {
        if is_live() && gone_quiet() {
            reconnect_now();
        }
    });
    let _ = w.set_interval_with_callback_and_timeout_and_arguments_0(
        every.as_ref().unchecked_ref(),
        5000,
    );
    // the page's lifetime
    now.forget();
    gone.forget();
    every.forget();
}
