//! The connections: accepted, each served by hyper with a time limit on its request headers
//! (which `axum::serve` sets none of, so a client that trickles its headers, or keeps an
//! idle connection, could hold a connection forever), and stopped gracefully: on the
//! signal, no new connection is taken and idle ones close, while requests under way
//! finish.

use axum::Router;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::future::Future;
use std::time::Duration;
use tokio::net::TcpListener;
use tower::ServiceExt;

/// How long a client has to send a request's headers, from the moment the connection
/// waits for them (so an idle kept-alive connection closes after as long).
pub const HEADER_READ_TIMEOUT: Duration = Duration::from_secs(10);

/// How long the requests under way get after the signal; then the server stops anyway, so
/// that a stalled client cannot keep it up.
pub const GRACE: Duration = Duration::from_secs(10);

/// Serves `router` on `listener` until `stop` resolves, then lets the requests under way
/// finish, for [`GRACE`] at most. Each request carries its client's address
/// (`ConnectInfo<SocketAddr>`), which the rate limit counts by.
pub async fn serve(listener: TcpListener, router: Router, stop: impl Future<Output = ()>) {
    // Told when the signal comes; each connection then finishes its request and closes,
    // and with it goes its receiver: once none is left, every connection has finished.
    // (hyper-util's GracefulShutdown does not take a connection that may be upgraded.)
    let (stopping, stop_watch) = tokio::sync::watch::channel(());
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(HEADER_READ_TIMEOUT);
    tokio::pin!(stop);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(err) => {
                    // Out of file descriptors, say: wait rather than spin.
                    tracing::warn!(error = %err, "accepting a connection failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut stop => break,
        };
        let _ = stream.set_nodelay(true);
        let service = router
            .clone()
            .map_request(move |mut request: hyper::Request<Incoming>| {
                request.extensions_mut().insert(ConnectInfo(peer));
                request
            });
        // With upgrades: a race's WebSocket leaves hyper once it is accepted.
        let connection = builder
            .serve_connection(TokioIo::new(stream), TowerToHyperService::new(service))
            .with_upgrades();
        let mut stop = stop_watch.clone();
        tokio::spawn(async move {
            let mut connection = std::pin::pin!(connection);
            let finished = tokio::select! {
                finished = connection.as_mut() => finished,
                _ = stop.changed() => {
                    connection.as_mut().graceful_shutdown();
                    connection.await
                }
            };
            if let Err(err) = finished {
                tracing::debug!(error = %err, "a connection ended with an error");
            }
        });
    }
    drop((listener, stop_watch));
    let _ = stopping.send(());
    let finished = tokio::time::timeout(GRACE, stopping.closed()).await;
    if finished.is_err() {
        tracing::warn!("requests still under way after {GRACE:?}: stopping anyway");
    }
}
