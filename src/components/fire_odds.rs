//! The exact odds of the plan before rolling: P(sunk) and whether a hit
//! rolls a critical — said once, on a line that stays in view above the
//! navigation while the target's and the plan's inputs above it are set
//! (it sticks within the part of the page that holds them) — then the
//! distributions of the target's hull and sail damage (each value with its
//! percent and exact fraction), folded.

use crate::components::rule_lines::RuleLines;
use leptos::prelude::*;
use shturman_screens::fire::{OddsView, ShareView};

fn rows(list: Vec<ShareView>, prefix: &'static str) -> impl IntoView {
    list.into_iter()
        .map(|s| {
            view! {
                <tr data-testid=format!("{prefix}-{}", s.value) data-fraction=s.fraction>
                    <td>{s.value}</td>
                    <td>{s.text}</td>
                </tr>
            }
        })
        .collect_view()
}

#[component]
pub fn FireOdds(#[prop(into)] odds: Signal<OddsView>) -> impl IntoView {
    view! {
        <p class="fire-sunk-line" data-testid="fire-odds">
            <strong data-testid="fire-sunk" data-fraction=move || odds.with(|o| o.sunk_fraction.clone())>
                {move || odds.with(|o| o.headline.clone())}
            </strong>
            " · "
            <span data-testid="fire-critical">{move || odds.with(|o| o.critical)}</span>
        </p>
        <div class="card fire-odds">
            <h3>{move || odds.with(|o| o.title)}</h3>
            <details class="fire-dist">
                <summary>{move || odds.with(|o| o.hull_title)}</summary>
                <table class="dist" data-testid="fire-hull">
                    {move || odds.with(|o| rows(o.hull.clone(), "fire-hull"))}
                </table>
            </details>
            <details class="fire-dist" hidden=move || odds.with(|o| o.sails.is_empty())>
                <summary>{move || odds.with(|o| o.sails_title)}</summary>
                <table class="dist" data-testid="fire-sails">
                    {move || odds.with(|o| rows(o.sails.clone(), "fire-sails"))}
                </table>
            </details>
            <RuleLines items=Signal::derive(move || odds.with(|o| o.assumptions.clone())) testid="fire-assumptions" />
        </div>
    }
}
