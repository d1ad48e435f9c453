//! Here I Stand battles (`shared/seeds/here-i-stand-battles.ru.txt`,
//! digest §H of `shared/rules/other-systems.md`). This module owns the
//! game's vocabulary shared by its resolvers — the two sides, the digest's
//! sections, the dice of a pool ([`DiceCount`]), the faces rolled
//! ([`Faces`]), the explanation steps ([`Step`]), the readings the text
//! leaves open ([`Reading`], [`HisOptions`]) and the one error type
//! ([`HisError`]) — and the resolvers themselves, one submodule each:
//!
//! - [`roll`]: land evasion and interception, naval interception and
//!   evasion (H.1–H.3): 2d6 + a leader's rating + modifiers ≥ 9;
//! - [`field`]: the field battle (H.4);
//! - [`assault`]: the assault on a besieged city (H.5);
//! - [`naval`]: the naval battle (H.6);
//! - [`late`]: whether to play a card that adds dice after the roll, with
//!   each battle's `after_roll`.
//!
//! Each resolver has an `odds` function (the dice to roll and the exact
//! distribution of every outcome, by convolution of binomials: every battle
//! die hits on 5 or 6) and a `resolve` function over dice from a
//! [`DiceSource`] or faces the players entered (`resolve_faces`) or only
//! each pool's hits ([`Hits`], `resolve_hits`: a die only hits or misses,
//! so a big pool is one number to read off the table). All apply the same
//! outcome function to the hits, so the odds are the odds of what the
//! resolver does. What the text leaves to cards (dice added before
//! or after the roll) is a number the players enter; the cards after the
//! roll are named ([`Card`]) and held to what the text allows of each.

pub mod assault;
pub mod field;
pub mod late;
pub mod naval;
mod readings;
pub mod roll;
mod steps;

pub use late::{AfterRoll, Battle, Card, LateCard, LateCards, LateChances, LateShare};
pub use readings::{
    BothWipedOut, CorsairLosses, EmptyCity, EqualAfterAssault, HisOptions, InterceptionCavalry,
    NavalRollAdmiral, Reading,
};
pub use steps::{Decision, FailReason, OddHit, RetreatTo, Rule, Section, Step};

use crate::dist::{Dist, DistError};
use shturman_rules::Fraction;
use shturman_rules::dice::{DiceError, DiceSource, roll_checked};

/// The two sides of a battle. The active power is always the attacker
/// (H.4 step 2, H.5 step 3, H.6 step 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Side {
    Attacker,
    Defender,
}

impl Side {
    pub const ALL: [Side; 2] = [Side::Attacker, Side::Defender];

    /// The code the CLI prints: "attacker", "defender".
    pub const fn code(self) -> &'static str {
        match self {
            Side::Attacker => "attacker",
            Side::Defender => "defender",
        }
    }

    pub const fn other(self) -> Side {
        match self {
            Side::Attacker => Side::Defender,
            Side::Defender => Side::Attacker,
        }
    }
}

/// A die hits on 5 or 6 («Каждая выпавшая «5» или «6» – это «удар»»).
pub const fn is_hit(face: u8) -> bool {
    face == 5 || face == 6
}

/// The chance that one battle die hits: 2/6 = 1/3.
pub const HIT_CHANCE: Fraction = Fraction::sixths(2);

/// The hits among `faces`.
///
/// ```
/// use shturman_battles::his::count_hits;
/// assert_eq!(count_hits(&[1, 5, 6, 4]), 2);
/// ```
pub fn count_hits(faces: &[u8]) -> u32 {
    // A battle has at most a few hundred dice: the count fits in u32.
    faces.iter().filter(|f| is_hit(**f)).count() as u32
}

/// The exact distribution of the hits of `dice` battle dice.
///
/// ```
/// use shturman_battles::his::hits_of;
/// let h = hits_of(2).unwrap();
/// assert_eq!(h.probability(|v| v >= 1).to_string(), "5/9");
/// ```
pub fn hits_of(dice: u32) -> Result<Dist, DistError> {
    Dist::binomial(dice, HIT_CHANCE)
}

/// How many dice one side rolls, and where they come from. Which parts a
/// battle uses is its resolver's business; the parts always add up to
/// [`DiceCount::rolled`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DiceCount {
    /// Dice for units (H.4: one per unit; H.5: one per regular or
    /// mercenary, or one per two rounded up; H.6: two per squadron plus
    /// one per corsair).
    pub units: u32,
    /// Dice for the best leader's (admiral's) battle rating.
    pub leader: u32,
    /// The defender's extra die (H.4, H.5; H.6 only in a port).
    pub bonus: u32,
    /// Dice added (or taken away) by combat cards played before the roll.
    pub cards: i32,
    /// Dice rolled at the roll: `units + leader + bonus + cards`, never
    /// negative.
    pub rolled: u32,
    /// Dice a card adds after the roll («Янычары», «Осадная артиллерия»,
    /// «Профессиональные гребцы»).
    pub late: u32,
}

impl DiceCount {
    /// Add up the parts; a card that takes away more dice than there are is
    /// an error naming the side and the count.
    pub(crate) fn new(
        side: Side,
        units: u32,
        leader: u32,
        bonus: u32,
        cards: i32,
        late: u32,
    ) -> Result<DiceCount, HisError> {
        // All parts come from u16/u8/i8 inputs: the sums fit in i64.
        let sum = i64::from(units) + i64::from(leader) + i64::from(bonus) + i64::from(cards);
        let rolled = u32::try_from(sum).map_err(|_| HisError::NegativeDice {
            side,
            dice: i32::try_from(sum).unwrap_or(i32::MIN),
        })?;
        Ok(DiceCount {
            units,
            leader,
            bonus,
            cards,
            rolled,
            late,
        })
    }

    /// Every die the side rolls, before and after the roll.
    pub const fn all(&self) -> u32 {
        self.rolled.saturating_add(self.late)
    }

    /// The dice of steps 2–3 of the procedures: units, leader and the
    /// defender's die, without any card ([H-5] alternative).
    pub const fn base(&self) -> u32 {
        self.units
            .saturating_add(self.leader)
            .saturating_add(self.bonus)
    }
}

/// One pool of faces in [`Faces`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Pool {
    Attacker,
    Defender,
    /// Dice a card gave the attacker after the roll.
    AttackerLate,
    /// Dice a card gave the defender after the roll.
    DefenderLate,
}

/// The faces of a battle, pool by pool: rolled by the app or entered from
/// real dice.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Faces {
    pub attacker: Vec<u8>,
    pub defender: Vec<u8>,
    pub attacker_late: Vec<u8>,
    pub defender_late: Vec<u8>,
}

impl Faces {
    /// Roll every pool from `dice`, in the order attacker, defender,
    /// attacker's late dice, defender's late dice (the order a
    /// [`ScriptedDice`](shturman_rules::dice::ScriptedDice) of entered faces
    /// must follow).
    pub fn roll(
        attacker: &DiceCount,
        defender: &DiceCount,
        dice: &mut dyn DiceSource,
    ) -> Result<Faces, HisError> {
        let mut pool = |n: u32| -> Result<Vec<u8>, HisError> {
            (0..n)
                .map(|_| roll_checked(dice).map_err(HisError::Dice))
                .collect()
        };
        Ok(Faces {
            attacker: pool(attacker.rolled)?,
            defender: pool(defender.rolled)?,
            attacker_late: pool(attacker.late)?,
            defender_late: pool(defender.late)?,
        })
    }

    /// Check that each pool has as many faces as the side rolls and that
    /// every face is 1..=6.
    pub fn check(&self, attacker: &DiceCount, defender: &DiceCount) -> Result<(), HisError> {
        let pools = [
            (Pool::Attacker, &self.attacker, attacker.rolled),
            (Pool::Defender, &self.defender, defender.rolled),
            (Pool::AttackerLate, &self.attacker_late, attacker.late),
            (Pool::DefenderLate, &self.defender_late, defender.late),
        ];
        for (pool, faces, expected) in pools {
            if faces.len() != expected as usize {
                return Err(HisError::WrongFaceCount {
                    pool,
                    expected,
                    got: faces.len(),
                });
            }
            if let Some(&face) = faces.iter().find(|f| !(1..=6).contains(*f)) {
                return Err(HisError::Dice(DiceError::BadFace { face }));
            }
        }
        Ok(())
    }

    /// The side's hits at the roll and after it.
    pub fn hits(&self, side: Side) -> (u32, u32) {
        match side {
            Side::Attacker => (count_hits(&self.attacker), count_hits(&self.attacker_late)),
            Side::Defender => (count_hits(&self.defender), count_hits(&self.defender_late)),
        }
    }
}

/// Each pool's hits, when the players count only the hits of their dice:
/// all a battle die decides is whether it hits (5 or 6), so a pool of 23
/// dice is 23 faces to enter but one number to read off the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Hits {
    pub attacker: u32,
    pub defender: u32,
    pub attacker_late: u32,
    pub defender_late: u32,
}

impl Hits {
    /// The hits among each pool of `faces`.
    pub fn of(faces: &Faces) -> Hits {
        Hits {
            attacker: count_hits(&faces.attacker),
            defender: count_hits(&faces.defender),
            attacker_late: count_hits(&faces.attacker_late),
            defender_late: count_hits(&faces.defender_late),
        }
    }

    /// Check that no pool has more hits than the side rolled dice in it.
    pub fn check(&self, attacker: &DiceCount, defender: &DiceCount) -> Result<(), HisError> {
        let pools = [
            (Pool::Attacker, self.attacker, attacker.rolled),
            (Pool::Defender, self.defender, defender.rolled),
            (Pool::AttackerLate, self.attacker_late, attacker.late),
            (Pool::DefenderLate, self.defender_late, defender.late),
        ];
        for (pool, hits, dice) in pools {
            if hits > dice {
                return Err(HisError::TooManyHits { pool, hits, dice });
            }
        }
        Ok(())
    }
}

/// What the players report of a roll: every face, or only each pool's
/// hits. The battles resolve both the same way; only the steps differ
/// (the faces are shown when there are any).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Rolled<'a> {
    Faces(&'a Faces),
    Hits(&'a Hits),
}

impl Rolled<'_> {
    pub(crate) fn check(&self, attacker: &DiceCount, defender: &DiceCount) -> Result<(), HisError> {
        match self {
            Rolled::Faces(f) => f.check(attacker, defender),
            Rolled::Hits(h) => h.check(attacker, defender),
        }
    }

    /// The faces for a report: none when only the hits were entered.
    pub(crate) fn faces(&self) -> Faces {
        match self {
            Rolled::Faces(f) => (*f).clone(),
            Rolled::Hits(_) => Faces::default(),
        }
    }
}

/// A value and its exact probability (a marginal distribution).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Share {
    pub value: u32,
    pub probability: Fraction,
}

pub(crate) fn shares(d: &Dist) -> Vec<Share> {
    d.iter()
        .map(|(v, probability)| Share {
            // hit counts are never negative
            value: u32::try_from(v).unwrap_or(0),
            probability,
        })
        .collect()
}

/// Most land units inside a city's fortifications (H.4, H.5: «любое
/// количество до четырёх включительно отрядов … могут отступить в
/// укрепления»; «Общее количество отрядов внутри укреплений не может
/// превышать 4»).
pub const MAX_BESIEGED: u32 = 4;

/// At most [`MAX_BESIEGED`] units inside the fortifications.
pub(crate) const fn check_besieged(besieged: u32) -> Result<(), HisError> {
    if besieged > MAX_BESIEGED {
        return Err(HisError::TooManyBesieged {
            besieged,
            max: MAX_BESIEGED,
        });
    }
    Ok(())
}

/// Why a Here I Stand resolver could not answer. Each variant carries the
/// value that was wrong, so the UI can show it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum HisError {
    /// A side with no units where the battle needs some.
    #[error("the {} has no units", .side.code())]
    NoUnits { side: Side },
    /// Cards took away more dice than the side had.
    #[error("cards leave the {} {dice} dice", .side.code())]
    NegativeDice { side: Side, dice: i32 },
    /// Corsairs on a side that is not the Ottomans' (only the Ottomans have
    /// corsairs, and only their losses have a corsair rule, H.6).
    #[error("{corsairs} corsairs on the {}, which is not the Ottoman side", .side.code())]
    CorsairsNotOttoman { side: Side, corsairs: u16 },
    /// A relief force said to include more besieged units than it has.
    #[error("{besieged} besieged units in a relief force of {units} units")]
    BesiegedExceedUnits { besieged: u16, units: u16 },
    /// More units inside the fortifications than they hold: «Общее
    /// количество отрядов внутри укреплений не может превышать 4».
    #[error("{besieged} units inside the fortifications; at most {max}")]
    TooManyBesieged { besieged: u32, max: u32 },
    /// A card played after the roll in a battle the text does not play it
    /// in (e.g. «Профессиональные гребцы» on land).
    #[error("{} is not played in a {battle:?} battle", .card.code())]
    CardNotInBattle { card: Card, battle: Battle },
    /// «Янычары» for a side that is not the Ottomans' (`ottoman`: the
    /// Ottoman side, if any): «Если одна из держав, участвующих в сражении
    /// – это Османы … они могут разыграть её».
    #[error("janissaries for the {}, which is not the Ottoman side", .side.code())]
    JanissariesNotOttoman { side: Side, ottoman: Option<Side> },
    /// A card's dice for a side the text does not give them to
    /// («Осадная артиллерия»: «чтобы дать атакующему …»).
    #[error("{} for the {}: the text gives its dice to the other side", .card.code(), .side.code())]
    CardNotForSide { card: Card, side: Side },
    /// A card played with no dice.
    #[error("{} played with no dice", .card.code())]
    NoCardDice { card: Card },
    /// A card played twice in one battle.
    #[error("{} is already played in this battle", .card.code())]
    CardTwice { card: Card },
    /// More dice after the roll than exact odds hold
    /// ([`late::MAX_LATE_DICE`]).
    #[error("{dice} dice after the roll: at most {max} for exact odds")]
    TooManyLateDice { dice: u8, max: u8 },
    /// An admiral picked for a land roll (land rolls take the best leader).
    #[error("admiral {pick} picked for a land roll, which takes the best leader")]
    PickOnLand { pick: usize },
    /// The picked admiral is not in the list.
    #[error("admiral {pick} picked out of {admirals}")]
    PickOutOfRange { pick: usize, admirals: usize },
    /// A cavalry modifier on a naval roll (there is none at sea, H.3).
    #[error("no cavalry modifier at sea")]
    CavalryAtSea,
    /// The automatic evasion (all units lost a field battle earlier this
    /// impulse) asked for a roll that is not a land evasion.
    #[error("automatic success is for a land evasion, not {}", .kind.code())]
    AutomaticNotEvasion { kind: roll::RollKind },
    /// A pool of entered faces of the wrong size.
    #[error("{got} faces for the {pool:?} pool, which rolls {expected}")]
    WrongFaceCount {
        pool: Pool,
        expected: u32,
        got: usize,
    },
    /// More hits entered for a pool than it has dice.
    #[error("{hits} hits for the {pool:?} pool, which rolls {dice}")]
    TooManyHits { pool: Pool, hits: u32, dice: u32 },
    /// A die could not be read, or a face is not 1..=6.
    #[error("{0}")]
    Dice(DiceError),
    /// Too many dice for exact odds (the denominators would not fit).
    #[error("{attacker_dice} dice against {defender_dice}: too many for exact odds")]
    TooManyDice {
        attacker_dice: u32,
        defender_dice: u32,
        error: DistError,
    },
}

fn too_many(attacker: &DiceCount, defender: &DiceCount) -> impl Fn(DistError) -> HisError + use<> {
    let (attacker_dice, defender_dice) = (attacker.all(), defender.all());
    move |error| HisError::TooManyDice {
        attacker_dice,
        defender_dice,
        error,
    }
}

/// The joint distribution of the two sides' hits, as exact weights: the
/// odds of every battle are a function of it.
pub(crate) fn joint_hits<T: Ord + Clone>(
    attacker: &DiceCount,
    defender: &DiceCount,
    outcome: impl Fn(u32, u32) -> T,
) -> Result<crate::dist::Tally<T>, HisError> {
    let too_many = too_many(attacker, defender);
    let a = hits_of(attacker.all()).map_err(&too_many)?;
    let d = hits_of(defender.all()).map_err(&too_many)?;
    // hits are 0..=dice, never negative
    let to_u32 = |v: i32| u32::try_from(v).unwrap_or(0);
    a.joint(&d, |x, y| outcome(to_u32(x), to_u32(y)))
        .map_err(too_many)
}

/// The distribution of each side's hits.
pub(crate) fn marginals(
    attacker: &DiceCount,
    defender: &DiceCount,
) -> Result<(Vec<Share>, Vec<Share>), HisError> {
    let too_many = too_many(attacker, defender);
    Ok((
        shares(&hits_of(attacker.all()).map_err(&too_many)?),
        shares(&hits_of(defender.all()).map_err(&too_many)?),
    ))
}

/// The steps that end one side's dice count: card dice (if any), the dice
/// rolled, each card played after the roll for the side (`cards`).
pub(crate) fn count_steps(
    section: Section,
    side: Side,
    count: &DiceCount,
    cards: &LateCards,
    steps: &mut Vec<Step>,
) {
    if count.cards != 0 {
        steps.push(Step::new(
            section,
            Rule::CardDice {
                side,
                dice: count.cards,
            },
        ));
    }
    steps.push(Step::new(
        section,
        Rule::DiceTotal {
            side,
            dice: count.rolled,
        },
    ));
    for c in cards.iter().filter(|c| c.side == side) {
        steps.push(Step::new(
            section,
            Rule::LateDice {
                card: c.card,
                side,
                dice: u32::from(c.dice),
            },
        ));
    }
}

/// A step per pool rolled (its faces and hits, or only the hits entered)
/// and each side's hits, late dice included: `[attacker, defender]`.
/// `late` is each side's dice after the roll.
pub(crate) fn hit_steps(
    section: Section,
    rolled: Rolled<'_>,
    late: [u32; 2],
    steps: &mut Vec<Step>,
) -> [u32; 2] {
    let hits = match rolled {
        Rolled::Faces(f) => Hits::of(f),
        Rolled::Hits(h) => *h,
    };
    let mut total = [0u32; 2];
    for (i, side) in Side::ALL.into_iter().enumerate() {
        let late_dice = late[i] > 0;
        let (at_roll, late) = match side {
            Side::Attacker => (hits.attacker, hits.attacker_late),
            Side::Defender => (hits.defender, hits.defender_late),
        };
        match rolled {
            Rolled::Faces(faces) => {
                let (pool, late_faces) = match side {
                    Side::Attacker => (&faces.attacker, &faces.attacker_late),
                    Side::Defender => (&faces.defender, &faces.defender_late),
                };
                steps.push(Step::new(
                    section,
                    Rule::Hits {
                        side,
                        faces: pool.clone(),
                        hits: at_roll,
                    },
                ));
                if late_dice {
                    steps.push(Step::new(
                        section,
                        Rule::LateHits {
                            side,
                            faces: late_faces.clone(),
                            hits: late,
                        },
                    ));
                }
            }
            Rolled::Hits(_) => {
                steps.push(Step::new(
                    section,
                    Rule::HitsEntered {
                        side,
                        late: false,
                        hits: at_roll,
                    },
                ));
                if late_dice {
                    steps.push(Step::new(
                        section,
                        Rule::HitsEntered {
                            side,
                            late: true,
                            hits: late,
                        },
                    ));
                }
            }
        }
        total[i] = at_roll + late;
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use shturman_rules::dice::ScriptedDice;

    #[test]
    fn five_and_six_hit() {
        let hits: Vec<u8> = (1..=6).filter(|f| is_hit(*f)).collect();
        assert_eq!(hits, [5, 6]);
        assert_eq!(HIT_CHANCE.to_string(), "1/3");
    }

    #[test]
    fn dice_count_rejects_negative_cards() {
        assert_eq!(
            DiceCount::new(Side::Defender, 1, 0, 1, -3, 0),
            Err(HisError::NegativeDice {
                side: Side::Defender,
                dice: -1
            })
        );
        let c = DiceCount::new(Side::Attacker, 4, 2, 0, 1, 3).unwrap();
        assert_eq!((c.rolled, c.all(), c.base()), (7, 10, 6));
    }

    #[test]
    fn faces_roll_in_pool_order_and_check() {
        let a = DiceCount::new(Side::Attacker, 2, 0, 0, 0, 1).unwrap();
        let d = DiceCount::new(Side::Defender, 1, 0, 1, 0, 0).unwrap();
        let mut dice = ScriptedDice::new([1, 2, 3, 4, 5]).unwrap();
        let f = Faces::roll(&a, &d, &mut dice).unwrap();
        assert_eq!(f.attacker, [1, 2]);
        assert_eq!(f.defender, [3, 4]);
        assert_eq!(f.attacker_late, [5]);
        assert!(f.check(&a, &d).is_ok());
        let short = Faces {
            defender: vec![3],
            ..f.clone()
        };
        assert_eq!(
            short.check(&a, &d),
            Err(HisError::WrongFaceCount {
                pool: Pool::Defender,
                expected: 2,
                got: 1
            })
        );
        let bad = Faces {
            attacker: vec![1, 7],
            ..f
        };
        assert_eq!(
            bad.check(&a, &d),
            Err(HisError::Dice(DiceError::BadFace { face: 7 }))
        );
        let mut empty = ScriptedDice::new([]).unwrap();
        assert_eq!(
            Faces::roll(&a, &d, &mut empty),
            Err(HisError::Dice(DiceError::RanOut { used: 0 }))
        );
    }
}
