//! One captain of the owner's open hand: name and ability, where it is,
//! and what can be done with it now (place it before round 1, reveal it on
//! the table, give it from a port to a ship, move it to a ship captured
//! by boarding). Each action goes to the
//! table through the game's confirmation; the page makes it.

use leptos::prelude::*;
use shturman_screens::hand::CardRow;
use shturman_words::hand::Words;
use uuid::Uuid;

/// What the row asks the page to do, with the captain's code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RowAction {
    Assign(&'static str, Uuid),
    Reveal(&'static str, Uuid),
    Give(&'static str, Uuid),
    /// After a boarding: to the captured ship.
    Move(&'static str, Uuid),
}

#[component]
pub fn CaptainRow(row: CardRow, words: &'static Words, act: Callback<RowAction>) -> impl IntoView {
    let code = row.code;
    let picker = |ships: Vec<(Uuid, String)>,
                  label: &'static str,
                  test: &'static str,
                  make: fn(&'static str, Uuid) -> RowAction| {
        let chosen = RwSignal::new(String::new());
        let options = ships
            .into_iter()
            .map(|(id, name)| view! { <option value=id.to_string()>{name}</option> })
            .collect_view();
        view! {
            <div class="row hand-pick">
                <select data-testid=format!("hand-ship-{code}") on:change=move |e| chosen.set(event_target_value(&e))>
                    <option value="">{words.choose_ship}</option>
                    {options}
                </select>
                <button class="btn--primary" data-testid=format!("{test}-{code}")
                    disabled=move || chosen.with(String::is_empty)
                    on:click=move |_| {
                        if let Ok(id) = Uuid::parse_str(&chosen.get_untracked()) {
                            act.run(make(code, id));
                        }
                    }>
                    {label}
                </button>
            </div>
        }
    };
    let assign = (!row.assign_to.is_empty()).then(|| {
        picker(
            row.assign_to.clone(),
            words.assign,
            "hand-assign",
            RowAction::Assign,
        )
    });
    let give = row
        .give_from
        .clone()
        .filter(|(_, ships)| !ships.is_empty())
        .map(|(_, ships)| picker(ships, words.give, "hand-give", RowAction::Give));
    let move_to = (!row.move_to.is_empty()).then(|| {
        picker(
            row.move_to.clone(),
            words.move_to,
            "hand-move",
            RowAction::Move,
        )
    });
    let reveal = row.reveal_on.map(|ship| {
        view! {
            <button class="btn" data-testid=format!("hand-reveal-{code}")
                on:click=move |_| act.run(RowAction::Reveal(code, ship))>
                "◉ " {words.reveal}
            </button>
        }
    });
    view! {
        <li class="card stack captain-row" data-testid=format!("hand-card-{code}")>
            <strong>{row.name}</strong>
            <span class="muted">{row.ability}</span>
            <span data-testid=format!("hand-place-{code}")>
                {row.place.clone()}
                {row.face_up.then_some(" · ")}
                {row.face_up.then_some(words.face_up)}
            </span>
            {row.on_ship.map(|_| view! { <span hidden data-testid=format!("hand-on-ship-{code}")></span> })}
            {row.pending.then(|| view! { <span class="muted">{words.waiting}</span> })}
            {assign}
            {give}
            {move_to}
            {reveal}
        </li>
    }
}
