//! Restore a hand from its backup (issue 32: a backup could be exported but
//! never restored): the backup's text pasted under the PIN pad goes into
//! the player's stored record, and the PIN it was made under opens it. The
//! page does the storing (`restore`) and answers with what to say.

use leptos::prelude::*;
use shturman_words::hand::Words;

#[component]
pub fn CaptainRestore(
    words: Signal<&'static Words>,
    /// Store the pasted text; `Ok` or the reason in the player's words.
    restore: Callback<String>,
    /// What the last try gave: `Ok(())` restored, `Err(why)`.
    result: RwSignal<Option<Result<(), String>>>,
) -> impl IntoView {
    let text = RwSignal::new(String::new());
    view! {
        <details class="card stack hand-restore" data-testid="hand-restore">
            <summary>{move || words.get().restore}</summary>
            <p class="muted">{move || words.get().restore_how}</p>
            <textarea class="code-text" rows="4" data-testid="hand-restore-text"
                autocomplete="off" spellcheck="false"
                prop:value=move || text.get()
                on:input=move |e| { result.set(None); text.set(event_target_value(&e)); }></textarea>
            <button class="btn" data-testid="hand-restore-go" on:click=move |_| restore.run(text.get_untracked())>
                {move || words.get().restore_go}
            </button>
            {move || result.get().map(|r| match r {
                Ok(()) => view! { <p role="status" data-testid="hand-restore-done">{words.get().restored}</p> }.into_any(),
                Err(why) => view! { <p class="error" role="alert" data-testid="hand-restore-problem">{why}</p> }.into_any(),
            })}
        </details>
    }
}
