//! Read a QR code with the camera: frames from `getUserMedia` drawn to a
//! canvas, made grayscale and read by the core's reader (`rqrr`, in its own
//! lazily loaded chunk `camera`). Typed text stays the way that works
//! everywhere; without a camera this says so, and on a page that is not a
//! secure context (the LAN page: no browser gives it `getUserMedia`) it
//! says in place of the button that the installed app has the camera.

use leptos::prelude::*;
use leptos::task::spawn_local;
use shturman_hand::code::{QrError, read_qr};
use shturman_words::Lang;
use shturman_words::hand::Words;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    CanvasRenderingContext2d, HtmlCanvasElement, MediaStream, MediaStreamConstraints,
    MediaStreamTrack,
};

/// Why a frame was not read.
pub enum ScanError {
    Qr(QrError),
    /// The reader's chunk could not be fetched.
    Unavailable,
}

impl From<leptos::wasm_split::SplitLoaderError> for ScanError {
    fn from(_: leptos::wasm_split::SplitLoaderError) -> Self {
        ScanError::Unavailable
    }
}

#[leptos::wasm_split::wasm_split(camera, fallible, wasm_split_path = ::leptos::wasm_split)]
fn decode(width: usize, height: usize, luma: Vec<u8>) -> Result<String, ScanError> {
    read_qr(width, height, &luma).map_err(ScanError::Qr)
}

async fn sleep(ms: i32) {
    let p = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
        }
    });
    let _ = JsFuture::from(p).await;
}

async fn open_camera() -> Option<MediaStream> {
    let md = web_sys::window()?.navigator().media_devices().ok()?;
    let c = MediaStreamConstraints::new();
    c.set_video(&JsValue::TRUE);
    c.set_audio(&JsValue::FALSE);
    let s = JsFuture::from(md.get_user_media_with_constraints(&c).ok()?)
        .await
        .ok()?;
    s.dyn_into().ok()
}

/// One grayscale frame of the video: width, height, luma.
fn frame(video: &web_sys::HtmlVideoElement) -> Option<(usize, usize, Vec<u8>)> {
    let (w, h) = (video.video_width(), video.video_height());
    if w == 0 || h == 0 {
        return None;
    }
    let canvas: HtmlCanvasElement = document().create_element("canvas").ok()?.dyn_into().ok()?;
    canvas.set_width(w);
    canvas.set_height(h);
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    ctx.draw_image_with_html_video_element(video, 0.0, 0.0)
        .ok()?;
    let rgba = ctx
        .get_image_data(0.0, 0.0, f64::from(w), f64::from(h))
        .ok()?
        .data();
    let luma = rgba
        .chunks_exact(4)
        .map(|p| {
            ((u32::from(p[0]) * 299 + u32::from(p[1]) * 587 + u32::from(p[2]) * 114) / 1000) as u8
        })
        .collect();
    Some((w as usize, h as usize, luma))
}

#[component]
pub fn Camera(
    words: Signal<&'static Words>,
    lang: Signal<Lang>,
    on_read: Callback<String>,
) -> impl IntoView {
    // no camera on this page at all, and why: not a secure context
    let https_only = crate::platform::insecure_page() && !has_get_user_media();
    if https_only {
        return view! {
            <div class="stack camera">
                <p class="muted" data-testid="camera-https">{move || words.get().camera_https}</p>
            </div>
        }
        .into_any();
    }
    let on = RwSignal::new(false);
    let problem: RwSignal<Option<String>> = RwSignal::new(None);
    let video = NodeRef::<leptos::html::Video>::new();
    let stream: StoredValue<Option<MediaStream>, LocalStorage> = StoredValue::new_local(None);
    let stop = move || {
        if let Some(s) = stream.get_value() {
            for t in s.get_tracks().iter() {
                t.unchecked_into::<MediaStreamTrack>().stop();
            }
        }
        stream.set_value(None);
        on.set(false);
    };
    // leaving the screen turns the camera off (the signals may be gone)
    on_cleanup(move || {
        if let Some(Some(s)) = stream.try_get_value() {
            for t in s.get_tracks().iter() {
                t.unchecked_into::<MediaStreamTrack>().stop();
            }
        }
    });
    let start = move |_| {
        problem.set(None);
        spawn_local(async move {
            let (Some(s), Some(v)) = (open_camera().await, video.get_untracked()) else {
                return problem.set(Some(words.get_untracked().camera_none.to_string()));
            };
            v.set_src_object(Some(&s));
            let _ = v.play();
            stream.set_value(Some(s));
            on.set(true);
            while on.try_get_untracked() == Some(true) {
                sleep(250).await;
                let Some((w, h, luma)) = video.get_untracked().and_then(|v| frame(&v)) else {
                    continue;
                };
                match decode(w, h, luma).await {
                    Ok(text) => {
                        stop();
                        on_read.run(text);
                    }
                    Err(ScanError::Qr(QrError::NotFound)) => {}
                    Err(ScanError::Qr(e)) => problem
                        .set(Some(
                            (shturman_words::hand::words(lang.get_untracked()).qr_error)(&e)
                        )),
                    Err(ScanError::Unavailable) => {
                        stop();
                        problem.set(Some(words.get_untracked().camera_none.to_string()));
                    }
                }
            }
        });
    };
    view! {
        <div class="stack camera">
            <Show when=move || !on.get() fallback=move || view! {
                <button class="btn" data-testid="camera-stop" on:click=move |_| stop()>{move || words.get().scan_stop}</button>
            }>
                <button class="btn" data-testid="camera-scan" on:click=start>{move || words.get().scan}</button>
            </Show>
            <video node_ref=video class="camera-view" data-testid="camera-view" hidden=move || !on.get()
                muted=true playsinline=true></video>
            <Show when=move || problem.with(Option::is_some)>
                <p class="error" role="alert" data-testid="camera-problem">{move || problem.get().unwrap_or_default()}</p>
            </Show>
        </div>
    }
    .into_any()
}

/// `navigator.mediaDevices.getUserMedia` is there.
fn has_get_user_media() -> bool {
    let get = |o: &JsValue, k: &str| {
        js_sys::Reflect::get(o, &JsValue::from_str(k))
            .ok()
            .filter(|v| !v.is_undefined() && !v.is_null())
    };
    web_sys::window()
        .and_then(|w| get(&w.navigator(), "mediaDevices"))
        .and_then(|m| get(&m, "getUserMedia"))
        .is_some()
}
