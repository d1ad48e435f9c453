//! Setting up a new game: 2–6 players (name, colour, own ports, allies),
//! the agreed number of captains, and each player's fleet from the standard
//! classes with a ship name, a heading and the card values — each default
//! labelled with where it comes from (`ShipCard::source`), editable to match
//! the physical cards. A [`Preset`] fills a player's fleet in one tap, each
//! ship named from the words' list of ship names, no name twice in a game
//! (issue 33, item 10: setting up a 2 × 4 game took 46 taps).
//! [`NewGame::start`] turns the draft into the core's setup [`Action`]s; the
//! core checks them when the game is made.

use crate::view::Choice;
use shturman_game::{Action, PlayerId, PortId};
use shturman_rules::card::{CardField, MAX_CARD_VALUE};
use shturman_rules::{Heading, ShipCard, ShipClass};
use shturman_words::Lang;
use shturman_words::game::setup::{
    COLOURS, colour_name, preset_label, ship_names, source_text, words,
};
use shturman_words::game_errors;
use shturman_words::terms::{class_name, heading_name};
use uuid::Uuid;

/// Most players at one table.
pub const MAX_PLAYERS: usize = 6;
/// Most captain cards a player uses.
pub const MAX_CAPTAINS: u8 = 4;

/// A fleet filled in one tap: the classes, in order (their cards are the
/// core's, as for a ship added one by one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preset {
    /// Бриг + фрегат.
    Pair,
    /// Бриг + фрегат + галеон + линкор.
    Four,
}

impl Preset {
    pub const ALL: [Preset; 2] = [Preset::Four, Preset::Pair];

    pub const fn classes(self) -> &'static [ShipClass] {
        match self {
            Preset::Pair => &[ShipClass::Brig, ShipClass::Frigate],
            Preset::Four => &[
                ShipClass::Brig,
                ShipClass::Frigate,
                ShipClass::Galleon,
                ShipClass::Linkor,
            ],
        }
    }

    /// A stable name for tests.
    pub const fn code(self) -> &'static str {
        match self {
            Preset::Pair => "pair",
            Preset::Four => "four",
        }
    }
}

/// One ship of a player's draft fleet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DraftShip {
    pub key: u32,
    pub name: String,
    pub class: ShipClass,
    pub heading: Heading,
    pub card: ShipCard,
    /// The card field whose last entry was refused.
    pub refused: Option<CardField>,
}

/// One player of the draft.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DraftPlayer {
    pub key: u32,
    pub name: String,
    /// The stored colour value ("#c0392b").
    pub colour: &'static str,
    /// Own ports, comma-separated as typed.
    pub ports: String,
    /// Keys of the players this one is allied with (both ways).
    pub allies: Vec<u32>,
    pub ships: Vec<DraftShip>,
    /// The ships a preset replaced, until brought back or another preset:
    /// a preset never loses a fleet typed in (issue 33, item 10).
    pub before_preset: Option<Vec<DraftShip>>,
}

/// The setup screen's state: the draft, kept while the player looks around.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGame {
    pub players: Vec<DraftPlayer>,
    pub captains: u8,
    next_player: u32,
    next_ship: u32,
    /// Start was tapped: the problems are shown from now on.
    tried: bool,
}

/// What the player does on the setup screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    AddPlayer,
    RemovePlayer(u32),
    Name(u32, String),
    Colour(u32, &'static str),
    Ports(u32, String),
    Ally {
        player: u32,
        other: u32,
        on: bool,
    },
    Captains(u8),
    AddShip(u32),
    /// The player's fleet becomes the preset's ships, named in `lang`.
    Preset {
        player: u32,
        preset: Preset,
        lang: Lang,
    },
    /// The fleet before the last preset comes back.
    UndoPreset(u32),
    RemoveShip(u32),
    ShipName(u32, String),
    Class(u32, ShipClass),
    Heading(u32, Heading),
    /// A card value as typed (checked here: 0–20, else refused).
    Card(u32, CardField, String),
}

impl Default for NewGame {
    fn default() -> Self {
        let mut g = NewGame {
            players: Vec::new(),
            captains: MAX_CAPTAINS,
            next_player: 0,
            next_ship: 0,
            tried: false,
        };
        g.add_player();
        g.add_player();
        g
    }
}

impl NewGame {
    fn add_player(&mut self) {
        if self.players.len() >= MAX_PLAYERS {
            return;
        }
        let key = self.next_player;
        self.next_player += 1;
        // the first colour no one has yet
        let colour = COLOURS
            .iter()
            .map(|c| c.0)
            .find(|c| self.players.iter().all(|p| p.colour != *c))
            .unwrap_or(COLOURS[0].0);
        self.players.push(DraftPlayer {
            key,
            name: String::new(),
            colour,
            ports: String::new(),
            allies: Vec::new(),
            ships: Vec::new(),
            before_preset: None,
        });
    }

    fn add_ship(&mut self, player: u32, name: String, class: ShipClass) {
        let key = self.next_ship;
        if let Some(p) = self.player(player) {
            p.ships.push(DraftShip {
                key,
                name,
                class,
                heading: Heading::N,
                card: class.card(),
                refused: None,
            });
            self.next_ship += 1;
        }
    }

    /// The first ship name (the list in `lang`, then the other language's)
    /// that no ship of the draft has, letter case aside; past both lists a
    /// numbered one ("Меркурий 2").
    fn free_name(&self, lang: Lang) -> String {
        let taken = |n: &str| {
            self.players
                .iter()
                .flat_map(|p| &p.ships)
                .any(|s| s.name.trim().to_lowercase() == n.to_lowercase())
        };
        let other = match lang {
            Lang::Ru => Lang::En,
            Lang::En => Lang::Ru,
        };
        let listed = ship_names(lang).iter().chain(ship_names(other));
        if let Some(n) = listed.clone().find(|n| !taken(n)) {
            return n.to_string();
        }
        (2..)
            .flat_map(|i| listed.clone().map(move |n| format!("{n} {i}")))
            .find(|n| !taken(n))
            .unwrap_or_default()
    }

    fn player(&mut self, key: u32) -> Option<&mut DraftPlayer> {
        self.players.iter_mut().find(|p| p.key == key)
    }

    fn ship(&mut self, key: u32) -> Option<&mut DraftShip> {
        self.players
            .iter_mut()
            .flat_map(|p| p.ships.iter_mut())
            .find(|s| s.key == key)
    }

    pub fn update(&mut self, e: Event) {
        match e {
            Event::AddPlayer => self.add_player(),
            Event::RemovePlayer(k) => {
                if self.players.len() > 2 {
                    self.players.retain(|p| p.key != k);
                    self.players
                        .iter_mut()
                        .for_each(|p| p.allies.retain(|a| *a != k));
                }
            }
            Event::Name(k, n) => {
                if let Some(p) = self.player(k) {
                    p.name = n;
                }
            }
            Event::Colour(k, c) => {
                if let Some(c) = COLOURS.iter().map(|c| c.0).find(|v| *v == c)
                    && let Some(p) = self.player(k)
                {
                    p.colour = c;
                }
            }
            Event::Ports(k, s) => {
                if let Some(p) = self.player(k) {
                    p.ports = s;
                }
            }
            Event::Ally { player, other, on } => {
                if player == other || self.player(other).is_none() {
                    return;
                }
                for (a, b) in [(player, other), (other, player)] {
                    if let Some(p) = self.player(a) {
                        p.allies.retain(|x| *x != b);
                        if on {
                            p.allies.push(b);
                        }
                    }
                }
            }
            Event::Captains(n) => self.captains = n.min(MAX_CAPTAINS),
            Event::AddShip(k) => self.add_ship(k, String::new(), ShipClass::Brig),
            Event::Preset {
                player,
                preset,
                lang,
            } => {
                let Some(p) = self.player(player) else {
                    return;
                };
                let before = std::mem::take(&mut p.ships);
                p.before_preset = (!before.is_empty()).then_some(before);
                for &class in preset.classes() {
                    let name = self.free_name(lang);
                    self.add_ship(player, name, class);
                }
            }
            Event::UndoPreset(k) => {
                if let Some(p) = self.player(k)
                    && let Some(before) = p.before_preset.take()
                {
                    p.ships = before;
                }
            }
            Event::RemoveShip(k) => self
                .players
                .iter_mut()
                .for_each(|p| p.ships.retain(|s| s.key != k)),
            Event::ShipName(k, n) => {
                if let Some(s) = self.ship(k) {
                    s.name = n;
                }
            }
            Event::Class(k, c) => {
                if let Some(s) = self.ship(k) {
                    s.class = c;
                    s.card = c.card();
                    s.refused = None;
                }
            }
            Event::Heading(k, h) => {
                if let Some(s) = self.ship(k) {
                    s.heading = h;
                }
            }
            Event::Card(k, f, text) => {
                if let Some(s) = self.ship(k) {
                    match text.trim().parse::<u8>() {
                        Ok(v) if v <= MAX_CARD_VALUE => {
                            s.card.set(f, v);
                            s.refused = None;
                        }
                        _ => s.refused = Some(f),
                    }
                }
            }
        }
    }

    /// Why the draft cannot start yet (empty when it can).
    pub fn problems(&self, lang: Lang) -> Vec<&'static str> {
        let w = words(lang);
        let mut out = Vec::new();
        if !(2..=MAX_PLAYERS).contains(&self.players.len()) {
            out.push(w.need_players);
        }
        if self.players.iter().any(|p| p.name.trim().is_empty()) {
            out.push(w.need_names);
        }
        if self.players.iter().any(|p| p.ships.is_empty()) {
            out.push(w.need_ships);
        }
        out
    }

    /// Start: the setup actions of the draft, each new ship with an id from
    /// `new_id`; `None` (and the problems shown) while the draft is not
    /// complete.
    pub fn start(&mut self, mut new_id: impl FnMut() -> Uuid) -> Option<Vec<Action>> {
        self.tried = true;
        if !self.problems(Lang::En).is_empty() {
            return None;
        }
        let ps = &self.players;
        let mut out = Vec::new();
        for (i, p) in ps.iter().enumerate() {
            let id = PlayerId(i as u8);
            out.push(Action::AddPlayer {
                id,
                name: p.name.trim().to_string(),
                colour: p.colour.to_string(),
            });
            out.push(Action::SetCaptainCount {
                player: id,
                count: self.captains,
            });
        }
        let mut port = 0u16;
        for (i, p) in ps.iter().enumerate() {
            for name in p.ports.split(',').map(str::trim).filter(|n| !n.is_empty()) {
                port += 1;
                out.push(Action::AddPort {
                    id: PortId(port),
                    name: name.to_string(),
                    owner: PlayerId(i as u8),
                });
            }
        }
        for (i, p) in ps.iter().enumerate() {
            for j in ps
                .iter()
                .enumerate()
                .skip(i + 1)
                .filter(|(_, o)| p.allies.contains(&o.key))
            {
                out.push(Action::AddAlly {
                    a: PlayerId(i as u8),
                    b: PlayerId(j.0 as u8),
                });
            }
        }
        for (i, p) in ps.iter().enumerate() {
            for s in &p.ships {
                out.push(Action::AddShip {
                    id: new_id(),
                    class: s.class,
                    card: s.card,
                    name: s.name.trim().to_string(),
                    owner: PlayerId(i as u8),
                    heading: s.heading,
                });
            }
        }
        Some(out)
    }

    pub fn view(&self, lang: Lang) -> NewView {
        let w = words(lang);
        let players = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| self.player_view(lang, i, p))
            .collect();
        NewView {
            title: w.title,
            players_title: (w.players)(self.players.len() as u8),
            players,
            add_player: w.add_player,
            can_add_player: self.players.len() < MAX_PLAYERS,
            captains_title: w.captain_count,
            captains: (0..=MAX_CAPTAINS)
                .map(|n| {
                    Choice::new(
                        n,
                        DIGIT_CODES[n as usize],
                        n.to_string(),
                        n == self.captains,
                    )
                })
                .collect(),
            captains_note: w.captain_count_note,
            problems: if self.tried {
                self.problems(lang)
            } else {
                Vec::new()
            },
            start: w.start,
        }
    }

    fn player_view(&self, lang: Lang, i: usize, p: &DraftPlayer) -> PlayerView {
        let w = words(lang);
        PlayerView {
            key: p.key,
            legend: if p.name.trim().is_empty() {
                (w.player_n)(i as u32 + 1)
            } else {
                p.name.clone()
            },
            colour: p.colour,
            name_label: w.name,
            name: p.name.clone(),
            name_hint: (w.player_n)(i as u32 + 1),
            colour_label: format!("{}: {}", w.colour, colour_name(lang, p.colour)),
            colours: COLOURS
                .iter()
                .enumerate()
                .map(|(n, c)| Choice::new(c.0, c.1, w.colours[n], c.0 == p.colour))
                .collect(),
            ports_label: format!("{} ({})", w.ports, w.ports_hint),
            ports: p.ports.clone(),
            allies_label: w.allies,
            allies: self
                .players
                .iter()
                .enumerate()
                .filter(|(_, o)| o.key != p.key)
                .map(|(j, o)| Ally {
                    key: o.key,
                    name: if o.name.trim().is_empty() {
                        (w.player_n)(j as u32 + 1)
                    } else {
                        o.name.clone()
                    },
                    on: p.allies.contains(&o.key),
                })
                .collect(),
            fleet: (w.fleet)(p.ships.len() as u8),
            ships: p.ships.iter().map(|s| ship_view(lang, s)).collect(),
            presets_label: w.presets,
            presets: Preset::ALL
                .into_iter()
                .map(|f| {
                    let label = preset_label(lang, f.classes());
                    Choice::new(f, f.code(), label, false)
                })
                .collect(),
            undo_preset: p.before_preset.as_ref().map(|_| w.undo_preset),
            add_ship: w.add_ship,
            remove: (self.players.len() > 2).then_some(w.remove_player),
        }
    }
}

const DIGIT_CODES: [&str; 5] = ["0", "1", "2", "3", "4"];

fn ship_view(lang: Lang, s: &DraftShip) -> ShipView {
    let w = words(lang);
    ShipView {
        key: s.key,
        name_label: w.ship_name,
        name: s.name.clone(),
        class_label: w.class,
        classes: ShipClass::ALL
            .into_iter()
            .map(|c| Choice::new(c, c.code(), class_name(lang, c), c == s.class))
            .collect(),
        heading_label: w.heading,
        headings: Heading::ALL
            .into_iter()
            .map(|h| Choice::new(h, h.code(), heading_name(lang, h), h == s.heading))
            .collect(),
        card_title: w.card_values,
        card_note: w.card_note,
        fields: CardField::ALL
            .into_iter()
            .map(|f| {
                let value = s.card.get(f);
                let source = if s.class.card().get(f) == value {
                    source_text(lang, ShipCard::source(s.class, f))
                } else {
                    w.changed.to_string()
                };
                FieldView {
                    field: f,
                    code: field_code(f),
                    label: (game_errors::words(lang).field)(f),
                    value,
                    max: MAX_CARD_VALUE,
                    source,
                    error: (s.refused == Some(f)).then(|| (w.bad_value)(MAX_CARD_VALUE)),
                }
            })
            .collect(),
        remove: w.remove_ship,
    }
}

/// A card field's stable name (test ids, input ids).
pub const fn field_code(f: CardField) -> &'static str {
    match f {
        CardField::FreshStraight => "fresh-straight",
        CardField::FreshDiagonal => "fresh-diagonal",
        CardField::CalmStraight => "calm-straight",
        CardField::CalmDiagonal => "calm-diagonal",
        CardField::StormRange => "storm",
        CardField::FiringRange => "firing-range",
        CardField::Shots => "shots",
        CardField::Strength => "strength",
        CardField::Boarding => "boarding",
    }
}

/// The setup screen, worded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewView {
    pub title: &'static str,
    pub players_title: String,
    pub players: Vec<PlayerView>,
    pub add_player: &'static str,
    pub can_add_player: bool,
    pub captains_title: &'static str,
    pub captains: Vec<Choice<u8>>,
    pub captains_note: &'static str,
    /// Why Start did nothing (shown only after a tap on Start).
    pub problems: Vec<&'static str>,
    pub start: &'static str,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerView {
    pub key: u32,
    pub legend: String,
    /// The CSS colour of the player's swatch.
    pub colour: &'static str,
    pub name_label: &'static str,
    pub name: String,
    pub name_hint: String,
    /// "Цвет: красный".
    pub colour_label: String,
    pub colours: Vec<Choice<&'static str>>,
    pub ports_label: String,
    pub ports: String,
    pub allies_label: &'static str,
    pub allies: Vec<Ally>,
    pub fleet: String,
    pub ships: Vec<ShipView>,
    /// "Заполнить флот:" before the presets.
    pub presets_label: &'static str,
    /// One tap each: the fleet becomes these ships (`selected` unused).
    pub presets: Vec<Choice<Preset>>,
    /// "↶ Вернуть прежний флот", while a preset's replaced ships are kept.
    pub undo_preset: Option<&'static str>,
    pub add_ship: &'static str,
    /// The remove button's label, when a player may be removed (above 2).
    pub remove: Option<&'static str>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ally {
    pub key: u32,
    pub name: String,
    pub on: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShipView {
    pub key: u32,
    pub name_label: &'static str,
    pub name: String,
    pub class_label: &'static str,
    pub classes: Vec<Choice<ShipClass>>,
    pub heading_label: &'static str,
    pub headings: Vec<Choice<Heading>>,
    /// The fold under the ship's row: its heading and card values.
    pub card_title: &'static str,
    pub card_note: &'static str,
    pub fields: Vec<FieldView>,
    pub remove: &'static str,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldView {
    pub field: CardField,
    pub code: &'static str,
    pub label: &'static str,
    pub value: u8,
    pub max: u8,
    /// Where the value comes from, or that the player changed it.
    pub source: String,
    /// Why the last entry was refused.
    pub error: Option<String>,
}

#[cfg(test)]
mod tests;
