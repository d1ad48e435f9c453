//! A local mini-grid around one ship (no full board): a 9 × 9 window of
//! cells, centred on the ship and pannable, each a real button with a text
//! mark and an aria-label a screen reader reads ("клетка 2 на восток 1 на
//! север: достижима, курс запад, осталось 1"). The page says what each cell
//! is ([`CellInfo`]); the grid draws it and reports taps.

use crate::i18n::use_lang;
use leptos::prelude::*;
use shturman_rules::fire::Band;
use shturman_rules::Offset;
pub use shturman_words::grid::CellInfo;
use shturman_words::grid::{cell_label, cell_text};

/// Cells either side of the window's centre: 9 × 9 cells.
pub const RADIUS: i32 = 4;
const SIDE: i32 = 2 * RADIUS + 1;

/// One cell of the window: where, what, and whether a path passes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridCell {
    pub at: Offset,
    pub info: CellInfo,
    pub path: bool,
}

/// One button's worth of a cell, as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
struct CellView {
    at: Offset,
    class: String,
    label: String,
    text: String,
    pressed: bool,
}

fn cell_class(info: &CellInfo, path: bool, selected: bool) -> String {
    let mut c = String::from("cell");
    c.push_str(match info {
        CellInfo::Ship { .. } | CellInfo::Now { .. } => " cell--ship",
        CellInfo::Reach { .. } => " cell--reach",
        CellInfo::Fire { band, .. } => match band {
            Band::PointBlank => " cell--line cell--pb",
            Band::Medium => " cell--line cell--medium",
            Band::Long => " cell--line cell--long",
        },
        CellInfo::Dead => " cell--dead",
        CellInfo::OffLine | CellInfo::Plain => "",
    });
    if path {
        c.push_str(" cell--path");
    }
    if selected {
        c.push_str(" cell--selected");
    }
    c
}

#[component]
pub fn MiniGrid(
    /// The cells that are not plain; any cell not listed is plain.
    #[prop(into)]
    cells: Signal<Vec<GridCell>>,
    #[prop(into)] selected: Signal<Option<Offset>>,
    on_tap: Callback<Offset>,
    #[prop(into)] label: Signal<&'static str>,
    /// The window's centre; the page may move it (e.g. to the ship).
    center: RwSignal<Offset>,
) -> impl IntoView {
    let lang = use_lang();
    // What every cell of the window shows, worked out once per change; each
    // button is made once and reads its own cell through a memo, so a step
    // or a tap updates only the cells that changed (not 81 new buttons).
    let model = Memo::new(move |_| {
        let l = lang.get();
        let sel = selected.get();
        let c = center.get();
        cells.with(|list| {
            (0..SIDE * SIDE)
                .map(|i| {
                    let at = c + Offset::new(i % SIDE - RADIUS, RADIUS - i / SIDE);
                    let (info, path) = list
                        .iter()
                        .find(|g| g.at == at)
                        .map(|g| (g.info.clone(), g.path))
                        .unwrap_or((CellInfo::Plain, false));
                    CellView {
                        at,
                        class: cell_class(&info, path, sel == Some(at)),
                        label: cell_label(l, at, &info, path),
                        text: cell_text(l, &info),
                        pressed: sel == Some(at),
                    }
                })
                .collect::<Vec<_>>()
        })
    });
    let cell = move |i: i32| {
        let m = Memo::new(move |_| model.with(|v| v[i as usize].clone()));
        view! {
            <button
                class=move || m.with(|c| c.class.clone())
                data-testid=move || m.with(|c| format!("cell-{}-{}", c.at.x, c.at.y))
                aria-label=move || m.with(|c| c.label.clone())
                aria-pressed=move || m.with(|c| c.pressed.to_string())
                on:click=move |_| on_tap.run(m.with_untracked(|c| c.at))
            >
                <span aria-hidden="true">{move || m.with(|c| c.text.clone())}</span>
            </button>
        }
    };
    let grid = (0..SIDE * SIDE).map(cell).collect_view();
    let pan = move |dx: i32, dy: i32| center.update(|c| *c = *c + Offset::new(dx, dy));
    let t = move |ru: &'static str, en: &'static str| lang.get().pick(ru, en);
    view! {
        <div
            class="grid grid--mini"
            role="group"
            aria-label=move || label.get()
            data-testid="mini-grid"
            style=format!("grid-template-columns: repeat({SIDE}, 1fr)")
        >
            {grid}
        </div>
        <div class="pan row" role="group" aria-label=move || t("Сдвинуть сетку", "Pan the grid")>
            <button data-testid="pan-w" aria-label=move || t("Сдвинуть на запад", "Pan west") on:click=move |_| pan(-2, 0)>"◀"</button>
            <button data-testid="pan-n" aria-label=move || t("Сдвинуть на север", "Pan north") on:click=move |_| pan(0, 2)>"▲"</button>
            <button data-testid="pan-s" aria-label=move || t("Сдвинуть на юг", "Pan south") on:click=move |_| pan(0, -2)>"▼"</button>
            <button data-testid="pan-e" aria-label=move || t("Сдвинуть на восток", "Pan east") on:click=move |_| pan(2, 0)>"▶"</button>
            <button data-testid="pan-home" aria-label=move || t("К кораблю", "Back to the ship") on:click=move |_| center.set(Offset::ZERO)>"◎"</button>
        </div>
    }
}
