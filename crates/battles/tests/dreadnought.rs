//! The dreadnought resolvers against the seed's own words and examples, the
//! impulse table as data, invariants as property tests, serde round trips,
//! and the exact odds against a seeded Monte-Carlo of the resolvers
//! themselves.

use proptest::prelude::*;
use shturman_battles::Fraction;
use shturman_battles::dreadnought::damage::{
    Armour, HitEffect, SectionKind as K, SectionSpec, ShipRecord, Weapon, damage_roll_odds,
    roll_damage,
};
use shturman_battles::dreadnought::grounding::{self, Grounding, Refloat, ShipClass};
use shturman_battles::dreadnought::gunnery::{self, Battery, FireControl, Gunnery};
use shturman_battles::dreadnought::torpedo::{self, TorpedoAttack};
use shturman_battles::dreadnought::tracker::{
    Advance, Engagement, GroupSpeed, ImpulseStep, Role, StepKind, may_move,
};
use shturman_battles::dreadnought::{
    Choice, Error, Factors, GunneryModifiers, HullOverflow, Italics, LostSpeed, Options, Player,
    Reading, Rule, Share, SpeedLoss, Step, Tracker, UnarmouredRefloat, fuel,
};
use shturman_monte_carlo::{self as monte_carlo, SplitMix, within_3_se};
use shturman_rules::dice::ScriptedDice;
use std::collections::BTreeMap;

fn sum(shares: &[Share]) -> Fraction {
    shares.iter().fold(Fraction::ZERO, |a, s| a + s.probability)
}

fn dice(faces: &[u8]) -> ScriptedDice {
    ScriptedDice::new(faces.iter().copied()).unwrap()
}

// ───────────────────────── the seed's worked examples ─────────────────────────

/// "Игрок за Тройственный Союз бросает 8 кубиков для первичной батареи
/// Viribus Unitus. Он выбрасывает две 1, одну 2, две 3, одну 4 и две 6.
/// Viribus Unitus добился 2 попаданий." — at 3 hexes ("когда корабли
/// сближаются до 3 гексов").
#[test]
fn seed_viribus_unitus_gunnery_example() {
    // Only the primary battery reaches 3 hexes, whatever else the ship has.
    let g = Gunnery::new(Factors::new(8, 4, 4).unwrap(), 3);
    let o = Options::default();
    let plan = gunnery::plan(&g, &o);
    assert_eq!(
        (plan.dice.primary, plan.dice.secondary, plan.dice.tertiary),
        (8, 0, 0)
    );
    assert_eq!(plan.min_face, Some(6));
    let r = gunnery::resolve(&g, &o, &mut dice(&[1, 1, 2, 3, 3, 4, 6, 6])).unwrap();
    assert_eq!(r.hits, 2);
    assert_eq!(r.batteries[0].hits, 2);
    assert_eq!(r.hit_weapons(), [Weapon::Primary, Weapon::Primary]);
    assert!(r.steps.iter().any(|s| matches!(
        &s.rule,
        Rule::Rolled { weapon: Weapon::Primary, hits: 2, faces, .. } if faces.len() == 8
    )));
    // The example is also consistent with Viribus Unitus in italics: there
    // is no 5 among the faces, so +1 would not change the count.
    let mut italic = g;
    italic.firer_italics = true;
    let r = gunnery::resolve(&italic, &o, &mut dice(&[1, 1, 2, 3, 3, 4, 6, 6])).unwrap();
    assert_eq!(r.hits, 2);
    // Then each hit rolls 2d6 on the gunnery damage table.
    let mut two = dice(&[3, 4, 5, 6]);
    let d: Vec<u8> = r
        .hit_weapons()
        .into_iter()
        .map(|w| roll_damage(w, &mut two).unwrap().total)
        .collect();
    assert_eq!(d, [7, 11]);
}

/// "Courbet во время первого шага артиллерийского боя с Viribus Unitus
/// получил попадание, уничтожившее его первичный артиллерийский фактор …
/// Courbet может еще стрелять, используя все свои восемь первичных
/// артиллерийских факторов во время этого шага. Однако во время следующего
/// шага количество его первичных факторов уменьшается до семи."
#[test]
fn seed_courbet_fires_all_eight_until_the_torpedo_step() {
    let courbet = ShipRecord::new(&[
        SectionSpec::new(K::Hull, 10, Armour::Heavy),
        SectionSpec::new(K::Primary, 8, Armour::Heavy),
    ])
    .unwrap();
    let hit = courbet
        .hit(1, Weapon::Primary, &Options::default())
        .unwrap();
    assert!(
        hit.steps
            .iter()
            .any(|s| s.rule == Rule::TakesEffectAtTorpedoStep)
    );
    // Its return fire in the same gunnery step: eight dice.
    let now = hit.record.factors().unwrap();
    let g = Gunnery::new(now, 3);
    assert_eq!(gunnery::plan(&g, &Options::default()).dice.primary, 8);
    // The torpedo step starts: the hit takes effect.
    let tracker = Tracker::at(1, 4, Some(Player::A)).unwrap();
    assert!(tracker.info().gunnery_damage_takes_effect);
    let (later, _) = hit.record.take_effect();
    assert_eq!(later.factors().unwrap().get(Battery::Primary), 7);
}

/// "Русский миноносец Беспокойный атакует торпедами Goeben с дистанции 1
/// гекс. Игрок за Антанту бросает 3 кубика, выкидывая 6, 4 и 1. Goeben
/// имеет свой полный фактор хода, но является большой целью, поэтому …
/// добавляет единицу … Он добивается 1 попадания … Он бросает 2 кубика,
/// получая 6, что значит одно попадание в корпус. Игрок за Тройственный
/// Союз зачеркивает одну ячейку корпуса у Goeben."
#[test]
fn seed_bespokoiny_torpedo_example() {
    let mut t = TorpedoAttack::new(3, 1).unwrap();
    t.target_capital = true; // "является большой целью"
    t.target_speed = SpeedLoss::None; // "имеет свой полный фактор хода"
    let o = Options::default();
    let plan = torpedo::plan(&t, &o);
    assert_eq!((plan.dice, plan.modifier, plan.min_face), (3, 1, Some(5)));
    // The text gives the damage roll's total only (6); 2 and 4 make it.
    let mut d = dice(&[6, 4, 1, 2, 4]);
    let r = torpedo::resolve(&t, &o, &mut d).unwrap();
    assert_eq!(r.hits, 1);
    let damage = roll_damage(Weapon::Torpedo, &mut d).unwrap();
    assert_eq!(damage.total, 6);
    assert_eq!(damage.step().section.id(), "D.2");
    // The players read "hull" off the torpedo damage table and enter it.
    let goeben = ShipRecord::new(&[
        SectionSpec::new(K::Hull, 12, Armour::Heavy),
        SectionSpec::new(K::Primary, 10, Armour::Heavy),
    ])
    .unwrap();
    let h = goeben.hit(0, Weapon::Torpedo, &o).unwrap();
    assert_eq!(
        h.effect,
        HitEffect::Crossed {
            section: 0,
            box_number: 1,
            passed_to_hull: false,
            sinks: false
        }
    );
    // A torpedo hit counts at once (no gunnery timing) and pierces heavy armour.
    assert_eq!(h.record.hull().crossed(), 1);
    assert!(h.steps.iter().any(|s| s.rule
        == Rule::Penetrates {
            weapon: Weapon::Torpedo,
            armour: Armour::Heavy
        }));
}

/// "Hamidieh стреляет своим вторичным фактором по Трем Святителям,
/// выбрасывая «6» и добиваясь одного попадания. Затем … кидает два кубика и
/// получает «5» … попаданию в корпус. Так как корпус Трех Святителей
/// защищен тяжелой броней, снаряд отскакивает … и результат игнорируется."
#[test]
fn seed_hamidieh_secondary_bounces_off_heavy_armour() {
    // One secondary factor; the range is not given: 2 hexes reaches it.
    let g = Gunnery::new(Factors::new(0, 1, 0).unwrap(), 2);
    let o = Options::default();
    let mut d = dice(&[6, 2, 3]);
    let r = gunnery::resolve(&g, &o, &mut d).unwrap();
    assert_eq!(r.hits, 1);
    let damage = roll_damage(Weapon::Secondary, &mut d).unwrap();
    assert_eq!(damage.total, 5);
    let three_saints = ShipRecord::new(&[SectionSpec::new(K::Hull, 8, Armour::Heavy)]).unwrap();
    let h = three_saints.hit(0, Weapon::Secondary, &o).unwrap();
    assert_eq!(
        h.effect,
        HitEffect::Deflected {
            section: 0,
            armour: Armour::Heavy
        }
    );
    assert_eq!(h.record, three_saints);
}

/// 7.38: "Если бой вступил во второй раунд …" — Sterneck and Inflexible
/// fought "одну полную последовательность импульсов и половину еще одного
/// раунда": the second round is a prolonged battle.
#[test]
fn seed_sterneck_battle_is_prolonged_in_round_two() {
    let mut t = Tracker::start(Player::A);
    assert!(!t.info().prolonged);
    for _ in 0..20 {
        t = match t.advance(Engagement::BothSidesInPlay).unwrap() {
            Advance::Next(n) => n,
            Advance::PhaseOver => panic!("both sides are in play"),
        };
    }
    assert_eq!((t.round(), t.step().number()), (2, 1));
    let t = t.set_initiative(Player::B).unwrap();
    assert!(t.info().prolonged);
    assert!(
        t.info()
            .steps
            .iter()
            .any(|s| s.rule == Rule::ProlongedBattle { round: 2 })
    );
}

// ─────────────────────────── the impulse table ───────────────────────────

fn speed(code: &str) -> GroupSpeed {
    match code {
        "1slow" => GroupSpeed::Slow1,
        "1" => GroupSpeed::One,
        "2" => GroupSpeed::Two,
        "2+" => GroupSpeed::TwoPlus,
        other => panic!("bad speed {other}"),
    }
}

#[test]
fn impulse_sequence_matches_data_file() {
    let text = include_str!("data/dreadnought-impulses.txt");
    let mut n = 0;
    for line in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let c: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(c.len(), 5, "{line}");
        let step: u32 = c[0].parse().unwrap();
        n += 1;
        assert_eq!(step, n, "steps in order");
        let s = ImpulseStep::new(step).unwrap();
        // initiative with player A: I = A, N = B
        let info = Tracker::at(1, step, Some(Player::A)).unwrap().info();
        let kind = match info.kind {
            StepKind::Initiative => "initiative",
            StepKind::Move { .. } => "move",
            StepKind::Gunnery => "gunnery",
            StepKind::Torpedo => "torpedo",
        };
        assert_eq!(kind, c[1], "step {step}");
        let mover = match info.mover {
            Some(Player::A) => "I",
            Some(Player::B) => "N",
            None => "-",
        };
        assert_eq!(mover, c[2], "step {step}");
        let speeds: Vec<GroupSpeed> = match c[3] {
            "-" => Vec::new(),
            list => list.split(',').map(speed).collect(),
        };
        assert_eq!(info.moving, speeds, "step {step}");
        assert_eq!(info.towing_moves, c[4] == "yes", "step {step}");
        assert_eq!(info.gunnery_damage_takes_effect, kind == "torpedo");
        // may_move agrees with the table for every speed and both roles
        for role in [Role::Initiative, Role::Other] {
            let me = if role == Role::Initiative { "I" } else { "N" };
            for sp in GroupSpeed::ALL {
                let expected = c[2] == me && speeds.contains(&sp);
                assert_eq!(
                    may_move(s, role, sp, false).moves,
                    expected,
                    "step {step} {role:?} {sp:?}"
                );
            }
        }
    }
    assert_eq!(n, 20);
}

#[test]
fn the_phase_ends_whenever_one_side_is_gone() {
    // "Тактическая фаза завершена, когда все корабли одной стороны … покинули
    // тактическую карту … или были потоплены" — at any step.
    for step in 2..=20 {
        let t = Tracker::at(3, step, Some(Player::B)).unwrap();
        assert_eq!(
            t.advance(Engagement::OneSideGone).unwrap(),
            Advance::PhaseOver
        );
    }
}

// ─────────────────────────── readings ───────────────────────────

#[test]
fn the_readings_are_those_of_the_digest() {
    let listed: Vec<(&str, &str, Vec<&str>)> = Reading::ALL
        .iter()
        .map(|r| {
            (
                r.id(),
                r.section().id(),
                r.options().iter().map(|c| c.code()).collect(),
            )
        })
        .collect();
    assert_eq!(
        listed,
        [
            ("D-1", "D.1", vec!["firing_ship", "target"]),
            ("D-2", "D.1", vec!["cumulative", "at_most_one"]),
            ("D-4", "D.1", vec!["all_speed", "any_speed"]),
            ("D-7", "D.4", vec!["add_then_halve", "halve_then_add"]),
            ("D-12", "D.1", vec!["no_new_check", "hull_armour_checked"]),
        ]
    );
}

// ─────────────────────────── property tests ───────────────────────────

fn speed_loss() -> impl Strategy<Value = SpeedLoss> {
    prop::sample::select(SpeedLoss::ALL.to_vec())
}

fn options() -> impl Strategy<Value = Options> {
    (
        prop::sample::select(vec![Italics::FiringShip, Italics::Target]),
        prop::sample::select(vec![
            GunneryModifiers::Cumulative,
            GunneryModifiers::AtMostOne,
        ]),
        prop::sample::select(vec![LostSpeed::AllSpeed, LostSpeed::AnySpeed]),
        prop::sample::select(vec![
            UnarmouredRefloat::AddThenHalve,
            UnarmouredRefloat::HalveThenAdd,
        ]),
        prop::sample::select(vec![
            HullOverflow::NoNewCheck,
            HullOverflow::HullArmourChecked,
        ]),
    )
        .prop_map(|(a, b, c, d, e)| {
            Options::default()
                .with(Choice::D1(a))
                .with(Choice::D2(b))
                .with(Choice::D4(c))
                .with(Choice::D7(d))
                .with(Choice::D12(e))
        })
}

fn fire_control() -> impl Strategy<Value = FireControl> {
    prop_oneof![
        Just(FireControl::Modern),
        Just(FireControl::Obsolete),
        prop::sample::select(gunnery::Exception::ALL.to_vec()).prop_map(FireControl::Excepted),
    ]
}

prop_compose! {
    fn gunnery_input()(p in 0u32..=12, s in 0u32..=8, t in 0u32..=8, range in 0u32..=6,
                       fc in fire_control(), big in any::<bool>(), fi in any::<bool>(),
                       ti in any::<bool>(), speed in speed_loss(), towing in any::<bool>(),
                       visible in prop::bool::weighted(0.9)) -> Gunnery {
        Gunnery {
            factors: Factors::new(p, s, t).unwrap(),
            range,
            fire_control: fc,
            very_big_guns: big,
            firer_italics: fi,
            target_italics: ti,
            target_speed: speed,
            target_towing: towing,
            target_visible: visible,
        }
    }
}

prop_compose! {
    fn torpedo_input()(f in 0u32..=12, range in 0u32..=3, tc in any::<bool>(), ts in speed_loss(),
                       tt in any::<bool>(), fc in any::<bool>(), ht in any::<bool>(),
                       fs in speed_loss(), td in prop::bool::weighted(0.1),
                       af in prop::bool::weighted(0.1)) -> TorpedoAttack {
        let mut t = TorpedoAttack::new(f, range).unwrap();
        t.target_capital = tc;
        t.target_speed = ts;
        t.target_towing = tt;
        t.firer_capital = fc;
        t.hull_tubes = ht;
        t.firer_speed = fs;
        t.tube_destroyed = td;
        t.already_fired = af;
        t
    }
}

fn section_kind() -> impl Strategy<Value = K> {
    prop::sample::select(K::ALL.to_vec())
}

fn armour() -> impl Strategy<Value = Armour> {
    prop::sample::select(Armour::ALL.to_vec())
}

fn weapon() -> impl Strategy<Value = Weapon> {
    prop::sample::select(Weapon::ALL.to_vec())
}

prop_compose! {
    /// A valid record: a hull first, then up to five other sections.
    fn record()(hull in 1u32..=8, hull_armour in armour(),
                others in prop::collection::vec((section_kind(), 1u32..=6, armour()), 0..=5))
                -> ShipRecord {
        let mut specs = vec![SectionSpec::new(K::Hull, hull, hull_armour)];
        for (kind, boxes, a) in others {
            let kind = if kind == K::Hull { K::Other } else { kind };
            specs.push(SectionSpec::new(kind, boxes, a));
        }
        ShipRecord::new(&specs).unwrap()
    }
}

#[cfg(feature = "serde")]
fn round_trip<T>(v: &T) -> T
where
    T: serde::Serialize + serde::de::DeserializeOwned,
{
    let json = serde_json::to_string(v).unwrap();
    serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}: {json}"))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn gunnery_distributions_sum_to_one(g in gunnery_input(), o in options()) {
        let odds = gunnery::odds(&g, &o).unwrap();
        prop_assert_eq!(sum(&odds.total), Fraction::ONE);
        for b in &odds.batteries {
            prop_assert_eq!(sum(&b.hits), Fraction::ONE);
            prop_assert_eq!(b.dice, odds.plan.dice.get(b.battery));
        }
        // no automatic hit: even at m = 4 a 1 misses
        prop_assert!(odds.plan.p < Fraction::ONE && !odds.plan.p.is_zero());
    }

    #[test]
    fn more_primary_factors_never_lower_the_chance_of_a_hit(g in gunnery_input(), o in options()) {
        let a = gunnery::odds(&g, &o).unwrap();
        let mut more = g;
        more.factors = Factors::new(
            u32::from(g.factors.get(Battery::Primary)) + 1,
            u32::from(g.factors.get(Battery::Secondary)),
            u32::from(g.factors.get(Battery::Tertiary)),
        ).unwrap();
        let b = gunnery::odds(&more, &o).unwrap();
        prop_assert!(b.at_least_one >= a.at_least_one);
        prop_assert!(b.batteries[0].at_least_one >= a.batteries[0].at_least_one);
    }

    #[test]
    fn closing_in_never_rolls_fewer_dice(g in gunnery_input(), o in options()) {
        prop_assume!(g.range > 0);
        let far = gunnery::plan(&g, &o);
        let mut near = g;
        near.range -= 1;
        let near = gunnery::plan(&near, &o);
        for b in Battery::ALL {
            prop_assert!(near.dice.get(b) >= far.dice.get(b), "{:?}", b);
        }
        prop_assert!(near.p >= far.p);
    }

    #[test]
    fn a_total_of_exactly_six_always_hits(g in gunnery_input(), t in torpedo_input(), o in options()) {
        // "Попадание засчитывается при результате броска 6 или больше": the
        // face that brings the total to exactly 6 is a hit, one below is not.
        let plan = gunnery::plan(&g, &o);
        let n = plan.dice.total() as usize;
        if let Some(f) = plan.min_face {
            let r = gunnery::resolve(&g, &o, &mut dice(&vec![f; n])).unwrap();
            prop_assert_eq!(r.hits as usize, n);
            if f > 1 {
                let r = gunnery::resolve(&g, &o, &mut dice(&vec![f - 1; n])).unwrap();
                prop_assert_eq!(r.hits, 0);
            }
        }
        let tp = torpedo::plan(&t, &o);
        if let (true, Some(f)) = (tp.can_fire(), tp.min_face) {
            let n = tp.dice as usize;
            let r = torpedo::resolve(&t, &o, &mut dice(&vec![f; n])).unwrap();
            prop_assert_eq!(r.hits as usize, n);
        }
    }

    #[test]
    fn torpedo_distributions_sum_to_one_and_no_hit_below_zero(t in torpedo_input(), o in options()) {
        let odds = torpedo::odds(&t, &o).unwrap();
        prop_assert_eq!(sum(&odds.hits), Fraction::ONE);
        prop_assert!((-2..=4).contains(&odds.plan.modifier));
        if odds.plan.modifier <= -1 || !odds.plan.can_fire() {
            prop_assert_eq!(odds.at_least_one, Fraction::ZERO);
        }
        let more = TorpedoAttack::new(u32::from(t.factor()) + 1, t.range).map(|mut m| {
            m.target_capital = t.target_capital; m.target_speed = t.target_speed;
            m.target_towing = t.target_towing; m.firer_capital = t.firer_capital;
            m.hull_tubes = t.hull_tubes; m.firer_speed = t.firer_speed;
            m.tube_destroyed = t.tube_destroyed; m.already_fired = t.already_fired; m
        }).unwrap();
        prop_assert!(torpedo::odds(&more, &o).unwrap().at_least_one >= odds.at_least_one);
    }

    #[test]
    fn other_distributions_sum_to_one(class in prop::sample::select(ShipClass::ALL.to_vec()),
                                      shallow in any::<bool>(), own in any::<bool>(),
                                      edge in any::<bool>(), ships in 1u32..=16,
                                      armoured in any::<bool>(), o in options(), fleets in 1u32..=20) {
        let g = Grounding { class, shallow_draught: shallow, own_coast: own, shaded_edge: edge };
        prop_assert_eq!(sum(&grounding::odds(&g, ships).unwrap().grounded), Fraction::ONE);
        let r = grounding::refloat_odds(&Refloat { armoured, deliberate: false }, &o);
        let total = r.outcomes.iter().fold(Fraction::ZERO, |a, s| a + s.probability);
        prop_assert_eq!(total, Fraction::ONE);
        prop_assert_eq!(sum(&r.hull_boxes), Fraction::ONE);
        prop_assert_eq!(sum(&fuel::odds(fleets).unwrap().total_twelfths), Fraction::ONE);
    }

    #[test]
    fn hits_only_ever_add_boxes_and_a_sunk_ship_stays_sunk(
        r in record(), hits in prop::collection::vec((0usize..8, weapon()), 0..30), o in options()
    ) {
        let mut rec = r;
        let total_boxes: u32 = rec.sections().iter().map(|s| u32::from(s.boxes())).sum();
        let mut marked_before: u32 = 0;
        for (i, w) in hits {
            match rec.hit(i, w, &o) {
                Ok(h) => {
                    let marked: u32 = h.record.sections().iter().map(|s| u32::from(s.marked())).sum();
                    match h.effect {
                        HitEffect::Crossed { .. } => prop_assert_eq!(marked, marked_before + 1),
                        HitEffect::Deflected { .. } | HitEffect::AlreadySunk => {
                            prop_assert_eq!(marked, marked_before)
                        }
                    }
                    prop_assert!(!rec.sinking() || h.record.sinking());
                    prop_assert!(marked <= total_boxes);
                    marked_before = marked;
                    rec = h.record;
                }
                Err(e) => prop_assert_eq!(e, Error::NoSuchSection { index: i, sections: rec.sections().len() }),
            }
        }
        let (after, _) = rec.take_effect();
        prop_assert_eq!(after.sunk(), rec.sinking());
    }

    #[test]
    fn constructors_never_panic(p in any::<u32>(), s in any::<u32>(), t in any::<u32>(),
                                f in any::<u32>(), range in any::<u32>(),
                                specs in prop::collection::vec((section_kind(), any::<u32>(), armour(), any::<u32>()), 0..30),
                                round in any::<u32>(), step in any::<u32>(),
                                who in proptest::option::of(prop::sample::select(Player::ALL.to_vec())),
                                ships in any::<u32>(), fleets in any::<u32>()) {
        if let Ok(factors) = Factors::new(p, s, t) {
            let g = Gunnery::new(factors, range);
            let _ = gunnery::odds(&g, &Options::default());
        } else {
            prop_assert!(p > 40 || s > 40 || t > 40);
        }
        if let Ok(a) = TorpedoAttack::new(f, range) {
            let _ = torpedo::odds(&a, &Options::default());
        }
        let specs: Vec<SectionSpec> = specs.into_iter()
            .map(|(kind, boxes, armour, crossed)| SectionSpec { kind, armour, boxes: boxes % 70, crossed: crossed % 70, pending: crossed % 3 })
            .collect();
        if let Ok(r) = ShipRecord::new(&specs) {
            let _ = r.hit(0, Weapon::Primary, &Options::default());
        }
        if let Ok(tr) = Tracker::at(round, step, who) {
            let _ = tr.info();
            let _ = tr.advance(Engagement::BothSidesInPlay);
        }
        let _ = grounding::odds(&Grounding::default(), ships);
        let _ = fuel::odds(fleets);
    }
}

#[cfg(feature = "serde")]
proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn serde_round_trips(g in gunnery_input(), t in torpedo_input(), o in options(), r in record(),
                         faces in prop::collection::vec(1u8..=6, 80)) {
        prop_assert_eq!(round_trip(&g), g);
        prop_assert_eq!(round_trip(&t), t);
        prop_assert_eq!(round_trip(&o), o);
        prop_assert_eq!(round_trip(&r), r.clone());
        let odds = gunnery::odds(&g, &o).unwrap();
        prop_assert_eq!(round_trip(&odds), odds);
        let roll = gunnery::resolve(&g, &o, &mut dice(&faces)).unwrap();
        prop_assert_eq!(round_trip(&roll), roll);
        let todds = torpedo::odds(&t, &o).unwrap();
        prop_assert_eq!(round_trip(&todds), todds);
        let h = r.hit(0, Weapon::Secondary, &o).unwrap();
        prop_assert_eq!(round_trip(&h.steps), h.steps.clone());
        // a record saved mid-step keeps its pending gunnery marks
        prop_assert_eq!(round_trip(&h.record), h.record);
        let tr = Tracker::at(2, 17, Some(Player::B)).unwrap();
        prop_assert_eq!(round_trip(&tr), tr);
        prop_assert_eq!(round_trip(&tr.info()), tr.info());
        let rf = grounding::refloat_odds(&Refloat::default(), &o);
        prop_assert_eq!(round_trip(&rf), rf);
    }
}

#[cfg(feature = "serde")]
#[test]
fn steps_serialise_flat_with_section_and_reading() {
    let s = Step::with_reading(
        Rule::SectionFull {
            index: 2,
            kind: K::Tertiary,
        },
        Choice::D12(HullOverflow::NoNewCheck),
    );
    let v = serde_json::to_value(&s).unwrap();
    assert_eq!(
        v,
        serde_json::json!({
            "rule": "section_full", "index": 2, "kind": "tertiary",
            "section": "D.1", "reading": {"D-12": "no_new_check"}
        })
    );
    assert_eq!(round_trip(&s), s);
}

// ─────────────────────────── Monte-Carlo ───────────────────────────

/// Every exact share agrees with the counts, and nothing was counted that
/// the exact distribution calls impossible.
fn agree(what: &str, shares: &[Share], counts: &BTreeMap<i32, u64>, trials: u64) {
    let exact = shares.iter().map(|s| (s.value, s.probability));
    monte_carlo::agree(what, exact, counts, trials);
}

#[test]
fn gunnery_odds_agree_with_monte_carlo() {
    let mut g = Gunnery::new(Factors::new(6, 4, 3).unwrap(), 1);
    g.target_towing = true; // m = 2: hits on 4+
    let o = Options::default();
    let odds = gunnery::odds(&g, &o).unwrap();
    let trials = 30_000;
    let mut rng = SplitMix(20);
    let mut total = BTreeMap::new();
    let mut per: [BTreeMap<i32, u64>; 3] = Default::default();
    for _ in 0..trials {
        let r = gunnery::resolve(&g, &o, &mut rng).unwrap();
        *total.entry(r.hits as i32).or_insert(0) += 1;
        for (i, b) in r.batteries.iter().enumerate() {
            *per[i].entry(b.hits as i32).or_insert(0) += 1;
        }
    }
    agree("total hits", &odds.total, &total, trials);
    for (i, b) in odds.batteries.iter().enumerate() {
        agree(b.battery.code(), &b.hits, &per[i], trials);
    }
}

#[test]
fn torpedo_grounding_refloat_fuel_odds_agree_with_monte_carlo() {
    let trials = 30_000;
    let o = Options::default();
    let mut rng = SplitMix(7);

    let mut t = TorpedoAttack::new(4, 0).unwrap();
    t.target_capital = true;
    t.firer_capital = true; // m = +1 with the same hex
    let odds = torpedo::odds(&t, &o).unwrap();
    let mut counts = BTreeMap::new();
    for _ in 0..trials {
        let r = torpedo::resolve(&t, &o, &mut rng).unwrap();
        *counts.entry(r.hits as i32).or_insert(0) += 1;
    }
    agree("torpedo hits", &odds.hits, &counts, trials);

    let g = Grounding {
        class: ShipClass::Capital,
        ..Grounding::default()
    };
    let p = grounding::plan(&g).p;
    let grounded = (0..trials)
        .filter(|_| grounding::resolve(&g, &mut rng).unwrap().grounded)
        .count() as u64;
    assert!(within_3_se(grounded, trials, p), "grounded {grounded}");

    let r = Refloat::default();
    let o7 = o.with(Choice::D7(UnarmouredRefloat::HalveThenAdd));
    let odds = grounding::refloat_odds(&r, &o7);
    let mut counts: BTreeMap<(bool, u8), u64> = BTreeMap::new();
    for _ in 0..trials {
        let x = grounding::resolve_refloat(&r, &o7, &mut rng).unwrap();
        *counts.entry((x.refloated, x.hull_boxes)).or_insert(0) += 1;
    }
    for s in &odds.outcomes {
        let c = counts
            .get(&(s.outcome.refloated, s.outcome.hull_boxes))
            .copied()
            .unwrap_or(0);
        assert!(within_3_se(c, trials, s.probability), "{s:?}: {c}");
    }
    assert_eq!(counts.len(), odds.outcomes.len());

    let odds = fuel::odds(3).unwrap();
    let mut counts = BTreeMap::new();
    for _ in 0..trials {
        let x = fuel::resolve(3, &mut rng).unwrap();
        let twelfths: i32 = x.uses.iter().map(|u| i32::from(u.face)).sum();
        *counts.entry(twelfths).or_insert(0) += 1;
    }
    agree("fuel twelfths", &odds.total_twelfths, &counts, trials);

    let two = damage_roll_odds();
    let mut counts = BTreeMap::new();
    for _ in 0..trials {
        let d = roll_damage(Weapon::Primary, &mut rng).unwrap();
        *counts.entry(i32::from(d.total)).or_insert(0) += 1;
    }
    agree("damage roll", &two, &counts, trials);
}
