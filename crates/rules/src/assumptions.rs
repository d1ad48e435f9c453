//! The readings the app chose where the rule texts are silent or ambiguous.
//!
//! Ids `A-1`..`A-7` are those of the digest (`shared/rules/admiral.md`);
//! ids from `A-8` on are the project's own and are explained in
//! `docs/assumptions.md`. The UI lists every one of them in both languages;
//! functions that rely on one report it, so the UI can show why.

use core::fmt;

/// An assumption the rules core relies on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Assumption {
    /// fresh-wind diagonal range = straight range − 1.
    A1DiagonalRange,
    /// in calm, one extra 45° turn per calm straight point.
    A2CalmTurns,
    /// two calms give a calm-0/0 ship one straight cell; a diagonal
    /// heading gives no move.
    A3TwoCalmsStraight,
    /// storm drift = storm range cells along the storm's direction.
    A4StormDrift,
    /// forts have no heading and fire along all 8 lines as broadsides.
    A5Forts,
    /// a salvo is one d6 roll; a hit deals one damage per shot in it.
    A6SalvoDamage,
    /// boarding outcome is entered by the players; the loser is captured.
    A7Boarding,
    /// default card values the sources do not give (labelled in the UI
    /// as "check your card").
    A8UnknownCardValues,
    /// when two shots of a salvo tie for the fewest faces, the one
    /// without Target's 2 counts as the worst (then the first listed).
    A9SalvoTie,
    /// sail damage never exceeds the target's fresh straight range.
    A10SailCap,
    /// Swift's early shot is its answer to the attack; it gets no
    /// return fire after it as well.
    A11SwiftReplacesReturn,
    /// a hull hit that already sinks the target by damage rolls no
    /// critical (there is nothing left to sink).
    A12NoCriticalWhenSunk,
    /// the two-calms move of a calm 1/0 ship extends to any card with
    /// calm diagonal 0 and calm straight ≥ 1.
    A13TwoCalmsAnyCalmShip,
    /// captains are placed before round 1; afterwards they move only
    /// through a port or a boarding.
    A14CaptainsBeforeRound1,
    /// a captured ship passes to the winner and fights for them.
    A15CapturedChangesSides,
    /// only the owner's own port (not an ally's) keeps a captain whose
    /// ship was sunk there by enemies.
    A16OwnPortKeepsCaptain,
}

impl Assumption {
    /// Every assumption, in id order.
    pub const ALL: [Assumption; 16] = [
        Assumption::A1DiagonalRange,
        Assumption::A2CalmTurns,
        Assumption::A3TwoCalmsStraight,
        Assumption::A4StormDrift,
        Assumption::A5Forts,
        Assumption::A6SalvoDamage,
        Assumption::A7Boarding,
        Assumption::A8UnknownCardValues,
        Assumption::A9SalvoTie,
        Assumption::A10SailCap,
        Assumption::A11SwiftReplacesReturn,
        Assumption::A12NoCriticalWhenSunk,
        Assumption::A13TwoCalmsAnyCalmShip,
        Assumption::A14CaptainsBeforeRound1,
        Assumption::A15CapturedChangesSides,
        Assumption::A16OwnPortKeepsCaptain,
    ];

    /// The id players see: "A-1" … .
    pub const fn id(self) -> &'static str {
        match self {
            Assumption::A1DiagonalRange => "A-1",
            Assumption::A2CalmTurns => "A-2",
            Assumption::A3TwoCalmsStraight => "A-3",
            Assumption::A4StormDrift => "A-4",
            Assumption::A5Forts => "A-5",
            Assumption::A6SalvoDamage => "A-6",
            Assumption::A7Boarding => "A-7",
            Assumption::A8UnknownCardValues => "A-8",
            Assumption::A9SalvoTie => "A-9",
            Assumption::A10SailCap => "A-10",
            Assumption::A11SwiftReplacesReturn => "A-11",
            Assumption::A12NoCriticalWhenSunk => "A-12",
            Assumption::A13TwoCalmsAnyCalmShip => "A-13",
            Assumption::A14CaptainsBeforeRound1 => "A-14",
            Assumption::A15CapturedChangesSides => "A-15",
            Assumption::A16OwnPortKeepsCaptain => "A-16",
        }
    }

    /// The section of the digest the assumption belongs to.
    pub const fn section(self) -> &'static str {
        match self {
            Assumption::A1DiagonalRange => "2",
            Assumption::A2CalmTurns => "3.2",
            Assumption::A3TwoCalmsStraight => "3.2",
            Assumption::A4StormDrift => "3.3",
            Assumption::A5Forts => "4.1",
            Assumption::A6SalvoDamage => "4.5",
            Assumption::A7Boarding => "5",
            Assumption::A8UnknownCardValues => "2",
            Assumption::A9SalvoTie => "4.5",
            Assumption::A10SailCap => "4.5",
            Assumption::A11SwiftReplacesReturn => "4.6",
            Assumption::A12NoCriticalWhenSunk => "4.5",
            Assumption::A13TwoCalmsAnyCalmShip => "3.2",
            Assumption::A14CaptainsBeforeRound1 => "6",
            Assumption::A15CapturedChangesSides => "5",
            Assumption::A16OwnPortKeepsCaptain => "6",
        }
    }
}

impl fmt::Display for Assumption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_ordered() {
        let ids: Vec<_> = Assumption::ALL.iter().map(|a| a.id()).collect();
        for (i, id) in ids.iter().enumerate() {
            assert_eq!(*id, format!("A-{}", i + 1));
        }
    }
}
