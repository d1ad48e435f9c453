//! One ship of a player's draft fleet (setup): one row of name, class and
//! remove (a 2 × 4 setup fits a phone's screen), the heading and card values
//! folded under it.

use crate::components::setup_card::SetupCard;
use leptos::prelude::*;
use shturman_screens::game::new::{Event, ShipView};
use shturman_screens::view::Choice;

/// A `<select>` of a view's choices; the option values are their codes.
fn options<T>(choices: Vec<Choice<T>>) -> impl IntoView {
    choices
        .into_iter()
        .map(|c| view! { <option value=c.code selected=c.selected>{c.label}</option> })
        .collect_view()
}

#[component]
pub fn SetupShip(#[prop(into)] ship: Signal<ShipView>, send: Callback<Event>) -> impl IntoView {
    let k = ship.with_untracked(|s| s.key);
    let classes = Memo::new(move |_| ship.with(|s| s.classes.clone()));
    let headings = Memo::new(move |_| ship.with(|s| s.headings.clone()));
    let pick_class = move |ev: leptos::ev::Event| {
        let code = event_target_value(&ev);
        if let Some(c) =
            classes.with_untracked(|cs| cs.iter().find(|c| c.code == code).map(|c| c.value))
        {
            send.run(Event::Class(k, c));
        }
    };
    let pick_heading = move |ev: leptos::ev::Event| {
        let code = event_target_value(&ev);
        if let Some(h) =
            headings.with_untracked(|hs| hs.iter().find(|h| h.code == code).map(|h| h.value))
        {
            send.run(Event::Heading(k, h));
        }
    };
    let text = move |f: fn(&ShipView) -> &'static str| move || ship.with(f);
    view! {
        <div class="ship-draft" data-testid=format!("setup-ship-{k}")>
            <div class="ship-row">
                <input type="text" class="grow" data-testid=format!("setup-ship-{k}-name")
                    aria-label=text(|s| s.name_label) placeholder=text(|s| s.name_label)
                    prop:value=move || ship.with(|s| s.name.clone())
                    on:input=move |ev| send.run(Event::ShipName(k, event_target_value(&ev))) />
                <select data-testid=format!("setup-ship-{k}-class") aria-label=text(|s| s.class_label)
                    on:change=pick_class>
                    {move || options(classes.get())}
                </select>
                <button type="button" class="btn--danger icon" data-testid=format!("setup-ship-{k}-remove")
                    aria-label=text(|s| s.remove) title=text(|s| s.remove)
                    on:click=move |_| send.run(Event::RemoveShip(k))>
                    "✕"
                </button>
            </div>
            <SetupCard
                ship=k
                fields=Memo::new(move |_| ship.with(|s| s.fields.clone()))
                title=Signal::derive(move || ship.with(|s| s.card_title))
                note=Signal::derive(move || ship.with(|s| s.card_note))
                send=send
            >
                <label class="stack">
                    <span>{text(|s| s.heading_label)}</span>
                    <select data-testid=format!("setup-ship-{k}-heading") on:change=pick_heading>
                        {move || options(headings.get())}
                    </select>
                </label>
            </SetupCard>
        </div>
    }
}
