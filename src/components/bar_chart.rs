//! A small vertical bar chart of a distribution (hits 0…n, the sum of two
//! dice): one bar per value, as tall as its chance against the likeliest,
//! the value under it, the fraction and percent in its title and for a
//! screen reader. CSS bars, no chart library.

use crate::components::odds_lines::tone_mod;
use leptos::prelude::*;
use shturman_screens::battles::Chart;

#[component]
pub fn BarChart(#[prop(into)] chart: Signal<Chart>) -> impl IntoView {
    view! {
        <figure class="chart" data-testid=move || format!("chart-{}", chart.with(|c| c.code))>
            <figcaption>{move || chart.with(|c| c.title.clone())}</figcaption>
            <div class="chart__bars">
                {move || {
                    let c = chart.get();
                    let many = c.bars.len() > 13;
                    c.bars
                        .into_iter()
                        .enumerate()
                        .map(|(i, b)| {
                            let tip = format!("{}: {} · {}", b.label, b.fraction, b.percent);
                            view! {
                                <div class="chart__col" title=tip.clone() aria-label=tip role="img">
                                    <span
                                        class=format!("chart__bar chart__bar--{}", tone_mod(b.tone))
                                        prop:style=format!("height:{}%", f32::from(b.height) / 10.0)
                                    ></span>
                                    <span class="chart__x">{(!many || i % 5 == 0).then_some(b.label)}</span>
                                </div>
                            }
                        })
                        .collect_view()
                }}
            </div>
        </figure>
    }
}
