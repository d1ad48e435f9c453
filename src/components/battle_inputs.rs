//! The situation of a resolver screen: its groups of inputs — two columns
//! (attacker, defender) under their headings, wide choice rows across, a
//! folded group as a collapsible section — each input a choice row, a
//! drop-down, a count stepper or a switch that sends the typed change the
//! view gave it.

use crate::components::choice_row::ChoiceRow;
use crate::components::choice_select::ChoiceSelect;
use crate::components::count_stepper::CountStepper;
use crate::components::toggle::Toggle;
use leptos::prelude::*;
use shturman_screens::battles::{Count, Group, Input, InputKind};

/// One input; `input` is read from the view each time it changes.
#[component]
pub fn BattleInput<E>(
    #[prop(into)] input: Signal<Option<Input<E>>>,
    on_set: Callback<E>,
    testid: &'static str,
) -> impl IntoView
where
    E: Clone + PartialEq + Send + Sync + 'static,
{
    let Some(first) = input.get_untracked() else {
        return ().into_any();
    };
    let label = Signal::derive(move || {
        input.with(|i| i.as_ref().map(|i| i.label.clone()).unwrap_or_default())
    });
    let class = if first.wide {
        "binput binput--wide"
    } else {
        "binput"
    };
    // a row of buttons or a drop-down: the same choices
    let choices = Signal::derive(move || {
        input.with(|i| match i.as_ref().map(|i| &i.kind) {
            Some(InputKind::Choice(c) | InputKind::Select(c)) => c.clone(),
            _ => Vec::new(),
        })
    });
    let body = match first.kind {
        InputKind::Choice(_) => {
            view! { <ChoiceRow choices=choices on_pick=on_set label=label testid=testid /> }
                .into_any()
        }
        InputKind::Select(_) => {
            view! { <ChoiceSelect choices=choices on_pick=on_set label=label testid=testid /> }
                .into_any()
        }
        InputKind::Count(_) => view! {
            <CountStepper
                count=Signal::derive(move || input.with(|i| match i.as_ref().map(|i| &i.kind) {
                    Some(InputKind::Count(c)) => c.clone(),
                    _ => Count { text: String::new(), down: None, up: None },
                }))
                label=label
                on_set=on_set
                testid=testid
            />
        }
        .into_any(),
        InputKind::Toggle { .. } => view! {
            <Toggle
                toggle=Signal::derive(move || input.with(|i| match i.as_ref().map(|i| &i.kind) {
                    Some(InputKind::Toggle { toggle, .. }) => toggle.clone(),
                    _ => shturman_screens::view::Toggle { label: String::new(), on: false },
                }))
                on_set=Callback::new(move |to: bool| {
                    let change = input.with_untracked(|i| match i.as_ref().map(|i| &i.kind) {
                        Some(InputKind::Toggle { on, off, .. }) => Some(if to { on.clone() } else { off.clone() }),
                        _ => None,
                    });
                    if let Some(c) = change {
                        on_set.run(c);
                    }
                })
                testid=testid
            />
        }
        .into_any(),
    };
    view! {
        <div class=class>
            {matches!(first.kind, InputKind::Choice(_))
                .then(|| view! { <span class="count__label">{move || label.get()}</span> })}
            {body}
        </div>
    }
    .into_any()
}

/// Every group of the situation. The groups' shape (which inputs, in
/// which order) is rebuilt when it changes; the values follow the view.
#[component]
pub fn BattleInputs<E>(
    #[prop(into)] groups: Signal<Vec<Group<E>>>,
    on_set: Callback<E>,
) -> impl IntoView
where
    E: Clone + PartialEq + Send + Sync + 'static,
{
    // the shape: each group's title, fold and its inputs' codes
    let shape = Memo::new(move |_| {
        groups.with(|gs| {
            gs.iter()
                .map(|g| {
                    (
                        g.title.clone(),
                        g.columns.clone(),
                        g.fold,
                        g.inputs.iter().map(|i| i.code).collect::<Vec<_>>(),
                    )
                })
                .collect::<Vec<_>>()
        })
    });
    move || {
        shape
            .get()
            .into_iter()
            .enumerate()
            .map(|(gi, (title, columns, fold, codes))| {
                let items = codes
                    .into_iter()
                    .map(|code| {
                        let input = Signal::derive(move || {
                            groups.with(|gs| {
                                gs.get(gi)
                                    .and_then(|g| g.inputs.iter().find(|i| i.code == code))
                                    .cloned()
                            })
                        });
                        view! { <BattleInput input=input on_set=on_set testid=code /> }
                    })
                    .collect_view();
                let head = columns.map(|(a, d)| {
                    view! {
                        <span class="bgroup__head">{a}</span>
                        <span class="bgroup__head">{d}</span>
                    }
                });
                let grid = view! { <div class="bgroup">{head} {items}</div> };
                if fold {
                    view! {
                        <details class="bfold">
                            <summary>{title.unwrap_or_default()}</summary>
                            {grid}
                        </details>
                    }
                    .into_any()
                } else {
                    grid.into_any()
                }
            })
            .collect_view()
    }
}
