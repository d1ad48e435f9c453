//! The other screens' style sheet: the rules of every screen but the
//! start screen (`public/screens/`, bundled into one file by the build)
//! stay out of the first load a phone waits for, like those screens' code.
//! The sheet is linked when the first of those screens is wanted, fetched
//! alongside its chunk, and the screen is shown only once the sheet has
//! loaded ([`styled`]): no screen is ever painted without its rules.
//!
//! `index.html` names the sheet (`<meta name="shturman-screens-css">`,
//! its content id put in by `scripts/wasm-split/finish-dist.mjs`); the
//! link goes right after that tag, after `style.css`, so the cascade is
//! the one of the two sheets read in that order.

use std::future::Future;
use std::sync::Mutex;
use std::task::{Poll, Waker};
use wasm_bindgen::prelude::*;

/// Where the sheet is. `Send` parts only: a `Suspend` wants a `Send`
/// future, so the screens wait on this rather than on a `JsFuture`.
enum Sheet {
    /// Not linked yet, or its fetch failed (the next screen tries again).
    NotLinked,
    /// Linked, not loaded yet: the screens waiting for it.
    Loading(Vec<Waker>),
    /// Loaded, or there is none to load (no page, no `<meta>`).
    Loaded,
}

static SHEET: Mutex<Sheet> = Mutex::new(Sheet::NotLinked);

/// `view` (a screen from its chunk; `None` if the chunk could not be
/// fetched), once the sheet has loaded too; the sheet's fetch starts now,
/// beside the chunk's. (An `Option`: the chunk's error is not `Send`, and
/// a `Suspend` wants a `Send` future.)
pub async fn styled<T, E>(view: impl Future<Output = Result<T, E>>) -> Option<T> {
    let sheet = ready();
    let view = view.await.ok();
    sheet.await;
    view
}

/// Link the sheet if it is not yet, and resolve once it has loaded (or
/// failed to: a screen without its rules still works, and is better than
/// no screen; the next screen wanted fetches the sheet again).
pub fn ready() -> impl Future<Output = ()> + Send + 'static {
    link();
    std::future::poll_fn(|cx| match SHEET.lock() {
        Ok(mut s) => match &mut *s {
            Sheet::Loading(waiting) => {
                if !waiting.iter().any(|w| w.will_wake(cx.waker())) {
                    waiting.push(cx.waker().clone());
                }
                Poll::Pending
            }
            Sheet::NotLinked | Sheet::Loaded => Poll::Ready(()),
        },
        Err(_) => Poll::Ready(()),
    })
}

fn link() {
    let Ok(mut s) = SHEET.lock() else { return };
    if matches!(*s, Sheet::NotLinked) {
        *s = if start().is_some() {
            Sheet::Loading(Vec::new())
        } else {
            Sheet::Loaded
        };
    }
}

/// Put the `<link>` into the page; `None` where there is no page or no
/// sheet named (then nothing is waited for).
fn start() -> Option<()> {
    let doc = web_sys::window()?.document()?;
    let meta = doc
        .query_selector("meta[name=shturman-screens-css]")
        .ok()??;
    let href = meta.get_attribute("content")?;
    let link = doc.create_element("link").ok()?;
    link.set_attribute("rel", "stylesheet").ok()?;
    link.set_attribute("href", &href).ok()?;
    let el = link.clone();
    // one of the two fires, once
    let done = Closure::once_into_js(move |e: web_sys::Event| finish(&el, e.type_() == "load"));
    link.add_event_listener_with_callback("load", done.unchecked_ref())
        .ok()?;
    link.add_event_listener_with_callback("error", done.unchecked_ref())
        .ok()?;
    meta.insert_adjacent_element("afterend", &link).ok()?;
    Some(())
}

fn finish(link: &web_sys::Element, loaded: bool) {
    if !loaded {
        link.remove();
    }
    let was = match SHEET.lock() {
        Ok(mut s) => std::mem::replace(
            &mut *s,
            if loaded {
                Sheet::Loaded
            } else {
                Sheet::NotLinked
            },
        ),
        Err(_) => return,
    };
    if let Sheet::Loading(waiting) = was {
        waiting.into_iter().for_each(Waker::wake);
    }
}
