//! The live table's HTTP side (axum): `POST /live/tables` opens a game to
//! phones (from this computer only: a phone cannot make tables), `GET
//! /live/tables/{id}/online` lists the seats connected, and `GET
//! /live/ws` is a phone's WebSocket. On it: the channel's handshake
//! (`shturman_live::channel`: the seat's key, never its code), then
//! hello, then actions, every message sealed; every message the phone
//! cannot send well is answered with [`Bad`] and changes nothing; a frame
//! that does not open on the channel closes the connection.
//! Every route is behind [`guard::own_pages`] (this host's own pages
//! only), and a WebSocket counts as its address's until it joins.

use super::guard::{self, Joining, Origins, Peer};
use super::hub::{Hub, Joined, News};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use futures_util::SinkExt;
use shturman_live::Seat;
use shturman_live::channel::{Channel, Claim};
use shturman_live::protocol::{Bad, ClientMsg, MAX_MESSAGE, ServerMsg, decode_client, encode};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::broadcast::error::{RecvError, TryRecvError};
use uuid::Uuid;

/// The largest table opening read (a whole game's actions so far).
pub const MAX_OPEN_BODY: usize = 2 * 1024 * 1024;
/// How long the host page has to send it.
pub const OPEN_BODY_WITHIN: Duration = Duration::from_secs(10);
/// The largest WebSocket frame and message read, before a seat has joined
/// and after: one channel frame (a Noise message, at most 64 KiB; a longer
/// message comes in parts, and the channel bounds their sum by
/// `MAX_MESSAGE`). A frame that says it is bigger closes the connection
/// before its payload is read, so a socket that has not joined holds at
/// most this much (issue 44).
pub const MAX_FRAME: usize = shturman_live::channel::MAX_FRAME;

/// The live table's routes, over `hub`, for this host's own pages and
/// `origins`.
pub fn router(hub: Arc<Hub>, origins: Origins) -> Router {
    Router::new()
        .route("/live/tables", post(open_table))
        .route("/live/tables/{id}/online", get(online))
        .route("/live/ws", get(upgrade))
        .with_state(hub)
        .route_layer(axum::middleware::from_fn_with_state(
            origins,
            guard::own_pages,
        ))
}

async fn open_table(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(peer): ConnectInfo<Peer>,
    req: Request,
) -> Response {
    // who asks first, before anything of the body is read
    if !peer.remote.ip().is_loopback() {
        return (StatusCode::FORBIDDEN, "tables are opened on the host").into_response();
    }
    let read = axum::body::to_bytes(req.into_body(), MAX_OPEN_BODY);
    let body = match tokio::time::timeout(OPEN_BODY_WITHIN, read).await {
        Ok(Ok(body)) => body,
        Ok(Err(_)) => return (StatusCode::PAYLOAD_TOO_LARGE, "too big a table").into_response(),
        Err(_) => return (StatusCode::REQUEST_TIMEOUT, "the table was not sent").into_response(),
    };
    let hub2 = hub.clone();
    match tokio::task::spawn_blocking(move || hub2.open_json(&body)).await {
        Ok(Ok(opened)) => Json(opened).into_response(),
        Ok(Err(e)) => (StatusCode::UNPROCESSABLE_ENTITY, e).into_response(),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

async fn online(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(peer): ConnectInfo<Peer>,
    Path(id): Path<Uuid>,
) -> Response {
    if !peer.remote.ip().is_loopback() {
        return StatusCode::FORBIDDEN.into_response();
    }
    Json(hub.online(id).await).into_response()
}

async fn upgrade(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(peer): ConnectInfo<Peer>,
    ws: WebSocketUpgrade,
) -> Response {
    ws.max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        // tungstenite zeroes its read buffer's free part before each read:
        // its 128 KiB default was most of a connection's memory and the
        // host's largest CPU cost under load; a phone's message is small
        .read_buffer_size(READ_BUFFER)
        .on_upgrade(move |socket| phone(hub, socket, Joining::start(&peer)))
}

/// A refusal before the channel is made (nothing secret: a forger could
/// say it as well), as a text frame.
async fn say_plain(socket: &mut WebSocket, bad: Bad) {
    let _ = socket
        .send(Message::Text(encode(&ServerMsg::Bad(bad)).into()))
        .await;
}

/// A connection's read buffer (a longer message is read in several parts).
const READ_BUFFER: usize = 8 * 1024;

/// Seal `msg` on the channel and send it.
async fn say(socket: &mut WebSocket, channel: &mut Channel, msg: &str) -> bool {
    feed(socket, channel, msg).await && socket.flush().await.is_ok()
}

/// Seal `msg` on the channel and queue it (sent on the next flush).
async fn feed(socket: &mut WebSocket, channel: &mut Channel, msg: &str) -> bool {
    for frame in channel.seal(msg.as_bytes()) {
        if socket.feed(Message::Binary(frame.into())).await.is_err() {
            return false;
        }
    }
    true
}

/// One piece of the table's news for this connection, queued: false once
/// the connection is to close.
async fn tell(
    socket: &mut WebSocket,
    channel: &mut Channel,
    joined: &mut Joined,
    news: News,
) -> bool {
    match news {
        News::All(text) => feed(socket, channel, &text).await,
        News::Displace { seat, keep } if seat == joined.seat && keep != joined.conn => {
            // another device took this seat: this one watches
            joined.seat = Seat::Viewer;
            feed(socket, channel, &encode(&ServerMsg::Displaced)).await
        }
        News::Revoke { key, keep } if key == joined.key && keep != joined.conn => {
            let _ = say(socket, channel, &encode(&ServerMsg::Revoked)).await;
            false
        }
        News::Displace { .. } | News::Revoke { .. } => true,
    }
}

/// What came from the phone on its channel.
enum Heard {
    Message(Result<ClientMsg, Bad>),
    /// The connection is done (closed, or a frame that does not open).
    Gone,
    /// Nothing to act on (a ping, part of a message).
    Nothing,
}

fn heard(msg: Option<Result<Message, axum::Error>>, channel: &mut Channel) -> Heard {
    match msg {
        Some(Ok(Message::Binary(frame))) => match channel.open(&frame, MAX_MESSAGE) {
            Ok(Some(text)) => Heard::Message(
                std::str::from_utf8(&text)
                    .map_err(|e| Bad::Unreadable {
                        detail: e.to_string(),
                    })
                    .and_then(decode_client),
            ),
            Ok(None) => Heard::Nothing,
            // changed on the way, replayed, or too long: the channel is
            // no longer to be trusted
            Err(_) => Heard::Gone,
        },
        // a text frame is not the phone's (its messages are sealed)
        Some(Ok(Message::Text(_))) | Some(Ok(Message::Close(_))) | None | Some(Err(_)) => {
            Heard::Gone
        }
        Some(Ok(Message::Ping(_) | Message::Pong(_))) => Heard::Nothing,
    }
}

/// One phone's connection, until it closes: the handshake (its first frame
/// names its seat's key; a seat this host does not know, or one whose code
/// was replaced, is refused in the open), then hello on the channel, then
/// its actions.
async fn phone(hub: Arc<Hub>, mut socket: WebSocket, joining: Joining) {
    let first = match joining.wait(socket.recv()).await {
        Some(Ok(Message::Binary(frame))) => frame,
        Some(Ok(_)) => return say_plain(&mut socket, Bad::NotAFrame).await,
        _ => return,
    };
    let Ok(claim) = Claim::read(&first) else {
        return say_plain(&mut socket, Bad::NotAFrame).await;
    };
    if let Err(bad) = hub.claim(&claim.key) {
        return say_plain(&mut socket, bad).await;
    }
    let key = claim.key;
    let Ok((mut channel, answer)) = claim.answer() else {
        return;
    };
    if socket.send(Message::Binary(answer.into())).await.is_err() {
        return;
    }
    let mut joined = loop {
        let msg = match joining.wait(socket.recv()).await {
            None => return,
            m => heard(m, &mut channel),
        };
        let answer = match msg {
            Heard::Gone => return,
            Heard::Nothing => continue,
            Heard::Message(Ok(ClientMsg::Hello {
                device,
                want,
                log,
                known,
            })) => {
                // the first hello of a table has it read and replayed on a
                // reader thread; this one only waits
                match hub.join(key, device, want, log, known).await {
                    Ok(j) => break j,
                    Err(bad) => ServerMsg::Bad(bad),
                }
            }
            Heard::Message(Ok(ClientMsg::Act(_) | ClientMsg::Reseat { .. })) => {
                ServerMsg::Bad(Bad::NotJoined)
            }
            Heard::Message(Err(bad)) => ServerMsg::Bad(bad),
        };
        if !say(&mut socket, &mut channel, &encode(&answer)).await {
            return;
        }
    };
    joining.joined();
    // another device holds the seat: this one watches, and its player is
    // asked (then says hello again, taking the seat or only watching)
    let mut said = say(&mut socket, &mut channel, &encode(&joined.welcome)).await;
    if let (true, Some(seat)) = (said, joined.asked) {
        said = say(
            &mut socket,
            &mut channel,
            &encode(&ServerMsg::Taken { seat }),
        )
        .await;
    }
    if said {
        serve_phone(&hub, &mut socket, &mut channel, &mut joined).await;
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

async fn serve_phone(
    hub: &Arc<Hub>,
    socket: &mut WebSocket,
    channel: &mut Channel,
    joined: &mut Joined,
) {
    let beat_every = std::time::Duration::from_secs(beat_seconds());
    let mut beat = tokio::time::interval_at(tokio::time::Instant::now() + beat_every, beat_every);
    let mut heard_at = tokio::time::Instant::now();
    loop {
        tokio::select! {
            _ = beat.tick() => {
                if heard_at.elapsed() > beat_every * SILENT_BEATS {
                    return;
                }
                // the beat for the phone's code, the ping for its browser
                // (which answers it by itself: the silence check above)
                if !say(socket, channel, &encode(&ServerMsg::Beat)).await
                    || socket.send(Message::Ping(Default::default())).await.is_err()
                {
                    return;
                }
            }
            msg = socket.recv() => {
                heard_at = tokio::time::Instant::now();
                let answer = match heard(msg, channel) {
                    Heard::Gone => return,
                    Heard::Nothing => continue,
                    Heard::Message(Ok(ClientMsg::Act(act))) => match hub.act(joined, act).await {
                        Ok(answer) => answer,
                        // not stored: say nothing, close; the phone
                        // sends the action again when it is back
                        Err(_) => return,
                    },
                    Heard::Message(Ok(ClientMsg::Reseat { seat, key })) => {
                        hub.reseat(joined, seat, key).await.unwrap_or_else(ServerMsg::Bad)
                    }
                    Heard::Message(Ok(ClientMsg::Hello { .. })) => ServerMsg::Bad(Bad::AlreadyJoined),
                    Heard::Message(Err(bad)) => ServerMsg::Bad(bad),
                };
                if !say(socket, channel, &encode(&answer)).await {
                    return;
                }
            }
            news = joined.news.recv() => {
                // this one and any others already waiting, in one write
                let mut news = news;
                loop {
                    match news {
                        Ok(n) => {
                            if !tell(socket, channel, joined, n).await {
                                return;
                            }
                        }
                        // too far behind: close; the phone catches up on hello
                        Err(RecvError::Lagged(_)) | Err(RecvError::Closed) => return,
                    }
                    news = match joined.news.try_recv() {
                        Ok(n) => Ok(n),
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

#[cfg(test)]
mod tests {
    use super::*;
    use axum::body::{Body, Bytes};
    use tower::ServiceExt;

    /// Issue 44 item 5: another computer's table is refused before its
    /// body is read (it used to be read whole, 2 MB with no time limit,
    /// first): a body that never ends still gets its 403.
    #[tokio::test]
    async fn a_table_from_another_computer_is_refused_before_its_body_is_read() {
        let path = std::env::temp_dir().join(format!("ws-{}.sqlite", Uuid::new_v4()));
        let app = router(Arc::new(Hub::open(&path).unwrap()), Origins::WEB);
        let endless = futures_util::stream::pending::<Result<Bytes, std::io::Error>>();
        let req = axum::http::Request::post("/live/tables")
            .header("host", "192.168.1.5:8080")
            .header("origin", "http://192.168.1.5:8080")
            .extension(ConnectInfo(Peer::seen(
                "192.168.1.7:50000",
                "192.168.1.5:8080",
            )))
            .body(Body::from_stream(endless))
            .unwrap();
        // a bound, not a measure: a handler waiting for the body fails here
        let answer = tokio::time::timeout(Duration::from_secs(60), app.oneshot(req))
            .await
            .expect("answered without the body")
            .unwrap();
        assert_eq!(answer.status(), StatusCode::FORBIDDEN);
        for end in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{end}", path.display()));
        }
    }
}
