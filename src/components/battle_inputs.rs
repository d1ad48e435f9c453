//! The situation of a resolver screen: its groups of inputs — two columns
//! (attacker, defender) under their headings, wide choice rows across, a
//! folded group as a collapsible section — each input a choice row, a
//! drop-down, a count stepper or a switch that sends `(field, value)`.

use crate::components::choice_row::ChoiceRow;
use crate::components::choice_select::ChoiceSelect;
use crate::components::count_stepper::CountStepper;
use crate::components::toggle::Toggle;
use leptos::prelude::*;
use shturman_screens::battles::{Group, Input, InputKind};

/// One input; `input` is read from the view each time it changes.
#[component]
pub fn BattleInput<F>(
    #[prop(into)] input: Signal<Option<Input<F>>>,
    on_set: Callback<(F, i32)>,
    testid: &'static str,
) -> impl IntoView
where
    F: Copy + PartialEq + Send + Sync + 'static,
{
    let Some(first) = input.get_untracked() else {
        return ().into_any();
    };
    let field = first.field;
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
    let pick = Callback::new(move |v| on_set.run((field, v)));
    let body = match first.kind {
        InputKind::Choice(_) => {
            view! { <ChoiceRow choices=choices on_pick=pick label=label testid=testid /> }
                .into_any()
        }
        InputKind::Select(_) => {
            view! { <ChoiceSelect choices=choices on_pick=pick label=label testid=testid /> }
                .into_any()
        }
        InputKind::Count(_) => view! {
            <CountStepper
                count=Signal::derive(move || input.with(|i| match i.as_ref().map(|i| &i.kind) {
                    Some(InputKind::Count(c)) => c.clone(),
                    _ => shturman_screens::battles::Count::new(0, 0, 0),
                }))
                label=label
                on_set=Callback::new(move |v| on_set.run((field, v)))
                testid=testid
            />
        }
        .into_any(),
        InputKind::Toggle(_) => view! {
            <Toggle
                toggle=Signal::derive(move || input.with(|i| match i.as_ref().map(|i| &i.kind) {
                    Some(InputKind::Toggle(t)) => t.clone(),
                    _ => shturman_screens::view::Toggle { label: String::new(), on: false },
                }))
                on_set=Callback::new(move |on: bool| on_set.run((field, i32::from(on))))
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
pub fn BattleInputs<F>(
    #[prop(into)] groups: Signal<Vec<Group<F>>>,
    on_set: Callback<(F, i32)>,
) -> impl IntoView
where
    F: Copy + PartialEq + core::fmt::Debug + Send + Sync + 'static,
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
