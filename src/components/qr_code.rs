//! A code shown as a QR code: an SVG drawn from the core's module matrix
//! (`shturman_screens::hand_phone::qr_svg`), crisp at any size.

use leptos::prelude::*;
use shturman_screens::hand_phone::qr_svg;

#[component]
pub fn QrCode(text: Signal<String>, label: Signal<&'static str>) -> impl IntoView {
    let svg = Memo::new(move |_| text.with(|t| qr_svg(t)));
    move || {
        svg.get().map(|(side, d)| {
            view! {
                <svg class="qr-code" data-testid="qr-code" role="img" aria-label=move || label.get()
                    viewBox=format!("0 0 {side} {side}") shape-rendering="crispEdges"
                    xmlns="http://www.w3.org/2000/svg">
                    <rect width=side.to_string() height=side.to_string() fill="#fff"></rect>
                    <path d=d fill="#000"></path>
                </svg>
            }
        })
    }
}
