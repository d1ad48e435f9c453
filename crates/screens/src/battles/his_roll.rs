//! Here I Stand's evasion and interception rolls (digest H.1–H.3) as a
//! screen: which roll, the leader's (admiral's) rating, the cavalry case on
//! land, the automatic evasion, any other modifier; the need on two dice
//! and the exact chance with the distribution of the sum; then the two
//! faces and the result, every step from `shturman_battles::his::roll`.

use super::his_common::{self as common, MAX_RATING, rating};
use super::{
    Count, Dice, Group, Input, Problem, Readings, ResolverView, ResultView, Shown, Situation,
    chart, choices, odds_line, pool_view, signed,
};
use crate::view::Tone;
use shturman_battles::his::roll::{Cavalry, Roll, RollKind, RollOdds, TARGET, odds, resolve_faces};
use shturman_battles::his::{NavalRollAdmiral, Reading};
use shturman_words::Lang;
use shturman_words::battles::words;
use shturman_words::his::words as his_words;

/// The greatest modifier either way the players may add.
pub const MAX_MODIFIER: i8 = 4;

/// A change of the roll, with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Kind(RollKind),
    /// The leader's (admiral's) rating; `None`: no leader.
    Rating(Option<u8>),
    Cavalry(Cavalry),
    Automatic(bool),
    Modifier(i8),
}

const CAVALRY: [Cavalry; 3] = [
    Cavalry::None,
    Cavalry::OttomanWithCavalry,
    Cavalry::AgainstOttomanCavalry,
];

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HisRoll {
    pub kind: RollKind,
    /// The leader's (admiral's) rating; `None`: no leader.
    pub rating: Option<u8>,
    pub cavalry: Cavalry,
    pub automatic: bool,
    pub modifier: i8,
}

impl Default for HisRoll {
    /// Charles V's interception: rating 2, against Ottoman cavalry.
    fn default() -> Self {
        HisRoll {
            kind: RollKind::LandInterception,
            rating: Some(2),
            cavalry: Cavalry::AgainstOttomanCavalry,
            automatic: false,
            modifier: 0,
        }
    }
}

impl HisRoll {
    /// The core's roll: one leader (the one whose rating counts).
    pub fn roll(&self) -> Roll {
        Roll {
            kind: self.kind,
            leaders: self.rating.into_iter().collect(),
            pick: None,
            cavalry: self.cavalry,
            all_lost_field_battle: self.automatic,
            modifier: self.modifier,
        }
    }

    /// Which roll, the rating, the modifier; the cavalry on land; an
    /// automatic evasion.
    fn inputs(&self, r: &Readings, lang: Lang) -> Vec<Input<Change>> {
        let h = his_words(lang);
        let naval = self.kind.is_naval();
        let rating_label = match (naval, r.his.naval_roll_admiral) {
            (false, _) => h.best_leader,
            (true, NavalRollAdmiral::PlayerPicks) => h.picked_admiral,
            (true, NavalRollAdmiral::Best) => h.best_admiral,
        };
        let kinds = RollKind::ALL.map(|k| (k, k.code(), (h.roll_kind)(k)));
        let modifier = Count::signed(self.modifier, -MAX_MODIFIER, MAX_MODIFIER, Change::Modifier);
        let mut inputs = vec![
            Input::choice("b-kind", h.kind, choices(&self.kind, kinds, Change::Kind)),
            Input::count(
                "b-rating",
                rating_label,
                rating(lang, self.rating, Change::Rating),
            ),
            Input::count("b-modifier", h.modifier, modifier),
        ];
        if !naval {
            let cases = CAVALRY.map(|c| (c, cavalry_code(c), (h.cavalry_case)(c)));
            let cases = choices(&self.cavalry, cases, Change::Cavalry);
            inputs.push(Input::choice("b-cavalry", h.cavalry_mod, cases));
        }
        if self.kind == RollKind::LandEvasion {
            let automatic = Input::toggle(
                "b-automatic",
                h.automatic,
                self.automatic,
                Change::Automatic,
            );
            inputs.push(automatic.wide(true));
        }
        inputs
    }

    /// The need on two dice, the chart of their sum, the pool and the
    /// result once both have a face.
    fn rolled(&self, s: &Shown<'_>, o: &RollOdds, v: &mut ResolverView<Change>) {
        let (lang, w, h) = (s.lang, words(s.lang), his_words(s.lang));
        v.dice_line = format!(
            "{} · {}",
            (w.dice_line)(&[(h.kind.to_string(), u32::from(o.dice))]),
            (h.need)(o.need)
        );
        let two = shturman_battles::Dist::d6()
            .add(&shturman_battles::Dist::d6())
            .ok();
        if let Some(two) = two {
            let bars = two
                .iter()
                .map(|(sum, p)| {
                    let hit = sum + o.modifier >= TARGET;
                    (sum.to_string(), p, if hit { Tone::Good } else { Tone::Bad })
                })
                .collect();
            let title = format!("{} · {}", h.sum_chart, signed(o.modifier));
            v.charts = vec![chart(lang, "sum", title, bars)];
        }
        let kind = h.kind.to_string();
        v.pools = vec![pool_view(
            lang,
            "roll",
            0,
            kind,
            &s.dice,
            |_| Tone::Plain,
            None,
        )];
        v.result = self.result(s);
    }

    /// The result once both dice have a face.
    fn result(&self, s: &Shown<'_>) -> Option<ResultView<Change>> {
        let faces = s.dice.complete()?;
        let two = <[u8; 2]>::try_from(faces.first()?.as_slice()).ok()?;
        let rep = resolve_faces(&self.roll(), &s.readings.his, Some(two)).ok()?;
        let h = his_words(s.lang);
        let total = rep.total.unwrap_or(0);
        let tone = if rep.success { Tone::Good } else { Tone::Bad };
        let lines = vec![(tone, (h.roll_line)(total, rep.success))];
        Some(s.result(lines, Vec::new(), common::steps(s.lang, &rep.steps)))
    }
}

impl Situation for HisRoll {
    type Change = Change;

    fn change(&mut self, c: Change) {
        match c {
            Change::Kind(k) => {
                self.kind = k;
                // what a kind cannot have goes with the change
                if k.is_naval() {
                    self.cavalry = Cavalry::None;
                }
                if k != RollKind::LandEvasion {
                    self.automatic = false;
                }
            }
            Change::Rating(r) => self.rating = r.map(|r| r.min(MAX_RATING)),
            Change::Cavalry(c) => self.cavalry = c,
            Change::Automatic(on) => self.automatic = on,
            Change::Modifier(m) => self.modifier = m.clamp(-MAX_MODIFIER, MAX_MODIFIER),
        }
    }

    fn problem(&self, _: &Dice, r: &Readings) -> Option<Problem> {
        odds(&self.roll(), &r.his).err().map(Problem::His)
    }

    fn sizes(&self, _: &Dice, _: &Readings) -> Vec<usize> {
        vec![if self.automatic { 0 } else { 2 }]
    }

    fn view(&self, s: &Shown<'_>) -> ResolverView<Change> {
        let (lang, r) = (s.lang, s.readings);
        let h = his_words(lang);
        let groups = vec![Group::plain(self.inputs(r, lang))];
        let mut v = s.blank("his-roll", h.roll_title, groups);
        let o = match odds(&self.roll(), &r.his) {
            Ok(o) => o,
            Err(e) => {
                v.error = s.error(Some(&Problem::His(e)));
                return v;
            }
        };
        let fail = o
            .success
            .complement()
            .unwrap_or(shturman_battles::Fraction::ZERO);
        v.odds = vec![
            odds_line(lang, "success", h.success, o.success, Tone::Good),
            odds_line(lang, "failure", h.failure, fail, Tone::Bad),
        ];
        v.counting = common::steps(lang, &o.steps);
        let mut relied: Vec<Reading> = o.steps.iter().filter_map(|s| s.reading).collect();
        if self.kind.is_naval() {
            relied.push(Reading::H2NavalRollAdmiral);
        }
        relied.dedup();
        v.readings = common::readings(lang, &relied, r);
        if o.automatic {
            v.dice_line = (h.step)(&shturman_battles::his::Rule::AutomaticEvasion);
            let lines = vec![(Tone::Good, h.success.to_string())];
            let mut x = s.result(lines, Vec::new(), common::steps(lang, &o.steps));
            // nothing was rolled: the answer stays in place
            x.open = false;
            v.result = Some(x);
            return v;
        }
        self.rolled(s, &o, &mut v);
        v
    }
}

const fn cavalry_code(c: Cavalry) -> &'static str {
    match c {
        Cavalry::None => "none",
        Cavalry::OttomanWithCavalry => "ottoman",
        Cavalry::AgainstOttomanCavalry => "against",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battles::{Event, ResolverScreen};

    type Screen = ResolverScreen<HisRoll>;

    fn r() -> Readings {
        Readings::default()
    }

    /// Charles V's interception: rating 2, −1 for the Ottoman cavalry — the
    /// dice need 8; the text's roll succeeds.
    #[test]
    fn charles_v_intercepts() {
        let mut s = Screen::default();
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.odds[0].fraction, "5/12");
        assert!(
            v.dice_line.ends_with("Need 8 or more on two dice"),
            "{}",
            v.dice_line
        );
        assert_eq!(v.charts[0].bars.len(), 11);
        assert_eq!(v.charts[0].bars[6].tone, Tone::Good, "a sum of 8 succeeds");
        assert_eq!(v.charts[0].bars[5].tone, Tone::Bad);
        assert!(v.readings.iter().any(|x| x.id == "H-1"));
        s.update(Event::Face(4), &r());
        s.update(Event::Face(4), &r());
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        assert_eq!(res.lines[0], (Tone::Good, "Итог 9 — успех".to_string()));
        assert!(res.steps.iter().any(|w| w.assumption == Some("H-1")));
    }

    /// Doria's naval interception: 7 on the dice + 2 = 9.
    #[test]
    fn doria_at_sea_and_no_cavalry_there() {
        let mut s = Screen::default();
        s.update(Event::Set(Change::Kind(RollKind::NavalInterception)), &r());
        assert_eq!(s.situation.kind, RollKind::NavalInterception);
        assert_eq!(s.situation.cavalry, Cavalry::None, "no cavalry at sea");
        let v = s.view(&r(), Lang::En);
        assert!(v.groups[0].inputs.iter().all(|i| i.code != "b-cavalry"));
        assert_eq!(v.groups[0].inputs[1].label, "Chosen admiral's rating");
        s.update(Event::Fill(vec![3, 4]), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert_eq!(res.lines[0].1, "Total 9 — success");
    }

    #[test]
    fn the_automatic_evasion_rolls_nothing() {
        let mut s = Screen::default();
        s.update(Event::Set(Change::Kind(RollKind::LandEvasion)), &r());
        s.update(Event::Set(Change::Automatic(true)), &r());
        let v = s.view(&r(), Lang::En);
        assert!(v.pools.is_empty());
        assert_eq!(v.odds[0].fraction, "1/1");
        assert!(v.result.is_some());
        s.update(Event::Set(Change::Kind(RollKind::LandInterception)), &r());
        assert!(!s.situation.automatic, "only a land evasion is automatic");
    }
}
