//! The addresses of the UI's screens: the URL hash (`#/roll`,
//! `#/tools/move?ship=…`, `#/game/log`, `#/rules?s=4.4`, …) that names the
//! screen shown, so a reload returns to it and the browser's back works.
//! Only the parsing and writing of hashes lives here; following the hash
//! is the UI's (`src/state/route.rs`).

use uuid::Uuid;

/// A screen of the app (sub-screens of the game area are [`Sub`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Route {
    Roll,
    Game,
    Tools,
    Move,
    Fire,
    Rules,
    Settings,
}

impl Route {
    pub const fn hash(self) -> &'static str {
        match self {
            Route::Roll => "#/roll",
            Route::Game => "#/game",
            Route::Tools => "#/tools",
            Route::Move => "#/tools/move",
            Route::Fire => "#/tools/fire",
            Route::Rules => "#/rules",
            Route::Settings => "#/settings",
        }
    }

    /// The screen for a hash; anything unknown opens the game screen.
    pub fn from_hash(h: &str) -> Route {
        let h = h.split('?').next().unwrap_or("");
        match h {
            "#/roll" => Route::Roll,
            "#/tools" => Route::Tools,
            "#/tools/move" => Route::Move,
            "#/tools/fire" => Route::Fire,
            "#/rules" => Route::Rules,
            "#/settings" => Route::Settings,
            _ => Route::Game,
        }
    }

    /// The navigation tab this screen belongs to.
    pub const fn tab(self) -> Route {
        match self {
            Route::Move | Route::Fire | Route::Tools => Route::Tools,
            Route::Roll => Route::Roll,
            Route::Game => Route::Game,
            Route::Rules => Route::Rules,
            Route::Settings => Route::Settings,
        }
    }
}

/// The `ship=` parameter of a hash like `#/tools/move?ship=…&…`.
pub fn ship_param(hash: &str) -> Option<Uuid> {
    let (_, query) = hash.split_once('?')?;
    query
        .split('&')
        .find_map(|kv| kv.strip_prefix("ship="))
        .and_then(|v| Uuid::parse_str(v).ok())
}

/// A game sub-screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sub {
    Home,
    Saves,
    New,
    Private(u8),
    /// A player's own phone: their hand for a game held by another device.
    Phone,
    /// A live table joined from a seat's QR code: the seat code.
    Live(String),
    /// The host: the table opened to phones, with a code per seat.
    Open,
    /// An old save (schema 1) being moved to sealed captains: its id.
    Migrate(String),
    Ship(String),
    Log,
}

impl Sub {
    pub fn from_hash(h: &str) -> Sub {
        let (path, query) = h.split_once('?').unwrap_or((h, ""));
        let param = |k: &str| {
            query
                .split('&')
                .find_map(|kv| kv.strip_prefix(k).and_then(|v| v.strip_prefix('=')))
                .map(str::to_string)
        };
        match path {
            "#/game/saves" => Sub::Saves,
            "#/game/new" => Sub::New,
            "#/game/log" => Sub::Log,
            "#/game/phone" => Sub::Phone,
            "#/game/open" => Sub::Open,
            // a damaged code is kept out (empty): the join page says so
            "#/game/live" => Sub::Live(
                param("seat")
                    .filter(|s| is_seat_code(s))
                    .unwrap_or_default(),
            ),
            "#/game/migrate" => param("id")
                .filter(|id| {
                    !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                })
                .map_or(Sub::Saves, Sub::Migrate),
            "#/game/hand" => param("p")
                .and_then(|p| p.parse().ok())
                .map_or(Sub::Home, Sub::Private),
            "#/game" => param("ship").map_or(Sub::Home, Sub::Ship),
            _ => Sub::Home,
        }
    }

    pub fn hash(&self) -> String {
        match self {
            Sub::Home => "#/game".into(),
            Sub::Saves => "#/game/saves".into(),
            Sub::New => "#/game/new".into(),
            Sub::Log => "#/game/log".into(),
            Sub::Private(p) => format!("#/game/hand?p={p}"),
            Sub::Phone => "#/game/phone".into(),
            Sub::Live(seat) => format!("#/game/live?seat={seat}"),
            Sub::Open => "#/game/open".into(),
            Sub::Migrate(id) => format!("#/game/migrate?id={id}"),
            Sub::Ship(id) => format!("#/game?ship={id}"),
        }
    }
}

/// A live table's seat code: 32 lower-case hex digits, as the host makes
/// them (anything else in the address is ignored).
pub fn is_seat_code(s: &str) -> bool {
    s.len() == 32
        && s.bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// The element id of a section ("4.4" → "rule-4-4", "H.3" → "rule-H-3")
/// or an assumption or reading ("A-4", "H-3" → "assumption-H-3") on the
/// rules screen: the same rule as `shturman_screens::route::anchor_id`, so
/// a reading never shares its id with the section of the same number.
pub fn anchor(section_or_id: &str) -> String {
    let slug = section_or_id.replace(['.', ' '], "-");
    let reading = section_or_id
        .split_once('-')
        .is_some_and(|(p, n)| p.len() == 1 && n.chars().all(|c| c.is_ascii_digit()));
    if reading {
        format!("assumption-{slug}")
    } else {
        format!("rule-{slug}")
    }
}

/// The link to a section or an assumption on the rules screen.
pub fn href(section_or_id: &str) -> String {
    format!("#/rules?at={section_or_id}")
}

/// The anchor a rules hash asks for ("#/rules?s=4.4" → "rule-4-4").
pub fn requested_anchor(hash: &str) -> Option<String> {
    let (path, query) = hash.split_once('?')?;
    if path != Route::Rules.hash() {
        return None;
    }
    let s = query.strip_prefix("at=")?;
    Some(anchor(s))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_round_trip() {
        for r in [
            Route::Roll,
            Route::Game,
            Route::Tools,
            Route::Move,
            Route::Fire,
            Route::Rules,
            Route::Settings,
        ] {
            assert_eq!(Route::from_hash(r.hash()), r);
        }
        assert_eq!(Route::from_hash("#/nowhere"), Route::Game);
        assert_eq!(Route::from_hash(""), Route::Game);
        assert_eq!(Route::from_hash("#/game/log"), Route::Game);
        assert_eq!(Route::from_hash("#/game?ship=1"), Route::Game);
    }

    #[test]
    fn ship_parameter() {
        let id = "0b7c2f6e-3d7a-4a51-9a43-2f1c1e0d9b11";
        assert_eq!(
            ship_param(&format!("#/tools/move?ship={id}&class=brig")),
            Some(Uuid::parse_str(id).unwrap())
        );
        assert_eq!(ship_param("#/tools/move"), None);
        assert_eq!(ship_param("#/tools/move?ship=nonsense"), None);
    }

    #[test]
    fn sub_screens_round_trip() {
        for s in [
            Sub::Home,
            Sub::Saves,
            Sub::New,
            Sub::Log,
            Sub::Private(1),
            Sub::Phone,
            Sub::Migrate("abc".into()),
            Sub::Ship("abc".into()),
        ] {
            assert_eq!(Sub::from_hash(&s.hash()), s);
        }
        assert_eq!(Sub::from_hash("#/game/private?p=x"), Sub::Home);
        assert_eq!(Sub::from_hash("#/game/nowhere"), Sub::Home);
        assert_eq!(Sub::from_hash("#/game/migrate"), Sub::Saves);
    }

    #[test]
    fn anchors() {
        assert_eq!(anchor("4.4"), "rule-4-4");
        assert_eq!(anchor("A-6"), "assumption-A-6");
        assert_eq!(anchor("H-3"), "assumption-H-3");
        assert_eq!(anchor("H.3"), "rule-H-3");
        assert_eq!(href("3.1"), "#/rules?at=3.1");
        assert_eq!(
            requested_anchor("#/rules?at=4.4").as_deref(),
            Some("rule-4-4")
        );
        assert_eq!(
            requested_anchor("#/rules?at=A-6").as_deref(),
            Some("assumption-A-6")
        );
        assert_eq!(requested_anchor("#/rules"), None);
        assert_eq!(requested_anchor("#/roll?at=4.4"), None);
    }
}
