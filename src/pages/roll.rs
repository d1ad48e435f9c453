//! Quick roll (#/roll): gun, band, the shooter's damage and captain Target
//! give the six die faces with the hitting ones marked, the chance and how
//! the faces came about; then a virtual roll or the face of the real die,
//! shot after shot, with the last-shot critical rule.
//!
//! The page's state is a plain [`RollInput`]: a later game flow provides a
//! pre-filled one through context.

use crate::components::aim_picker::AimPicker;
use crate::components::class_picker::ClassPicker;
use crate::components::explain::{Explain, ExplainItem};
use crate::components::faces::{random_face, DieFaces};
use crate::components::stepper::Stepper;
use crate::i18n::roll::roll_text;
use crate::i18n::terms::{aim_name, band_name, face_rule, level_name, of_six, percent};
use crate::i18n::{use_lang, Lang, CELLS};
use leptos::prelude::*;
use shturman_rules::attack::{
    resolve, rolls_critical, shots_per_round, Aim, Attack, Resolution, Sinking, TargetState, Volley,
};
use shturman_rules::dice::ScriptedDice;
use shturman_rules::fire::{
    band, damage_level, hit_faces, Band, FaceReport, FaceSet, Gun, GunKind,
};
use shturman_rules::{Captain, ShipClass};

/// What the quick roll starts from. A tracked ship pre-fills it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RollInput {
    pub class: ShipClass,
    pub gun: GunKind,
    pub band: Band,
    /// The shooter's hull damage.
    pub damage: u8,
    pub captain_target: bool,
    pub aim: Aim,
}

impl Default for RollInput {
    fn default() -> Self {
        RollInput {
            class: ShipClass::Brig,
            gun: GunKind::Broadside,
            band: Band::Long,
            damage: 0,
            captain_target: false,
            aim: Aim::Hull,
        }
    }
}

/// The gun a class fires with for a column of the table: a fort's battery
/// fires as a broadside.
fn gun_for(class: ShipClass, kind: GunKind) -> Gun {
    match (class, kind) {
        (ShipClass::Fort, _) => Gun::Fort,
        (_, GunKind::Broadside) => Gun::Starboard,
        (_, GunKind::Chaser) => Gun::Bow,
    }
}

/// A target nobody tracks: only the critical decides its fate.
const NOTIONAL: TargetState = TargetState {
    strength: u8::MAX,
    hull_damage: 0,
    sail_damage: 0,
    fresh_straight: u8::MAX,
    sunk: false,
};

/// One shot fired this round.
#[derive(Clone, Debug, PartialEq, Eq)]
struct ShotRec {
    faces: FaceSet,
    aim: Aim,
    res: Resolution,
}

/// Steps of a face report as explanation lines.
pub fn face_steps(lang: Lang, r: &FaceReport) -> Vec<ExplainItem> {
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

#[component]
pub fn RollPage() -> impl IntoView {
    let lang = use_lang();
    let t = move || roll_text(lang.get());
    let input = use_context::<RollInput>().unwrap_or_default();
    let class = RwSignal::new(input.class);
    let kind = RwSignal::new(input.gun);
    let band_s = RwSignal::new(input.band);
    let distance = RwSignal::new(None::<u32>);
    let damage = RwSignal::new(input.damage);
    let target = RwSignal::new(input.captain_target);
    let aim = RwSignal::new(input.aim);

    let card = Memo::new(move |_| class.get().card());
    let report = Memo::new(move |_| {
        let c = card.get();
        let captain = target.get().then_some(Captain::Target);
        hit_faces(
            gun_for(class.get(), kind.get()),
            band_s.get(),
            damage_level(damage.get(), c.strength),
            captain,
        )
    });
    let faces = Signal::derive(move || report.get().faces);
    let per_round = Memo::new(move |_| shots_per_round(&card.get()));

    // Shots of this round, and a hit waiting for its critical roll.
    let shots = RwSignal::new(Vec::<ShotRec>::new());
    let pending = RwSignal::new(None::<(u8, Attack)>);
    let last_face = RwSignal::new(None::<u8>);
    let spins = RwSignal::new(0u32);
    Effect::new(move |_| {
        class.track();
        shots.set(Vec::new());
        pending.set(None);
        last_face.set(None);
    });
    if input.class == ShipClass::Fort && input.gun == GunKind::Chaser {
        kind.set(GunKind::Broadside);
    }
    Effect::new(move |_| {
        if class.get() == ShipClass::Fort {
            kind.set(GunKind::Broadside);
        }
    });

    let shots_left = move || per_round.get().saturating_sub(shots.get().len() as u8);
    let attack = move || {
        Attack::single(
            Volley::one(faces.get(), kind.get(), shots_left().max(1)),
            aim.get(),
        )
        .ok()
    };
    let round_over = move || shots_left() == 0;

    let record = move |hit_roll: u8, crit: Option<u8>, a: Attack| {
        // With every face (or none) hitting, the resolver reads no hit die.
        let mut dice: Vec<u8> = Vec::new();
        if !matches!(a.faces.len(), 0 | 6) {
            dice.push(hit_roll);
        }
        dice.extend(crit);
        if let Ok(mut d) = ScriptedDice::new(dice) {
            if let Ok(res) = resolve(&a, &NOTIONAL, &mut d) {
                shots.update(|v| {
                    v.push(ShotRec {
                        faces: a.faces,
                        aim: a.aim,
                        res,
                    })
                });
            }
        }
    };
    let on_face = move |f: u8| {
        last_face.set(Some(f));
        if let Some((hit_roll, a)) = pending.get_untracked() {
            pending.set(None);
            record(hit_roll, Some(f), a);
            return;
        }
        if round_over() {
            return;
        }
        let Some(a) = attack() else { return };
        let hit = a.faces.len() == 6 || a.faces.contains(f);
        if hit && rolls_critical(&a, &NOTIONAL) {
            pending.set(Some((f, a)));
        } else {
            record(f, None, a);
        }
    };
    let roll_virtual = move |_| {
        spins.update(|n| *n += 1);
        on_face(random_face());
    };
    let pick = Callback::new(on_face);

    let band_buttons = move || {
        Band::ALL
            .into_iter()
            .map(|b| {
                view! {
                    <button
                        data-testid=format!("band-{}", b.code())
                        aria-pressed=move || (band_s.get() == b).to_string()
                        on:click=move |_| {
                            band_s.set(b);
                            distance.set(None);
                        }
                    >
                        {move || band_name(lang.get(), b)}
                    </button>
                }
            })
            .collect_view()
    };
    let distance_buttons = move || {
        let range = card.get().firing_range;
        (1..=u32::from(range))
            .map(|n| {
                view! {
                    <button
                        data-testid=format!("dist-{n}")
                        aria-pressed=move || (distance.get() == Some(n)).to_string()
                        aria-label=move || CELLS.count(lang.get(), i64::from(n))
                        on:click=move |_| {
                            distance.set(Some(n));
                            band_s.set(band(n, card.get_untracked().firing_range));
                        }
                    >
                        {n}
                    </button>
                }
            })
            .collect_view()
    };

    let explain = Signal::derive(move || face_steps(lang.get(), &report.get()));
    let chance = move || {
        let r = report.get();
        format!(
            "{} · {} · {}",
            percent(lang.get(), r.probability.percent(0)),
            of_six(lang.get(), r.faces.len()),
            r.probability
        )
    };
    let counter = move || {
        let n = shots.get().len() as u8;
        let total = per_round.get();
        if n >= total {
            return t().round_over.to_string();
        }
        let last = attack().map(|a| a.critical).unwrap_or(false);
        format!(
            "{} {} {} {} — {}",
            t().shot,
            n + 1,
            t().of,
            total,
            if last { t().last } else { t().not_last }
        )
    };
    let outcome_text = move |rec: &ShotRec| -> String {
        let t = t();
        let r = &rec.res;
        let roll = match r.hit_roll {
            Some(f) => format!("{} {f}", t.rolled),
            None => t.no_roll.to_string(),
        };
        let mut s = format!("{roll}: {}", if r.hit { t.hit } else { t.miss });
        if let Some(c) = r.critical_roll {
            let crit = match (r.sunk, rec.aim, r.critical) {
                (Some(Sinking::Critical), _, _) => t.crit_sinks,
                (_, Aim::Sails, true) => t.crit_strips,
                _ => t.crit_fail,
            };
            s.push_str(&format!("; {c}: {crit}"));
        }
        s
    };
    let latest = move || {
        if let Some((f, a)) = pending.get() {
            let t = t();
            let roll = if a.faces.len() == 6 {
                t.no_roll.to_string()
            } else {
                format!("{} {f}", t.rolled)
            };
            return Some((true, format!("{roll}: {}", t.hit)));
        }
        shots.get().last().map(|r| (r.res.hit, outcome_text(r)))
    };
    let log = move || {
        shots
            .get()
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let faces: Vec<String> = r.faces.iter().map(|f| f.to_string()).collect();
                view! {
                    <li>
                        {format!(
                            "{} {}: [{}] {} — {}",
                            t().shot,
                            i + 1,
                            faces.join(","),
                            aim_name(lang.get(), r.aim),
                            outcome_text(r),
                        )}
                    </li>
                }
            })
            .collect_view()
    };

    view! {
        <section class="page" data-testid="page-roll">
            <h2>{move || t().title}</h2>
            <div class="card stack">
                <ClassPicker value=class label=Signal::derive(move || t().class) testid="roll-class" />
                <div class="segmented" role="group" aria-label=move || t().gun>
                    <button
                        data-testid="gun-broadside"
                        aria-pressed=move || (kind.get() == GunKind::Broadside).to_string()
                        on:click=move |_| kind.set(GunKind::Broadside)
                    >
                        {move || t().broadside}
                    </button>
                    <button
                        data-testid="gun-chaser"
                        aria-pressed=move || (kind.get() == GunKind::Chaser).to_string()
                        disabled=move || class.get() == ShipClass::Fort
                        on:click=move |_| kind.set(GunKind::Chaser)
                    >
                        {move || t().chasers}
                    </button>
                </div>
                <div class="segmented" role="group" aria-label=move || t().band>
                    {band_buttons}
                </div>
                <details class="more">
                    <summary>{move || t().distance}</summary>
                    <div class="segmented" role="group" aria-label=move || t().distance>
                        {distance_buttons}
                    </div>
                    <p class="muted" data-testid="dist-note">
                        {move || distance.get().map(|n| format!(
                            "{n} {} {} → {}",
                            t().distance_note,
                            card.get().firing_range,
                            band_name(lang.get(), band_s.get()),
                        ))}
                    </p>
                </details>
                <Stepper
                    value=damage
                    min=0u8
                    max=Signal::derive(move || card.get().strength.saturating_sub(1))
                    label=Signal::derive(move || t().damage.to_string())
                    testid="roll-damage"
                />
                <p class="muted" data-testid="roll-level">
                    {move || level_name(lang.get(), damage_level(damage.get(), card.get().strength))}
                </p>
                <div class="row">
                    <button
                        data-testid="captain-target"
                        aria-pressed=move || target.get().to_string()
                        on:click=move |_| target.update(|v| *v = !*v)
                    >
                        {move || if target.get() { "☑ " } else { "☐ " }}
                        {move || t().target}
                    </button>
                    <AimPicker value=aim label=Signal::derive(move || t().aim) testid="aim" />
                </div>
            </div>

            <div class="card">
                <h3>{move || t().faces}</h3>
                <DieFaces faces=faces rolled=Signal::derive(move || last_face.get()) testid="face" />
                <p class="chance">
                    {move || t().chance} ": "
                    <strong data-testid="roll-chance">{chance}</strong>
                </p>
                <details class="more" open>
                    <summary>{move || t().why}</summary>
                    <Explain items=explain testid="roll-explain" />
                </details>
            </div>

            <div class="card stack" data-testid="roll-shots">
                <p data-testid="shot-counter"><strong>{counter}</strong></p>
                <Show when=move || pending.get().is_none() && !round_over()>
                    <button class="btn--primary big" data-testid="roll-virtual" on:click=roll_virtual>
                        "⚄ " {move || t().roll}
                    </button>
                    <p class="muted">{move || t().i_rolled}</p>
                    <DieFaces faces=faces on_pick=pick testid="rolled" />
                </Show>
                <Show when=move || pending.get().is_some()>
                    <p class="banner banner--ok" role="status">{move || t().crit_offer}</p>
                    <button class="btn--primary big" data-testid="crit-virtual" on:click=roll_virtual>
                        "⚄ " {move || t().crit_roll}
                    </button>
                    <p class="muted">{move || t().i_rolled}</p>
                    <DieFaces faces=FaceSet::of(&[6]) on_pick=pick testid="crit" />
                </Show>
                {move || {
                    let n = spins.get();
                    last_face.get().filter(|_| n > 0).map(|f| view! {
                        <div class="die die-roll" data-testid="die" aria-hidden="true">{f}</div>
                    })
                }}
                <p
                    data-testid="roll-result"
                    role="status"
                    aria-live="polite"
                    class=move || match latest() {
                        Some((true, _)) => "result result--hit",
                        Some((false, _)) => "result result--miss",
                        None => "result",
                    }
                >
                    {move || latest().map(|(hit, s)| format!("{} {s}", if hit { "✓" } else { "✗" }))}
                </p>
                <Show when=move || !shots.get().is_empty()>
                    <h3>{move || t().log}</h3>
                    <ol class="steps" data-testid="roll-log">{log}</ol>
                </Show>
                <Show when=move || !shots.get().is_empty() || pending.get().is_some()>
                    <button data-testid="roll-reset" on:click=move |_| {
                        shots.set(Vec::new());
                        pending.set(None);
                        last_face.set(None);
                    }>
                        {move || t().new_round}
                    </button>
                </Show>
            </div>
        </section>
    }
}
