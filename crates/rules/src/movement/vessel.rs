//! The moving ship: a checked [`Vessel`] (card, captain, sail damage) that
//! every movement function takes, so none of them can be handed a card no
//! real ship has.

use crate::card::{Captain, CardField, MAX_CARD_VALUE, ShipCard};

/// What movement needs to know about one ship: its card, its captain and its
/// sail damage. Built only through [`Vessel::new`], which rejects values no
/// real card has, so every movement function below is total.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "VesselFields", into = "VesselFields")
)]
pub struct Vessel {
    card: ShipCard,
    captain: Option<Captain>,
    sail_damage: u8,
}

/// The serialised form of a [`Vessel`], checked on the way in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct VesselFields {
    pub card: ShipCard,
    pub captain: Option<Captain>,
    pub sail_damage: u8,
}

impl From<Vessel> for VesselFields {
    fn from(v: Vessel) -> Self {
        VesselFields {
            card: v.card,
            captain: v.captain,
            sail_damage: v.sail_damage,
        }
    }
}

impl TryFrom<VesselFields> for Vessel {
    type Error = VesselError;
    fn try_from(f: VesselFields) -> Result<Self, Self::Error> {
        Vessel::new(f.card, f.captain, f.sail_damage)
    }
}

/// A card or damage value no real ship has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum VesselError {
    /// A card field above [`MAX_CARD_VALUE`].
    #[error("card value {field:?} = {value} is above {MAX_CARD_VALUE}")]
    AbsurdCardValue { field: CardField, value: u8 },
    /// More sail damage than the fresh-wind range printed on the card: sail
    /// damage is laid on that pictogram, one per range point (seed), so a
    /// critical hit gives exactly `range`.
    #[error("sail damage {sail_damage} is above the fresh-wind range {range}")]
    SailDamageAboveRange { sail_damage: u8, range: u8 },
}

impl Vessel {
    /// A ship ready to move.
    ///
    /// ```
    /// use shturman_rules::movement::{Vessel, VesselError};
    /// use shturman_rules::{Captain, ShipClass};
    /// let brig = ShipClass::Brig.card();
    /// assert!(Vessel::new(brig, Some(Captain::Rapid), 2).is_ok());
    /// assert_eq!(
    ///     Vessel::new(brig, None, 6),
    ///     Err(VesselError::SailDamageAboveRange { sail_damage: 6, range: 5 })
    /// );
    /// ```
    pub fn new(
        card: ShipCard,
        captain: Option<Captain>,
        sail_damage: u8,
    ) -> Result<Vessel, VesselError> {
        if let Some((field, value)) = card.absurd_field() {
            return Err(VesselError::AbsurdCardValue { field, value });
        }
        if sail_damage > card.fresh_straight {
            return Err(VesselError::SailDamageAboveRange {
                sail_damage,
                range: card.fresh_straight,
            });
        }
        Ok(Vessel {
            card,
            captain,
            sail_damage,
        })
    }

    /// The standard class card, no captain, no damage.
    pub fn of_card(card: ShipCard) -> Result<Vessel, VesselError> {
        Vessel::new(card, None, 0)
    }

    pub const fn card(&self) -> &ShipCard {
        &self.card
    }

    pub const fn captain(&self) -> Option<Captain> {
        self.captain
    }

    pub const fn sail_damage(&self) -> u8 {
        self.sail_damage
    }

    /// True with captain Rapid (+1 fresh-wind range, §6).
    pub const fn rapid(&self) -> bool {
        matches!(self.captain, Some(Captain::Rapid))
    }

    /// True when the ship has lost all its sails (§4.5): a sails critical,
    /// or sail damage reaching its fresh straight range. A dismasted ship
    /// has no fresh-wind range at all, Rapid included; it still drifts in a
    /// storm and turns in place [A-20].
    ///
    /// ```
    /// use shturman_rules::movement::Vessel;
    /// use shturman_rules::{Captain, ShipClass};
    /// let brig = ShipClass::Brig.card(); // fresh straight 5
    /// assert!(Vessel::new(brig, Some(Captain::Rapid), 5).unwrap().is_dismasted());
    /// assert!(!Vessel::new(brig, None, 4).unwrap().is_dismasted());
    /// ```
    pub const fn is_dismasted(&self) -> bool {
        is_dismasted(&self.card, self.sail_damage)
    }
}

/// Whether a ship with `card` and `sail_damage` has lost all its sails
/// (§4.5): sail damage at its fresh straight range. A card without a fresh
/// range (a fort) has no sails to lose.
pub const fn is_dismasted(card: &ShipCard, sail_damage: u8) -> bool {
    card.fresh_straight > 0 && sail_damage >= card.fresh_straight
}
