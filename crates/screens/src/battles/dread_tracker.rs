//! The dreadnought impulse tracker (digest D.0) as a screen: the 20 steps
//! of a combat round, one tap per step. At each step it shows what happens
//! (`StepKind`), which player moves which speeds, whether towing ships move
//! and whether gunnery damage takes effect; and it answers whether a group
//! (player, speed, towing) may move now — all from
//! `shturman_battles::dreadnought::tracker`. Initiative is the players' to
//! decide (not in the text): at step 1 they mark who holds it.

use super::Problem;
use super::dread_common::steps;
use crate::view::{Choice, Toggle, Tone, Why};
use shturman_battles::dreadnought::tracker::{Advance, Engagement, GroupSpeed, ImpulseStep};
use shturman_battles::dreadnought::{Player, Rule, Tracker};
use shturman_words::Lang;
use shturman_words::dreadnought::tracker::words;
use shturman_words::dreadnought::words as dread_words;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DreadTracker {
    pub tracker: Tracker,
    /// The tactical phase is over (one side gone).
    pub over: bool,
    /// The group asked about.
    pub player: Player,
    pub speed: GroupSpeed,
    pub towing: bool,
    /// The last tap the core refused, and why.
    pub refused: Option<Problem>,
}

impl Default for DreadTracker {
    fn default() -> Self {
        DreadTracker {
            tracker: Tracker::start(Player::A),
            over: false,
            player: Player::A,
            speed: GroupSpeed::TwoPlus,
            towing: false,
            refused: None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// "Next step".
    Next,
    /// One side has left the map, is out of sight or is sunk.
    SideGone,
    /// Start a new battle.
    Restart,
    /// Who holds the initiative (step 1 only).
    Initiative(Player),
    /// The group asked about.
    Player(Player),
    Speed(GroupSpeed),
    Towing(bool),
}

/// One step of the round's strip of 20.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StripStep {
    pub number: u8,
    pub mark: &'static str,
    pub current: bool,
    pub done: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrackerView {
    pub title: String,
    /// "Round 2 · step 7 of 20".
    pub position: String,
    /// What happens at this step.
    pub kind: String,
    /// Who moves, towing, damage taking effect, prolonged battle.
    pub lines: Vec<(Tone, String)>,
    pub strip: Vec<StripStep>,
    pub legend: String,
    /// At step 1: who holds the initiative (empty at other steps).
    pub initiative: Vec<Choice<Player>>,
    pub initiative_label: String,
    pub group_title: String,
    pub players: Vec<Choice<Player>>,
    pub player_label: String,
    pub speeds: Vec<Choice<GroupSpeed>>,
    pub speed_label: String,
    pub towing: Toggle,
    /// Whether the group may move now, and why.
    pub answer: Option<(Tone, String)>,
    pub why_title: String,
    pub why: Vec<Why>,
    pub error: Option<String>,
    pub over: bool,
    pub next: String,
    pub side_gone: String,
    pub restart: String,
}

const SPEED_CODES: [&str; 5] = ["stopped", "slow1", "one", "two", "two-plus"];

impl DreadTracker {
    pub fn update(&mut self, e: Event) {
        self.refused = None;
        match e {
            Event::Next | Event::SideGone if self.over => {}
            Event::Next | Event::SideGone => {
                let eng = if e == Event::Next {
                    Engagement::BothSidesInPlay
                } else {
                    Engagement::OneSideGone
                };
                match self.tracker.advance(eng) {
                    Ok(Advance::Next(t)) => self.tracker = t,
                    Ok(Advance::PhaseOver) => self.over = true,
                    Err(err) => self.refused = Some(Problem::Dreadnought(err)),
                }
            }
            Event::Restart => {
                let first = self.tracker.initiative().unwrap_or(Player::A);
                *self = DreadTracker {
                    tracker: Tracker::start(first),
                    ..DreadTracker::default()
                };
            }
            Event::Initiative(p) => match self.tracker.set_initiative(p) {
                Ok(t) => self.tracker = t,
                Err(err) => self.refused = Some(Problem::Dreadnought(err)),
            },
            Event::Player(p) => self.player = p,
            Event::Speed(s) => self.speed = s,
            Event::Towing(t) => self.towing = t,
        }
    }

    pub fn view(&self, lang: Lang) -> TrackerView {
        let w = words(lang);
        let info = self.tracker.info();
        let mut lines = Vec::new();
        if let Some(p) = info.mover {
            let speeds: Vec<&str> = info.moving.iter().map(|s| (w.speed)(*s)).collect();
            lines.push((Tone::Good, (w.mover)(p, &speeds.join(", "))));
        }
        // 7.32 where it bites: at the end of a move, at most 8 a side a hex
        let limit = info
            .steps
            .iter()
            .filter(|s| matches!(s.rule, Rule::HexLimit { .. }));
        lines.extend(limit.map(|s| (Tone::Plain, (dread_words(lang).step)(&s.rule))));
        if info.towing_moves {
            lines.push((Tone::Plain, w.towing_moves.to_string()));
        }
        if info.gunnery_damage_takes_effect {
            lines.push((Tone::Alert, w.damage_takes_effect.to_string()));
        }
        if info.prolonged && info.step == ImpulseStep::FIRST {
            lines.push((Tone::Plain, w.prolonged.to_string()));
        }
        let at_one = info.step == ImpulseStep::FIRST;
        if at_one && self.tracker.initiative().is_none() {
            lines.push((Tone::Alert, w.initiative_needed.to_string()));
        }
        let player_choices = |selected: Option<Player>| {
            Player::ALL
                .into_iter()
                .zip(["a", "b"])
                .map(|(p, code)| Choice::new(p, code, (w.player)(p), selected == Some(p)))
                .collect::<Vec<_>>()
        };
        let mut why = steps(lang, &info.steps);
        let answer = match self.tracker.may_move(self.player, self.speed, self.towing) {
            Ok(m) => {
                why.extend(steps(lang, &m.steps));
                Some(if m.moves {
                    (Tone::Good, w.may_move.to_string())
                } else {
                    (Tone::Bad, w.may_not_move.to_string())
                })
            }
            Err(_) => None,
        };
        TrackerView {
            title: w.title.to_string(),
            position: (w.position)(info.round, info.step.number()),
            kind: (w.kind)(info.kind),
            lines,
            strip: ImpulseStep::all()
                .map(|s| StripStep {
                    number: s.number(),
                    mark: (w.strip_mark)(s.kind()),
                    current: s == info.step,
                    done: s.number() < info.step.number(),
                })
                .collect(),
            legend: w.strip_legend.to_string(),
            initiative: if at_one {
                player_choices(self.tracker.initiative())
            } else {
                Vec::new()
            },
            initiative_label: w.initiative.to_string(),
            group_title: w.group.to_string(),
            players: player_choices(Some(self.player)),
            player_label: w.group_player.to_string(),
            speeds: GroupSpeed::ALL
                .into_iter()
                .zip(SPEED_CODES)
                .map(|(s, code)| Choice::new(s, code, (w.speed)(s), s == self.speed))
                .collect(),
            speed_label: w.group_speed.to_string(),
            towing: Toggle {
                label: w.group_towing.to_string(),
                on: self.towing,
            },
            answer,
            why_title: w.why.to_string(),
            why,
            error: self.refused.as_ref().map(|p| p.text(lang)),
            over: self.over,
            next: w.next.to_string(),
            side_gone: w.side_gone.to_string(),
            restart: w.restart.to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One tap a step through a whole round: the sequence of 7.31, then a
    /// new round at step 1 that needs the initiative entered.
    #[test]
    fn a_round_one_tap_per_step() {
        let mut s = DreadTracker::default();
        let v = s.view(Lang::En);
        assert_eq!(v.position, "Round 1 · step 1 of 20");
        assert_eq!(v.initiative.len(), 2);
        s.update(Event::Next);
        let v = s.view(Lang::En);
        assert_eq!(
            v.kind,
            "Movement: the initiative player moves groups of speed 2+"
        );
        assert_eq!(
            v.lines[0],
            (Tone::Good, "Side A moves: speeds 2+".to_string())
        );
        // 7.32 «максимальное число кораблей одной стороны в гексе (8) не
        // будет превышено к моменту окончания движения»
        assert_eq!(
            v.lines[1].1,
            "At the end of a move: at most 8 ships of a side in a hex; a merged group at most 8 too"
        );
        assert!(v.why.iter().any(|w| w.text == v.lines[1].1));
        assert_eq!(
            v.answer,
            Some((Tone::Good, "May move (need not)".to_string()))
        );
        s.update(Event::Next);
        let v = s.view(Lang::Ru);
        assert_eq!(v.kind, "Артиллерийский огонь: стреляют оба");
        assert!(
            !v.lines.iter().any(|l| l.1.contains("в гексе")),
            "not a move"
        );
        s.update(Event::Next);
        let v = s.view(Lang::Ru);
        assert!(v.lines.iter().any(|l| l.0 == Tone::Alert));
        for _ in 4..20 {
            s.update(Event::Next);
        }
        assert_eq!(s.view(Lang::En).position, "Round 1 · step 20 of 20");
        s.update(Event::Next);
        let v = s.view(Lang::En);
        assert_eq!(v.position, "Round 2 · step 1 of 20");
        assert!(
            v.answer.is_none(),
            "nobody knows the roles before initiative"
        );
        s.update(Event::Next);
        let v = s.view(Lang::Ru);
        assert_eq!(
            v.error.as_deref(),
            Some("Раунд 2: сначала укажите, у кого инициатива")
        );
        assert_eq!(s.tracker.step().number(), 1, "nothing changes");
        s.update(Event::Initiative(Player::B));
        s.update(Event::Next);
        let v = s.view(Lang::En);
        assert_eq!(v.lines[0].1, "Side B moves: speeds 2+");
    }

    /// Speed 1 slow waits until all groups move; towing only at the last
    /// movement step.
    #[test]
    fn who_may_move() {
        let mut s = DreadTracker::default();
        s.update(Event::Speed(GroupSpeed::Slow1));
        for _ in 1..10 {
            s.update(Event::Next);
        }
        assert_eq!(s.tracker.step().number(), 10);
        assert_eq!(s.view(Lang::En).answer.unwrap().0, Tone::Bad);
        s.update(Event::Speed(GroupSpeed::Two));
        s.update(Event::Towing(true));
        let v = s.view(Lang::En);
        assert_eq!(v.answer.unwrap().0, Tone::Bad);
        assert!(
            v.why
                .iter()
                .any(|w| w.text.contains("last movement step — 18"))
        );
    }

    #[test]
    fn one_side_gone_ends_the_battle() {
        let mut s = DreadTracker::default();
        s.update(Event::Next);
        s.update(Event::SideGone);
        assert!(s.view(Lang::En).over);
        s.update(Event::Next);
        assert!(s.over, "nothing after the end but a new battle");
        s.update(Event::Restart);
        assert!(!s.over);
        assert_eq!(s.tracker.step().number(), 1);
    }
}
