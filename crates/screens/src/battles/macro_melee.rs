//! The macro-battle's melee, «штыковая» (digest M.6), as a screen: who
//! attacks and who defends (a kind of troops, an officer in person, the
//! gates), an officer on the unit's cell, each side's cell (a wall, a
//! tower, the gates, mountains: the core refuses an attack the terrain
//! forbids, in the text's words, and the sentence that bites is shown
//! under the inputs), the gates' bonus [M-10], who holds the field (for a
//! losing officer); each
//! side's dice and total, the exact chance of each winner and of the
//! loser's fate; then the faces — the attacker's, the defender's, and a
//! losing officer's save when one is needed — and the result from
//! `shturman_battles::macro_battle::melee`.

use super::macro_common::{Rolled, list, readings, roll_with, steps};
use super::{
    Count, Dice, Group, Input, OddsLine, Problem, Readings, ResolverView, Shown, Situation, chart,
    choices, odds_line, pool_view, signed,
};
use crate::view::Tone;
use shturman_battles::macro_battle::melee::{Fate, Fighter, Ground, Melee, MeleeOdds};
use shturman_battles::macro_battle::officer::FieldHolder;
use shturman_battles::macro_battle::{MacroError, Side, Terrain, UnitKind};
use shturman_words::Lang;
use shturman_words::battles::words;
use shturman_words::macro_battle::words as macro_words;

/// A fighter a side may pick: a kind of troops, an officer mounted or on
/// foot, or (the defender only) the gates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    Unit(UnitKind),
    MountedOfficer,
    OfficerOnFoot,
    Gates,
}

impl Pick {
    /// Every pick of `side`, in the list's order.
    fn all(side: Side) -> impl Iterator<Item = Pick> {
        let officers = [Pick::MountedOfficer, Pick::OfficerOnFoot];
        let gates = (side == Side::Defender).then_some(Pick::Gates);
        UnitKind::ALL
            .into_iter()
            .map(Pick::Unit)
            .chain(officers)
            .chain(gates)
    }

    fn name(self, lang: Lang) -> String {
        let m = macro_words(lang);
        match self {
            Pick::MountedOfficer => m.mounted_officer.to_string(),
            Pick::OfficerOnFoot => m.officer_on_foot.to_string(),
            Pick::Gates => m.gates.to_string(),
            Pick::Unit(k) => format!("{} {}", (m.unit)(k), signed(k.melee_bonus())),
        }
    }

    fn fighter(self, officer: bool, gates_bonus: i8) -> Fighter {
        match self {
            Pick::MountedOfficer => Fighter::Officer { mounted: true },
            Pick::OfficerOnFoot => Fighter::Officer { mounted: false },
            Pick::Gates => Fighter::Gates { bonus: gates_bonus },
            Pick::Unit(kind) => Fighter::Unit { kind, officer },
        }
    }

    const fn is_officer(self) -> bool {
        matches!(self, Pick::MountedOfficer | Pick::OfficerOnFoot)
    }
}

/// The most the gates' bonus may be either way [M-10].
const MAX_GATES_BONUS: i8 = 3;

/// A change of the melee, with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Fighter(Side, Pick),
    OfficerOnCell(Side, bool),
    /// A side's cell.
    Cell(Side, Terrain),
    /// The defender's troops stand on the gates' cell.
    TroopsOnGates(bool),
    /// On a gate cell: the gates themselves are attacked (`true`) or the
    /// troops standing in them.
    GateTarget(bool),
    GatesBonus(i8),
    Holder(FieldHolder),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MacroMelee {
    pub attacker: Pick,
    pub defender: Pick,
    pub attacker_officer: bool,
    pub defender_officer: bool,
    pub attacker_cell: Terrain,
    pub defender_cell: Terrain,
    pub troops_on_gates: bool,
    pub gates_bonus: i8,
    pub field: FieldHolder,
    /// The last defender other than the gates: the one fought again when
    /// the player says the troops in the gates are attacked.
    pub troops: Pick,
}

impl Default for MacroMelee {
    /// Heavy infantry against light cavalry.
    fn default() -> Self {
        MacroMelee {
            attacker: Pick::Unit(UnitKind::ALL[2]),
            defender: Pick::Unit(UnitKind::ALL[3]),
            attacker_officer: false,
            defender_officer: false,
            attacker_cell: Terrain::Open,
            defender_cell: Terrain::Open,
            troops_on_gates: false,
            gates_bonus: 0,
            field: FieldHolder::Undecided,
            troops: Pick::Unit(UnitKind::ALL[3]),
        }
    }
}

const fn fighter_code(s: Side) -> &'static str {
    match s {
        Side::Attacker => "b-a-fighter",
        Side::Defender => "b-d-fighter",
    }
}

const fn cell_code(s: Side) -> &'static str {
    match s {
        Side::Attacker => "b-a-cell",
        Side::Defender => "b-d-cell",
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
        let ground = Ground {
            attacker: self.attacker_cell,
            defender: self.defender_cell,
            troops_on_gates: self.troops_on_gates,
        };
        Melee::on(
            self.attacker.fighter(self.attacker_officer, 0),
            self.defender
                .fighter(self.defender_officer, self.gates_bonus),
            ground,
        )
        .map_err(MacroError::Melee)
    }

    /// Each side's cell, from the list of terrains; the switch for troops
    /// on the gates' cell when the gates defend.
    fn cell_inputs(&self, lang: Lang) -> Vec<Input<Change>> {
        let m = macro_words(lang);
        let mut inputs: Vec<Input<Change>> = [
            (Side::Attacker, self.attacker_cell, m.attacker_cell),
            (Side::Defender, self.defender_cell, m.defender_cell),
        ]
        .into_iter()
        .map(|(s, now, label)| {
            let cells = Terrain::ALL.map(|t| (t, capitalise((m.terrain)(t))));
            let cells = list(&now, cells, move |t| Change::Cell(s, t));
            Input::choice(cell_code(s), label, cells)
                .dropdown()
                .wide(true)
        })
        .collect();
        if self.defender_cell == Terrain::Gate {
            // which is fought there: said, and offered, not left to a
            // quote of the gates' rule over a fight with the troops
            let gates = self.defender == Pick::Gates;
            let targets = [
                (false, "troops", m.gate_target_troops),
                (true, "gates", m.gate_target_gates),
            ];
            let targets = choices(&gates, targets, Change::GateTarget);
            inputs.push(Input::choice("b-gate-target", m.gate_target, targets));
        }
        if self.defender == Pick::Gates {
            let on = self.troops_on_gates;
            let t = Input::toggle(
                "b-troops-on-gates",
                m.troops_on_gates,
                on,
                Change::TroopsOnGates,
            );
            inputs.push(t.wide(true));
        }
        inputs
    }

    fn officer_fights(&self) -> bool {
        self.attacker.is_officer() || self.defender.is_officer()
    }

    /// Each side's fighter, an officer on a unit's cell, the mountains, the
    /// gates' bonus, who holds the field when an officer fights.
    fn inputs(&self, lang: Lang) -> Vec<Input<Change>> {
        let m = macro_words(lang);
        let mut inputs: Vec<Input<Change>> = [
            (Side::Attacker, self.attacker),
            (Side::Defender, self.defender),
        ]
        .into_iter()
        .map(|(s, now)| {
            let picks = list(&now, Pick::all(s).map(|p| (p, p.name(lang))), move |p| {
                Change::Fighter(s, p)
            });
            let label = format!("{} · {}", side_word(lang, s), m.fighter);
            Input::choice(fighter_code(s), label, picks)
                .dropdown()
                .wide(true)
        })
        .collect();
        for (s, pick, on) in [
            (Side::Attacker, self.attacker, self.attacker_officer),
            (Side::Defender, self.defender, self.defender_officer),
        ] {
            if let Pick::Unit(_) = pick {
                let label = format!("{} · {}", side_word(lang, s), m.officer_on_cell);
                inputs.push(Input::toggle(officer_code(s), label, on, move |on| {
                    Change::OfficerOnCell(s, on)
                }));
            }
        }
        inputs.extend(self.cell_inputs(lang));
        if self.defender == Pick::Gates {
            let c = Count::signed(
                self.gates_bonus,
                -MAX_GATES_BONUS,
                MAX_GATES_BONUS,
                Change::GatesBonus,
            );
            inputs.push(Input::count("b-gates-bonus", m.gates_bonus, c));
        }
        if self.officer_fights() {
            let holders = FieldHolder::ALL.map(|h| (h, h.code(), (m.field_holder)(h)));
            let holders = choices(&self.field, holders, Change::Holder);
            inputs.push(Input::choice("b-holder", m.field, holders));
        }
        inputs
    }

    /// The odds of each winner and of the loser's fate, each side's total.
    fn odds(&self, lang: Lang, o: &MeleeOdds, v: &mut ResolverView<Change>) {
        let (w, m) = (words(lang), macro_words(lang));
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
            let bars = shares
                .iter()
                .map(|x| (x.value.to_string(), x.probability, Tone::Plain))
                .collect();
            chart(lang, code, (m.total_of)(s), bars)
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
                let tone = winner_tone(x.value.winner);
                odds_line(lang, "outcome", label, x.probability, tone)
            })
            .collect();
        outcomes.sort_by_key(|o| core::cmp::Reverse(o.width));
        v.outcomes = outcomes;
    }

    /// The pools (a losing officer's save die after the others) and the
    /// result once every die has a face.
    fn dice(&self, s: &Shown<'_>, melee: &Melee, v: &mut ResolverView<Change>) {
        let (lang, w, m) = (s.lang, words(s.lang), macro_words(s.lang));
        let labels = [
            w.attacker.to_string(),
            w.defender.to_string(),
            (m.pool)(1).to_string(),
        ];
        v.pools = s
            .sizes
            .iter()
            .enumerate()
            .map(|(i, _)| {
                let code = ["attacker", "defender", "save"][i.min(2)];
                let tone = if i == 2 {
                    |f: u8| if f >= 5 { Tone::Good } else { Tone::Bad }
                } else {
                    |_: u8| Tone::Plain
                };
                pool_view(lang, code, i, labels[i.min(2)].clone(), &s.dice, tone, None)
            })
            .collect();
        let faces = s.dice.complete().map(|p| p.concat());
        let r = s.readings;
        if let Rolled::Done(rep) =
            roll_with(faces, |d| melee.resolve(&r.macro_battle, self.field, d))
        {
            let fate_tone = match rep.outcome.loser {
                Fate::OfficerWounded => Tone::Alert,
                _ => Tone::Plain,
            };
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
                (fate_tone, capitalise((m.fate)(rep.outcome.loser))),
            ];
            v.result = Some(s.result(lines, Vec::new(), steps(lang, &rep.steps)));
        }
    }
}

impl Situation for MacroMelee {
    type Change = Change;

    fn change(&mut self, c: Change) {
        match c {
            Change::Fighter(Side::Attacker, p) => {
                if p != Pick::Gates {
                    self.attacker = p;
                }
            }
            Change::Fighter(Side::Defender, p) => {
                // the gates stand on their own cell
                if p == Pick::Gates {
                    self.defender_cell = Terrain::Gate;
                } else {
                    self.troops = p;
                }
                self.defender = p;
            }
            Change::GateTarget(true) => self.defender = Pick::Gates,
            Change::GateTarget(false) => {
                if self.defender == Pick::Gates {
                    self.defender = self.troops;
                }
            }
            Change::OfficerOnCell(Side::Attacker, on) => self.attacker_officer = on,
            Change::OfficerOnCell(Side::Defender, on) => self.defender_officer = on,
            Change::Cell(Side::Attacker, t) => self.attacker_cell = t,
            Change::Cell(Side::Defender, t) => self.defender_cell = t,
            Change::TroopsOnGates(on) => self.troops_on_gates = on,
            Change::GatesBonus(b) => self.gates_bonus = b.clamp(-MAX_GATES_BONUS, MAX_GATES_BONUS),
            Change::Holder(h) => self.field = h,
        }
        if self.defender != Pick::Gates {
            self.gates_bonus = 0;
            self.troops_on_gates = false;
        }
    }

    fn problem(&self, _: &Dice, r: &Readings) -> Option<Problem> {
        self.melee()
            .and_then(|m| m.odds(&r.macro_battle))
            .err()
            .map(Problem::Macro)
    }

    fn sizes(&self, dice: &Dice, r: &Readings) -> Vec<usize> {
        let Ok(m) = self.melee() else {
            return Vec::new();
        };
        let Ok((a, d)) = m.plan(&r.macro_battle) else {
            return Vec::new();
        };
        let base = vec![usize::from(a.dice), usize::from(d.dice)];
        let faces = dice.fitted(&base).complete().map(|p| p.concat());
        match roll_with(faces, |dice| m.resolve(&r.macro_battle, self.field, dice)) {
            Rolled::NeedsMore => vec![base[0], base[1], 1],
            Rolled::Done(_) | Rolled::Not => base,
        }
    }

    fn view(&self, s: &Shown<'_>) -> ResolverView<Change> {
        let (lang, r) = (s.lang, s.readings);
        let m = macro_words(lang);
        let mut v = s.blank(
            "macro-melee",
            m.melee_title,
            vec![Group::plain(self.inputs(lang))],
        );
        // which is attacked on a gate cell (troops there are fought, not
        // the gates), then the text's sentence on the defender's cell,
        // where it bites
        let in_gates =
            (self.defender_cell == Terrain::Gate && self.defender != Pick::Gates).then(|| {
                let name = match self.defender {
                    Pick::Unit(k) => (m.unit)(k).to_string(),
                    p => p.name(lang),
                };
                // said plainly, as the rule under it: not an error
                (Tone::Plain, (m.gate_troops_note)(&name))
            });
        let rule = (m.cell_rule)(self.defender_cell).map(|rule| (Tone::Plain, rule.to_string()));
        v.notes = in_gates.into_iter().chain(rule).collect();
        let (melee, o) = match self.melee().and_then(|x| Ok((x, x.odds(&r.macro_battle)?))) {
            Ok(x) => x,
            Err(e) => {
                v.error = s.error(Some(&Problem::Macro(e)));
                return v;
            }
        };
        let plan_steps: Vec<_> = o
            .attacker
            .steps
            .iter()
            .chain(o.defender.steps.iter())
            .cloned()
            .collect();
        self.odds(lang, &o, &mut v);
        v.counting = steps(lang, &plan_steps);
        v.readings = readings(lang, &plan_steps, &[], r);
        self.dice(s, &melee, &mut v);
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
    use crate::battles::{Event, ResolverScreen};

    type Screen = ResolverScreen<MacroMelee>;

    fn r() -> Readings {
        Readings::default()
    }

    /// Heavy infantry (+2) against light cavalry (+1): 7/12 to win, 5/36
    /// ties (which the defender wins).
    #[test]
    fn heavy_infantry_against_cavalry() {
        let mut s = Screen::default();
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
        assert_eq!(fighters[UnitKind::ALL.len() + 1].label, "Officer on foot");
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
        assert!(
            res.steps
                .iter()
                .any(|w| w.text == "Поровну (5 : 5): побеждает защитник")
        );
    }

    /// A tie goes to the defender; a losing officer then rolls his save.
    #[test]
    fn a_losing_officer_asks_for_his_save_die() {
        let mut s = Screen::default();
        s.update(
            Event::Set(Change::Fighter(Side::Attacker, Pick::OfficerOnFoot)),
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
        assert!(
            res.steps
                .iter()
                .any(|w| w.section.as_deref() == Some("M.7"))
        );
    }

    #[test]
    fn only_infantry_may_attack_into_mountains_under_m9s_third_option() {
        let mut r = r();
        r.set("M-9", "only_infantry_may_attack");
        let mut s = Screen::default();
        s.update(
            Event::Set(Change::Fighter(
                Side::Attacker,
                Pick::Unit(UnitKind::ALL[5]),
            )),
            &r,
        );
        s.update(
            Event::Set(Change::Cell(Side::Defender, Terrain::Mountain)),
            &r,
        );
        assert_eq!(
            s.situation.defender_cell,
            Terrain::Open,
            "heavy cavalry may not: refused"
        );
        assert_eq!(
            s.view(&r, Lang::En).error.as_deref(),
            Some("Only infantry attacks into mountains [M-9]")
        );
    }

    /// «На стену можно … ходить в штыковую с клеток лестницы, башни или
    /// стены, но не с остальных»: from open ground the pick is refused in
    /// the text's words; from a ladder it stands, the sentence shown.
    #[test]
    fn a_wall_only_from_a_ladder_tower_or_wall() {
        let mut s = Screen::default();
        let v = s.view(&r(), Lang::Ru);
        assert!(v.notes.is_empty(), "open ground: no rule bites");
        let cell = v.groups[0].inputs.iter().find(|i| i.code == "b-a-cell");
        let Some(super::super::InputKind::Select(cells)) = cell.map(|i| &i.kind) else {
            panic!("the attacker's cell from a list");
        };
        assert_eq!(cells.len(), Terrain::ALL.len());
        assert!(cells[0].selected && cells[0].label == "Открытая клетка");
        s.update(
            Event::Set(Change::Cell(Side::Defender, Terrain::Wall)),
            &r(),
        );
        assert_eq!(s.situation.defender_cell, Terrain::Open, "refused");
        assert_eq!(
            s.view(&r(), Lang::Ru).error.as_deref(),
            Some(
                "«На стену можно … ходить в штыковую с клеток лестницы, башни или стены, \
                 но не с остальных» — атака с клетки «открытая клетка»"
            )
        );
        assert!(
            s.view(&r(), Lang::En)
                .error
                .unwrap()
                .starts_with("“A wall may be … attacked in melee from ladder, tower or wall cells")
        );
        s.update(
            Event::Set(Change::Cell(Side::Attacker, Terrain::Ladder)),
            &r(),
        );
        s.update(
            Event::Set(Change::Cell(Side::Defender, Terrain::Wall)),
            &r(),
        );
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.error, None);
        assert_eq!(v.odds[0].fraction, "7/12");
        assert!(v.notes[0].1.starts_with("“A wall may be"));
    }

    /// The gates: on their own cell, refused while the defender's troops
    /// share it; a unit that loses to them is not destroyed.
    #[test]
    fn the_gates_and_the_troops_on_their_cell() {
        let mut s = Screen::default();
        s.update(
            Event::Set(Change::Fighter(Side::Defender, Pick::Gates)),
            &r(),
        );
        assert_eq!(s.situation.defender_cell, Terrain::Gate);
        let v = s.view(&r(), Lang::Ru);
        assert!(
            v.notes[0]
                .1
                .contains("Проигрыш рукопашной воротам не влечет уничтожения отряда")
        );
        s.update(Event::Set(Change::TroopsOnGates(true)), &r());
        assert!(!s.situation.troops_on_gates, "refused");
        assert_eq!(
            s.view(&r(), Lang::En).error.as_deref(),
            Some("“The gates may be attacked in melee only if no enemy troops share their cell”")
        );
        // heavy infantry 1 + 2 against the gates' 4: repulsed, not destroyed
        s.update(Event::Fill(vec![1, 4]), &r());
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        assert_eq!(res.lines[1].1, "Отбит воротами — отряд не уничтожен");
        assert!(
            res.steps
                .iter()
                .any(|w| w.text == "Отряд, проигравший воротам, не уничтожен")
        );
    }

    /// Issue 46 #2: with «Клетка защитника: Ворота» and the default
    /// defender, the screen quoted the gates' rule («…ворота могут быть
    /// атакованы, только если на одной клетке с ними нет вражеских войск.
    /// Проигрыш рукопашной воротам не влечет уничтожения отряда») and then
    /// fought the cavalry. It says the troops in the gates are attacked,
    /// and offers the gates themselves.
    #[test]
    fn a_gate_cell_says_whether_the_troops_or_the_gates_are_attacked() {
        let mut s = Screen::default();
        s.update(
            Event::Set(Change::Cell(Side::Defender, Terrain::Gate)),
            &r(),
        );
        assert_eq!(s.situation.defender, Pick::Unit(UnitKind::ALL[3]));
        let v = s.view(&r(), Lang::Ru);
        assert_eq!(v.notes[0].0, Tone::Plain);
        assert!(
            v.notes[0]
                .1
                .starts_with("Атакуется отряд в воротах, не ворота: Лёгкая кавалерия бьётся"),
            "{}",
            v.notes[0].1
        );
        assert!(v.notes[1].1.contains("ворота могут быть атакованы"));
        let target = v.groups[0]
            .inputs
            .iter()
            .find(|i| i.code == "b-gate-target");
        let Some(super::super::InputKind::Choice(c)) = target.map(|i| &i.kind) else {
            panic!("the gate cell's target is offered");
        };
        assert!(c[0].selected && c[0].label == "Отряд в воротах");
        assert_eq!(c[1].label, "Сами ворота");
        // the cavalry is fought, and the loser destroyed: 6 + 2 against 1 + 1
        s.update(Event::Fill(vec![6, 1]), &r());
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        assert_eq!(res.lines[1].1, "Проигравший уничтожен");
        // the gates themselves: the same cell, the gates defend
        s.update(Event::Set(Change::GateTarget(true)), &r());
        assert_eq!(s.situation.defender, Pick::Gates);
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.notes.len(), 1, "the gates' sentence only");
        // the faces entered stay, and now fight the gates
        assert_eq!(v.result.unwrap().lines[1].1, "The gates broken");
        s.update(Event::Clear, &r());
        s.update(Event::Fill(vec![1, 4]), &r());
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        assert_eq!(res.lines[1].1, "Отбит воротами — отряд не уничтожен");
        // and back to the troops that stood there
        s.update(Event::Set(Change::GateTarget(false)), &r());
        assert_eq!(s.situation.defender, Pick::Unit(UnitKind::ALL[3]));
    }

    /// Issue 46 #6: «Лес. Непроходим для кавалерии»: cavalry picked for an
    /// attacker standing in a forest is refused with the text's sentence,
    /// the infantry there stays.
    #[test]
    fn cavalry_in_a_forest_is_refused_in_the_texts_words() {
        let mut s = Screen::default();
        s.update(
            Event::Set(Change::Cell(Side::Attacker, Terrain::Forest)),
            &r(),
        );
        assert_eq!(s.situation.attacker_cell, Terrain::Forest);
        s.update(
            Event::Set(Change::Fighter(
                Side::Attacker,
                Pick::Unit(UnitKind::HeavyCavalry),
            )),
            &r(),
        );
        assert_eq!(s.situation.attacker, Pick::Unit(UnitKind::HeavyInfantry));
        assert_eq!(
            s.view(&r(), Lang::Ru).error.as_deref(),
            Some(
                "Клетка атакующего: «Лес. Непроходим для кавалерии. Кавалерия не может \
                 пройти на клетку с лесом»"
            )
        );
    }
}
