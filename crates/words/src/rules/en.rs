//! The `rules` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::{AssumptionText, Section, Settled, Words};
use shturman_rules::Assumption;

pub(super) const WORDS: Words = Words {
    title: "Rules & assumptions",
    intro: "The app computes by the «Admiral»-level rules. Here is each rule in short, and every place where the rule text can be read more than one way: check them against your own rulebook.",
    sections_title: "Rules",
    settled_title: "Settled by the rules text",
    settled_intro: "These were the app's assumptions once; the rules text says so plainly.",
    formerly: |id| format!("formerly {id}"),
    assumptions_title: "Assumptions",
    assumptions_intro: "Where the rules are silent or ambiguous the app chose one reading. Each is marked [A-n] and shown next to every result that relies on it.",
    app_does: "The app:",
    rulebook_may: "Your rulebook may say:",
    section: |id| format!("section {id}"),
    sections: EN_SECTIONS,
    settled: EN_SETTLED,
    assumption: assumption_en,
};

pub const EN_SETTLED: &[Settled] = &[
    Settled {
        formerly: "A-11",
        section: "4.6",
        title: "Swift fires first, and that is its answer",
        body: "The Swift ship fires first and only after its result does the attacker fire: that early shot is its answer to the attack; there is no second return shot after the attack.",
    },
    Settled {
        formerly: "A-14",
        section: "6",
        title: "Captains are placed before the game starts",
        body: "Before the game the players lay their captain cards face down by their ships; once captains are placed, the game begins.",
    },
    Settled {
        formerly: "A-16",
        section: "6",
        title: "Only the owner's own port saves a captain",
        body: "A captain stays in the game only when enemies sank its ship in its owner's own port; an ally's port does not save it.",
    },
];

pub const EN_SECTIONS: &[Section] = &[
    Section {
        id: "1",
        title: "Grid and headings",
        body: "A ship stands in a cell facing one of 8 headings: N, NE, E, SE, S, SW, W, NW. The wind is the direction it carries ships. Deviation is the number of 45° steps between heading and wind (0–4).",
    },
    Section {
        id: "2",
        title: "Ship card",
        body: "Fresh-wind range (straight/diagonal), calm range, storm range, firing range, shots per round, hull strength, boarding points. Every value can be edited to match your cards.",
    },
    Section {
        id: "3.1",
        title: "Fresh wind",
        body: "Budget = range on the bow heading (+1 with Rapid, −1 per sail damage) − deviation from the wind. Each step (forward or with a 45° turn) costs 1 and is taken while the budget is ≥ 1. Turning from straight to diagonal −1; turning towards the wind +1, away −1. Instead of moving, a ship may turn in place by the calm rule.",
    },
    Section {
        id: "3.2",
        title: "Calm",
        body: "A ship that cannot move in calm may turn 45°. One that can may turn once more per calm point, or move forward; never both. Two calms in a row: if the heading has not changed since the first calm, the ship moves 1 cell ahead in the second — a brig (calm 1/0) diagonally, a ship that does not move in calm straight. One such move per two calms: after it, the next calm counts as a first calm again.",
    },
    Section {
        id: "3.3",
        title: "Storm",
        body: "The ship drifts as the base rules say, then stops with its bow pointing in the storm's direction.",
    },
    Section {
        id: "4.1",
        title: "Fire lines",
        body: "Bow chasers fire ahead, stern chasers astern, broadsides at right angles to the heading. The target must be on one of these lines (straight or exactly diagonal) and within range; everything else is a dead zone.",
    },
    Section {
        id: "4.2",
        title: "Range bands",
        body: "Point blank: the adjacent cell; medium: up to half the firing range; long: beyond half.",
    },
    Section {
        id: "4.3",
        title: "Damage of the firing ship",
        body: "Less than 1/3 of strength: normal accuracy; 1/3 to 2/3: reduced; 2/3 and more: low.",
    },
    Section {
        id: "4.4",
        title: "Hitting faces",
        body: "Broadside: 1, 3, 5; chasers: 5. Reduced accuracy removes 1, low removes 1 and 3 (broadside only). Medium range adds 6, point blank 4 and 6. Target adds 2.",
    },
    Section {
        id: "4.5",
        title: "Shots, salvos, criticals",
        body: "Shots per round from the card. Chasers (bow or stern) fire only one shot a round, using one marker (a linkor keeps 2 broadside shots). A salvo is resolved by its worst shot; in a salvo of several ships Target's face 2 counts for none of them. A hit with the last shot earns a critical roll: 6 sinks the target (hull) or strips all its sails (sails); in a salvo only if every ship in it spends its last shot. Hull damage equal to strength sinks the ship. With no sails (a critical, or sail damage equal to the straight range) a ship cannot move in a fresh wind, Rapid or not.",
    },
    Section {
        id: "4.6",
        title: "Return fire and initiative",
        body: "A ship fired upon may answer at once (as a salvo or shot by shot) if it has shots left and the attacker is on its lines; after a salvo, any ship in it. Swift fires first, before the attack (the attacker fires only after its result), and that is its answer; with enemies on both broadsides it may fire both. If the attacker also has an initiative captain, the attacker fires first and Swift right after.",
    },
    Section {
        id: "4.7",
        title: "Crossing a line of fire",
        body: "Starts its turn by moving: it cannot be fired upon; by firing: its target may answer. Passes through a covered cell without stopping: the covering ship fires first, then return fire, then the move goes on (the heading in that cell decides which guns answer). Ends in a covered cell: it fires first, then return fire; if it does not fire, ships that have had their turn stay silent, the others fire in their own turn — except an initiative captain's ship. Crosses a line diagonally without entering a cell: it may be fired on, the distance counted to the line's cell beyond the corner; if it did not turn it answers with its old heading, if it turned it cannot answer.",
    },
    Section {
        id: "5",
        title: "Boarding",
        body: "Only between ships in orthogonally adjacent cells, from any side. Before boarding the defender may fire at the boarder — a broadside or a chaser, by the return-fire rules — if the boarder is on its lines and it has shots. Berserk gives +1 boarding point.",
    },
    Section {
        id: "6",
        title: "Captain cards",
        body: "Each player holds Rapid, Swift, Target, Berserk; the table agrees how many are used. Captains go face down on own ships before the game starts, at most one per ship, and are revealed when used. A captain leaves with its sunk ship, unless enemies sank it in its owner's own port. A captain is taken off only in an own or allied port, and given only to an own ship entering that port.",
    },
];

fn assumption_en(a: Assumption) -> AssumptionText {
    match a {
        Assumption::A1DiagonalRange => AssumptionText {
            topic: "Diagonal range",
            app: "takes the fresh-wind diagonal range as the straight range minus 1 (Brig 5/4).",
            alternative: "another number on the card — edit it on the ship card.",
        },
        Assumption::A2CalmTurns => AssumptionText {
            topic: "Turns in calm",
            app: "gives a ship that moves in calm one 45° turn plus one more per calm straight point.",
            alternative: "only the extra turns, without the base one.",
        },
        Assumption::A3TwoCalmsStraight => AssumptionText {
            topic: "Two calms in a row",
            app: "gives a ship that cannot move in calm 1 cell only on a straight heading; a diagonal heading gives no move.",
            alternative: "a move on a diagonal too.",
        },
        Assumption::A4StormDrift => AssumptionText {
            topic: "Storm drift",
            app: "drifts the ship its card's storm range along the storm's direction and leaves its bow pointing where the storm blows.",
            alternative: "another drift in the base rules — move the model by your book; or the bow facing into the storm, where it comes from.",
        },
        Assumption::A5Forts => AssumptionText {
            topic: "Forts",
            app: "treats a fort as having no heading and firing along all 8 lines with broadside rules.",
            alternative: "special rules for forts.",
        },
        Assumption::A6SalvoDamage => AssumptionText {
            topic: "Salvo damage",
            app: "rolls one die for a salvo; a hit deals one damage per shot in it.",
            alternative: "one damage for the whole salvo.",
        },
        Assumption::A7Boarding => AssumptionText {
            topic: "Boarding outcome",
            app: "does not resolve boarding but records the outcome the players enter; the losing ship is captured.",
            alternative: "other consequences for the loser.",
        },
        Assumption::A8UnknownCardValues => AssumptionText {
            topic: "Unknown card values",
            app: "uses its own defaults where no source gives a value (fresh range of Frigate, Galleon, Linkor; storm and firing range, boarding; a fort's shots) and labels them \"check your card\".",
            alternative: "the numbers on your cards — enter them.",
        },
        Assumption::A9SalvoTie => AssumptionText {
            topic: "A tie in a salvo",
            app: "when two shots of a salvo tie for fewest faces but the faces differ (say chasers at point blank 4, 5, 6 and a broadside 1, 3, 5), takes the first of them as the worst. The chance is the same; only the faces on the die differ.",
            alternative: "either of the tied shots, as the shooter chooses.",
        },
        Assumption::A10SailCap => AssumptionText {
            topic: "Sail damage ceiling",
            app: "never lets sail damage exceed the ship's fresh straight range: that is as many markers as the pictogram holds; beyond it there are no sails left.",
            alternative: "nothing else: sail damage never passes to the hull (the seed keeps the two apart).",
        },
        Assumption::A12NoCriticalWhenSunk => AssumptionText {
            topic: "Critical on a sinking ship",
            app: "offers no critical roll when the hull hit already sank the target.",
            alternative: "a roll anyway (it changes nothing).",
        },
        Assumption::A13TwoCalmsAnyCalmShip => AssumptionText {
            topic: "Two calms: who moves diagonally",
            app: "gives the 1-cell diagonal move to any ship that moves straight but not diagonally in calm (not only 1/0 cards).",
            alternative: "only ships with calm 1/0.",
        },
        Assumption::A14CaptainsBeforeRound1 => AssumptionText {
            topic: "Captains after the start",
            app: "after the start moves a captain only through a port or a boarding. The agreed number counts every card put into play, dead captains included: cards set aside take no further part.",
            alternative: "a dead captain frees a place for a card set aside — which the text does not allow.",
        },
        Assumption::A15CapturedChangesSides => AssumptionText {
            topic: "A captured ship",
            app: "passes a captured ship to the winner: it moves and fires for them.",
            alternative: "a captured ship leaves the game.",
        },
        Assumption::A17Forts => AssumptionText {
            topic: "Forts, boarding and captains",
            app: "lets a fort neither board nor be boarded, and puts no captain on a fort.",
            alternative: "special fort rules in your book.",
        },
        Assumption::A18FireNotBlocked => AssumptionText {
            topic: "Ships on the line of fire",
            app: "does not treat ships between the shooter and the target as blocking the line.",
            alternative: "the nearest ship on the line shields those behind it.",
        },
        Assumption::A19FaceDownInLog => AssumptionText {
            topic: "A captain turned face down, in the log",
            app: "once a captain is turned face down again, the opponents' log shows its earlier reveal as \"a captain\", without its name: opponents may forget.",
            alternative: "the log keeps the name: what was shown is known.",
        },
        Assumption::A20DismastedDriftsAndTurns => AssumptionText {
            topic: "A dismasted ship",
            app: "a ship without sails cannot move in a fresh wind, but a storm still drifts it, and it may turn in place in a calm or a fresh wind.",
            alternative: "a ship without sails cannot turn either.",
        },
    }
}
