//! The field battle (digest H.4). This module owns its inputs
//! ([`FieldBattle`], [`FieldSide`], [`Site`]), the dice each side rolls,
//! the one outcome function ([`outcome`]: the winner, ties to the defender,
//! losses capped by the units present, both wiped out [H-5]), the exact
//! distribution of outcomes ([`odds`]) and the resolution of rolled or
//! entered faces with leaders captured and retreat notes ([`resolve`],
//! [`resolve_faces`]).
//!
//! Cards that change unit counts («Ландскнехты», «Швейцарские наёмники»)
//! are applied by the players before they enter the units; combat cards
//! that change the dice are `card_dice`; «Янычары», played after the roll
//! by the Ottoman side (`ottoman`), are the battle's `cards` (the odds
//! before rolling have none).

use super::late::{self, AfterRoll, Battle, LateBattle, LateCard, LateCards};
use super::{
    BothWipedOut, Decision, DiceCount, Faces, HisError, HisOptions, Hits, Reading, RetreatTo,
    Rolled, Rule, Section, Share, Side, Step, count_steps, hit_steps, joint_hits, marginals,
};
use shturman_rules::Fraction;
use shturman_rules::dice::DiceSource;

const H4: Section = Section::H4;

/// Units that may retreat into the fortifications of a city (14.1; also
/// the relief force that lost on a tie).
pub const FORTIFICATION_CAPACITY: u32 = 4;

/// One side of a field battle, after «Ландскнехты» and «Швейцарские
/// наёмники».
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct FieldSide {
    /// Land units (regulars, mercenaries and cavalry alike); for the
    /// defender, of all defending powers.
    pub units: u16,
    /// The battle rating of the side's best leader; `None`: no leader.
    pub leader: Option<u8>,
    /// Dice combat cards add (or take away) before the roll.
    pub card_dice: i8,
}

impl FieldSide {
    /// `units` with the best leader's rating `leader`, no cards.
    pub const fn new(units: u16, leader: Option<u8>) -> FieldSide {
        FieldSide {
            units,
            leader,
            card_dice: 0,
        }
    }
}

/// Where the battle is fought: what the loser's retreat may be.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Site {
    /// An unfortified city, or one the defender does not control.
    #[default]
    Open,
    /// A fortified city the defender controls: up to 4 of its units may
    /// retreat into the fortifications; if the attacker wins it checks for
    /// a siege (step 12).
    Fortified,
    /// A relief force (the attacker) attacks the besiegers; `besieged` of
    /// its units came out of the fortifications to fight.
    Relief { besieged: u16 },
}

/// A field battle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FieldBattle {
    /// The active power's moving army.
    pub attacker: FieldSide,
    /// The units in the city, or the interceptors.
    pub defender: FieldSide,
    pub site: Site,
    /// The Ottoman side, if the Ottomans fight («Янычары» are theirs).
    pub ottoman: Option<Side>,
    /// The cards played after the roll: «Янычары», the Ottomans'.
    pub cards: LateCards,
}

impl FieldBattle {
    /// A checked battle.
    ///
    /// ```
    /// use shturman_battles::his::field::{FieldBattle, FieldSide, Site};
    /// let b = FieldBattle::new(FieldSide::new(4, Some(2)), FieldSide::new(3, Some(1)), Site::Open);
    /// assert!(b.is_ok());
    /// assert!(FieldBattle::new(FieldSide::new(0, None), FieldSide::new(3, None), Site::Open).is_err());
    /// ```
    pub fn new(
        attacker: FieldSide,
        defender: FieldSide,
        site: Site,
    ) -> Result<FieldBattle, HisError> {
        let b = FieldBattle {
            attacker,
            defender,
            site,
            ottoman: None,
            cards: LateCards::NONE,
        };
        b.dice()?;
        Ok(b)
    }

    /// Check the battle and count each side's dice: attacker = units + best
    /// leader's rating (+ cards); defender = units + best leader's rating +
    /// 1 (+ cards); the cards after the roll as the text allows them.
    pub fn dice(&self) -> Result<(DiceCount, DiceCount), HisError> {
        for (side, s) in [
            (Side::Attacker, &self.attacker),
            (Side::Defender, &self.defender),
        ] {
            if s.units == 0 {
                return Err(HisError::NoUnits { side });
            }
        }
        if let Site::Relief { besieged } = self.site {
            if besieged > self.attacker.units {
                return Err(HisError::BesiegedExceedUnits {
                    besieged,
                    units: self.attacker.units,
                });
            }
            super::check_besieged(u32::from(besieged))?;
        }
        self.cards.check(Battle::Field, self.ottoman)?;
        let count = |side: Side, s: &FieldSide, bonus: u32| {
            DiceCount::new(
                side,
                u32::from(s.units),
                u32::from(s.leader.unwrap_or(0)),
                bonus,
                i32::from(s.card_dice),
                self.cards.dice(side),
            )
        };
        Ok((
            count(Side::Attacker, &self.attacker, 0)?,
            count(Side::Defender, &self.defender, 1)?,
        ))
    }

    fn side(&self, side: Side) -> &FieldSide {
        match side {
            Side::Attacker => &self.attacker,
            Side::Defender => &self.defender,
        }
    }
}

/// What a field battle ends in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FieldOutcome {
    pub winner: Side,
    /// `TieToDefender`: the attacker lost on a tie, apart from losing with
    /// fewer hits (a relief force may then retreat into the fortifications).
    pub decided: Decision,
    pub attacker_left: u16,
    pub defender_left: u16,
    /// Both sides were wiped out and this one kept a unit ([H-5]).
    pub kept_by: Option<Side>,
}

impl FieldOutcome {
    /// Units the side has left.
    pub const fn left(&self, side: Side) -> u16 {
        match side {
            Side::Attacker => self.attacker_left,
            Side::Defender => self.defender_left,
        }
    }
}

/// The outcome of `attacker_hits` against `defender_hits` (all hits, late
/// dice included): more hits wins, ties go to the defender; each side loses
/// one unit per hit taken, never more than it has; if both are wiped out
/// the side that rolled more dice (ties: the defender) keeps one unit.
/// `odds` and `resolve` both use it.
///
/// ```
/// use shturman_battles::his::field::{outcome, FieldBattle, FieldSide, Site};
/// use shturman_battles::his::{Decision, HisOptions, Side};
/// let b = FieldBattle::new(FieldSide::new(4, Some(2)), FieldSide::new(3, Some(1)), Site::Open).unwrap();
/// let o = outcome(&b, &HisOptions::default(), 2, 2).unwrap();
/// assert_eq!((o.winner, o.decided), (Side::Defender, Decision::TieToDefender));
/// assert_eq!((o.attacker_left, o.defender_left), (2, 1));
/// ```
pub fn outcome(
    battle: &FieldBattle,
    options: &HisOptions,
    attacker_hits: u32,
    defender_hits: u32,
) -> Result<FieldOutcome, HisError> {
    let (ad, dd) = battle.dice()?;
    Ok(outcome_of(
        battle,
        options,
        (&ad, &dd),
        attacker_hits,
        defender_hits,
    ))
}

fn outcome_of(
    battle: &FieldBattle,
    options: &HisOptions,
    (ad, dd): (&DiceCount, &DiceCount),
    attacker_hits: u32,
    defender_hits: u32,
) -> FieldOutcome {
    let (winner, decided) = winner(attacker_hits, defender_hits);
    let left =
        |units: u16, hits: u32| units.saturating_sub(u16::try_from(hits).unwrap_or(u16::MAX));
    let mut o = FieldOutcome {
        winner,
        decided,
        attacker_left: left(battle.attacker.units, defender_hits),
        defender_left: left(battle.defender.units, attacker_hits),
        kept_by: None,
    };
    if o.attacker_left == 0 && o.defender_left == 0 {
        let keeper = keeper(options.both_wiped_out, ad, dd);
        match keeper {
            Side::Attacker => o.attacker_left = 1,
            Side::Defender => o.defender_left = 1,
        }
        o.kept_by = Some(keeper);
    }
    o
}

/// More hits wins; equal hits go to the defender (H.4 step 8, H.6 step 7).
pub(crate) const fn winner(attacker_hits: u32, defender_hits: u32) -> (Side, Decision) {
    if attacker_hits > defender_hits {
        (Side::Attacker, Decision::MoreHits)
    } else if attacker_hits == defender_hits {
        (Side::Defender, Decision::TieToDefender)
    } else {
        (Side::Defender, Decision::MoreHits)
    }
}

/// Both wiped out: the side that rolled more dice keeps a unit, the
/// defender on equal dice ([H-5] decides which dice count).
pub(crate) fn keeper(reading: BothWipedOut, ad: &DiceCount, dd: &DiceCount) -> Side {
    let (a, d) = keeper_dice(reading, ad, dd);
    if a > d {
        Side::Attacker
    } else {
        Side::Defender
    }
}

pub(crate) const fn keeper_dice(
    reading: BothWipedOut,
    ad: &DiceCount,
    dd: &DiceCount,
) -> (u32, u32) {
    match reading {
        BothWipedOut::AllDice => (ad.all(), dd.all()),
        BothWipedOut::BaseDice => (ad.base(), dd.base()),
    }
}

/// Whether [H-5]'s two options could name different keepers.
pub(crate) fn h5_matters(ad: &DiceCount, dd: &DiceCount) -> bool {
    keeper(BothWipedOut::AllDice, ad, dd) != keeper(BothWipedOut::BaseDice, ad, dd)
}

/// One outcome and its exact probability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FieldShare {
    pub outcome: FieldOutcome,
    pub probability: Fraction,
}

/// A field battle before the roll.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FieldOdds {
    pub attacker_dice: DiceCount,
    pub defender_dice: DiceCount,
    /// Distribution of each side's hits.
    pub attacker_hits: Vec<Share>,
    pub defender_hits: Vec<Share>,
    pub attacker_wins: Fraction,
    /// Equal hits or fewer for the attacker.
    pub defender_wins: Fraction,
    /// Equal hits: the attacker "lost on a tie".
    pub defender_wins_on_tie: Fraction,
    /// The attacker "lost with fewer hits".
    pub defender_wins_with_more_hits: Fraction,
    /// The side ends with no unit (its leaders, if any, are captured).
    pub attacker_wiped_out: Fraction,
    pub defender_wiped_out: Fraction,
    /// Both were wiped out and one kept a unit.
    pub both_wiped_out: Fraction,
    /// Every outcome, in the order winner, decision, units left.
    pub outcomes: Vec<FieldShare>,
    /// Readings these odds rely on.
    pub readings: Vec<Reading>,
    /// How the dice were counted.
    pub steps: Vec<Step>,
}

fn dice_steps(battle: &FieldBattle, ad: &DiceCount, dd: &DiceCount) -> Vec<Step> {
    let mut steps = Vec::with_capacity(10);
    for (side, count) in [(Side::Attacker, ad), (Side::Defender, dd)] {
        let s = battle.side(side);
        steps.push(Step::new(
            H4,
            Rule::UnitDice {
                side,
                units: u32::from(s.units),
                dice: count.units,
            },
        ));
        if let Some(rating) = s.leader {
            steps.push(Step::new(H4, Rule::LeaderDice { side, rating }));
        }
        if side == Side::Defender {
            steps.push(Step::new(H4, Rule::DefenderDie));
        }
        count_steps(H4, side, count, &battle.cards, &mut steps);
    }
    steps
}

/// The dice each side rolls and the exact distribution of every outcome.
///
/// The contract example: 4 units with a 2 against 3 units with a 1.
///
/// ```
/// use shturman_battles::his::field::{odds, FieldBattle, FieldSide, Site};
/// use shturman_battles::his::HisOptions;
/// let b = FieldBattle::new(FieldSide::new(4, Some(2)), FieldSide::new(3, Some(1)), Site::Open).unwrap();
/// let o = odds(&b, &HisOptions::default()).unwrap();
/// assert_eq!((o.attacker_dice.rolled, o.defender_dice.rolled), (6, 5));
/// let total = o.outcomes.iter().fold(shturman_battles::Fraction::ZERO, |s, x| s + x.probability);
/// assert_eq!(total, shturman_battles::Fraction::ONE);
/// assert_eq!(o.defender_wins_on_tie + o.defender_wins_with_more_hits, o.defender_wins);
/// ```
pub fn odds(battle: &FieldBattle, options: &HisOptions) -> Result<FieldOdds, HisError> {
    let (ad, dd) = battle.dice()?;
    let tally = joint_hits(&ad, &dd, |a, d| {
        outcome_of(battle, options, (&ad, &dd), a, d)
    })?;
    let (attacker_hits, defender_hits) = marginals(&ad, &dd)?;
    let both_possible = ad.all() >= u32::from(battle.defender.units)
        && dd.all() >= u32::from(battle.attacker.units);
    let mut readings = Vec::new();
    if both_possible && h5_matters(&ad, &dd) {
        readings.push(Reading::H5BothWipedOut);
    }
    Ok(FieldOdds {
        attacker_hits,
        defender_hits,
        attacker_wins: tally.probability(|o| o.winner == Side::Attacker),
        defender_wins: tally.probability(|o| o.winner == Side::Defender),
        defender_wins_on_tie: tally.probability(|o| o.decided == Decision::TieToDefender),
        defender_wins_with_more_hits: tally
            .probability(|o| o.winner == Side::Defender && o.decided == Decision::MoreHits),
        attacker_wiped_out: tally.probability(|o| o.attacker_left == 0),
        defender_wiped_out: tally.probability(|o| o.defender_left == 0),
        both_wiped_out: tally.probability(|o| o.kept_by.is_some()),
        outcomes: tally
            .iter()
            .map(|(outcome, probability)| FieldShare {
                outcome: *outcome,
                probability,
            })
            .collect(),
        readings,
        steps: dice_steps(battle, &ad, &dd),
        attacker_dice: ad,
        defender_dice: dd,
    })
}

/// Whether to play «Янычары» after the roll (step 7): with the hits each
/// side rolled (`rolled`), the outcomes without the card and with
/// `card.dice` more dice for `card.side`, which must be the Ottomans'
/// (the card's dice count for who rolled more dice too, [H-5]).
///
/// ```
/// use shturman_battles::his::field::{after_roll, FieldBattle, FieldSide, Site};
/// use shturman_battles::his::{Card, HisOptions, Hits, LateCard, Side};
/// let mut b = FieldBattle::new(FieldSide::new(4, Some(2)), FieldSide::new(3, Some(1)), Site::Open).unwrap();
/// b.ottoman = Some(Side::Attacker);
/// let rolled = Hits { attacker: 1, defender: 2, ..Hits::default() };
/// let card = LateCard { card: Card::Janissaries, side: Side::Attacker, dice: 4 };
/// let r = after_roll(&b, &HisOptions::default(), &rolled, card).unwrap();
/// assert!(r.without.wins.is_zero());
/// assert_eq!(r.with.wins.to_string(), "11/27");
/// ```
pub fn after_roll(
    battle: &FieldBattle,
    options: &HisOptions,
    rolled: &Hits,
    card: LateCard,
) -> Result<AfterRoll<FieldOutcome>, HisError> {
    let l = LateBattle {
        cards: |b: &FieldBattle| b.cards,
        with_cards: |b: &FieldBattle, cards| FieldBattle { cards, ..*b },
        dice: FieldBattle::dice,
        outcome: |b: &FieldBattle, dice, a, d| outcome_of(b, options, dice, a, d),
        mine: |o: &FieldOutcome, side| (o.winner == side, u32::from(o.left(side))),
    };
    late::after_roll(battle, rolled, card, &l)
}

/// A resolved field battle.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FieldReport {
    pub attacker_dice: DiceCount,
    pub defender_dice: DiceCount,
    pub faces: Faces,
    /// Hits scored, late dice included.
    pub attacker_hits: u32,
    pub defender_hits: u32,
    pub outcome: FieldOutcome,
    /// Sides whose leaders are captured (wiped out with a leader).
    pub leaders_captured: Vec<Side>,
    pub steps: Vec<Step>,
}

/// Roll every pool from `dice` (attacker, defender, then the late dice)
/// and resolve.
pub fn resolve(
    battle: &FieldBattle,
    options: &HisOptions,
    dice: &mut dyn DiceSource,
) -> Result<FieldReport, HisError> {
    let (ad, dd) = battle.dice()?;
    let faces = Faces::roll(&ad, &dd, dice)?;
    resolve_faces(battle, options, &faces)
}

/// Resolve the faces rolled (each pool as many faces as the side rolls).
pub fn resolve_faces(
    battle: &FieldBattle,
    options: &HisOptions,
    faces: &Faces,
) -> Result<FieldReport, HisError> {
    resolve_rolled(battle, options, Rolled::Faces(faces))
}

/// Resolve the hits entered for each pool, without the faces: the same
/// result as any faces with those hits.
pub fn resolve_hits(
    battle: &FieldBattle,
    options: &HisOptions,
    hits: &Hits,
) -> Result<FieldReport, HisError> {
    resolve_rolled(battle, options, Rolled::Hits(hits))
}

fn resolve_rolled(
    battle: &FieldBattle,
    options: &HisOptions,
    rolled: Rolled<'_>,
) -> Result<FieldReport, HisError> {
    let (ad, dd) = battle.dice()?;
    rolled.check(&ad, &dd)?;
    let mut steps = dice_steps(battle, &ad, &dd);
    let [ah, dh] = hit_steps(H4, rolled, [ad.late, dd.late], &mut steps);
    let o = outcome_of(battle, options, (&ad, &dd), ah, dh);
    steps.push(Step::new(
        H4,
        Rule::Winner {
            winner: o.winner,
            attacker_hits: ah,
            defender_hits: dh,
            decided: o.decided,
        },
    ));
    for side in Side::ALL {
        let units = u32::from(battle.side(side).units);
        let taken = match side {
            Side::Attacker => dh,
            Side::Defender => ah,
        };
        // Before the both-wiped-out rule gives one back.
        let lost = taken.min(units);
        steps.push(Step::new(
            H4,
            Rule::UnitLosses {
                side,
                hits_taken: taken,
                lost,
                left: units - lost,
            },
        ));
    }
    if let Some(keeper) = o.kept_by {
        let (attacker_dice, defender_dice) = keeper_dice(options.both_wiped_out, &ad, &dd);
        let rule = Rule::BothWipedOut {
            keeper,
            attacker_dice,
            defender_dice,
        };
        steps.push(if h5_matters(&ad, &dd) {
            Step::reading(H4, rule, Reading::H5BothWipedOut)
        } else {
            Step::new(H4, rule)
        });
    }
    let mut leaders_captured = Vec::new();
    for side in Side::ALL {
        if o.left(side) == 0 && battle.side(side).leader.is_some() {
            leaders_captured.push(side);
            steps.push(Step::new(H4, Rule::LeadersCaptured { side }));
        }
    }
    retreat_steps(battle, &o, &mut steps);
    Ok(FieldReport {
        attacker_dice: ad,
        defender_dice: dd,
        faces: rolled.faces(),
        attacker_hits: ah,
        defender_hits: dh,
        outcome: o,
        leaders_captured,
        steps,
    })
}

/// What happens after: the loser's retreat (14.1), the fortifications, the
/// siege check (step 12) and the relief force's three results.
fn retreat_steps(battle: &FieldBattle, o: &FieldOutcome, steps: &mut Vec<Step>) {
    let loser = o.winner.other();
    let left = u32::from(o.left(loser));
    let to = match loser {
        Side::Attacker => RetreatTo::Origin,
        Side::Defender => RetreatTo::AdjacentCity,
    };
    match (battle.site, loser) {
        (Site::Relief { .. }, Side::Defender) => steps.push(Step::new(H4, Rule::SiegeLifted)),
        (Site::Fortified, Side::Defender) => steps.push(Step::new(
            H4,
            Rule::SiegeCheck {
                attacker_left: u32::from(o.attacker_left),
                fortified_up_to: FORTIFICATION_CAPACITY.min(u32::from(o.defender_left)),
            },
        )),
        (Site::Open, _) | (Site::Fortified | Site::Relief { .. }, Side::Attacker) => {}
    }
    if left == 0 {
        steps.push(Step::new(H4, Rule::NoRetreat { side: loser }));
        return;
    }
    let into = match (battle.site, loser, o.decided) {
        (Site::Fortified, Side::Defender, _) => Some((FORTIFICATION_CAPACITY.min(left), false)),
        (Site::Relief { .. }, Side::Attacker, Decision::TieToDefender) => {
            Some((FORTIFICATION_CAPACITY.min(left), false))
        }
        (Site::Relief { besieged }, Side::Attacker, Decision::MoreHits) => {
            Some((u32::from(besieged).min(left), true))
        }
        (Site::Open, _, _)
        | (Site::Fortified, Side::Attacker, _)
        | (Site::Relief { .. }, Side::Defender, _) => None,
    };
    if let Some((up_to, only_besieged)) = into
        && up_to > 0
    {
        steps.push(Step::new(
            H4,
            Rule::IntoFortifications {
                side: loser,
                up_to,
                only_besieged,
            },
        ));
    }
    steps.push(Step::new(
        H4,
        Rule::Retreat {
            side: loser,
            to,
            units: left,
        },
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn battle(a: u16, ar: Option<u8>, d: u16, dr: Option<u8>) -> FieldBattle {
        FieldBattle::new(FieldSide::new(a, ar), FieldSide::new(d, dr), Site::Open).unwrap()
    }

    /// Dice counts: units + rating (+1 defender) (+ cards).
    #[test]
    fn dice_table() {
        // attacker units, rating, cards; defender units, rating, cards; dice
        type Row = (u16, Option<u8>, i8, u16, Option<u8>, i8, u32, u32);
        let rows: &[Row] = &[
            (4, Some(2), 0, 3, Some(1), 0, 6, 5),
            (1, None, 0, 1, None, 0, 1, 2),
            (8, Some(2), 0, 10, Some(2), 0, 10, 13),
            (5, Some(0), 2, 5, Some(3), -1, 7, 8),
        ];
        for &(au, ar, ac, du, dr, dc, ea, ed) in rows {
            let b = FieldBattle {
                attacker: FieldSide {
                    card_dice: ac,
                    ..FieldSide::new(au, ar)
                },
                defender: FieldSide {
                    card_dice: dc,
                    ..FieldSide::new(du, dr)
                },
                site: Site::Open,
                ..FieldBattle::default()
            };
            let (a, d) = b.dice().unwrap();
            assert_eq!((a.rolled, d.rolled), (ea, ed), "{b:?}");
        }
    }

    #[test]
    fn losses_are_capped_by_units() {
        let b = battle(2, None, 3, None);
        let o = outcome(&b, &HisOptions::default(), 9, 1).unwrap();
        assert_eq!((o.attacker_left, o.defender_left, o.kept_by), (1, 0, None));
    }

    #[test]
    fn both_wiped_out_more_dice_keeps_one() {
        // Attacker 5 units + 2 = 7 dice; defender 2 units + 0 + 1 = 3.
        let b = battle(5, Some(2), 2, None);
        let o = outcome(&b, &HisOptions::default(), 2, 5).unwrap();
        assert_eq!(o.kept_by, Some(Side::Attacker));
        assert_eq!((o.attacker_left, o.defender_left), (1, 0));
        assert_eq!(o.winner, Side::Defender);
        // Equal dice: the defender keeps one. 2 + 0 vs 1 + 0 + 1.
        let b = battle(2, None, 1, None);
        let o = outcome(&b, &HisOptions::default(), 1, 2).unwrap();
        assert_eq!(o.kept_by, Some(Side::Defender));
        assert_eq!((o.attacker_left, o.defender_left), (0, 1));
    }

    #[test]
    fn h5_card_dice_decide_the_keeper() {
        // Base 3 vs 3 (defender keeps); the attacker's card die makes 4 vs 3.
        let b = FieldBattle {
            attacker: FieldSide {
                card_dice: 1,
                ..FieldSide::new(3, None)
            },
            defender: FieldSide::new(2, None),
            site: Site::Open,
            ..FieldBattle::default()
        };
        let all = outcome(&b, &HisOptions::default(), 2, 3).unwrap();
        assert_eq!(all.kept_by, Some(Side::Attacker));
        let base = HisOptions {
            both_wiped_out: BothWipedOut::BaseDice,
            ..HisOptions::default()
        };
        assert_eq!(
            outcome(&b, &base, 2, 3).unwrap().kept_by,
            Some(Side::Defender)
        );
        let o = odds(&b, &HisOptions::default()).unwrap();
        assert_eq!(o.readings, vec![Reading::H5BothWipedOut]);
        let plain = odds(&battle(3, None, 2, None), &HisOptions::default()).unwrap();
        assert!(plain.readings.is_empty());
    }

    #[test]
    fn relief_tie_apart_from_fewer_hits() {
        let b = FieldBattle::new(
            FieldSide::new(6, Some(1)),
            FieldSide::new(6, Some(1)),
            Site::Relief { besieged: 2 },
        )
        .unwrap();
        // Tie: any participating units, up to 4.
        let tie = Faces {
            attacker: vec![5, 1, 1, 1, 1, 1, 1],
            defender: vec![6, 1, 1, 1, 1, 1, 1, 1],
            ..Faces::default()
        };
        let r = resolve_faces(&b, &HisOptions::default(), &tie).unwrap();
        assert_eq!(r.outcome.decided, Decision::TieToDefender);
        assert!(r.steps.iter().any(|s| s.rule
            == Rule::IntoFortifications {
                side: Side::Attacker,
                up_to: 4,
                only_besieged: false
            }));
        // Fewer hits: only the besieged go back.
        let fewer = Faces {
            attacker: vec![1; 7],
            defender: vec![6, 1, 1, 1, 1, 1, 1, 1],
            ..Faces::default()
        };
        let r = resolve_faces(&b, &HisOptions::default(), &fewer).unwrap();
        assert_eq!(r.outcome.decided, Decision::MoreHits);
        assert!(r.steps.iter().any(|s| s.rule
            == Rule::IntoFortifications {
                side: Side::Attacker,
                up_to: 2,
                only_besieged: true
            }));
        // The relief force wins: the siege is lifted.
        let win = Faces {
            attacker: vec![6, 1, 1, 1, 1, 1, 1],
            defender: vec![1; 8],
            ..Faces::default()
        };
        let r = resolve_faces(&b, &HisOptions::default(), &win).unwrap();
        assert!(r.steps.iter().any(|s| s.rule == Rule::SiegeLifted));
    }

    #[test]
    fn wiped_out_leaders_are_captured_and_do_not_retreat() {
        let b = battle(2, Some(1), 4, Some(2));
        let faces = Faces {
            attacker: vec![1, 1, 1],
            defender: vec![5, 6, 1, 1, 1, 1, 1],
            ..Faces::default()
        };
        let r = resolve_faces(&b, &HisOptions::default(), &faces).unwrap();
        assert_eq!(r.leaders_captured, vec![Side::Attacker]);
        assert!(r.steps.iter().any(|s| s.rule
            == Rule::NoRetreat {
                side: Side::Attacker
            }));
    }

    #[test]
    fn bad_battles() {
        let b = FieldBattle::new(
            FieldSide::new(2, None),
            FieldSide::new(1, None),
            Site::Relief { besieged: 3 },
        );
        assert_eq!(
            b,
            Err(HisError::BesiegedExceedUnits {
                besieged: 3,
                units: 2
            })
        );
        // «Общее количество отрядов внутри укреплений не может превышать 4»:
        // no more than 4 can come out of them.
        let out_of = |besieged| {
            FieldBattle::new(
                FieldSide::new(9, None),
                FieldSide::new(6, None),
                Site::Relief { besieged },
            )
        };
        assert_eq!(
            out_of(5),
            Err(HisError::TooManyBesieged {
                besieged: 5,
                max: 4
            })
        );
        assert!(out_of(4).is_ok());
        let b = FieldBattle {
            attacker: FieldSide {
                card_dice: -3,
                ..FieldSide::new(2, None)
            },
            ..battle(1, None, 1, None)
        };
        assert_eq!(
            odds(&b, &HisOptions::default()),
            Err(HisError::NegativeDice {
                side: Side::Attacker,
                dice: -1
            })
        );
        let big = battle(u16::MAX, Some(255), u16::MAX, Some(255));
        assert!(matches!(
            odds(&big, &HisOptions::default()),
            Err(HisError::TooManyDice { .. })
        ));
    }
}
