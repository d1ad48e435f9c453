//! Fuel after a battle (digest D.5, seed 7.39). This module owns the extra
//! fuel each fleet that fought burns: one d6 per fleet, that many twelfths
//! of a fuel unit ("«3» будет значить 3/12"), on top of its planned
//! movement. Each fleet pays its own share; the total over a player's
//! fleets is shown too.

use super::error::Error;
use super::explain::{Rule, Step};
use super::{Share, shares};
use crate::Dist;
use shturman_rules::Fraction;
use shturman_rules::dice::{DiceSource, roll_checked};

/// Most fleets rolled for at once.
pub const MAX_FLEETS: u32 = 20;

/// The fuel a d6 face means: `face` twelfths of a unit, reduced.
///
/// ```
/// use shturman_battles::dreadnought::fuel::fuel_of;
/// assert_eq!(fuel_of(3).to_string(), "1/4");
/// ```
pub fn fuel_of(face: u8) -> Fraction {
    Fraction::new(u128::from(face), 12).unwrap_or(Fraction::ZERO)
}

/// One fleet's possible extra fuel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FuelShare {
    pub twelfths: u8,
    pub fuel: Fraction,
    pub probability: Fraction,
}

/// The exact odds of the fuel roll.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FuelOdds {
    pub fleets: u32,
    /// Each fleet: 1..=6 twelfths, 1/6 each.
    pub per_fleet: Vec<FuelShare>,
    /// The total over the fleets, in twelfths.
    pub total_twelfths: Vec<Share>,
    /// The expected extra fuel of one fleet: 7/24 of a unit.
    pub mean_per_fleet: Fraction,
}

/// The fuel odds for `fleets` fleets (1..=[`MAX_FLEETS`]).
///
/// ```
/// use shturman_battles::dreadnought::fuel::odds;
/// let o = odds(2).unwrap();
/// assert_eq!(o.mean_per_fleet.to_string(), "7/24");
/// assert_eq!(o.total_twelfths[5].probability.to_string(), "1/6"); // 7 twelfths
/// ```
pub fn odds(fleets: u32) -> Result<FuelOdds, Error> {
    if fleets == 0 || fleets > MAX_FLEETS {
        return Err(Error::FleetCount {
            fleets,
            max: MAX_FLEETS,
        });
    }
    let total = Dist::d6()
        .repeat(fleets)
        .map_err(|error| Error::TooManyDice {
            dice: fleets,
            error,
        })?;
    Ok(FuelOdds {
        fleets,
        per_fleet: (1..=6u8)
            .map(|twelfths| FuelShare {
                twelfths,
                fuel: fuel_of(twelfths),
                probability: Fraction::sixths(1),
            })
            .collect(),
        total_twelfths: shares(&total),
        mean_per_fleet: Fraction::new(7, 24).unwrap_or(Fraction::ZERO),
    })
}

/// One fleet's roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FuelUse {
    /// 1-based.
    pub fleet: u32,
    pub face: u8,
    pub fuel: Fraction,
}

/// The fuel rolls.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FuelRoll {
    pub uses: Vec<FuelUse>,
    pub total: Fraction,
    pub steps: Vec<Step>,
}

/// Roll one die per fleet.
///
/// ```
/// use shturman_battles::dreadnought::fuel::resolve;
/// use shturman_rules::dice::ScriptedDice;
/// let mut dice = ScriptedDice::new([3, 6]).unwrap();
/// let r = resolve(2, &mut dice).unwrap();
/// assert_eq!(r.uses[0].fuel.to_string(), "1/4");
/// assert_eq!(r.total.to_string(), "3/4");
/// ```
pub fn resolve(fleets: u32, dice: &mut dyn DiceSource) -> Result<FuelRoll, Error> {
    if fleets == 0 || fleets > MAX_FLEETS {
        return Err(Error::FleetCount {
            fleets,
            max: MAX_FLEETS,
        });
    }
    let mut uses = Vec::new();
    let mut steps = Vec::new();
    let mut twelfths = 0u128;
    for fleet in 1..=fleets {
        let face = roll_checked(dice)?;
        let fuel = fuel_of(face);
        twelfths += u128::from(face);
        steps.push(Step::new(Rule::FuelRoll { fleet, face, fuel }));
        uses.push(FuelUse { fleet, face, fuel });
    }
    Ok(FuelRoll {
        uses,
        total: Fraction::new(twelfths, 12).unwrap_or(Fraction::ZERO),
        steps,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_means_three_twelfths() {
        // "«3» будет значить 3/12 единицы топлива"
        assert_eq!(fuel_of(3), Fraction::new(3, 12).unwrap());
    }

    #[test]
    fn fleet_count_is_checked() {
        assert_eq!(odds(0), Err(Error::FleetCount { fleets: 0, max: 20 }));
        assert!(odds(21).is_err());
        assert_eq!(odds(20).unwrap().total_twelfths.len(), 101);
    }
}
