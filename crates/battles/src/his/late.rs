//! Cards played after the roll: the choice the text gives a power once it
//! has seen the dice. «Янычары» in a field battle (H.4 step 7: «они могут
//! разыграть её, чтобы бросить дополнительные кости в попытке нанести
//! дополнительные «удары»») and at sea (H.6 step 6, with «Профессиональные
//! гребцы» giving «одной из сторон дополнительные броски костей»), and
//! «Осадная артиллерия» in an assault (H.5 step 8: «чтобы дать атакующему
//! возможность нанести дополнительные „удары“»).
//!
//! This module owns the question's answer: with each side's hits already
//! rolled ([`Hits`]) and a card giving one side `dice` more dice
//! ([`LateCard`]), the exact distribution of the battle's outcomes without
//! the card (certain: the dice lie as rolled) and with it (the extra dice's
//! hits, binomial on 1/3), with the side's chance to win and its units left
//! on average ([`AfterRoll`]). The text does not say how many dice each
//! card gives (the cards themselves do), so the number is the players'.
//! Each battle's `after_roll` applies its own outcome function through
//! one function here, so the answer is the answer of the resolver.

use super::{DiceCount, HisError, Hits, Side, hits_of, too_many};
use shturman_rules::Fraction;

/// The most dice a card played after the roll may add, for every battle
/// and every roll alike. Each die hits on 5–6, so the exact odds are
/// fractions over 3 to the power of the card's dice, and the side's units
/// left on average multiply them by up to 65 535 units: with 60 dice that
/// stays below `u128` whatever the hits (3⁶⁰ · 65 535 < 2¹²⁸); past it
/// the arithmetic overflowed or not depending on the hits rolled (issue
/// 46 #8). The cards the text names give a few dice.
pub const MAX_LATE_DICE: u8 = 60;

/// A card played after the roll: the side whose dice it adds and how many.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LateCard {
    pub side: Side,
    pub dice: u8,
}

/// One outcome after the roll and its exact probability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LateShare<O> {
    pub outcome: O,
    pub probability: Fraction,
}

/// The battle's outcomes with the dice rolled so far, with or without the
/// card, as the side the card is for sees them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LateChances<O> {
    /// The side wins (the assault: the city is taken).
    pub wins: Fraction,
    /// The side's units left, on average (the naval battle: squadrons and
    /// corsairs).
    pub units_left: Fraction,
    /// Every outcome, in the outcomes' order.
    pub outcomes: Vec<LateShare<O>>,
}

/// Whether to play a card after the roll: the hits rolled, the card, the
/// outcomes without it and with it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct AfterRoll<O> {
    pub card: LateCard,
    /// Each side's hits at the roll: attacker, defender.
    pub hits: [u32; 2],
    pub without: LateChances<O>,
    pub with: LateChances<O>,
}

/// One battle as [`after_roll`] needs it: the battle with the card's dice
/// (`late` for the card's side, none for the other), its dice count, its
/// outcome function, and what an outcome means to a side (won, units
/// left).
pub(crate) struct LateBattle<B, O, D, F, M>
where
    D: Fn(&B) -> Result<(DiceCount, DiceCount), HisError>,
    F: Fn(&B, (&DiceCount, &DiceCount), u32, u32) -> O,
    M: Fn(&O, Side) -> (bool, u32),
{
    pub with_late: fn(&B, Side, u8) -> B,
    pub dice: D,
    pub outcome: F,
    pub mine: M,
}

/// The answer for a battle `battle` (its own dice after the roll are not
/// counted: the card's are) whose pools rolled `rolled` (no late hits).
pub(crate) fn after_roll<B, O, D, F, M>(
    battle: &B,
    rolled: &Hits,
    card: LateCard,
    l: &LateBattle<B, O, D, F, M>,
) -> Result<AfterRoll<O>, HisError>
where
    O: Ord + Clone,
    D: Fn(&B) -> Result<(DiceCount, DiceCount), HisError>,
    F: Fn(&B, (&DiceCount, &DiceCount), u32, u32) -> O,
    M: Fn(&O, Side) -> (bool, u32),
{
    if card.dice > MAX_LATE_DICE {
        return Err(HisError::TooManyLateDice {
            dice: card.dice,
            max: MAX_LATE_DICE,
        });
    }
    let chances = |n: u8| -> Result<LateChances<O>, HisError> {
        let b = (l.with_late)(battle, card.side, n);
        let (ad, dd) = (l.dice)(&b)?;
        if n == 0 {
            rolled.check(&ad, &dd)?;
        }
        let extra = hits_of(u32::from(n)).map_err(too_many(&ad, &dd))?;
        let tally = extra.tally(|x| {
            // hits are 0..=n, never negative
            let x = u32::try_from(x).unwrap_or(0);
            let (a, d) = match card.side {
                Side::Attacker => (rolled.attacker + x, rolled.defender),
                Side::Defender => (rolled.attacker, rolled.defender + x),
            };
            (l.outcome)(&b, (&ad, &dd), a, d)
        });
        let overflow = || too_many(&ad, &dd)(crate::dist::DistError::Overflow);
        let mut units_left = Fraction::ZERO;
        for (o, p) in tally.iter() {
            let left = Fraction::new(u128::from((l.mine)(o, card.side).1), 1).unwrap_or_default();
            units_left = p
                .checked_mul(left)
                .and_then(|x| units_left.checked_add(x))
                .ok_or_else(overflow)?;
        }
        Ok(LateChances {
            wins: tally.probability(|o| (l.mine)(o, card.side).0),
            units_left,
            outcomes: tally
                .iter()
                .map(|(o, probability)| LateShare {
                    outcome: o.clone(),
                    probability,
                })
                .collect(),
        })
    };
    Ok(AfterRoll {
        card,
        hits: [rolled.attacker, rolled.defender],
        without: chances(0)?,
        with: chances(card.dice)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::his::assault::{self, Assault, AssaultResult, AssaultSide};
    use crate::his::field::{self, FieldBattle, FieldSide, Site};
    use crate::his::naval::{self, NavalBattle, NavalSide};
    use crate::his::{HisOptions, count_hits};
    use proptest::prelude::*;
    use std::collections::BTreeMap;

    fn hits(a: u32, d: u32) -> Hits {
        Hits {
            attacker: a,
            defender: d,
            ..Hits::default()
        }
    }

    fn whole(n: u128) -> Fraction {
        Fraction::new(n, 1).unwrap()
    }

    fn field_battle() -> FieldBattle {
        FieldBattle::new(
            FieldSide::new(4, Some(2)),
            FieldSide::new(3, Some(1)),
            Site::Open,
        )
        .unwrap()
    }

    /// H.4 step 7: «Розыгрыш «Янычар»: Если одна из держав, участвующих в
    /// сражении – это Османы, и они ещё не разыграли свою национальную
    /// карту «Янычары» в этот ход, они могут разыграть её, чтобы бросить
    /// дополнительные кости в попытке нанести дополнительные «удары».»
    /// The text gives no number of dice; with 4 of them an attacker behind
    /// 1 : 2 needs two hits of four: 1 − 16/81 − 32/81 = 11/27.
    #[test]
    fn janissaries_after_the_field_roll() {
        let b = field_battle();
        let o = HisOptions::default();
        let card = LateCard {
            side: Side::Attacker,
            dice: 4,
        };
        let r = field::after_roll(&b, &o, &hits(1, 2), card).unwrap();
        assert_eq!(r.hits, [1, 2]);
        assert_eq!(r.without.wins, Fraction::ZERO);
        assert_eq!(r.with.wins.to_string(), "11/27");
        // the defender's two hits stand: the attacker keeps 2 of 4 either way
        assert_eq!(r.without.units_left, whole(2));
        assert_eq!(r.with.units_left, whole(2));
        // the Ottoman defender plays it instead: one die more ends the tie
        let d = LateCard {
            side: Side::Defender,
            dice: 1,
        };
        let r = field::after_roll(&b, &o, &hits(2, 2), d).unwrap();
        assert_eq!(r.without.wins, Fraction::ONE);
        assert_eq!(r.with.wins, Fraction::ONE);
        // the attacker's two hits stand: the defender keeps 1 of 3 either way
        assert_eq!(r.with.units_left, whole(1));
        assert_eq!(r.without.units_left, whole(1));
    }

    /// Issue 46 #8: 78 late dice on 33 v 34 were accepted and 79 refused
    /// or accepted depending on the hits. One limit, whatever the hits and
    /// the side: [`MAX_LATE_DICE`] answers, one more is refused saying so.
    #[test]
    fn one_late_dice_limit_whatever_the_hits() {
        let b = FieldBattle::new(
            FieldSide::new(33, Some(2)),
            FieldSide::new(34, Some(1)),
            Site::Open,
        )
        .unwrap();
        let o = HisOptions::default();
        for side in [Side::Attacker, Side::Defender] {
            for (a, d) in [(0, 0), (0, 35), (35, 0), (17, 18), (35, 35), (1, 34)] {
                let card = |dice| LateCard { side, dice };
                let r = field::after_roll(&b, &o, &hits(a, d), card(MAX_LATE_DICE));
                assert!(r.is_ok(), "{side:?} {a}:{d}: {r:?}");
                assert_eq!(
                    field::after_roll(&b, &o, &hits(a, d), card(MAX_LATE_DICE + 1)),
                    Err(HisError::TooManyLateDice {
                        dice: MAX_LATE_DICE + 1,
                        max: MAX_LATE_DICE
                    })
                );
            }
        }
    }

    /// H.5 step 8: «Розыгрыш ответных карт: Любая держава может разыграть
    /// ответную карту «Осадная артиллерия», чтобы дать атакующему
    /// возможность нанести дополнительные «удары».» Calais (6 regulars
    /// and Francis against 2): one hit of two rolled; two more dice take
    /// the city unless both miss: 5/9.
    #[test]
    fn siege_artillery_after_the_assault_roll() {
        let calais = Assault::new(AssaultSide::new(6, Some(1)), AssaultSide::new(2, None)).unwrap();
        let o = HisOptions::default();
        let card = LateCard {
            side: Side::Attacker,
            dice: 2,
        };
        let r = assault::after_roll(&calais, &o, &hits(1, 1), card).unwrap();
        assert_eq!(r.without.wins, Fraction::ZERO);
        assert_eq!(r.with.wins.to_string(), "5/9");
        assert!(
            r.with
                .outcomes
                .iter()
                .any(|s| s.outcome.result == AssaultResult::Captured)
        );
        // the card is the attacker's: the defender cannot have it
        let d = LateCard {
            side: Side::Defender,
            dice: 2,
        };
        assert_eq!(
            assault::after_roll(&calais, &o, &hits(1, 1), d),
            Err(HisError::LateDiceNotAllowed {
                side: Side::Defender,
                dice: 2
            })
        );
    }

    /// H.6 step 6: «…они могут разыграть её, чтобы получить
    /// дополнительные броски костей. Любая держава может разыграть
    /// ответную карту «Профессиональные гребцы», чтобы дать одной из
    /// сторон дополнительные броски костей.» Two squadrons each, 2 : 3
    /// hits: the attacker needs two more hits of three (7/27) to win.
    #[test]
    fn rowers_after_the_naval_roll() {
        let b = NavalBattle::new(
            NavalSide::new(2, 0, None),
            NavalSide::new(2, 0, None),
            false,
            None,
        )
        .unwrap();
        let o = HisOptions::default();
        let card = LateCard {
            side: Side::Attacker,
            dice: 3,
        };
        let r = naval::after_roll(&b, &o, &hits(2, 3), card).unwrap();
        assert_eq!(r.without.wins, Fraction::ZERO);
        assert_eq!(r.with.wins.to_string(), "7/27");
    }

    #[test]
    fn more_hits_than_dice_are_refused() {
        let card = LateCard {
            side: Side::Attacker,
            dice: 1,
        };
        let e = field::after_roll(&field_battle(), &HisOptions::default(), &hits(7, 0), card);
        assert!(matches!(e, Err(HisError::TooManyHits { hits: 7, .. })));
    }

    /// The outcomes with `n` extra dice by enumerating their 6ⁿ faces.
    fn brute<O: Ord + Clone>(n: u8, outcome: impl Fn(u32) -> O) -> BTreeMap<O, Fraction> {
        let mut acc: BTreeMap<O, u128> = BTreeMap::new();
        let total = 6u128.pow(u32::from(n));
        for k in 0..total {
            let faces: Vec<u8> = (0..n)
                .map(|i| (k / 6u128.pow(u32::from(i)) % 6) as u8 + 1)
                .collect();
            *acc.entry(outcome(count_hits(&faces))).or_insert(0) += 1;
        }
        acc.into_iter()
            .map(|(o, w)| (o, Fraction::new(w, total).unwrap()))
            .collect()
    }

    fn as_map<O: Ord + Clone>(c: &LateChances<O>) -> BTreeMap<O, Fraction> {
        c.outcomes
            .iter()
            .map(|s| (s.outcome.clone(), s.probability))
            .collect()
    }

    fn side_of(attacker: bool) -> Side {
        if attacker {
            Side::Attacker
        } else {
            Side::Defender
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// Field: no extra dice changes nothing; each extra die never
        /// lowers the player's chance to win; the distribution is the
        /// enumeration of the extra dice's faces through the resolver's
        /// outcome function.
        #[test]
        fn field_after_roll(
            au in 1u16..7, du in 1u16..7, ar in 0u8..3, dr in 0u8..3,
            ah in 0u32..10, dh in 0u32..10, attacker in any::<bool>(), n in 0u8..5,
        ) {
            let b = FieldBattle::new(FieldSide::new(au, Some(ar)), FieldSide::new(du, Some(dr)), Site::Open).unwrap();
            let (ad, dd) = b.dice().unwrap();
            let (ah, dh) = (ah.min(ad.rolled), dh.min(dd.rolled));
            let o = HisOptions::default();
            let side = side_of(attacker);
            let at = |k: u8| field::after_roll(&b, &o, &hits(ah, dh), LateCard { side, dice: k }).unwrap();
            let r = at(n);
            prop_assert_eq!(&at(0).with, &at(0).without);
            prop_assert!(at(n + 1).with.wins >= r.with.wins);
            prop_assert!(r.with.wins >= r.without.wins);
            let mut played = b;
            match side {
                Side::Attacker => played.attacker.late_dice = n,
                Side::Defender => played.defender.late_dice = n,
            }
            let by_faces = brute(n, |x| {
                let (a, d) = if attacker { (ah + x, dh) } else { (ah, dh + x) };
                field::outcome(&played, &o, a, d).unwrap()
            });
            prop_assert_eq!(as_map(&r.with), by_faces);
        }

        /// Naval: the same three properties.
        #[test]
        fn naval_after_roll(
            asq in 1u16..4, dsq in 1u16..4, ah in 0u32..8, dh in 0u32..8,
            attacker in any::<bool>(), n in 0u8..5, port in any::<bool>(),
        ) {
            let b = NavalBattle::new(NavalSide::new(asq, 0, Some(1)), NavalSide::new(dsq, 0, None), port, None).unwrap();
            let (ad, dd) = b.dice().unwrap();
            let (ah, dh) = (ah.min(ad.rolled), dh.min(dd.rolled));
            let o = HisOptions::default();
            let side = side_of(attacker);
            let at = |k: u8| naval::after_roll(&b, &o, &hits(ah, dh), LateCard { side, dice: k }).unwrap();
            let r = at(n);
            prop_assert_eq!(&at(0).with, &at(0).without);
            prop_assert!(at(n + 1).with.wins >= r.with.wins);
            prop_assert!(r.with.wins >= r.without.wins);
            let mut played = b;
            match side {
                Side::Attacker => played.attacker.late_dice = n,
                Side::Defender => played.defender.late_dice = n,
            }
            let by_faces = brute(n, |x| {
                let (a, d) = if attacker { (ah + x, dh) } else { (ah, dh + x) };
                naval::outcome(&played, &o, a, d).unwrap()
            });
            prop_assert_eq!(as_map(&r.with), by_faces);
        }

        /// Assault (the attacker's card): the same three properties.
        #[test]
        fn assault_after_roll(
            ar in 1u16..9, dr in 0u16..5, ah in 0u32..8, dh in 0u32..8, n in 0u8..5,
        ) {
            let x = Assault::new(AssaultSide::new(ar, Some(1)), AssaultSide::new(dr, None)).unwrap();
            let o = HisOptions::default();
            let (ad, dd) = x.dice(&o).unwrap();
            let (ah, dh) = (ah.min(ad.rolled), dh.min(dd.rolled));
            let at = |k: u8| assault::after_roll(&x, &o, &hits(ah, dh), LateCard { side: Side::Attacker, dice: k }).unwrap();
            let r = at(n);
            prop_assert_eq!(&at(0).with, &at(0).without);
            prop_assert!(at(n + 1).with.wins >= r.with.wins);
            prop_assert!(r.with.wins >= r.without.wins);
            let mut played = x;
            played.attacker.late_dice = n;
            let by_faces = brute(n, |h| assault::outcome(&played, &o, ah + h, dh));
            prop_assert_eq!(as_map(&r.with), by_faces);
        }
    }
}
