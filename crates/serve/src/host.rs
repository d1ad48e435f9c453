//! The server proper: the live table's routes (`live::ws`) and the web
//! build's files, on one port, on tokio.

use crate::http::{Body, Request, Version};
use crate::live::{ws, Hub};
use crate::server;
use axum::body::Body as AxBody;
use axum::extract::Request as AxRequest;
use axum::response::Response as AxResponse;
use std::net::{SocketAddr, TcpListener};
use std::path::PathBuf;
use std::sync::Arc;

/// Serve `root` and the live tables of `hub` on `listener` until stopped.
pub fn serve(listener: TcpListener, root: PathBuf, hub: Hub) -> std::io::Result<()> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    rt.block_on(async move {
        listener.set_nonblocking(true)?;
        let listener = tokio::net::TcpListener::from_std(listener)?;
        let root = Arc::new(root);
        let app = ws::router(Arc::new(hub)).fallback(move |req: AxRequest| {
            let root = root.clone();
            async move { files(&root, req).await }
        });
        axum::serve(
            listener,
            app.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .await
    })
}

async fn files(root: &std::path::Path, req: AxRequest) -> AxResponse {
    let target = req
        .uri()
        .path_and_query()
        .map(|p| p.as_str().to_string())
        .unwrap_or_else(|| "/".into());
    let head = Request {
        method: req.method().as_str().to_string(),
        target,
        version: Version::Http11,
        headers: req
            .headers()
            .iter()
            .map(|(k, v)| {
                (
                    k.as_str().to_string(),
                    v.to_str().unwrap_or("").trim().to_string(),
                )
            })
            .collect(),
    };
    let resp = server::respond(root, &head);
    let mut out = AxResponse::builder().status(resp.status);
    for (k, v) in &resp.headers {
        out = out.header(*k, v);
    }
    let body = match resp.body {
        Body::Empty => AxBody::empty(),
        Body::Text(t) => AxBody::from(t),
        Body::File(mut f, len) => {
            use std::io::Read;
            let mut buf = Vec::with_capacity(usize::try_from(len).unwrap_or(0));
            let _ = (&mut f).take(len).read_to_end(&mut buf);
            AxBody::from(buf)
        }
    };
    out.body(body).unwrap_or_default()
}
