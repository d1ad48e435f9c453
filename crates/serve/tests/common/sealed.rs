//! A phone's WebSocket for the host's tests and the load benchmark
//! (`examples/live_load.rs` includes this file): opened as the host's own
//! page opens it, the channel's handshake for a seat code, then sealed
//! messages both ways (`shturman_live::channel`).

use futures_util::{SinkExt, StreamExt};
use shturman_live::channel::{Channel, Dialer, SeatCode};
use shturman_live::protocol::{ClientMsg, ServerMsg, decode_server, encode};
use tokio_tungstenite::tungstenite::Message;

pub type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The upgrade to the live WebSocket, sent as a page of `origin` does.
pub fn ws_request(
    port: u16,
    origin: &str,
) -> tokio_tungstenite::tungstenite::handshake::client::Request {
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut r = format!("ws://127.0.0.1:{port}/live/ws")
        .into_client_request()
        .unwrap();
    r.headers_mut().insert("origin", origin.parse().unwrap());
    r
}

/// A joined channel to the host.
pub struct Sealed {
    pub ws: Ws,
    pub channel: Channel,
}

/// Open a WebSocket to the host at `port` and make the channel for
/// `code`'s seat: the channel, or the host's refusal in the open (`Err`
/// with `None`: the connection closed or failed).
pub async fn connect(port: u16, code: &str) -> Result<Sealed, Option<ServerMsg>> {
    let origin = format!("http://127.0.0.1:{port}");
    // a phone-sized read buffer (tungstenite zeroes it before each read:
    // thousands of the benchmark's seats in one process)
    let config = tokio_tungstenite::tungstenite::protocol::WebSocketConfig::default()
        .read_buffer_size(8 * 1024);
    let (ws, _) = tokio_tungstenite::connect_async_with_config(
        ws_request(port, &origin),
        Some(config),
        false,
    )
    .await
    .map_err(|_| None)?;
    handshake(ws, code).await
}

/// Make the channel for `code`'s seat on an open WebSocket.
pub async fn handshake(mut ws: Ws, code: &str) -> Result<Sealed, Option<ServerMsg>> {
    let (dialer, first) = Dialer::start(&SeatCode(code.into()));
    ws.send(Message::Binary(first.into()))
        .await
        .map_err(|_| None)?;
    loop {
        match ws.next().await {
            Some(Ok(Message::Binary(answer))) => {
                let channel = dialer.finish(&answer).map_err(|_| None)?;
                return Ok(Sealed { ws, channel });
            }
            Some(Ok(Message::Text(t))) => return Err(decode_server(&t).ok()),
            Some(Ok(_)) => continue,
            _ => return Err(None),
        }
    }
}

impl Sealed {
    pub async fn send(&mut self, m: &ClientMsg) -> bool {
        for frame in self.channel.seal(encode(m).as_bytes()) {
            if self.ws.send(Message::Binary(frame.into())).await.is_err() {
                return false;
            }
        }
        true
    }

    /// The host's next message; `None` once the connection closed.
    pub async fn next(&mut self) -> Option<ServerMsg> {
        loop {
            match self.ws.next().await? {
                Ok(Message::Binary(frame)) => {
                    if let Some(text) = self.channel.open(&frame, 64 << 20).ok()? {
                        return decode_server(std::str::from_utf8(&text).ok()?).ok();
                    }
                }
                Ok(Message::Close(_)) | Err(_) => return None,
                Ok(_) => continue,
            }
        }
    }
}
