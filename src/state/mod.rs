//! Context providers for app-wide state: the language, the current screen.
pub mod route;
pub mod settings;
