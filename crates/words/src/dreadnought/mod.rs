//! Words of the dreadnought resolvers (`shturman_screens::battles::dread_*`)
//! and of their part of the Rules screen: the grounding, refloating and
//! fuel screen (digest D.3–D.5), the explanation steps of those rolls
//! ([`Rule`]), the digest's sections D.0–D.5 and the readings [D-n] with
//! their options.
//!
//! The steps of the impulse tracker, gunnery and damage (D.0, D.1) are
//! worded in `steps`, the core's errors in `errors`; the gunnery and
//! tracker screens have their own `Words` in [`gunnery`] and [`tracker`].

use super::Lang;
use crate::his::Entry;
use crate::numbers::{count as n, faces as faces_text, signed};
use shturman_battles::dreadnought::grounding::ShipClass;
use shturman_battles::dreadnought::{Battery, CannotFire, Error, Reading, Rule, SpeedLoss};

mod en;
mod ru;

mod errors;
pub mod gunnery;
mod steps;
pub mod tracker;

pub struct Words {
    pub game: &'static str,
    pub grounding_title: &'static str,
    pub grounding_note: &'static str,
    pub torpedo_title: &'static str,
    pub torpedo_note: &'static str,
    // torpedo inputs and outcomes
    pub torpedo_factor: &'static str,
    pub range: &'static str,
    pub same_hex: &'static str,
    pub adjacent: &'static str,
    pub farther: &'static str,
    pub target_capital: &'static str,
    pub target_speed: &'static str,
    pub speed_loss: fn(SpeedLoss) -> &'static str,
    pub target_towing: &'static str,
    pub firer: &'static str,
    pub firer_capital: &'static str,
    pub hull_tubes: &'static str,
    pub firer_all_speed_lost: &'static str,
    pub tube_destroyed: &'static str,
    pub already_fired: &'static str,
    pub torpedoes: &'static str,
    pub at_least_one_hit: &'static str,
    pub hits: fn(u32) -> String,
    pub hits_chart: &'static str,
    pub mean_hits: fn(&str) -> String,
    /// After the roll: each hit rolls 2d6 on the torpedo damage table.
    pub damage_table: fn(u32) -> String,
    pub cannot_fire: fn(CannotFire) -> String,
    // inputs
    pub mode: &'static str,
    pub grounding_mode: &'static str,
    pub refloat_mode: &'static str,
    pub fuel_mode: &'static str,
    pub class_label: &'static str,
    pub class: fn(ShipClass) -> &'static str,
    pub shallow_draught: &'static str,
    pub own_coast: &'static str,
    pub shaded_edge: &'static str,
    pub ships: &'static str,
    pub armoured: &'static str,
    pub deliberate: &'static str,
    pub fleets: &'static str,
    pub damage_pool: &'static str,
    // odds and results
    pub grounds: &'static str,
    pub stays_afloat: &'static str,
    pub grounded_chart: &'static str,
    pub grounded_count: fn(u32) -> String,
    pub no_check: &'static str,
    pub refloats: &'static str,
    pub stays_aground: &'static str,
    pub cannot_refloat: &'static str,
    pub hull_lost: fn(u32) -> String,
    pub damage_chart: &'static str,
    pub fuel_chart: &'static str,
    /// "Extra fuel: 7/12 of a unit".
    pub fuel_total: fn(&str) -> String,
    pub fuel_mean: fn(&str) -> String,
    pub step: fn(&Rule) -> String,
    /// A core error: what is wrong, with its numbers.
    pub error: fn(&Error) -> String,
    /// "primary guns".
    pub battery: fn(Battery) -> &'static str,
    // rules screen
    pub sections: &'static [Entry],
    pub reading: fn(Reading) -> Entry,
    pub option: fn(Reading, &str) -> &'static str,
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

pub const RU: Words = ru::WORDS;
pub const EN: Words = en::WORDS;

pub const fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::Ru => &RU,
        Lang::En => &EN,
    }
}

/// Every text with a number, with `v`, for the agreement test.
pub fn samples(lang: Lang, v: u8) -> Vec<String> {
    let w = words(lang);
    let k = u32::from(v);
    let mut out = vec![
        (w.grounded_count)(k),
        (w.hull_lost)(k),
        (w.hits)(k),
        (w.damage_table)(k),
        (w.cannot_fire)(CannotFire::OutOfRange { range: k }),
    ];
    for rule in [
        Rule::RefloatDamage {
            face: v,
            unarmoured: true,
            hull_boxes: v,
        },
        Rule::RefloatRoll {
            face: v,
            refloated: false,
        },
        Rule::Rolled {
            weapon: shturman_battles::dreadnought::Weapon::Torpedo,
            faces: vec![v],
            modifier: 1,
            hits: k,
        },
        Rule::TorpedoesSpent { factor: v },
        Rule::GroundingRoll {
            face: v,
            modifier: 1,
            total: 7,
            grounded: true,
        },
    ] {
        out.push((w.step)(&rule));
    }
    out.extend(errors::samples(v).iter().map(|e| (w.error)(e)));
    out.extend(steps::samples(v).iter().map(|r| (w.step)(r)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every error variant has its own words in both languages, with its
    /// numbers, and none is the core's English.
    #[test]
    fn every_error_is_worded_in_both_languages() {
        for e in errors::samples(7) {
            let (ru, en) = ((RU.error)(&e), (EN.error)(&e));
            assert_ne!(ru, en, "{e:?}");
            assert_ne!(en, e.to_string(), "{e:?} is worded, not the core's text");
            assert!(
                ru.chars()
                    .any(|c| ('а'..='я').contains(&c.to_lowercase().next().unwrap_or(c))),
                "{e:?}: {ru}"
            );
        }
        let e = Error::BoxCount {
            index: 1,
            boxes: 0,
            max: 60,
        };
        assert_eq!((RU.error)(&e), "Секция №2: 0 клеток — нужно от 1 до 60");
        assert_eq!((EN.error)(&e), "Section no. 2: 0 boxes — 1 to 60 needed");
        let e = Error::FactorTooLarge {
            battery: Battery::Primary,
            factor: 45,
            max: 40,
        };
        assert!((RU.error)(&e).contains("главный калибр"));
    }

    /// A modifier keeps its sign at zero (issue 33: «Кубики 3, 5 (0)»).
    #[test]
    fn a_zero_modifier_is_plus_zero() {
        let r = Rule::Rolled {
            weapon: shturman_battles::dreadnought::Weapon::Primary,
            faces: vec![3, 5],
            modifier: 0,
            hits: 1,
        };
        let (ru, en) = ((RU.step)(&r), (EN.step)(&r));
        assert!(ru.contains("(+0)") && !ru.contains("(0)"), "{ru}");
        assert!(en.contains("(+0)") && !en.contains("(0)"), "{en}");
        assert_eq!(signed(0), "+0");
        assert_eq!(signed(-2), "−2");
    }
}
