//! Entering each pool's hits instead of its faces, where a die only hits
//! or misses (Here I Stand): the choice between every face and the hits
//! alone, then per pool a key for each count from 0 to its dice — one tap
//! to any count, the one entered pressed ("—" until then).

use crate::components::choice_row::ChoiceRow;
use leptos::prelude::*;
use shturman_screens::battles::{HitsView, TallyView};

/// What the entry sends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TallyInput {
    /// The hits alone (true) or every face (false).
    Mode(bool),
    /// A pool's hits.
    Hits(usize, u32),
}

#[component]
pub fn HitsEntry(
    #[prop(into)] tally: Signal<Option<TallyView>>,
    on_input: Callback<TallyInput>,
) -> impl IntoView {
    let label = Signal::derive(move || {
        tally.with(|t| t.as_ref().map(|t| t.label.clone()).unwrap_or_default())
    });
    let modes = Signal::derive(move || {
        tally.with(|t| t.as_ref().map(|t| t.modes.clone()).unwrap_or_default())
    });
    // the keys' shape (which pools, how many dice); the rest follows the view
    let shape = Memo::new(move |_| {
        tally.with(|t| {
            t.as_ref()
                .map(|t| {
                    t.pools
                        .iter()
                        .map(|p| (p.index, p.code, p.dice))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    });
    // Once the hits alone are chosen, the entry comes up to the top of the
    // screen, both pools' keys under it (issue 33, item 11: Vienna's pools
    // were half below the fold after the tap); only after that tap, not
    // when a page opens with the hits chosen.
    let root = NodeRef::<leptos::html::Div>::new();
    let bring = StoredValue::new(false);
    let hits_on = Memo::new(move |_| {
        tally.with(|t| {
            t.as_ref()
                .is_some_and(|t| t.modes.iter().any(|m| m.value && m.selected))
        })
    });
    Effect::new(move |_| {
        if hits_on.get() && bring.get_value() {
            bring.set_value(false);
            if let Some(el) = root.get() {
                el.scroll_into_view_with_bool(true);
            }
        }
    });
    view! {
        <div class="tally" node_ref=root hidden=move || tally.with(Option::is_none)>
            <ChoiceRow
                choices=modes
                on_pick=Callback::new(move |on| {
                    bring.set_value(on);
                    on_input.run(TallyInput::Mode(on))
                })
                label=label
                testid="b-entry"
            />
            {move || {
                shape
                    .get()
                    .into_iter()
                    .map(|(index, code, dice)| {
                        let pool = move |f: fn(&HitsView) -> String| {
                            tally.with(|t| t.as_ref().and_then(|t| t.pools.iter().find(|p| p.index == index)).map(f).unwrap_or_default())
                        };
                        let pressed = move |n: u32| {
                            tally.with(|t| t.as_ref().and_then(|t| t.pools.iter().find(|p| p.index == index)).is_some_and(|p| p.hits == Some(n)))
                        };
                        view! {
                            <div class="hits">
                                <p class="hits__head">
                                    <span>{move || pool(|p| p.label.clone())}</span>
                                    ": "
                                    <output data-testid=code>{move || pool(|p| p.text.clone())}</output>
                                </p>
                                <div class="hits__keys" role="group" aria-label=move || pool(|p| p.label.clone())>
                                    {(0..=dice)
                                        .map(|n| view! {
                                            <button
                                                type="button"
                                                class="key"
                                                data-testid=format!("{code}-{n}")
                                                aria-pressed=move || pressed(n).to_string()
                                                on:click=move |_| on_input.run(TallyInput::Hits(index, n))
                                            >
                                                {n}
                                            </button>
                                        })
                                        .collect_view()}
                                </div>
                            </div>
                        }
                    })
                    .collect_view()
            }}
        </div>
    }
}
