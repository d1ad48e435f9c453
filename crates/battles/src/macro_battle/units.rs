//! The vocabulary of the tactical map. This module owns the kinds of troops
//! ([`UnitKind`], with their arm and melee bonus: the text gives them in the
//! list of units, and melee, fire and movement all read them), the figures
//! that stand on a cell ([`Piece`], [`Figure`]), the terrain ([`Terrain`])
//! and the two sides of a fight ([`Side`]).

use crate::readings::normalise;
use core::fmt;
use core::str::FromStr;

/// A kind of troops («Отряды»). Saboteurs count as light rifle infantry in
/// every respect but their placement; officers are not a kind of troops but
/// a [`Piece`] of their own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum UnitKind {
    /// Лёгкая пехота: monks, rebels, peasants, militia. Cannot shoot.
    LightInfantry,
    /// Лёгкая пехота стрелковая: musketeers. Shoots.
    RifleInfantry,
    /// Тяжёлая пехота: pikemen. +2 in melee.
    HeavyInfantry,
    /// Лёгкая кавалерия. +1 in melee (all cavalry).
    LightCavalry,
    /// Лёгкая стрелковая кавалерия: dragoons. Shoots; +1 in melee.
    RifleCavalry,
    /// Тяжёлая кавалерия: cuirassiers. +1 (cavalry) +1 more in melee.
    HeavyCavalry,
    /// Конная артиллерия. −1 in melee.
    HorseArtillery,
    /// Полевая артиллерия. −1 in melee.
    FieldArtillery,
    /// Тяжёлая артиллерия. −2 in melee.
    HeavyArtillery,
    /// Диверсанты: light rifle infantry placed in secret.
    Saboteurs,
}

/// The arm a kind of troops belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Arm {
    Infantry,
    Cavalry,
    Artillery,
}

impl UnitKind {
    pub const ALL: [UnitKind; 10] = [
        UnitKind::LightInfantry,
        UnitKind::RifleInfantry,
        UnitKind::HeavyInfantry,
        UnitKind::LightCavalry,
        UnitKind::RifleCavalry,
        UnitKind::HeavyCavalry,
        UnitKind::HorseArtillery,
        UnitKind::FieldArtillery,
        UnitKind::HeavyArtillery,
        UnitKind::Saboteurs,
    ];

    /// The code the CLI and the UI use ("heavy_infantry"; the CLI also
    /// takes "heavy-infantry").
    pub const fn code(self) -> &'static str {
        match self {
            UnitKind::LightInfantry => "light_infantry",
            UnitKind::RifleInfantry => "rifle_infantry",
            UnitKind::HeavyInfantry => "heavy_infantry",
            UnitKind::LightCavalry => "light_cavalry",
            UnitKind::RifleCavalry => "rifle_cavalry",
            UnitKind::HeavyCavalry => "heavy_cavalry",
            UnitKind::HorseArtillery => "horse_artillery",
            UnitKind::FieldArtillery => "field_artillery",
            UnitKind::HeavyArtillery => "heavy_artillery",
            UnitKind::Saboteurs => "saboteurs",
        }
    }

    pub const fn arm(self) -> Arm {
        match self {
            UnitKind::LightInfantry
            | UnitKind::RifleInfantry
            | UnitKind::HeavyInfantry
            | UnitKind::Saboteurs => Arm::Infantry,
            UnitKind::LightCavalry | UnitKind::RifleCavalry | UnitKind::HeavyCavalry => {
                Arm::Cavalry
            }
            UnitKind::HorseArtillery | UnitKind::FieldArtillery | UnitKind::HeavyArtillery => {
                Arm::Artillery
            }
        }
    }

    /// The unit's own melee bonus (M.6): "Тяжелая Пехота … Бонус +2",
    /// "бонус +1 в штыковой за кавалерию у всех отрядов", heavy cavalry
    /// "дополнительный Бонус +1 … помимо бонуса +1 за кавалерию", horse and
    /// field artillery −1, heavy −2.
    ///
    /// ```
    /// use shturman_battles::macro_battle::UnitKind;
    /// assert_eq!(UnitKind::HeavyCavalry.melee_bonus(), 2);
    /// assert_eq!(UnitKind::HeavyArtillery.melee_bonus(), -2);
    /// ```
    pub const fn melee_bonus(self) -> i8 {
        match self {
            UnitKind::LightInfantry | UnitKind::RifleInfantry | UnitKind::Saboteurs => 0,
            UnitKind::HeavyInfantry => 2,
            UnitKind::LightCavalry | UnitKind::RifleCavalry => 1,
            UnitKind::HeavyCavalry => 2,
            UnitKind::HorseArtillery | UnitKind::FieldArtillery => -1,
            UnitKind::HeavyArtillery => -2,
        }
    }
}

impl fmt::Display for UnitKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A code that names nothing.
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[error("unknown code {:?}", .0)]
pub struct UnknownCode(pub String);

impl FromStr for UnitKind {
    type Err = UnknownCode;

    /// The codes, with `-` for `_`, any case; "infantry" and "cavalry" alone
    /// are the light kinds (the plain arm, with no bonus of its own).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let c = normalise(s);
        match c.as_str() {
            "infantry" => return Ok(UnitKind::LightInfantry),
            "cavalry" => return Ok(UnitKind::LightCavalry),
            _ => {}
        }
        UnitKind::ALL
            .into_iter()
            .find(|k| k.code() == c)
            .ok_or_else(|| UnknownCode(s.to_string()))
    }
}

/// What stands on a cell: a unit, an officer, or the gates token.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Piece {
    Unit(UnitKind),
    /// An officer (with his suite); mounted until dismounted or wounded.
    Officer {
        mounted: bool,
    },
    /// Ворота: a token on a wall cell.
    Gates,
}

/// Whose a figure is, seen from the side that acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Allegiance {
    Own,
    Enemy,
}

/// A figure the players put on a cell of the artillery's line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Figure {
    pub piece: Piece,
    pub side: Allegiance,
}

/// The two sides of a melee.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Side {
    Attacker,
    Defender,
}

impl Side {
    pub const fn code(self) -> &'static str {
        match self {
            Side::Attacker => "attacker",
            Side::Defender => "defender",
        }
    }
}

/// A kind of cell («Местность»).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Terrain {
    /// Остальные клетки: open ground.
    #[default]
    Open,
    Forest,
    River,
    Bridge,
    Hill,
    Mountain,
    Road,
    Swamp,
    Wall,
    /// A wide wall: the one the fire rule names for diagonal shots [M-16].
    WideWall,
    Ladder,
    Tower,
    /// A wall cell with the gates token.
    Gate,
}

impl Terrain {
    pub const ALL: [Terrain; 13] = [
        Terrain::Open,
        Terrain::Forest,
        Terrain::River,
        Terrain::Bridge,
        Terrain::Hill,
        Terrain::Mountain,
        Terrain::Road,
        Terrain::Swamp,
        Terrain::Wall,
        Terrain::WideWall,
        Terrain::Ladder,
        Terrain::Tower,
        Terrain::Gate,
    ];

    pub const fn code(self) -> &'static str {
        match self {
            Terrain::Open => "open",
            Terrain::Forest => "forest",
            Terrain::River => "river",
            Terrain::Bridge => "bridge",
            Terrain::Hill => "hill",
            Terrain::Mountain => "mountain",
            Terrain::Road => "road",
            Terrain::Swamp => "swamp",
            Terrain::Wall => "wall",
            Terrain::WideWall => "wide_wall",
            Terrain::Ladder => "ladder",
            Terrain::Tower => "tower",
            Terrain::Gate => "gate",
        }
    }

    /// A wall cell: a wall, a wide wall, or the gates in one.
    pub const fn is_wall(self) -> bool {
        match self {
            Terrain::Wall | Terrain::WideWall | Terrain::Gate => true,
            Terrain::Open
            | Terrain::Forest
            | Terrain::River
            | Terrain::Bridge
            | Terrain::Hill
            | Terrain::Mountain
            | Terrain::Road
            | Terrain::Swamp
            | Terrain::Ladder
            | Terrain::Tower => false,
        }
    }

    /// An officer on this cell counts as on foot: «Если офицер пытается
    /// перейти на квадрат с лестницей, стеной или башней он так же далее
    /// считается пешим отрядом». The gate cell is not named (a rider
    /// passes the gates), so it is not one of them.
    ///
    /// ```
    /// use shturman_battles::macro_battle::Terrain;
    /// assert!(Terrain::Ladder.dismounts() && Terrain::Tower.dismounts());
    /// assert!(!Terrain::Gate.dismounts() && !Terrain::Hill.dismounts());
    /// ```
    pub const fn dismounts(self) -> bool {
        match self {
            Terrain::Wall | Terrain::WideWall | Terrain::Ladder | Terrain::Tower => true,
            Terrain::Open
            | Terrain::Forest
            | Terrain::River
            | Terrain::Bridge
            | Terrain::Hill
            | Terrain::Mountain
            | Terrain::Road
            | Terrain::Swamp
            | Terrain::Gate => false,
        }
    }
}

/// A figure on a cell its movement rules keep it off (seed «Местность»,
/// items 1, 2, 9, 10): refused wherever a cell is given for it (the
/// melee's two cells, the shooter's cell, a mounted officer shot at).
/// The mountain is not among them: the text has troops on it («Пехота с
/// горы стреляет как с холма», «атаковать штыковой в горы»).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Misplaced {
    /// «Лес. Непроходим для кавалерии. Кавалерия не может пройти на клетку
    /// с лесом»
    #[error("cavalry may not enter a forest cell")]
    CavalryInForest,
    /// «Лестница. По этой клетке не может перемещаться кавалерия»
    #[error("cavalry may not move on a ladder cell")]
    CavalryOnLadder,
    /// «Башня … Кавалерия не может перемещаться по этой клетке.»
    #[error("cavalry may not move on a tower cell")]
    CavalryOnTower,
    /// «Река. Непроходима для Пехоты и Артиллерии.»
    #[error("a river is impassable for {}", match .arm { Arm::Artillery => "artillery", Arm::Infantry | Arm::Cavalry => "infantry" })]
    RiverImpassable { arm: Arm },
}

impl Arm {
    /// Whether a figure of this arm may stand on `cell` (a mounted officer
    /// is cavalry, «Офицер считается кавалерийским отрядом», except where
    /// he counts as on foot: [`Terrain::dismounts`]).
    ///
    /// ```
    /// use shturman_battles::macro_battle::units::{Arm, Misplaced};
    /// use shturman_battles::macro_battle::Terrain;
    /// assert_eq!(Arm::Cavalry.stands_on(Terrain::Forest), Err(Misplaced::CavalryInForest));
    /// assert!(Arm::Cavalry.stands_on(Terrain::River).is_ok());
    /// assert!(Arm::Infantry.stands_on(Terrain::Mountain).is_ok());
    /// ```
    pub const fn stands_on(self, cell: Terrain) -> Result<(), Misplaced> {
        match self {
            Arm::Cavalry => match cell {
                Terrain::Forest => Err(Misplaced::CavalryInForest),
                Terrain::Ladder => Err(Misplaced::CavalryOnLadder),
                Terrain::Tower => Err(Misplaced::CavalryOnTower),
                Terrain::Open
                | Terrain::River
                | Terrain::Bridge
                | Terrain::Hill
                | Terrain::Mountain
                | Terrain::Road
                | Terrain::Swamp
                | Terrain::Wall
                | Terrain::WideWall
                | Terrain::Gate => Ok(()),
            },
            Arm::Infantry | Arm::Artillery => match cell {
                Terrain::River => Err(Misplaced::RiverImpassable { arm: self }),
                Terrain::Open
                | Terrain::Forest
                | Terrain::Bridge
                | Terrain::Hill
                | Terrain::Mountain
                | Terrain::Road
                | Terrain::Swamp
                | Terrain::Wall
                | Terrain::WideWall
                | Terrain::Ladder
                | Terrain::Tower
                | Terrain::Gate => Ok(()),
            },
        }
    }

    /// An officer's arm on `cell`: mounted he is cavalry, except on a
    /// ladder, wall or tower, where he counts as on foot (infantry).
    pub const fn of_officer(mounted: bool, cell: Terrain) -> Arm {
        if mounted && !cell.dismounts() {
            Arm::Cavalry
        } else {
            Arm::Infantry
        }
    }
}

impl FromStr for Terrain {
    type Err = UnknownCode;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let c = normalise(s);
        Terrain::ALL
            .into_iter()
            .find(|t| t.code() == c)
            .ok_or_else(|| UnknownCode(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_parse_back() {
        for k in UnitKind::ALL {
            assert_eq!(k.code().parse::<UnitKind>(), Ok(k));
            assert_eq!(k.code().replace('_', "-").parse::<UnitKind>(), Ok(k));
        }
        for t in Terrain::ALL {
            assert_eq!(t.code().parse::<Terrain>(), Ok(t));
        }
        assert_eq!("cavalry".parse::<UnitKind>(), Ok(UnitKind::LightCavalry));
        assert_eq!(
            "Heavy-Infantry".parse::<UnitKind>(),
            Ok(UnitKind::HeavyInfantry)
        );
        assert!("dragon".parse::<UnitKind>().is_err());
        assert!("lava".parse::<Terrain>().is_err());
    }

    #[test]
    fn serde_codes_match() {
        for k in UnitKind::ALL {
            assert_eq!(
                serde_json::to_string(&k).unwrap(),
                format!("\"{}\"", k.code())
            );
        }
        for t in Terrain::ALL {
            assert_eq!(
                serde_json::to_string(&t).unwrap(),
                format!("\"{}\"", t.code())
            );
        }
        let f = Figure {
            piece: Piece::Officer { mounted: true },
            side: Allegiance::Enemy,
        };
        let s = serde_json::to_string(&f).unwrap();
        assert_eq!(serde_json::from_str::<Figure>(&s).unwrap(), f);
    }
}
