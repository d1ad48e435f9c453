//! The macro-battle's melee, «штыковая» (digest M.6), as a screen: who
//! attacks and who defends (a kind of troops, an officer in person, the
//! gates), an officer on the unit's cell, an attack into mountains, the
//! gates' bonus [M-10], who holds the field (for a losing officer); each
//! side's dice and total, the exact chance of each winner and of the
//! loser's fate; then the faces — the attacker's, the defender's, and a
//! losing officer's save when one is needed — and the result from
//! `shturman_battles::macro_battle::melee`.

use super::macro_common::{index, list, readings, roll_with, steps, Rolled};
use super::{
    chart, error_line, odds_line, pool_view, result, signed, Common, Count, Group, Input, OddsLine,
    Problem, Readings, Resolver, ResolverView,
};
use crate::view::{Choice, Tone};
use shturman_battles::macro_battle::melee::{Fate, Fighter, Melee};
use shturman_battles::macro_battle::officer::FieldHolder;
use shturman_battles::macro_battle::{MacroError, Side, UnitKind};
use shturman_words::battles::words;
use shturman_words::macro_battle::words as macro_words;
use shturman_words::Lang;

/// The fighters a side may pick: every kind of troops, an officer mounted
/// or on foot, and (the defender only) the gates.
const KINDS: usize = UnitKind::ALL.len();
const MOUNTED: usize = KINDS;
const ON_FOOT: usize = KINDS + 1;
const GATES: usize = KINDS + 2;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Fighter(Side),
    OfficerOnCell(Side),
    IntoMountains,
    GatesBonus,
    /// Index in `FieldHolder::ALL`.
    Holder,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MacroMelee {
    pub attacker: usize,
    pub defender: usize,
    pub attacker_officer: bool,
    pub defender_officer: bool,
    pub into_mountains: bool,
    pub gates_bonus: i8,
    pub field: FieldHolder,
    pub common: Common,
}

impl Default for MacroMelee {
    /// Heavy infantry against light cavalry.
    fn default() -> Self {
        let mut s = MacroMelee {
            attacker: 2,
            defender: 3,
            attacker_officer: false,
            defender_officer: false,
            into_mountains: false,
            gates_bonus: 0,
            field: FieldHolder::Undecided,
            common: Common::default(),
        };
        s.common.dice.fit(&[1, 1]);
        s
    }
}

fn fighter(i: usize, officer: bool, gates_bonus: i8) -> Fighter {
    match i {
        MOUNTED => Fighter::Officer { mounted: true },
        ON_FOOT => Fighter::Officer { mounted: false },
        GATES => Fighter::Gates { bonus: gates_bonus },
        i => Fighter::Unit {
            kind: UnitKind::ALL[i.min(KINDS - 1)],
            officer,
        },
    }
}

fn fighter_name(lang: Lang, i: usize) -> String {
    let m = macro_words(lang);
    match i {
        MOUNTED => m.mounted_officer.to_string(),
        ON_FOOT => m.officer_on_foot.to_string(),
        GATES => m.gates.to_string(),
        i => {
            let k = UnitKind::ALL[i.min(KINDS - 1)];
            format!("{} {}", (m.unit)(k), signed(i32::from(k.melee_bonus())))
        }
    }
}

const fn fighter_code(s: Side) -> &'static str {
    match s {
        Side::Attacker => "b-a-fighter",
        Side::Defender => "b-d-fighter",
    }
}

const fn officer_code(s: Side) -> &'static str {
    match s {
        Side::Attacker => "b-a-officer",
        Side::Defender => "b-d-officer",
    }
}

impl MacroMelee {
    pub fn melee(&self) -> Result<Melee, MacroError> {
        Melee::new(
            fighter(self.attacker, self.attacker_officer, 0),
            fighter(self.defender, self.defender_officer, self.gates_bonus),
            self.into_mountains,
        )
        .map_err(MacroError::Melee)
    }

    fn faces(&self, sizes: &[usize]) -> Option<Vec<u8>> {
        self.common
            .dice
            .fitted(sizes)
            .complete()
            .map(|p| p.concat())
    }

    fn officer_fights(&self) -> bool {
        [self.attacker, self.defender]
            .iter()
            .any(|&i| i == MOUNTED || i == ON_FOOT)
    }
}

impl Resolver for MacroMelee {
    type Field = Field;

    fn set(&mut self, f: Field, v: i32) {
        match f {
            Field::Fighter(Side::Attacker) => self.attacker = index(v, ON_FOOT + 1),
            Field::Fighter(Side::Defender) => self.defender = index(v, GATES + 1),
            Field::OfficerOnCell(Side::Attacker) => self.attacker_officer = v != 0,
            Field::OfficerOnCell(Side::Defender) => self.defender_officer = v != 0,
            Field::IntoMountains => self.into_mountains = v != 0,
            Field::GatesBonus => self.gates_bonus = i8::try_from(v.clamp(-3, 3)).unwrap_or(0),
            Field::Holder => {
                self.field = FieldHolder::ALL[index(v, FieldHolder::ALL.len())];
            }
        }
        if self.defender != GATES {
            self.gates_bonus = 0;
        }
    }

    fn problem(&self, r: &Readings) -> Option<Problem> {
        self.melee()
            .and_then(|m| m.odds(&r.macro_battle))
            .err()
            .map(Problem::Macro)
    }

    fn sizes(&self, r: &Readings) -> Vec<usize> {
        let Ok(m) = self.melee() else {
            return Vec::new();
        };
        let Ok((a, d)) = m.plan(&r.macro_battle) else {
            return Vec::new();
        };
        let base = vec![usize::from(a.dice), usize::from(d.dice)];
        match roll_with(self.faces(&base), |dice| {
            m.resolve(&r.macro_battle, self.field, dice)
        }) {
            Rolled::NeedsMore => vec![base[0], base[1], 1],
            Rolled::Done(_) | Rolled::Not => base,
        }
    }

    fn common(&self) -> &Common {
        &self.common
    }

    fn common_mut(&mut self) -> &mut Common {
        &mut self.common
    }

    fn view(&self, r: &Readings, lang: Lang) -> ResolverView<Field> {
        let w = words(lang);
        let m = macro_words(lang);
        let sizes = self.sizes(r);
        let dice = self.common.dice.fitted(&sizes);
        let mut inputs = vec![
            Input::choice(
                Field::Fighter(Side::Attacker),
                fighter_code(Side::Attacker),
                format!("{} · {}", w.attacker, m.fighter),
                list(self.attacker, (0..=ON_FOOT).map(|i| fighter_name(lang, i))),
            )
            .dropdown()
            .wide(true),
            Input::choice(
                Field::Fighter(Side::Defender),
                fighter_code(Side::Defender),
                format!("{} · {}", w.defender, m.fighter),
                list(self.defender, (0..=GATES).map(|i| fighter_name(lang, i))),
            )
            .dropdown()
            .wide(true),
        ];
        for (s, i, on) in [
            (Side::Attacker, self.attacker, self.attacker_officer),
            (Side::Defender, self.defender, self.defender_officer),
        ] {
            if i < KINDS {
                inputs.push(Input::toggle(
                    Field::OfficerOnCell(s),
                    officer_code(s),
                    format!("{} · {}", side_word(lang, s), m.officer_on_cell),
                    on,
                ));
            }
        }
        inputs.push(
            Input::toggle(
                Field::IntoMountains,
                "b-mountains",
                m.into_mountains,
                self.into_mountains,
            )
            .wide(true),
        );
        if self.defender == GATES {
            inputs.push(Input::count(
                Field::GatesBonus,
                "b-gates-bonus",
                m.gates_bonus,
                Count::signed(i32::from(self.gates_bonus), -3, 3),
            ));
        }
        if self.officer_fights() {
            inputs.push(Input::choice(
                Field::Holder,
                "b-holder",
                m.field,
                FieldHolder::ALL
                    .into_iter()
                    .enumerate()
                    .map(|(i, h)| {
                        Choice::new(
                            i32::try_from(i).unwrap_or(0),
                            h.code(),
                            (m.field_holder)(h),
                            h == self.field,
                        )
                    })
                    .collect(),
            ));
        }
        let mut v = ResolverView {
            code: "macro-melee",
            title: m.melee_title.to_string(),
            groups: vec![Group::plain(inputs)],
            error: None,
            dice_line: String::new(),
            odds: Vec::new(),
            charts: Vec::new(),
            outcomes: Vec::new(),
            counting: Vec::new(),
            readings: Vec::new(),
            pools: Vec::new(),
            empty: dice.empty(),
            roll_label: String::new(),
            tally: None,
            result: None,
        };
        let (melee, o) = match self.melee().and_then(|x| Ok((x, x.odds(&r.macro_battle)?))) {
            Ok(x) => x,
            Err(e) => {
                v.error = error_line(&self.common, Some(&Problem::Macro(e)), lang);
                return v;
            }
        };
        v.error = error_line(&self.common, None, lang);
        let plan_steps: Vec<_> = o
            .attacker
            .steps
            .iter()
            .chain(o.defender.steps.iter())
            .cloned()
            .collect();
        v.dice_line = (w.dice_line)(&[
            (w.attacker.to_string(), u32::from(o.attacker.dice)),
            (w.defender.to_string(), u32::from(o.defender.dice)),
        ]);
        v.odds = vec![
            odds_line(
                lang,
                "attacker-wins",
                m.attacker_wins,
                o.attacker_wins,
                Tone::Good,
            ),
            odds_line(
                lang,
                "defender-wins",
                m.defender_wins,
                o.defender_wins,
                Tone::Bad,
            ),
            odds_line(lang, "tie", m.tie, o.tie, Tone::Plain),
        ];
        v.charts = [
            (Side::Attacker, "attacker-total", &o.attacker_total),
            (Side::Defender, "defender-total", &o.defender_total),
        ]
        .into_iter()
        .map(|(s, code, shares)| {
            chart(
                lang,
                code,
                (m.total_of)(s),
                shares
                    .iter()
                    .map(|x| (x.value.to_string(), x.probability, Tone::Plain))
                    .collect(),
            )
        })
        .collect();
        let mut outcomes: Vec<OddsLine> = o
            .outcomes
            .iter()
            .map(|x| {
                let label = format!(
                    "{}: {}",
                    (m.winner)(x.value.winner),
                    (m.fate)(x.value.loser)
                );
                odds_line(
                    lang,
                    "outcome",
                    label,
                    x.probability,
                    winner_tone(x.value.winner),
                )
            })
            .collect();
        outcomes.sort_by_key(|o| core::cmp::Reverse(o.width));
        v.outcomes = outcomes;
        v.counting = steps(lang, &plan_steps);
        v.readings = readings(lang, &plan_steps, &[], r);
        let labels = [
            w.attacker.to_string(),
            w.defender.to_string(),
            (m.pool)(1).to_string(),
        ];
        v.pools = sizes
            .iter()
            .enumerate()
            .map(|(i, _)| {
                let code = ["attacker", "defender", "save"][i.min(2)];
                let tone = if i == 2 {
                    |f: u8| if f >= 5 { Tone::Good } else { Tone::Bad }
                } else {
                    |_: u8| Tone::Plain
                };
                pool_view(lang, code, i, labels[i.min(2)].clone(), &dice, tone, None)
            })
            .collect();
        let total: usize = sizes.iter().sum();
        v.roll_label = (w.roll)(u32::try_from(v.empty).unwrap_or(0), v.empty == total);
        let faces = dice.complete().map(|p| p.concat());
        if let Rolled::Done(rep) =
            roll_with(faces, |d| melee.resolve(&r.macro_battle, self.field, d))
        {
            let lines = vec![
                (
                    winner_tone(rep.outcome.winner),
                    format!(
                        "{}: {} : {}",
                        (m.winner)(rep.outcome.winner),
                        rep.attacker_total,
                        rep.defender_total
                    ),
                ),
                (
                    match rep.outcome.loser {
                        Fate::OfficerWounded => Tone::Alert,
                        _ => Tone::Plain,
                    },
                    capitalise((m.fate)(rep.outcome.loser)),
                ),
            ];
            v.result = Some(result(
                &self.common,
                lines,
                Vec::new(),
                steps(lang, &rep.steps),
            ));
        }
        v
    }
}

pub(crate) fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

pub(crate) fn side_word(lang: Lang, s: Side) -> &'static str {
    let w = words(lang);
    match s {
        Side::Attacker => w.attacker,
        Side::Defender => w.defender,
    }
}

const fn winner_tone(s: Side) -> Tone {
    match s {
        Side::Attacker => Tone::Good,
        Side::Defender => Tone::Bad,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battles::Event;

    fn r() -> Readings {
        Readings::default()
    }

    /// Heavy infantry (+2) against light cavalry (+1): 7/12 to win, 5/36
    /// ties (which the defender wins).
    #[test]
    fn heavy_infantry_against_cavalry() {
        let mut s = MacroMelee::default();
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.odds[0].fraction, "7/12");
        assert_eq!(v.odds[2].fraction, "5/36");
        assert_eq!(v.dice_line, "Roll · Attacker: 1 die · Defender: 1 die");
        // the fighter is picked from a list, every kind and officer in it
        let super::super::InputKind::Select(ref fighters) = v.groups[0].inputs[0].kind else {
            panic!("a drop-down of fighters");
        };
        assert_eq!(fighters.len(), 12);
        assert!(fighters[2].selected && fighters[2].label == "Heavy infantry +2");
        assert_eq!(fighters[ON_FOOT].label, "Officer on foot");
        s.update(Event::Fill(vec![3, 4]), &r());
        // closing the sheet and selecting a slot to correct keeps it closed
        s.update(Event::Close, &r());
        s.update(Event::Slot(1, 0), &r());
        assert!(!s.view(&r(), Lang::Ru).result.unwrap().open);
        s.update(Event::Face(6), &r());
        assert!(
            s.view(&r(), Lang::Ru).result.unwrap().open,
            "a new face reopens it"
        );
        s.update(Event::Slot(1, 0), &r());
        s.update(Event::Face(4), &r());
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        assert_eq!(
            res.lines[0],
            (Tone::Bad, "Побеждает защитник: 5 : 5".to_string())
        );
        assert_eq!(res.lines[1].1, "Проигравший уничтожен");
        assert!(res
            .steps
            .iter()
            .any(|w| w.text == "Поровну (5 : 5): побеждает защитник"));
    }

    /// A tie goes to the defender; a losing officer then rolls his save.
    #[test]
    fn a_losing_officer_asks_for_his_save_die() {
        let mut s = MacroMelee::default();
        s.update(
            Event::Set(Field::Fighter(Side::Attacker), ON_FOOT as i32),
            &r(),
        );
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.dice_line, "Roll · Attacker: 2 dice · Defender: 1 die");
        // 2, 1 → keeps 2 (+0) against 5 (+1): the officer loses
        s.update(Event::Fill(vec![2, 1, 5]), &r());
        let v = s.view(&r(), Lang::En);
        assert!(v.result.is_none(), "the save die is still to roll");
        assert_eq!(v.pools.len(), 3);
        assert_eq!(v.empty, 1);
        s.update(Event::Face(6), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert_eq!(res.lines[0].1, "The defender wins: 2 : 6");
        assert_eq!(res.lines[1].1, "The officer saved");
        assert!(res
            .steps
            .iter()
            .any(|w| w.section.as_deref() == Some("M.7")));
    }

    #[test]
    fn only_infantry_may_attack_into_mountains_under_m9s_third_option() {
        let mut r = r();
        r.set("M-9", "only_infantry_may_attack");
        let mut s = MacroMelee::default();
        s.update(Event::Set(Field::Fighter(Side::Attacker), 5), &r);
        s.update(Event::Set(Field::IntoMountains, 1), &r);
        assert!(!s.into_mountains, "heavy cavalry may not: refused");
        assert_eq!(
            s.view(&r, Lang::En).error.as_deref(),
            Some("Only infantry attacks into mountains [M-9]")
        );
    }
}
