//! The live table's HTTP side (axum): `POST /live/tables` opens a game to
//! phones (from this computer only: a phone cannot make tables), `GET
//! /live/tables/{id}/online` lists the seats connected, and `GET
//! /live/ws` is a phone's WebSocket. On it: hello first, then actions;
//! every message the phone cannot send well is answered with
//! [`Bad`] and changes nothing; the connection and the host carry on.

use super::hub::Hub;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use futures_util::SinkExt;
use shturman_live::protocol::{Bad, ClientMsg, MAX_MESSAGE, ServerMsg, decode_client, encode};
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::sync::broadcast::error::{RecvError, TryRecvError};
use uuid::Uuid;

/// The live table's routes, over `hub`.
pub fn router(hub: Arc<Hub>) -> Router {
    Router::new()
        .route("/live/tables", post(open_table))
        .route("/live/tables/{id}/online", get(online))
        .route("/live/ws", get(upgrade))
        .with_state(hub)
}

async fn open_table(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    body: axum::body::Bytes,
) -> Response {
    // who asks first, before anything of the body is read
    if !peer.ip().is_loopback() {
        return (StatusCode::FORBIDDEN, "tables are opened on the host").into_response();
    }
    let new: shturman_live::protocol::OpenTable = match serde_json::from_slice(&body) {
        Ok(n) => n,
        Err(e) => return (StatusCode::UNPROCESSABLE_ENTITY, e.to_string()).into_response(),
    };
    let hub2 = hub.clone();
    match tokio::task::spawn_blocking(move || hub2.open_table(new)).await {
        Ok(Ok(opened)) => Json(opened).into_response(),
        Ok(Err(e)) => (StatusCode::UNPROCESSABLE_ENTITY, e.to_string()).into_response(),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

async fn online(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(id): Path<Uuid>,
) -> Response {
    if !peer.ip().is_loopback() {
        return StatusCode::FORBIDDEN.into_response();
    }
    Json(hub.online(id).await).into_response()
}

async fn upgrade(State(hub): State<Arc<Hub>>, ws: WebSocketUpgrade) -> Response {
    // frames a little over the limit still arrive, to be refused with a
    // reason by the decoder; far bigger ones close the connection
    ws.max_message_size(4 * MAX_MESSAGE)
        // tungstenite zeroes its read buffer's free part before each read:
        // its 128 KiB default was most of a connection's memory and the
        // host's largest CPU cost under load; a phone's message is small
        .read_buffer_size(READ_BUFFER)
        .on_upgrade(move |socket| phone(hub, socket))
}

/// A connection's read buffer (a longer message is read in several parts).
const READ_BUFFER: usize = 8 * 1024;

async fn send(socket: &mut WebSocket, msg: &ServerMsg) -> bool {
    socket.send(Message::Text(encode(msg).into())).await.is_ok()
}

/// One phone's connection, until it closes.
async fn phone(hub: Arc<Hub>, mut socket: WebSocket) {
    // hello first
    let mut joined = loop {
        let Some(Ok(msg)) = socket.recv().await else {
            return;
        };
        let Message::Text(text) = msg else { continue };
        match decode_client(&text) {
            Ok(ClientMsg::Hello { token, log, known }) => {
                // the first hello of a table has it read and replayed on
                // a reader thread; this one only waits
                match hub.join(&token, log, known).await {
                    Ok(j) => break j,
                    Err(bad) => {
                        let _ = send(&mut socket, &ServerMsg::Bad(bad)).await;
                    }
                }
            }
            Ok(ClientMsg::Act(_)) => {
                let _ = send(&mut socket, &ServerMsg::Bad(Bad::NotJoined)).await;
            }
            Err(bad) => {
                let _ = send(&mut socket, &ServerMsg::Bad(bad)).await;
            }
        }
    };
    if send(&mut socket, &joined.welcome).await {
        serve_phone(&hub, &mut socket, &mut joined).await;
    }
    hub.leave(&joined);
}

/// The beat's period: `BEAT_SECONDS`, or `SHTURMAN_BEAT_SECONDS` (tests).
fn beat_seconds() -> u64 {
    std::env::var("SHTURMAN_BEAT_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .filter(|&s| s > 0)
        .unwrap_or(shturman_live::protocol::BEAT_SECONDS)
}

/// How many beats of silence from a phone close its connection: a phone
/// that crashed or lost its Wi-Fi leaves a half-open socket that would
/// otherwise keep its seat "online" and its table in memory. A live phone
/// is never silent that long: its browser answers each beat's ping.
const SILENT_BEATS: u32 = 3;

async fn serve_phone(hub: &Arc<Hub>, socket: &mut WebSocket, joined: &mut super::hub::Joined) {
    let beat_every = std::time::Duration::from_secs(beat_seconds());
    let mut beat = tokio::time::interval_at(tokio::time::Instant::now() + beat_every, beat_every);
    let mut heard = tokio::time::Instant::now();
    loop {
        tokio::select! {
            _ = beat.tick() => {
                if heard.elapsed() > beat_every * SILENT_BEATS {
                    return;
                }
                // the beat for the phone's code, the ping for its browser
                // (which answers it by itself: the silence check above)
                if !send(socket, &ServerMsg::Beat).await
                    || socket.send(Message::Ping(Default::default())).await.is_err()
                {
                    return;
                }
            }
            msg = socket.recv() => {
                heard = tokio::time::Instant::now();
                let text = match msg {
                    Some(Ok(Message::Text(t))) => t,
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                    Some(Ok(_)) => continue,
                };
                let answer = match decode_client(&text) {
                    Ok(ClientMsg::Act(act)) => match hub.act(joined, act).await {
                        Ok(answer) => answer,
                        // not stored: say nothing, close; the phone
                        // sends the action again when it is back
                        Err(_) => return,
                    },
                    Ok(ClientMsg::Hello { .. }) => ServerMsg::Bad(Bad::AlreadyJoined),
                    Err(bad) => ServerMsg::Bad(bad),
                };
                if !send(socket, &answer).await {
                    return;
                }
            }
            news = joined.news.recv() => {
                // this one and any others already waiting, in one write
                let mut news = news;
                loop {
                    match news {
                        Ok(text) => {
                            if socket.feed(Message::Text(text.as_ref().into())).await.is_err() {
                                return;
                            }
                        }
                        // too far behind: close; the phone catches up on hello
                        Err(RecvError::Lagged(_)) | Err(RecvError::Closed) => return,
                    }
                    news = match joined.news.try_recv() {
                        Ok(text) => Ok(text),
                        Err(TryRecvError::Empty) => break,
                        Err(TryRecvError::Lagged(n)) => Err(RecvError::Lagged(n)),
                        Err(TryRecvError::Closed) => Err(RecvError::Closed),
                    };
                }
                if socket.flush().await.is_err() {
                    return;
                }
            }
        }
    }
}
