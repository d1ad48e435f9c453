//! A virtual d6 for the screens that roll in the app (the quick roll, the
//! fire helper): the faces themselves are drawn by `die_row`.

/// One virtual d6: uniform over 1..=6, from the platform's secure random
/// source (crypto.getRandomValues in a browser), through `rand`.
pub fn random_face() -> u8 {
    use rand::{Rng, TryRngCore, rngs::OsRng};
    OsRng.unwrap_err().random_range(1..=6u8)
}
