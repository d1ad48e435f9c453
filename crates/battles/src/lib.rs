//! Exact-odds battle resolvers for the three other games the table plays
//! (`shared/rules/other-systems.md`; the Russian texts in `shared/seeds/`):
//! dreadnought-era naval combat ([`dreadnought`]), the macro-battle of the
//! LARP «Цена Чести» ([`macro_battle`]) and the battles of Here I Stand
//! ([`his`]).
//!
//! Like the «Адмирал» core it is pure: no UI, no I/O, no randomness of its
//! own (dice come in through [`shturman_rules::dice::DiceSource`] or as faces
//! the players entered), no user-facing text. Every probability is an exact
//! [`Fraction`], every distribution an exact convolution ([`dist`]), never a
//! simulation. Each reading a text leaves open is an option with the text's
//! default, named by its id ([D-n], [M-n], [H-n]) so the UI can list it;
//! the three games settle them one way ([`readings`]).

pub mod dist;
pub mod dreadnought;
pub mod his;
pub mod macro_battle;
pub mod readings;

pub use dist::{Dist, DistError, Tally};
pub use shturman_rules::Fraction;
