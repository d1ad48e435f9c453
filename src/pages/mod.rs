//! One screen per file.
pub mod fire;
pub mod game;
pub mod move_planner;
pub mod roll;
pub mod rules;
pub mod settings;
pub mod tools;
