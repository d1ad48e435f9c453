//! The app's state and its storage: what several screens share (provided
//! as contexts, or kept for the session) and every record the app stores.
//!
//! - Shared state: the language (`settings`), the current screen
//!   (`route`), the open game (`game`), the screens' states kept for the
//!   session (`kept`), keeping the screen on (`wake`), the tab screens
//!   made so far (`screens`).
//! - Storage: the record store (`store`, over IndexedDB in a browser:
//!   `idb`), saved games (`saves`), the open game's storage and revisions
//!   (`game_store`), the players' hands (`hand_store`, with the PIN's key
//!   and this device's key).
//!
//! **Modules placed by wasm chunk.** wasm-split puts a function in the
//! chunk of the `#[wasm_split]` functions that reach it, and in the main
//! module (the first load) whatever the main module reaches
//! (DEVELOPERS.md, "Lazily loaded wasm chunks"). The open game is cut along
//! those lines, so that no call from the first screen reaches the rules or
//! a JSON parser:
//! - main module: `game` (the context: signals, start-up, the calls into
//!   the chunks), `game_store` (the text of saves and their revisions, no
//!   JSON), `game_work` (what both sides share: the error a game screen
//!   shows and a worked game; a leaf, so that `game`, `game_store` and
//!   `saves` import it without importing each other), and the rest of
//!   this folder but `hand_store`;
//! - `game_changes` chunk: `game_change` (a change checked by the rules on
//!   a copy, the JSON writing of a save and an export);
//! - `game_open` chunk: the `*_now` functions of `saves` (reading a save:
//!   JSON, versions and replay, with the table screen);
//! - `hand` chunk: `hand_store` (the cipher and the key derivation, with
//!   the hand screens).
//!
//! A module keeps its chunk only as long as nothing in a lighter chunk
//! calls into it: one call from the main module brings its code back.
pub mod game;
pub mod game_change;
pub mod game_store;
pub mod game_work;
pub mod hand_store;
mod idb;
pub mod kept;
pub mod route;
pub mod saves;
pub mod screens;
pub mod settings;
pub mod store;
pub mod wake;
