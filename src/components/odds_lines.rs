//! Outcomes with their exact chances: each line the outcome, the percent
//! and the exact fraction, over a bar as long as the chance (a horizontal bar
//! chart). Tones colour the bars: the attacker's wins, the defender's.

use leptos::prelude::*;
use shturman_screens::battles::OddsLine;
use shturman_screens::view::Tone;

pub fn tone_mod(t: Tone) -> &'static str {
    match t {
        Tone::Good => "good",
        Tone::Bad => "bad",
        Tone::Alert => "alert",
        Tone::Plain => "plain",
    }
}

#[component]
pub fn OddsLines(
    #[prop(into)] lines: Signal<Vec<OddsLine>>,
    /// Each line's data-testid is "{testid}-{code}" (or "{testid}-{i}" when
    /// `numbered`).
    testid: &'static str,
    #[prop(default = false)] numbered: bool,
) -> impl IntoView {
    view! {
        <ul class="odds" data-testid=testid>
            {move || {
                lines
                    .get()
                    .into_iter()
                    .enumerate()
                    .map(|(i, l)| {
                        let id = if numbered {
                            format!("{testid}-{i}")
                        } else {
                            format!("{testid}-{}", l.code)
                        };
                        view! {
                            <li class=format!("odds__line odds__line--{}", tone_mod(l.tone)) data-testid=id>
                                <span class="odds__label">{l.label}</span>
                                // the percent first: a huge fraction wraps
                                // under it, never pushing it to a line of
                                // its own (issue 33)
                                <span class="odds__p">
                                    <strong>{l.percent}</strong>
                                    " · "
                                    <span class="odds__frac">{l.fraction}</span>
                                </span>
                                <span class="odds__bar" aria-hidden="true">
                                    <span prop:style=format!("width:{}%", f32::from(l.width) / 10.0)></span>
                                </span>
                            </li>
                        }
                    })
                    .collect_view()
            }}
        </ul>
    }
}
