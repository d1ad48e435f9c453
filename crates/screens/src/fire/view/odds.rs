//! The odds of the plan: P(sunk), said once, and the distributions of
//! hull and sail damage, with the assumptions they rest on.

use super::parts::share;
use crate::fire::{FireScreen, PlanError, Planned};
use crate::view::Why;
use shturman_rules::odds::Share;
use shturman_words::Lang;
use shturman_words::fire::words;

/// One value of a distribution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShareView {
    pub value: u8,
    /// "52,1 % · 25/48".
    pub text: String,
    pub fraction: String,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OddsView {
    pub title: &'static str,
    /// "Цель потоплена: 52,1 % · 25/48".
    pub headline: String,
    pub sunk_fraction: String,
    /// Whether a hit rolls for a critical.
    pub critical: &'static str,
    pub hull_title: &'static str,
    pub hull: Vec<ShareView>,
    pub sails_title: &'static str,
    pub sails: Vec<ShareView>,
    pub assumptions: Vec<Why>,
}

impl FireScreen {
    pub(super) fn odds_view(
        &self,
        lang: Lang,
        plan: Option<&Result<Planned, PlanError>>,
    ) -> Option<OddsView> {
        let w = words(lang);
        let Some(Ok(p)) = plan else {
            return None;
        };
        let odds = match self.odds()? {
            Ok(o) => o,
            Err(_) => return None,
        };
        let shares = |v: &[Share]| {
            v.iter()
                .map(|s| ShareView {
                    value: s.value,
                    text: share(lang, s.probability),
                    fraction: s.probability.to_string(),
                })
                .collect()
        };
        Some(OddsView {
            title: w.odds,
            headline: (w.sunk_odds)(&share(lang, odds.sunk)),
            sunk_fraction: odds.sunk.to_string(),
            critical: (w.critical_rule)(p.attacks.iter().any(|a| a.critical)),
            hull_title: w.hull_after,
            hull: shares(&odds.hull_damage),
            sails_title: w.sails_after,
            sails: if self.target.is_fort() {
                Vec::new()
            } else {
                shares(&odds.sail_damage)
            },
            assumptions: odds
                .assumptions
                .iter()
                .map(|a| Why {
                    text: (w.assumption)(a.id()),
                    section: None,
                    assumption: Some(a.id()),
                })
                .collect(),
        })
    }
}
