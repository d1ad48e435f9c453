//! Here I Stand's naval battle (digest H.6) as a screen: each side's
//! squadrons, corsairs (Ottoman only) and best admiral, which side is
//! Ottoman, a battle in port, the cards; the dice and the exact chance of
//! every outcome (losses by pairs of hits, the odd hit, Ottoman corsairs
//! by [H-3]); then the faces and the result from
//! `shturman_battles::his::naval`, and with the dice seen whether to play
//! «Янычары» or «Профессиональные гребцы».

use super::his_common::{
    self as common, Late, LateKind, MAX_CARDS, MAX_RATING, card_dice, counts, pick, ratings,
};
use super::{
    Dice, Group, Input, Problem, Readings, ResolverView, ResultView, Shown, Situation, choices,
    odds_line,
};
use crate::view::Tone;
use shturman_battles::his::naval::{
    NavalBattle, NavalOdds, NavalOutcome, NavalSide, after_roll, odds, resolve_faces, resolve_hits,
};
use shturman_battles::his::{Card, Side};
use shturman_words::Lang;
use shturman_words::battles::words;
use shturman_words::his::words as his_words;

/// The most squadrons (or corsairs) a side may enter.
pub const MAX_SHIPS: u16 = 15;

/// A change of the battle, with its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    Squadrons(Side, u16),
    Corsairs(Side, u16),
    Admiral(Side, Option<u8>),
    Cards(Side, i8),
    /// The card to ask about after the roll: «Янычары» (the Ottomans')
    /// or «Профессиональные гребцы».
    Pick(Side, Card),
    /// The dice the card adds after the roll.
    Late(Side, u8),
    /// Play the card after seeing the dice (or take it back).
    Play(Side, Card, bool),
    /// Which side is the Ottomans, if either.
    Ottoman(Option<Side>),
    InPort(bool),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HisNaval {
    /// The battle as rolled: its dice after the roll are the card's once
    /// played (`late`).
    pub battle: NavalBattle,
    pub late: Late,
}

const SQUADRONS: [&str; 2] = ["b-a-squadrons", "b-d-squadrons"];
const CORSAIRS: [&str; 2] = ["b-a-corsairs", "b-d-corsairs"];
const ADMIRALS: [&str; 2] = ["b-a-admiral", "b-d-admiral"];

impl Default for HisNaval {
    /// The Barbary Coast: Barbarossa's 2 squadrons and a corsair (admiral
    /// 2) attack Doria's 2 squadrons (admiral 2) at sea.
    fn default() -> Self {
        HisNaval {
            battle: NavalBattle {
                attacker: NavalSide::new(2, 1, Some(2)),
                defender: NavalSide::new(2, 0, Some(2)),
                in_port: false,
                ottoman: Some(Side::Attacker),
                ..NavalBattle::default()
            },
            late: Late::default(),
        }
    }
}

impl HisNaval {
    fn side_mut(&mut self, s: Side) -> &mut NavalSide {
        let b = &mut self.battle;
        pick(s, &mut b.attacker, &mut b.defender)
    }

    /// The battle's dice after the roll: the card's, once played.
    fn sync(&mut self) {
        self.battle.cards = self.late.played;
    }

    /// Each side's ships and admiral, which side is Ottoman and whether
    /// in port, then the cards.
    fn groups(&self, lang: Lang) -> Vec<Group<Change>> {
        let (w, h) = (words(lang), his_words(lang));
        let b = &self.battle;
        let [a, d] = [&b.attacker, &b.defender];
        let ships = (0, MAX_SHIPS);
        let squadrons = [a.squadrons, d.squadrons];
        let mut sides = counts(SQUADRONS, h.squadrons, squadrons, ships, Change::Squadrons);
        let corsairs = [a.corsairs, d.corsairs];
        sides.extend(counts(
            CORSAIRS,
            h.corsairs,
            corsairs,
            ships,
            Change::Corsairs,
        ));
        let admirals = [a.admiral, d.admiral];
        sides.extend(ratings(
            lang,
            ADMIRALS,
            h.admiral,
            admirals,
            Change::Admiral,
        ));
        let ottoman = choices(
            &b.ottoman,
            [
                (None, "none", h.nobody),
                (Some(Side::Attacker), "attacker", w.attacker),
                (Some(Side::Defender), "defender", w.defender),
            ],
            Change::Ottoman,
        );
        let situation = vec![
            Input::choice("b-ottoman", h.ottoman, ottoman),
            Input::toggle("b-port", h.in_port, b.in_port, Change::InPort).wide(true),
        ];
        let cards = card_dice(lang, [a.card_dice, d.card_dice], Change::Cards);
        vec![
            Group::sides(lang, sides),
            Group::plain(situation),
            Group::folded(h.cards, cards),
        ]
    }

    /// The result of the dice entered, once they are all in.
    fn result(&self, s: &Shown<'_>, o: &NavalOdds) -> Option<ResultView<Change>> {
        let (lang, h) = (s.lang, his_words(s.lang));
        let (b, his) = (&self.battle, &s.readings.his);
        let (rep, hits) =
            common::report(s, |f| resolve_faces(b, his, f), |x| resolve_hits(b, his, x))?;
        let out = rep.outcome;
        let (a, d) = (rep.attacker_hits, rep.defender_hits);
        let lines = vec![
            common::winner_line(lang, out.winner, out.decided, a, d),
            (Tone::Plain, (h.fleets_left)(out.attacker, out.defender)),
        ];
        let kind = (LateKind::Naval, self.late, b.ottoman);
        common::late_result!(s, kind, lines, (rep, hits, o), |x, c| after_roll(
            b, his, x, c
        ))
    }
}

fn outcome_label(lang: Lang, o: &NavalOutcome) -> String {
    let h = his_words(lang);
    format!(
        "{} ({}) · {} : {}",
        (h.winner)(o.winner),
        (h.decided)(o.decided),
        (h.fleet)(o.attacker),
        (h.fleet)(o.defender)
    )
}

impl Situation for HisNaval {
    type Change = Change;

    fn change(&mut self, c: Change) {
        match c {
            Change::Squadrons(s, n) => self.side_mut(s).squadrons = n.min(MAX_SHIPS),
            Change::Corsairs(s, n) => self.side_mut(s).corsairs = n.min(MAX_SHIPS),
            Change::Admiral(s, r) => self.side_mut(s).admiral = r.map(|r| r.min(MAX_RATING)),
            Change::Cards(s, n) => self.side_mut(s).card_dice = n.clamp(-MAX_CARDS, MAX_CARDS),
            Change::Pick(s, c) => self.late.pick(s, c),
            Change::Late(s, n) => self.late.set(s, n),
            Change::Play(s, c, on) => self.late.play(s, c, on),
            Change::Ottoman(side) => self.battle.ottoman = side,
            Change::InPort(on) => self.battle.in_port = on,
        }
        self.sync();
    }

    fn cleared(&mut self) {
        self.late.played = Default::default();
        self.sync();
    }

    common::battle_situation!("his-naval", naval_title, naval_late);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::battles::{Event, ResolverScreen};

    type Screen = ResolverScreen<HisNaval>;

    fn r() -> Readings {
        Readings::default()
    }

    /// The Barbary Coast: 7 dice against 6; Barbarossa loses with 3 hits
    /// against him and, as the text's example, loses a squadron and the
    /// corsair [H-3]; read literally, two squadrons.
    #[test]
    fn barbary_coast_with_both_readings_of_h3() {
        let mut s = Screen::default();
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.dice_line, "Roll · Attacker: 7 dice · Defender: 6 dice");
        assert_eq!(v.readings[0].id, "H-3");
        // attacker: 1 hit; defender: 3 hits
        s.update(
            Event::Fill(vec![5, 1, 1, 1, 1, 1, 1, 5, 6, 5, 1, 1, 1]),
            &r(),
        );
        let res = s.view(&r(), Lang::Ru).result.unwrap();
        assert_eq!(
            res.lines[1].1,
            "Осталось: у атакующего 1 эскадра; у защитника 2 эскадры"
        );
        assert!(res.steps.iter().any(|w| w.assumption == Some("H-3")));
        let mut literal = r();
        literal.set("H-3", "after_squadrons");
        let res = s.view(&literal, Lang::Ru).result.unwrap();
        assert_eq!(
            res.lines[1].1,
            "Осталось: у атакующего 0 эскадр, 1 корсар; у защитника 2 эскадры"
        );
        // the same battle from the hits alone (issue 33 item 11): 1 and 3
        let mut hits = Screen::default();
        for e in [
            Event::Tally(true),
            Event::Hits(0, Some(1)),
            Event::Hits(1, Some(3)),
        ] {
            hits.update(e, &r());
        }
        let by_hits = hits.view(&r(), Lang::Ru).result.unwrap();
        assert_eq!(by_hits.lines, s.view(&r(), Lang::Ru).result.unwrap().lines);
    }

    #[test]
    fn corsairs_need_an_ottoman_side_and_a_port_gives_the_defender_a_die() {
        let mut s = Screen::default();
        s.update(Event::Set(Change::Corsairs(Side::Defender, 1)), &r());
        assert_eq!(s.situation.battle.defender.corsairs, 0);
        assert_eq!(
            s.view(&r(), Lang::En).error.as_deref(),
            Some("Only the Ottomans have corsairs: first mark the defender as the Ottomans")
        );
        s.update(Event::Set(Change::InPort(true)), &r());
        assert_eq!(s.view(&r(), Lang::En).error, None);
        assert_eq!(
            s.view(&r(), Lang::En).dice_line,
            "Roll · Attacker: 7 dice · Defender: 7 dice"
        );
    }

    /// The inputs a result offers after the roll, by test id.
    fn after(s: &Screen) -> Vec<&'static str> {
        let v = s.view(&r(), Lang::En);
        v.result.unwrap().after.iter().map(|i| i.code).collect()
    }

    /// Issue 46 #5, H.6 step 6: «Янычары» for the Ottomans (here the
    /// attacker) and «Профессиональные гребцы» for either side, named and
    /// picked: 1 hit against 3, the Ottoman attacker's three Janissaries
    /// dice must all hit (1/27) to win; played and rolled (one hit, 2 :
    /// 3), Rowers are still offered — to the defender too — and asked.
    #[test]
    fn janissaries_and_rowers_after_the_naval_roll() {
        let mut s = Screen::default();
        s.update(
            Event::Fill(vec![5, 1, 1, 1, 1, 1, 1, 5, 6, 5, 1, 1, 1]),
            &r(),
        );
        // the Ottoman attacker picks between its two; the defender has Rowers only
        assert_eq!(after(&s), ["b-a-card", "b-a-late", "b-d-late"]);
        let v = s.view(&r(), Lang::Ru);
        let res = v.result.unwrap();
        let picks: Vec<_> = match &res.after[0].kind {
            crate::battles::InputKind::Choice(c) => {
                c.iter().map(|c| (c.label.as_str(), c.selected)).collect()
            }
            _ => panic!("a pick"),
        };
        assert_eq!(
            picks,
            [("«Янычары»", true), ("«Профессиональные гребцы»", false)]
        );
        assert_eq!(res.after[0].label, "Атакующий · Карта после броска");
        assert_eq!(
            res.after[2].label,
            "Защитник · «Профессиональные гребцы» после броска"
        );
        s.update(Event::Set(Change::Late(Side::Attacker, 3)), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert!(
            res.lines[2].1.starts_with(
                "Attacker · Play «Janissaries» (+3 dice): win 3.7%, the attacker's units left on average: "
            ),
            "{}",
            res.lines[2].1
        );
        assert!(
            res.lines[3]
                .1
                .starts_with("Don't play: win 0%, the attacker's units left on average: ")
        );
        s.update(
            Event::Set(Change::Play(Side::Attacker, Card::Janissaries, true)),
            &r(),
        );
        assert_eq!(s.view(&r(), Lang::En).pools[2].code, "attacker-late");
        s.update(Event::Fill(vec![5, 1, 1]), &r());
        // Janissaries played: Rowers for either side, no pick left
        assert_eq!(after(&s), ["b-played-janissaries", "b-a-late", "b-d-late"]);
        s.update(Event::Set(Change::Late(Side::Defender, 2)), &r());
        let res = s.view(&r(), Lang::En).result.unwrap();
        assert_eq!(
            res.lines[0].1,
            "The defender wins: 2 : 3, the attacker had fewer hits"
        );
        assert!(
            res.lines[2]
                .1
                .starts_with("Defender · Play «Professional rowers» (+2 dice): win 100%"),
            "{}",
            res.lines[2].1
        );
        s.update(
            Event::Set(Change::Play(Side::Defender, Card::ProfessionalRowers, true)),
            &r(),
        );
        let v = s.view(&r(), Lang::En);
        assert_eq!(v.pools[3].code, "defender-late");
        assert_eq!(
            v.dice_line,
            "Roll · Attacker: 7 dice · Defender: 6 dice · Attacker · cards: 3 dice · Defender · cards: 2 dice"
        );
    }
}
