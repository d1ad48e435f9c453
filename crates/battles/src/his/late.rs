//! Cards played after the roll: the choice the text gives a power once it
//! has seen the dice. «Янычары» in a field battle (H.4 step 7: «они могут
//! разыграть её, чтобы бросить дополнительные кости в попытке нанести
//! дополнительные «удары»») and at sea (H.6 step 6, with «Профессиональные
//! гребцы» giving «одной из сторон дополнительные броски костей»), and
//! «Осадная артиллерия» in an assault (H.5 step 8: «чтобы дать атакующему
//! возможность нанести дополнительные „удары“»).
//!
//! This module owns the cards by name ([`Card`]) and what the text allows
//! of each — the battles it is played in ([`Battle`]), whose dice it adds
//! (the Ottomans' «Янычары»; the attacker's «Осадная артиллерия»; either
//! side's «Профессиональные гребцы»), each card at most once a battle —
//! checked for the cards a battle holds ([`LateCards`]) with an error
//! naming the card and the side; and the question's answer: with each
//! side's hits already rolled ([`Hits`]) and a card giving one side `dice`
//! more dice ([`LateCard`]), the exact distribution of the battle's
//! outcomes without the card (certain: the dice lie as rolled) and with it
//! (the extra dice's hits, binomial on 1/3), with the side's chance to win
//! and its units left on average ([`AfterRoll`]). The text does not say how
//! many dice any card gives (the cards themselves do: [`Card::text_dice`]),
//! so the number is the players'. Each battle's `after_roll` applies its
//! own outcome function through one function here, so the answer is the
//! answer of the resolver.

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

/// The battles of the digest a card may be played in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Battle {
    /// H.4.
    Field,
    /// H.5.
    Assault,
    /// H.6.
    Naval,
}

/// A card the text lets a power play after the roll, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Card {
    /// «Янычары»: the Ottomans' national card, «если одна из держав,
    /// участвующих в сражении – это Османы, и они ещё не разыграли свою
    /// национальную карту «Янычары» в этот ход» (H.4 step 7, H.6 step 6).
    Janissaries,
    /// «Осадная артиллерия»: «Любая держава может разыграть ответную карту
    /// «Осадная артиллерия», чтобы дать атакующему возможность нанести
    /// дополнительные «удары»» (H.5 step 8).
    SiegeArtillery,
    /// «Профессиональные гребцы»: «Любая держава может разыграть ответную
    /// карту «Профессиональные гребцы», чтобы дать одной из сторон
    /// дополнительные броски костей» (H.6 step 6).
    ProfessionalRowers,
}

impl Card {
    /// Every card, in the text's order.
    pub const ALL: [Card; 3] = [
        Card::Janissaries,
        Card::SiegeArtillery,
        Card::ProfessionalRowers,
    ];

    /// The code the CLI prints: "janissaries", "siege_artillery",
    /// "professional_rowers".
    pub const fn code(self) -> &'static str {
        match self {
            Card::Janissaries => "janissaries",
            Card::SiegeArtillery => "siege_artillery",
            Card::ProfessionalRowers => "professional_rowers",
        }
    }

    /// The battles the text plays the card in: «Янычары» at step 7 of the
    /// field battle and step 6 of the naval battle (the assault's steps
    /// name only «Осадная артиллерия» after the roll), «Осадная
    /// артиллерия» at step 8 of the assault, «Профессиональные гребцы» at
    /// step 6 of the naval battle.
    pub const fn battles(self) -> &'static [Battle] {
        match self {
            Card::Janissaries => &[Battle::Field, Battle::Naval],
            Card::SiegeArtillery => &[Battle::Assault],
            Card::ProfessionalRowers => &[Battle::Naval],
        }
    }

    /// Whether the card may be played in `battle`.
    pub fn in_battle(self, battle: Battle) -> bool {
        self.battles().contains(&battle)
    }

    /// Whether the card may give its dice to `side` of a battle whose
    /// Ottoman side is `ottoman`: «Янычары» only to the Ottomans,
    /// «Осадная артиллерия» only to the attacker, «Профессиональные
    /// гребцы» to either side.
    pub fn for_side(self, side: Side, ottoman: Option<Side>) -> bool {
        match self {
            Card::Janissaries => ottoman == Some(side),
            Card::SiegeArtillery => side == Side::Attacker,
            Card::ProfessionalRowers => true,
        }
    }

    /// The dice the text gives the card: none of the three says a number
    /// («бросить дополнительные кости», «дополнительные броски костей»,
    /// «возможность нанести дополнительные „удары“»), so the players
    /// enter the card's own.
    pub const fn text_dice(self) -> Option<u8> {
        match self {
            Card::Janissaries | Card::SiegeArtillery | Card::ProfessionalRowers => None,
        }
    }

    /// The cards `battle` offers `side` after the roll, in the text's
    /// order.
    pub fn offered(battle: Battle, side: Side, ottoman: Option<Side>) -> Vec<Card> {
        Card::ALL
            .into_iter()
            .filter(|c| c.in_battle(battle) && c.for_side(side, ottoman))
            .collect()
    }

    const fn index(self) -> usize {
        match self {
            Card::Janissaries => 0,
            Card::SiegeArtillery => 1,
            Card::ProfessionalRowers => 2,
        }
    }
}

/// A card played after the roll: which, the side whose dice it adds and
/// how many (the players' number: the text gives none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LateCard {
    pub card: Card,
    pub side: Side,
    pub dice: u8,
}

impl LateCard {
    /// Check the card against what the text allows in `battle`, whose
    /// Ottoman side is `ottoman`: the battle, the side, at least one die,
    /// at most [`MAX_LATE_DICE`].
    pub fn check(&self, battle: Battle, ottoman: Option<Side>) -> Result<(), HisError> {
        let LateCard { card, side, dice } = *self;
        if !card.in_battle(battle) {
            return Err(HisError::CardNotInBattle { card, battle });
        }
        if !card.for_side(side, ottoman) {
            return Err(match card {
                Card::Janissaries => HisError::JanissariesNotOttoman { side, ottoman },
                Card::SiegeArtillery | Card::ProfessionalRowers => {
                    HisError::CardNotForSide { card, side }
                }
            });
        }
        if dice == 0 {
            return Err(HisError::NoCardDice { card });
        }
        if dice > MAX_LATE_DICE {
            return Err(HisError::TooManyLateDice {
                dice,
                max: MAX_LATE_DICE,
            });
        }
        Ok(())
    }
}

/// A card's side and dice, as [`LateCards`] keeps them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
struct Played {
    side: Side,
    dice: u8,
}

/// The cards played after the roll in one battle: each card at most once
/// («Янычары» is the Ottomans' one national card, played once a turn;
/// «Осадная артиллерия» and «Профессиональные гребцы» are one card each,
/// «ответную карту»), so at sea «Янычары» for one side and
/// «Профессиональные гребцы» for either may both be played.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct LateCards([Option<Played>; 3]);

impl LateCards {
    /// No card played.
    pub const NONE: LateCards = LateCards([None; 3]);

    /// The cards `cards`, each at most once.
    ///
    /// ```
    /// use shturman_battles::his::{Card, HisError, LateCard, LateCards, Side};
    /// let j = LateCard { card: Card::Janissaries, side: Side::Attacker, dice: 4 };
    /// let r = LateCard { card: Card::ProfessionalRowers, side: Side::Defender, dice: 3 };
    /// assert!(LateCards::of(&[j, r]).is_ok());
    /// assert_eq!(LateCards::of(&[j, j]), Err(HisError::CardTwice { card: Card::Janissaries }));
    /// ```
    pub fn of(cards: &[LateCard]) -> Result<LateCards, HisError> {
        cards
            .iter()
            .try_fold(LateCards::NONE, |all, c| all.with(*c))
    }

    /// These cards and `c`, which must not be played already.
    pub fn with(self, c: LateCard) -> Result<LateCards, HisError> {
        let mut all = self;
        let slot = &mut all.0[c.card.index()];
        if slot.is_some() {
            return Err(HisError::CardTwice { card: c.card });
        }
        *slot = Some(Played {
            side: c.side,
            dice: c.dice,
        });
        Ok(all)
    }

    /// These cards without `card`.
    pub fn without(self, card: Card) -> LateCards {
        let mut all = self;
        all.0[card.index()] = None;
        all
    }

    /// The card `card`, if played.
    pub fn get(&self, card: Card) -> Option<LateCard> {
        self.0[card.index()].map(|p| LateCard {
            card,
            side: p.side,
            dice: p.dice,
        })
    }

    /// The cards played, in the text's order.
    pub fn iter(&self) -> impl Iterator<Item = LateCard> + '_ {
        Card::ALL.into_iter().filter_map(|c| self.get(c))
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(Option::is_none)
    }

    /// The dice the cards add to `side` after the roll.
    pub fn dice(&self, side: Side) -> u32 {
        self.iter()
            .filter(|c| c.side == side)
            .map(|c| u32::from(c.dice))
            .sum()
    }

    /// Check every card against what the text allows in `battle`, whose
    /// Ottoman side is `ottoman`.
    pub fn check(&self, battle: Battle, ottoman: Option<Side>) -> Result<(), HisError> {
        self.iter().try_for_each(|c| c.check(battle, ottoman))
    }
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
    /// Each side's hits so far (at the roll, and of any card played
    /// before this one): attacker, defender.
    pub hits: [u32; 2],
    pub without: LateChances<O>,
    pub with: LateChances<O>,
}

/// One battle as [`after_roll`] needs it: the cards it holds and the
/// same battle with other cards, its dice count (which checks the cards),
/// its outcome function, and what an outcome means to a side (won, units
/// left).
pub(crate) struct LateBattle<B, O, D, F, M>
where
    D: Fn(&B) -> Result<(DiceCount, DiceCount), HisError>,
    F: Fn(&B, (&DiceCount, &DiceCount), u32, u32) -> O,
    M: Fn(&O, Side) -> (bool, u32),
{
    pub cards: fn(&B) -> LateCards,
    pub with_cards: fn(&B, LateCards) -> B,
    pub dice: D,
    pub outcome: F,
    pub mine: M,
}

/// The answer for a battle `battle` — with the cards already played after
/// the roll, whose pools `rolled` holds with the rest — if `card` is
/// played too: the card must be one the text allows there and not played
/// yet.
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
    // the stated limit first, whatever else is wrong (issue 46 #8)
    if card.dice > MAX_LATE_DICE {
        return Err(HisError::TooManyLateDice {
            dice: card.dice,
            max: MAX_LATE_DICE,
        });
    }
    let (ad, dd) = (l.dice)(battle)?;
    rolled.check(&ad, &dd)?;
    let played = (l.with_cards)(battle, (l.cards)(battle).with(card)?);
    let (pad, pdd) = (l.dice)(&played)?;
    let hits = [
        rolled.attacker + rolled.attacker_late,
        rolled.defender + rolled.defender_late,
    ];
    let chances = |b: &B, (ad, dd): (&DiceCount, &DiceCount), n: u8| {
        let extra = hits_of(u32::from(n)).map_err(too_many(ad, dd))?;
        let tally = extra.tally(|x| {
            // hits are 0..=n, never negative
            let x = u32::try_from(x).unwrap_or(0);
            let (a, d) = match card.side {
                Side::Attacker => (hits[0] + x, hits[1]),
                Side::Defender => (hits[0], hits[1] + x),
            };
            (l.outcome)(b, (ad, dd), a, d)
        });
        let overflow = || too_many(ad, dd)(crate::dist::DistError::Overflow);
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
        hits,
        without: chances(battle, (&ad, &dd), 0)?,
        with: chances(&played, (&pad, &pdd), card.dice)?,
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

    fn card(card: Card, side: Side, dice: u8) -> LateCard {
        LateCard { card, side, dice }
    }

    /// The contract's field battle with the Ottomans on `ottoman`.
    fn field_battle(ottoman: Option<Side>) -> FieldBattle {
        let mut b = FieldBattle::new(
            FieldSide::new(4, Some(2)),
            FieldSide::new(3, Some(1)),
            Site::Open,
        )
        .unwrap();
        b.ottoman = ottoman;
        b
    }

    fn naval_battle(ottoman: Option<Side>) -> NavalBattle {
        NavalBattle::new(
            NavalSide::new(2, 0, None),
            NavalSide::new(2, 0, None),
            false,
            ottoman,
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
        let o = HisOptions::default();
        let b = field_battle(Some(Side::Attacker));
        let j = card(Card::Janissaries, Side::Attacker, 4);
        let r = field::after_roll(&b, &o, &hits(1, 2), j).unwrap();
        assert_eq!(r.hits, [1, 2]);
        assert_eq!(r.without.wins, Fraction::ZERO);
        assert_eq!(r.with.wins.to_string(), "11/27");
        // the defender's two hits stand: the attacker keeps 2 of 4 either way
        assert_eq!(r.without.units_left, whole(2));
        assert_eq!(r.with.units_left, whole(2));
        // the Ottoman defender plays it instead: one die more ends the tie
        let b = field_battle(Some(Side::Defender));
        let d = card(Card::Janissaries, Side::Defender, 1);
        let r = field::after_roll(&b, &o, &hits(2, 2), d).unwrap();
        assert_eq!(r.without.wins, Fraction::ONE);
        assert_eq!(r.with.wins, Fraction::ONE);
        // the attacker's two hits stand: the defender keeps 1 of 3 either way
        assert_eq!(r.with.units_left, whole(1));
        assert_eq!(r.without.units_left, whole(1));
    }

    /// Issue 46 #5, H.4 step 7: «Если одна из держав, участвующих в
    /// сражении – это Османы … они могут разыграть её» — «Янычары» are
    /// the Ottomans' national card: refused for the other side (the
    /// Habsburgs) and when no Ottomans fight; and the field battle's steps
    /// name no other card after the roll, so its late dice are one side's
    /// (the Ottomans', once: «ещё не разыграли … в этот ход»).
    #[test]
    fn janissaries_are_the_ottomans_and_the_field_has_no_other_card() {
        let o = HisOptions::default();
        let h = hits(1, 2);
        let habsburgs = card(Card::Janissaries, Side::Defender, 4);
        let b = field_battle(Some(Side::Attacker));
        assert_eq!(
            field::after_roll(&b, &o, &h, habsburgs),
            Err(HisError::JanissariesNotOttoman {
                side: Side::Defender,
                ottoman: Some(Side::Attacker)
            })
        );
        assert_eq!(
            field::after_roll(&field_battle(None), &o, &h, habsburgs),
            Err(HisError::JanissariesNotOttoman {
                side: Side::Defender,
                ottoman: None
            })
        );
        for (c, side) in [
            (Card::ProfessionalRowers, Side::Defender),
            (Card::SiegeArtillery, Side::Attacker),
        ] {
            assert_eq!(
                field::after_roll(&b, &o, &h, card(c, side, 2)),
                Err(HisError::CardNotInBattle {
                    card: c,
                    battle: Battle::Field
                })
            );
        }
        // played once: not again, for either side
        let mut played = b;
        played.cards = LateCards::of(&[card(Card::Janissaries, Side::Attacker, 4)]).unwrap();
        let rolled = Hits {
            attacker_late: 1,
            ..h
        };
        assert_eq!(
            field::after_roll(
                &played,
                &o,
                &rolled,
                card(Card::Janissaries, Side::Attacker, 2)
            ),
            Err(HisError::CardTwice {
                card: Card::Janissaries
            })
        );
        // the battle itself refuses late dice the text gives nobody
        let mut both = b;
        both.cards = LateCards::of(&[card(Card::ProfessionalRowers, Side::Defender, 2)]).unwrap();
        assert_eq!(
            both.dice(),
            Err(HisError::CardNotInBattle {
                card: Card::ProfessionalRowers,
                battle: Battle::Field
            })
        );
        // what is offered, by side
        let offered = |side, ottoman| Card::offered(Battle::Field, side, ottoman);
        assert_eq!(
            offered(Side::Attacker, Some(Side::Attacker)),
            [Card::Janissaries]
        );
        assert!(offered(Side::Defender, Some(Side::Attacker)).is_empty());
        assert!(offered(Side::Attacker, None).is_empty());
    }

    /// No card's dice are in the text — «бросить дополнительные кости»,
    /// «дополнительные броски костей», «возможность нанести
    /// дополнительные „удары“» — so every card's count is the players';
    /// a card played for no dice is refused.
    #[test]
    fn the_text_gives_no_card_a_number_of_dice() {
        for c in Card::ALL {
            assert_eq!(c.text_dice(), None, "{c:?}");
        }
        let b = naval_battle(None);
        let r = naval::after_roll(
            &b,
            &HisOptions::default(),
            &hits(2, 3),
            card(Card::ProfessionalRowers, Side::Attacker, 0),
        );
        assert_eq!(
            r,
            Err(HisError::NoCardDice {
                card: Card::ProfessionalRowers
            })
        );
    }

    /// Issue 46 #8: 78 late dice on 33 v 34 were accepted and 79 refused
    /// or accepted depending on the hits. One limit, whatever the hits and
    /// the side: [`MAX_LATE_DICE`] answers, one more is refused saying so.
    #[test]
    fn one_late_dice_limit_whatever_the_hits() {
        let o = HisOptions::default();
        for side in [Side::Attacker, Side::Defender] {
            let mut b = FieldBattle::new(
                FieldSide::new(33, Some(2)),
                FieldSide::new(34, Some(1)),
                Site::Open,
            )
            .unwrap();
            b.ottoman = Some(side);
            for (a, d) in [(0, 0), (0, 35), (35, 0), (17, 18), (35, 35), (1, 34)] {
                let j = |dice| card(Card::Janissaries, side, dice);
                let r = field::after_roll(&b, &o, &hits(a, d), j(MAX_LATE_DICE));
                assert!(r.is_ok(), "{side:?} {a}:{d}: {r:?}");
                assert_eq!(
                    field::after_roll(&b, &o, &hits(a, d), j(MAX_LATE_DICE + 1)),
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
    /// the city unless both miss: 5/9. The card's dice are the
    /// attacker's, whoever plays it; no other card is played after the
    /// assault's roll.
    #[test]
    fn siege_artillery_after_the_assault_roll() {
        let calais = Assault::new(AssaultSide::new(6, Some(1)), AssaultSide::new(2, None)).unwrap();
        let o = HisOptions::default();
        let sa = card(Card::SiegeArtillery, Side::Attacker, 2);
        let r = assault::after_roll(&calais, &o, &hits(1, 1), sa).unwrap();
        assert_eq!(r.without.wins, Fraction::ZERO);
        assert_eq!(r.with.wins.to_string(), "5/9");
        assert!(
            r.with
                .outcomes
                .iter()
                .any(|s| s.outcome.result == AssaultResult::Captured)
        );
        // «чтобы дать атакующему»: the defender cannot have its dice
        let d = card(Card::SiegeArtillery, Side::Defender, 2);
        assert_eq!(
            assault::after_roll(&calais, &o, &hits(1, 1), d),
            Err(HisError::CardNotForSide {
                card: Card::SiegeArtillery,
                side: Side::Defender
            })
        );
        for c in [Card::Janissaries, Card::ProfessionalRowers] {
            assert_eq!(
                assault::after_roll(&calais, &o, &hits(1, 1), card(c, Side::Attacker, 2)),
                Err(HisError::CardNotInBattle {
                    card: c,
                    battle: Battle::Assault
                })
            );
        }
        assert_eq!(
            Card::offered(Battle::Assault, Side::Attacker, Some(Side::Attacker)),
            [Card::SiegeArtillery]
        );
        assert!(Card::offered(Battle::Assault, Side::Defender, Some(Side::Defender)).is_empty());
    }

    /// H.6 step 6: «…они могут разыграть её, чтобы получить
    /// дополнительные броски костей. Любая держава может разыграть
    /// ответную карту «Профессиональные гребцы», чтобы дать одной из
    /// сторон дополнительные броски костей.» Two squadrons each, 2 : 3
    /// hits: the attacker needs two more hits of three (7/27) to win.
    #[test]
    fn rowers_after_the_naval_roll() {
        let o = HisOptions::default();
        let rowers = card(Card::ProfessionalRowers, Side::Attacker, 3);
        let r = naval::after_roll(&naval_battle(None), &o, &hits(2, 3), rowers).unwrap();
        assert_eq!(r.without.wins, Fraction::ZERO);
        assert_eq!(r.with.wins.to_string(), "7/27");
        // «одной из сторон»: either side, no Ottomans needed
        for side in Side::ALL {
            assert!(Card::offered(Battle::Naval, side, None).contains(&Card::ProfessionalRowers));
        }
        assert_eq!(
            Card::offered(Battle::Naval, Side::Defender, Some(Side::Defender)),
            [Card::Janissaries, Card::ProfessionalRowers]
        );
        assert_eq!(
            naval::after_roll(
                &naval_battle(Some(Side::Defender)),
                &o,
                &hits(2, 3),
                card(Card::SiegeArtillery, Side::Attacker, 2)
            ),
            Err(HisError::CardNotInBattle {
                card: Card::SiegeArtillery,
                battle: Battle::Naval
            })
        );
    }

    /// Issue 46 #5: at sea «Янычары» for the Ottomans and «Профессиональные
    /// гребцы» for the other side, both after the roll — the text's step 6
    /// gives both. The Ottoman attacker's Janissaries are played and
    /// rolled (2 : 3 at the roll, one more hit: 3 : 3); then Rowers for the
    /// defender are asked: without them the defender wins every tie, with
    /// them it still does — and the two cards' dice stand in the battle,
    /// one side each.
    #[test]
    fn janissaries_and_rowers_at_sea() {
        let o = HisOptions::default();
        let mut b = naval_battle(Some(Side::Attacker));
        let j = card(Card::Janissaries, Side::Attacker, 2);
        b.cards = LateCards::of(&[j]).unwrap();
        let rolled = Hits {
            attacker: 2,
            defender: 3,
            attacker_late: 1,
            defender_late: 0,
        };
        let rowers = card(Card::ProfessionalRowers, Side::Defender, 2);
        let r = naval::after_roll(&b, &o, &rolled, rowers).unwrap();
        assert_eq!(r.hits, [3, 3]);
        assert_eq!(r.without.wins, Fraction::ONE);
        assert_eq!(r.with.wins, Fraction::ONE);
        // the attacker, asking for Rowers on top of its Janissaries,
        // needs one hit of two to win 4 : 3: 5/9
        let own = card(Card::ProfessionalRowers, Side::Attacker, 2);
        let r = naval::after_roll(&b, &o, &rolled, own).unwrap();
        assert_eq!(r.with.wins.to_string(), "5/9");
        // both played: one pool after the roll for each side
        let both = LateCards::of(&[j, rowers]).unwrap();
        let played = NavalBattle { cards: both, ..b };
        let (ad, dd) = played.dice().unwrap();
        assert_eq!((ad.late, dd.late), (2, 2));
        let steps = naval::odds(&played, &o).unwrap().steps;
        let late: Vec<_> = steps
            .iter()
            .filter_map(|s| match s.rule {
                crate::his::Rule::LateDice { card, side, dice } => Some((card, side, dice)),
                _ => None,
            })
            .collect();
        assert_eq!(
            late,
            [
                (Card::Janissaries, Side::Attacker, 2),
                (Card::ProfessionalRowers, Side::Defender, 2)
            ]
        );
        // but not Janissaries for the side that is not the Ottomans'
        assert_eq!(
            naval::after_roll(&b, &o, &rolled, card(Card::Janissaries, Side::Defender, 2)),
            Err(HisError::CardTwice {
                card: Card::Janissaries
            })
        );
        assert_eq!(
            naval::after_roll(
                &naval_battle(Some(Side::Attacker)),
                &o,
                &hits(2, 3),
                card(Card::Janissaries, Side::Defender, 2)
            ),
            Err(HisError::JanissariesNotOttoman {
                side: Side::Defender,
                ottoman: Some(Side::Attacker)
            })
        );
    }

    #[test]
    fn more_hits_than_dice_are_refused() {
        let j = card(Card::Janissaries, Side::Attacker, 1);
        let b = field_battle(Some(Side::Attacker));
        let e = field::after_roll(&b, &HisOptions::default(), &hits(7, 0), j);
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

        /// Field: the card changes nothing the dice rolled already
        /// decided; each extra die never lowers the player's chance to
        /// win; the distribution is the enumeration of the extra dice's
        /// faces through the resolver's outcome function.
        #[test]
        fn field_after_roll(
            au in 1u16..7, du in 1u16..7, ar in 0u8..3, dr in 0u8..3,
            ah in 0u32..10, dh in 0u32..10, attacker in any::<bool>(), n in 1u8..5,
        ) {
            let side = side_of(attacker);
            let mut b = FieldBattle::new(FieldSide::new(au, Some(ar)), FieldSide::new(du, Some(dr)), Site::Open).unwrap();
            b.ottoman = Some(side);
            let (ad, dd) = b.dice().unwrap();
            let (ah, dh) = (ah.min(ad.rolled), dh.min(dd.rolled));
            let o = HisOptions::default();
            let at = |k: u8| field::after_roll(&b, &o, &hits(ah, dh), card(Card::Janissaries, side, k)).unwrap();
            let r = at(n);
            prop_assert_eq!(&at(1).without, &r.without);
            prop_assert!(at(n + 1).with.wins >= r.with.wins);
            prop_assert!(r.with.wins >= r.without.wins);
            let played = FieldBattle { cards: LateCards::of(&[card(Card::Janissaries, side, n)]).unwrap(), ..b };
            let by_faces = brute(n, |x| {
                let (a, d) = if attacker { (ah + x, dh) } else { (ah, dh + x) };
                field::outcome(&played, &o, a, d).unwrap()
            });
            prop_assert_eq!(as_map(&r.with), by_faces);
        }

        /// Naval (Rowers, either side): the same three properties.
        #[test]
        fn naval_after_roll(
            asq in 1u16..4, dsq in 1u16..4, ah in 0u32..8, dh in 0u32..8,
            attacker in any::<bool>(), n in 1u8..5, port in any::<bool>(),
        ) {
            let b = NavalBattle::new(NavalSide::new(asq, 0, Some(1)), NavalSide::new(dsq, 0, None), port, None).unwrap();
            let (ad, dd) = b.dice().unwrap();
            let (ah, dh) = (ah.min(ad.rolled), dh.min(dd.rolled));
            let o = HisOptions::default();
            let side = side_of(attacker);
            let at = |k: u8| naval::after_roll(&b, &o, &hits(ah, dh), card(Card::ProfessionalRowers, side, k)).unwrap();
            let r = at(n);
            prop_assert_eq!(&at(1).without, &r.without);
            prop_assert!(at(n + 1).with.wins >= r.with.wins);
            prop_assert!(r.with.wins >= r.without.wins);
            let played = NavalBattle { cards: LateCards::of(&[card(Card::ProfessionalRowers, side, n)]).unwrap(), ..b };
            let by_faces = brute(n, |x| {
                let (a, d) = if attacker { (ah + x, dh) } else { (ah, dh + x) };
                naval::outcome(&played, &o, a, d).unwrap()
            });
            prop_assert_eq!(as_map(&r.with), by_faces);
        }

        /// Assault (the attacker's card): the same three properties.
        #[test]
        fn assault_after_roll(
            ar in 1u16..9, dr in 0u16..5, ah in 0u32..8, dh in 0u32..8, n in 1u8..5,
        ) {
            let x = Assault::new(AssaultSide::new(ar, Some(1)), AssaultSide::new(dr, None)).unwrap();
            let o = HisOptions::default();
            let (ad, dd) = x.dice(&o).unwrap();
            let (ah, dh) = (ah.min(ad.rolled), dh.min(dd.rolled));
            let sa = |k: u8| card(Card::SiegeArtillery, Side::Attacker, k);
            let at = |k: u8| assault::after_roll(&x, &o, &hits(ah, dh), sa(k)).unwrap();
            let r = at(n);
            prop_assert_eq!(&at(1).without, &r.without);
            prop_assert!(at(n + 1).with.wins >= r.with.wins);
            prop_assert!(r.with.wins >= r.without.wins);
            let played = Assault { cards: LateCards::of(&[sa(n)]).unwrap(), ..x };
            let by_faces = brute(n, |h| assault::outcome(&played, &o, ah + h, dh));
            prop_assert_eq!(as_map(&r.with), by_faces);
        }
    }
}
