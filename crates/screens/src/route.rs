//! Every address of the app: the URL hash that names the screen shown, so a
//! reload returns to it and the browser's back works. One typed [`Route`]
//! both builds ([`Route::hash`]) and parses ([`Route::parse`]) every hash;
//! a property test checks the round trip. Following the hash is the UI's.

use core::fmt;
use uuid::Uuid;

/// A resolver screen of one of the three other games (issue 20).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Battle {
    DreadnoughtGunnery,
    DreadnoughtTorpedo,
    DreadnoughtTracker,
    DreadnoughtGrounding,
    MacroMelee,
    MacroFire,
    MacroArtillery,
    MacroMovement,
    MacroAfter,
    MacroCourier,
    HisField,
    HisAssault,
    HisNaval,
    HisRoll,
}

impl Battle {
    pub const ALL: [Battle; 14] = [
        Battle::DreadnoughtGunnery,
        Battle::DreadnoughtTorpedo,
        Battle::DreadnoughtTracker,
        Battle::DreadnoughtGrounding,
        Battle::MacroMelee,
        Battle::MacroFire,
        Battle::MacroArtillery,
        Battle::MacroMovement,
        Battle::MacroAfter,
        Battle::MacroCourier,
        Battle::HisField,
        Battle::HisAssault,
        Battle::HisNaval,
        Battle::HisRoll,
    ];

    /// The path after `#/tools/`: "dreadnought/gunnery", … .
    pub const fn path(self) -> &'static str {
        match self {
            Battle::DreadnoughtGunnery => "dreadnought/gunnery",
            Battle::DreadnoughtTorpedo => "dreadnought/torpedo",
            Battle::DreadnoughtTracker => "dreadnought/tracker",
            Battle::DreadnoughtGrounding => "dreadnought/grounding",
            Battle::MacroMelee => "macro/melee",
            Battle::MacroFire => "macro/fire",
            Battle::MacroArtillery => "macro/artillery",
            Battle::MacroMovement => "macro/movement",
            Battle::MacroAfter => "macro/after",
            Battle::MacroCourier => "macro/courier",
            Battle::HisField => "his/field",
            Battle::HisAssault => "his/assault",
            Battle::HisNaval => "his/naval",
            Battle::HisRoll => "his/roll",
        }
    }
}

/// A screen of the app, with what it was opened for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Route {
    /// `#/roll`: the quick roll.
    Roll,
    /// `#/game`: the table (the saves list while no game is open); with a
    /// ship, its action sheet is open over the table.
    Table { ship: Option<Uuid> },
    /// `#/game/log`.
    Log,
    /// `#/game/saves`.
    Saves,
    /// `#/game/new`.
    NewGame,
    /// `#/game/hand?p=N`: player N's hand (their captains, behind a PIN).
    Hand { player: u8 },
    /// `#/game/phone`: "My hidden captains" — a player's own phone
    /// holding their hand for a game kept on another device (issue 18).
    MyHand,
    /// `#/game/live?seat=<code>`: join a live table as the seat of a QR
    /// code (issue 34).
    LiveJoin { seat: String },
    /// `#/game/open`: open the table to phones (the host's seat codes).
    LiveOpen,
    /// `#/game/migrate?id=<save>`: an old save (schema 1) moved to sealed
    /// captains, each player setting a PIN (issue 18).
    Migrate { id: String },
    /// `#/tools`: the tools menu (the Tools tab opens the last tool used).
    Tools,
    /// `#/tools/move`: the movement planner, for a tracked ship or free.
    Planner { ship: Option<Uuid> },
    /// `#/tools/fire`: the fire helper, for a tracked ship or free.
    Fire { ship: Option<Uuid> },
    /// `#/tools/<game>/<resolver>`: a resolver of another game.
    Battle(Battle),
    /// `#/rules`, at a section or an assumption (`?at=4.5`, `?at=A-4`).
    Rules { at: Option<String> },
    /// `#/settings`.
    Settings,
}

/// The tabs of the bottom navigation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tab {
    Roll,
    Game,
    Tools,
    Rules,
    Settings,
}

impl Tab {
    pub const ALL: [Tab; 5] = [Tab::Roll, Tab::Game, Tab::Tools, Tab::Rules, Tab::Settings];

    /// "roll", "game", …: for class names and test ids.
    pub const fn code(self) -> &'static str {
        match self {
            Tab::Roll => "roll",
            Tab::Game => "game",
            Tab::Tools => "tools",
            Tab::Rules => "rules",
            Tab::Settings => "settings",
        }
    }
}

impl Route {
    /// The hash of this screen.
    ///
    /// ```
    /// use shturman_screens::route::Route;
    /// assert_eq!(Route::Rules { at: Some("4.5".into()) }.hash(), "#/rules?at=4.5");
    /// assert_eq!(Route::parse("#/rules?at=4.5"), Route::Rules { at: Some("4.5".into()) });
    /// ```
    pub fn hash(&self) -> String {
        let ship = |base: &str, s: &Option<Uuid>| match s {
            Some(id) => format!("{base}?ship={id}"),
            None => base.to_string(),
        };
        match self {
            Route::Roll => "#/roll".into(),
            Route::Table { ship: s } => ship("#/game", s),
            Route::Log => "#/game/log".into(),
            Route::Saves => "#/game/saves".into(),
            Route::NewGame => "#/game/new".into(),
            Route::Hand { player } => format!("#/game/hand?p={player}"),
            Route::MyHand => "#/game/phone".into(),
            Route::LiveJoin { seat } => format!("#/game/live?seat={seat}"),
            Route::LiveOpen => "#/game/open".into(),
            Route::Migrate { id } => format!("#/game/migrate?id={id}"),
            Route::Tools => "#/tools".into(),
            Route::Planner { ship: s } => ship("#/tools/move", s),
            Route::Fire { ship: s } => ship("#/tools/fire", s),
            Route::Battle(b) => format!("#/tools/{}", b.path()),
            Route::Rules { at: None } => "#/rules".into(),
            Route::Rules { at: Some(a) } => format!("#/rules?at={a}"),
            Route::Settings => "#/settings".into(),
        }
    }

    /// The screen of a hash. Anything unknown (or empty) opens the table.
    pub fn parse(hash: &str) -> Route {
        let (path, query) = hash.split_once('?').unwrap_or((hash, ""));
        let param = |k: &str| {
            query
                .split('&')
                .find_map(|kv| kv.strip_prefix(k).and_then(|v| v.strip_prefix('=')))
        };
        let ship = param("ship").and_then(|v| Uuid::parse_str(v).ok());
        match path {
            "#/roll" => Route::Roll,
            "#/game/log" => Route::Log,
            "#/game/saves" => Route::Saves,
            "#/game/new" => Route::NewGame,
            "#/game/phone" => Route::MyHand,
            "#/game/open" => Route::LiveOpen,
            // a damaged code is kept out (empty), and the join page says so
            "#/game/live" => Route::LiveJoin {
                seat: param("seat")
                    .filter(|s| shturman_words::address::is_seat_code(s))
                    .unwrap_or_default()
                    .to_string(),
            },
            "#/game/migrate" => match param("id").filter(|id| is_save_id(id)) {
                Some(id) => Route::Migrate { id: id.to_string() },
                None => Route::Saves,
            },
            "#/game/hand" => match param("p").and_then(|p| p.parse().ok()) {
                Some(player) => Route::Hand { player },
                None => Route::Table { ship: None },
            },
            "#/tools" => Route::Tools,
            "#/tools/move" => Route::Planner { ship },
            "#/tools/fire" => Route::Fire { ship },
            "#/rules" => Route::Rules {
                at: param("at").filter(|a| is_anchor(a)).map(str::to_string),
            },
            "#/settings" => Route::Settings,
            p => match p
                .strip_prefix("#/tools/")
                .and_then(|rest| Battle::ALL.into_iter().find(|b| b.path() == rest))
            {
                Some(b) => Route::Battle(b),
                None => Route::Table { ship },
            },
        }
    }

    /// The navigation tab this screen belongs to.
    pub const fn tab(&self) -> Tab {
        match self {
            Route::Roll => Tab::Roll,
            Route::Table { .. }
            | Route::Log
            | Route::Saves
            | Route::NewGame
            | Route::Hand { .. }
            | Route::MyHand
            | Route::LiveJoin { .. }
            | Route::LiveOpen
            | Route::Migrate { .. } => Tab::Game,
            Route::Tools | Route::Planner { .. } | Route::Fire { .. } | Route::Battle(_) => {
                Tab::Tools
            }
            Route::Rules { .. } => Tab::Rules,
            Route::Settings => Tab::Settings,
        }
    }

    /// Whether this is one of the tools the Tools tab returns to.
    pub const fn is_tool(&self) -> bool {
        matches!(
            self,
            Route::Planner { .. } | Route::Fire { .. } | Route::Battle(_)
        )
    }
}

impl fmt::Display for Route {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.hash())
    }
}

/// A save's id in a hash: letters, digits and dashes only (a uuid), so
/// it never injects anything into the URL or a storage key.
pub fn is_save_id(s: &str) -> bool {
    !s.is_empty() && s.len() <= 64 && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
}

/// A section ("4.5", "H.4") or a reading ("A-4", "D-12") of a rules page:
/// letters, digits, dots and dashes only, so it can never inject anything
/// into a selector or the URL.
pub fn is_anchor(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 12
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-')
}

/// The element id of a section ("4.4" → "rule-4-4") or a reading
/// ("A-4" → "assumption-A-4") on the rules screen.
pub fn anchor_id(at: &str) -> String {
    let slug = at.replace(['.', ' '], "-");
    let reading = at
        .split_once('-')
        .is_some_and(|(p, n)| p.len() == 1 && n.chars().all(|c| c.is_ascii_digit()));
    if reading {
        format!("assumption-{slug}")
    } else {
        format!("rule-{slug}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn route() -> impl Strategy<Value = Route> {
        let ship = prop::option::of(any::<u128>().prop_map(Uuid::from_u128));
        prop_oneof![
            Just(Route::Roll),
            ship.clone().prop_map(|ship| Route::Table { ship }),
            Just(Route::Log),
            Just(Route::Saves),
            Just(Route::NewGame),
            any::<u8>().prop_map(|player| Route::Hand { player }),
            Just(Route::MyHand),
            Just(Route::LiveOpen),
            "[0-9a-f]{32}".prop_map(|seat| Route::LiveJoin { seat }),
            any::<u128>().prop_map(|n| Route::Migrate {
                id: Uuid::from_u128(n).to_string()
            }),
            Just(Route::Tools),
            ship.clone().prop_map(|ship| Route::Planner { ship }),
            ship.prop_map(|ship| Route::Fire { ship }),
            (0..Battle::ALL.len()).prop_map(|i| Route::Battle(Battle::ALL[i])),
            prop::option::of("[0-9]\\.[0-9]|A-[0-9]{1,2}|H\\.[1-6]")
                .prop_map(|at| Route::Rules { at }),
            Just(Route::Settings),
        ]
    }

    proptest! {
        #[test]
        fn every_route_round_trips(r in route()) {
            prop_assert_eq!(Route::parse(&r.hash()), r);
        }

        #[test]
        fn any_text_parses_without_panic(h in ".{0,40}") {
            let _ = Route::parse(&h);
        }
    }

    #[test]
    fn unknown_and_hostile_hashes_open_the_table() {
        assert_eq!(Route::parse(""), Route::Table { ship: None });
        assert_eq!(Route::parse("#/nope"), Route::Table { ship: None });
        assert_eq!(Route::parse("#/rules?at=<img>"), Route::Rules { at: None });
        assert_eq!(Route::parse("#/game/hand?p=x"), Route::Table { ship: None });
        assert_eq!(Route::parse("#/game/migrate?id=<b>"), Route::Saves);
        assert_eq!(Route::parse("#/game/migrate"), Route::Saves);
        for damaged in ["<script>", "ABCDEF", "e9368f7da1394922934c6620e5c289e"] {
            let seat = String::new();
            assert_eq!(
                Route::parse(&format!("#/game/live?seat={damaged}")),
                Route::LiveJoin { seat }
            );
        }
        assert_eq!(
            Route::parse("#/tools/move?ship=zz"),
            Route::Planner { ship: None }
        );
    }

    #[test]
    fn anchors() {
        assert_eq!(anchor_id("4.4"), "rule-4-4");
        assert_eq!(anchor_id("A-12"), "assumption-A-12");
        assert_eq!(anchor_id("H-3"), "assumption-H-3");
        assert_eq!(anchor_id("H.4"), "rule-H-4");
        assert!(
            Battle::ALL
                .iter()
                .all(|b| Route::parse(&Route::Battle(*b).hash()) == Route::Battle(*b))
        );
    }
}
