//! Boarding in the game (§5, issue 16): before it is resolved, the
//! defender's one shot at the boarder — a broadside or a chaser shot by the
//! return-fire rules, or why it has none (the core's
//! [`shturman_rules::engagement::boarding`]) — and both sides' boarding points with
//! Berserk (+1 only while its card is face up). Forts neither board nor
//! are boarded: they are never offered.

use crate::game::sheet::Proposal;
use crate::view::{Choice, Why};
use shturman_game::{Action, ActionView, BoardingSide, GameView, ShipStatus, ShipView};
use shturman_rules::engagement::{
    BoardingCheck, BoardingError, Combatant, boarding, boarding_points, boards,
};
use shturman_rules::{Heading, Offset};
use shturman_words::Lang;
use shturman_words::game::flows::words;
use shturman_words::game_log::Names;
use shturman_words::terms::{cannot_fire, gun_name, heading_arrow};
use uuid::Uuid;

/// What the boarding flow shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardingView {
    pub attacker_points: u8,
    pub defender_points: u8,
    /// Berserk counted for the attacker / the defender.
    pub attacker_berserk: bool,
    pub defender_berserk: bool,
    pub check: Result<BoardingCheck, BoardingError>,
}

fn ship(v: &GameView, id: Uuid) -> Option<&ShipView> {
    v.ships.iter().find(|s| s.id == id)
}

fn berserk(s: &ShipView) -> bool {
    crate::game::table::face_up(s) == Some(shturman_rules::Captain::Berserk)
}

/// The ships `attacker` may board: afloat, not a fort, not its own side's.
pub fn targets(v: &GameView, attacker: Uuid) -> Vec<Uuid> {
    let Some(a) = ship(v, attacker) else {
        return Vec::new();
    };
    if !boards(a.class) {
        return Vec::new();
    }
    let friends: Vec<_> = v
        .players
        .iter()
        .filter(|p| p.id == a.owner || p.allies.contains(&a.owner))
        .map(|p| p.id)
        .collect();
    v.ships
        .iter()
        .filter(|s| {
            s.id != attacker
                && boards(s.class)
                && !friends.contains(&s.owner)
                && !matches!(s.status, ShipStatus::Sunk { .. })
        })
        .map(|s| s.id)
        .collect()
}

/// The boarding of `defender` by `attacker`, which lies one cell to the
/// `side` of the defender (the table says where).
pub fn view(v: &GameView, attacker: Uuid, defender: Uuid, side: Heading) -> Option<BoardingView> {
    let a = ship(v, attacker)?;
    let d = ship(v, defender)?;
    let mut c = Combatant::new(
        &d.card,
        (!matches!(d.class, shturman_rules::ShipClass::Fort)).then_some(d.heading),
    );
    c.shots_left = d.shots_left;
    c.captain = crate::game::table::face_up(d);
    let at: Offset = side.step();
    Some(BoardingView {
        attacker_points: boarding_points(&a.card, crate::game::table::face_up(a)),
        defender_points: boarding_points(&d.card, crate::game::table::face_up(d)),
        attacker_berserk: berserk(a),
        defender_berserk: berserk(d),
        check: if boards(a.class) {
            boarding(&c, at)
        } else {
            Err(BoardingError::Fort)
        },
    })
}

/// The boarding panel, worded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardingPanel {
    pub title: &'static str,
    pub targets: Vec<Choice<Uuid>>,
    pub side_label: &'static str,
    /// The four sides a boarder may lie on.
    pub sides: Vec<Choice<Heading>>,
    pub empty: Option<&'static str>,
    pub lines: Vec<Why>,
    /// "The boarder won" / "The defender won", each what it records.
    pub outcomes: Vec<(&'static str, &'static str, Proposal)>,
    /// For each outcome: the player whose winning ship carries a captain
    /// card — recorded, the phone goes to that player's hand, where the
    /// captain may move to the captured ship (§5/§7, a new seal).
    pub then_hand: Vec<Option<u8>>,
}

/// The boarding panel of ship `attacker` against `defender` (if chosen).
pub fn panel(
    v: &GameView,
    attacker: Uuid,
    defender: Option<Uuid>,
    side: Heading,
    lang: Lang,
) -> BoardingPanel {
    let w = words(lang);
    let ts = targets(v, attacker);
    let choices = ts
        .iter()
        .filter_map(|id| ship(v, *id))
        .map(|s| {
            Choice::new(
                s.id,
                "",
                (shturman_words::game_log::words(lang).ship_label)(s.class, &s.name),
                defender == Some(s.id),
            )
        })
        .collect();
    let sides = [Heading::N, Heading::E, Heading::S, Heading::W]
        .into_iter()
        .map(|h| Choice::new(h, h.code(), heading_arrow(h), h == side))
        .collect();
    let mut lines = Vec::new();
    let mut outcomes = Vec::new();
    let mut then_hand = Vec::new();
    let d = defender.filter(|d| ts.contains(d));
    if let Some(b) = d.and_then(|d| view(v, attacker, d, side)) {
        match b.check {
            Ok(c) => {
                let text = match c.defender_shot {
                    Ok(bearing) => (w.defender_fires)(gun_name(lang, bearing.gun)),
                    Err(e) => (w.defender_cannot)(&cannot_fire(lang, e)),
                };
                lines.push(Why::new(text, Some("5")));
            }
            Err(_) => lines.push(Why::new(w.fort, Some("5"))),
        }
        let mut pts = Why::new((w.points)(b.attacker_points, b.defender_points), Some("5"));
        pts.assumption = Some("A-7");
        lines.push(pts);
        if b.attacker_berserk || b.defender_berserk {
            lines.push(Why::new(w.berserk, Some("6")));
        }
        let names = Names::of(v);
        for (side, code, label) in [
            (BoardingSide::Attacker, "attacker", w.attacker_won),
            (BoardingSide::Defender, "defender", w.defender_won),
        ] {
            let a = Action::Boarding {
                attacker,
                defender: d.unwrap_or(attacker),
                winner: side,
            };
            let winner = match side {
                BoardingSide::Attacker => ship(v, attacker),
                BoardingSide::Defender => d.and_then(|d| ship(v, d)),
            };
            then_hand.push(winner.filter(|s| s.captain.is_some()).map(|s| s.owner.0));
            outcomes.push((
                code,
                label,
                Proposal {
                    summary: (shturman_words::game_log::words(lang).action)(
                        &names,
                        &ActionView::Full(a.clone()),
                    ),
                    actions: vec![a],
                },
            ));
        }
    }
    BoardingPanel {
        title: w.boarding_title,
        empty: ts.is_empty().then_some(w.no_targets),
        targets: choices,
        side_label: w.side,
        sides,
        lines,
        outcomes,
        then_hand,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::fixtures::{battle, reveal, round, ship};
    use shturman_game::seal::{Salt, Seal};
    use shturman_game::{Action, PlayerId, Viewer};
    use shturman_rules::fire::Gun;
    use shturman_rules::{Captain, ShipClass, Weather};

    #[test]
    fn the_defender_fires_first_and_berserk_counts_only_face_up() {
        let mut g = battle();
        let salt = Salt::from_bytes([3; 16]);
        g.apply(Action::AssignCaptain {
            player: PlayerId(0),
            ship: ship(1),
            seal: Seal::new(g.id(), ship(1), Captain::Berserk, &salt),
        })
        .unwrap();
        round(&mut g, Weather::Calm);
        let v = g.view(Viewer::Table);
        // Борис's frigate (heading N) boarded from the west: its port broadside
        let b = view(&v, ship(1), ship(6), Heading::W).unwrap();
        assert_eq!(b.check.unwrap().defender_shot.unwrap().gun, Gun::Port);
        let card = ShipClass::Brig.card().boarding;
        assert_eq!((b.attacker_points, b.attacker_berserk), (card, false));
        // from the north: the bow chaser
        let b = view(&v, ship(1), ship(6), Heading::N).unwrap();
        assert_eq!(b.check.unwrap().defender_shot.unwrap().gun, Gun::Bow);
        reveal(&mut g, 1, Captain::Berserk, salt);
        let v = g.view(Viewer::Table);
        let b = view(&v, ship(1), ship(6), Heading::W).unwrap();
        assert_eq!((b.attacker_points, b.attacker_berserk), (card + 1, true));
        // the boarder carries a card: if it wins, its owner's hand is next
        // (the captain may move to the captured ship); the defender has none
        let owner = v.ships.iter().find(|s| s.id == ship(1)).unwrap().owner.0;
        let p = panel(&v, ship(1), Some(ship(6)), Heading::W, Lang::Ru);
        assert_eq!(p.then_hand, vec![Some(owner), None]);
    }

    #[test]
    fn only_enemy_ships_are_offered_and_never_forts() {
        let mut g = battle();
        g.apply(Action::AddShip {
            id: ship(20),
            class: ShipClass::Fort,
            card: ShipClass::Fort.card(),
            name: "Форт".into(),
            owner: PlayerId(1),
            heading: Heading::N,
        })
        .unwrap();
        let v = g.view(Viewer::Table);
        let t = targets(&v, ship(1));
        assert_eq!(t, (5..=8).map(ship).collect::<Vec<_>>());
        assert!(targets(&v, ship(20)).is_empty());
        let p = panel(&v, ship(1), Some(ship(20)), Heading::N, Lang::Ru);
        assert!(p.outcomes.is_empty());
        assert!(!p.targets.iter().any(|c| c.value == ship(20)));
    }

    #[test]
    fn the_panel_words_the_defenders_shot_and_the_points() {
        let mut g = battle();
        round(&mut g, Weather::Calm);
        let v = g.view(Viewer::Table);
        let p = panel(&v, ship(1), Some(ship(6)), Heading::W, Lang::Ru);
        assert_eq!(p.lines[0].text, "Защитник стреляет первым: левый борт");
        assert!(
            p.lines[1].text.starts_with("Очки абордажа:"),
            "{}",
            p.lines[1].text
        );
        assert_eq!(p.outcomes.len(), 2);
        assert_eq!(p.then_hand.len(), 2);
        g.apply(p.outcomes[0].2.actions[0].clone()).unwrap();
    }
}
