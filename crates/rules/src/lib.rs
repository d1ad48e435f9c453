//! Shturman's rules core: the Admiral level of «Адмирал» as pure functions.
//!
//! This crate owns every rule the app applies. It does no I/O, draws no
//! randomness of its own (dice come in through [`dice::DiceSource`]) and holds
//! no user-facing text: it returns enums and exact numbers, and the UI names
//! them in the player's language. Section numbers in docs (§4.5) and in the
//! core's rule enums refer to the project's rules reference, `docs/rules.md`.

pub mod assumptions;
pub mod attack;
pub mod card;
pub mod dice;
pub mod engagement;
pub mod fire;
pub mod fraction;
pub mod geometry;
pub mod movement;
pub mod odds;
pub mod weather;

pub use assumptions::Assumption;
pub use card::{Captain, ShipCard, ShipClass, Source};
pub use fire::{Band, DamageLevel, FaceSet, Gun, GunKind};
pub use fraction::Fraction;
pub use geometry::{Heading, Offset, deviation};
pub use movement::{Move, MoveError, Planner, Reach, Vessel};
pub use weather::Weather;
