//! Damage, armour and the ship's record (digest D.1, seed "Повреждения",
//! "Броня", "Пробитие брони"). This module owns what one hit does: the 2d6
//! damage roll ([`roll_damage`], [`damage_roll_odds`]) whose total the
//! players look up in the damage table (not in the text) to enter the
//! section it strikes; the penetration check of the weapon against that
//! section's armour ([`penetrates`]); and the [`ShipRecord`], where boxes are
//! crossed left to right, a full section passes further hits to the hull
//! [D-12], and a full hull sinks the ship.
//!
//! Timing: gunnery fire is simultaneous, so a gunnery hit is *marked* at
//! once (it takes a box, and a section it fills passes the next hit on) but
//! *takes effect* — lowers the ship's factors, sinks it — only at the start
//! of the next torpedo step ([`ShipRecord::take_effect`]). Torpedo hits and
//! grounding damage take effect at once: the text makes only gunnery
//! simultaneous.

use super::error::Error;
use super::explain::{Rule, Section, Step};
use super::gunnery::{Battery, Factors};
use super::readings::{Choice, HullOverflow, Options};
use super::{Share, shares};
use crate::Dist;
use shturman_rules::dice::{DiceSource, roll_checked};

/// Largest number of boxes in one section of a record.
pub const MAX_BOXES: u8 = 60;
/// Largest number of sections in a record.
pub const MAX_SECTIONS: usize = 24;

/// The armour of a section: shaded grey (heavy), hatched (light) or plain.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Armour {
    #[default]
    None,
    Light,
    Heavy,
}

impl Armour {
    pub const ALL: [Armour; 3] = [Armour::None, Armour::Light, Armour::Heavy];
}

/// What made a hit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Weapon {
    Primary,
    Secondary,
    Tertiary,
    Torpedo,
}

impl Weapon {
    pub const ALL: [Weapon; 4] = [
        Weapon::Primary,
        Weapon::Secondary,
        Weapon::Tertiary,
        Weapon::Torpedo,
    ];

    pub const fn section(self) -> Section {
        match self {
            Weapon::Primary | Weapon::Secondary | Weapon::Tertiary => Section::D1,
            Weapon::Torpedo => Section::D2,
        }
    }

    /// Whether its damage waits for the next torpedo step (gunnery) or
    /// counts at once (torpedoes).
    pub const fn is_gunnery(self) -> bool {
        match self {
            Weapon::Primary | Weapon::Secondary | Weapon::Tertiary => true,
            Weapon::Torpedo => false,
        }
    }

    pub const fn code(self) -> &'static str {
        match self {
            Weapon::Primary => "primary",
            Weapon::Secondary => "secondary",
            Weapon::Tertiary => "tertiary",
            Weapon::Torpedo => "torpedo",
        }
    }
}

impl From<Battery> for Weapon {
    fn from(b: Battery) -> Weapon {
        b.weapon()
    }
}

/// Whether a hit by `weapon` damages a section with `armour`: torpedoes and
/// primary guns pierce any armour, secondary guns light armour but not
/// heavy, tertiary guns only unarmoured sections.
///
/// ```
/// use shturman_battles::dreadnought::damage::{penetrates, Armour, Weapon};
/// assert!(penetrates(Weapon::Primary, Armour::Heavy));
/// assert!(penetrates(Weapon::Secondary, Armour::Light));
/// assert!(!penetrates(Weapon::Secondary, Armour::Heavy));
/// assert!(!penetrates(Weapon::Tertiary, Armour::Light));
/// ```
pub const fn penetrates(weapon: Weapon, armour: Armour) -> bool {
    match (weapon, armour) {
        (Weapon::Torpedo | Weapon::Primary, _) => true,
        (Weapon::Secondary, Armour::None | Armour::Light) => true,
        (Weapon::Secondary, Armour::Heavy) => false,
        (Weapon::Tertiary, Armour::None) => true,
        (Weapon::Tertiary, Armour::Light | Armour::Heavy) => false,
    }
}

/// What a section of the ship's card holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SectionKind {
    /// The hull: when every box is crossed the ship sinks.
    Hull,
    /// Primary guns: one box per factor.
    Primary,
    /// Secondary guns: one box per factor.
    Secondary,
    /// Tertiary guns: one box per factor.
    Tertiary,
    /// Torpedo tubes.
    Torpedo,
    /// Speed factors.
    Speed,
    /// Anything else the card has boxes for.
    Other,
}

impl SectionKind {
    pub const ALL: [SectionKind; 7] = [
        SectionKind::Hull,
        SectionKind::Primary,
        SectionKind::Secondary,
        SectionKind::Tertiary,
        SectionKind::Torpedo,
        SectionKind::Speed,
        SectionKind::Other,
    ];
}

/// A section as the players enter it from the ship's card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SectionSpec {
    pub kind: SectionKind,
    pub armour: Armour,
    pub boxes: u32,
    /// Boxes already crossed (a damaged ship).
    pub crossed: u32,
    /// Boxes marked by gunnery this step, not yet in effect (a record saved
    /// in the middle of a gunnery step).
    #[cfg_attr(feature = "serde", serde(default))]
    pub pending: u32,
}

impl SectionSpec {
    /// An undamaged section.
    pub const fn new(kind: SectionKind, boxes: u32, armour: Armour) -> SectionSpec {
        SectionSpec {
            kind,
            armour,
            boxes,
            crossed: 0,
            pending: 0,
        }
    }
}

/// A section of the record: its boxes, how many are crossed (in effect)
/// and how many are marked by gunnery and wait for the torpedo step. Made
/// only by [`ShipRecord::new`], which checks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ShipSection {
    kind: SectionKind,
    armour: Armour,
    boxes: u8,
    crossed: u8,
    pending: u8,
}

impl ShipSection {
    pub const fn kind(&self) -> SectionKind {
        self.kind
    }
    pub const fn armour(&self) -> Armour {
        self.armour
    }
    pub const fn boxes(&self) -> u8 {
        self.boxes
    }
    /// Boxes crossed and in effect.
    pub const fn crossed(&self) -> u8 {
        self.crossed
    }
    /// Boxes marked by gunnery this step, in effect from the next torpedo
    /// step.
    pub const fn pending(&self) -> u8 {
        self.pending
    }
    /// Boxes crossed or marked: the next hit takes box `marked() + 1`.
    pub const fn marked(&self) -> u8 {
        // crossed + pending ≤ boxes ≤ MAX_BOXES
        self.crossed + self.pending
    }
    /// Every box is crossed or marked.
    pub const fn is_full(&self) -> bool {
        self.marked() >= self.boxes
    }
    /// Boxes left in effect (what the ship still fires or steams with).
    pub const fn remaining(&self) -> u8 {
        self.boxes - self.crossed
    }
}

/// The damage record of one ship: its sections, exactly one of them the
/// hull.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(try_from = "Vec<SectionSpec>", into = "Vec<SectionSpec>")
)]
pub struct ShipRecord {
    sections: Vec<ShipSection>,
    hull: usize,
}

impl TryFrom<Vec<SectionSpec>> for ShipRecord {
    type Error = Error;
    fn try_from(v: Vec<SectionSpec>) -> Result<Self, Error> {
        ShipRecord::new(&v)
    }
}

impl From<ShipRecord> for Vec<SectionSpec> {
    fn from(r: ShipRecord) -> Vec<SectionSpec> {
        r.sections
            .iter()
            .map(|s| SectionSpec {
                kind: s.kind,
                armour: s.armour,
                boxes: u32::from(s.boxes),
                crossed: u32::from(s.crossed),
                pending: u32::from(s.pending),
            })
            .collect()
    }
}

/// Why a damaged ship may be detached from its group (7.35).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Detach {
    /// At least half its primary guns lost: `lost` of `of` boxes.
    HalfPrimaryLost { lost: u8, of: u8 },
    /// At least half its hull boxes lost.
    HalfHullLost { lost: u8, of: u8 },
    /// Its speed went down: `lost` speed boxes crossed.
    Slowed { lost: u8 },
}

/// What one hit did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum HitEffect {
    /// The armour of `section` stopped it: the hit is ignored.
    Deflected { section: usize, armour: Armour },
    /// Box `box_number` (from the left, 1-based) of `section` is crossed;
    /// `passed_to_hull` when the struck section was already full;
    /// `sinks` when that box was the hull's last.
    Crossed {
        section: usize,
        box_number: u8,
        passed_to_hull: bool,
        sinks: bool,
    },
    /// Every hull box was already crossed or marked.
    AlreadySunk,
}

/// A hit applied to a record.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct HitReport {
    pub effect: HitEffect,
    /// The record after the hit.
    pub record: ShipRecord,
    pub steps: Vec<Step>,
}

impl ShipRecord {
    /// A record from the ship's card: at most [`MAX_SECTIONS`] sections of
    /// 1..=[`MAX_BOXES`] boxes, exactly one hull, no more boxes crossed and
    /// pending than a section has. A record whose hull is all crossed is a sunk ship and
    /// is accepted (it takes no more hits).
    ///
    /// ```
    /// use shturman_battles::dreadnought::damage::{Armour, SectionKind as K, SectionSpec, ShipRecord};
    /// use shturman_battles::dreadnought::Error;
    /// let ok = ShipRecord::new(&[SectionSpec::new(K::Hull, 6, Armour::Heavy)]).unwrap();
    /// assert_eq!(ok.hull().boxes(), 6);
    /// assert_eq!(ShipRecord::new(&[SectionSpec::new(K::Primary, 8, Armour::Heavy)]), Err(Error::NoHull));
    /// ```
    pub fn new(specs: &[SectionSpec]) -> Result<ShipRecord, Error> {
        if specs.len() > MAX_SECTIONS {
            return Err(Error::TooManySections {
                sections: specs.len(),
                max: MAX_SECTIONS,
            });
        }
        let mut sections = Vec::with_capacity(specs.len());
        for (index, s) in specs.iter().enumerate() {
            let boxes = match u8::try_from(s.boxes) {
                Ok(b @ 1..=MAX_BOXES) => b,
                _ => {
                    return Err(Error::BoxCount {
                        index,
                        boxes: s.boxes,
                        max: MAX_BOXES,
                    });
                }
            };
            let marked = s.crossed.saturating_add(s.pending);
            if marked > u32::from(boxes) {
                return Err(Error::CrossedBeyondBoxes {
                    index,
                    crossed: marked,
                    boxes,
                });
            }
            sections.push(ShipSection {
                kind: s.kind,
                armour: s.armour,
                boxes,
                // both ≤ boxes ≤ MAX_BOXES, checked above
                crossed: s.crossed as u8,
                pending: s.pending as u8,
            });
        }
        let hulls: Vec<usize> = (0..sections.len())
            .filter(|&i| sections[i].kind == SectionKind::Hull)
            .collect();
        match hulls.as_slice() {
            [] => Err(Error::NoHull),
            [hull] => Ok(ShipRecord {
                sections,
                hull: *hull,
            }),
            more => Err(Error::SeveralHulls { hulls: more.len() }),
        }
    }

    pub fn sections(&self) -> &[ShipSection] {
        &self.sections
    }

    pub fn hull(&self) -> &ShipSection {
        &self.sections[self.hull]
    }

    /// The hull section's index.
    pub const fn hull_index(&self) -> usize {
        self.hull
    }

    /// Boxes in effect left in every section of `kind`.
    pub fn remaining(&self, kind: SectionKind) -> u32 {
        self.sections
            .iter()
            .filter(|s| s.kind == kind)
            .map(|s| u32::from(s.remaining()))
            .sum()
    }

    /// The battery factors in effect: the boxes left in the gun sections
    /// (one box per factor: Courbet's hit primary box leaves "семи").
    pub fn factors(&self) -> Result<Factors, Error> {
        Factors::new(
            self.remaining(SectionKind::Primary),
            self.remaining(SectionKind::Secondary),
            self.remaining(SectionKind::Tertiary),
        )
    }

    /// Every hull box crossed, in effect: the ship has sunk.
    pub fn sunk(&self) -> bool {
        self.hull().crossed >= self.hull().boxes
    }

    /// Every hull box crossed or marked: the ship sinks at the latest at the
    /// next torpedo step.
    pub fn sinking(&self) -> bool {
        self.hull().is_full()
    }

    /// Apply one hit by `weapon` on section `section` (0-based, as the
    /// damage table named it). The armour of the struck section is checked;
    /// a full section passes the hit to the hull, with or without a second
    /// check by [D-12]. Gunnery marks wait for [`ShipRecord::take_effect`].
    ///
    /// The seed's example: Hamidieh's secondary hit rolls 5, a hull hit, on
    /// Три Святителя, whose hull is heavily armoured: "снаряд отскакивает".
    ///
    /// ```
    /// use shturman_battles::dreadnought::damage::{Armour, HitEffect, SectionKind as K, SectionSpec, ShipRecord, Weapon};
    /// let three_saints = ShipRecord::new(&[SectionSpec::new(K::Hull, 8, Armour::Heavy)]).unwrap();
    /// let r = three_saints.hit(0, Weapon::Secondary, &Default::default()).unwrap();
    /// assert_eq!(r.effect, HitEffect::Deflected { section: 0, armour: Armour::Heavy });
    /// assert_eq!(r.record, three_saints);
    /// ```
    pub fn hit(&self, section: usize, weapon: Weapon, o: &Options) -> Result<HitReport, Error> {
        let struck = *self.sections.get(section).ok_or(Error::NoSuchSection {
            index: section,
            sections: self.sections.len(),
        })?;
        let mut steps = Vec::new();
        let unchanged = |effect, steps| HitReport {
            effect,
            record: self.clone(),
            steps,
        };
        if self.sinking() {
            steps.push(Step::new(Rule::AlreadySunk));
            return Ok(unchanged(HitEffect::AlreadySunk, steps));
        }
        if !check_armour(weapon, struck.armour, None, &mut steps) {
            let effect = HitEffect::Deflected {
                section,
                armour: struck.armour,
            };
            return Ok(unchanged(effect, steps));
        }
        let mut target = section;
        if struck.is_full() {
            let d12 = Choice::D12(o.hull_overflow);
            steps.push(Step::with_reading(
                Rule::SectionFull {
                    index: section,
                    kind: struck.kind,
                },
                d12,
            ));
            target = self.hull;
            let hull_armour = self.hull().armour;
            match o.hull_overflow {
                HullOverflow::NoNewCheck => {}
                HullOverflow::HullArmourChecked => {
                    if !check_armour(weapon, hull_armour, Some(d12), &mut steps) {
                        let effect = HitEffect::Deflected {
                            section: self.hull,
                            armour: hull_armour,
                        };
                        return Ok(unchanged(effect, steps));
                    }
                }
            }
        }
        let mut record = self.clone();
        let box_number = record.mark(target, weapon.is_gunnery(), &mut steps);
        if weapon.is_gunnery() {
            steps.push(Step::new(Rule::TakesEffectAtTorpedoStep));
        }
        let sinks = target == self.hull && record.sinking();
        if sinks {
            steps.push(Step::new(Rule::ShipSinks));
        }
        Ok(HitReport {
            effect: HitEffect::Crossed {
                section: target,
                box_number,
                passed_to_hull: target != section,
                sinks,
            },
            record,
            steps,
        })
    }

    /// Cross (or, for gunnery, mark) the next box of a section that is not
    /// full; returns its 1-based number.
    fn mark(&mut self, index: usize, gunnery: bool, steps: &mut Vec<Step>) -> u8 {
        let s = &mut self.sections[index];
        if gunnery {
            s.pending += 1;
        } else {
            s.crossed += 1;
        }
        steps.push(Step::new(Rule::BoxCrossed {
            index,
            kind: s.kind,
            box_number: s.marked(),
            boxes: s.boxes,
        }));
        s.marked()
    }

    /// The start of a torpedo step: every gunnery mark takes effect (the
    /// ship's factors drop, a full hull sinks it).
    ///
    /// ```
    /// use shturman_battles::dreadnought::damage::{Armour, SectionKind as K, SectionSpec, ShipRecord, Weapon};
    /// // Courbet: a hit on its primary guns "отмечено", yet it fires all
    /// // eight this step, and seven from the next.
    /// let courbet = ShipRecord::new(&[
    ///     SectionSpec::new(K::Hull, 8, Armour::Heavy),
    ///     SectionSpec::new(K::Primary, 8, Armour::Heavy),
    /// ]).unwrap();
    /// let hit = courbet.hit(1, Weapon::Primary, &Default::default()).unwrap().record;
    /// assert_eq!(hit.factors().unwrap().get(shturman_battles::dreadnought::Battery::Primary), 8);
    /// let (later, _) = hit.take_effect();
    /// assert_eq!(later.factors().unwrap().get(shturman_battles::dreadnought::Battery::Primary), 7);
    /// ```
    pub fn take_effect(&self) -> (ShipRecord, Vec<Step>) {
        let mut record = self.clone();
        let mut steps = vec![Step::new(Rule::GunneryDamageTakesEffect)];
        for s in &mut record.sections {
            s.crossed += s.pending;
            s.pending = 0;
        }
        if record.sunk() && !self.sunk() {
            steps.push(Step::new(Rule::ShipSinks));
        }
        (record, steps)
    }

    /// Why the ship may now be detached from its group, by the damage in
    /// effect (7.35: «игрок может выделить отдельную фишку корабля из
    /// группы, если эта фишка корабля потеряла как минимум половину орудий
    /// своего главного калибра или половину своих ячеек корпуса, или если
    /// уменьшилась ее скорость»). Empty: it stays in its group. Gunnery marks
    /// count once they take effect ([`ShipRecord::take_effect`]).
    ///
    /// ```
    /// use shturman_battles::dreadnought::damage::{Armour, Detach, SectionKind as K, SectionSpec, ShipRecord};
    /// let mut primary = SectionSpec::new(K::Primary, 8, Armour::Heavy);
    /// primary.crossed = 4;
    /// let r = ShipRecord::new(&[SectionSpec::new(K::Hull, 10, Armour::Heavy), primary]).unwrap();
    /// assert_eq!(r.may_detach(), [Detach::HalfPrimaryLost { lost: 4, of: 8 }]);
    /// ```
    pub fn may_detach(&self) -> Vec<Detach> {
        let lost_of = |kind| {
            self.sections
                .iter()
                .filter(|s| s.kind == kind)
                .fold((0u8, 0u8), |(l, o), s| {
                    (l.saturating_add(s.crossed), o.saturating_add(s.boxes))
                })
        };
        let half = |(lost, of): (u8, u8)| of > 0 && u16::from(lost) * 2 >= u16::from(of);
        let mut out = Vec::new();
        let primary = lost_of(SectionKind::Primary);
        if half(primary) {
            out.push(Detach::HalfPrimaryLost {
                lost: primary.0,
                of: primary.1,
            });
        }
        let hull = lost_of(SectionKind::Hull);
        if half(hull) {
            out.push(Detach::HalfHullLost {
                lost: hull.0,
                of: hull.1,
            });
        }
        let (speed, _) = lost_of(SectionKind::Speed);
        if speed > 0 {
            out.push(Detach::Slowed { lost: speed });
        }
        out
    }

    /// Cross `boxes` hull boxes at once, with no armour check (grounding
    /// damage, 7.43). The hull cannot lose more boxes than it has.
    ///
    /// ```
    /// use shturman_battles::dreadnought::damage::{Armour, SectionKind, SectionSpec, ShipRecord};
    /// let r = ShipRecord::new(&[SectionSpec::new(SectionKind::Hull, 4, Armour::Light)]).unwrap();
    /// let (after, _) = r.lose_hull_boxes(3);
    /// assert_eq!((after.hull().crossed(), after.sunk()), (3, false));
    /// assert!(after.lose_hull_boxes(3).0.sunk());
    /// ```
    pub fn lose_hull_boxes(&self, boxes: u8) -> (ShipRecord, Vec<Step>) {
        let mut record = self.clone();
        let mut steps = Vec::new();
        for _ in 0..boxes {
            if record.sinking() {
                break;
            }
            record.mark(self.hull, false, &mut steps);
        }
        if record.sinking() && !self.sinking() {
            steps.push(Step::new(Rule::ShipSinks));
        }
        (record, steps)
    }
}

fn check_armour(
    weapon: Weapon,
    armour: Armour,
    reading: Option<Choice>,
    steps: &mut Vec<Step>,
) -> bool {
    let ok = penetrates(weapon, armour);
    let rule = if ok {
        Rule::Penetrates { weapon, armour }
    } else {
        Rule::Deflected { weapon, armour }
    };
    steps.push(match reading {
        Some(c) => Step::with_reading(rule, c),
        None => Step::new(rule),
    });
    ok
}

/// A hit's 2d6 on the damage table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DamageRoll {
    pub weapon: Weapon,
    pub faces: [u8; 2],
    pub total: u8,
}

impl DamageRoll {
    pub fn step(&self) -> Step {
        Step::new(Rule::DamageRoll {
            weapon: self.weapon,
            faces: self.faces,
            total: self.total,
        })
    }
}

/// Roll 2d6 for one hit by `weapon` (the gunnery or the torpedo damage
/// table, by weapon).
///
/// ```
/// use shturman_battles::dreadnought::damage::{roll_damage, Weapon};
/// use shturman_rules::dice::ScriptedDice;
/// let mut dice = ScriptedDice::new([2, 3]).unwrap();
/// assert_eq!(roll_damage(Weapon::Secondary, &mut dice).unwrap().total, 5);
/// ```
pub fn roll_damage(weapon: Weapon, dice: &mut dyn DiceSource) -> Result<DamageRoll, Error> {
    let a = roll_checked(dice)?;
    let b = roll_checked(dice)?;
    Ok(DamageRoll {
        weapon,
        faces: [a, b],
        total: a + b,
    })
}

/// The chance of each damage-roll total, 2..=12, to read against the table.
///
/// ```
/// use shturman_battles::dreadnought::damage::damage_roll_odds;
/// let d = damage_roll_odds();
/// assert_eq!((d[0].value, d[0].probability.to_string()), (2, "1/36".to_string()));
/// assert_eq!(d[5].probability.to_string(), "1/6");
/// ```
pub fn damage_roll_odds() -> Vec<Share> {
    // two dice: 36 ways, cannot overflow
    let two = Dist::d6()
        .add(&Dist::d6())
        .unwrap_or_else(|_| Dist::point(7));
    shares(&two)
}

#[cfg(test)]
mod tests {
    use super::*;
    use SectionKind as K;

    fn record() -> ShipRecord {
        ShipRecord::new(&[
            SectionSpec::new(K::Hull, 3, Armour::Heavy),
            SectionSpec::new(K::Primary, 2, Armour::Heavy),
            SectionSpec::new(K::Secondary, 1, Armour::Light),
            SectionSpec::new(K::Tertiary, 1, Armour::None),
        ])
        .unwrap()
    }

    #[test]
    fn penetration_table() {
        // "Попадания торпед или первичного … любой тип брони. … вторичного …
        // легкую, но не тяжелую … третичного … только зонам, незащищенным броней."
        use Armour::*;
        use Weapon::*;
        let rows = [
            (Primary, [true, true, true]),
            (Torpedo, [true, true, true]),
            (Secondary, [true, true, false]),
            (Tertiary, [true, false, false]),
        ];
        for (w, expected) in rows {
            for (a, e) in [None, Light, Heavy].into_iter().zip(expected) {
                assert_eq!(penetrates(w, a), e, "{w:?} vs {a:?}");
            }
        }
    }

    #[test]
    fn boxes_are_crossed_left_to_right_then_pass_to_the_hull() {
        // "ячейки зачеркиваются слева направо. Когда все ячейки секции
        // зачеркнуты … дальнейшие попадания в нее засчитываются как попадания в корпус"
        let o = Options::default();
        let r = record();
        let a = r.hit(1, Weapon::Primary, &o).unwrap();
        assert!(matches!(
            a.effect,
            HitEffect::Crossed {
                section: 1,
                box_number: 1,
                passed_to_hull: false,
                ..
            }
        ));
        let b = a.record.hit(1, Weapon::Primary, &o).unwrap();
        assert!(matches!(
            b.effect,
            HitEffect::Crossed {
                section: 1,
                box_number: 2,
                ..
            }
        ));
        let c = b.record.hit(1, Weapon::Primary, &o).unwrap();
        assert_eq!(
            c.effect,
            HitEffect::Crossed {
                section: 0,
                box_number: 1,
                passed_to_hull: true,
                sinks: false
            }
        );
        assert!(
            c.steps
                .iter()
                .any(|s| s.reading == Some(Choice::D12(HullOverflow::NoNewCheck)))
        );
    }

    #[test]
    fn d12_hull_armour_checked_stops_a_tertiary_overflow() {
        let r = record();
        let o = Options::default();
        let full = r.hit(3, Weapon::Tertiary, &o).unwrap().record;
        // Default: the unarmoured section passed the hit, the hull takes it.
        let d = full.hit(3, Weapon::Tertiary, &o).unwrap();
        assert!(matches!(
            d.effect,
            HitEffect::Crossed {
                section: 0,
                passed_to_hull: true,
                ..
            }
        ));
        let alt = o.with(Choice::D12(HullOverflow::HullArmourChecked));
        let d = full.hit(3, Weapon::Tertiary, &alt).unwrap();
        assert_eq!(
            d.effect,
            HitEffect::Deflected {
                section: 0,
                armour: Armour::Heavy
            }
        );
    }

    #[test]
    fn a_full_hull_sinks_and_takes_no_more_hits() {
        // "Когда все ячейки корпуса зачеркнуты – корабль потоплен."
        let o = Options::default();
        let mut r = record();
        for i in 0..3 {
            let h = r.hit(0, Weapon::Torpedo, &o).unwrap();
            let sinks = matches!(h.effect, HitEffect::Crossed { sinks: true, .. });
            assert_eq!(sinks, i == 2);
            r = h.record;
        }
        assert!(r.sunk());
        assert_eq!(
            r.hit(1, Weapon::Primary, &o).unwrap().effect,
            HitEffect::AlreadySunk
        );
    }

    #[test]
    fn gunnery_sinking_takes_effect_at_the_torpedo_step() {
        let o = Options::default();
        let mut r = record();
        for _ in 0..3 {
            r = r.hit(0, Weapon::Primary, &o).unwrap().record;
        }
        assert!(r.sinking() && !r.sunk());
        let (after, steps) = r.take_effect();
        assert!(after.sunk());
        assert!(steps.iter().any(|s| s.rule == Rule::ShipSinks));
    }

    #[test]
    fn bad_records_are_errors_with_data() {
        let hull = SectionSpec::new(K::Hull, 3, Armour::None);
        assert_eq!(
            ShipRecord::new(&[hull, hull]),
            Err(Error::SeveralHulls { hulls: 2 })
        );
        assert_eq!(
            ShipRecord::new(&[SectionSpec::new(K::Hull, 0, Armour::None)]),
            Err(Error::BoxCount {
                index: 0,
                boxes: 0,
                max: MAX_BOXES
            })
        );
        let mut over = hull;
        over.crossed = 4;
        assert_eq!(
            ShipRecord::new(&[over]),
            Err(Error::CrossedBeyondBoxes {
                index: 0,
                crossed: 4,
                boxes: 3
            })
        );
        assert_eq!(
            record().hit(9, Weapon::Primary, &Options::default()),
            Err(Error::NoSuchSection {
                index: 9,
                sections: 4
            })
        );
    }

    #[test]
    fn grounding_damage_stops_at_the_last_hull_box() {
        let (r, steps) = record().lose_hull_boxes(5);
        assert!(r.sunk());
        assert_eq!(r.hull().crossed(), 3);
        assert_eq!(steps.last().map(|s| &s.rule), Some(&Rule::ShipSinks));
    }

    #[test]
    fn a_damaged_ship_may_be_detached_7_35() {
        // «7.35 Поврежденные корабли. Во время тактического боя игрок может
        // выделить отдельную фишку корабля из группы, если эта фишка корабля
        // потеряла как минимум половину орудий своего главного калибра или
        // половину своих ячеек корпуса, или если уменьшилась ее скорость.»
        let spec = |kind, boxes, crossed| SectionSpec {
            crossed,
            ..SectionSpec::new(kind, boxes, Armour::Heavy)
        };
        let ship = |hull, primary, speed| {
            ShipRecord::new(&[
                spec(SectionKind::Hull, 9, hull),
                spec(SectionKind::Primary, 8, primary),
                spec(SectionKind::Speed, 4, speed),
            ])
            .unwrap()
        };
        assert!(ship(4, 3, 0).may_detach().is_empty(), "less than half");
        assert_eq!(
            ship(5, 0, 0).may_detach(),
            [Detach::HalfHullLost { lost: 5, of: 9 }]
        );
        assert_eq!(
            ship(0, 4, 1).may_detach(),
            [
                Detach::HalfPrimaryLost { lost: 4, of: 8 },
                Detach::Slowed { lost: 1 }
            ]
        );
        // Gunnery marks count once they take effect.
        let hit = ship(0, 3, 0)
            .hit(1, Weapon::Primary, &Options::default())
            .unwrap()
            .record;
        assert!(hit.may_detach().is_empty());
        assert_eq!(
            hit.take_effect().0.may_detach(),
            [Detach::HalfPrimaryLost { lost: 4, of: 8 }]
        );
        // A ship with no primary guns is not "half of none" short.
        let light = ShipRecord::new(&[spec(SectionKind::Hull, 4, 1)]).unwrap();
        assert!(light.may_detach().is_empty());
    }
}
