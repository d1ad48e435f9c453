//! The six faces of a d6 in a row: hitting faces green with ✓, missing ones
//! plain with ✗, the rolled face outlined. With `on_pick` each face is a
//! button ("I rolled…": tap the face shown on the real die).

use crate::i18n::{use_lang, Lang};
use leptos::prelude::*;
use shturman_rules::fire::FaceSet;

fn face_label(lang: Lang, face: u8, hit: bool, rolled: bool, pick: bool) -> String {
    let (h, r, p) = match lang {
        Lang::Ru => (
            if hit {
                "попадание"
            } else {
                "промах"
            },
            ", выпала",
            "Выпало ",
        ),
        Lang::En => (if hit { "hit" } else { "miss" }, ", rolled", "Rolled "),
    };
    let prefix = if pick { p } else { "" };
    format!("{prefix}{face}: {h}{}", if rolled { r } else { "" })
}

#[component]
pub fn DieFaces(
    #[prop(into)] faces: Signal<FaceSet>,
    #[prop(into, optional)] rolled: Option<Signal<Option<u8>>>,
    #[prop(optional)] on_pick: Option<Callback<u8>>,
    #[prop(into, optional)] disabled: Option<Signal<bool>>,
    /// Prefix of each face's data-testid: "{prefix}-{face}".
    #[prop(default = "face")]
    testid: &'static str,
) -> impl IntoView {
    let lang = use_lang();
    let rolled = move || rolled.map(|r| r.get()).unwrap_or(None);
    let disabled = move || disabled.map(|d| d.get()).unwrap_or(false);
    let items = (1..=6u8)
        .map(|f| {
            let hit = move || faces.get().contains(f);
            let class = move || {
                let mut c = String::from("face");
                if hit() {
                    c.push_str(" face--hit");
                }
                if rolled() == Some(f) {
                    c.push_str(" face--rolled");
                }
                c
            };
            let label =
                move || face_label(lang.get(), f, hit(), rolled() == Some(f), on_pick.is_some());
            let inner = move || {
                view! {
                    <span class="face__num">{f}</span>
                    <span class="face__mark" aria-hidden="true">
                        {move || if hit() { "✓" } else { "✗" }}
                    </span>
                }
            };
            let id = format!("{testid}-{f}");
            let hit_attr = move || hit().to_string();
            match on_pick {
                Some(cb) => view! {
                    <button
                        class=class
                        data-testid=id
                        data-hit=hit_attr
                        aria-label=label
                        disabled=disabled
                        on:click=move |_| cb.run(f)
                    >
                        {inner()}
                    </button>
                }
                .into_any(),
                None => view! {
                    <div class=class data-testid=id data-hit=hit_attr role="img" aria-label=label>
                        {inner()}
                    </div>
                }
                .into_any(),
            }
        })
        .collect_view();
    view! { <div class="faces">{items}</div> }
}

/// One virtual d6: uniform over 1..=6, from the platform's secure random
/// source (crypto.getRandomValues in a browser), through `rand`.
pub fn random_face() -> u8 {
    use rand::{rngs::OsRng, Rng, TryRngCore};
    OsRng.unwrap_err().random_range(1..=6u8)
}

/// A virtual die as the rules core's dice source.
pub fn virtual_dice() -> shturman_rules::dice::FnDice<fn() -> u8> {
    shturman_rules::dice::FnDice(random_face as fn() -> u8)
}
