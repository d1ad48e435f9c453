//! The `dreadnought` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::{Words, capital, faces_text, n, signed};
use crate::Lang;
use crate::his::Entry;
use crate::plural::{BOXES, HITS, SHIPS};
use shturman_battles::dreadnought::explain::Roll;
use shturman_battles::dreadnought::grounding::{NoCheck, ShipClass};
use shturman_battles::dreadnought::{Battery, CannotFire, Modifier, Reading, Rule, SpeedLoss};

pub(super) fn battery_en(b: Battery) -> &'static str {
    match b {
        Battery::Primary => "primary",
        Battery::Secondary => "secondary",
        Battery::Tertiary => "tertiary",
    }
}

fn modifier_en(m: Modifier) -> &'static str {
    match m {
        Modifier::OwnCoast => "its own country's coast",
        Modifier::DeepDraughtCapital => "a capital ship of deep draught",
        Modifier::TorpedoTargetCapital => "the target is a capital ship or an F transport",
        Modifier::TorpedoTargetLostSpeed => "the target lost speed [D-4]",
        Modifier::TorpedoTargetTowing => "the target tows or is towed",
        Modifier::SameHex => "the target is in the same hex",
        Modifier::FirerCapital => "a capital ship fires",
        Modifier::HullTubes => "hull-mounted tubes",
        Modifier::Italics => "a name in italics [D-1]",
        Modifier::CloseRange => "the target in the same or an adjacent hex",
        Modifier::GunTargetLostSpeed => "the target lost speed [D-4]",
        Modifier::GunTargetTowing => "the target tows or is towed",
    }
}

fn step_en(r: &Rule) -> String {
    if let Some(s) = super::steps::step_en(r) {
        return s;
    }
    match r {
        Rule::NoGroundingCheck { reason } => match reason {
            NoCheck::ShadedEdgeHex => "A shaded edge hex: no roll".into(),
            NoCheck::ShallowDraughtLight => "A shallow-draught light ship never grounds".into(),
        },
        Rule::ModifierApplies { modifier, value } => {
            format!("{} {}", capital(modifier_en(*modifier)), signed(*value))
        }
        Rule::ModifierNotApplied { modifier } => {
            format!(
                "{}: not applied{}",
                capital(modifier_en(*modifier)),
                if *modifier == Modifier::DeepDraughtCapital {
                    " (shallow draught)"
                } else {
                    " under this reading"
                }
            )
        }
        Rule::HitChance {
            roll,
            modifier,
            min_face,
            probability,
        } => match min_face {
            Some(f) => format!(
                "A die {} ≥ 6: {} on {f}+, chance {probability}",
                signed(*modifier),
                if *roll == Roll::Grounding {
                    "grounds"
                } else {
                    "hits"
                }
            ),
            None => format!("A die {} ≥ 6 cannot be reached", signed(*modifier)),
        },
        Rule::NoHitPossible { roll, modifier } => match roll {
            Roll::Grounding => format!("With {} it cannot ground", signed(*modifier)),
            _ => format!("With {} no hit is possible", signed(*modifier)),
        },
        Rule::TorpedoesCannotFire { reason } => cannot_fire_en(*reason),
        Rule::TorpedoesSpent { factor } => format!(
            "The whole torpedo factor {factor} is fired and crossed off: none until rearmed"
        ),
        Rule::Rolled {
            faces,
            modifier,
            hits,
            ..
        } => format!(
            "Dice {} ({}): {}",
            faces_text(faces),
            signed(*modifier),
            n(HITS, Lang::En, *hits)
        ),
        Rule::GroundingRoll {
            face,
            modifier,
            total,
            grounded,
        } => format!(
            "{face} {} = {total}: {}",
            signed(*modifier),
            if *grounded { "aground" } else { "passes" }
        ),
        Rule::CannotRefloat => "Grounded deliberately: it cannot refloat".into(),
        Rule::RefloatRoll { face, refloated } => format!(
            "A die {face}: {}",
            if *refloated {
                "refloated (a 1 needed)"
            } else {
                "still aground (a 1 needed)"
            }
        ),
        Rule::RefloatDamage {
            face,
            unarmoured,
            hull_boxes,
        } => format!(
            "Damage: a die {face}{}, half rounded up — {}",
            if *unarmoured { " (+1 unarmoured)" } else { "" },
            hull_en(u32::from(*hull_boxes))
        ),
        Rule::FuelRoll { fleet, face, fuel } => {
            format!("Fleet no. {fleet}: a die {face} — {fuel} of a fuel unit")
        }
        other => format!(
            "§{} {}",
            other.section().id(),
            other.paragraph().unwrap_or("")
        )
        .trim_end()
        .to_string(),
    }
}

pub(super) fn cannot_fire_en(c: CannotFire) -> String {
    match c {
        CannotFire::NoTorpedoes => "A torpedo factor of 0: no torpedoes".into(),
        CannotFire::OutOfRange { range } => {
            format!("Range {range}: torpedoes reach the same or an adjacent hex only")
        }
        CannotFire::AllSpeedLost => "The ship lost all its speed: it cannot fire torpedoes".into(),
        CannotFire::TubeDestroyed => "Its torpedo tube is destroyed".into(),
        CannotFire::AlreadyFired => "It has fired its torpedoes this game".into(),
    }
}

fn hull_en(k: u32) -> String {
    format!("the hull loses {}", n(BOXES, Lang::En, k))
}

const SECTIONS_EN: &[Entry] = &[
    Entry {
        id: "D.0",
        title: "Impulse tracker",
        body: "20 steps: initiative, movement by speeds, gunnery, torpedoes; after step 20 start again at 1 while both sides are on the map and in sight.",
    },
    Entry {
        id: "D.1",
        title: "Gunnery and damage",
        body: "Primary, secondary and tertiary dice by range; a die + m ≥ 6 hits [D-1, D-2, D-4]; each hit rolls 2d6 on the damage table; boxes are crossed left to right [D-12].",
    },
    Entry {
        id: "D.2",
        title: "Torpedoes",
        body: "The whole torpedo factor at one target; m from −2 to +4; m ≤ −1 cannot hit; torpedoes pierce any armour.",
    },
    Entry {
        id: "D.3",
        title: "Grounding",
        body: "Entering a hex next to land (not a shaded edge hex): a die + m ≥ 6; −1 on the own coast, +1 for a deep-draught capital ship; shallow-draught light ships never ground.",
    },
    Entry {
        id: "D.4",
        title: "Refloating",
        body: "Each weather phase a 1 refloats the ship (not one grounded deliberately); then the hull loses half a die rounded up (+1 if unarmoured) [D-7].",
    },
    Entry {
        id: "D.5",
        title: "Fuel",
        body: "Each fleet that fought rolls a die: that many twelfths of a fuel unit beyond its plan.",
    },
];

fn reading_en(r: Reading) -> Entry {
    let (title, body) = match r {
        Reading::D1Italics => (
            "Whose name in italics gives +1",
            "By default the firing ship's; or the target's.",
        ),
        Reading::D2Cumulative => (
            "Whether gunnery modifiers add up",
            "By default they add up, as torpedo modifiers do; or at most +1.",
        ),
        Reading::D4LostSpeed => (
            "What \"lost speed\" means",
            "By default all speed lost; or any.",
        ),
        Reading::D7Unarmoured => (
            "Refloating damage of an unarmoured ship",
            "By default add 1 to the roll, then halve; or halve, then add 1.",
        ),
        Reading::D12HullOverflow => (
            "A hit passed to the hull",
            "By default no new armour check; or the hull's armour is checked.",
        ),
    };
    Entry {
        id: r.id(),
        title,
        body,
    }
}

fn option_en(_: Reading, code: &str) -> &'static str {
    match code {
        "firing_ship" => "the firing ship",
        "target" => "the target",
        "cumulative" => "they add up",
        "at_most_one" => "at most +1",
        "all_speed" => "all speed",
        "any_speed" => "any speed",
        "add_then_halve" => "+1, then halve",
        "halve_then_add" => "halve, then +1",
        "no_new_check" => "no new check",
        "hull_armour_checked" => "hull armour checked",
        _ => "?",
    }
}

pub(super) const WORDS: Words = Words {
    game: "Dreadnoughts: naval combat",
    grounding_title: "Grounding and fuel",
    grounding_note: "Running aground, refloating, fuel after a battle",
    torpedo_title: "Torpedoes",
    torpedo_note: "A torpedo attack: the chance, the hits",
    torpedo_factor: "Torpedo factor",
    range: "Range",
    same_hex: "same hex",
    adjacent: "adjacent",
    farther: "farther",
    target_capital: "Target: capital ship or F transport",
    target_speed: "Target lost speed",
    speed_loss: |s| match s {
        SpeedLoss::None => "none",
        SpeedLoss::Some => "some",
        SpeedLoss::All => "all",
    },
    target_towing: "Target tows or is towed",
    firer: "The firing ship",
    firer_capital: "A capital ship fires",
    hull_tubes: "Hull-mounted tubes",
    firer_all_speed_lost: "Lost all its speed",
    tube_destroyed: "Tube destroyed",
    already_fired: "Torpedoes already fired",
    torpedoes: "Torpedoes",
    at_least_one_hit: "At least one hit",
    hits: |k| format!("Hits: {k}"),
    hits_chart: "How many hits",
    mean_hits: |m| format!("Hits on average: {m}"),
    damage_table: |k| {
        format!(
            "For each hit roll 2d6 on the torpedo damage table (rolls: {k}); torpedoes pierce any armour"
        )
    },
    cannot_fire: cannot_fire_en,
    mode: "What to roll",
    grounding_mode: "Grounding",
    refloat_mode: "Refloat",
    fuel_mode: "Fuel",
    class_label: "Ship class",
    class: |c| match c {
        ShipClass::Capital => "capital",
        ShipClass::Light => "light",
        ShipClass::Other => "other",
    },
    shallow_draught: "Shallow draught",
    own_coast: "Own country's coast",
    shaded_edge: "Shaded edge hex",
    ships: "Ships entering the hex",
    armoured: "Armoured",
    deliberate: "Grounded deliberately",
    fleets: "Fleets that fought",
    damage_pool: "Damage",
    grounds: "Runs aground",
    stays_afloat: "Passes",
    grounded_chart: "How many run aground",
    grounded_count: |k| format!("Aground: {}", n(SHIPS, Lang::En, k)),
    no_check: "No roll needed",
    refloats: "Refloats",
    stays_aground: "Stays aground",
    cannot_refloat: "It cannot refloat",
    hull_lost: |k| capital(&hull_en(k)),
    damage_chart: "Hull lost if refloated",
    fuel_chart: "Total, in twelfths",
    fuel_total: |f| format!("Extra fuel: {f} of a unit"),
    fuel_mean: |f| format!("On average per fleet: {f} of a unit"),
    step: step_en,
    error: super::errors::error_en,
    battery: battery_en,
    sections: SECTIONS_EN,
    reading: reading_en,
    option: option_en,
};
