//! The live table's HTTP side (axum): `POST /live/tables` opens a game to
//! phones (from this computer only: a phone cannot make tables), `GET
//! /live/tables/{id}/online` lists the seats connected, and `GET
//! /live/ws` is a phone's WebSocket. On it: hello first, then actions;
//! every message the phone cannot send well is answered with
//! [`Bad`] and changes nothing; the connection and the host carry on.
//! Every route is behind [`guard::own_pages`] (this host's own pages
//! only), and a WebSocket counts as its address's until it joins.

use super::guard::{self, Joining, Origins, Peer};
use super::hub::Hub;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use shturman_live::protocol::{Bad, ClientMsg, MAX_MESSAGE, ServerMsg, decode_client, encode};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::broadcast::error::RecvError;
use uuid::Uuid;

/// The largest table opening read (a whole game's actions so far).
pub const MAX_OPEN_BODY: usize = 2 * 1024 * 1024;
/// How long the host page has to send it.
pub const OPEN_BODY_WITHIN: Duration = Duration::from_secs(10);
/// The largest WebSocket frame and message read: a little over the
/// protocol's limit, so that a message just over it is refused with a
/// reason by the decoder; a frame that says it is bigger closes the
/// connection before its payload is read.
pub const MAX_FRAME: usize = 4 * MAX_MESSAGE;

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
    ConnectInfo(peer): ConnectInfo<Peer>,
    Path(id): Path<Uuid>,
) -> Response {
    if !peer.remote.ip().is_loopback() {
        return StatusCode::FORBIDDEN.into_response();
    }
    Json(hub.online(id)).into_response()
}

async fn upgrade(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(peer): ConnectInfo<Peer>,
    ws: WebSocketUpgrade,
) -> Response {
    ws.max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .on_upgrade(move |socket| phone(hub, socket, Joining::start(&peer)))
}

async fn send(socket: &mut WebSocket, msg: &ServerMsg) -> bool {
    socket.send(Message::Text(encode(msg).into())).await.is_ok()
}

/// One phone's connection, until it closes.
async fn phone(hub: Arc<Hub>, mut socket: WebSocket, joining: Joining) {
    // hello first
    let mut joined = loop {
        let Some(Ok(msg)) = joining.wait(socket.recv()).await else {
            return;
        };
        let Message::Text(text) = msg else { continue };
        match decode_client(&text) {
            Ok(ClientMsg::Hello { token, log, known }) => {
                // off the async threads, as an action is: the first hello
                // of a table reads and replays it from the store
                let hub = hub.clone();
                match tokio::task::spawn_blocking(move || hub.join(&token, log, known)).await {
                    Ok(Ok(j)) => {
                        joining.joined();
                        break j;
                    }
                    Ok(Err(bad)) => {
                        let _ = send(&mut socket, &ServerMsg::Bad(bad)).await;
                    }
                    Err(_) => return,
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
    hub.leave(joined.table, joined.conn);
}

/// The beat's period: `BEAT_SECONDS`, or `SHTURMAN_BEAT_SECONDS` (tests).
fn beat_seconds() -> u64 {
    std::env::var("SHTURMAN_BEAT_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .filter(|&s| s > 0)
        .unwrap_or(shturman_live::protocol::BEAT_SECONDS)
}

async fn serve_phone(hub: &Arc<Hub>, socket: &mut WebSocket, joined: &mut super::hub::Joined) {
    let beat_every = std::time::Duration::from_secs(beat_seconds());
    let mut beat = tokio::time::interval_at(tokio::time::Instant::now() + beat_every, beat_every);
    loop {
        tokio::select! {
            _ = beat.tick() => {
                if !send(socket, &ServerMsg::Beat).await {
                    return;
                }
            }
            msg = socket.recv() => {
                let text = match msg {
                    Some(Ok(Message::Text(t))) => t,
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                    Some(Ok(_)) => continue,
                };
                let answer = match decode_client(&text) {
                    Ok(ClientMsg::Act(act)) => {
                        let (hub, table, seat) = (hub.clone(), joined.table, joined.seat);
                        match tokio::task::spawn_blocking(move || hub.act(table, seat, act)).await {
                            Ok(Ok(answer)) => answer,
                            // not stored: say nothing, close; the phone
                            // sends the action again when it is back
                            _ => return,
                        }
                    }
                    Ok(ClientMsg::Hello { .. }) => ServerMsg::Bad(Bad::AlreadyJoined),
                    Err(bad) => ServerMsg::Bad(bad),
                };
                if !send(socket, &answer).await {
                    return;
                }
            }
            news = joined.news.recv() => match news {
                Ok(text) => {
                    if socket.send(Message::Text(text.as_ref().into())).await.is_err() {
                        return;
                    }
                }
                // too far behind: close; the phone catches up on hello
                Err(RecvError::Lagged(_)) | Err(RecvError::Closed) => return,
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
