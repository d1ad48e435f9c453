//! The naval battle (digest H.6). This module owns its inputs
//! ([`NavalBattle`], [`NavalSide`]), the dice (2 per squadron, 1 per
//! corsair, the best admiral's rating, +1 for the defender only in a port),
//! the losses of one side ([`fleet_losses`]: one squadron per two hits, the
//! loser's odd hit, the winner's ignored, Ottoman corsairs by [H-3]), the
//! one outcome function ([`outcome`], both wiped out included), the exact
//! distribution ([`odds`]) and the resolution with the port retreat
//! ([`resolve`], [`resolve_faces`]).
//!
//! Combat cards are `card_dice`; «Янычары» (the Ottoman side's) and
//! «Профессиональные гребцы» (either side's), played after the roll, are
//! the battle's `cards`.

use super::field::{keeper, keeper_dice, winner};
use super::late::{self, AfterRoll, Battle, LateBattle, LateCard, LateCards};
use super::{
    CorsairLosses, Decision, DiceCount, Faces, HisError, HisOptions, Hits, OddHit, Reading,
    RetreatTo, Rolled, Rule, Section, Share, Side, Step, count_steps, hit_steps, joint_hits,
    marginals,
};
use shturman_rules::Fraction;
use shturman_rules::dice::DiceSource;

const H6: Section = Section::H6;

/// One side of a naval battle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct NavalSide {
    pub squadrons: u16,
    /// Ottoman corsairs.
    pub corsairs: u16,
    /// The battle rating of the side's best admiral here; `None`: none.
    pub admiral: Option<u8>,
    /// Dice combat cards add (or take away) before the roll.
    pub card_dice: i8,
}

impl NavalSide {
    /// `squadrons` and `corsairs` with the best admiral's rating `admiral`.
    pub const fn new(squadrons: u16, corsairs: u16, admiral: Option<u8>) -> NavalSide {
        NavalSide {
            squadrons,
            corsairs,
            admiral,
            card_dice: 0,
        }
    }

    pub const fn fleet(&self) -> Fleet {
        Fleet {
            squadrons: self.squadrons,
            corsairs: self.corsairs,
        }
    }
}

/// A naval battle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct NavalBattle {
    /// The active power.
    pub attacker: NavalSide,
    /// The interceptor, or the power whose units were there.
    pub defender: NavalSide,
    /// The battle is in a port (the defender's +1 die; the attacker
    /// retreats whoever wins).
    pub in_port: bool,
    /// The Ottoman side, if any (the corsair rules and «Янычары» are
    /// theirs).
    pub ottoman: Option<Side>,
    /// The cards played after the roll: «Янычары», «Профессиональные
    /// гребцы».
    pub cards: LateCards,
}

impl NavalBattle {
    /// A checked battle.
    ///
    /// ```
    /// use shturman_battles::his::naval::{NavalBattle, NavalSide};
    /// use shturman_battles::his::Side;
    /// let ok = NavalBattle::new(NavalSide::new(2, 1, Some(2)), NavalSide::new(2, 0, Some(2)), false, Some(Side::Attacker));
    /// assert!(ok.is_ok());
    /// // Corsairs are Ottoman.
    /// let bad = NavalBattle::new(NavalSide::new(2, 1, None), NavalSide::new(2, 0, None), false, None);
    /// assert!(bad.is_err());
    /// ```
    pub fn new(
        attacker: NavalSide,
        defender: NavalSide,
        in_port: bool,
        ottoman: Option<Side>,
    ) -> Result<NavalBattle, HisError> {
        let b = NavalBattle {
            attacker,
            defender,
            in_port,
            ottoman,
            cards: LateCards::NONE,
        };
        b.dice()?;
        Ok(b)
    }

    pub const fn side(&self, side: Side) -> &NavalSide {
        match side {
            Side::Attacker => &self.attacker,
            Side::Defender => &self.defender,
        }
    }

    fn is_ottoman(&self, side: Side) -> bool {
        self.ottoman == Some(side)
    }

    /// Check the battle and count each side's dice.
    pub fn dice(&self) -> Result<(DiceCount, DiceCount), HisError> {
        for side in Side::ALL {
            let s = self.side(side);
            if s.squadrons == 0 && s.corsairs == 0 {
                return Err(HisError::NoUnits { side });
            }
            if s.corsairs > 0 && !self.is_ottoman(side) {
                return Err(HisError::CorsairsNotOttoman {
                    side,
                    corsairs: s.corsairs,
                });
            }
        }
        self.cards.check(Battle::Naval, self.ottoman)?;
        let count = |side: Side, bonus: u32| {
            let s = self.side(side);
            DiceCount::new(
                side,
                2 * u32::from(s.squadrons) + u32::from(s.corsairs),
                u32::from(s.admiral.unwrap_or(0)),
                bonus,
                i32::from(s.card_dice),
                self.cards.dice(side),
            )
        };
        Ok((
            count(Side::Attacker, 0)?,
            count(Side::Defender, u32::from(self.in_port))?,
        ))
    }
}

/// Naval units.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Fleet {
    pub squadrons: u16,
    pub corsairs: u16,
}

impl Fleet {
    pub const fn units(&self) -> u32 {
        self.squadrons as u32 + self.corsairs as u32
    }
}

/// What the hits one side took cost it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FleetLoss {
    pub odd_hit: OddHit,
    pub squadrons_lost: u16,
    pub corsairs_lost: u16,
    /// The loss relied on [H-3] (an Ottoman loser's odd hit with both
    /// squadrons and corsairs left to take it).
    pub h3: bool,
}

/// The losses of `fleet` taking `hits` (H.6 step 8): one squadron per two
/// hits; while squadrons remain, the loser's odd hit removes one more
/// unit — for the Ottomans a corsair first, or a squadron read literally
/// [H-3] — and the winner's is ignored; once every squadron is gone, each
/// Ottoman hit left over removes a corsair.
///
/// The text's example: 2 squadrons and a corsair losing with 3 hits.
///
/// ```
/// use shturman_battles::his::naval::{fleet_losses, Fleet};
/// use shturman_battles::his::{CorsairLosses, OddHit};
/// let barbarossa = Fleet { squadrons: 2, corsairs: 1 };
/// let l = fleet_losses(barbarossa, 3, true, CorsairLosses::CorsairFirst);
/// assert_eq!((l.squadrons_lost, l.corsairs_lost, l.odd_hit), (1, 1, OddHit::Corsair));
/// let l = fleet_losses(barbarossa, 3, true, CorsairLosses::AfterSquadrons);
/// assert_eq!((l.squadrons_lost, l.corsairs_lost, l.odd_hit), (2, 0, OddHit::Squadron));
/// ```
pub fn fleet_losses(fleet: Fleet, hits: u32, loser: bool, reading: CorsairLosses) -> FleetLoss {
    let sq = u32::from(fleet.squadrons);
    let cors = u32::from(fleet.corsairs);
    let by_pairs = (hits / 2).min(sq);
    let leftover = hits - 2 * by_pairs;
    // The results are bounded by the fleet's u16 counts.
    let narrow = |n: u32| u16::try_from(n).unwrap_or(u16::MAX);
    if by_pairs == sq {
        // No squadron left to take a pair: each hit left over removes a
        // corsair (only the Ottomans have any; for others nothing is left).
        return FleetLoss {
            odd_hit: OddHit::None,
            squadrons_lost: narrow(sq),
            corsairs_lost: narrow(leftover.min(cors)),
            h3: false,
        };
    }
    // Squadrons remain, so `leftover` is the odd hit: 0 or 1.
    let (odd_hit, squadrons_lost, corsairs_lost, h3) = match (leftover, loser, reading) {
        (0, _, _) => (OddHit::None, by_pairs, 0, false),
        (_, false, _) => (OddHit::Ignored, by_pairs, 0, false),
        (_, true, CorsairLosses::CorsairFirst) if cors > 0 => (OddHit::Corsair, by_pairs, 1, true),
        (_, true, CorsairLosses::CorsairFirst | CorsairLosses::AfterSquadrons) => {
            (OddHit::Squadron, by_pairs + 1, 0, cors > 0)
        }
    };
    FleetLoss {
        odd_hit,
        squadrons_lost: narrow(squadrons_lost),
        corsairs_lost: narrow(corsairs_lost),
        h3,
    }
}

/// What a naval battle ends in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct NavalOutcome {
    pub winner: Side,
    pub decided: Decision,
    /// The attacker's units left.
    pub attacker: Fleet,
    /// The defender's units left.
    pub defender: Fleet,
    /// Both fleets were wiped out and this side kept one unit (a squadron
    /// if it had any, else a corsair) ([H-5]).
    pub kept_by: Option<Side>,
}

impl NavalOutcome {
    pub const fn left(&self, side: Side) -> Fleet {
        match side {
            Side::Attacker => self.attacker,
            Side::Defender => self.defender,
        }
    }
}

/// The outcome of `attacker_hits` against `defender_hits` (late dice
/// included). `odds` and `resolve` both use it.
///
/// ```
/// use shturman_battles::his::naval::{outcome, NavalBattle, NavalSide};
/// use shturman_battles::his::{Decision, HisOptions, Side};
/// let b = NavalBattle::new(NavalSide::new(2, 1, Some(2)), NavalSide::new(2, 0, Some(2)), false, Some(Side::Attacker)).unwrap();
/// let o = outcome(&b, &HisOptions::default(), 3, 3).unwrap();
/// assert_eq!((o.winner, o.decided), (Side::Defender, Decision::TieToDefender));
/// assert_eq!((o.attacker.squadrons, o.attacker.corsairs, o.defender.squadrons), (1, 0, 1));
/// ```
pub fn outcome(
    battle: &NavalBattle,
    options: &HisOptions,
    attacker_hits: u32,
    defender_hits: u32,
) -> Result<NavalOutcome, HisError> {
    let (ad, dd) = battle.dice()?;
    Ok(outcome_of(battle, options, (&ad, &dd), attacker_hits, defender_hits).0)
}

fn outcome_of(
    battle: &NavalBattle,
    options: &HisOptions,
    (ad, dd): (&DiceCount, &DiceCount),
    attacker_hits: u32,
    defender_hits: u32,
) -> (NavalOutcome, [FleetLoss; 2]) {
    let (winner, decided) = winner(attacker_hits, defender_hits);
    let loss = |side: Side, taken: u32| {
        fleet_losses(
            battle.side(side).fleet(),
            taken,
            winner != side,
            options.corsair_losses,
        )
    };
    let al = loss(Side::Attacker, defender_hits);
    let dl = loss(Side::Defender, attacker_hits);
    let after = |f: Fleet, l: &FleetLoss| Fleet {
        squadrons: f.squadrons.saturating_sub(l.squadrons_lost),
        corsairs: f.corsairs.saturating_sub(l.corsairs_lost),
    };
    let mut o = NavalOutcome {
        winner,
        decided,
        attacker: after(battle.attacker.fleet(), &al),
        defender: after(battle.defender.fleet(), &dl),
        kept_by: None,
    };
    if o.attacker.units() == 0 && o.defender.units() == 0 {
        let k = keeper(options.both_wiped_out, ad, dd);
        let kept = if battle.side(k).squadrons > 0 {
            Fleet {
                squadrons: 1,
                corsairs: 0,
            }
        } else {
            Fleet {
                squadrons: 0,
                corsairs: 1,
            }
        };
        match k {
            Side::Attacker => o.attacker = kept,
            Side::Defender => o.defender = kept,
        }
        o.kept_by = Some(k);
    }
    (o, [al, dl])
}

/// One outcome and its exact probability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct NavalShare {
    pub outcome: NavalOutcome,
    pub probability: Fraction,
}

/// A naval battle before the roll.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct NavalOdds {
    pub attacker_dice: DiceCount,
    pub defender_dice: DiceCount,
    pub attacker_hits: Vec<Share>,
    pub defender_hits: Vec<Share>,
    pub attacker_wins: Fraction,
    pub defender_wins: Fraction,
    /// Equal hits: the attacker lost on a tie.
    pub defender_wins_on_tie: Fraction,
    pub defender_wins_with_more_hits: Fraction,
    pub attacker_wiped_out: Fraction,
    pub defender_wiped_out: Fraction,
    pub both_wiped_out: Fraction,
    pub outcomes: Vec<NavalShare>,
    pub readings: Vec<Reading>,
    pub steps: Vec<Step>,
}

fn dice_steps(battle: &NavalBattle, ad: &DiceCount, dd: &DiceCount) -> Vec<Step> {
    let mut steps = Vec::with_capacity(12);
    for (side, count) in [(Side::Attacker, ad), (Side::Defender, dd)] {
        let s = battle.side(side);
        if s.squadrons > 0 {
            steps.push(Step::new(
                H6,
                Rule::SquadronDice {
                    side,
                    squadrons: u32::from(s.squadrons),
                    dice: 2 * u32::from(s.squadrons),
                },
            ));
        }
        if s.corsairs > 0 {
            steps.push(Step::new(
                H6,
                Rule::CorsairDice {
                    side,
                    corsairs: u32::from(s.corsairs),
                    dice: u32::from(s.corsairs),
                },
            ));
        }
        if let Some(rating) = s.admiral {
            steps.push(Step::new(H6, Rule::LeaderDice { side, rating }));
        }
        if count.bonus > 0 {
            steps.push(Step::new(H6, Rule::PortDie));
        }
        count_steps(H6, side, count, &battle.cards, &mut steps);
    }
    steps
}

/// The dice each side rolls and the exact distribution of every outcome.
///
/// The Barbary Coast: 7 dice against 6; the defender wins every tie.
///
/// ```
/// use shturman_battles::his::naval::{odds, NavalBattle, NavalSide};
/// use shturman_battles::his::{HisOptions, Reading, Side};
/// let b = NavalBattle::new(NavalSide::new(2, 1, Some(2)), NavalSide::new(2, 0, Some(2)), false, Some(Side::Attacker)).unwrap();
/// let o = odds(&b, &HisOptions::default()).unwrap();
/// assert_eq!((o.attacker_dice.rolled, o.defender_dice.rolled), (7, 6));
/// assert_eq!(o.attacker_wins + o.defender_wins, shturman_battles::Fraction::ONE);
/// assert_eq!(o.readings, vec![Reading::H3CorsairLosses]);
/// ```
pub fn odds(battle: &NavalBattle, options: &HisOptions) -> Result<NavalOdds, HisError> {
    let (ad, dd) = battle.dice()?;
    let tally = joint_hits(&ad, &dd, |a, d| {
        outcome_of(battle, options, (&ad, &dd), a, d).0
    })?;
    let mut readings = Vec::new();
    // [H-3] decides only an Ottoman loser's odd hit with both kinds of unit.
    if Side::ALL.into_iter().any(|s| {
        let x = battle.side(s);
        battle.is_ottoman(s) && x.squadrons > 0 && x.corsairs > 0
    }) {
        readings.push(Reading::H3CorsairLosses);
    }
    if tally.probability(|o| o.kept_by.is_some()) != Fraction::ZERO
        && super::field::h5_matters(&ad, &dd)
    {
        readings.push(Reading::H5BothWipedOut);
    }
    let (attacker_hits, defender_hits) = marginals(&ad, &dd)?;
    Ok(NavalOdds {
        attacker_hits,
        defender_hits,
        attacker_wins: tally.probability(|o| o.winner == Side::Attacker),
        defender_wins: tally.probability(|o| o.winner == Side::Defender),
        defender_wins_on_tie: tally.probability(|o| o.decided == Decision::TieToDefender),
        defender_wins_with_more_hits: tally
            .probability(|o| o.winner == Side::Defender && o.decided == Decision::MoreHits),
        attacker_wiped_out: tally.probability(|o| o.attacker.units() == 0),
        defender_wiped_out: tally.probability(|o| o.defender.units() == 0),
        both_wiped_out: tally.probability(|o| o.kept_by.is_some()),
        outcomes: tally
            .iter()
            .map(|(outcome, probability)| NavalShare {
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

/// Whether to play «Янычары» or «Профессиональные гребцы» after the roll
/// (step 6): with the hits each side rolled (`rolled`: at the roll and of
/// a card played already, whose dice are in the battle's `cards`), the
/// outcomes without the card and with `card.dice` more dice for
/// `card.side` (units left: squadrons and corsairs). «Янычары» for one
/// side and «Профессиональные гребцы» for either may both be played:
/// one in the battle, the other asked.
///
/// ```
/// use shturman_battles::his::naval::{after_roll, NavalBattle, NavalSide};
/// use shturman_battles::his::{Card, HisOptions, Hits, LateCard, Side};
/// let b = NavalBattle::new(NavalSide::new(2, 0, None), NavalSide::new(2, 0, None), false, None).unwrap();
/// let rolled = Hits { attacker: 2, defender: 3, ..Hits::default() };
/// let card = LateCard { card: Card::ProfessionalRowers, side: Side::Attacker, dice: 3 };
/// let r = after_roll(&b, &HisOptions::default(), &rolled, card).unwrap();
/// assert_eq!(r.with.wins.to_string(), "7/27");
/// ```
pub fn after_roll(
    battle: &NavalBattle,
    options: &HisOptions,
    rolled: &Hits,
    card: LateCard,
) -> Result<AfterRoll<NavalOutcome>, HisError> {
    let l = LateBattle {
        cards: |b: &NavalBattle| b.cards,
        with_cards: |b: &NavalBattle, cards| NavalBattle { cards, ..*b },
        dice: NavalBattle::dice,
        outcome: |b: &NavalBattle, dice, a, d| outcome_of(b, options, dice, a, d).0,
        mine: |o: &NavalOutcome, side| (o.winner == side, o.left(side).units()),
    };
    late::after_roll(battle, rolled, card, &l)
}

/// A resolved naval battle.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct NavalReport {
    pub attacker_dice: DiceCount,
    pub defender_dice: DiceCount,
    pub faces: Faces,
    pub attacker_hits: u32,
    pub defender_hits: u32,
    pub outcome: NavalOutcome,
    pub steps: Vec<Step>,
}

/// Roll every pool from `dice` (attacker, defender, then the late dice)
/// and resolve.
pub fn resolve(
    battle: &NavalBattle,
    options: &HisOptions,
    dice: &mut dyn DiceSource,
) -> Result<NavalReport, HisError> {
    let (ad, dd) = battle.dice()?;
    let faces = Faces::roll(&ad, &dd, dice)?;
    resolve_faces(battle, options, &faces)
}

/// Resolve the faces rolled.
pub fn resolve_faces(
    battle: &NavalBattle,
    options: &HisOptions,
    faces: &Faces,
) -> Result<NavalReport, HisError> {
    resolve_rolled(battle, options, Rolled::Faces(faces))
}

/// Resolve the hits entered for each pool, without the faces: the same
/// result as any faces with those hits.
pub fn resolve_hits(
    battle: &NavalBattle,
    options: &HisOptions,
    hits: &Hits,
) -> Result<NavalReport, HisError> {
    resolve_rolled(battle, options, Rolled::Hits(hits))
}

fn resolve_rolled(
    battle: &NavalBattle,
    options: &HisOptions,
    rolled: Rolled<'_>,
) -> Result<NavalReport, HisError> {
    let (ad, dd) = battle.dice()?;
    rolled.check(&ad, &dd)?;
    let mut steps = dice_steps(battle, &ad, &dd);
    let [ah, dh] = hit_steps(H6, rolled, [ad.late, dd.late], &mut steps);
    let (o, losses) = outcome_of(battle, options, (&ad, &dd), ah, dh);
    steps.push(Step::new(
        H6,
        Rule::Winner {
            winner: o.winner,
            attacker_hits: ah,
            defender_hits: dh,
            decided: o.decided,
        },
    ));
    for (side, l) in Side::ALL.into_iter().zip(losses) {
        let before = battle.side(side).fleet();
        let rule = Rule::FleetLosses {
            side,
            hits_taken: match side {
                Side::Attacker => dh,
                Side::Defender => ah,
            },
            odd_hit: l.odd_hit,
            squadrons_lost: u32::from(l.squadrons_lost),
            corsairs_lost: u32::from(l.corsairs_lost),
            squadrons_left: u32::from(before.squadrons.saturating_sub(l.squadrons_lost)),
            corsairs_left: u32::from(before.corsairs.saturating_sub(l.corsairs_lost)),
        };
        steps.push(if l.h3 {
            Step::reading(H6, rule, Reading::H3CorsairLosses)
        } else {
            Step::new(H6, rule)
        });
    }
    if let Some(keeper) = o.kept_by {
        let (attacker_dice, defender_dice) = keeper_dice(options.both_wiped_out, &ad, &dd);
        let rule = Rule::BothWipedOut {
            keeper,
            attacker_dice,
            defender_dice,
        };
        steps.push(if super::field::h5_matters(&ad, &dd) {
            Step::reading(H6, rule, Reading::H5BothWipedOut)
        } else {
            Step::new(H6, rule)
        });
    }
    for side in Side::ALL {
        if o.left(side).units() == 0 && battle.side(side).admiral.is_some() {
            steps.push(Step::new(H6, Rule::AdmiralToTurnTrack { side }));
        }
    }
    // Who retreats: in a port the attacker, whoever won; at sea the loser.
    let retreating = if battle.in_port {
        Side::Attacker
    } else {
        o.winner.other()
    };
    let units = o.left(retreating).units();
    if units == 0 {
        steps.push(Step::new(H6, Rule::NoRetreat { side: retreating }));
    } else {
        steps.push(Step::new(
            H6,
            Rule::Retreat {
                side: retreating,
                to: if battle.in_port {
                    RetreatTo::SeaZoneFromPort
                } else {
                    RetreatTo::PortOrSeaZone
                },
                units,
            },
        ));
    }
    Ok(NavalReport {
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

    /// The loss rule as a table: fleet, hits, loser, H-3 option → lost.
    #[test]
    fn loss_table() {
        use CorsairLosses::{AfterSquadrons as Lit, CorsairFirst as Ex};
        type Row = (u16, u16, u32, bool, CorsairLosses, u16, u16, OddHit);
        #[rustfmt::skip]
        let rows: &[Row] = &[
            // sq, cors, hits, loser, reading → sq lost, cors lost, odd hit
            (2, 0, 0, true, Ex, 0, 0, OddHit::None),
            (2, 0, 1, true, Ex, 1, 0, OddHit::Squadron),
            (2, 0, 1, false, Ex, 0, 0, OddHit::Ignored),
            (2, 0, 2, false, Ex, 1, 0, OddHit::None),
            (2, 0, 3, false, Ex, 1, 0, OddHit::Ignored),
            (2, 0, 3, true, Ex, 2, 0, OddHit::Squadron),
            (2, 0, 9, true, Ex, 2, 0, OddHit::None),
            (2, 1, 3, true, Ex, 1, 1, OddHit::Corsair),
            (2, 1, 3, true, Lit, 2, 0, OddHit::Squadron),
            (2, 1, 3, false, Ex, 1, 0, OddHit::Ignored),
            (2, 1, 3, false, Lit, 1, 0, OddHit::Ignored),
            (1, 2, 3, true, Ex, 1, 1, OddHit::None),
            (1, 2, 3, false, Lit, 1, 1, OddHit::None),
            (1, 3, 6, false, Ex, 1, 3, OddHit::None),
            (0, 3, 1, false, Ex, 0, 1, OddHit::None),
            (0, 3, 2, true, Lit, 0, 2, OddHit::None),
            (3, 2, 5, true, Ex, 2, 1, OddHit::Corsair),
            (3, 2, 5, true, Lit, 3, 0, OddHit::Squadron),
        ];
        for &(sq, cors, hits, loser, reading, esq, ecors, eodd) in rows {
            let l = fleet_losses(
                Fleet {
                    squadrons: sq,
                    corsairs: cors,
                },
                hits,
                loser,
                reading,
            );
            assert_eq!(
                (l.squadrons_lost, l.corsairs_lost, l.odd_hit),
                (esq, ecors, eodd),
                "{sq} sq {cors} cors, {hits} hits, loser {loser}, {reading:?}"
            );
        }
    }

    #[test]
    fn dice_and_port() {
        let b = NavalBattle::new(
            NavalSide::new(2, 1, Some(2)),
            NavalSide::new(2, 0, Some(2)),
            true,
            Some(Side::Attacker),
        )
        .unwrap();
        let (a, d) = b.dice().unwrap();
        assert_eq!((a.rolled, d.rolled, d.bonus), (7, 7, 1));
        // In a port the attacker retreats even when it wins.
        let faces = Faces {
            attacker: vec![6, 6, 6, 1, 1, 1, 1],
            defender: vec![1; 7],
            ..Faces::default()
        };
        let r = resolve_faces(&b, &HisOptions::default(), &faces).unwrap();
        assert_eq!(r.outcome.winner, Side::Attacker);
        assert_eq!(
            r.steps.last().unwrap().rule,
            Rule::Retreat {
                side: Side::Attacker,
                to: RetreatTo::SeaZoneFromPort,
                units: 3
            }
        );
    }

    #[test]
    fn both_wiped_out_keeps_a_squadron_or_a_corsair() {
        let b = NavalBattle::new(
            NavalSide::new(0, 2, None),
            NavalSide::new(1, 0, None),
            false,
            Some(Side::Attacker),
        )
        .unwrap();
        // 2 dice each: ties go to the defender.
        let o = outcome(&b, &HisOptions::default(), 2, 2).unwrap();
        assert_eq!(o.kept_by, Some(Side::Defender));
        assert_eq!(o.defender.squadrons, 1);
        let b = NavalBattle {
            attacker: NavalSide {
                card_dice: 1,
                ..b.attacker
            },
            ..b
        };
        let o = outcome(&b, &HisOptions::default(), 2, 2).unwrap();
        assert_eq!(o.kept_by, Some(Side::Attacker));
        assert_eq!(
            o.attacker,
            Fleet {
                squadrons: 0,
                corsairs: 1
            }
        );
    }

    #[test]
    fn bad_battles() {
        assert_eq!(
            NavalBattle::new(
                NavalSide::new(0, 0, Some(1)),
                NavalSide::new(1, 0, None),
                false,
                None
            ),
            Err(HisError::NoUnits {
                side: Side::Attacker
            })
        );
        assert_eq!(
            NavalBattle::new(
                NavalSide::new(1, 0, None),
                NavalSide::new(1, 2, None),
                false,
                Some(Side::Attacker)
            ),
            Err(HisError::CorsairsNotOttoman {
                side: Side::Defender,
                corsairs: 2
            })
        );
    }
}
