//! Screen states that outlive their screen: a planned move, a fire-helper
//! setup, the quick roll's round stay as the player left them when they
//! follow a rule link and come back. Each screen's state is one value of
//! its type, kept here for the whole session in a reference-counted signal
//! (not owned by the component, which is made afresh on each visit).

use leptos::prelude::*;
use std::any::{Any, TypeId};
use std::collections::HashMap;

thread_local! {
    static KEPT: std::cell::RefCell<HashMap<TypeId, Box<dyn Any>>> =
        std::cell::RefCell::new(HashMap::new());
}

/// The session's one state of type `T` (made with `Default` on first use).
pub fn kept<T: Default + Send + Sync + 'static>() -> ArcRwSignal<T> {
    KEPT.with(|k| {
        k.borrow_mut()
            .entry(TypeId::of::<T>())
            .or_insert_with(|| Box::new(ArcRwSignal::new(T::default())))
            .downcast_ref::<ArcRwSignal<T>>()
            .cloned()
            .expect("keyed by its own type")
    })
}
