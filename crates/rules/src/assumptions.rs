//! The readings the app chose where the rule texts are silent or ambiguous.
//!
//! Every id, with what the app does and the alternative a table might use,
//! is in the project's rules reference, `docs/rules.md` §7. The UI lists
//! every one of them in both languages; functions that rely on one report
//! it, so the UI can show why. Ids are never reused: turned
//! out to be rules the seed states (Swift's first shot is its answer; only
//! the owner's own port keeps a captain), and are rules now, not readings.

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
    /// a hull hit that already sinks the target by damage rolls no
    /// critical (there is nothing left to sink).
    A12NoCriticalWhenSunk,
    /// the two-calms move of a calm 1/0 ship extends to any card with
    /// calm diagonal 0 and calm straight ≥ 1.
    A13TwoCalmsAnyCalmShip,
    /// after the start a captain moves only through a port or a
    /// boarding; the agreed number counts every card put into play, dead
    /// captains included. (That captains are placed before the game is the
    /// seed's rule.)
    A14CaptainsBeforeRound1,
    /// a captured ship passes to the winner and fights for them.
    A15CapturedChangesSides,
    /// forts neither board nor are boarded, and carry no captain.
    A17Forts,
    /// fire is not blocked by ships in between.
    A18FireNotBlocked,
    /// once a captain is turned face down again, the opponents' log
    /// shows its earlier reveal as "a captain".
    A19FaceDownInLog,
    /// a dismasted ship still drifts in a storm and turns in place in
    /// a calm or a fresh wind.
    A20DismastedDriftsAndTurns,
}

impl Assumption {
    /// Every assumption, in id order.
    pub const ALL: [Assumption; 18] = [
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
        Assumption::A12NoCriticalWhenSunk,
        Assumption::A13TwoCalmsAnyCalmShip,
        Assumption::A14CaptainsBeforeRound1,
        Assumption::A15CapturedChangesSides,
        Assumption::A17Forts,
        Assumption::A18FireNotBlocked,
        Assumption::A19FaceDownInLog,
        Assumption::A20DismastedDriftsAndTurns,
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
            Assumption::A12NoCriticalWhenSunk => "A-12",
            Assumption::A13TwoCalmsAnyCalmShip => "A-13",
            Assumption::A14CaptainsBeforeRound1 => "A-14",
            Assumption::A15CapturedChangesSides => "A-15",
            Assumption::A17Forts => "A-17",
            Assumption::A18FireNotBlocked => "A-18",
            Assumption::A19FaceDownInLog => "A-19",
            Assumption::A20DismastedDriftsAndTurns => "A-20",
        }
    }

    /// The section of the rules reference (`docs/rules.md`) the assumption
    /// belongs to.
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
            Assumption::A12NoCriticalWhenSunk => "4.5",
            Assumption::A13TwoCalmsAnyCalmShip => "3.2",
            Assumption::A14CaptainsBeforeRound1 => "6",
            Assumption::A15CapturedChangesSides => "5",
            Assumption::A17Forts => "5",
            Assumption::A18FireNotBlocked => "4.1",
            Assumption::A19FaceDownInLog => "6",
            Assumption::A20DismastedDriftsAndTurns => "3",
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
        let n: Vec<u32> = Assumption::ALL
            .iter()
            .map(|a| a.id().strip_prefix("A-").unwrap().parse().unwrap())
            .collect();
        assert!(n.windows(2).all(|w| w[0] < w[1]), "{n:?}");
        // became rules stated by the seed; ids are not reused.
        assert!(!n.contains(&11) && !n.contains(&16));
    }

    #[test]
    fn every_id_has_an_anchor_in_the_rules_reference() {
        let doc = include_str!("../../../docs/rules.md");
        for a in Assumption::ALL {
            let anchor = format!("<a id=\"{}\"></a>", a.id().to_lowercase());
            assert!(doc.contains(&anchor), "docs/rules.md lacks {anchor}");
        }
    }
}
