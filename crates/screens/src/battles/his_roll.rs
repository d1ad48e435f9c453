//! Here I Stand's evasion and interception rolls (digest H.1–H.3) as a
//! screen: which roll, the leader's (admiral's) rating, the cavalry case on
//! land, the automatic evasion, any other modifier; the need on two dice
//! and the exact chance with the distribution of the sum; then the two
//! faces and the result, every step from `shturman_battles::his::roll`.

use super::his_common::{self as common, rating, rating_count};
use super::{
    chart, error_line, odds_line, pool_view, result, signed, Common, Count, Group, Input, Problem,
    Readings, Resolver, ResolverView,
};
use crate::view::{Choice, Tone};
use shturman_battles::his::roll::{odds, resolve_faces, Cavalry, Roll, RollKind, TARGET};
use shturman_battles::his::{NavalRollAdmiral, Reading};
use shturman_words::battles::words;
use shturman_words::his::words as his_words;
use shturman_words::Lang;

/// The greatest modifier either way the players may add.
pub const MAX_MODIFIER: i32 = 4;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// The index of the roll in [`RollKind::ALL`].
    Kind,
    Rating,
    /// 0 none, 1 Ottomans with cavalry, 2 against Ottoman cavalry.
    Cavalry,
    Automatic,
    Modifier,
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
    pub common: Common,
}

impl Default for HisRoll {
    /// Charles V's interception: rating 2, against Ottoman cavalry.
    fn default() -> Self {
        let mut s = HisRoll {
            kind: RollKind::LandInterception,
            rating: Some(2),
            cavalry: Cavalry::AgainstOttomanCavalry,
            automatic: false,
            modifier: 0,
            common: Common::default(),
        };
        s.common.dice.fit(&[2]);
        s
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
}

impl Resolver for HisRoll {
    type Field = Field;

    fn set(&mut self, f: Field, v: i32) {
        match f {
            Field::Kind => {
                let k = usize::try_from(v).ok().and_then(|i| RollKind::ALL.get(i));
                if let Some(&k) = k {
                    self.kind = k;
                    // what a kind cannot have goes with the change
                    if k.is_naval() {
                        self.cavalry = Cavalry::None;
                    }
                    if k != RollKind::LandEvasion {
                        self.automatic = false;
                    }
                }
            }
            Field::Rating => self.rating = rating(v),
            Field::Cavalry => {
                if let Some(&c) = usize::try_from(v).ok().and_then(|i| CAVALRY.get(i)) {
                    self.cavalry = c;
                }
            }
            Field::Automatic => self.automatic = v != 0,
            Field::Modifier => {
                self.modifier = i8::try_from(v.clamp(-MAX_MODIFIER, MAX_MODIFIER)).unwrap_or(0)
            }
        }
    }

    fn problem(&self, r: &Readings) -> Option<Problem> {
        odds(&self.roll(), &r.his).err().map(Problem::His)
    }

    fn sizes(&self, _: &Readings) -> Vec<usize> {
        vec![if self.automatic { 0 } else { 2 }]
    }

    fn common(&self) -> &Common {
        &self.common
    }

    fn common_mut(&mut self) -> &mut Common {
        &mut self.common
    }

    fn view(&self, r: &Readings, lang: Lang) -> ResolverView<Field> {
        let w = words(lang);
        let h = his_words(lang);
        let dice = self.common.dice.fitted(&self.sizes(r));
        let naval = self.kind.is_naval();
        let rating_label = match (naval, r.his.naval_roll_admiral) {
            (false, _) => h.best_leader,
            (true, NavalRollAdmiral::PlayerPicks) => h.picked_admiral,
            (true, NavalRollAdmiral::Best) => h.best_admiral,
        };
        let mut inputs = vec![
            Input::choice(
                Field::Kind,
                "b-kind",
                h.kind,
                RollKind::ALL
                    .into_iter()
                    .enumerate()
                    .map(|(i, k)| {
                        Choice::new(
                            i32::try_from(i).unwrap_or(0),
                            k.code(),
                            (h.roll_kind)(k),
                            k == self.kind,
                        )
                    })
                    .collect(),
            ),
            Input::count(
                Field::Rating,
                "b-rating",
                rating_label,
                rating_count(lang, self.rating),
            ),
            Input::count(
                Field::Modifier,
                "b-modifier",
                h.modifier,
                Count::signed(i32::from(self.modifier), -MAX_MODIFIER, MAX_MODIFIER),
            ),
        ];
        if !naval {
            inputs.push(Input::choice(
                Field::Cavalry,
                "b-cavalry",
                h.cavalry_mod,
                CAVALRY
                    .into_iter()
                    .enumerate()
                    .map(|(i, c)| {
                        Choice::new(
                            i32::try_from(i).unwrap_or(0),
                            cavalry_code(c),
                            (h.cavalry_case)(c),
                            c == self.cavalry,
                        )
                    })
                    .collect(),
            ));
        }
        if self.kind == RollKind::LandEvasion {
            inputs.push(
                Input::toggle(Field::Automatic, "b-automatic", h.automatic, self.automatic)
                    .wide(true),
            );
        }
        let mut v = ResolverView {
            code: "his-roll",
            title: h.roll_title.to_string(),
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
        let roll = self.roll();
        let o = match odds(&roll, &r.his) {
            Ok(o) => o,
            Err(e) => {
                v.error = error_line(&self.common, Some(&Problem::His(e)), lang);
                return v;
            }
        };
        v.error = error_line(&self.common, None, lang);
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
        if naval {
            relied.push(Reading::H2NavalRollAdmiral);
        }
        relied.dedup();
        v.readings = common::readings(lang, &relied, r);
        if o.automatic {
            v.dice_line = (h.step)(&shturman_battles::his::Rule::AutomaticEvasion);
            v.result = Some(result(
                &self.common,
                vec![(Tone::Good, h.success.to_string())],
                Vec::new(),
                common::steps(lang, &o.steps),
            ));
            if let Some(x) = v.result.as_mut() {
                // nothing was rolled: the answer stays in place
                x.open = false;
            }
            return v;
        }
        v.dice_line = format!(
            "{} · {}",
            (w.dice_line)(&[(h.kind.to_string(), u32::from(o.dice))]),
            (h.need)(o.need)
        );
        let two = shturman_battles::Dist::d6()
            .add(&shturman_battles::Dist::d6())
            .ok();
        if let Some(two) = two {
            v.charts = vec![chart(
                lang,
                "sum",
                format!("{} · {}", h.sum_chart, signed(o.modifier)),
                two.iter()
                    .map(|(s, p)| {
                        let tone = if s + o.modifier >= TARGET {
                            Tone::Good
                        } else {
                            Tone::Bad
                        };
                        (s.to_string(), p, tone)
                    })
                    .collect(),
            )];
        }
        v.pools = vec![pool_view(
            lang,
            "roll",
            0,
            h.kind.to_string(),
            &dice,
            |_| Tone::Plain,
            None,
        )];
        v.roll_label = (w.roll)(u32::try_from(v.empty).unwrap_or(0), v.empty == 2);
        v.result = dice
            .complete()
            .and_then(|p| {
                p.first()
                    .and_then(|f| <[u8; 2]>::try_from(f.as_slice()).ok())
            })
            .and_then(|f| resolve_faces(&roll, &r.his, Some(f)).ok())
            .map(|rep| {
                let total = rep.total.unwrap_or(0);
                let tone = if rep.success { Tone::Good } else { Tone::Bad };
                result(
                    &self.common,
                    vec![(tone, (h.roll_line)(total, rep.success))],
                    Vec::new(),
                    common::steps(lang, &rep.steps),
                )
            });
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
    use crate::battles::Event;

    fn r() -> Readings {
        Readings::default()
    }

    /// Charles V's interception: rating 2, −1 for the Ottoman cavalry — the
    /// dice need 8; the text's roll succeeds.
    #[test]
    fn charles_v_intercepts() {
        let mut s = HisRoll::default();
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
        let mut s = HisRoll::default();
        s.update(Event::Set(Field::Kind, 2), &r());
        assert_eq!(s.kind, RollKind::NavalInterception);
        assert_eq!(s.cavalry, Cavalry::None, "no cavalry at sea");
        let v = s.view(&r(), Lang::En);
        assert!(v.groups[0].inputs.iter().all(|i| i.code != "b-cavalry"));
        assert_eq!(v.groups[0].inputs[1].label, "Chosen admiral's rating");
        s.update(Event::Fill(vec![3, 4]), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert_eq!(res.lines[0].1, "Total 9 — success");
    }

    #[test]
    fn the_automatic_evasion_rolls_nothing() {
        let mut s = HisRoll::default();
        s.update(Event::Set(Field::Kind, 0), &r());
        s.update(Event::Set(Field::Automatic, 1), &r());
        let v = s.view(&r(), Lang::En);
        assert!(v.pools.is_empty());
        assert_eq!(v.odds[0].fraction, "1/1");
        assert!(v.result.is_some());
        s.update(Event::Set(Field::Kind, 1), &r());
        assert!(!s.automatic, "only a land evasion is automatic");
    }
}
