//! The table device reading a code from a player's own phone, in that
//! player's section (issue 32, finding 6). This module owns the checks
//! made before the confirmation sheet shows anything: the code read
//! ([`read_phone_code`]), made by this section's player (a code of Anna's
//! read in Boris's section is refused, not applied for Anna under Boris's
//! name), and applied to a copy of the game (a dry run: a forged or stale
//! reveal is refused here with the rule's reason, never shown as a claim).
//! The summary is built from the decoded actions themselves — whose, which
//! ship, what changes — one log line each.

use shturman_game::{Action, Game, PlayerId};
use shturman_hand::code::{PhoneCode, read_phone_code};
use shturman_words::Lang;
use shturman_words::game_log::Names;

/// A code that may go to the confirmation: its lines and its actions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeRead {
    /// The first line says what and whose; one line an action follows.
    pub summary: String,
    pub actions: Vec<Action>,
}

/// Read `text` in `player`'s section of `game`: the actions to confirm, or
/// why not, in the player's language (nothing changes either way).
pub fn read_in_section(
    game: &Game,
    player: PlayerId,
    text: &str,
    names: &Names,
    lang: Lang,
) -> Result<CodeRead, String> {
    let w = shturman_words::hand::words(lang);
    let actions = match read_phone_code(text, game).map_err(|e| (w.code_error)(&e))? {
        PhoneCode::Seals(actions) => actions,
        PhoneCode::Reveal(a) => vec![a],
    };
    if let Some(owner) = actions
        .iter()
        .filter_map(|a| made_by(game, a))
        .find(|&owner| owner != player)
    {
        return Err((w.code_of_other)(
            &names.player(lang, owner),
            &names.player(lang, player),
        ));
    }
    let mut trial = game.clone();
    for a in &actions {
        trial
            .apply(a.clone())
            .map_err(|e| (shturman_words::game_errors::words(lang).rule)(names, &e))?;
    }
    let n = u8::try_from(actions.len()).unwrap_or(u8::MAX);
    let head = match actions.as_slice() {
        [Action::RevealCaptain { ship, proof }] => (w.reveal_summary)(
            (shturman_words::game_log::words(lang).captain)(proof.captain),
            &names.ship(lang, *ship),
        ),
        _ => (w.seals_summary)(&names.player(lang, player), n),
    };
    let log = shturman_words::game_log::words(lang);
    let lines: Vec<String> = actions
        .iter()
        .map(|a| (log.action)(names, &shturman_game::view::ActionView::Full(a.clone())))
        .collect();
    Ok(CodeRead {
        summary: std::iter::once(head)
            .chain(lines)
            .collect::<Vec<_>>()
            .join("\n"),
        actions,
    })
}

/// The player a phone's action is made for: for a reveal the owner of the
/// card on its ship (a captured ship's owner may be another player), for
/// the seal actions the player they name (the game's own `actor`).
fn made_by(game: &Game, a: &Action) -> Option<PlayerId> {
    if let Action::RevealCaptain { ship, .. } = a {
        return game.state().card_on(*ship).map(|c| c.owner);
    }
    game.state().actor(a)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{SeedableRng, rngs::StdRng};
    use shturman_game::{Proof, Salt, Weather};
    use shturman_hand::code::{phone_code, table_code};
    use shturman_hand::{Hand, PlayerBrief};
    use shturman_rules::Captain;

    fn game() -> Game {
        crate::game::fixtures::battle()
    }

    fn brief(g: &Game, p: PlayerId) -> PlayerBrief {
        shturman_hand::code::read_table_code(&table_code(&PlayerBrief::of(g, p).unwrap())).unwrap()
    }

    /// The audit: Boris typed a code made on Anna's phone into his own
    /// section; it was applied for Anna (her only slot used by a card
    /// nobody could open) while the sheet named Boris. Now it is refused,
    /// naming both, and nothing is asked.
    #[test]
    fn a_code_read_in_another_players_section_is_refused_naming_both() {
        let g = game();
        let (anna, boris) = (PlayerId(0), PlayerId(1));
        let b = brief(&g, anna);
        let mut hand = Hand::new(b.game, anna);
        let ship = b.ships[0].id;
        let a = hand
            .assign(&b, Captain::Swift, ship, &mut StdRng::seed_from_u64(1))
            .unwrap();
        let code = phone_code(b.game, std::slice::from_ref(&a)).unwrap();
        let v = g.view(shturman_game::Viewer::Table);
        let names = Names::of(&v);
        for lang in [Lang::Ru, Lang::En] {
            let e = read_in_section(&g, boris, &code, &names, lang).unwrap_err();
            assert!(e.contains(&names.player(lang, anna)), "{e}");
            assert!(e.contains(&names.player(lang, boris)), "{e}");
        }
        // in Anna's own section it reads, and the summary names her ship
        let ok = read_in_section(&g, anna, &code, &names, Lang::Ru).unwrap();
        assert_eq!(ok.actions, vec![a]);
        assert!(ok.summary.contains(&names.player(Lang::Ru, anna)));
        assert!(ok.summary.lines().count() >= 2, "{}", ok.summary);
        assert!(
            ok.summary.contains(&names.ship(Lang::Ru, ship)),
            "{}",
            ok.summary
        );
    }

    /// A reveal is tried on a copy of the game before the sheet shows its
    /// claim: a stale one (the card already face up) is refused with the
    /// rule's words; a good one names the captain and the ship.
    #[test]
    fn a_reveal_is_dry_run_before_its_claim_is_shown() {
        let mut g = game();
        let anna = PlayerId(0);
        let b = brief(&g, anna);
        let ship = b.ships[0].id;
        let mut hand = Hand::new(b.game, anna);
        let a = hand
            .assign(&b, Captain::Target, ship, &mut StdRng::seed_from_u64(2))
            .unwrap();
        g.apply(a).unwrap();
        g.apply(Action::StartRound {
            weather: Weather::Calm,
        })
        .unwrap();
        let reveal = hand.reveal(&brief(&g, anna), ship).unwrap();
        let code = phone_code(g.id(), std::slice::from_ref(&reveal)).unwrap();
        let names = Names::of(&g.view(shturman_game::Viewer::Table));
        let ok = read_in_section(&g, anna, &code, &names, Lang::En).unwrap();
        assert!(ok.summary.contains("Target"), "{}", ok.summary);
        g.apply(reveal).unwrap();
        let stale = read_in_section(&g, anna, &code, &names, Lang::En).unwrap_err();
        assert!(!stale.is_empty());
        // salts that open nothing: refused by the reader, nothing claimed
        let forged = Action::RevealCaptain {
            ship,
            proof: Proof {
                captain: Captain::Rapid,
                salts: vec![Salt::from_bytes([9; 16])],
            },
        };
        let forged = phone_code(g.id(), &[forged]).unwrap();
        let e = read_in_section(&g, anna, &forged, &names, Lang::Ru).unwrap_err();
        assert!(!e.contains("Рапид"), "{e}");
    }
}
