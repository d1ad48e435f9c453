//! The host's screen of a live table (`#/game/open`, issue 34): the open
//! game is opened to phones, and each seat gets a QR code of its link —
//! a phone's own camera app opens it (no camera in the page, no typing)
//! and that phone joins as that player; one more code for viewers. The
//! address and the port are shown, with why the port must stay the same.
//! Before it opens, the host picks who may start a new round (the table's
//! rules, `TableRules`; the last pick is kept). Once open, it is the
//! host's list of seats («Места» on its live line): each seat's QR code
//! again, whether a phone holds it and is on line, and a new code for a
//! seat whose phone is lost (the old code is refused from then on).

use crate::components::choice_row::ChoiceRow;
use crate::components::live_confirm::LiveConfirm;
use crate::components::live_menu::live_call;
use crate::components::qr_code::QrCode;
use crate::i18n::use_lang;
use crate::live::host::{self, OpenProblem};
use crate::state::game::use_game;
use leptos::prelude::*;
use leptos::task::spawn_local;
use shturman_live::protocol::Opened;
use shturman_live::{Seat, TableRules};
use shturman_screens::game::live::{rounds, seat_state};
use shturman_words::game_log::Names;
use shturman_words::live::words;

#[component]
pub fn LiveOpenPage() -> impl IntoView {
    let lang = use_lang();
    let w = move || words(lang.get());
    let ctx = use_game();
    let opened = RwSignal::new(None::<Opened>);
    let problem = RwSignal::new(None::<OpenProblem>);
    // not yet open: the host picks the rules first (`None` while reading)
    let picking = RwSignal::new(None::<TableRules>);
    spawn_local(async move {
        let live = ctx.source.get_untracked() == Some(crate::state::game::Source::Live);
        match host::opened().await {
            Some(o) if live => drop(opened.try_set(Some(o))),
            _ => drop(picking.try_set(Some(host::last_rules().await))),
        }
    });
    // a seat given a new code from here: its new QR code
    let reissued = host::REISSUED.with(|r| r.clone());
    Effect::new(move |first: Option<()>| {
        reissued.track();
        if first.is_some() {
            spawn_local(async move { drop(opened.try_set(host::opened().await)) });
        }
    });
    let asked = RwSignal::new(None::<Seat>);
    let line = crate::live::status().map(|s| s.line);
    let open_now = move |_| {
        let Some(rules) = picking.get_untracked() else {
            return;
        };
        picking.set(None);
        spawn_local(async move {
            match crate::live::open_table(ctx, rules).await {
                Ok(o) => drop(opened.try_set(Some(o))),
                Err(p) => drop(problem.try_set(Some(p))),
            }
        });
    };
    let pick = move || {
        picking.get().map(|current| {
            view! {
                <fieldset class="card stack" data-testid="rounds-pick">
                    <legend>{move || w().rounds_legend}</legend>
                    <ChoiceRow
                        choices=Signal::derive(move || rounds(lang.get(), current))
                        on_pick=Callback::new(move |r| picking.set(Some(r)))
                        label=Signal::derive(move || w().rounds_legend.to_string())
                        testid="rounds"
                    />
                    <p class="small" data-testid="rounds-says">{move || (w().rounds_rule)(current)}</p>
                    <p class="muted small" data-testid="seat-rule">{move || w().seat_rule}</p>
                    <button class="btn btn--primary" data-testid="open-now" on:click=open_now>
                        {move || w().open_now}
                    </button>
                </fieldset>
            }
        })
    };
    let names = move || {
        ctx.table
            .with(|v| v.as_ref().map(Names::of).unwrap_or_default())
    };
    let base = move |o: &Opened| {
        o.addresses
            .first()
            .cloned()
            .unwrap_or_else(|| match host::desktop_port() {
                Some(port) => format!("http://127.0.0.1:{port}/"),
                None => web_sys::window()
                    .and_then(|w| w.location().origin().ok())
                    .map(|o| format!("{o}/"))
                    .unwrap_or_default(),
            })
    };
    let seats = move || {
        opened.with(|o| {
            let o = o.as_ref()?;
            let base = base(o);
            let names = names();
            let cards = o
                .seats
                .iter()
                .filter(|s| s.seat != Seat::Host)
                .map(|s| {
                    let url = format!("{base}#/game/live?seat={}", s.code.0);
                    let label = (w().seat_code)(&names, s.seat);
                    let seat = s.seat;
                    let line = line.clone();
                    let state = move || {
                        let l = line.as_ref().map(|l| l.get()).unwrap_or_default();
                        ctx.table.with(|v| v.as_ref().map(|v| seat_state(lang.get(), v, seat, &l).1))
                    };
                    let text = Signal::derive({
                        let url = url.clone();
                        move || url.clone()
                    });
                    let aria = Signal::derive(move || w().open_how);
                    let data_url = url.clone();
                    view! {
                        <li class="card seat-code" data-testid="seat-code" data-url=data_url>
                            <h3>{label}</h3>
                            <p class="small" data-testid="seat-state">{state}</p>
                            <QrCode text=text label=aria />
                            <p class="muted small seat-code__url">{url}</p>
                            <button type="button" class="btn" data-testid="seat-reissue"
                                on:click=move |_| asked.set(Some(seat))>{move || w().reissue}</button>
                        </li>
                    }
                })
                .collect_view();
            let lan = !o.addresses.is_empty();
            let rules = o.rules;
            Some(view! {
                <p data-testid="open-rules">{move || (w().rounds_rule)(rules)}</p>
                <p class="muted small" data-testid="seat-rule">{move || w().seat_rule}</p>
                <p>{move || w().open_how}</p>
                <p data-testid="open-address">{(w().open_address)(&base)}</p>
                <p class="muted small">{move || match (lan, host::desktop_port().is_some()) {
                    (true, _) => w().open_port_note,
                    (false, true) => w().open_no_lan_app,
                    (false, false) => w().open_no_lan,
                }}</p>
                <ul class="seat-codes">{cards}</ul>
            })
        })
    };
    view! {
        <div class="stack" data-testid="live-open">
            <h2>{move || w().open_title}</h2>
            {pick}
            {seats}
            {move || problem.get().map(|p| view! {
                <p class="notice notice--bad" role="alert" data-testid="open-problem">
                    {match p {
                        OpenProblem::NoHost => w().open_no_host.to_string(),
                        OpenProblem::NotStarted(why) => (w().open_not_started)(&why),
                        OpenProblem::Refused(why) => why,
                    }}
                </p>
            })}
            {move || asked.get().map(|seat| {
                let text = Signal::derive(move || (w().reissue_confirm)(&names(), seat));
                let yes = Signal::derive(move || w().reissue.to_string());
                let on_yes = Callback::new(move |_| {
                    asked.set(None);
                    live_call(ctx, crate::live::Call::Reseat(seat));
                });
                view! { <LiveConfirm text yes on_yes on_no=Callback::new(move |_| asked.set(None)) /> }
            })}
            <a class="btn" href="#/game" data-testid="open-to-table">{move || shturman_words::game::start::words(lang.get()).tab_table}</a>
        </div>
    }
}
