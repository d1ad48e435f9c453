//! Reusable pieces of the UI, one component per file.
pub mod aim_picker;
pub mod app_bar;
pub mod class_picker;
pub mod explain;
pub mod faces;
pub mod game_confirm;
pub mod game_error;
pub mod game_export;
pub mod game_weather;
pub mod mini_grid;
pub mod nav;
pub mod rose;
pub mod ship_card;
pub mod stepper;
pub mod tracked_ship;
