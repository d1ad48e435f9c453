//! One ship's compact tile on the table: name, heading arrow, class,
//! captain marker, status, hull and sails as pips (damage), shots left as
//! pips, the reminders that apply now as one-line chips — all from the
//! table view-model (`shturman_screens::game::table::Tile`). A tap opens
//! the ship's sheet; a tap on a chip opens its whole reminder instead. A
//! sunk ship is one line: its name and the word (issue 33 #5: the 2 × 4
//! table stays on one phone screen all game long).

use crate::components::game_error::RefusalNote;
use leptos::prelude::*;
use shturman_screens::game::table::{Pips, Reminder, Status, Tile};
use shturman_words::address::Sub;

#[component]
fn PipRow(p: Pips, testid: &'static str, kind: &'static str) -> impl IntoView {
    let dots = (0..p.of)
        .map(|i| {
            let class = if i < p.filled { "pip pip--on" } else { "pip" };
            view! { <i class=class></i> }
        })
        .collect_view();
    let title = p.text.clone();
    view! {
        <span class=format!("pips pips--{kind}") data-testid=testid
            data-value=format!("{}/{}", p.filled, p.of) title=title>
            <span class="pips__label">{p.label}</span>
            <span class="pips__dots" aria-hidden="true">{dots}</span>
            <span class="sr-only">{p.text}</span>
        </span>
    }
}

/// The reminders as chips, one line each; a tap shows the whole text under
/// them (and folds it again). Outside the tile's link: a button inside a
/// link would be both.
#[component]
fn Chips(reminders: Vec<Reminder>) -> impl IntoView {
    let open = RwSignal::new(None::<usize>);
    let chips = reminders
        .iter()
        .enumerate()
        .map(|(i, r)| {
            view! {
                <button type="button" class=format!("tile__rem tile__rem--{:?}", r.tone).to_lowercase()
                    data-testid=format!("reminder-{}", r.code) title=r.why.text.clone()
                    aria-expanded=move || (open.get() == Some(i)).to_string()
                    on:click=move |_| open.update(|o| *o = if *o == Some(i) { None } else { Some(i) })>
                    {r.short.clone()}
                </button>
            }
        })
        .collect_view();
    let full = move || {
        open.get().and_then(|i| reminders.get(i)).map(|r| {
            let sec = r.why.section.clone().map(|s| format!(" (§{s})")).unwrap_or_default();
            view! { <span class="tile__full" data-testid="reminder-full" role="status">{r.why.text.clone()} {sec}</span> }
        })
    };
    view! {
        <span class="tile__chips">{chips}</span>
        {full}
    }
}

#[component]
pub fn ShipTile(
    tile: Tile,
    /// The copy at the top of the ship's sheet (another test id; the sheet
    /// lists the reminders in full, with their rules, so no chips here).
    #[prop(optional)]
    in_sheet: bool,
) -> impl IntoView {
    let id = tile.id.to_string();
    let href = Sub::Ship(id.clone()).hash();
    let status = tile.status.code();
    let testid = if in_sheet { "sheet-tile" } else { "ship-card" };
    let frame = format!("tile tile--{status}");
    // the style through the CSSOM (`prop:style`, its `cssText`), not a
    // `style` attribute: the content policy has no 'unsafe-inline' styles
    let owner = format!("--owner:{}", tile.colour);
    // "afloat" goes without saying on the tile (a screen reader still hears it)
    let status_class = match tile.status {
        Status::Afloat => "sr-only",
        Status::Captured => "tile__status tile__status--captured",
        Status::Sunk => "tile__status",
    };
    // "взят Аней" takes its own line: beside the class and the seal it
    // wrapped the line in English and in a wide window's narrow tiles
    let status_line = view! { <span class=status_class data-testid="ship-status">{tile.status_text.clone()}</span> };
    if tile.status == Status::Sunk && !in_sheet {
        // folded to one line: out of the game, nothing more to read
        return view! {
            <div class=frame data-testid=testid data-ship=id data-status=status prop:style=owner.clone()>
                <a class="tile__link tile__head" href=href>
                    <span class="tile__name" data-testid="ship-title">{tile.name.clone()}</span>
                    <span class="sr-only">{tile.class}</span>
                    {status_line}
                </a>
            </div>
        }
        .into_any();
    }
    let (in_sub, own_line) = if tile.status == Status::Captured {
        (None, Some(status_line))
    } else {
        (Some(status_line), None)
    };
    let captain = tile.captain.clone().map(|c| {
        let class = if tile.captain_face_up {
            "tile__captain tile__captain--up"
        } else {
            "tile__captain"
        };
        let word = (!tile.captain_word.is_empty())
            .then(|| view! { <span class="sr-only">{tile.captain_word} " "</span> });
        view! { <span class=class data-testid="ship-captain">"⚓ " {word} {c}</span> }
    });
    let chips = (!in_sheet && !tile.reminders.is_empty())
        .then(|| view! { <Chips reminders=tile.reminders.clone() /> });
    view! {
        <div class=frame data-testid=testid data-ship=id data-status=status prop:style=owner.clone()>
            <a class="tile__link" href=href>
                <span class="tile__head">
                    <span class="tile__name" data-testid="ship-title">{tile.name.clone()}</span>
                    <span class="tile__arrow" data-testid="ship-heading">
                        <span aria-hidden="true">{tile.arrow.unwrap_or("")}</span>
                        <span class="sr-only">{tile.heading}</span>
                    </span>
                </span>
                <span class="tile__sub">
                    <span class="tile__class">{tile.class}</span>
                    {captain}
                    {in_sub}
                </span>
                {own_line}
                <PipRow p=tile.hull.clone() testid="ship-hull" kind="hull" />
                {tile.sails.clone().map(|s| view! { <PipRow p=s testid="ship-sails" kind="sails" /> })}
                <PipRow p=tile.shots.clone() testid="ship-shots" kind="shots" />
            </a>
            {chips}
            {(!in_sheet).then(|| view! { <RefusalNote ship=tile.id /> })}
        </div>
    }
    .into_any()
}
