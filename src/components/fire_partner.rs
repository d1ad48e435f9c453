//! Another ship gathered into the salvo: its part as it would fire alone
//! (gun, distance, faces — or why it cannot fire) and its inputs: class,
//! heading, where the target lies from it (a line and a distance), hull
//! damage, captain Target, shots left and the shots it puts in.

use crate::components::choice_row::ChoiceRow;
use crate::components::fire_rose::FireRose;
use crate::components::number_stepper::NumberStepper;
use crate::components::toggle::Toggle;
use leptos::prelude::*;
use shturman_screens::fire::{Event, PartnerEvent, PartnerView};

/// Test ids of the (at most three) other ships' inputs.
const IDS: [[&str; 9]; 3] = [
    [
        "fire-p0",
        "fire-p0-class",
        "fire-p0-heading",
        "fire-p0-line",
        "fire-p0-dist",
        "fire-p0-damage",
        "fire-p0-target",
        "fire-p0-left",
        "fire-p0-shots",
    ],
    [
        "fire-p1",
        "fire-p1-class",
        "fire-p1-heading",
        "fire-p1-line",
        "fire-p1-dist",
        "fire-p1-damage",
        "fire-p1-target",
        "fire-p1-left",
        "fire-p1-shots",
    ],
    [
        "fire-p2",
        "fire-p2-class",
        "fire-p2-heading",
        "fire-p2-line",
        "fire-p2-dist",
        "fire-p2-damage",
        "fire-p2-target",
        "fire-p2-left",
        "fire-p2-shots",
    ],
];

#[component]
pub fn FirePartner(
    index: usize,
    #[prop(into)] partner: Signal<PartnerView>,
    send: Callback<Event>,
) -> impl IntoView {
    let ids = IDS[index.min(IDS.len() - 1)];
    fn field<T: Clone + Send + Sync + 'static>(
        s: Signal<PartnerView>,
        f: fn(&PartnerView) -> T,
    ) -> Signal<T> {
        Signal::derive(move || s.with(f))
    }
    let ev = move |pe: PartnerEvent| send.run(Event::Partner(index, pe));
    view! {
        <details class="card fire-partner" data-testid=ids[0]>
            <summary>
                <span>
                    <strong>{move || partner.with(|p| p.title.clone())}</strong>
                    " · "
                    <span data-testid=format!("{}-part", ids[0])
                        class=move || if partner.with(|p| p.can_fire) { "" } else { "bad" }>
                        {move || partner.with(|p| p.part.clone())}
                    </span>
                </span>
            </summary>
            <div class="stack">
                <ChoiceRow
                    choices=field(partner, |p| p.classes.clone())
                    on_pick=Callback::new(move |c| ev(PartnerEvent::Class(c)))
                    label=field(partner, |p| p.title.clone())
                    testid=ids[1]
                />
                <div class="row fire-roses">
                    <div>
                        <p class="rose__title">{move || partner.with(|p| p.line_label)}</p>
                        <FireRose
                            choices=field(partner, |p| p.lines.clone())
                            on_pick=Callback::new(move |h| ev(PartnerEvent::Line(h)))
                            label=field(partner, |p| p.line_label.to_string())
                            testid=ids[3]
                        />
                    </div>
                    {move || partner.with(|p| p.headings.is_some()).then(|| view! {
                        <div>
                            <p class="rose__title">{move || partner.with(|p| p.heading_label)}</p>
                            <FireRose
                                choices=field(partner, |p| p.headings.clone().unwrap_or_default())
                                on_pick=Callback::new(move |h| ev(PartnerEvent::Heading(h)))
                                label=field(partner, |p| p.heading_label.to_string())
                                testid=ids[2]
                            />
                        </div>
                    })}
                </div>
                <NumberStepper stepper=field(partner, |p| p.distance.clone())
                    on_set=Callback::new(move |d| ev(PartnerEvent::Distance(d))) testid=ids[4] />
                <NumberStepper stepper=field(partner, |p| p.damage.clone())
                    on_set=Callback::new(move |d| ev(PartnerEvent::Damage(d))) testid=ids[5] />
                <Toggle toggle=field(partner, |p| p.target.clone())
                    on_set=Callback::new(move |t| ev(PartnerEvent::Target(t))) testid=ids[6] />
                <NumberStepper stepper=field(partner, |p| p.shots_left.clone())
                    on_set=Callback::new(move |n| ev(PartnerEvent::ShotsLeft(n))) testid=ids[7] />
                <NumberStepper stepper=field(partner, |p| p.shots.clone())
                    on_set=Callback::new(move |n| ev(PartnerEvent::Shots(n))) testid=ids[8] />
                <button type="button" data-testid=format!("{}-remove", ids[0])
                    on:click=move |_| send.run(Event::RemovePartner(index))>
                    {move || partner.with(|p| p.remove)}
                </button>
            </div>
        </details>
    }
}
