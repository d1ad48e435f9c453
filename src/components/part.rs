//! One field of a screen's view as a signal for a component. A page (or a
//! bigger component) holds its view-model's view in one memo and hands each
//! child only its part, itself a memo: a change elsewhere in the view does
//! not reach the child (a step of the planner re-renders only the parts it
//! changes). The pickers are `fn` pointers, not closures: one copy of the
//! code per kind of part, not one per call, in every byte of wasm a page
//! downloads.

use leptos::prelude::*;

/// The part of `view` that `f` picks, as a memo: it tells its readers only
/// when that part changes.
pub fn part<S, T>(view: S, f: fn(&S::Value) -> T) -> Signal<T>
where
    S: With + Send + Sync + 'static,
    T: Clone + PartialEq + Send + Sync + 'static,
{
    Memo::new(move |_| view.with(f)).into()
}

/// [`part`] of a view that is not always there (a sheet whose ship is
/// gone, a panel before its first answer): the part's default meanwhile.
pub fn part_or_default<S, V, T>(view: S, f: fn(&V) -> T) -> Signal<T>
where
    S: With<Value = Option<V>> + Send + Sync + 'static,
    V: Send + Sync + 'static,
    T: Clone + Default + PartialEq + Send + Sync + 'static,
{
    Memo::new(move |_| view.with(|v| v.as_ref().map(f).unwrap_or_default())).into()
}
