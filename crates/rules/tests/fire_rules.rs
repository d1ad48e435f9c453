//! The fire rules against the rules reference's tables and the seed's own statements.

use proptest::prelude::*;
use shturman_rules::attack::{Aim, Attack, TargetState, singles};
use shturman_rules::fire::{
    Band, DamageLevel, FaceRule, FaceSet, Gun, NoBearing, Shooter, bearing, damage_level,
    hit_faces, shot_at,
};
use shturman_rules::odds::attack_odds;
use shturman_rules::{Captain, Fraction, Heading, Offset, ShipClass};

fn parse_band(s: &str) -> Band {
    match s {
        "long" => Band::Long,
        "medium" => Band::Medium,
        "point_blank" => Band::PointBlank,
        _ => panic!("bad band {s}"),
    }
}

fn parse_level(s: &str) -> DamageLevel {
    match s {
        "normal" => DamageLevel::Normal,
        "reduced" => DamageLevel::Reduced,
        "low" => DamageLevel::Low,
        _ => panic!("bad level {s}"),
    }
}

#[test]
fn whole_face_table_matches_data_file() {
    let text = include_str!("data/faces.txt");
    let mut seen = std::collections::BTreeSet::new();
    for line in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let cols: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(cols.len(), 5, "bad line {line:?}");
        let band = parse_band(cols[1]);
        let level = parse_level(cols[2]);
        let captain = match cols[3] {
            "yes" => Some(Captain::Target),
            "no" => None,
            other => panic!("bad target column {other}"),
        };
        let faces: Vec<u8> = cols[4].split(',').map(|f| f.parse().unwrap()).collect();
        let expected = FaceSet::of(&faces);
        let guns: &[Gun] = match cols[0] {
            "broadside" => &[Gun::Port, Gun::Starboard, Gun::Fort],
            "chaser" => &[Gun::Bow, Gun::Stern],
            other => panic!("bad gun {other}"),
        };
        for &gun in guns {
            let r = hit_faces(gun, band, level, captain);
            assert_eq!(r.faces, expected, "{line}: {gun:?}");
            assert_eq!(r.probability, Fraction::sixths(expected.len()));
        }
        assert!(
            seen.insert((cols[0], band, level, cols[3])),
            "duplicate {line}"
        );
    }
    // 2 gun kinds × 3 bands × 3 levels × Target or not.
    assert_eq!(seen.len(), 36);
}

#[test]
fn seed_target_at_point_blank_hits_on_every_face() {
    // «на дистанции пистолетного выстрела … 100% попадание, кубик не бросается».
    let r = hit_faces(
        Gun::Port,
        Band::PointBlank,
        DamageLevel::Normal,
        Some(Captain::Target),
    );
    assert_eq!(r.faces, FaceSet::ALL);
    assert_eq!(r.probability, Fraction::ONE);
    // Target at long and medium, as the captain card lists them.
    let long = hit_faces(
        Gun::Starboard,
        Band::Long,
        DamageLevel::Normal,
        Some(Captain::Target),
    );
    assert_eq!(long.faces, FaceSet::of(&[1, 2, 3, 5]));
    let medium = hit_faces(
        Gun::Starboard,
        Band::Medium,
        DamageLevel::Normal,
        Some(Captain::Target),
    );
    assert_eq!(medium.faces, FaceSet::of(&[1, 2, 3, 5, 6]));
}

#[test]
fn seed_linkor_with_five_damage_hits_on_five_at_long_range() {
    let mut linkor = Shooter::new(&ShipClass::Linkor.card(), Some(Heading::N));
    linkor.damage = 5;
    let range = linkor.firing_range;
    // The farthest starboard cell is at long range.
    let s = shot_at(&linkor, Offset::new(i32::from(range), 0)).unwrap();
    assert_eq!(s.bearing.band, Band::Long);
    assert_eq!(s.level, DamageLevel::Low);
    assert_eq!(s.faces, FaceSet::of(&[5]));
    assert_eq!(s.probability.to_string(), "1/6");
}

#[test]
fn seed_chasers_are_not_weakened_by_damage() {
    for band in Band::ALL {
        let base = hit_faces(Gun::Bow, band, DamageLevel::Normal, None).faces;
        for level in DamageLevel::ALL {
            let r = hit_faces(Gun::Stern, band, level, None);
            assert_eq!(r.faces, base);
            if level != DamageLevel::Normal {
                assert!(
                    r.steps
                        .iter()
                        .any(|s| s.rule == FaceRule::ChaserIgnoresDamage)
                );
            }
        }
    }
    // Chasers: 5 at long, 5 and 6 medium, 4, 5, 6 at point blank.
    assert_eq!(
        hit_faces(Gun::Bow, Band::Long, DamageLevel::Low, None).faces,
        FaceSet::of(&[5])
    );
    assert_eq!(
        hit_faces(Gun::Bow, Band::Medium, DamageLevel::Low, None).faces,
        FaceSet::of(&[5, 6])
    );
    assert_eq!(
        hit_faces(Gun::Bow, Band::PointBlank, DamageLevel::Low, None).faces,
        FaceSet::of(&[4, 5, 6])
    );
    // Target adds 2 to chasers too.
    assert_eq!(
        hit_faces(
            Gun::Stern,
            Band::Long,
            DamageLevel::Normal,
            Some(Captain::Target)
        )
        .faces,
        FaceSet::of(&[2, 5])
    );
}

#[test]
fn damage_thresholds_equal_the_seed_table() {
    // (class, normal damages, reduced, low) as the seed prints them.
    type Row = (ShipClass, &'static [u8], &'static [u8], &'static [u8]);
    let table: [Row; 5] = [
        (ShipClass::Linkor, &[0, 1, 2], &[3, 4], &[5, 6]),
        (ShipClass::Galleon, &[0, 1], &[2], &[3]),
        (ShipClass::Frigate, &[0, 1], &[2], &[3]),
        (ShipClass::Brig, &[0], &[1], &[2]),
        (ShipClass::Fort, &[0], &[1], &[2]),
    ];
    for (class, normal, reduced, low) in table {
        let s = class.card().strength;
        let mut all: Vec<u8> = Vec::new();
        for (ds, level) in [
            (normal, DamageLevel::Normal),
            (reduced, DamageLevel::Reduced),
            (low, DamageLevel::Low),
        ] {
            for &d in ds {
                assert_eq!(damage_level(d, s), level, "{class} damage {d}");
                all.push(d);
            }
        }
        // The table covers every damage a floating ship can have.
        assert_eq!(all, (0..s).collect::<Vec<_>>(), "{class}");
    }
}

#[test]
fn contract_example_linkor_starboard_long() {
    let mut linkor = Shooter::new(&ShipClass::Linkor.card(), Some(Heading::N));
    linkor.firing_range = 4;
    linkor.damage = 2;
    let s = shot_at(&linkor, Offset::new(3, 0)).unwrap();
    assert_eq!(
        (s.bearing.gun, s.bearing.distance, s.bearing.band),
        (Gun::Starboard, 3, Band::Long)
    );
    assert_eq!(s.level, DamageLevel::Normal);
    assert_eq!(s.faces, FaceSet::of(&[1, 3, 5]));
    assert_eq!(s.probability.to_string(), "1/2");
    assert_eq!(
        bearing(Some(Heading::N), 4, Offset::new(1, 2)),
        Err(NoBearing::NotOnLine { distance: 2 })
    );
}

#[test]
fn linkor_three_singles_at_damaged_brig() {
    let plan = singles(
        FaceSet::of(&[1, 3, 5]),
        shturman_rules::GunKind::Broadside,
        3,
        3,
        Aim::Hull,
    )
    .unwrap();
    let mut brig = TargetState::new(&ShipClass::Brig.card());
    brig.hull_damage = 1;
    let o = attack_odds(&plan, &brig).unwrap();
    assert_eq!(o.sunk, Fraction::new(25, 48).unwrap());
    // Not sunk: 0 hits (1/8) or 1 hit with no critical; a 1-hit outcome on
    // the last shot rolls a critical (5/6 survive): 2/8 + 1/8 · 5/6.
    let floating: Vec<_> = o.outcomes.iter().filter(|x| !x.sunk).collect();
    assert_eq!(floating.len(), 2);
    assert_eq!(floating[0].hull_damage, 1);
    assert_eq!(floating[0].probability, Fraction::new(1, 8).unwrap());
    assert_eq!(floating[1].hull_damage, 2);
    assert_eq!(floating[1].probability, Fraction::new(17, 48).unwrap());
}

fn heading() -> impl Strategy<Value = Heading> {
    (0u8..8).prop_map(Heading::from_index)
}

fn gun() -> impl Strategy<Value = Gun> {
    prop_oneof![
        Just(Gun::Bow),
        Just(Gun::Stern),
        Just(Gun::Port),
        Just(Gun::Starboard),
        Just(Gun::Fort)
    ]
}

fn level() -> impl Strategy<Value = DamageLevel> {
    prop_oneof![
        Just(DamageLevel::Normal),
        Just(DamageLevel::Reduced),
        Just(DamageLevel::Low)
    ]
}

fn captain() -> impl Strategy<Value = Option<Captain>> {
    prop_oneof![
        Just(None),
        Just(Some(Captain::Target)),
        Just(Some(Captain::Swift))
    ]
}

fn attack() -> impl Strategy<Value = Attack> {
    (1u8..64, 1u8..4, any::<bool>(), any::<bool>()).prop_map(|(bits, shots, sails, critical)| {
        Attack {
            faces: FaceSet::from_bits(bits),
            shots,
            aim: if sails { Aim::Sails } else { Aim::Hull },
            critical,
        }
    })
}

proptest! {
    #[test]
    fn probabilities_are_in_unit_interval(g in gun(), b in 0usize..3, l in level(), c in captain()) {
        let p = hit_faces(g, Band::ALL[b], l, c).probability;
        prop_assert!(p <= Fraction::ONE);
        prop_assert!(p > Fraction::ZERO);
    }

    #[test]
    fn faces_long_within_medium_within_point_blank(g in gun(), l in level(), c in captain()) {
        let long = hit_faces(g, Band::Long, l, c).faces;
        let medium = hit_faces(g, Band::Medium, l, c).faces;
        let pb = hit_faces(g, Band::PointBlank, l, c).faces;
        prop_assert!(long.is_subset(medium));
        prop_assert!(medium.is_subset(pb));
    }

    #[test]
    fn more_damage_never_adds_faces(g in gun(), b in 0usize..3, c in captain()) {
        let n = hit_faces(g, Band::ALL[b], DamageLevel::Normal, c).faces;
        let r = hit_faces(g, Band::ALL[b], DamageLevel::Reduced, c).faces;
        let lo = hit_faces(g, Band::ALL[b], DamageLevel::Low, c).faces;
        prop_assert!(lo.is_subset(r) && r.is_subset(n));
    }

    #[test]
    fn damage_level_is_monotone(s in 1u8..30, d in 0u8..29) {
        prop_assert!(damage_level(d, s) <= damage_level(d + 1, s));
    }

    #[test]
    fn bearing_distance_and_band_are_consistent(h in proptest::option::of(heading()), r in 0u8..10, x in -12i32..12, y in -12i32..12) {
        match bearing(h, r, Offset::new(x, y)) {
            Ok(b) => {
                prop_assert!(b.distance >= 1 && b.distance <= u32::from(r));
                prop_assert_eq!(b.line.step() * b.distance as i32, Offset::new(x, y));
                prop_assert_eq!(b.band == Band::PointBlank, b.distance == 1);
                if h.is_none() { prop_assert_eq!(b.gun, Gun::Fort); }
            }
            Err(NoBearing::SameCell) => prop_assert_eq!((x, y), (0, 0)),
            Err(e) => prop_assert_eq!(e.distance(), Some(Offset::new(x, y).chebyshev())),
        }
    }

    #[test]
    fn plan_distribution_sums_to_one(plan in proptest::collection::vec(attack(), 0..6), s in 1u8..8, d in 0u8..8, sails in 0u8..3) {
        prop_assume!(d < s);
        let t = TargetState { strength: s, hull_damage: d, sail_damage: sails, fresh_straight: 4, sunk: false };
        let o = attack_odds(&plan, &t).unwrap();
        let total = o.outcomes.iter().fold(Fraction::ZERO, |acc, x| acc + x.probability);
        prop_assert_eq!(total, Fraction::ONE);
        let hull = o.hull_damage.iter().fold(Fraction::ZERO, |acc, x| acc + x.probability);
        prop_assert_eq!(hull, Fraction::ONE);
        let sails_total = o.sail_damage.iter().fold(Fraction::ZERO, |acc, x| acc + x.probability);
        prop_assert_eq!(sails_total, Fraction::ONE);
        prop_assert!(o.sunk <= Fraction::ONE);
        for x in &o.outcomes {
            prop_assert!(x.probability > Fraction::ZERO && x.probability <= Fraction::ONE);
            prop_assert!(x.hull_damage <= s && x.sail_damage <= 4);
        }
    }
}
