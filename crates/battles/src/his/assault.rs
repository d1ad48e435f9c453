//! The assault on a besieged city (digest H.5). This module owns its inputs
//! ([`Assault`], [`AssaultSide`]), the dice (the attacker's regulars and
//! mercenaries halved, rounded up, when the city has defenders, cavalry
//! counting as one; cavalry never rolls; the defender's die, even in an
//! empty city [H-6]), the one outcome function ([`outcome`]: losses of one
//! unit per hit, cavalry included; success; otherwise the siege goes on or
//! the attacker retreats [H-7]), the exact distribution ([`odds`]) and the
//! resolution ([`resolve`], [`resolve_faces`]).
//!
//! «Ландскнехты» and «Швейцарские наёмники» change the units the players
//! enter; combat cards are `card_dice`; «Осадная артиллерия», played after
//! the roll for the attacker, is the assault's `cards`.

use super::late::{self, AfterRoll, Battle, LateBattle, LateCard, LateCards};
use super::{
    DiceCount, EmptyCity, EqualAfterAssault, Faces, FailReason, HisError, HisOptions, Hits,
    Reading, Rolled, Rule, Section, Share, Side, Step, count_steps, hit_steps, joint_hits,
    marginals,
};
use shturman_rules::Fraction;
use shturman_rules::dice::DiceSource;

const H5: Section = Section::H5;

/// One side of an assault.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct AssaultSide {
    /// Regulars and mercenaries (each rolls; for the attacker, one die per
    /// two when the city has defenders).
    pub regulars: u16,
    /// Cavalry: rolls no dice, may be taken as losses, counts as a defender
    /// and in the siege's numbers.
    pub cavalry: u16,
    /// The battle rating of the side's best leader (the defender's: a
    /// besieged leader); `None`: no leader.
    pub leader: Option<u8>,
    /// Dice combat cards add (or take away) before the roll.
    pub card_dice: i8,
}

impl AssaultSide {
    /// `regulars` (and mercenaries) with the best leader's rating `leader`.
    pub const fn new(regulars: u16, leader: Option<u8>) -> AssaultSide {
        AssaultSide {
            regulars,
            cavalry: 0,
            leader,
            card_dice: 0,
        }
    }

    /// All land units, cavalry included.
    pub const fn units(&self) -> u32 {
        self.regulars as u32 + self.cavalry as u32
    }
}

/// An assault by the besieging army on the city.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Assault {
    /// The besieging army that assaults.
    pub attacker: AssaultSide,
    /// The besieged units in the city (possibly none).
    pub defender: AssaultSide,
    /// The city holds the defender's naval units or admirals (they go to the
    /// turn track if it falls).
    pub ships_in_port: bool,
    /// The card played after the roll: «Осадная артиллерия», the
    /// attacker's dice.
    pub cards: LateCards,
}

impl Assault {
    /// A checked assault.
    ///
    /// ```
    /// use shturman_battles::his::assault::{Assault, AssaultSide};
    /// assert!(Assault::new(AssaultSide::new(6, Some(1)), AssaultSide::new(2, None)).is_ok());
    /// assert!(Assault::new(AssaultSide::new(0, Some(1)), AssaultSide::new(2, None)).is_err());
    /// ```
    pub fn new(attacker: AssaultSide, defender: AssaultSide) -> Result<Assault, HisError> {
        let a = Assault {
            attacker,
            defender,
            ships_in_port: false,
            cards: LateCards::NONE,
        };
        a.dice(&HisOptions::default())?;
        Ok(a)
    }

    /// Whether the city has defending units (cavalry counts).
    pub const fn defended(&self) -> bool {
        self.defender.units() > 0
    }

    /// Check the assault and count the dice.
    pub fn dice(&self, options: &HisOptions) -> Result<(DiceCount, DiceCount), HisError> {
        if self.attacker.units() == 0 {
            return Err(HisError::NoUnits {
                side: Side::Attacker,
            });
        }
        super::check_besieged(self.defender.units())?;
        // «Осадная артиллерия» only, and only for the attacker: the
        // defender's late dice stay 0
        self.cards.check(Battle::Assault, None)?;
        let regulars = u32::from(self.attacker.regulars);
        let attacker_units = if self.defended() {
            regulars.div_ceil(2)
        } else {
            regulars
        };
        let bonus = match (self.defended(), options.empty_city) {
            (true, _) | (false, EmptyCity::OneDie) => 1,
            (false, EmptyCity::NoDie) => 0,
        };
        let ad = DiceCount::new(
            Side::Attacker,
            attacker_units,
            u32::from(self.attacker.leader.unwrap_or(0)),
            0,
            i32::from(self.attacker.card_dice),
            self.cards.dice(Side::Attacker),
        )?;
        let dd = DiceCount::new(
            Side::Defender,
            u32::from(self.defender.regulars),
            u32::from(self.defender.leader.unwrap_or(0)),
            bonus,
            i32::from(self.defender.card_dice),
            0,
        )?;
        Ok((ad, dd))
    }
}

/// How an assault ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum AssaultResult {
    /// At least one hit, no defending unit left, at least one attacking
    /// unit left: the city is taken.
    Captured,
    /// Failed; the besiegers still outnumber the besieged (or equal them,
    /// [H-7] siege_continues).
    SiegeContinues,
    /// Failed; the besiegers no longer outnumber the besieged: the attacker
    /// retreats (15.3).
    AttackerRetreats,
    /// Failed with every attacking unit destroyed: its leaders go to the
    /// nearest fortified city or the capital.
    AttackerDestroyed,
}

/// What an assault ends in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AssaultOutcome {
    pub result: AssaultResult,
    /// Attacking units left, cavalry included.
    pub attacker_left: u32,
    /// Defending units left, cavalry included.
    pub defender_left: u32,
}

/// The outcome of `attacker_hits` (siege artillery included) against
/// `defender_hits`. `odds` and `resolve` both use it.
///
/// ```
/// use shturman_battles::his::assault::{outcome, Assault, AssaultResult, AssaultSide};
/// use shturman_battles::his::HisOptions;
/// let calais = Assault::new(AssaultSide::new(6, Some(1)), AssaultSide::new(2, None)).unwrap();
/// let o = outcome(&calais, &HisOptions::default(), 2, 3);
/// assert_eq!(o.result, AssaultResult::Captured);
/// assert_eq!((o.attacker_left, o.defender_left), (3, 0));
/// ```
pub fn outcome(
    assault: &Assault,
    options: &HisOptions,
    attacker_hits: u32,
    defender_hits: u32,
) -> AssaultOutcome {
    let a_units = assault.attacker.units();
    let d_units = assault.defender.units();
    let attacker_left = a_units - defender_hits.min(a_units);
    let defender_left = d_units - attacker_hits.min(d_units);
    let result = if attacker_hits >= 1 && defender_left == 0 && attacker_left >= 1 {
        AssaultResult::Captured
    } else if attacker_left == 0 {
        AssaultResult::AttackerDestroyed
    } else if attacker_left > defender_left {
        AssaultResult::SiegeContinues
    } else if attacker_left == defender_left {
        match options.equal_after_assault {
            EqualAfterAssault::AttackerRetreats => AssaultResult::AttackerRetreats,
            EqualAfterAssault::SiegeContinues => AssaultResult::SiegeContinues,
        }
    } else {
        AssaultResult::AttackerRetreats
    };
    AssaultOutcome {
        result,
        attacker_left,
        defender_left,
    }
}

/// Whether [H-7] decided this outcome.
fn h7_decided(o: &AssaultOutcome) -> bool {
    o.result != AssaultResult::Captured && o.attacker_left > 0 && o.attacker_left == o.defender_left
}

/// One outcome and its exact probability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AssaultShare {
    pub outcome: AssaultOutcome,
    pub probability: Fraction,
}

/// An assault before the roll.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AssaultOdds {
    pub attacker_dice: DiceCount,
    pub defender_dice: DiceCount,
    pub attacker_hits: Vec<Share>,
    pub defender_hits: Vec<Share>,
    /// The city is taken.
    pub success: Fraction,
    pub siege_continues: Fraction,
    pub attacker_retreats: Fraction,
    pub attacker_destroyed: Fraction,
    pub outcomes: Vec<AssaultShare>,
    pub readings: Vec<Reading>,
    pub steps: Vec<Step>,
}

fn dice_steps(
    assault: &Assault,
    options: &HisOptions,
    ad: &DiceCount,
    dd: &DiceCount,
) -> Vec<Step> {
    let mut steps = Vec::with_capacity(12);
    for (side, s, count) in [
        (Side::Attacker, &assault.attacker, ad),
        (Side::Defender, &assault.defender, dd),
    ] {
        let units = u32::from(s.regulars);
        let halved = side == Side::Attacker && assault.defended();
        steps.push(Step::new(
            H5,
            if halved {
                Rule::HalfUnitDice {
                    side,
                    units,
                    dice: count.units,
                }
            } else {
                Rule::UnitDice {
                    side,
                    units,
                    dice: count.units,
                }
            },
        ));
        if s.cavalry > 0 {
            steps.push(Step::new(
                H5,
                Rule::CavalryNoDice {
                    side,
                    cavalry: u32::from(s.cavalry),
                },
            ));
        }
        if let Some(rating) = s.leader {
            steps.push(Step::new(H5, Rule::LeaderDice { side, rating }));
        }
        if side == Side::Defender {
            let h6 = Reading::H6EmptyCity;
            steps.push(match (assault.defended(), options.empty_city) {
                (true, _) => Step::new(H5, Rule::DefenderDie),
                (false, EmptyCity::OneDie) => Step::reading(H5, Rule::EmptyCityDie, h6),
                (false, EmptyCity::NoDie) => Step::reading(H5, Rule::EmptyCityNoDie, h6),
            });
        }
        count_steps(H5, side, count, &assault.cards, &mut steps);
    }
    steps
}

/// The dice each side rolls and the exact distribution of every outcome.
///
/// Calais: 6 French regulars and Francis (1) against 2 English regulars:
/// 3 + 1 dice against 2 + 1; two hits take the city.
///
/// ```
/// use shturman_battles::his::assault::{odds, Assault, AssaultSide};
/// use shturman_battles::his::HisOptions;
/// let calais = Assault::new(AssaultSide::new(6, Some(1)), AssaultSide::new(2, None)).unwrap();
/// let o = odds(&calais, &HisOptions::default()).unwrap();
/// assert_eq!((o.attacker_dice.rolled, o.defender_dice.rolled), (4, 3));
/// assert_eq!(o.success.to_string(), "11/27");
/// ```
pub fn odds(assault: &Assault, options: &HisOptions) -> Result<AssaultOdds, HisError> {
    let (ad, dd) = assault.dice(options)?;
    let tally = joint_hits(&ad, &dd, |a, d| outcome(assault, options, a, d))?;
    let mut readings = Vec::new();
    if !assault.defended() {
        readings.push(Reading::H6EmptyCity);
    }
    if tally.iter().any(|(o, _)| h7_decided(o)) {
        readings.push(Reading::H7EqualAfterAssault);
    }
    let p = |r: AssaultResult| tally.probability(|o| o.result == r);
    let (attacker_hits, defender_hits) = marginals(&ad, &dd)?;
    Ok(AssaultOdds {
        attacker_hits,
        defender_hits,
        success: p(AssaultResult::Captured),
        siege_continues: p(AssaultResult::SiegeContinues),
        attacker_retreats: p(AssaultResult::AttackerRetreats),
        attacker_destroyed: p(AssaultResult::AttackerDestroyed),
        outcomes: tally
            .iter()
            .map(|(outcome, probability)| AssaultShare {
                outcome: *outcome,
                probability,
            })
            .collect(),
        readings,
        steps: dice_steps(assault, options, &ad, &dd),
        attacker_dice: ad,
        defender_dice: dd,
    })
}

/// Whether to play «Осадная артиллерия» after the roll (step 8): with the
/// hits each side rolled (`rolled`), the outcomes without the card and
/// with `card.dice` more dice for the attacker (the card is only the
/// attacker's: `card.side` the defender is refused, as is any other card);
/// winning is taking the city.
///
/// ```
/// use shturman_battles::his::assault::{after_roll, Assault, AssaultSide};
/// use shturman_battles::his::{Card, HisOptions, Hits, LateCard, Side};
/// let calais = Assault::new(AssaultSide::new(6, Some(1)), AssaultSide::new(2, None)).unwrap();
/// let rolled = Hits { attacker: 1, defender: 1, ..Hits::default() };
/// let card = LateCard { card: Card::SiegeArtillery, side: Side::Attacker, dice: 2 };
/// let r = after_roll(&calais, &HisOptions::default(), &rolled, card).unwrap();
/// assert_eq!(r.with.wins.to_string(), "5/9");
/// ```
pub fn after_roll(
    assault: &Assault,
    options: &HisOptions,
    rolled: &Hits,
    card: LateCard,
) -> Result<AfterRoll<AssaultOutcome>, HisError> {
    let l = LateBattle {
        cards: |x: &Assault| x.cards,
        with_cards: |x: &Assault, cards| Assault { cards, ..*x },
        dice: |x: &Assault| x.dice(options),
        outcome: |x: &Assault, _, a, d| outcome(x, options, a, d),
        mine: |o: &AssaultOutcome, side| {
            let taken = o.result == AssaultResult::Captured;
            match side {
                Side::Attacker => (taken, o.attacker_left),
                Side::Defender => (!taken, o.defender_left),
            }
        },
    };
    late::after_roll(assault, rolled, card, &l)
}

/// A resolved assault.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AssaultReport {
    pub attacker_dice: DiceCount,
    pub defender_dice: DiceCount,
    pub faces: Faces,
    /// Hits scored, «Осадная артиллерия» included.
    pub attacker_hits: u32,
    pub defender_hits: u32,
    pub outcome: AssaultOutcome,
    pub steps: Vec<Step>,
}

/// Roll the attacker's dice, the defender's, then the siege artillery's,
/// from `dice`, and resolve.
pub fn resolve(
    assault: &Assault,
    options: &HisOptions,
    dice: &mut dyn DiceSource,
) -> Result<AssaultReport, HisError> {
    let (ad, dd) = assault.dice(options)?;
    let faces = Faces::roll(&ad, &dd, dice)?;
    resolve_faces(assault, options, &faces)
}

/// Resolve the faces rolled.
pub fn resolve_faces(
    assault: &Assault,
    options: &HisOptions,
    faces: &Faces,
) -> Result<AssaultReport, HisError> {
    resolve_rolled(assault, options, Rolled::Faces(faces))
}

/// Resolve the hits entered for each pool, without the faces: the same
/// result as any faces with those hits.
pub fn resolve_hits(
    assault: &Assault,
    options: &HisOptions,
    hits: &Hits,
) -> Result<AssaultReport, HisError> {
    resolve_rolled(assault, options, Rolled::Hits(hits))
}

fn resolve_rolled(
    assault: &Assault,
    options: &HisOptions,
    rolled: Rolled<'_>,
) -> Result<AssaultReport, HisError> {
    let (ad, dd) = assault.dice(options)?;
    rolled.check(&ad, &dd)?;
    let mut steps = dice_steps(assault, options, &ad, &dd);
    // The defender has no late dice here (`dice` checks), so the second
    // count is its roll.
    let [ah, dh] = hit_steps(H5, rolled, [ad.late, dd.late], &mut steps);
    let o = outcome(assault, options, ah, dh);
    for (side, units, taken, left) in [
        (
            Side::Attacker,
            assault.attacker.units(),
            dh,
            o.attacker_left,
        ),
        (
            Side::Defender,
            assault.defender.units(),
            ah,
            o.defender_left,
        ),
    ] {
        steps.push(Step::new(
            H5,
            Rule::UnitLosses {
                side,
                hits_taken: taken,
                lost: units - left,
                left,
            },
        ));
    }
    let besiege = |rule| {
        if h7_decided(&o) {
            Step::reading(H5, rule, Reading::H7EqualAfterAssault)
        } else {
            Step::new(H5, rule)
        }
    };
    let counts = (o.attacker_left, o.defender_left);
    match o.result {
        AssaultResult::Captured => {
            steps.push(Step::new(H5, Rule::CityTaken));
            if assault.defender.leader.is_some() {
                steps.push(Step::new(
                    H5,
                    Rule::LeadersCaptured {
                        side: Side::Defender,
                    },
                ));
            }
            if assault.ships_in_port {
                steps.push(Step::new(H5, Rule::NavalUnitsToTurnTrack));
            }
        }
        AssaultResult::SiegeContinues
        | AssaultResult::AttackerRetreats
        | AssaultResult::AttackerDestroyed => {
            let reason = if ah == 0 {
                FailReason::NoHit
            } else if o.defender_left > 0 {
                FailReason::DefendersLeft
            } else {
                FailReason::NoAttackerLeft
            };
            steps.push(Step::new(H5, Rule::AssaultFailed { reason }));
            let (besiegers, besieged) = counts;
            match o.result {
                AssaultResult::SiegeContinues => steps.push(besiege(Rule::SiegeContinues {
                    besiegers,
                    besieged,
                })),
                AssaultResult::AttackerRetreats => steps.push(besiege(Rule::AttackerRetreats {
                    besiegers,
                    besieged,
                })),
                AssaultResult::AttackerDestroyed => {
                    steps.push(Step::new(
                        H5,
                        Rule::NoRetreat {
                            side: Side::Attacker,
                        },
                    ));
                    if assault.attacker.leader.is_some() {
                        steps.push(Step::new(H5, Rule::LeadersToFortifiedCity));
                    }
                }
                AssaultResult::Captured => {}
            }
        }
    }
    Ok(AssaultReport {
        attacker_dice: ad,
        defender_dice: dd,
        faces: rolled.faces(),
        attacker_hits: ah,
        defender_hits: dh,
        outcome: o,
        steps,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assault(ar: u16, ac: u16, al: Option<u8>, dr: u16, dc: u16, dl: Option<u8>) -> Assault {
        Assault {
            attacker: AssaultSide {
                cavalry: ac,
                ..AssaultSide::new(ar, al)
            },
            defender: AssaultSide {
                cavalry: dc,
                ..AssaultSide::new(dr, dl)
            },
            ships_in_port: false,
            cards: LateCards::NONE,
        }
    }

    /// Dice: attacker regulars (halved, rounded up, if the city has
    /// defenders; cavalry counts as one) + leader; defender regulars +
    /// leader + 1; cavalry never rolls.
    #[test]
    fn dice_table() {
        let rows = [
            // attacker regs, cav, leader; defender regs, cav, leader; dice
            ((6, 0, Some(1)), (2, 0, None), (4, 3)),
            ((5, 0, None), (1, 0, None), (3, 2)),
            ((5, 3, Some(2)), (0, 0, None), (7, 1)),
            ((5, 0, Some(2)), (0, 1, None), (5, 1)),
            ((1, 0, None), (3, 1, Some(1)), (1, 5)),
            ((0, 2, Some(1)), (1, 0, None), (1, 2)),
        ];
        for ((ar, ac, al), (dr, dc, dl), (ea, ed)) in rows {
            let a = assault(ar, ac, al, dr, dc, dl);
            let (ad, dd) = a.dice(&HisOptions::default()).unwrap();
            assert_eq!((ad.rolled, dd.rolled), (ea, ed), "{a:?}");
        }
        // [H-6] no_die: an empty city rolls only a besieged leader.
        let no_die = HisOptions {
            empty_city: EmptyCity::NoDie,
            ..HisOptions::default()
        };
        let a = assault(3, 0, None, 0, 0, Some(1));
        assert_eq!(a.dice(&no_die).unwrap().1.rolled, 1);
        assert_eq!(a.dice(&HisOptions::default()).unwrap().1.rolled, 2);
    }

    #[test]
    fn a_fortress_holds_at_most_four_units() {
        // «Общее количество отрядов внутри укреплений не может превышать 4.»
        let o = HisOptions::default();
        assert!(assault(8, 0, None, 3, 1, None).dice(&o).is_ok());
        assert_eq!(
            assault(8, 0, None, 4, 1, None).dice(&o),
            Err(HisError::TooManyBesieged {
                besieged: 5,
                max: 4
            })
        );
    }

    #[test]
    fn success_needs_a_hit_an_empty_city_and_a_survivor() {
        let o = HisOptions::default();
        // Empty city: no hit is no success, whatever is left.
        let empty = assault(3, 0, None, 0, 0, None);
        assert_eq!(
            outcome(&empty, &o, 0, 0).result,
            AssaultResult::SiegeContinues
        );
        assert_eq!(outcome(&empty, &o, 1, 0).result, AssaultResult::Captured);
        // Cavalry is a defender and can be taken as a loss.
        let cav = assault(4, 0, None, 1, 1, None);
        assert_eq!(outcome(&cav, &o, 1, 0).defender_left, 1);
        assert_eq!(outcome(&cav, &o, 2, 0).result, AssaultResult::Captured);
        // Every attacker destroyed: no success even with the city emptied.
        let thin = assault(1, 0, Some(1), 1, 0, None);
        assert_eq!(
            outcome(&thin, &o, 1, 1).result,
            AssaultResult::AttackerDestroyed
        );
    }

    #[test]
    fn h7_equal_numbers() {
        // 3 attack 2; one hit each way: 2 against 1 goes on; two defender
        // hits: 1 against 1 is [H-7]'s case.
        let a = assault(3, 0, None, 2, 0, None);
        let d = HisOptions::default();
        assert_eq!(outcome(&a, &d, 1, 1).result, AssaultResult::SiegeContinues);
        assert_eq!(
            outcome(&a, &d, 1, 2).result,
            AssaultResult::AttackerRetreats
        );
        let goes_on = HisOptions {
            equal_after_assault: EqualAfterAssault::SiegeContinues,
            ..d
        };
        assert_eq!(
            outcome(&a, &goes_on, 1, 2).result,
            AssaultResult::SiegeContinues
        );
        assert!(
            odds(&a, &d)
                .unwrap()
                .readings
                .contains(&Reading::H7EqualAfterAssault)
        );
        let faces = Faces {
            attacker: vec![6, 1],
            defender: vec![5, 6, 1],
            ..Faces::default()
        };
        let r = resolve_faces(&a, &d, &faces).unwrap();
        let last = r.steps.last().unwrap();
        assert_eq!(last.reading, Some(Reading::H7EqualAfterAssault));
    }

    #[test]
    fn bad_assaults() {
        let d = HisOptions::default();
        assert_eq!(
            assault(0, 0, Some(2), 1, 0, None).dice(&d),
            Err(HisError::NoUnits {
                side: Side::Attacker
            })
        );
        use crate::his::Card;
        let mut a = assault(2, 0, None, 1, 0, None);
        a.cards = LateCards::of(&[LateCard {
            card: Card::SiegeArtillery,
            side: Side::Defender,
            dice: 2,
        }])
        .unwrap();
        assert_eq!(
            odds(&a, &d),
            Err(HisError::CardNotForSide {
                card: Card::SiegeArtillery,
                side: Side::Defender,
            })
        );
    }
}
