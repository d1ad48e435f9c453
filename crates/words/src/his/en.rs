//! The `his` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::{Entry, Words, faces, n, signed, tenths};
use crate::Lang;
use crate::plural::{BLOWS, CORSAIRS, DICE, SQUADRONS, UNITS};
use shturman_battles::his::assault::AssaultResult;
use shturman_battles::his::naval::Fleet;
use shturman_battles::his::roll::{Cavalry, RollKind};
use shturman_battles::his::{
    Battle, Card, Decision, FailReason, HisError, OddHit, Reading, RetreatTo, Rule, Side,
};

const fn side_en(s: Side) -> &'static str {
    match s {
        Side::Attacker => "The attacker",
        Side::Defender => "The defender",
    }
}

const fn side_lc_en(s: Side) -> &'static str {
    match s {
        Side::Attacker => "the attacker",
        Side::Defender => "the defender",
    }
}

const fn card_en(c: Card) -> &'static str {
    match c {
        Card::Janissaries => "«Janissaries»",
        Card::SiegeArtillery => "«Siege artillery»",
        Card::ProfessionalRowers => "«Professional rowers»",
    }
}

fn fleet_en(f: Fleet) -> String {
    let sq = n(SQUADRONS, Lang::En, u32::from(f.squadrons));
    if f.corsairs == 0 {
        sq
    } else {
        format!("{sq}, {}", n(CORSAIRS, Lang::En, u32::from(f.corsairs)))
    }
}

fn need_en(need: i32) -> String {
    match need {
        ..=2 => "Any roll succeeds".to_string(),
        13.. => "No roll can succeed: even 12 is short".to_string(),
        12 => "Need 12 on two dice".to_string(),
        n => format!("Need {n} or more on two dice"),
    }
}

fn step_en(r: &Rule) -> String {
    let l = Lang::En;
    match r {
        Rule::LeaderRating { rating, picked } => match picked {
            Some(_) => format!("The admiral's rating: +{rating}"),
            None => format!("The best leader's rating: +{rating}"),
        },
        Rule::NoLeader => "No leader: +0".into(),
        Rule::OttomanCavalryBonus => "Ottomans with cavalry in the formation: +1".into(),
        Rule::OttomanCavalryBonusNotForInterception => {
            "Ottomans with cavalry intercepting: the text gives +1 only for evasion".into()
        }
        Rule::OttomanCavalryPenalty => "Against an Ottoman army with cavalry: −1".into(),
        Rule::Modifier { modifier } => {
            format!("The players' modifier: {}", signed(i32::from(*modifier)))
        }
        Rule::AutomaticEvasion => {
            "Every unit already lost a field battle this impulse: the evasion succeeds without a roll"
                .into()
        }
        Rule::Need { modifier, need } => format!(
            "2d6 {} ≥ 9 — {}",
            signed(*modifier),
            need_en(*need).to_lowercase()
        ),
        Rule::TwoDice {
            faces: [a, b],
            total,
            success,
        } => format!(
            "Rolled {a} and {b}, total {total}: {}",
            if *success { "success" } else { "failure" }
        ),
        Rule::UnitDice { side, units, dice } => format!(
            "{}: a die per unit — {} → {}",
            side_en(*side),
            n(UNITS, l, *units),
            n(DICE, l, *dice)
        ),
        Rule::HalfUnitDice { side, units, dice } => format!(
            "{}: the city has defenders — a die per two regulars or mercenaries, rounded up: {} → {}",
            side_en(*side),
            n(UNITS, l, *units),
            n(DICE, l, *dice)
        ),
        Rule::CavalryNoDice { side, cavalry } => format!(
            "{}: cavalry rolls no dice in an assault ({})",
            side_en(*side),
            n(UNITS, l, *cavalry)
        ),
        Rule::SquadronDice {
            side,
            squadrons,
            dice,
        } => format!(
            "{}: 2 dice per squadron — {} → {}",
            side_en(*side),
            n(SQUADRONS, l, *squadrons),
            n(DICE, l, *dice)
        ),
        Rule::CorsairDice {
            side,
            corsairs,
            dice,
        } => format!(
            "{}: a die per corsair — {} → {}",
            side_en(*side),
            n(CORSAIRS, l, *corsairs),
            n(DICE, l, *dice)
        ),
        Rule::LeaderDice { side, rating } => format!(
            "{}: the best leader's rating → +{}",
            side_en(*side),
            n(DICE, l, u32::from(*rating))
        ),
        Rule::DefenderDie => "The defender: +1 die".into(),
        Rule::EmptyCityDie => "No units in the city, yet the defender rolls its 1 die".into(),
        Rule::EmptyCityNoDie => "No units in the city: no defender's die".into(),
        Rule::PortDie => "A battle in port: the defender +1 die".into(),
        Rule::CardDice { side, dice } => format!(
            "{}: cards before the roll {}{}",
            side_en(*side),
            if *dice < 0 { "−" } else { "+" },
            n(DICE, l, dice.unsigned_abs())
        ),
        Rule::DiceTotal { side, dice } => {
            format!("{} rolls {}", side_en(*side), n(DICE, l, *dice))
        }
        Rule::LateDice { card, side, dice } => format!(
            "{}: {} after the roll, +{}",
            side_en(*side),
            card_en(*card),
            n(DICE, l, *dice)
        ),
        Rule::Hits { side, faces: f, hits } => format!(
            "{}: rolled {} — {} (5 or 6 hits)",
            side_en(*side),
            faces(f),
            n(BLOWS, l, *hits)
        ),
        Rule::LateHits { side, faces: f, hits } => format!(
            "{}, the card's dice: {} — {}",
            side_en(*side),
            faces(f),
            n(BLOWS, l, *hits)
        ),
        Rule::HitsEntered { side, late, hits } => format!(
            "{}{}: {} (entered as a count; 5 or 6 hits)",
            side_en(*side),
            if *late { ", the card's dice" } else { "" },
            n(BLOWS, l, *hits)
        ),
        Rule::Winner {
            winner,
            attacker_hits,
            defender_hits,
            decided,
        } => match decided {
            Decision::MoreHits => format!(
                "More hits ({attacker_hits} : {defender_hits}): {} wins",
                side_lc_en(*winner)
            ),
            Decision::TieToDefender => format!(
                "Equal hits ({attacker_hits} : {defender_hits}): ties go to the defender — the attacker lost on a tie"
            ),
        },
        Rule::UnitLosses {
            side,
            hits_taken,
            lost,
            left,
        } => format!(
            "{} took {} — loses {}, {left} left",
            side_en(*side),
            n(BLOWS, l, *hits_taken),
            n(UNITS, l, *lost)
        ),
        Rule::FleetLosses {
            side,
            hits_taken,
            odd_hit,
            squadrons_lost,
            corsairs_lost,
            squadrons_left,
            corsairs_left,
        } => {
            let odd = match odd_hit {
                OddHit::None => "",
                OddHit::Ignored => "; the winner ignores its odd hit",
                OddHit::Squadron => "; the loser's odd hit costs one more squadron",
                OddHit::Corsair => "; the loser's odd hit costs a corsair",
            };
            let lost = Fleet {
                squadrons: u16::try_from(*squadrons_lost).unwrap_or(u16::MAX),
                corsairs: u16::try_from(*corsairs_lost).unwrap_or(u16::MAX),
            };
            let left = Fleet {
                squadrons: u16::try_from(*squadrons_left).unwrap_or(u16::MAX),
                corsairs: u16::try_from(*corsairs_left).unwrap_or(u16::MAX),
            };
            format!(
                "{} took {} — a squadron per two; lost: {}{odd}; left: {}",
                side_en(*side),
                n(BLOWS, l, *hits_taken),
                fleet_en(lost),
                fleet_en(left)
            )
        }
        Rule::BothWipedOut {
            keeper,
            attacker_dice,
            defender_dice,
        } => format!(
            "Both sides wiped out: {} rolled more dice ({attacker_dice} : {defender_dice}; equal: the defender) and keeps one unit",
            side_lc_en(*keeper)
        ),
        Rule::LeadersCaptured { side } => {
            format!("{} is wiped out: its leaders are captured", side_en(*side))
        }
        Rule::AdmiralToTurnTrack { side } => format!(
            "{}'s fleet is wiped out: its admiral goes to the next turn on the turn track",
            side_en(*side)
        ),
        Rule::Retreat { side, to, units } => format!(
            "{} retreats ({}) {}",
            side_en(*side),
            n(UNITS, l, *units),
            match to {
                RetreatTo::Origin => "to the city it came from",
                RetreatTo::AdjacentCity =>
                    "to an adjacent city, not the one the enemy came from; if none, its units are destroyed and leaders captured",
                RetreatTo::SeaZoneFromPort =>
                    "to an adjacent sea zone without enemies: in a port the attacker retreats whoever won",
                RetreatTo::PortOrSeaZone =>
                    "to an adjacent friendly port or sea zone without enemies; if none, it is destroyed",
            }
        ),
        Rule::IntoFortifications {
            side,
            up_to,
            only_besieged,
        } => {
            if *only_besieged {
                format!(
                    "{}: only the units that came out of the fortifications may go back in (at most {up_to}), with leaders",
                    side_en(*side)
                )
            } else {
                format!(
                    "{}: units (at most {up_to}) and leaders may retreat into the fortifications",
                    side_en(*side)
                )
            }
        }
        Rule::NoRetreat { side } => format!("{} is wiped out: no one retreats", side_en(*side)),
        Rule::SiegeLifted => {
            "The relief force won: the besiegers retreat, the siege is lifted".into()
        }
        Rule::SiegeCheck {
            attacker_left,
            fortified_up_to,
        } => format!(
            "The attacker won at a fortified city: it is besieged if the attacker's units ({attacker_left}) outnumber those inside (at most {fortified_up_to}); else the attacker retreats"
        ),
        Rule::CityTaken => "The assault succeeds: the city is taken".into(),
        Rule::AssaultFailed { reason } => match reason {
            FailReason::NoHit => "The assault fails: the attacker scored no hit".into(),
            FailReason::DefendersLeft => "The assault fails: defenders are left in the city".into(),
            FailReason::NoAttackerLeft => "The assault fails: no attacking unit is left".into(),
        },
        Rule::SiegeContinues {
            besiegers,
            besieged,
        } => format!("{besiegers} besiegers, {besieged} besieged: the siege goes on"),
        Rule::AttackerRetreats {
            besiegers,
            besieged,
        } => format!(
            "{besiegers} besiegers, {besieged} besieged — not more: the attacker retreats"
        ),
        Rule::LeadersToFortifiedCity => {
            "The attacker's leaders go to the nearest friendly fortified city or the capital".into()
        }
        Rule::NavalUnitsToTurnTrack => {
            "Naval units and admirals in the fallen city go to the turn track".into()
        }
    }
}

fn error_en(e: &HisError) -> String {
    let l = Lang::En;
    match e {
        HisError::NoUnits { side } => format!("{} has no units", side_en(*side)),
        HisError::NegativeDice { side, .. } => format!(
            "Cards cannot take away more dice than {} has",
            side_lc_en(*side)
        ),
        HisError::CorsairsNotOttoman { side, .. } => format!(
            "Only the Ottomans have corsairs: first mark {} as the Ottomans",
            side_lc_en(*side)
        ),
        HisError::BesiegedExceedUnits { besieged, units } => format!(
            "No more units can come out of the fortifications ({besieged}) than the army has ({units})"
        ),
        HisError::TooManyBesieged { besieged, max } => format!(
            "“The total number of units inside the fortifications may not exceed {max}”; entered: {besieged}"
        ),
        HisError::CardNotInBattle { card, battle } => {
            let (what, quote) = match card {
                Card::Janissaries => (
                    "is played in a field or naval battle",
                    "“Playing «Janissaries»” (H.4 step 7; H.6 step 6)",
                ),
                Card::SiegeArtillery => (
                    "is played in an assault",
                    "“…to give the attacker a chance to score more «hits»” (H.5 step 8)",
                ),
                Card::ProfessionalRowers => (
                    "is played in a naval battle",
                    "“…to give one of the sides extra dice rolls” (H.6 step 6)",
                ),
            };
            let here = match battle {
                Battle::Field => "a field battle",
                Battle::Assault => "an assault",
                Battle::Naval => "a naval battle",
            };
            format!("{} {what}: {quote}; not in {here}", card_en(*card))
        }
        HisError::JanissariesNotOttoman { side, ottoman } => {
            let quote = "«Janissaries» is the Ottomans' national card: “If one of the powers in the battle is the Ottomans, … they may play it”";
            match ottoman {
                Some(o) => format!(
                    "{quote}. The Ottomans here are {}, not {}",
                    side_lc_en(*o),
                    side_lc_en(*side)
                ),
                None => format!("{quote}. First mark which side is the Ottomans"),
            }
        }
        HisError::CardNotForSide { card, side } => match card {
            Card::SiegeArtillery => format!(
                "«Siege artillery» gives its dice to the attacker: “…to give the attacker a chance to score more «hits»” — not to {}",
                side_lc_en(*side)
            ),
            Card::Janissaries | Card::ProfessionalRowers => format!(
                "{} gives no dice to {}",
                card_en(*card),
                side_lc_en(*side)
            ),
        },
        HisError::NoCardDice { card } => format!(
            "{}: the number of dice is on the card — at least one",
            card_en(*card)
        ),
        HisError::CardTwice { card } => match card {
            Card::Janissaries => "«Janissaries» is already played in this battle: the Ottomans play it only if they “have not yet played their national card «Janissaries» this turn”".into(),
            Card::SiegeArtillery | Card::ProfessionalRowers => format!(
                "{} is already played in this battle: there is one card",
                card_en(*card)
            ),
        },
        HisError::TooManyLateDice { dice, max } => format!(
            "{} after the roll, and at most {max} may be: the odds are exact, fractions over 3 to the power of the number of dice, and with more the fractions no longer fit the arithmetic",
            n(DICE, l, u32::from(*dice))
        ),
        HisError::PickOnLand { .. } | HisError::PickOutOfRange { .. } => {
            "On land the best leader counts".into()
        }
        HisError::CavalryAtSea => "There is no cavalry modifier at sea".into(),
        HisError::AutomaticNotEvasion { .. } => {
            "Only a land evasion succeeds without a roll".into()
        }
        HisError::WrongFaceCount { expected, got, .. } => {
            format!("{} needed, {got} entered", n(DICE, l, *expected))
        }
        HisError::TooManyHits { hits, dice, .. } => {
            format!("{} from only {}", n(BLOWS, l, *hits), n(DICE, l, *dice))
        }
        HisError::Dice(_) => "A die's face is 1 to 6".into(),
        HisError::TooManyDice {
            attacker_dice,
            defender_dice,
            ..
        } => format!(
            "{} against {} — too many for exact odds",
            n(DICE, l, *attacker_dice),
            n(DICE, l, *defender_dice)
        ),
    }
}

const SETTLED_EN: &[Entry] = &[
    Entry {
        id: "H-8",
        title: "How many dice a card after the roll gives",
        body: "The app: the players enter the number of dice of «Janissaries», «Siege artillery» and «Professional rowers» — from the card. Why: the text gives no number (“roll extra dice”, “extra dice rolls”, “a chance to score more «hits»”). §H.4, §H.5, §H.6",
    },
    Entry {
        id: "H-9",
        title: "Each card once a battle",
        body: "The app: each of the three cards is played at most once in a battle; at sea «Janissaries» (the Ottomans') and «Professional rowers» (to either side, the Ottomans too) may both be played. Why: «Janissaries» only if the Ottomans “have not yet played their national card «Janissaries» this turn”; the others are “the response card”, one card; “to give one of the sides extra dice rolls”. §H.6",
    },
    Entry {
        id: "H-10",
        title: "«Janissaries» in an assault",
        body: "The app: «Janissaries» are not offered after the roll of an assault. Why: the assault's steps after the roll name only «Siege artillery» (“Any power may play the response card «Siege artillery» to give the attacker a chance to score more «hits»”); “Playing «Janissaries»” is a step of the field battle (step 7) and of the naval battle (step 6). §H.5",
    },
];

const SECTIONS_EN: &[Entry] = &[
    Entry {
        id: "H.1",
        title: "Evasion (land)",
        body: "2d6 + the best leader's rating in the evading formation ≥ 9. Ottomans +1 when the evading formation has cavalry; others −1 when evading an Ottoman army with cavalry. Automatic when all its units already lost a field battle this impulse.",
    },
    Entry {
        id: "H.2",
        title: "Interception (land)",
        body: "The same roll: 2d6 + the best leader's rating ≥ 9; −1 against an Ottoman army with cavalry (known only from the text's example, [H-1]).",
    },
    Entry {
        id: "H.3",
        title: "Naval interception and evasion",
        body: "2d6 + one participating admiral's rating ≥ 9 [H-2]; no cavalry modifier at sea.",
    },
    Entry {
        id: "H.4",
        title: "Field battle",
        body: "Attacker: a die per unit + the best leader's rating (+ card dice). Defender: the units of all defending powers + the best leader's rating + 1 (+ cards). «Janissaries» add dice after the roll. A 5 or 6 hits. More hits wins; ties go to the defender. Each side loses a unit per hit taken, never more than it has. Both wiped out: the side that rolled more dice (ties: the defender) keeps one unit [H-5]. A side wiped out loses its leaders as prisoners; the loser retreats. \"Lost on a tie\" is reported apart from \"lost with fewer hits\": a relief force that loses on a tie may retreat into the fortifications.",
    },
    Entry {
        id: "H.5",
        title: "Assault",
        body: "Attacker: regulars and mercenaries (not cavalry), half of them rounded up when the city has defenders (cavalry counts), + the best leader's rating. Defender: units (not cavalry) + the leader's rating + 1; an empty city rolls 1 die [H-6]. «Siege artillery» adds hits after the roll. Each side loses a unit per hit (cavalry may be taken). Success: at least one hit, no defender left, an attacking unit left. Otherwise the siege goes on while the besiegers outnumber the besieged; equal numbers: [H-7].",
    },
    Entry {
        id: "H.6",
        title: "Naval battle",
        body: "Dice: 2 per squadron + 1 per corsair + the best admiral's rating; the defender +1 only in a port (+ cards). More hits wins; ties go to the defender. A squadron per two hits; the loser's odd hit costs one more unit, the winner ignores its odd hit; Ottoman losses: [H-3]. Both wiped out: the side with more dice keeps one unit. In a port the attacker retreats whoever wins.",
    },
];

fn reading_en(r: Reading) -> Entry {
    let id = r.id();
    match r {
        Reading::H1InterceptionCavalry => Entry {
            id,
            title: "Land interception and Ottoman cavalry",
            body: "The text shows only the −1 against an Ottoman army with cavalry (Charles V's example). By default only that; otherwise both of the evasion's modifiers, the Ottomans' +1 included.",
        },
        Reading::H2NavalRollAdmiral => Entry {
            id,
            title: "Whose rating a naval interception or evasion adds",
            body: "\"Any participating admiral\": by default the player picks the admiral; otherwise always the best, as on land.",
        },
        Reading::H3CorsairLosses => Entry {
            id,
            title: "Ottoman naval losses",
            body: "By default the odd hit takes a corsair first, as in the text's example (2 squadrons and a corsair losing with 3 hits lose a squadron and the corsair); otherwise, read literally, corsairs go only after all squadrons.",
        },
        Reading::H5BothWipedOut => Entry {
            id,
            title: "Both wiped out: which dice count",
            body: "\"More dice\" by default counts every die rolled, card dice included; otherwise only the dice of units, leader and the defender's die.",
        },
        Reading::H6EmptyCity => Entry {
            id,
            title: "Assaulting an empty city",
            body: "By default a defender with no units still rolls its 1 die (+ a besieged leader's rating); otherwise no die.",
        },
        Reading::H7EqualAfterAssault => Entry {
            id,
            title: "Equal numbers after a failed assault",
            body: "The text conflicts: by default the attacker retreats (step 11: the siege goes on only while the besiegers are more); otherwise the siege goes on (15.3).",
        },
    }
}

fn option_en(r: Reading, code: &str) -> &'static str {
    match (r, code) {
        (Reading::H1InterceptionCavalry, "as_example") => "Only −1, as the example",
        (Reading::H1InterceptionCavalry, _) => "Like evasion, +1 to Ottomans",
        (Reading::H2NavalRollAdmiral, "player_picks") => "Admiral of choice",
        (Reading::H2NavalRollAdmiral, _) => "Always the best",
        (Reading::H3CorsairLosses, "corsair_first") => "A corsair first",
        (Reading::H3CorsairLosses, _) => "Corsairs after squadrons",
        (Reading::H5BothWipedOut, "all_dice") => "Every die",
        (Reading::H5BothWipedOut, _) => "Without card dice",
        (Reading::H6EmptyCity, "one_die") => "1 die",
        (Reading::H6EmptyCity, _) => "No die",
        (Reading::H7EqualAfterAssault, "attacker_retreats") => "The attacker retreats",
        (Reading::H7EqualAfterAssault, _) => "The siege goes on",
    }
}

pub(super) const WORDS: Words = Words {
    game: "Here I Stand",
    field_title: "Field battle",
    field_note: "Each side's dice, the winner, losses, prisoners and retreat",
    assault_title: "Assault",
    assault_note: "Halved dice, a successful assault, the siege or a retreat",
    naval_title: "Naval battle",
    naval_note: "Squadrons and corsairs, a loss per two hits, ports",
    roll_title: "Evasion and interception",
    roll_note: "2d6 + rating ≥ 9, on land and at sea",
    units: "Units",
    leader: "Leader",
    admiral: "Admiral",
    squadrons: "Squadrons",
    corsairs: "Corsairs",
    regulars: "Regulars, mercenaries",
    cavalry: "Cavalry",
    site: "Where",
    site_open: "In the field",
    site_fortified: "At the defender's fortress",
    site_relief: "Relief force",
    besieged: "Came out of the fortress",
    cards: "Cards",
    card_dice: "Card dice before the roll",
    janissaries: "«Janissaries»",
    siege_artillery: "«Siege artillery»",
    naval_late: "cards",
    after_roll: "after the roll",
    card: card_en,
    late_card: "Card after the roll",
    play: |card| format!("Play {card}"),
    play_card: |card, dice| format!("Play {card} (+{})", n(DICE, Lang::En, dice)),
    dont_play: "Don't play",
    late_chances: |win, p, left, side, v| {
        format!(
            "{win} {p}, {}'s {left} left on average: {}",
            side_lc_en(side),
            tenths(v, '.')
        )
    },
    land_left: "units",
    naval_left: "units",
    win_word: "win",
    taken_word: "city taken",
    in_port: "Battle in a port",
    ottoman: "Ottomans",
    nobody: "None",
    ships_in_port: "The defender's fleet is in the city",
    kind: "Roll",
    roll_kind: |k| match k {
        RollKind::LandEvasion => "Evasion",
        RollKind::LandInterception => "Interception",
        RollKind::NavalInterception => "Naval interception",
        RollKind::NavalEvasion => "Naval evasion",
    },
    best_leader: "Best leader's rating",
    picked_admiral: "Chosen admiral's rating",
    best_admiral: "Best admiral's rating",
    cavalry_mod: "Cavalry",
    cavalry_case: |c| match c {
        Cavalry::None => "No matter",
        Cavalry::OttomanWithCavalry => "Ottomans with cavalry",
        Cavalry::AgainstOttomanCavalry => "Against Ottoman cavalry",
    },
    automatic: "Every unit already lost a battle this impulse",
    modifier: "Other modifier",
    attacker_wins: "Attacker wins",
    defender_wins_tie: "Defender wins on a tie",
    defender_wins_more: "Defender wins, more hits",
    attacker_wiped: "Attacker wiped out",
    defender_wiped: "Defender wiped out",
    both_wiped: "Both wiped out (one keeps a unit)",
    assault_result: |r| match r {
        AssaultResult::Captured => "The city is taken",
        AssaultResult::SiegeContinues => "Fails, the siege goes on",
        AssaultResult::AttackerRetreats => "Fails, the attacker retreats",
        AssaultResult::AttackerDestroyed => "Fails, the attacker is destroyed",
    },
    success: "Success",
    failure: "Failure",
    hits_of: |s| match s {
        Side::Attacker => "The attacker's hits",
        Side::Defender => "The defender's hits",
    },
    sum_chart: "The sum of two dice",
    need: need_en,
    left_note: "left to the attacker : to the defender",
    fleet: fleet_en,
    decided: |d| match d {
        Decision::MoreHits => "more hits",
        Decision::TieToDefender => "a tie",
    },
    winner: |s| match s {
        Side::Attacker => "The attacker wins",
        Side::Defender => "The defender wins",
    },
    winner_line: |s, d, a, b| match (s, d) {
        (_, Decision::TieToDefender) => {
            format!("Equal ({a} : {b}) — the defender wins; the attacker lost on a tie")
        }
        (Side::Attacker, Decision::MoreHits) => format!("The attacker wins: {a} : {b}"),
        (Side::Defender, Decision::MoreHits) => {
            format!("The defender wins: {a} : {b}, the attacker had fewer hits")
        }
    },
    units_left: |a, d| {
        format!(
            "Left: the attacker {}, the defender {}",
            n(UNITS, Lang::En, a),
            n(UNITS, Lang::En, d)
        )
    },
    fleets_left: |a, d| {
        format!(
            "Left: the attacker {}; the defender {}",
            fleet_en(a),
            fleet_en(d)
        )
    },
    leaders_captured: |s| format!("{}'s leaders are captured", side_en(s)),
    roll_line: |total, ok| {
        if ok {
            format!("Total {total} — success")
        } else {
            format!("Total {total} — failure")
        }
    },
    blows: |v| n(BLOWS, Lang::En, v),
    entry: "Enter",
    entry_faces: "Every die",
    entry_hits: "Hits only",
    hits_count: "hits",
    step: step_en,
    error: error_en,
    sections: SECTIONS_EN,
    reading: reading_en,
    option: option_en,
    settled: SETTLED_EN,
};
