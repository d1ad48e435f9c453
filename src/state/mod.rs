//! Context providers for app-wide state: the language, the current screen.
pub mod game;
pub mod game_change;
pub mod game_store;
pub mod game_work;
pub mod hand_store;
mod idb;
pub mod kept;
pub mod route;
pub mod saves;
pub mod settings;
pub mod store;
pub mod wake;
