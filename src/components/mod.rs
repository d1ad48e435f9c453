//! Reusable pieces of the UI, one component per file.
pub mod app_bar;
pub mod nav;
pub mod class_picker;
pub mod explain;
pub mod faces;
pub mod mini_grid;
pub mod rose;
pub mod stepper;
