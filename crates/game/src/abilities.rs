//! The captains' abilities as the rules use them (§6): Rapid's range,
//! Swift's initiative, Target's face 2, Berserk's boarding point. This
//! module owns the one road from a game to the rules crate's captain
//! inputs: each helper fills the captain from [`State::face_up_captain`],
//! so a face-down card gives nothing («использование способности —
//! открыть карту»), and [`State::use_ability`] refuses a claim the table
//! has not seen face up.

use crate::error::RuleError;
use crate::model::{ShipStatus, State};
use serde::{Deserialize, Serialize};
use shturman_rules::card::MAX_CARD_VALUE;
use shturman_rules::engagement::{Combatant, boarding_points};
use shturman_rules::fire::Shooter;
use shturman_rules::movement::VesselError;
use shturman_rules::{Captain, Vessel};
use uuid::Uuid;

/// One captain's ability, as a rule asks for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ability {
    /// Rapid: +1 to the fresh-wind max range (§3.1).
    RapidRange,
    /// Swift: fires first when attacked (§4.6).
    SwiftInitiative,
    /// Target: face 2 hits too (§4.4).
    TargetFace,
    /// Berserk: +1 boarding point (§5).
    BerserkPoint,
}

impl Ability {
    pub const ALL: [Ability; 4] = [
        Ability::RapidRange,
        Ability::SwiftInitiative,
        Ability::TargetFace,
        Ability::BerserkPoint,
    ];

    /// The captain whose ability this is.
    pub const fn captain(self) -> Captain {
        match self {
            Ability::RapidRange => Captain::Rapid,
            Ability::SwiftInitiative => Captain::Swift,
            Ability::TargetFace => Captain::Target,
            Ability::BerserkPoint => Captain::Berserk,
        }
    }

    /// The ability of `captain`.
    pub const fn of(captain: Captain) -> Ability {
        match captain {
            Captain::Rapid => Ability::RapidRange,
            Captain::Swift => Ability::SwiftInitiative,
            Captain::Target => Ability::TargetFace,
            Captain::Berserk => Ability::BerserkPoint,
        }
    }
}

impl State {
    /// May the ship use `ability` now? Only if its card is face up and
    /// shows that ability's captain.
    ///
    /// ```
    /// use shturman_game::{Ability, Action, Game, PlayerId, RuleError};
    /// use shturman_game::seal::{Proof, Salt, Seal};
    /// use shturman_rules::{Captain, Heading, ShipClass, Weather};
    /// use uuid::Uuid;
    /// let (id, ship) = (Uuid::from_u128(1), Uuid::from_u128(2));
    /// let salt = Salt::from_bytes([5; 16]);
    /// let mut g = Game::new(id);
    /// g.apply(Action::AddPlayer { id: PlayerId(0), name: "Аня".into(), colour: "#c00".into() }).unwrap();
    /// g.apply(Action::AddShip { id: ship, class: ShipClass::Brig, card: ShipClass::Brig.card(),
    ///     name: "Меркурий".into(), owner: PlayerId(0), heading: Heading::N }).unwrap();
    /// g.apply(Action::AssignCaptain { player: PlayerId(0), ship,
    ///     seal: Seal::new(id, ship, Captain::Berserk, &salt) }).unwrap();
    /// // Face down: the table knows nothing, the rule gets no captain.
    /// assert_eq!(g.state().use_ability(ship, Ability::BerserkPoint),
    ///     Err(RuleError::CaptainNotFaceUp { ship }));
    /// assert_eq!(g.state().boarding_points(ship), Ok(ShipClass::Brig.card().boarding));
    /// g.apply(Action::StartRound { weather: Weather::Calm }).unwrap();
    /// g.apply(Action::RevealCaptain { ship,
    ///     proof: Proof { captain: Captain::Berserk, salts: vec![salt] } }).unwrap();
    /// assert_eq!(g.state().use_ability(ship, Ability::BerserkPoint), Ok(()));
    /// assert_eq!(g.state().boarding_points(ship), Ok(ShipClass::Brig.card().boarding + 1));
    /// ```
    pub fn use_ability(&self, ship: Uuid, ability: Ability) -> Result<(), RuleError> {
        self.ship(ship)?;
        let card = self.card_on(ship).ok_or(RuleError::NoCaptain { ship })?;
        let claimed = ability.captain();
        match card.face_up {
            None => Err(RuleError::CaptainNotFaceUp { ship }),
            Some(shown) if shown == claimed => Ok(()),
            Some(shown) => Err(RuleError::OtherCaptainFaceUp {
                ship,
                claimed,
                shown,
            }),
        }
    }

    /// The ship as the movement rules see it: Rapid only if face up.
    pub fn vessel(&self, ship: Uuid) -> Result<Vessel, RuleError> {
        let s = self.ship(ship)?;
        Vessel::new(s.card, self.face_up_captain(ship), s.sails).map_err(|e| match e {
            VesselError::AbsurdCardValue { field, value } => RuleError::CardValueOutOfRange {
                field,
                value,
                max: MAX_CARD_VALUE,
            },
            VesselError::SailDamageAboveRange { sail_damage, range } => {
                RuleError::SailDamageOutOfRange {
                    ship,
                    damage: sail_damage,
                    max: range,
                }
            }
        })
    }

    /// The ship as the fire helper sees a shooter: Target only if face up.
    pub fn shooter(&self, ship: Uuid) -> Result<Shooter, RuleError> {
        let s = self.ship(ship)?;
        Ok(Shooter {
            heading: (!s.is_fort()).then_some(s.heading),
            firing_range: s.card.firing_range,
            damage: s.hull,
            strength: s.card.strength,
            captain: self.face_up_captain(ship),
            chaser_spent: s.chaser_fired,
        })
    }

    /// The ship in an exchange of fire: Swift only if face up.
    pub fn combatant(&self, ship: Uuid) -> Result<Combatant, RuleError> {
        let s = self.ship(ship)?;
        Ok(Combatant {
            heading: (!s.is_fort()).then_some(s.heading),
            firing_range: s.card.firing_range,
            per_round: s.card.shots,
            shots_left: s.shots_left(),
            captain: self.face_up_captain(ship),
            chaser_spent: s.chaser_fired,
        })
    }

    /// The ship's boarding points: Berserk's +1 only if face up.
    pub fn boarding_points(&self, ship: Uuid) -> Result<u8, RuleError> {
        let s = self.ship(ship)?;
        match s.status {
            ShipStatus::Sunk { .. } => Err(RuleError::ShipNotAfloat { ship }),
            ShipStatus::Afloat | ShipStatus::Captured { .. } => {
                Ok(boarding_points(&s.card, self.face_up_captain(ship)))
            }
        }
    }
}
