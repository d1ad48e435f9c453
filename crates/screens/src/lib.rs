//! Shturman's screens as plain Rust, tested on the host without a browser.
//!
//! Each screen is a module with three things: the screen's **state** (core
//! types: the rules' `Planner`, a `ShipCard`, the game's `GameView`…), the
//! **events** the player sends, and the **view** it derives — plain data
//! already worded in the player's language (texts from `shturman-words`),
//! which the Leptos components in `src/` only render. No rule is decided
//! here: the state calls the rules core; no text is written here: it comes
//! from the words crate. The app's addresses ([`route`]) live here too.

pub mod battles;
pub mod fire;
pub mod game;
pub mod hand;
pub mod hand_lock;
pub mod hand_phone;
pub mod migrate;
pub mod phone_code;
pub mod planner;
pub mod roll;
pub mod route;
pub mod rules;
pub mod settings;
pub mod view;
