//! Here I Stand battles resolved from each pool's hits alone (issue 33
//! item 11: a pool of 23 dice is one number to enter, not 23 faces). The
//! text counts only the hits: «Каждая выпавшая «5» или «6» – это «удар»»
//! (`shared/seeds/here-i-stand-battles.ru.txt`), so for every pool size up
//! to 30 and every count of hits, the result from the hits is the result
//! from any faces with that many hits — here faces arranged at random,
//! hits as 5 or 6 and misses as 1 to 4.

use proptest::prelude::*;
use shturman_battles::his::assault::{self, Assault, AssaultSide};
use shturman_battles::his::field::{self, FieldBattle, FieldSide, Site};
use shturman_battles::his::naval::{self, NavalBattle, NavalSide};
use shturman_battles::his::{
    Card, Faces, HisError, HisOptions, Hits, LateCard, LateCards, Pool, Rule, Side, Step,
    count_hits,
};

/// The largest pool the screens offer (30 dice a side).
const MAX_POOL: u32 = 30;

/// A small deterministic generator (xorshift), seeded by proptest.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// `dice` faces with exactly `hits` of them 5 or 6, in a random order.
fn faces_with(rng: &mut Rng, dice: u32, hits: u32) -> Vec<u8> {
    let mut f: Vec<u8> = (0..dice)
        .map(|i| {
            if i < hits {
                5 + rng.below(2) as u8
            } else {
                1 + rng.below(4) as u8
            }
        })
        .collect();
    for i in (1..f.len()).rev() {
        f.swap(i, rng.below(i as u64 + 1) as usize);
    }
    assert_eq!(count_hits(&f), hits);
    f
}

/// The steps but those that report the roll (faces and hits, or the hits
/// entered): everything else must be the same.
fn decided(steps: &[Step]) -> Vec<Step> {
    steps
        .iter()
        .filter(|s| {
            !matches!(
                s.rule,
                Rule::Hits { .. } | Rule::LateHits { .. } | Rule::HitsEntered { .. }
            )
        })
        .cloned()
        .collect()
}

/// Every count of hits of a pool of `dice` (attacker) against one of
/// `other` dice (defender), with `late` dice after the roll for the
/// attacker: the same result from the hits as from random faces.
fn each_count(
    rng: &mut Rng,
    (dice, other, late): (u32, u32, u32),
    check: &mut dyn FnMut(&Faces, &Hits),
) {
    for ah in 0..=dice {
        for dh in 0..=other {
            for lh in 0..=late {
                let faces = Faces {
                    attacker: faces_with(rng, dice, ah),
                    defender: faces_with(rng, other, dh),
                    attacker_late: faces_with(rng, late, lh),
                    defender_late: Vec::new(),
                };
                let hits = Hits {
                    attacker: ah,
                    defender: dh,
                    attacker_late: lh,
                    defender_late: 0,
                };
                assert_eq!(Hits::of(&faces), hits);
                check(&faces, &hits);
            }
        }
    }
}

/// Card dice that make a side roll `dice` dice from `base`.
fn cards(dice: u32, base: u32) -> i8 {
    i8::try_from(i64::from(dice) - i64::from(base)).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4))]

    #[test]
    fn a_field_battle_from_hits_is_the_battle_from_faces(seed in 1u64.., late in 0u8..=2) {
        let mut rng = Rng(seed);
        let o = HisOptions::default();
        for dice in 1..=MAX_POOL {
            // the attacker rolls `dice`: units, a leader's dice, cards
            let units = u16::try_from(dice.div_ceil(2)).unwrap();
            let mut b = FieldBattle::new(
                FieldSide {
                    card_dice: cards(dice, u32::from(units) + 1),
                    ..FieldSide::new(units, Some(1))
                },
                FieldSide::new(3, Some(1)),
                Site::Open,
            )
            .unwrap();
            b.ottoman = Some(Side::Attacker);
            if late > 0 {
                let j = LateCard { card: Card::Janissaries, side: Side::Attacker, dice: late };
                b.cards = LateCards::of(&[j]).unwrap();
            }
            let (ad, dd) = b.dice().unwrap();
            prop_assert_eq!((ad.rolled, ad.late), (dice, u32::from(late)));
            each_count(&mut rng, (dice, dd.rolled, ad.late), &mut |f, h| {
                let a = field::resolve_faces(&b, &o, f).unwrap();
                let b2 = field::resolve_hits(&b, &o, h).unwrap();
                assert_eq!(
                    (a.outcome, a.attacker_hits, a.defender_hits, &a.leaders_captured),
                    (b2.outcome, b2.attacker_hits, b2.defender_hits, &b2.leaders_captured),
                    "{f:?}"
                );
                assert_eq!(decided(&a.steps), decided(&b2.steps));
            });
        }
    }

    #[test]
    fn an_assault_from_hits_is_the_assault_from_faces(seed in 1u64..) {
        let mut rng = Rng(seed);
        let o = HisOptions::default();
        for dice in 1..=MAX_POOL {
            let plain = Assault::new(AssaultSide::new(4, Some(1)), AssaultSide::new(2, None)).unwrap();
            let base = plain.dice(&o).unwrap().0.rolled;
            let x = Assault {
                attacker: AssaultSide { card_dice: cards(dice, base), ..plain.attacker },
                ..plain
            };
            let (ad, dd) = x.dice(&o).unwrap();
            prop_assert_eq!(ad.rolled, dice);
            each_count(&mut rng, (dice, dd.rolled, 0), &mut |f, h| {
                let a = assault::resolve_faces(&x, &o, f).unwrap();
                let b = assault::resolve_hits(&x, &o, h).unwrap();
                assert_eq!(
                    (a.outcome, a.attacker_hits, a.defender_hits),
                    (b.outcome, b.attacker_hits, b.defender_hits),
                    "{f:?}"
                );
                assert_eq!(decided(&a.steps), decided(&b.steps));
            });
        }
    }

    #[test]
    fn a_naval_battle_from_hits_is_the_battle_from_faces(seed in 1u64..) {
        let mut rng = Rng(seed);
        let o = HisOptions::default();
        for dice in 1..=MAX_POOL {
            let plain = NavalBattle::new(NavalSide::new(3, 0, Some(1)), NavalSide::new(2, 0, None), false, None).unwrap();
            let base = plain.dice().unwrap().0.rolled;
            let b = NavalBattle {
                attacker: NavalSide { card_dice: cards(dice, base), ..plain.attacker },
                ..plain
            };
            let (ad, dd) = b.dice().unwrap();
            prop_assert_eq!(ad.rolled, dice);
            each_count(&mut rng, (dice, dd.rolled, 0), &mut |f, h| {
                let a = naval::resolve_faces(&b, &o, f).unwrap();
                let b2 = naval::resolve_hits(&b, &o, h).unwrap();
                assert_eq!(
                    (a.outcome, a.attacker_hits, a.defender_hits),
                    (b2.outcome, b2.attacker_hits, b2.defender_hits),
                    "{f:?}"
                );
                assert_eq!(decided(&a.steps), decided(&b2.steps));
            });
        }
    }
}

/// More hits than dice is refused, naming the pool; the steps say the
/// hits were entered, not rolled faces.
#[test]
fn hits_are_bounded_by_the_pool_and_said_as_entered() {
    let b = FieldBattle::new(
        FieldSide::new(4, Some(2)),
        FieldSide::new(3, Some(1)),
        Site::Open,
    )
    .unwrap();
    let o = HisOptions::default();
    let too_many = Hits {
        defender: 6,
        ..Hits::default()
    };
    assert_eq!(
        field::resolve_hits(&b, &o, &too_many).unwrap_err(),
        HisError::TooManyHits {
            pool: Pool::Defender,
            hits: 6,
            dice: 5
        }
    );
    let r = field::resolve_hits(
        &b,
        &o,
        &Hits {
            attacker: 2,
            defender: 2,
            ..Hits::default()
        },
    )
    .unwrap();
    assert_eq!(r.faces, Faces::default(), "no faces were entered");
    assert!(r.steps.iter().any(|s| s.rule
        == Rule::HitsEntered {
            side: shturman_battles::his::Side::Attacker,
            late: false,
            hits: 2
        }));
}
