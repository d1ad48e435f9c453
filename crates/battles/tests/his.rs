//! Here I Stand battles against the seed's own worked examples
//! (`shared/seeds/here-i-stand-battles.ru.txt`), with the faces the text
//! rolls giving the text's result; invariants as property tests; and the
//! exact odds against a seeded Monte-Carlo of the resolvers themselves.

use proptest::prelude::*;
use shturman_battles::Fraction;
use shturman_battles::his::assault::{self, Assault, AssaultResult, AssaultSide};
use shturman_battles::his::field::{self, FieldBattle, FieldSide, Site};
use shturman_battles::his::naval::{self, Fleet, NavalBattle, NavalSide};
use shturman_battles::his::roll::{self, Cavalry, Roll, RollKind};
use shturman_battles::his::{
    BothWipedOut, Card, CorsairLosses, Decision, EmptyCity, EqualAfterAssault, Faces, HisError,
    HisOptions, LateCard, LateCards, OddHit, Reading, RetreatTo, Rule, Section, Share, Side, Step,
    count_hits, hits_of,
};
use shturman_monte_carlo::{self as monte_carlo, SplitMix, within_3_se};
use shturman_rules::dice::{DiceError, ScriptedDice};
use std::collections::BTreeMap;

fn d() -> HisOptions {
    HisOptions::default()
}

/// One card after the roll, `dice` of them for `side` (none for 0 dice).
fn late(card: Card, side: Side, dice: u8) -> LateCards {
    if dice == 0 {
        return LateCards::NONE;
    }
    LateCards::of(&[LateCard { card, side, dice }]).unwrap()
}

fn has(steps: &[Step], rule: &Rule) -> bool {
    steps.iter().any(|s| &s.rule == rule)
}

fn sum(ps: impl IntoIterator<Item = Fraction>) -> Fraction {
    ps.into_iter().fold(Fraction::ZERO, |a, p| a + p)
}

// ---------------------------------------------------------------------
// The text's worked examples
// ---------------------------------------------------------------------

/// «Карл V и 8 габсбуржских регулярных отряда находятся в Граце … Они
/// пытаются перехватить, добавляя при этом к результату броска 2 – боевой
/// рейтинг Карла – и вычитая 1 за османскую кавалерию. Выпало 8, что как
/// раз достаточно для перехвата.» The text gives the sum; 3 + 5 is one way
/// to roll it.
#[test]
fn charles_v_interception() {
    let charles = Roll {
        kind: RollKind::LandInterception,
        leaders: vec![2],
        cavalry: Cavalry::AgainstOttomanCavalry,
        ..Roll::default()
    };
    let o = roll::odds(&charles, &d()).unwrap();
    assert_eq!((o.modifier, o.need), (1, 8));
    let r = roll::resolve_faces(&charles, &d(), Some([3, 5])).unwrap();
    assert_eq!((r.total, r.success), (Some(9), true));
    // "just enough": a 7 would have failed.
    assert!(
        !roll::resolve_faces(&charles, &d(), Some([3, 4]))
            .unwrap()
            .success
    );
    // The −1 is the example's, so the step names [H-1].
    assert!(r.steps.iter().any(|s| s.rule == Rule::OttomanCavalryPenalty
        && s.reading == Some(Reading::H1InterceptionCavalry)
        && s.section == Section::H2));
}

/// «Для каждого бросается 2 кости, и для каждого выпадает 7. Так как за
/// боевой рейтинг Дориа к результату броска добавляется +2, его соединение
/// перехватывает успешно, другое – нет.»
#[test]
fn doria_naval_interception() {
    let doria = Roll::new(RollKind::NavalInterception, vec![2]).unwrap();
    let venetian = Roll::new(RollKind::NavalInterception, vec![]).unwrap();
    let r = roll::resolve_faces(&doria, &d(), Some([3, 4])).unwrap();
    assert_eq!((r.total, r.success), (Some(9), true));
    let r = roll::resolve_faces(&venetian, &d(), Some([3, 4])).unwrap();
    assert_eq!((r.total, r.success), (Some(7), false));
    assert!(r.steps.iter().all(|s| s.section == Section::H3));
}

/// «В итоговом полевом сражении Османы бросают 8 костей за свои отряды плюс
/// 2 кости за Сулеймана …, итого 10. Габсбурги бросают 10 за отряды плюс 2 за
/// Карла плюс 1 как обороняющийся, итого 13. Османы выбросили 3 попадания в
/// своих 10 бросках, Габсбурги – 5 в 13. 3 регулярных габсбуржских отряда
/// уничтожены, а Османы решили убрать отряд кавалерии и 4 регулярных
/// отряда. Сулейман, Ибрагим и оставшиеся 3 отряда отступают в город,
/// откуда пришли (Пресбург). Карл, Фердинанд и 7 габсбуржских регулярных
/// отрядов остаются в Вене.»
#[test]
fn vienna_field_battle() {
    // 7 regulars + 1 cavalry; Charles's 8 and Ferdinand's 2 in fortified,
    // Habsburg Vienna.
    let vienna = FieldBattle::new(
        FieldSide::new(8, Some(2)),
        FieldSide::new(10, Some(2)),
        Site::Fortified,
    )
    .unwrap();
    let faces = Faces {
        attacker: vec![5, 6, 5, 1, 2, 3, 4, 1, 2, 3],
        defender: vec![6, 6, 5, 5, 6, 1, 2, 3, 4, 1, 2, 3, 4],
        ..Faces::default()
    };
    let r = field::resolve_faces(&vienna, &d(), &faces).unwrap();
    assert_eq!((r.attacker_dice.rolled, r.defender_dice.rolled), (10, 13));
    assert_eq!((r.attacker_hits, r.defender_hits), (3, 5));
    assert_eq!(r.outcome.winner, Side::Defender);
    assert_eq!(r.outcome.decided, Decision::MoreHits);
    assert_eq!((r.outcome.attacker_left, r.outcome.defender_left), (3, 7));
    assert!(r.leaders_captured.is_empty());
    assert_eq!(
        r.steps.last().unwrap().rule,
        Rule::Retreat {
            side: Side::Attacker,
            to: RetreatTo::Origin,
            units: 3
        }
    );
    // The same faces through a ScriptedDice, in pool order.
    let mut dice =
        ScriptedDice::new(faces.attacker.iter().chain(&faces.defender).copied()).unwrap();
    assert_eq!(field::resolve(&vienna, &d(), &mut dice).unwrap(), r);
}

/// The relief of Calais: «Английский игрок решает использовать осаждённые
/// отряды в сражении, в итоге бросая 6 костей за отряды и 1 за полководца
/// Брэндона. Французы бросают 6 костей за отряды, 1 за полководца Франциска
/// и 1 как обороняющийся. Англичане не смогли выбросить ни одного «удара» на
/// 7 костях, французы выбросили 2. Англичане принимают удар на армию
/// Брэндона, он отступает с двумя отрядами обратно в Булонь.»
#[test]
fn calais_relief_battle() {
    let relief = FieldBattle::new(
        FieldSide::new(6, Some(1)),
        FieldSide::new(6, Some(1)),
        Site::Relief { besieged: 2 },
    )
    .unwrap();
    let faces = Faces {
        attacker: vec![1, 2, 3, 4, 1, 2, 3],
        defender: vec![5, 6, 1, 2, 3, 4, 1, 2],
        ..Faces::default()
    };
    let r = field::resolve_faces(&relief, &d(), &faces).unwrap();
    assert_eq!((r.attacker_dice.rolled, r.defender_dice.rolled), (7, 8));
    assert_eq!((r.attacker_hits, r.defender_hits), (0, 2));
    assert_eq!(
        (r.outcome.winner, r.outcome.decided),
        (Side::Defender, Decision::MoreHits)
    );
    // 4 English left: the 2 besieged go back in, Brandon takes 2 to Boulogne.
    assert_eq!(r.outcome.attacker_left, 4);
    assert!(has(
        &r.steps,
        &Rule::IntoFortifications {
            side: Side::Attacker,
            up_to: 2,
            only_besieged: true
        }
    ));
    assert!(has(
        &r.steps,
        &Rule::Retreat {
            side: Side::Attacker,
            to: RetreatTo::Origin,
            units: 4
        }
    ));
}

/// The assault on Calais: «Французы бросают по 1 кости за каждые 2
/// сухопутных отряда (с округлением вверх), получая 3 кости плюс 1 за
/// Франциска. Англичане бросают 2 кости за отряды плюс 1 как обороняющиеся.
/// Если французы выбросят хотя бы 2 «удара», Кале падет, и английская
/// эскадра будет уничтожена.»
#[test]
fn calais_assault() {
    let calais = Assault {
        ships_in_port: true,
        ..Assault::new(AssaultSide::new(6, Some(1)), AssaultSide::new(2, None)).unwrap()
    };
    let o = assault::odds(&calais, &d()).unwrap();
    assert_eq!((o.attacker_dice.rolled, o.defender_dice.rolled), (4, 3));
    assert_eq!(o.attacker_dice.units, 3);
    // "at least 2 hits": 1 − (2/3)^4 − 4·(1/3)·(2/3)^3 = 33/81.
    assert_eq!(o.success.to_string(), "11/27");
    // Whatever the English roll (at most 3 hits on 6 French units), the
    // city falls exactly when the French score 2 or more.
    for a in 0..=4 {
        for e in 0..=3 {
            let out = assault::outcome(&calais, &d(), a, e);
            assert_eq!(out.result == AssaultResult::Captured, a >= 2, "{a} v {e}");
        }
    }
    let two = Faces {
        attacker: vec![5, 6, 1, 2],
        defender: vec![6, 1, 1],
        ..Faces::default()
    };
    let r = assault::resolve_faces(&calais, &d(), &two).unwrap();
    assert_eq!(r.outcome.result, AssaultResult::Captured);
    assert!(has(&r.steps, &Rule::CityTaken));
    assert!(has(&r.steps, &Rule::NavalUnitsToTurnTrack));
    let one = Faces {
        attacker: vec![5, 1, 1, 2],
        ..two
    };
    let r = assault::resolve_faces(&calais, &d(), &one).unwrap();
    assert_eq!(r.outcome.result, AssaultResult::SiegeContinues);
}

/// «Османы бросают 7 костей (4 за 2 эскадры, 1 за корсара, 2 за
/// Барбароссу), Габсбурги – 6 (4 за 2 эскадры, 2 за Дориа). Каждая сторона
/// выбрасывает по 3 «удара». Так как Габсбурги обороняются, они и
/// выигрывают сражение. Османские эскадра и корсар уничтожены. Барбаросса и
/// оставшаяся эскадра должны отступить … Габсбурги уничтожают 1 свою
/// эскадру, другая с Дориа остаётся в Берберском побережье.»
#[test]
fn barbary_coast_naval_battle() {
    let barbary = NavalBattle::new(
        NavalSide::new(2, 1, Some(2)),
        NavalSide::new(2, 0, Some(2)),
        false,
        Some(Side::Attacker),
    )
    .unwrap();
    let faces = Faces {
        attacker: vec![5, 6, 5, 1, 2, 3, 4],
        defender: vec![6, 5, 6, 1, 2, 3],
        ..Faces::default()
    };
    let r = naval::resolve_faces(&barbary, &d(), &faces).unwrap();
    assert_eq!((r.attacker_dice.rolled, r.defender_dice.rolled), (7, 6));
    assert_eq!((r.attacker_hits, r.defender_hits), (3, 3));
    assert_eq!(
        (r.outcome.winner, r.outcome.decided),
        (Side::Defender, Decision::TieToDefender)
    );
    assert_eq!(
        r.outcome.attacker,
        Fleet {
            squadrons: 1,
            corsairs: 0
        }
    );
    assert_eq!(
        r.outcome.defender,
        Fleet {
            squadrons: 1,
            corsairs: 0
        }
    );
    let ottoman_loss = r
        .steps
        .iter()
        .find(|s| {
            matches!(
                s.rule,
                Rule::FleetLosses {
                    side: Side::Attacker,
                    ..
                }
            )
        })
        .unwrap();
    assert_eq!(ottoman_loss.reading, Some(Reading::H3CorsairLosses));
    assert!(has(
        &r.steps,
        &Rule::Retreat {
            side: Side::Attacker,
            to: RetreatTo::PortOrSeaZone,
            units: 1
        }
    ));
    // Read literally [H-3], the Ottomans would lose both squadrons instead.
    let literal = HisOptions {
        corsair_losses: CorsairLosses::AfterSquadrons,
        ..d()
    };
    let r = naval::resolve_faces(&barbary, &literal, &faces).unwrap();
    assert_eq!(
        r.outcome.attacker,
        Fleet {
            squadrons: 0,
            corsairs: 1
        }
    );
}

// ---------------------------------------------------------------------
// Regression tests named after the rule they guard
// ---------------------------------------------------------------------

#[test]
fn contract_field_example_dice_and_totals() {
    let b = FieldBattle::new(
        FieldSide::new(4, Some(2)),
        FieldSide::new(3, Some(1)),
        Site::Open,
    )
    .unwrap();
    let o = field::odds(&b, &d()).unwrap();
    assert_eq!((o.attacker_dice.rolled, o.defender_dice.rolled), (6, 5));
    assert_eq!(o.attacker_wins + o.defender_wins, Fraction::ONE);
    // The tie share is Σ P(a = k)·P(d = k), from the marginals.
    let tie = sum(o.attacker_hits.iter().map(|a| {
        o.defender_hits
            .iter()
            .find(|x| x.value == a.value)
            .map_or(Fraction::ZERO, |x| x.probability * a.probability)
    }));
    assert_eq!(o.defender_wins_on_tie, tie);
}

#[test]
fn janissaries_late_dice_count_for_hits_and_h5() {
    // 2 units against 2; the attacker plays 3 late dice.
    let b = FieldBattle {
        attacker: FieldSide::new(2, None),
        defender: FieldSide::new(2, None),
        site: Site::Open,
        ottoman: Some(Side::Attacker),
        cards: late(Card::Janissaries, Side::Attacker, 3),
    };
    let faces = Faces {
        attacker: vec![1, 1],
        defender: vec![5, 6, 1],
        attacker_late: vec![5, 6, 2],
        ..Faces::default()
    };
    let r = field::resolve_faces(&b, &d(), &faces).unwrap();
    assert_eq!(r.attacker_hits, 2);
    // Both wiped out; 5 dice against 3: the attacker keeps one [H-5].
    assert_eq!(r.outcome.kept_by, Some(Side::Attacker));
    let base = HisOptions {
        both_wiped_out: BothWipedOut::BaseDice,
        ..d()
    };
    let r = field::resolve_faces(&b, &base, &faces).unwrap();
    assert_eq!(r.outcome.kept_by, Some(Side::Defender));
    assert!(
        r.steps
            .iter()
            .any(|s| s.reading == Some(Reading::H5BothWipedOut))
    );
}

#[test]
fn empty_city_h6_default_rolls_one_die() {
    let a = Assault::new(AssaultSide::new(4, None), AssaultSide::new(0, None)).unwrap();
    let o = assault::odds(&a, &d()).unwrap();
    assert_eq!((o.attacker_dice.rolled, o.defender_dice.rolled), (4, 1));
    assert!(o.readings.contains(&Reading::H6EmptyCity));
    // No unit to lose, so any hit takes it: 1 − (2/3)^4.
    assert_eq!(o.success.to_string(), "65/81");
    let no_die = HisOptions {
        empty_city: EmptyCity::NoDie,
        ..d()
    };
    assert_eq!(assault::odds(&a, &no_die).unwrap().defender_dice.rolled, 0);
}

#[test]
fn naval_port_die_only_in_port() {
    let sea = NavalBattle::new(
        NavalSide::new(1, 0, None),
        NavalSide::new(1, 0, None),
        false,
        None,
    )
    .unwrap();
    let port = NavalBattle {
        in_port: true,
        ..sea
    };
    assert_eq!(sea.dice().unwrap().1.rolled, 2);
    assert_eq!(port.dice().unwrap().1.rolled, 3);
}

#[test]
fn too_many_dice_is_an_error_with_the_counts() {
    let b = FieldBattle::new(
        FieldSide::new(60, None),
        FieldSide::new(40, None),
        Site::Open,
    )
    .unwrap();
    match field::odds(&b, &d()) {
        Err(HisError::TooManyDice {
            attacker_dice,
            defender_dice,
            ..
        }) => assert_eq!((attacker_dice, defender_dice), (60, 41)),
        other => panic!("{other:?}"),
    }
    // Resolving needs no exact odds: it still works.
    let mut dice = ScriptedDice::new(vec![1; 101]).unwrap();
    assert!(field::resolve(&b, &d(), &mut dice).is_ok());
    let mut short = ScriptedDice::new(vec![1; 100]).unwrap();
    assert_eq!(
        field::resolve(&b, &d(), &mut short),
        Err(HisError::Dice(DiceError::RanOut { used: 100 }))
    );
}

// ---------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------

fn options() -> impl Strategy<Value = HisOptions> {
    (any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>()).prop_map(|(a, b, c, e)| {
        HisOptions {
            corsair_losses: if a {
                CorsairLosses::AfterSquadrons
            } else {
                CorsairLosses::CorsairFirst
            },
            both_wiped_out: if b {
                BothWipedOut::BaseDice
            } else {
                BothWipedOut::AllDice
            },
            empty_city: if c {
                EmptyCity::NoDie
            } else {
                EmptyCity::OneDie
            },
            equal_after_assault: if e {
                EqualAfterAssault::SiegeContinues
            } else {
                EqualAfterAssault::AttackerRetreats
            },
            ..HisOptions::default()
        }
    })
}

fn field_side() -> impl Strategy<Value = FieldSide> {
    (1u16..10, proptest::option::of(0u8..4), -2i8..3).prop_map(|(u, l, c)| FieldSide {
        units: u,
        leader: l,
        card_dice: c,
    })
}

fn site() -> impl Strategy<Value = Site> {
    prop_oneof![
        Just(Site::Open),
        Just(Site::Fortified),
        (0u16..3).prop_map(|b| Site::Relief { besieged: b }),
    ]
}

fn assault_side() -> impl Strategy<Value = AssaultSide> {
    (0u16..9, 0u16..3, proptest::option::of(0u8..3), -1i8..2).prop_map(|(r, c, l, cd)| {
        AssaultSide {
            regulars: r,
            cavalry: c,
            leader: l,
            card_dice: cd,
        }
    })
}

fn naval_side() -> impl Strategy<Value = NavalSide> {
    (0u16..5, 0u16..3, proptest::option::of(0u8..3), -1i8..2).prop_map(|(s, c, a, cd)| NavalSide {
        squadrons: s,
        corsairs: c,
        admiral: a,
        card_dice: cd,
    })
}

fn shares_sum(s: &[Share]) -> Fraction {
    sum(s.iter().map(|x| x.probability))
}

/// Faces with exactly `hits` hits among `n` dice.
fn faces_with(n: u32, hits: u32) -> Vec<u8> {
    (0..n).map(|i| if i < hits { 6 } else { 2 }).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn field_distributions_sum_to_one(a in field_side(), dd in field_side(), s in site(), o in options(), j in 0u8..3, ot in any::<bool>()) {
        let ottoman = if ot { Side::Attacker } else { Side::Defender };
        let b = FieldBattle { attacker: a, defender: dd, site: s, ottoman: Some(ottoman), cards: late(Card::Janissaries, ottoman, j) };
        match field::odds(&b, &o) {
            Ok(x) => {
                prop_assert_eq!(sum(x.outcomes.iter().map(|s| s.probability)), Fraction::ONE);
                prop_assert_eq!(shares_sum(&x.attacker_hits), Fraction::ONE);
                prop_assert_eq!(shares_sum(&x.defender_hits), Fraction::ONE);
                prop_assert_eq!(x.attacker_wins + x.defender_wins, Fraction::ONE);
                prop_assert_eq!(x.defender_wins_on_tie + x.defender_wins_with_more_hits, x.defender_wins);
                for s in &x.outcomes {
                    prop_assert!(s.outcome.attacker_left <= a.units && s.outcome.defender_left <= dd.units);
                    prop_assert!(s.outcome.attacker_left + s.outcome.defender_left >= 1);
                }
            }
            Err(e) => prop_assert!(matches!(e, HisError::NegativeDice { .. } | HisError::BesiegedExceedUnits { .. } | HisError::TooManyBesieged { .. }), "{:?}", e),
        }
    }

    #[test]
    fn assault_distributions_sum_to_one(a in assault_side(), dd in assault_side(), o in options(), sa in 0u8..3) {
        let x = Assault { attacker: a, defender: dd, ships_in_port: false, cards: late(Card::SiegeArtillery, Side::Attacker, sa) };
        match assault::odds(&x, &o) {
            Ok(odds) => {
                prop_assert_eq!(sum(odds.outcomes.iter().map(|s| s.probability)), Fraction::ONE);
                prop_assert_eq!(odds.success + odds.siege_continues + odds.attacker_retreats + odds.attacker_destroyed, Fraction::ONE);
            }
            Err(e) => prop_assert!(matches!(e, HisError::NegativeDice { .. } | HisError::NoUnits { side: Side::Attacker } | HisError::TooManyBesieged { .. }), "{:?}", e),
        }
    }

    #[test]
    fn naval_distributions_sum_to_one(a in naval_side(), dd in naval_side(), port in any::<bool>(), o in options(), r in 0u8..2, rs in any::<bool>()) {
        let ottoman = if a.corsairs > 0 { Some(Side::Attacker) } else if dd.corsairs > 0 { Some(Side::Defender) } else { None };
        let rowers = late(Card::ProfessionalRowers, if rs { Side::Attacker } else { Side::Defender }, r);
        let b = NavalBattle { attacker: a, defender: NavalSide { corsairs: if a.corsairs > 0 { 0 } else { dd.corsairs }, ..dd }, in_port: port, ottoman, cards: rowers };
        match naval::odds(&b, &o) {
            Ok(x) => {
                prop_assert_eq!(sum(x.outcomes.iter().map(|s| s.probability)), Fraction::ONE);
                prop_assert_eq!(x.attacker_wins + x.defender_wins, Fraction::ONE);
                for s in &x.outcomes {
                    prop_assert!(s.outcome.attacker.squadrons <= a.squadrons && s.outcome.attacker.corsairs <= a.corsairs);
                    prop_assert!(s.outcome.attacker.units() + s.outcome.defender.units() >= 1);
                }
            }
            Err(e) => prop_assert!(matches!(e, HisError::NegativeDice { .. } | HisError::NoUnits { .. }), "{:?}", e),
        }
    }

    #[test]
    fn roll_chance_matches_need(rating in 0u8..8, m in -3i8..4, kind in 0usize..4) {
        let r = Roll { kind: RollKind::ALL[kind], leaders: vec![rating], modifier: m, ..Roll::default() };
        let o = roll::odds(&r, &d()).unwrap();
        // Count the 36 ways directly.
        let ways = (1..=6).flat_map(|a| (1..=6).map(move |b| a + b)).filter(|s| *s >= o.need).count();
        prop_assert_eq!(o.success, Fraction::new(ways as u128, 36).unwrap());
        prop_assert_eq!(o.need, 9 - i32::from(rating) - i32::from(m));
    }

    #[test]
    fn more_dice_never_lowers_at_least_one_hit(n in 0u32..40) {
        let p = |n| hits_of(n).unwrap().probability(|v| v >= 1);
        prop_assert!(p(n + 1) >= p(n));
    }

    #[test]
    fn a_card_die_never_lowers_the_attackers_chances(a in field_side(), dd in field_side()) {
        let b = FieldBattle { attacker: FieldSide { card_dice: 0, ..a }, defender: dd, site: Site::Open, ..FieldBattle::default() };
        let more = FieldBattle { attacker: FieldSide { card_dice: 1, ..a }, ..b };
        let (x, y) = (field::odds(&b, &d()).unwrap(), field::odds(&more, &d()).unwrap());
        prop_assert!(y.attacker_wins >= x.attacker_wins);
        let at_least_one = |o: &field::FieldOdds| Fraction::ONE.checked_sub(o.attacker_hits[0].probability).unwrap();
        prop_assert!(at_least_one(&y) >= at_least_one(&x));
        let nb = NavalBattle::new(NavalSide::new(a.units % 4 + 1, 0, a.leader), NavalSide::new(dd.units % 4 + 1, 0, None), false, None).unwrap();
        let nmore = NavalBattle { attacker: NavalSide { squadrons: nb.attacker.squadrons + 1, ..nb.attacker }, ..nb };
        prop_assert!(naval::odds(&nmore, &d()).unwrap().attacker_wins >= naval::odds(&nb, &d()).unwrap().attacker_wins);
    }

    #[test]
    fn a_tie_always_goes_to_the_defender(a in field_side(), dd in field_side(), h in 0u32..8, o in options()) {
        let b = FieldBattle { attacker: FieldSide { card_dice: 0, ..a }, defender: FieldSide { card_dice: 0, ..dd }, site: Site::Open, ..FieldBattle::default() };
        let out = field::outcome(&b, &o, h, h).unwrap();
        prop_assert_eq!((out.winner, out.decided), (Side::Defender, Decision::TieToDefender));
        let nb = NavalBattle::new(NavalSide::new(2, 1, None), NavalSide::new(1, 0, Some(1)), false, Some(Side::Attacker)).unwrap();
        let out = naval::outcome(&nb, &o, h, h).unwrap();
        prop_assert_eq!((out.winner, out.decided), (Side::Defender, Decision::TieToDefender));
        // And through real faces.
        let (ad, dc) = b.dice().unwrap();
        let hits = h.min(ad.rolled).min(dc.rolled);
        let faces = Faces { attacker: faces_with(ad.rolled, hits), defender: faces_with(dc.rolled, hits), attacker_late: vec![1; ad.late as usize], defender_late: vec![1; dc.late as usize] };
        let r = field::resolve_faces(&b, &o, &faces).unwrap();
        prop_assert_eq!(r.outcome.decided, Decision::TieToDefender);
    }

    #[test]
    fn resolving_faces_agrees_with_the_outcome_function(a in field_side(), dd in field_side(), s in site(), seed in any::<u64>(), j in 0u8..3) {
        let b = FieldBattle { attacker: a, defender: dd, site: s, ottoman: Some(Side::Defender), cards: late(Card::Janissaries, Side::Defender, j) };
        if let Ok((ad, dc)) = b.dice() {
            let faces = Faces::roll(&ad, &dc, &mut SplitMix(seed)).unwrap();
            let r = field::resolve_faces(&b, &d(), &faces).unwrap();
            let (ah, dh) = (count_hits(&faces.attacker) + count_hits(&faces.attacker_late), count_hits(&faces.defender) + count_hits(&faces.defender_late));
            prop_assert_eq!(r.outcome, field::outcome(&b, &d(), ah, dh).unwrap());
            prop_assert!(r.steps.iter().all(|s| s.section == Section::H4));
        }
    }

    #[test]
    fn fleet_losses_never_exceed_the_fleet(sq in 0u16..6, cors in 0u16..4, hits in 0u32..16, loser in any::<bool>(), lit in any::<bool>()) {
        let reading = if lit { CorsairLosses::AfterSquadrons } else { CorsairLosses::CorsairFirst };
        let l = naval::fleet_losses(Fleet { squadrons: sq, corsairs: cors }, hits, loser, reading);
        prop_assert!(l.squadrons_lost <= sq && l.corsairs_lost <= cors);
        // Each squadron takes two hits, each corsair one, the odd hit one unit.
        prop_assert!(2 * u32::from(l.squadrons_lost) + u32::from(l.corsairs_lost) <= hits + 1);
        if !loser {
            prop_assert_ne!(l.odd_hit, OddHit::Squadron);
            prop_assert_ne!(l.odd_hit, OddHit::Corsair);
        }
    }

    #[test]
    fn nothing_panics_on_any_input(
        au in any::<u16>(), du in any::<u16>(), al in any::<Option<u8>>(), dl in any::<Option<u8>>(),
        ac in any::<i8>(), dc in any::<i8>(), late in 0u8..4, small in any::<bool>(), o in options(),
        faces in proptest::collection::vec(0u8..8, 0..40),
        played in proptest::collection::vec((0usize..3, any::<bool>(), any::<u8>()), 0..4),
    ) {
        // any cards after the roll, allowed or not, each at most once
        let cards = played.iter().fold(LateCards::NONE, |all, &(c, a, n)| {
            let side = if a { Side::Attacker } else { Side::Defender };
            all.with(LateCard { card: Card::ALL[c], side, dice: n }).unwrap_or(all)
        });
        // Small armies most of the time, so resolving stays quick.
        let (au, du) = if small { (au % 40, du % 40) } else { (au, du) };
        let fs = |u, l, c| FieldSide { units: u, leader: l, card_dice: c };
        let b = FieldBattle { attacker: fs(au, al, ac), defender: fs(du, dl, dc), site: Site::Relief { besieged: du }, ottoman: Some(Side::Attacker), cards };
        let _ = field::odds(&b, &o);
        let _ = FieldBattle::new(b.attacker, b.defender, b.site);
        let f = Faces { attacker: faces.clone(), defender: faces.clone(), ..Faces::default() };
        let _ = field::resolve_faces(&b, &o, &f);
        let asl = |r, c, l, cd| AssaultSide { regulars: r, cavalry: c, leader: l, card_dice: cd };
        let x = Assault { attacker: asl(au, du, al, ac), defender: asl(du, au, dl, dc), ships_in_port: true, cards };
        let _ = assault::odds(&x, &o);
        let _ = assault::resolve_faces(&x, &o, &f);
        let ns = |s, c, a, cd| NavalSide { squadrons: s, corsairs: c, admiral: a, card_dice: cd };
        let n = NavalBattle { attacker: ns(au, du, al, ac), defender: ns(du, au, dl, dc), in_port: small, ottoman: Some(Side::Defender), cards };
        let _ = naval::odds(&n, &o);
        let _ = naval::resolve_faces(&n, &o, &f);
        if small {
            let mut dice = ScriptedDice::new(faces.iter().map(|v| v % 6 + 1)).unwrap();
            let _ = field::resolve(&b, &o, &mut dice);
        }
        let r = Roll { kind: RollKind::ALL[usize::from(late)], leaders: faces.clone(), pick: al.map(usize::from), cavalry: Cavalry::AgainstOttomanCavalry, all_lost_field_battle: small, modifier: ac };
        let _ = roll::odds(&r, &o);
        let two = if faces.len() >= 2 { Some([faces[0], faces[1]]) } else { None };
        let _ = roll::resolve_faces(&r, &o, two);
    }
}

#[cfg(feature = "serde")]
#[test]
fn serde_round_trips() {
    use serde::{Serialize, de::DeserializeOwned};
    fn rt<T: Serialize + DeserializeOwned + PartialEq + core::fmt::Debug>(v: &T) {
        let s = serde_json::to_string(v).unwrap();
        let back: T = serde_json::from_str(&s).unwrap_or_else(|e| panic!("{e}: {s}"));
        assert_eq!(&back, v, "{s}");
    }
    let fb = FieldBattle::new(
        FieldSide::new(4, Some(2)),
        FieldSide::new(3, Some(1)),
        Site::Relief { besieged: 1 },
    )
    .unwrap();
    rt(&fb);
    rt(&field::odds(&fb, &d()).unwrap());
    let mut dice = SplitMix(7);
    rt(&field::resolve(&fb, &d(), &mut dice).unwrap());
    let a = Assault::new(AssaultSide::new(6, Some(1)), AssaultSide::new(2, None)).unwrap();
    rt(&a);
    rt(&assault::odds(&a, &d()).unwrap());
    rt(&assault::resolve(&a, &d(), &mut dice).unwrap());
    let n = NavalBattle::new(
        NavalSide::new(2, 1, Some(2)),
        NavalSide::new(2, 0, Some(2)),
        true,
        Some(Side::Attacker),
    )
    .unwrap();
    rt(&n);
    rt(&naval::odds(&n, &d()).unwrap());
    rt(&naval::resolve(&n, &d(), &mut dice).unwrap());
    let r = Roll {
        cavalry: Cavalry::AgainstOttomanCavalry,
        ..Roll::new(RollKind::LandInterception, vec![2, 1]).unwrap()
    };
    rt(&r);
    rt(&roll::odds(&r, &d()).unwrap());
    rt(&roll::resolve(&r, &d(), &mut dice).unwrap());
    rt(&HisError::TooManyDice {
        attacker_dice: 60,
        defender_dice: 41,
        error: shturman_battles::DistError::Overflow,
    });
    for reading in Reading::ALL {
        rt(&reading);
    }
    let s = serde_json::to_value(Step {
        section: Section::H6,
        rule: Rule::Hits {
            side: Side::Attacker,
            faces: vec![5, 1],
            hits: 1,
        },
        reading: None,
    })
    .unwrap();
    assert_eq!(s["section"], "H.6");
    assert_eq!(s["rule"]["rule"], "hits");
    assert_eq!(s["rule"]["side"], "attacker");
}

// ---------------------------------------------------------------------
// Exact odds against a seeded Monte-Carlo of the resolvers
// ---------------------------------------------------------------------

const TRIALS: u64 = 60_000;

/// Every exact outcome within 3 standard errors of its count, and nothing
/// reached that the exact distribution lacks.
fn agree<T: Ord + Clone + core::fmt::Debug>(exact: &[(T, Fraction)], counts: &BTreeMap<T, u64>) {
    monte_carlo::agree("outcome", exact.iter().cloned(), counts, TRIALS);
}

#[test]
fn field_odds_match_monte_carlo() {
    let b = FieldBattle {
        attacker: FieldSide::new(4, Some(2)),
        defender: FieldSide::new(3, Some(1)),
        site: Site::Open,
        ottoman: Some(Side::Attacker),
        cards: late(Card::Janissaries, Side::Attacker, 1),
    };
    let exact: Vec<_> = field::odds(&b, &d())
        .unwrap()
        .outcomes
        .iter()
        .map(|s| (s.outcome, s.probability))
        .collect();
    let mut dice = SplitMix(1);
    let mut counts = BTreeMap::new();
    for _ in 0..TRIALS {
        *counts
            .entry(field::resolve(&b, &d(), &mut dice).unwrap().outcome)
            .or_insert(0) += 1;
    }
    agree(&exact, &counts);
}

#[test]
fn assault_odds_match_monte_carlo() {
    let a = Assault {
        attacker: AssaultSide {
            cavalry: 1,
            ..AssaultSide::new(3, Some(1))
        },
        defender: AssaultSide {
            cavalry: 1,
            ..AssaultSide::new(2, Some(1))
        },
        ships_in_port: false,
        cards: late(Card::SiegeArtillery, Side::Attacker, 1),
    };
    let exact: Vec<_> = assault::odds(&a, &d())
        .unwrap()
        .outcomes
        .iter()
        .map(|s| (s.outcome, s.probability))
        .collect();
    let mut dice = SplitMix(2);
    let mut counts = BTreeMap::new();
    for _ in 0..TRIALS {
        *counts
            .entry(assault::resolve(&a, &d(), &mut dice).unwrap().outcome)
            .or_insert(0) += 1;
    }
    agree(&exact, &counts);
}

#[test]
fn naval_odds_match_monte_carlo() {
    let b = NavalBattle::new(
        NavalSide::new(2, 1, Some(2)),
        NavalSide::new(2, 0, Some(2)),
        true,
        Some(Side::Attacker),
    )
    .unwrap();
    let exact: Vec<_> = naval::odds(&b, &d())
        .unwrap()
        .outcomes
        .iter()
        .map(|s| (s.outcome, s.probability))
        .collect();
    let mut dice = SplitMix(3);
    let mut counts = BTreeMap::new();
    for _ in 0..TRIALS {
        *counts
            .entry(naval::resolve(&b, &d(), &mut dice).unwrap().outcome)
            .or_insert(0) += 1;
    }
    agree(&exact, &counts);
}

#[test]
fn roll_odds_match_monte_carlo() {
    let r = Roll {
        cavalry: Cavalry::AgainstOttomanCavalry,
        ..Roll::new(RollKind::LandEvasion, vec![2]).unwrap()
    };
    let p = roll::odds(&r, &d()).unwrap().success;
    let mut dice = SplitMix(4);
    let hits = (0..TRIALS)
        .filter(|_| roll::resolve(&r, &d(), &mut dice).unwrap().success)
        .count() as u64;
    assert!(
        within_3_se(hits, TRIALS, p),
        "{hits} of {TRIALS}, exact {p}"
    );
}
