//! Dice come from outside. This module owns the [`DiceSource`] trait the
//! resolver draws d6 faces from, and the sources the core ships: a
//! [`ScriptedDice`] (tests, and faces players enter from real dice) and an
//! [`FnDice`] adapter (the UI wraps its own random generator in it). The core
//! never touches OS randomness, so every resolution is reproducible.

/// Why a die could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DiceError {
    /// The source has no more faces; `used` had been read before.
    #[error("dice ran out after {used} rolls")]
    RanOut { used: usize },
    /// A face outside 1..=6.
    #[error("die face {face} is not 1..=6")]
    BadFace { face: u8 },
}

/// A supply of d6 faces, 1..=6.
pub trait DiceSource {
    /// The next face, or why there is none.
    fn roll(&mut self) -> Result<u8, DiceError>;
}

impl<D: DiceSource + ?Sized> DiceSource for &mut D {
    fn roll(&mut self) -> Result<u8, DiceError> {
        (**self).roll()
    }
}

/// Read one face and check it is 1..=6, whatever the source promises: a
/// buggy source must not turn into a wrong rules outcome.
pub fn roll_checked(dice: &mut dyn DiceSource) -> Result<u8, DiceError> {
    let face = dice.roll()?;
    if (1..=6).contains(&face) {
        Ok(face)
    } else {
        Err(DiceError::BadFace { face })
    }
}

/// Faces given in advance, read in order: the test source, and the source
/// for faces players roll on the table and type in.
///
/// ```
/// use shturman_rules::dice::{DiceError, DiceSource, ScriptedDice};
/// let mut d = ScriptedDice::new([5, 6]).unwrap();
/// assert_eq!(d.roll(), Ok(5));
/// assert_eq!(d.roll(), Ok(6));
/// assert_eq!(d.roll(), Err(DiceError::RanOut { used: 2 }));
/// assert!(ScriptedDice::new([7]).is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptedDice {
    faces: Vec<u8>,
    next: usize,
}

impl ScriptedDice {
    /// The faces in the order they will be read; each must be 1..=6.
    pub fn new(faces: impl IntoIterator<Item = u8>) -> Result<ScriptedDice, DiceError> {
        let faces: Vec<u8> = faces.into_iter().collect();
        if let Some(&face) = faces.iter().find(|f| !(1..=6).contains(*f)) {
            return Err(DiceError::BadFace { face });
        }
        Ok(ScriptedDice { faces, next: 0 })
    }

    /// How many faces have been read.
    pub fn used(&self) -> usize {
        self.next
    }

    /// The faces not read yet.
    pub fn remaining(&self) -> &[u8] {
        &self.faces[self.next..]
    }
}

impl DiceSource for ScriptedDice {
    fn roll(&mut self) -> Result<u8, DiceError> {
        let face = *self
            .faces
            .get(self.next)
            .ok_or(DiceError::RanOut { used: self.next })?;
        self.next += 1;
        Ok(face)
    }
}

/// Any `FnMut() -> u8` as a source: how the UI plugs in its random generator,
/// e.g. `FnDice(|| rng.random_range(1..=6))`. Faces are checked by the
/// resolver ([`roll_checked`]).
pub struct FnDice<F>(pub F);

impl<F: FnMut() -> u8> DiceSource for FnDice<F> {
    fn roll(&mut self) -> Result<u8, DiceError> {
        Ok((self.0)())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripted_reads_in_order() {
        let mut d = ScriptedDice::new([1, 2, 3]).unwrap();
        assert_eq!(d.roll(), Ok(1));
        assert_eq!(d.used(), 1);
        assert_eq!(d.remaining(), &[2, 3]);
        assert_eq!(ScriptedDice::new([0]), Err(DiceError::BadFace { face: 0 }));
    }

    #[test]
    fn checked_roll_rejects_bad_sources() {
        let mut n = 0u8;
        let mut d = FnDice(move || {
            n += 3;
            n
        });
        assert_eq!(roll_checked(&mut d), Ok(3));
        assert_eq!(roll_checked(&mut d), Ok(6));
        assert_eq!(roll_checked(&mut d), Err(DiceError::BadFace { face: 9 }));
    }
}
