//! One player of the new-game draft: name, colour, own ports, allies, and
//! the fleet — a preset in one tap, then a [`SetupShip`] row per ship, kept
//! while the others change.

use crate::components::setup_ship::SetupShip;
use crate::i18n::use_lang;
use leptos::prelude::*;
use shturman_screens::game::new::{Event, PlayerView};

#[component]
pub fn SetupPlayer(
    #[prop(into)] player: Signal<PlayerView>,
    send: Callback<Event>,
) -> impl IntoView {
    let k = player.with_untracked(|p| p.key);
    let text = move |f: fn(&PlayerView) -> String| move || player.with(f);
    let colours = move || {
        player
            .with(|p| p.colours.clone())
            .into_iter()
            .map(|c| {
                let value = c.value;
                view! {
                    <button type="button" class="swatch-btn"
                        data-testid=format!("setup-player-{k}-colour-{}", c.code)
                        aria-pressed=c.selected.to_string()
                        on:click=move |_| send.run(Event::Colour(k, value))>
                        <span class="swatch" prop:style=format!("background:{value}") aria-hidden="true"></span>
                        {c.label}
                    </button>
                }
            })
            .collect_view()
    };
    let allies = move || {
        player
            .with(|p| p.allies.clone())
            .into_iter()
            .map(|o| {
                let other = o.key;
                view! {
                    <label class="check">
                        <input type="checkbox" data-testid=format!("setup-player-{k}-ally-{other}")
                            prop:checked=o.on
                            on:change=move |ev| send.run(Event::Ally { player: k, other, on: event_target_checked(&ev) }) />
                        {o.name}
                    </label>
                }
            })
            .collect_view()
    };
    let lang = use_lang();
    let presets = move || {
        player
            .with(|p| p.presets.clone())
            .into_iter()
            .map(|c| {
                let preset = c.value;
                view! {
                    <button type="button" data-testid=format!("setup-player-{k}-preset-{}", c.code)
                        on:click=move |_| send.run(Event::Preset { player: k, preset, lang: lang.get_untracked() })>
                        {c.label}
                    </button>
                }
            })
            .collect_view()
    };
    let ship_keys =
        Memo::new(move |_| player.with(|p| p.ships.iter().map(|s| s.key).collect::<Vec<_>>()));
    // each ship's view, kept (last known) while the ship leaves the list
    let ship = move |sk: u32| {
        let find = move || player.with(|p| p.ships.iter().find(|s| s.key == sk).cloned());
        find().map(|first| {
            let ship = Memo::new(move |prev: Option<&_>| {
                find()
                    .or_else(|| prev.cloned())
                    .unwrap_or_else(|| first.clone())
            });
            view! { <SetupShip ship=ship send=send /> }
        })
    };
    view! {
        <fieldset class="card stack player-draft" data-testid=format!("setup-player-{k}")>
            <legend>
                <span class="swatch" prop:style=move || format!("background:{}", player.with(|p| p.colour)) aria-hidden="true"></span>
                " " {text(|p| p.legend.clone())}
            </legend>
            <label class="stack">
                <span>{move || player.with(|p| p.name_label)}</span>
                <input type="text" data-testid=format!("setup-player-{k}-name")
                    placeholder=text(|p| p.name_hint.clone())
                    prop:value=text(|p| p.name.clone())
                    on:input=move |ev| send.run(Event::Name(k, event_target_value(&ev))) />
            </label>
            <div class="stack">
                <span>{text(|p| p.colour_label.clone())}</span>
                <div class="segmented" role="group" aria-label=text(|p| p.colour_label.clone())>{colours}</div>
            </div>
            <label class="stack">
                <span>{text(|p| p.ports_label.clone())}</span>
                <input type="text" data-testid=format!("setup-player-{k}-ports")
                    prop:value=text(|p| p.ports.clone())
                    on:input=move |ev| send.run(Event::Ports(k, event_target_value(&ev))) />
            </label>
            <div class="stack">
                <span>{move || player.with(|p| p.allies_label)}</span>
                <div class="row">{allies}</div>
            </div>
            <h4>{text(|p| p.fleet.clone())}</h4>
            <div class="stack presets">
                <span class="muted">{move || player.with(|p| p.presets_label)}</span>
                <div class="row">{presets}</div>
                {move || player.with(|p| p.undo_preset).map(|label| view! {
                    <button type="button" data-testid=format!("setup-player-{k}-undo-preset")
                        on:click=move |_| send.run(Event::UndoPreset(k))>{label}</button>
                })}
            </div>
            <For each=move || ship_keys.get() key=|sk| *sk let:sk>
                {ship(sk)}
            </For>
            <button type="button" data-testid=format!("setup-player-{k}-add-ship") on:click=move |_| send.run(Event::AddShip(k))>
                "+ " {move || player.with(|p| p.add_ship)}
            </button>
            {move || player.with(|p| p.remove).map(|label| view! {
                <button type="button" class="btn--danger" data-testid=format!("setup-player-{k}-remove")
                    on:click=move |_| send.run(Event::RemovePlayer(k))>
                    "✕ " {label}
                </button>
            })}
        </fieldset>
    }
}
