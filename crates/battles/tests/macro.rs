//! The macro-battle resolvers from outside (digest §M). The seed gives no
//! worked example with dice, so each sentence of it that names dice is
//! reproduced here with faces, its words quoted (and checked against the
//! seed when `../shared` is present); the M.6 bonus table is read from
//! `tests/data/macro_melee_bonuses.txt`; property tests guard the
//! invariants; and every exact distribution is checked against a seeded
//! Monte-Carlo of the same resolver, within 3 standard errors.

use proptest::prelude::*;
use shturman_battles::Fraction;
use shturman_battles::macro_battle::artillery::{Gun, GunOutcome, GunShot, LineCell};
use shturman_battles::macro_battle::batteries::Batteries;
use shturman_battles::macro_battle::courier::{Courier, CourierOutcome, Pursuit, PursuitOutcome};
use shturman_battles::macro_battle::fire::{FireOutcome, FireTarget, Shooter, ShotSetup};
use shturman_battles::macro_battle::melee::{Fate, Fighter, Melee, MeleeOutcome};
use shturman_battles::macro_battle::movement::{MovementDice, OfficerState};
use shturman_battles::macro_battle::officer::{
    FieldHolder, SaveOutcome, SaveSetup, resolve_horse, resolve_save,
};
use shturman_battles::macro_battle::{
    Allegiance, Figure, MacroError, Options, Piece, Reading, Rule, Side, Terrain, UnitKind,
};
use shturman_monte_carlo::{self as monte_carlo, SplitMix, within_3_se};
use shturman_rules::dice::{DiceError, ScriptedDice};
use std::collections::BTreeMap;

// ---------------------------------------------------------------------------
// The text's own statements, with faces.

/// The seed, if the shared material is where CI keeps it.
fn seed() -> Option<String> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../../shared/seeds/macro-battle.ru.txt"
    );
    std::fs::read_to_string(path).ok()
}

fn squeeze(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The quoted words are the seed's own.
fn quoted(words: &str) {
    match seed() {
        Some(text) => assert!(
            squeeze(&text).contains(&squeeze(words)),
            "not in the seed: {words}"
        ),
        None => eprintln!("../shared not present: quote not checked"),
    }
}

fn dice(faces: &[u8]) -> ScriptedDice {
    ScriptedDice::new(faces.iter().copied()).unwrap()
}

fn f(n: u128, d: u128) -> Fraction {
    Fraction::new(n, d).unwrap()
}

#[test]
fn text_heavy_gun_two_ones_explode_doubles_miss() {
    quoted("При этом дубль на кубике - промах. Две единицы - пушка взрывается, уничтожая себя.");
    let o = Options::default();
    let gun = GunShot::new(Gun::Heavy);
    assert_eq!(
        gun.settle(&o, &[1, 1], 0).unwrap().outcome,
        GunOutcome::Explodes
    );
    assert_eq!(
        gun.settle(&o, &[4, 4], 0).unwrap().outcome,
        GunOutcome::Miss
    );
    assert_eq!(
        gun.settle(&o, &[4, 5], 0).unwrap().outcome,
        GunOutcome::Cell(9)
    );
}

#[test]
fn text_heavy_gun_destroys_everything_on_the_line() {
    quoted(
        "Удачное попадание уничтожает все содержимое клеток по прямой от пушки, включая и свои отряды.",
    );
    let mut gun = GunShot::new(Gun::Heavy);
    let own = Figure {
        piece: Piece::Unit(UnitKind::LightInfantry),
        side: Allegiance::Own,
    };
    let foe = Figure {
        piece: Piece::Unit(UnitKind::HeavyCavalry),
        side: Allegiance::Enemy,
    };
    gun.line = vec![
        LineCell {
            terrain: Terrain::Open,
            figures: vec![own],
        },
        LineCell::default(),
        LineCell {
            terrain: Terrain::Open,
            figures: vec![foe],
        },
        LineCell {
            terrain: Terrain::Open,
            figures: vec![foe],
        },
    ];
    // 2 + 2 is a double; 1 + 3 names cell 4: three cells in front of the gun.
    let r = gun.settle(&Options::default(), &[1, 3], 0).unwrap();
    let destroyed: Vec<Figure> = r.hits.iter().flat_map(|h| h.destroyed.clone()).collect();
    assert_eq!(destroyed, vec![own, foe]);
}

#[test]
fn text_field_gun_one_cell_and_its_shift() {
    quoted(
        "Полевая артиллерия стреляет так же, как тяжелая, но уничтожает содержимое только того квадрата, номер которого выпал на 2д6.",
    );
    quoted(
        "Если орудие не поворачивалось, то на второй ход стрельбы игрок может прибавить или вычесть к результату стрельбы 1, на третий и далее 1 или 2.",
    );
    let o = Options::default();
    let mut gun = GunShot::new(Gun::Field);
    let r = gun.settle(&o, &[2, 5], 0).unwrap();
    assert_eq!(r.hits.iter().map(|h| h.cell).collect::<Vec<_>>(), [7]);
    gun.turn = 2;
    assert_eq!(
        gun.settle(&o, &[2, 5], -1).unwrap().outcome,
        GunOutcome::Cell(6)
    );
    assert!(gun.settle(&o, &[2, 5], -2).is_err());
    gun.turn = 3;
    assert_eq!(
        gun.settle(&o, &[2, 5], 2).unwrap().outcome,
        GunOutcome::Cell(9)
    );
    gun.turned_this_turn = true;
    assert!(gun.settle(&o, &[2, 5], 1).is_err());
}

#[test]
fn text_horse_artillery_counts_from_its_own_cell() {
    quoted(
        "Конная артиллерия стреляет по горизонтали и вертикали на 1д6 клеток и уничтожает все содержимое квадрата, соответствующего выпавшему числу, начиная отсчет с клетки, на которой находится пушка. Т.е. при выпадении единицы пушка взрывается.",
    );
    let o = Options::default();
    let gun = GunShot::new(Gun::Horse);
    assert!(gun.settle(&o, &[1], 0).unwrap().gun_destroyed);
    let r = gun.settle(&o, &[2], 0).unwrap();
    assert_eq!((r.hits[0].cell, r.hits[0].distance), (2, 1));
}

#[test]
fn text_muskets_five_six_carbines_six() {
    quoted(
        "Кавалерия уничтожает отряд, выкинув 6 на кубике, пехота уничтожает отряд на 5+ (т.е. на 5-6).",
    );
    let o = Options::default();
    for (shooter, face, outcome) in [
        (Shooter::RifleInfantry, 5, FireOutcome::Destroyed),
        (Shooter::RifleInfantry, 4, FireOutcome::Miss),
        (Shooter::RifleCavalry, 5, FireOutcome::Miss),
        (Shooter::RifleCavalry, 6, FireOutcome::Destroyed),
    ] {
        let r = ShotSetup::plain(shooter, 1)
            .resolve(&o, FieldHolder::Undecided, &mut dice(&[face]))
            .unwrap();
        assert_eq!(r.outcome, outcome, "{shooter:?} {face}");
    }
}

#[test]
fn text_melee_tie_to_the_defender() {
    quoted(
        "В случае равенства полученных чисел тот, кто держит оборону от рукопашной схватки, побеждает.",
    );
    let m = Melee::new(
        Fighter::unit(UnitKind::LightCavalry),
        Fighter::unit(UnitKind::LightCavalry),
        false,
    )
    .unwrap();
    let r = m
        .resolve(
            &Options::default(),
            FieldHolder::Undecided,
            &mut dice(&[4, 4]),
        )
        .unwrap();
    assert_eq!((r.outcome.winner, r.outcome.tie), (Side::Defender, true));
}

#[test]
fn text_officer_lends_two_dice_unit_bonus_only() {
    quoted(
        "отряд получает возможность использовать 2д6 в штыковой, выбирая лучший результат (и добавляя собственные бонусы к штыковой отряда, но не офицера)",
    );
    quoted(
        "В штыковой офицер бросает 2д6 и к лучшему из результатов добавляет свои бонусы, если они у него есть.",
    );
    let o = Options::default();
    let m = Melee::new(
        Fighter::Unit {
            kind: UnitKind::HeavyInfantry,
            officer: true,
        },
        Fighter::Officer { mounted: true },
        false,
    )
    .unwrap();
    // Attacker keeps 5 of (1, 5): 5 + 2 = 7. Defender keeps 6 of (6, 2): 6 + 1 = 7. Tie.
    let r = m
        .resolve(&o, FieldHolder::Undecided, &mut dice(&[1, 5, 6, 2]))
        .unwrap();
    assert_eq!((r.attacker_total, r.defender_total), (7, 7));
    assert_eq!(r.outcome.winner, Side::Defender);
}

#[test]
fn text_officer_save_and_horse() {
    quoted(
        "Офицер, проигравший штыковую, или уничтоженный стрельбой, кидает д6 и на 5+ удача, мастерство или друзья его спасают. Однако, офицер спешивается, а его лошадь считается раненной (на 4+ после завершения боя) или погибшей в бою.",
    );
    let setup = SaveSetup {
        mounted: true,
        field: FieldHolder::Undecided,
    };
    let r = resolve_save(setup, &mut dice(&[5])).unwrap();
    assert_eq!((r.outcome, r.dismounted), (SaveOutcome::Saved, true));
    assert!(resolve_horse(&mut dice(&[4])).unwrap().survives);
    assert!(!resolve_horse(&mut dice(&[3])).unwrap().survives);
    quoted(
        "В остальных случаях офицер считается получившим ранение, а кубик офицера перестает участвовать в сражении. Если поле сражения остается за противником - то персонаж попадает в плен",
    );
    let setup = SaveSetup {
        mounted: true,
        field: FieldHolder::Enemy,
    };
    let r = resolve_save(setup, &mut dice(&[4])).unwrap();
    assert_eq!(
        (r.outcome, r.movement_die_leaves, r.captured),
        (SaveOutcome::Wounded, true, Some(true))
    );
}

#[test]
fn text_batteries_captured_on_four_plus() {
    quoted(
        "Пушки уничтоженные стрельбой снимаются с поля, а уничтоженные в штыковой переворачиваются на бок. Батареи, уничтоженные в штыковой, могут быть захвачены по итогам сражения на 4+ на д6 за каждую батарею.",
    );
    let r = Batteries::new(4)
        .unwrap()
        .resolve(&mut dice(&[1, 4, 3, 6]))
        .unwrap();
    assert_eq!(r.captured, 2);
    let m = Melee::new(
        Fighter::unit(UnitKind::HeavyInfantry),
        Fighter::unit(UnitKind::HeavyArtillery),
        false,
    )
    .unwrap();
    let r = m
        .resolve(
            &Options::default(),
            FieldHolder::Undecided,
            &mut dice(&[1, 1]),
        )
        .unwrap();
    assert_eq!(r.outcome.loser, Fate::LaidOnSide);
}

#[test]
fn text_courier() {
    quoted(
        "он кидает 2д6 против числа отрядов противника, находящихся на данной территории (число мастер не сообщает, только результат). Если он выкидывает больше - проезжает незамеченным. Меньше или равно - генералу, контролирующему вражескую армию, сообщается, что замечен «подозрительный тип». Две единицы - гонец сразу препровождается к генералу.",
    );
    let o = Options::default();
    let ride = |faces: [u8; 2]| {
        Courier { units: 6 }
            .resolve(&o, &mut dice(&faces))
            .unwrap()
            .outcome
    };
    assert_eq!(ride([3, 4]), CourierOutcome::Unseen);
    assert_eq!(ride([3, 3]), CourierOutcome::Spotted);
    assert_eq!(ride([1, 1]), CourierOutcome::Captured);
}

#[test]
fn text_pursuit() {
    quoted(
        "Тогда бросается 1 д6 против количества д6, равных числу посланных в погоню кавалерийских отрядов",
    );
    let r = Pursuit::new(3)
        .unwrap()
        .resolve(&Options::default(), &mut dice(&[5, 2, 4, 3]))
        .unwrap();
    assert_eq!((r.against, r.outcome), (4, PursuitOutcome::Escapes));
    assert_eq!(r.steps[1].reading, Some(Reading::M13Pursuit));
}

#[test]
fn text_movement_dice() {
    quoted(
        "Каждой стороне полагается 1 кубик + 1 кубик за каждого офицера, принимающего участие в сражении. Как только этот офицер покидает сражение или получает ранение, его кубик перестает принимать участие в сражении.",
    );
    let side = MovementDice::new(vec![
        OfficerState::InBattle,
        OfficerState::LeftBattle,
        OfficerState::Wounded,
    ])
    .unwrap();
    let r = side
        .resolve(&Options::default(), &mut dice(&[6, 2]))
        .unwrap();
    assert_eq!((r.faces.len(), r.total), (2, 8));
}

#[test]
fn text_gates_and_mountains() {
    quoted(
        "Проигрыш рукопашной воротам не влечет уничтожения отряда. В случае уничтожения, ворота считаются открытыми",
    );
    quoted("Пехота может атаковать штыковой в горы со штрафом в -2.");
    let o = Options::default();
    // The gates stand on a wall cell («Отмечаются фишкой на клетке со
    // стеной»), never on a mountain.
    assert!(
        Melee::new(
            Fighter::unit(UnitKind::LightInfantry),
            Fighter::Gates { bonus: 0 },
            true,
        )
        .is_err()
    );
    let m = Melee::new(
        Fighter::unit(UnitKind::LightInfantry),
        Fighter::Gates { bonus: 0 },
        false,
    )
    .unwrap();
    // 4 against the gates' 4: the gates hold, the unit survives.
    let r = m
        .resolve(&o, FieldHolder::Undecided, &mut dice(&[4, 4]))
        .unwrap();
    assert_eq!(
        r.outcome,
        MeleeOutcome {
            winner: Side::Defender,
            tie: true,
            loser: Fate::Repulsed
        }
    );
    // Into mountains: 6 − 2 = 4 against light infantry's 4, a tie to the defender.
    let m = Melee::new(
        Fighter::unit(UnitKind::LightInfantry),
        Fighter::unit(UnitKind::LightInfantry),
        true,
    )
    .unwrap();
    let r = m
        .resolve(&o, FieldHolder::Undecided, &mut dice(&[6, 4]))
        .unwrap();
    assert_eq!((r.attacker_total, r.defender_total), (4, 4));
    assert!(
        r.steps
            .iter()
            .any(|s| s.rule == Rule::IntoMountains { penalty: -2 })
    );
}

// ---------------------------------------------------------------------------
// The M.6 bonus table.

fn fighter(code: &str) -> Fighter {
    match code {
        "officer_mounted" => Fighter::Officer { mounted: true },
        "officer_on_foot" => Fighter::Officer { mounted: false },
        "gates" => Fighter::Gates { bonus: 0 },
        _ => match code.split_once('+') {
            Some((kind, "officer")) => Fighter::Unit {
                kind: kind.parse().unwrap(),
                officer: true,
            },
            _ => Fighter::unit(code.parse().unwrap()),
        },
    }
}

fn attack_bonus(att: Fighter, mountains: bool, opts: &Options) -> Option<i32> {
    let m = Melee::new(att, Fighter::unit(UnitKind::LightInfantry), mountains).ok()?;
    m.plan(opts).ok().map(|(a, _)| a.bonus)
}

#[test]
fn melee_bonus_table() {
    let text = include_str!("data/macro_melee_bonuses.txt");
    let mut rows = 0;
    let mut every = Options::default();
    every.set(Reading::M9Mountains, "every_attacker").unwrap();
    let mut only = Options::default();
    only.set(Reading::M9Mountains, "only_infantry_may_attack")
        .unwrap();
    let mut m8 = Options::default();
    m8.set(Reading::M8OfficerBonus, "attack_only").unwrap();
    let d = Options::default();
    let cell = |v: &str| -> Option<i32> {
        match v {
            "-" | "x" => None,
            n => Some(n.parse().unwrap()),
        }
    };
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let c: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(c.len(), 8, "{line}");
        let who = fighter(c[0]);
        assert_eq!(who.dice(), c[1].parse::<u8>().unwrap(), "{line}");
        assert_eq!(attack_bonus(who, false, &d), cell(c[2]), "attack: {line}");
        let defence = |o: &Options| {
            Melee::new(Fighter::unit(UnitKind::LightInfantry), who, false)
                .unwrap()
                .plan(o)
                .unwrap()
                .1
                .bonus
        };
        assert_eq!(Some(defence(&d)), cell(c[3]), "defence: {line}");
        assert_eq!(Some(defence(&m8)), cell(c[4]), "M-8: {line}");
        assert_eq!(
            attack_bonus(who, true, &d),
            cell(c[5]),
            "M-9 default: {line}"
        );
        assert_eq!(
            attack_bonus(who, true, &every),
            cell(c[6]),
            "M-9 every: {line}"
        );
        assert_eq!(
            attack_bonus(who, true, &only),
            cell(c[7]),
            "M-9 only: {line}"
        );
        rows += 1;
    }
    // Every unit kind, with and without an officer for some, both officers, the gates.
    assert_eq!(rows, 17);
}

// ---------------------------------------------------------------------------
// Properties.

fn any_fighter() -> impl Strategy<Value = Fighter> {
    prop_oneof![
        (0usize..10, any::<bool>()).prop_map(|(k, officer)| Fighter::Unit {
            kind: UnitKind::ALL[k],
            officer
        }),
        any::<bool>().prop_map(|mounted| Fighter::Officer { mounted }),
        (-3i8..=3).prop_map(|bonus| Fighter::Gates { bonus }),
    ]
}

fn any_options() -> impl Strategy<Value = Options> {
    proptest::collection::vec(0usize..3, Reading::ALL.len()).prop_map(|picks| {
        let mut o = Options::default();
        for (r, i) in Reading::ALL.into_iter().zip(picks) {
            let opts = r.options();
            o.set(r, opts[i % opts.len()]).unwrap();
        }
        o
    })
}

fn total<T>(shares: &[shturman_battles::macro_battle::Share<T>]) -> Fraction {
    shares.iter().fold(Fraction::ZERO, |a, s| a + s.probability)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn melee_sums_to_one_and_ties_go_to_the_defender(
        a in any_fighter(), d in any_fighter(), mtn in any::<bool>(), o in any_options(),
        faces in proptest::collection::vec(1u8..=6, 5),
    ) {
        let Ok(m) = Melee::new(a, d, mtn) else { return Ok(()) };
        let Ok(odds) = m.odds(&o) else { return Ok(()) };
        prop_assert_eq!(odds.attacker_wins + odds.defender_wins, Fraction::ONE);
        prop_assert_eq!(total(&odds.outcomes), Fraction::ONE);
        prop_assert_eq!(total(&odds.attacker_total), Fraction::ONE);
        prop_assert!(odds.tie <= odds.defender_wins);
        for s in &odds.outcomes {
            if s.value.tie {
                prop_assert_eq!(s.value.winner, Side::Defender);
            }
        }
        let r = m.resolve(&o, FieldHolder::Undecided, &mut dice(&faces)).unwrap();
        prop_assert_eq!(r.outcome.tie, r.attacker_total == r.defender_total);
        if r.attacker_total <= r.defender_total {
            prop_assert_eq!(r.outcome.winner, Side::Defender);
        } else {
            prop_assert_eq!(r.outcome.winner, Side::Attacker);
        }
    }

    #[test]
    fn an_officer_never_lowers_a_units_chances(k in 0usize..10, d in any_fighter(), o in any_options()) {
        let kind = UnitKind::ALL[k];
        let alone = Melee::new(Fighter::unit(kind), d, false).unwrap().odds(&o);
        let with = Melee::new(Fighter::Unit { kind, officer: true }, d, false).unwrap().odds(&o);
        if let (Ok(alone), Ok(with)) = (alone, with) {
            prop_assert!(with.attacker_wins >= alone.attacker_wins);
        }
        // Defending too.
        let alone = Melee::new(d, Fighter::unit(kind), false).map(|m| m.odds(&o));
        let with = Melee::new(d, Fighter::Unit { kind, officer: true }, false).map(|m| m.odds(&o));
        if let (Ok(Ok(alone)), Ok(Ok(with))) = (alone, with) {
            prop_assert!(with.defender_wins >= alone.defender_wins);
        }
    }

    #[test]
    fn more_pursuers_never_lower_the_catch(k in 1u32..40, o in any_options()) {
        let a = Pursuit::new(k).unwrap().odds(&o).unwrap();
        let b = Pursuit::new(k + 1).unwrap().odds(&o).unwrap();
        prop_assert!(b.caught >= a.caught);
        prop_assert_eq!(a.escapes + a.caught, Fraction::ONE);
        prop_assert_eq!(total(&a.against), Fraction::ONE);
    }

    #[test]
    fn more_batteries_never_lower_at_least_one(n in 0u32..100) {
        let a = Batteries::new(n).unwrap().odds().unwrap();
        let b = Batteries::new(n + 1).unwrap().odds().unwrap();
        prop_assert!(b.at_least_one >= a.at_least_one);
        prop_assert_eq!(total(&a.captured), Fraction::ONE);
    }

    #[test]
    fn courier_sums_to_one_and_more_units_never_help(n in 1u32..20, o in any_options()) {
        let a = Courier { units: n }.odds(&o).unwrap();
        let b = Courier { units: n + 1 }.odds(&o).unwrap();
        prop_assert_eq!(a.unseen + a.spotted + a.captured, Fraction::ONE);
        prop_assert!(b.unseen <= a.unseen);
    }

    #[test]
    fn guns_sum_to_one_and_never_panic(
        g in 0usize..3, turn in 0u8..6, turned in any::<bool>(), moved in any::<bool>(),
        from in 0usize..13, diagonal in any::<bool>(), over in any::<bool>(),
        aim in proptest::option::of(0u8..16), o in any_options(),
        terrains in proptest::collection::vec(0usize..13, 0..20),
        faces in proptest::collection::vec(0u8..8, 0..3), shift in -3i8..=3,
    ) {
        let gun = GunShot {
            gun: Gun::ALL[g],
            from: Terrain::ALL[from],
            diagonal,
            turned_this_turn: turned,
            moved_this_turn: moved,
            turn,
            pass_over_first: over,
            line: terrains.iter().map(|t| LineCell { terrain: Terrain::ALL[*t], figures: vec![] }).collect(),
        };
        if let Ok(odds) = gun.odds(&o, aim) {
            prop_assert_eq!(total(&odds.outcomes), Fraction::ONE);
            let cells = odds.cells.iter().fold(odds.explodes + odds.miss, |a, c| a + c.probability);
            prop_assert_eq!(cells, Fraction::ONE);
            for c in &odds.cells_hit {
                prop_assert!(c.probability <= Fraction::ONE && c.distance >= 1);
            }
        }
        let _ = gun.settle(&o, &faces, shift);
    }

    #[test]
    fn shots_sum_to_one_and_never_panic(
        s in 0usize..5, from in 0usize..13, on in 0usize..13, diagonal in any::<bool>(),
        distance in 0u8..4, between in proptest::collection::vec((0usize..13, any::<bool>()), 0..4),
        target in 0u8..4, mounted in any::<bool>(), o in any_options(),
    ) {
        let setup = ShotSetup {
            shooter: Shooter::ALL[s],
            from: Terrain::ALL[from],
            line: if diagonal { shturman_battles::macro_battle::fire::Line::Diagonal } else { shturman_battles::macro_battle::fire::Line::Straight },
            distance,
            between: between.iter().map(|(t, occupied)| shturman_battles::macro_battle::fire::Between { terrain: Terrain::ALL[*t], occupied: *occupied }).collect(),
            target: match target {
                0 => FireTarget::Unit,
                1 => FireTarget::Officer { with_unit: true, mounted },
                2 => FireTarget::Officer { with_unit: false, mounted },
                _ => FireTarget::Gates,
            },
            target_on: Terrain::ALL[on],
        };
        if let Ok(odds) = setup.odds(&o) {
            prop_assert_eq!(total(&odds.outcomes), Fraction::ONE);
        }
    }

    #[test]
    fn constructors_never_panic(n in any::<u32>(), officers in proptest::collection::vec(0usize..4, 0..60)) {
        let _ = Batteries::new(n).and_then(|b| b.odds());
        let _ = Pursuit::new(n);
        let _ = Courier { units: n }.odds(&Options::default());
        let side = MovementDice::new(officers.iter().map(|i| OfficerState::ALL[*i]).collect());
        prop_assert_eq!(side.is_ok(), officers.len() <= shturman_battles::macro_battle::movement::MAX_OFFICERS);
    }

    #[test]
    fn serde_round_trips(a in any_fighter(), d in any_fighter(), o in any_options(), faces in proptest::collection::vec(1u8..=6, 5)) {
        let s = serde_json::to_string(&o).unwrap();
        prop_assert_eq!(serde_json::from_str::<Options>(&s).unwrap(), o);
        if let Ok(m) = Melee::new(a, d, false) {
            let s = serde_json::to_string(&m).unwrap();
            prop_assert_eq!(serde_json::from_str::<Melee>(&s).unwrap(), m);
            if let Ok(r) = m.resolve(&o, FieldHolder::Enemy, &mut dice(&faces)) {
                let s = serde_json::to_string(&r).unwrap();
                let back: shturman_battles::macro_battle::melee::MeleeReport = serde_json::from_str(&s).unwrap();
                prop_assert_eq!(back, r);
            }
            if let Ok(odds) = m.odds(&o) {
                let s = serde_json::to_string(&odds).unwrap();
                let back: shturman_battles::macro_battle::melee::MeleeOdds = serde_json::from_str(&s).unwrap();
                prop_assert_eq!(back, odds);
            }
        }
    }
}

#[test]
fn serde_round_trips_of_the_other_reports() {
    let o = Options::default();
    let mut gun = GunShot::new(Gun::Field);
    gun.turn = 3;
    gun.line = vec![LineCell {
        terrain: Terrain::Forest,
        figures: vec![Figure {
            piece: Piece::Officer { mounted: true },
            side: Allegiance::Enemy,
        }],
    }];
    let s = serde_json::to_string(&gun).unwrap();
    assert_eq!(serde_json::from_str::<GunShot>(&s).unwrap(), gun);
    let r = gun.settle(&o, &[2, 3], -2).unwrap();
    let s = serde_json::to_string(&r).unwrap();
    assert_eq!(
        serde_json::from_str::<shturman_battles::macro_battle::artillery::GunReport>(&s).unwrap(),
        r
    );
    let odds = gun.odds(&o, Some(4)).unwrap();
    let s = serde_json::to_string(&odds).unwrap();
    assert_eq!(
        serde_json::from_str::<shturman_battles::macro_battle::artillery::GunOdds>(&s).unwrap(),
        odds
    );
    let m = MovementDice::with_officers(3).unwrap();
    let r = m.resolve(&o, &mut dice(&[1, 2, 3, 4])).unwrap();
    let s = serde_json::to_string(&r).unwrap();
    assert_eq!(
        serde_json::from_str::<shturman_battles::macro_battle::movement::MovementRoll>(&s).unwrap(),
        r
    );
    let p = Pursuit::new(2)
        .unwrap()
        .resolve(&o, &mut dice(&[3, 2, 1]))
        .unwrap();
    let s = serde_json::to_string(&p).unwrap();
    assert_eq!(
        serde_json::from_str::<shturman_battles::macro_battle::courier::PursuitReport>(&s).unwrap(),
        p
    );
    let e = MacroError::Dice(DiceError::RanOut { used: 2 });
    let s = serde_json::to_string(&e).unwrap();
    assert_eq!(serde_json::from_str::<MacroError>(&s).unwrap(), e);
}

// ---------------------------------------------------------------------------
// Exact odds against a seeded Monte-Carlo of the same resolvers.

const TRIALS: u64 = 20_000;

/// Every exact probability is met by the simulation, and the simulation
/// reaches nothing the exact distribution calls impossible.
fn agree<K: Ord + Clone + std::fmt::Debug>(
    exact: &BTreeMap<K, Fraction>,
    counts: &BTreeMap<K, u64>,
) {
    let exact = exact.iter().map(|(k, p)| (k.clone(), *p));
    monte_carlo::agree("outcome", exact, counts, TRIALS);
}

/// How often each result came out of [`TRIALS`] runs with dice seeded `seed`.
fn count<K: Ord>(seed: u64, run: impl FnMut(&mut SplitMix) -> K) -> BTreeMap<K, u64> {
    monte_carlo::count(TRIALS, seed, run)
}

#[test]
fn monte_carlo_melee() {
    let mut entered = Options::default();
    entered.set(Reading::M10Gates, "entered").unwrap();
    let cases = [
        (
            Melee::new(
                Fighter::Officer { mounted: true },
                Fighter::Officer { mounted: true },
                false,
            )
            .unwrap(),
            Options::default(),
        ),
        (
            Melee::new(
                Fighter::Unit {
                    kind: UnitKind::HeavyCavalry,
                    officer: true,
                },
                Fighter::Unit {
                    kind: UnitKind::FieldArtillery,
                    officer: false,
                },
                false,
            )
            .unwrap(),
            Options::default(),
        ),
        (
            Melee::new(
                Fighter::Unit {
                    kind: UnitKind::RifleInfantry,
                    officer: true,
                },
                Fighter::Gates { bonus: 1 },
                false,
            )
            .unwrap(),
            entered,
        ),
    ];
    for (i, (m, o)) in cases.into_iter().enumerate() {
        let odds = m.odds(&o).unwrap();
        let exact: BTreeMap<MeleeOutcome, Fraction> = odds
            .outcomes
            .iter()
            .map(|s| (s.value, s.probability))
            .collect();
        let counts = count(10 + i as u64, |d| {
            m.resolve(&o, FieldHolder::Undecided, d).unwrap().outcome
        });
        agree(&exact, &counts);
    }
}

#[test]
fn monte_carlo_artillery_cells_hit() {
    let o = Options::default();
    let mut field = GunShot::new(Gun::Field);
    field.turn = 3;
    field.line = vec![LineCell::default(); 8];
    field.line[5].terrain = Terrain::Forest;
    let mut heavy = GunShot::new(Gun::Heavy);
    heavy.from = Terrain::Hill;
    heavy.pass_over_first = true;
    heavy.line = vec![LineCell::default(); 8];
    heavy.line[6].terrain = Terrain::Mountain;
    let horse = GunShot::new(Gun::Horse);
    for (i, (gun, aim)) in [(field, Some(7)), (heavy, None), (horse, None)]
        .into_iter()
        .enumerate()
    {
        let odds = gun.odds(&o, aim).unwrap();
        // The settled outcome.
        let exact: BTreeMap<GunOutcome, Fraction> = odds
            .outcomes
            .iter()
            .map(|s| (s.value, s.probability))
            .collect();
        let counts = count(20 + i as u64, |d| gun.resolve(&o, aim, d).unwrap().outcome);
        agree(&exact, &counts);
        // Each cell destroyed, counted cell by cell.
        let mut dice = SplitMix(30 + i as u64);
        let mut hits: BTreeMap<u8, u64> = BTreeMap::new();
        for _ in 0..TRIALS {
            for h in gun.resolve(&o, aim, &mut dice).unwrap().hits {
                *hits.entry(h.distance).or_insert(0) += 1;
            }
        }
        for c in &odds.cells_hit {
            let n = hits.get(&c.distance).copied().unwrap_or(0);
            assert!(
                within_3_se(n, TRIALS, c.probability),
                "{:?} distance {}: {n}, exact {}",
                gun.gun,
                c.distance,
                c.probability
            );
        }
        for d in hits.keys() {
            assert!(odds.cells_hit.iter().any(|c| c.distance == *d));
        }
    }
}

#[test]
fn monte_carlo_courier_and_pursuit() {
    for (i, (units, reading)) in [(5, "captured"), (1, "passes"), (1, "captured")]
        .into_iter()
        .enumerate()
    {
        let mut o = Options::default();
        o.set(Reading::M12DoubleOne, reading).unwrap();
        let c = Courier { units };
        let odds = c.odds(&o).unwrap();
        let exact: BTreeMap<CourierOutcome, Fraction> = [
            (CourierOutcome::Unseen, odds.unseen),
            (CourierOutcome::Spotted, odds.spotted),
            (CourierOutcome::Captured, odds.captured),
        ]
        .into_iter()
        .filter(|(_, p)| !p.is_zero())
        .collect();
        let counts = count(40 + i as u64, |d| c.resolve(&o, d).unwrap().outcome);
        agree(&exact, &counts);
    }
    for (i, rule) in ["beat_highest", "ties_escape", "beat_sum"]
        .into_iter()
        .enumerate()
    {
        let mut o = Options::default();
        o.set(Reading::M13Pursuit, rule).unwrap();
        let p = Pursuit::new(3).unwrap();
        let odds = p.odds(&o).unwrap();
        let exact: BTreeMap<PursuitOutcome, Fraction> = odds
            .outcomes
            .iter()
            .map(|s| (s.value, s.probability))
            .collect();
        let counts = count(50 + i as u64, |d| p.resolve(&o, d).unwrap().outcome);
        agree(&exact, &counts);
    }
}

#[test]
fn monte_carlo_fire_movement_batteries() {
    let o = Options::default();
    let mut shot = ShotSetup::plain(Shooter::RifleInfantry, 2);
    shot.target = FireTarget::Officer {
        with_unit: false,
        mounted: true,
    };
    let odds = shot.odds(&o).unwrap();
    let exact: BTreeMap<FireOutcome, Fraction> = odds
        .outcomes
        .iter()
        .map(|s| (s.value, s.probability))
        .collect();
    let counts = count(60, |d| {
        shot.resolve(&o, FieldHolder::Undecided, d).unwrap().outcome
    });
    agree(&exact, &counts);

    let side = MovementDice::with_officers(2).unwrap();
    let odds = side.odds(&o).unwrap();
    let exact: BTreeMap<i32, Fraction> = odds
        .total
        .iter()
        .map(|s| (s.value, s.probability))
        .collect();
    let counts = count(61, |d| side.resolve(&o, d).unwrap().total as i32);
    agree(&exact, &counts);

    let b = Batteries::new(5).unwrap();
    let odds = b.odds().unwrap();
    let exact: BTreeMap<i32, Fraction> = odds
        .captured
        .iter()
        .map(|s| (s.value, s.probability))
        .collect();
    let counts = count(62, |d| b.resolve(d).unwrap().captured as i32);
    agree(&exact, &counts);

    let save = shturman_battles::macro_battle::officer::save_odds();
    let exact: BTreeMap<SaveOutcome, Fraction> = save.iter().map(|(k, p)| (*k, p)).collect();
    let counts = count(63, |d| {
        resolve_save(SaveSetup::default(), d).unwrap().outcome
    });
    agree(&exact, &counts);
    let counts = count(64, |d| resolve_horse(d).unwrap().survives);
    let exact: BTreeMap<bool, Fraction> = [(true, f(1, 2)), (false, f(1, 2))].into_iter().collect();
    agree(&exact, &counts);
}
