//! The browser's side of the live connection: the WebSocket opened,
//! written and closed as the client says (by its numbers), its events and
//! the page's — shown again, network back, network gone — fed back to the
//! client, and the clock that wakes it. Nothing here decides: when to
//! connect, retry or give up is `shturman_live::client::Client`'s.

use shturman_live::client::{ConnId, Event, Millis};
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{BinaryType, MessageEvent, WebSocket};

struct Socket {
    id: ConnId,
    ws: WebSocket,
    // kept alive as long as the socket is
    _handlers: Vec<Closure<dyn FnMut(web_sys::Event)>>,
}

thread_local! {
    static SOCKET: RefCell<Option<Socket>> = const { RefCell::new(None) };
    /// The last socket closed: its handlers may be running right now (the
    /// client closed it from inside its own message), so it is dropped
    /// only when the next one retires.
    static RETIRED: RefCell<Option<Socket>> = const { RefCell::new(None) };
    /// The timer that wakes the client, and the page's listeners set.
    static TIMER: Cell<Option<i32>> = const { Cell::new(None) };
    static LISTENING: Cell<bool> = const { Cell::new(false) };
}

/// The phone's clock, in milliseconds.
pub(super) fn now() -> Millis {
    js_sys::Date::now() as Millis
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

/// Open socket `id` (the client's number), closing any other; its events
/// go to `handle` (the client's driver).
pub(super) fn open(id: ConnId, handle: fn(Event)) {
    close_all();
    let Some(ws) = url().and_then(|u| WebSocket::new(&u).ok()) else {
        // told after this turn, as a close would be
        leptos::task::spawn_local(async move { handle(Event::Closed(id)) });
        return;
    };
    ws.set_binary_type(BinaryType::Arraybuffer);
    let on = |f: Box<dyn FnMut(web_sys::Event)>| Closure::wrap(f);
    let open = on(Box::new(move |_| handle(Event::Opened(id))));
    let message = on(Box::new(move |e| {
        let Some(data) = e.dyn_ref::<MessageEvent>().map(|m| m.data()) else {
            return;
        };
        if let Some(text) = data.as_string() {
            handle(Event::Text(id, text));
        } else if let Some(buf) = data.dyn_ref::<js_sys::ArrayBuffer>() {
            handle(Event::Frame(id, js_sys::Uint8Array::new(buf).to_vec()));
        }
    }));
    let closed = on(Box::new(move |_| handle(Event::Closed(id))));
    ws.set_onopen(Some(open.as_ref().unchecked_ref()));
    ws.set_onmessage(Some(message.as_ref().unchecked_ref()));
    ws.set_onclose(Some(closed.as_ref().unchecked_ref()));
    SOCKET.with(|s| {
        *s.borrow_mut() = Some(Socket {
            id,
            ws,
            _handlers: vec![open, message, closed],
        })
    });
}

/// Send a frame on socket `id` if it is the open one.
pub(super) fn send(id: ConnId, frame: &[u8]) {
    SOCKET.with(|s| {
        if let Some(s) = s.borrow().as_ref()
            && s.id == id
            && s.ws.ready_state() == WebSocket::OPEN
        {
            let _ = s.ws.send_with_u8_array(frame);
        }
    });
}

/// Close socket `id` (the client said so: no close event follows).
pub(super) fn close(id: ConnId) {
    if SOCKET.with(|s| s.borrow().as_ref().is_some_and(|s| s.id == id)) {
        close_all();
    }
}

/// Close whatever socket is open.
pub(super) fn close_all() {
    if let Some(s) = SOCKET.with(|s| s.borrow_mut().take()) {
        s.ws.set_onclose(None);
        s.ws.set_onmessage(None);
        s.ws.set_onopen(None);
        let _ = s.ws.close();
        RETIRED.with(|r| *r.borrow_mut() = Some(s));
    }
}

/// Wake the client at `at` (its next retry or silence check), instead of
/// any time asked before (told to `handle`).
pub(super) fn tick_at(at: Option<Millis>, handle: fn(Event)) {
    let Some(w) = web_sys::window() else { return };
    if let Some(t) = TIMER.with(Cell::take) {
        w.clear_timeout_with_handle(t);
    }
    let Some(at) = at else { return };
    let wait = at.saturating_sub(now()).min(60_000) as i32;
    let tick = Closure::once_into_js(move || {
        TIMER.with(|t| t.set(None));
        handle(Event::Tick);
    });
    if let Ok(id) =
        w.set_timeout_with_callback_and_timeout_and_arguments_0(tick.unchecked_ref(), wait)
    {
        TIMER.with(|t| t.set(Some(id)));
    }
}

/// While the host cannot be reached, a reload of a page with no offline
/// copy (the LAN page: plain http, no service worker) would end on the
/// browser's "site can't be reached", the table lost from the screen: the
/// browser asks first (issue 43 item 13). `on` installs or removes it.
pub(super) fn guard_reload(on: bool) {
    type Ask = Closure<dyn FnMut(web_sys::BeforeUnloadEvent)>;
    thread_local! {
        static GUARD: RefCell<Option<Ask>> = const { RefCell::new(None) };
    }
    let Some(w) = web_sys::window() else { return };
    let on = on && crate::platform::insecure_page();
    GUARD.with(|g| {
        let mut g = g.borrow_mut();
        match (on, g.is_some()) {
            (true, false) => {
                let ask = Ask::new(|e: web_sys::BeforeUnloadEvent| {
                    e.prevent_default();
                    e.set_return_value("host");
                });
                w.set_onbeforeunload(Some(ask.as_ref().unchecked_ref()));
                *g = Some(ask);
            }
            (false, true) => {
                w.set_onbeforeunload(None);
                *g = None;
            }
            (true, true) | (false, false) => {}
        }
    });
}

/// Back in front of the player, or the network is back: the client tries
/// at once; the network is gone: it is told now (a socket may not notice
/// for minutes). Each is told to `handle`.
pub(super) fn listen_to_the_page(handle: fn(Event)) {
    if LISTENING.with(|l| l.replace(true)) {
        return;
    }
    let Some(w) = web_sys::window() else { return };
    let now = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
        let visible = web_sys::window()
            .and_then(|w| w.document())
            .is_none_or(|d| d.visibility_state() == web_sys::VisibilityState::Visible);
        if visible {
            handle(Event::Wake);
        }
    });
    for event in ["pageshow", "online"] {
        let _ = w.add_event_listener_with_callback(event, now.as_ref().unchecked_ref());
    }
    if let Some(d) = w.document() {
        let _ =
            d.add_event_listener_with_callback("visibilitychange", now.as_ref().unchecked_ref());
    }
    let gone = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| handle(Event::NetworkGone));
    let _ = w.add_event_listener_with_callback("offline", gone.as_ref().unchecked_ref());
    // the page's lifetime
    now.forget();
    gone.forget();
}
