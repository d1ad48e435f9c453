//! The table at a glance: every ship as a compact tile (name, class,
//! heading, hull and sails as pips, shots left, the captain marker, the
//! status, the owner's colour), grouped by fleet, under a slim bar with the
//! round and the weather. The reminders that apply now sit on the tile they
//! concern, each from the core: the calm options (§3.2), a face-up Swift
//! (§4.6), a dismasted ship and the sail-damaged range at this wind (§3.1,
//! §4.5, the core's `start_budget`).

pub mod layout;

use crate::view::{Tone, Why};
use shturman_game::{GameView, PlayerId, ShipStatus, ShipView};
use shturman_rules::movement::{Vessel, calm_options, is_dismasted, start_budget};
use shturman_rules::{Assumption, Captain, ShipClass, Weather};
use shturman_words::Lang;
use shturman_words::game::table::{captain, weather, words};
use shturman_words::terms::{class_name, heading_arrow, heading_name};
use uuid::Uuid;

/// The slim bar over the tiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bar {
    /// "Раунд 3", or "Раунд не начат".
    pub round: String,
    /// "ветер → запад" (empty before the first round).
    pub weather: String,
    /// What a tap on the bar does: "+ раунд".
    pub action: String,
}

/// Pips: `filled` of `of` (damage taken, or shots left).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pips {
    /// "корпус".
    pub label: &'static str,
    pub filled: u8,
    pub of: u8,
    /// For a screen reader and a tooltip: "1 повреждение из 3".
    pub text: String,
}

/// A ship's state in one word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Afloat,
    Captured,
    Sunk,
}

impl Status {
    /// "afloat", "captured", "sunk": for class names and tests.
    pub const fn code(self) -> &'static str {
        match self {
            Status::Afloat => "afloat",
            Status::Captured => "captured",
            Status::Sunk => "sunk",
        }
    }
}

/// One ship's tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tile {
    pub id: Uuid,
    pub name: String,
    /// "Бриг".
    pub class: &'static str,
    /// The arrow of its heading (none for a fort).
    pub arrow: Option<&'static str>,
    /// "север" (empty for a fort).
    pub heading: &'static str,
    pub hull: Pips,
    pub sails: Option<Pips>,
    pub shots: Pips,
    /// "3F9A" (the seal's short form) for a sealed card, its captain's
    /// name once face up.
    pub captain: Option<String>,
    /// Read before `captain` by a screen reader, not shown on the tile (the
    /// anchor says it there, and the class, the marker and the status keep
    /// to one line: issue 33 #5): "капитан" for a sealed card, empty face up.
    pub captain_word: &'static str,
    pub captain_face_up: bool,
    pub status: Status,
    /// "потоплен"; a captured ship (in the column of the player it was
    /// taken from, in its captor's colour): "взят Борисом".
    pub status_text: String,
    /// The owner's colour (an extra: everything is said in words too).
    pub colour: String,
    /// The reminders that apply to this ship now.
    pub reminders: Vec<Reminder>,
}

/// A reminder on a tile, with its rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reminder {
    /// A stable name for tests: "two_calms", "swift", "dismasted", "sails".
    pub code: &'static str,
    pub tone: Tone,
    /// The tile's one-line chip: "два штиля: ход 1" (issue 33 #5: whole
    /// reminders took two or three lines each and pushed ships off the
    /// screen); a tap on it opens `why`.
    pub short: String,
    pub why: Why,
}

/// One player's fleet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fleet {
    pub player: u8,
    /// Its cell in the fleets' grid ([`layout`]: allies share a column).
    pub cell: layout::Cell,
    pub name: String,
    pub colour: String,
    pub tiles: Vec<Tile>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableView {
    pub bar: Bar,
    /// The fleets' grid's columns.
    pub columns: u8,
    /// In the order read: side by side, allies together.
    pub fleets: Vec<Fleet>,
}

/// The table for everyone at it, in `lang`.
pub fn view(v: &GameView, lang: Lang) -> TableView {
    let w = words(lang);
    let bar = match v.current_round {
        Some(r) => Bar {
            round: (w.round)(r.number),
            weather: weather(lang, r.weather),
            action: w.new_round.to_string(),
        },
        None => Bar {
            round: w.no_round.to_string(),
            weather: String::new(),
            action: w.first_round.to_string(),
        },
    };
    let grid = layout::layout(v);
    let fleets = grid
        .cells
        .iter()
        .filter_map(|(id, cell)| Some((v.players.iter().find(|p| p.id == *id)?, *cell)))
        .map(|(p, cell)| Fleet {
            player: p.id.0,
            cell,
            name: p.name.clone(),
            colour: p.colour.clone(),
            tiles: v
                .ships
                .iter()
                .filter(|s| listed_under(s) == p.id)
                .map(|s| tile(v, s, &colour_of(v, s.owner), lang))
                .collect(),
        })
        .collect();
    TableView {
        bar,
        columns: grid.columns,
        fleets,
    }
}

/// Whose column a ship sits in: its owner's, but a captured ship stays
/// where the table has always seen it, under the player it was taken
/// from, in its captor's colour and saying "взят Аней". So a boarding never
/// makes a column longer: the 2 × 4 table stays on one 360 × 740 screen
/// after it (issue 33 #5), and the taken ship reads as its first owner's
/// loss (#15).
pub fn listed_under(s: &ShipView) -> PlayerId {
    match s.status {
        ShipStatus::Captured { from, .. } => from,
        _ => s.owner,
    }
}

fn colour_of(v: &GameView, player: PlayerId) -> String {
    v.players
        .iter()
        .find(|p| p.id == player)
        .map_or_else(String::new, |p| p.colour.clone())
}

/// The first four characters of a seal's short form, upper case: what the
/// tile has room for at 360 px.
pub fn tile_seal(short: &str) -> String {
    short.chars().take(4).collect::<String>().to_uppercase()
}

/// The captain the table can see on the ship (a face-up card).
pub fn face_up(s: &ShipView) -> Option<Captain> {
    s.captain
        .as_ref()
        .filter(|c| c.face_up)
        .and_then(|c| c.card.captain)
}

fn tile(v: &GameView, s: &ShipView, colour: &str, lang: Lang) -> Tile {
    let w = words(lang);
    let fort = s.class == ShipClass::Fort;
    let status = match s.status {
        ShipStatus::Afloat => Status::Afloat,
        ShipStatus::Captured { .. } => Status::Captured,
        ShipStatus::Sunk { .. } => Status::Sunk,
    };
    let pips = |label, filled, of| Pips {
        label,
        filled,
        of,
        text: (w.damage_of)(filled, of),
    };
    let sails_of = s.card.fresh_straight;
    Tile {
        id: s.id,
        name: s.name.clone(),
        class: class_name(lang, s.class),
        arrow: (!fort).then(|| heading_arrow(s.heading)),
        heading: if fort {
            ""
        } else {
            heading_name(lang, s.heading)
        },
        hull: pips(w.hull, s.hull, s.card.strength),
        sails: (!fort && sails_of > 0).then(|| pips(w.sails, s.sails, sails_of)),
        shots: Pips {
            label: w.shots,
            filled: s.shots_left,
            of: s.card.shots,
            text: (w.shots_left)(s.shots_left),
        },
        captain: s
            .captain
            .as_ref()
            .map(|c| match (c.face_up, c.card.captain) {
                (true, Some(cap)) => captain(lang, cap).to_string(),
                // the seal's short form, for the eye (issue 18): "3F9A"
                _ => tile_seal(&c.card.short),
            }),
        captain_word: if s.captain.is_some() && face_up(s).is_none() {
            w.captain_sealed
        } else {
            ""
        },
        captain_face_up: face_up(s).is_some(),
        status,
        status_text: match s.status {
            ShipStatus::Afloat => w.afloat.to_string(),
            ShipStatus::Captured { by, .. } => (w.captured_by)(
                v.players
                    .iter()
                    .find(|p| p.id == by)
                    .map_or("", |p| p.name.as_str()),
            ),
            ShipStatus::Sunk { .. } => w.sunk.to_string(),
        },
        colour: colour.to_string(),
        reminders: if status == Status::Sunk {
            Vec::new()
        } else {
            reminders(v, s, lang)
        },
    }
}

/// The reminders that apply to the ship now, each from the core.
pub fn reminders(v: &GameView, s: &ShipView, lang: Lang) -> Vec<Reminder> {
    let w = words(lang);
    let mut out = Vec::new();
    let visible = face_up(s);
    if visible.is_some_and(Captain::has_initiative) {
        out.push(Reminder {
            code: "swift",
            tone: Tone::Alert,
            short: w.swift_chip.to_string(),
            why: Why::new(w.swift_first, Some("4.6")),
        });
    }
    if s.class == ShipClass::Fort {
        return out;
    }
    if is_dismasted(&s.card, s.sails) {
        out.push(Reminder {
            code: "dismasted",
            tone: Tone::Bad,
            short: w.dismasted_chip.to_string(),
            why: Why::new(w.dismasted, Some("4.5")),
        });
    } else if s.sails > 0
        && let Ok(vessel) = Vessel::new(s.card, visible, s.sails)
    {
        let sails = match v.current_round.map(|r| r.weather) {
            Some(Weather::Fresh(wind)) => {
                let n = start_budget(&vessel, s.heading, wind).budget;
                Some(((w.sails_chip)(n), (w.sails_range)(n)))
            }
            // the calm moves and the storm's drift take no account of the
            // sails (`calm_options`, `storm_drift`): a range there read as
            // the move of this round («паруса: ход 3» while a brig in calm
            // moves 1, issue 46 #4)
            Some(Weather::Calm | Weather::Storm(_)) => None,
            None => {
                // no round yet: the most it may go in a fresh wind, on its
                // heading with the wind astern (deviation 0)
                let n = start_budget(&vessel, s.heading, s.heading).max_range;
                Some(((w.sails_max_chip)(n), (w.sails_max)(n)))
            }
        };
        if let Some((short, text)) = sails {
            out.push(Reminder {
                code: "sails",
                tone: Tone::Plain,
                short,
                why: Why::new(text, Some("3.1")),
            });
        }
    }
    // the core decides whether the move is open now (not made this round);
    // its calm options give the step and the assumption shown
    if v.current_round.is_some_and(|r| s.two_calms_open(r.weather)) {
        let o = calm_options(&s.card, s.heading, s.unturned_through_previous_calm);
        if let Some(step) = o.two_calms {
            let cells = u8::try_from(step.x.abs().max(step.y.abs())).unwrap_or(1);
            let mut why = Why::new((w.two_calms)(cells), Some("3.2"));
            why.assumption = o
                .assumptions
                .iter()
                .copied()
                .find(|a| *a == Assumption::A3TwoCalmsStraight)
                .map(Assumption::id);
            out.push(Reminder {
                code: "two_calms",
                tone: Tone::Good,
                short: (w.two_calms_chip)(cells),
                why,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests;
