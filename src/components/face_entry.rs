//! The dice of a resolver: a slot per die, pool by pool (hits green with ✓,
//! misses with ✗, the selected slot outlined), a 1–6 keypad that puts a
//! face into the selected slot or the next empty one, an erase key, and
//! "roll" for the dice still empty. Faces of real dice take one tap each.

use crate::components::faces::random_face;
use crate::components::odds_lines::tone_mod;
use leptos::prelude::*;
use shturman_screens::battles::PoolView;
use shturman_screens::view::Tone;
use shturman_words::battles::Words;

/// What the keypad and the slots send.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FaceInput {
    Face(u8),
    Slot(usize, usize),
    Back,
    Roll(Vec<u8>),
}

#[component]
pub fn FaceEntry(
    #[prop(into)] pools: Signal<Vec<PoolView>>,
    #[prop(into)] empty: Signal<usize>,
    #[prop(into)] roll_label: Signal<String>,
    #[prop(into)] words: Signal<&'static Words>,
    on_input: Callback<FaceInput>,
) -> impl IntoView {
    view! {
        <div class="dice-entry">
            {move || {
                pools
                    .get()
                    .into_iter()
                    .enumerate()
                    .map(|(p, pool)| {
                        let code = pool.code;
                        view! {
                            <div class="pool" data-testid=format!("b-pool-{code}")>
                                <p class="pool__head">
                                    <strong>{pool.label}</strong>
                                    {pool.summary.map(|s| view! { " · " <span data-testid=format!("b-pool-{code}-sum")>{s}</span> })}
                                </p>
                                <div class="pool__slots">
                                    {pool
                                        .slots
                                        .into_iter()
                                        .enumerate()
                                        .map(|(i, s)| {
                                            let mark = match (s.face, s.tone) {
                                                (None, _) => "",
                                                (Some(_), Tone::Good) => "✓",
                                                (Some(_), Tone::Bad) => "✗",
                                                (Some(_), _) => "",
                                            };
                                            view! {
                                                <button
                                                    type="button"
                                                    class=format!("slot slot--{}", tone_mod(s.tone))
                                                    data-testid=format!("b-pool-{code}-{i}")
                                                    aria-label=s.label
                                                    aria-pressed=s.selected.to_string()
                                                    on:click=move |_| on_input.run(FaceInput::Slot(p, i))
                                                >
                                                    <span class="slot__face">{s.face.map_or_else(|| "·".to_string(), |f| f.to_string())}</span>
                                                    <span class="slot__mark" aria-hidden="true">{mark}</span>
                                                </button>
                                            }
                                        })
                                        .collect_view()}
                                </div>
                            </div>
                        }
                    })
                    .collect_view()
            }}
            <div class="keypad" role="group">
                {(1..=6u8)
                    .map(|f| {
                        view! {
                            <button
                                type="button"
                                class="key"
                                data-testid=format!("b-key-{f}")
                                aria-label=move || (words.get().key_label)(f)
                                disabled=move || {
                                    empty.get() == 0
                                        && !pools.with(|ps| ps.iter().any(|p| p.slots.iter().any(|s| s.selected)))
                                }
                                on:click=move |_| on_input.run(FaceInput::Face(f))
                            >
                                {f}
                            </button>
                        }
                    })
                    .collect_view()}
                <button
                    type="button"
                    class="key key--back"
                    data-testid="b-key-back"
                    aria-label=move || words.get().back
                    on:click=move |_| on_input.run(FaceInput::Back)
                >
                    "⌫"
                </button>
            </div>
            <button
                type="button"
                class="btn--primary wide"
                data-testid="b-roll"
                hidden=move || empty.get() == 0
                on:click=move |_| {
                    let n = empty.get_untracked();
                    on_input.run(FaceInput::Roll((0..n).map(|_| random_face()).collect()))
                }
            >
                "⚄ " {move || roll_label.get()}
            </button>
            <p class="muted" hidden=move || empty.get() == 0>{move || words.get().hint}</p>
        </div>
    }
}
