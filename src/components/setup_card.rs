//! A draft ship's fold under its row (setup): what the row has no room for
//! (the heading, given as children), then the card values — one number per
//! field, each with where its default comes from; a refused entry is put
//! back and explained under its field.

use leptos::prelude::*;
use shturman_screens::game::new::{Event, FieldView};

#[component]
pub fn SetupCard(
    /// The draft ship's key.
    ship: u32,
    #[prop(into)] fields: Signal<Vec<FieldView>>,
    #[prop(into)] title: Signal<&'static str>,
    #[prop(into)] note: Signal<&'static str>,
    send: Callback<Event>,
    children: Children,
) -> impl IntoView {
    let rows = move || {
        fields
            .get()
            .into_iter()
            .enumerate()
            .map(|(i, f)| {
                let id = format!("setup-ship-{ship}-{}", f.code);
                let field = f.field;
                let on_change = move |ev: leptos::ev::Event| {
                    send.run(Event::Card(ship, field, event_target_value(&ev)));
                    // a refused entry shows the value kept
                    let kept = fields.with_untracked(|fs| fs.get(i).map(|f| f.value));
                    if let Some(v) = kept {
                        event_target::<web_sys::HtmlInputElement>(&ev).set_value(&v.to_string());
                    }
                };
                view! {
                    <div class="card-field">
                        <label for=id.clone()>{f.label}</label>
                        <input id=id.clone() type="number" min="0" max=f.max.to_string()
                            inputmode="numeric" data-testid=id.clone()
                            prop:value=f.value.to_string() on:change=on_change />
                        <small class="source" data-testid=format!("{id}-source")>{f.source}</small>
                        {f.error.map(|e| view! {
                            <small class="field-error" role="alert" data-testid=format!("{id}-error")>{e}</small>
                        })}
                    </div>
                }
            })
            .collect_view()
    };
    view! {
        <details class="more">
            <summary>{move || title.get()}</summary>
            {children()}
            <p class="muted">{move || note.get()}</p>
            <div class="card-fields">{rows}</div>
        </details>
    }
}
