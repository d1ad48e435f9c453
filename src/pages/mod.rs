//! One screen per file.
pub mod battle;
pub mod battles;
pub mod fire;
pub mod game;
pub mod game_log;
pub mod game_new;
pub mod game_saves;
pub mod game_ship;
pub mod game_table;
pub mod hand;
pub mod hand_phone;
pub mod hand_store;
pub mod planner;
pub mod roll;
pub mod rules;
pub mod settings;
pub mod tools;
