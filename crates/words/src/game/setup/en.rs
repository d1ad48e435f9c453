//! The `game::setup` words in English: [`super::EN`] and its helpers
//! (`mod.rs` holds the struct they fill).

use super::Words;
use crate::Lang;
use crate::plural::{PLAYERS, SHIPS};

pub(super) const WORDS: Words = Words {
    title: "New game",
    players: |n| {
        format!(
            "Players: {} (2 to 6)",
            PLAYERS.count(Lang::En, i64::from(n))
        )
    },
    player_n: |n| format!("Player {n}"),
    name: "Name",
    colour: "Colour",
    add_player: "Add a player",
    remove_player: "Remove player",
    ports: "Own ports",
    ports_hint: "names, comma-separated",
    allies: "Allies",
    captain_count: "Captains per player",
    captain_count_note: "Agree how many captain cards each player uses (0–4). The rest are set aside face down and take no part.",
    fleet: |n| format!("Fleet: {}", SHIPS.count(Lang::En, i64::from(n))),
    add_ship: "Add a ship",
    presets: "Fleet in one tap (names can be changed):",
    undo_preset: "↶ Bring back the fleet before",
    remove_ship: "Remove ship",
    ship_name: "Ship's name",
    class: "Class",
    heading: "Heading",
    card_values: "Heading and card values",
    card_note: "Check them against your cards and correct any that differ. Each value says where it comes from.",
    start: "Start the game",
    need_players: "A game needs 2 to 6 players.",
    need_names: "Every player needs a name.",
    need_ships: "Every player needs at least one ship.",
    bad_value: |max| format!("Enter a whole number from 0 to {max}: the value is unchanged."),
    source_seed: "by the rules",
    source_public: "from public sources",
    source_assumed: "assumption",
    source_unknown: "check your card",
    changed: "changed by you",
    colours: ["red", "blue", "green", "yellow", "black", "white"],
};
