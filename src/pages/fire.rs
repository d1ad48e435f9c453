//! Fire helper (#/tools/fire): a mini-grid around the shooter with its four
//! fire lines up to its firing range, dead zones shaded and bands marked.
//! Tapping the target's cell shows the gun, band, faces, chance and the
//! return-fire and Swift reminders; then single shots or a salvo, aimed at
//! hull or sails, with the exact odds of every outcome before rolling, and
//! the outcome applied after a virtual roll or real dice (digest §4).
//!
//! The page's state is a plain [`FireInput`]: a later game flow provides a
//! pre-filled one through context.

use crate::components::aim_picker::AimPicker;
use crate::components::class_picker::ClassPicker;
use crate::components::explain::{Explain, ExplainItem};
use crate::components::faces::{random_face, virtual_dice, DieFaces};
use crate::components::mini_grid::{CellInfo, GridCell, MiniGrid, RADIUS};
use crate::components::rose::Rose;
use crate::components::stepper::Stepper;
use crate::components::tracked_ship::TrackedShipBanner;
use crate::i18n::fire::{fire_error, fire_text, odds_error};
use crate::i18n::terms::{band_name, cannot_fire, gun_name, level_name, of_six, percent};
use crate::i18n::{use_lang, Lang};
use crate::pages::rules::href;
use crate::state::tracked::{tracked_ship, TrackedShip};
use leptos::prelude::*;
use shturman_rules::attack::{
    resolve, rolls_critical, salvo, singles, Aim, Attack, Resolution, Sinking, TargetState, Volley,
};
use shturman_rules::dice::ScriptedDice;
use shturman_rules::engagement::{exchange, Combatant, FiringKind, Side};
use shturman_rules::fire::{bearing, shot_at, FaceSet, NoBearing, Shooter};
use shturman_rules::odds::attack_odds;
use shturman_rules::{Captain, Fraction, Heading, Offset, ShipClass};

/// What the fire helper starts from. A tracked ship pre-fills it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FireInput {
    pub class: ShipClass,
    pub heading: Heading,
    pub damage: u8,
    pub captain: Option<Captain>,
    /// Shot markers left this round; `None` = the card's shots.
    pub shots_left: Option<u8>,
    /// The target's cell relative to the shooter, if already known.
    pub target_at: Option<Offset>,
    pub target_class: ShipClass,
    pub target_heading: Heading,
    pub target_damage: u8,
    pub target_sails: u8,
    pub target_captain: Option<Captain>,
}

impl FireInput {
    /// The shooter as a ship of the open game: class, heading, hull
    /// damage, a face-up captain and the shots it has left this round.
    pub fn from_tracked(t: &TrackedShip) -> Self {
        let s = &t.ship;
        FireInput {
            class: s.class,
            heading: s.heading,
            damage: s.hull,
            captain: t.revealed_captain(),
            shots_left: Some(s.shots_left),
            ..FireInput::default()
        }
    }
}

impl Default for FireInput {
    fn default() -> Self {
        FireInput {
            class: ShipClass::Linkor,
            heading: Heading::N,
            damage: 0,
            captain: None,
            shots_left: None,
            target_at: None,
            target_class: ShipClass::Frigate,
            target_heading: Heading::N,
            target_damage: 0,
            target_sails: 0,
            target_captain: None,
        }
    }
}

fn chance_text(lang: Lang, p: Fraction, k: u8) -> String {
    format!(
        "{} · {} · {p}",
        percent(lang, p.percent(0)),
        of_six(lang, k)
    )
}

fn prob_text(lang: Lang, p: Fraction) -> String {
    format!("{} ({p})", percent(lang, p.percent(1)))
}

#[component]
fn CaptainPicker(
    value: RwSignal<Option<Captain>>,
    #[prop(into)] label: Signal<&'static str>,
    testid: &'static str,
    choices: &'static [Captain],
) -> impl IntoView {
    let lang = use_lang();
    let none = view! {
        <button
            data-testid=format!("{testid}-none")
            aria-pressed=move || value.get().is_none().to_string()
            on:click=move |_| value.set(None)
        >
            {move || fire_text(lang.get()).no_captain}
        </button>
    };
    let rest = choices
        .iter()
        .map(|&c| {
            view! {
                <button
                    data-testid=format!("{testid}-{}", c.code())
                    aria-pressed=move || (value.get() == Some(c)).to_string()
                    on:click=move |_| value.set(Some(c))
                >
                    {move || match lang.get() {
                        Lang::Ru => c.name_ru(),
                        Lang::En => match c {
                            Captain::Rapid => "Rapid",
                            Captain::Swift => "Swift",
                            Captain::Target => "Target",
                            Captain::Berserk => "Berserk",
                        },
                    }}
                </button>
            }
        })
        .collect_view();
    view! {
        <div class="segmented" role="group" aria-label=move || label.get()>
            {none}
            {rest}
        </div>
    }
}

#[component]
pub fn FirePage() -> impl IntoView {
    let lang = use_lang();
    let t = move || fire_text(lang.get());
    let tracked = tracked_ship();
    let input = use_context::<FireInput>()
        .or_else(|| tracked.as_ref().map(FireInput::from_tracked))
        .unwrap_or_default();

    let class = RwSignal::new(input.class);
    let heading = RwSignal::new(input.heading);
    let damage = RwSignal::new(input.damage);
    let captain = RwSignal::new(input.captain);
    let shots_left = RwSignal::new(input.shots_left.unwrap_or(input.class.card().shots));
    let target_at = RwSignal::new(input.target_at);
    let t_class = RwSignal::new(input.target_class);
    let t_heading = RwSignal::new(input.target_heading);
    let t_damage = RwSignal::new(input.target_damage);
    let t_sails = RwSignal::new(input.target_sails);
    let t_captain = RwSignal::new(input.target_captain);
    let salvo_mode = RwSignal::new(false);
    let count = RwSignal::new(1u8);
    let aim = RwSignal::new(Aim::Hull);
    let center = RwSignal::new(Offset::ZERO);

    Effect::new(move |prev: Option<ShipClass>| {
        let c = class.get();
        if prev.is_some_and(|p| p != c) {
            shots_left.set(c.card().shots);
        }
        c
    });

    let card = Memo::new(move |_| class.get().card());
    let is_fort = move || class.get() == ShipClass::Fort;
    let shooter = Memo::new(move |_| {
        let c = card.get();
        let mut s = Shooter::new(&c, (!is_fort()).then(|| heading.get()));
        s.damage = damage.get();
        s.captain = captain.get();
        s
    });
    let shot = Memo::new(move |_| target_at.get().map(|at| shot_at(&shooter.get(), at)));

    let cells = Signal::derive(move || {
        let s = shooter.get();
        let c = center.get();
        let mut out = Vec::with_capacity(81);
        for y in c.y - RADIUS..=c.y + RADIUS {
            for x in c.x - RADIUS..=c.x + RADIUS {
                let at = Offset::new(x, y);
                let info = match bearing(s.heading, s.firing_range, at) {
                    Ok(b) => CellInfo::Fire {
                        gun: b.gun,
                        band: b.band,
                    },
                    Err(NoBearing::SameCell) => CellInfo::Ship { heading: s.heading },
                    Err(NoBearing::DeadZone { .. }) => CellInfo::Dead,
                    Err(NoBearing::NotOnLine { .. }) => CellInfo::OffLine,
                    Err(NoBearing::OutOfRange { .. }) => CellInfo::Plain,
                };
                out.push(GridCell {
                    at,
                    info,
                    path: false,
                });
            }
        }
        out
    });
    let on_tap = Callback::new(move |at: Offset| {
        target_at.set((at != Offset::ZERO).then_some(at));
    });

    // The target.
    let t_card = Memo::new(move |_| t_class.get().card());
    let target_state = Memo::new(move |_| {
        let c = t_card.get();
        let mut s = TargetState::new(&c);
        s.hull_damage = t_damage.get().min(c.strength.saturating_sub(1));
        s.sail_damage = t_sails.get().min(c.fresh_straight);
        s
    });
    let reminders = move || {
        let at = target_at.get()?;
        let l = lang.get();
        let t = fire_text(l);
        let mut a = Combatant::new(&card.get(), shooter.get().heading);
        a.shots_left = shots_left.get();
        a.captain = captain.get();
        let tc = t_card.get();
        let d_heading = (t_class.get() != ShipClass::Fort).then(|| t_heading.get());
        let mut d = Combatant::new(&tc, d_heading);
        d.captain = t_captain.get();
        let x = exchange(&a, &d, at, &[]);
        x.attacker.as_ref().ok()?;
        let mut v = Vec::new();
        match x.defender {
            Ok(b) => v.push(ExplainItem::new(
                format!(
                    "{} ({}, {})",
                    t.return_fire,
                    gun_name(l, b.gun),
                    band_name(l, b.band)
                ),
                "4.6",
            )),
            Err(_) => v.push(ExplainItem::new(t.no_return_fire, "4.6")),
        }
        if let Some(pos) = x
            .order
            .iter()
            .position(|f| f.kind == FiringKind::Initiative)
        {
            let first = x.order.first().map(|f| f.side);
            v.push(ExplainItem::new(
                if pos == 0 && first == Some(Side::Defender) {
                    t.swift_first
                } else {
                    t.swift_after
                },
                "4.6",
            ));
        }
        Some(v)
    };

    // The plan of attacks.
    let plan = Memo::new(move |_| {
        let Some(Ok(info)) = shot.get() else {
            return None;
        };
        let kind = info.bearing.gun.kind();
        let n = count.get().max(1);
        let left = shots_left.get();
        let r = if salvo_mode.get() {
            salvo(
                &[Volley {
                    faces: info.faces,
                    kind,
                    shots: n,
                    shots_left: left,
                }],
                aim.get(),
            )
            .map(|s| vec![s.attack])
        } else {
            singles(info.faces, kind, n, left, aim.get())
        };
        Some(r)
    });
    let odds = Memo::new(move |_| match plan.get() {
        Some(Ok(p)) => Some(attack_odds(&p, &target_state.get())),
        _ => None,
    });

    // Rolling: the results so far and a hit waiting for its critical roll.
    let results = RwSignal::new(Vec::<Resolution>::new());
    let pending = RwSignal::new(None::<u8>);
    let rolled = RwSignal::new(None::<u8>);
    let spins = RwSignal::new(0u32);
    Effect::new(move |_| {
        plan.track();
        target_state.track();
        results.set(Vec::new());
        pending.set(None);
        rolled.set(None);
    });
    let current = move || -> Option<(Attack, TargetState)> {
        let Some(Ok(p)) = plan.get() else {
            return None;
        };
        let r = results.get();
        let state = r.last().map(|x| x.after).unwrap_or(target_state.get());
        if state.sunk {
            return None;
        }
        p.get(r.len()).map(|a| (*a, state))
    };
    let push = move |res: Resolution| results.update(|v| v.push(res));
    let on_face = move |f: u8| {
        rolled.set(Some(f));
        let Some((a, state)) = current() else { return };
        if let Some(h) = pending.get_untracked() {
            pending.set(None);
            // With every face hitting, the resolver reads no hit die.
            let dice = if a.faces.len() == 6 {
                vec![f]
            } else {
                vec![h, f]
            };
            if let Ok(mut d) = ScriptedDice::new(dice) {
                if let Ok(r) = resolve(&a, &state, &mut d) {
                    push(r);
                }
            }
            return;
        }
        let hit = a.faces.len() == 6 || a.faces.contains(f);
        if hit && rolls_critical(&a, &state) {
            pending.set(Some(f));
        } else if let Ok(mut d) = ScriptedDice::new([f]) {
            if let Ok(r) = resolve(&a, &state, &mut d) {
                push(r);
            }
        }
    };
    let pick = Callback::new(on_face);
    let roll_virtual = move |_| {
        let Some((a, state)) = current() else { return };
        spins.update(|n| *n += 1);
        if pending.get_untracked().is_some() {
            // Only the critical roll is left.
            on_face(random_face());
            return;
        }
        if let Ok(r) = resolve(&a, &state, &mut virtual_dice()) {
            rolled.set(r.critical_roll.or(r.hit_roll));
            push(r);
        }
    };
    let state_text = move |s: &TargetState| {
        let t = t();
        format!(
            "{} {}/{} · {} {} · {}",
            t.hull,
            s.hull_damage,
            s.strength,
            t.sails,
            s.sail_damage,
            if s.sunk { t.sunk } else { t.afloat }
        )
    };
    let result_line = move |i: usize, r: &Resolution| {
        let t = t();
        let roll = match r.hit_roll {
            Some(f) => format!("{} {f}", t.rolled),
            None => t.no_roll.to_string(),
        };
        let crit = match (r.critical_roll, r.critical) {
            (Some(c), true) => format!("; {c}: {}", t.crit),
            (Some(c), false) => format!("; {c}: {}", t.crit_none),
            _ => String::new(),
        };
        let sunk = match r.sunk {
            Some(Sinking::Critical) => format!(" — {} ({})", t.sunk, t.crit),
            Some(Sinking::HullDamage) => format!(" — {}", t.sunk),
            None => String::new(),
        };
        format!(
            "{} {}: {roll} — {}{crit}{sunk} → {}",
            t.attack,
            i + 1,
            if r.hit { t.hit } else { t.miss },
            state_text(&r.after)
        )
    };

    // What the tapped cell gives, made once: its texts and faces update in
    // place from cell to cell (hidden while no cell or no gun).
    let bears = Memo::new(move |_| shot.get().and_then(Result::ok));
    let on = move |f: fn(Lang, &shturman_rules::fire::ShotInfo) -> String| {
        move || bears.with(|b| b.as_ref().map(|i| f(lang.get(), i)))
    };
    let info_faces =
        Signal::derive(move || bears.with(|b| b.as_ref().map_or(FaceSet::EMPTY, |i| i.faces)));
    let info_steps = Signal::derive(move || {
        let l = lang.get();
        bears.with(|b| {
            b.as_ref().map_or_else(Vec::new, |info| {
                face_steps(
                    l,
                    &shturman_rules::fire::FaceReport {
                        faces: info.faces,
                        probability: info.probability,
                        steps: info.steps.clone(),
                    },
                )
            })
        })
    });
    let info_view = view! {
        <p class="muted" data-testid="fire-hint" hidden=move || shot.with(Option::is_some)>
            {move || t().tap_hint}
        </p>
        {move || match shot.get() {
            Some(Err(nb)) => Some(view! {
                <p class="banner banner--error" data-testid="fire-none">{cannot_fire(lang.get(), nb)}</p>
            }),
            _ => None,
        }}
        <div hidden=move || bears.with(Option::is_none)>
            <dl class="kv">
                <dt>{move || t().gun}</dt>
                <dd data-testid="fire-gun" data-gun=move || bears.with(|b| b.as_ref().map(|i| i.bearing.gun.code()))>
                    {on(|l, i| gun_name(l, i.bearing.gun).to_string())}
                </dd>
                <dt>{move || t().band}</dt>
                <dd data-testid="fire-band" data-band=move || bears.with(|b| b.as_ref().map(|i| i.bearing.band.code()))>
                    {on(|l, i| format!("{} ({} {})", band_name(l, i.bearing.band), i.bearing.distance, fire_text(l).cells))}
                </dd>
                <dt>{move || t().damage}</dt>
                <dd data-testid="fire-level">{on(|l, i| level_name(l, i.level).to_string())}</dd>
                <dt>{move || t().chance}</dt>
                <dd data-testid="fire-prob" data-fraction=move || bears.with(|b| b.as_ref().map(|i| i.probability.to_string()))>
                    {on(|l, i| chance_text(l, i.probability, i.faces.len()))}
                </dd>
            </dl>
            <DieFaces faces=info_faces testid="fire-face" />
            <details class="more">
                <summary>{move || t().why}</summary>
                <Explain items=info_steps testid="fire-explain" />
            </details>
        </div>
    };
    let odds_view = move || {
        let l = lang.get();
        let t = fire_text(l);
        match (plan.get()?, odds.get()) {
            (Err(e), _) => Some(
                view! { <p class="banner banner--error" data-testid="plan-error">{format!("{}: {}", t.plan_error, fire_error(l, &e))}</p> }
                    .into_any(),
            ),
            (Ok(p), Some(Ok(o))) => {
                let crit = p.iter().any(|a| a.critical);
                let hull_rows = o
                    .hull_damage
                    .iter()
                    .map(|s| view! {
                        <tr data-testid=format!("odds-hull-{}", s.value)>
                            <td>{s.value}</td><td>{prob_text(l, s.probability)}</td>
                        </tr>
                    })
                    .collect_view();
                let sail_rows = o
                    .sail_damage
                    .iter()
                    .map(|s| view! {
                        <tr data-testid=format!("odds-sails-{}", s.value)>
                            <td>{s.value}</td><td>{prob_text(l, s.probability)}</td>
                        </tr>
                    })
                    .collect_view();
                let assumptions: Vec<&str> = o.assumptions.iter().map(|a| a.id()).collect();
                Some(
                    view! {
                        <p>
                            {t.p_sunk} ": "
                            <strong data-testid="odds-sunk" data-fraction=o.sunk.to_string()>{prob_text(l, o.sunk)}</strong>
                            " · " {if crit { t.critical_yes } else { t.critical_no }}
                            {(!assumptions.is_empty()).then(|| view! {
                                " " <a href=href(assumptions[0])>{format!("[{}]", assumptions.join(", "))}</a>
                            })}
                        </p>
                        <table class="dist" data-testid="odds-hull">
                            <tr><th>{t.hull_after}</th><th></th></tr>
                            {hull_rows}
                        </table>
                        <table class="dist" data-testid="odds-sails">
                            <tr><th>{t.sails_after}</th><th></th></tr>
                            {sail_rows}
                        </table>
                    }
                    .into_any(),
                )
            }
            (Ok(_), Some(Err(e))) => Some(
                view! { <p class="banner banner--error" data-testid="plan-error">{format!("{}: {}", t.plan_error, odds_error(l, &e))}</p> }
                    .into_any(),
            ),
            _ => None,
        }
    };
    let cur_faces =
        Signal::derive(move || current().map(|(a, _)| a.faces).unwrap_or(FaceSet::EMPTY));

    view! {
        <section class="page" data-testid="page-fire">
            {tracked.clone().map(|tr| view! { <TrackedShipBanner tracked=tr /> })}
            <h2>{move || t().title}</h2>
            <div class="card stack">
                <h3>{move || t().shooter}</h3>
                <ClassPicker value=class label=Signal::derive(move || t().class) testid="fire-class" />
                <Show when=move || !is_fort()>
                    <Rose value=heading label=Signal::derive(move || t().heading) testid="fire-heading" />
                </Show>
                <Stepper
                    value=damage
                    min=0u8
                    max=Signal::derive(move || card.get().strength.saturating_sub(1))
                    label=Signal::derive(move || t().damage.to_string())
                    testid="fire-damage"
                />
                <CaptainPicker
                    value=captain
                    label=Signal::derive(move || t().captain)
                    testid="fire-captain"
                    choices=&[Captain::Target, Captain::Swift]
                />
            </div>

            <MiniGrid
                cells=cells
                selected=Signal::derive(move || target_at.get())
                on_tap=on_tap
                label=Signal::derive(move || t().grid)
                center=center
            />
            <div class="legend" aria-hidden="true">
                <span class="lg-reach">{move || t().legend_line}</span>
                <span class="lg-dead">{move || t().legend_dead}</span>
            </div>

            <div class="card" data-testid="fire-info" aria-live="polite">
                {info_view}
                {move || reminders().map(|v| view! {
                    <h3>{move || t().reminders}</h3>
                    <Explain items=v testid="fire-reminders" />
                })}
            </div>

            // Made once and hidden while no gun bears, so tapping from cell to
            // cell only updates it.
            <div hidden=move || !matches!(shot.get(), Some(Ok(_)))>
                <div class="card stack">
                    <h3>{move || t().target}</h3>
                    <ClassPicker value=t_class label=Signal::derive(move || t().target_class) testid="target-class" />
                    <Stepper
                        value=t_damage
                        min=0u8
                        max=Signal::derive(move || t_card.get().strength.saturating_sub(1))
                        label=Signal::derive(move || t().target_damage.to_string())
                        testid="target-damage"
                    />
                    <Stepper
                        value=t_sails
                        min=0u8
                        max=Signal::derive(move || t_card.get().fresh_straight)
                        label=Signal::derive(move || t().target_sails.to_string())
                        testid="target-sails"
                    />
                    <details class="more">
                        <summary>{move || t().target_heading}</summary>
                        <Rose value=t_heading label=Signal::derive(move || t().target_heading) testid="target-heading" />
                        <CaptainPicker
                            value=t_captain
                            label=Signal::derive(move || t().captain)
                            testid="target-captain"
                            choices=&[Captain::Swift]
                        />
                    </details>
                </div>
                <div class="card stack">
                    <h3>{move || t().shots}</h3>
                    <Stepper
                        value=shots_left
                        min=1u8
                        max=Signal::derive(move || card.get().shots.max(1))
                        label=Signal::derive(move || t().shots_left.to_string())
                        testid="shots-left"
                    />
                    <div class="segmented" role="group">
                        <button
                            data-testid="mode-single"
                            aria-pressed=move || (!salvo_mode.get()).to_string()
                            on:click=move |_| salvo_mode.set(false)
                        >
                            {move || t().single}
                        </button>
                        <button
                            data-testid="mode-salvo"
                            aria-pressed=move || salvo_mode.get().to_string()
                            on:click=move |_| salvo_mode.set(true)
                        >
                            {move || t().salvo}
                        </button>
                    </div>
                    <Stepper
                        value=count
                        min=1u8
                        max=Signal::derive(move || shots_left.get().max(1))
                        label=Signal::derive(move || t().count.to_string())
                        testid="shot-count"
                    />
                    <AimPicker value=aim label=Signal::derive(move || t().aim) testid="fire-aim" />
                </div>
                <div class="card" data-testid="fire-odds">
                    <h3>{move || t().odds}</h3>
                    {odds_view}
                </div>
                <div class="card stack" data-testid="fire-roll-card">
                    <Show
                        when=move || current().is_some()
                        fallback=move || view! { <p data-testid="fire-done"><strong>{move || t().done}</strong></p> }
                    >
                        <p>
                            <strong data-testid="fire-next">
                                {move || format!("{} {}", t().attack, results.get().len() + 1)}
                            </strong>
                        </p>
                        <Show when=move || pending.get().is_some()>
                            <p class="banner banner--ok" role="status">{move || t().crit_offer}</p>
                        </Show>
                        <button class="btn--primary big" data-testid="fire-roll" on:click=roll_virtual>
                            "⚄ " {move || t().roll}
                        </button>
                        <p class="muted">{move || t().i_rolled}</p>
                        <DieFaces
                            faces=Signal::derive(move || if pending.get().is_some() { FaceSet::of(&[6]) } else { cur_faces.get() })
                            on_pick=pick
                            testid="fire-rolled"
                        />
                    </Show>
                    {move || {
                        let n = spins.get();
                        rolled.get().filter(|_| n > 0).map(|f| view! {
                            <div class="die die-roll" data-testid="fire-die" aria-hidden="true">{f}</div>
                        })
                    }}
                    <ol class="steps" data-testid="fire-log" aria-live="polite">
                        {move || results.get().iter().enumerate().map(|(i, r)| view! { <li>{result_line(i, r)}</li> }).collect_view()}
                    </ol>
                    <p data-testid="fire-after">
                        {move || results.get().last().map(|r| state_text(&r.after))}
                    </p>
                    <Show when=move || !results.get().is_empty() || pending.get().is_some()>
                        <button data-testid="fire-reset" on:click=move |_| {
                            results.set(Vec::new());
                            pending.set(None);
                            rolled.set(None);
                        }>
                            {move || t().again}
                        </button>
                    </Show>
                </div>
            </div>
        </section>
    }
}

/// Steps of a face report as explanation lines.
fn face_steps(lang: Lang, r: &shturman_rules::fire::FaceReport) -> Vec<ExplainItem> {
    use crate::i18n::terms::face_rule;
    r.steps
        .iter()
        .map(|s| {
            let faces: Vec<String> = s.faces.iter().map(|f| f.to_string()).collect();
            let faces = if faces.is_empty() {
                "—".to_string()
            } else {
                faces.join(", ")
            };
            ExplainItem {
                text: format!("{} → {}", face_rule(lang, s.rule), faces),
                section: s.section.to_string(),
                assumption: s.assumption.map(|a| a.id()),
            }
        })
        .collect()
}
