//! Marches between territories on the global map (seed, before «Гонцы»; no
//! dice). This module owns the time a march takes: each kind of troops
//! crosses to a neighbouring territory in its own time (a courier 5,
//! cavalry 15, infantry 30, artillery 60 minutes), an army of several kinds
//! moves at its slowest one's pace, and for the first half of that time it
//! is still on the march in the territory it leaves, for the second half in
//! the one it enters.

use super::MacroError;

/// What marches: the seed's four rates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Marcher {
    /// «Гонец (офицер на лошади)».
    Courier,
    Cavalry,
    Infantry,
    Artillery,
}

impl Marcher {
    pub const ALL: [Marcher; 4] = [
        Marcher::Courier,
        Marcher::Cavalry,
        Marcher::Infantry,
        Marcher::Artillery,
    ];

    /// Minutes to a neighbouring territory: «Гонец (офицер на лошади) - 5
    /// минут. Кавалерия … за 15 минут. Пехота … 30 минут. Артиллерия … 60
    /// минут.»
    pub const fn minutes(self) -> u32 {
        match self {
            Marcher::Courier => 5,
            Marcher::Cavalry => 15,
            Marcher::Infantry => 30,
            Marcher::Artillery => 60,
        }
    }

    pub const fn code(self) -> &'static str {
        match self {
            Marcher::Courier => "courier",
            Marcher::Cavalry => "cavalry",
            Marcher::Infantry => "infantry",
            Marcher::Artillery => "artillery",
        }
    }
}

/// One march to a neighbouring territory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct March {
    /// The slowest kind in the army: it sets the pace.
    pub slowest: Marcher,
    /// The whole march, in minutes (the least it may take: «может двигаться
    /// медленнее, чем указано, но не может быстрее»).
    pub minutes: u32,
    /// Seconds after the start when the army passes from the territory it
    /// leaves to the one it enters (half the march).
    pub border_after_seconds: u32,
}

/// The march of an army made of `troops` (any order, repeats allowed).
///
/// ```
/// use shturman_battles::macro_battle::march::{march, Marcher};
/// let m = march(&[Marcher::Cavalry, Marcher::Infantry]).unwrap();
/// assert_eq!((m.slowest, m.minutes, m.border_after_seconds), (Marcher::Infantry, 30, 900));
/// ```
pub fn march(troops: &[Marcher]) -> Result<March, MacroError> {
    // «Армия, состоящая из разных родов, войск движется со скоростью самого
    // медленного из ее отрядов.»
    let slowest = troops
        .iter()
        .copied()
        .max_by_key(|m| m.minutes())
        .ok_or(MacroError::NoMarchers)?;
    let minutes = slowest.minutes();
    Ok(March {
        slowest,
        minutes,
        border_after_seconds: minutes * 30,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_slowest_decides_and_half_the_time_in_each_territory() {
        // «Армия, состоящая из разных родов, войск движется со скоростью
        // самого медленного из ее отрядов.»
        let all = |t: &[Marcher]| march(t).unwrap();
        assert_eq!(all(&[Marcher::Courier]).minutes, 5);
        assert_eq!(all(&[Marcher::Cavalry]).minutes, 15);
        assert_eq!(all(&[Marcher::Infantry]).minutes, 30);
        assert_eq!(all(&[Marcher::Artillery]).minutes, 60);
        let army = all(&[Marcher::Artillery, Marcher::Cavalry, Marcher::Infantry]);
        assert_eq!((army.slowest, army.minutes), (Marcher::Artillery, 60));
        // «до истечения половины этого времени армия считается находящейся на
        // марше на территории провинции, откуда она выходит»: a courier's
        // half is 2 min 30 s.
        assert_eq!(all(&[Marcher::Courier]).border_after_seconds, 150);
        assert_eq!(march(&[]), Err(MacroError::NoMarchers));
    }
}
