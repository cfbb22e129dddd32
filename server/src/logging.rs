//! Logs, through `tracing`, to standard error: one line a request, and what the server
//! does (starting, stopping, failing). Standard output is left to the one line that says
//! where the game is served, for scripts to read.

use axum::Router;
use axum::body::Body;
use axum::http::{Request, Response, header};
use std::io::IsTerminal;
use std::time::Duration;
use tower_http::trace::TraceLayer;
use tracing::Span;
use tracing_subscriber::filter::Targets;
use tracing_subscriber::layer::SubscriberExt;
use tracing_subscriber::util::SubscriberInitExt;

/// Starts logging at the levels `filter` gives, in `RUST_LOG`'s syntax without regexes:
/// `info` (every request), `warn` (problems only), `server=debug,tower_http=warn`…
pub fn init(filter: &str) -> Result<(), String> {
    let targets: Targets = filter
        .parse()
        .map_err(|err| format!("--log {filter:?}: {err}"))?;
    let format = tracing_subscriber::fmt::layer()
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .with_target(false);
    tracing_subscriber::registry()
        .with(format)
        .with(targets)
        .try_init()
        .map_err(|err| err.to_string())
}

/// `router` with one log line a request, once its answer's headers are ready: method,
/// path (not the query, which holds players' seeds and replays), status, coding, time.
pub fn with_request_log(router: Router) -> Router {
    router.layer(
        TraceLayer::new_for_http()
            .make_span_with(request_span)
            .on_request(())
            .on_response(log_response)
            .on_failure(()),
    )
}

fn request_span(request: &Request<Body>) -> Span {
    tracing::info_span!("request", method = %request.method(), path = %request.uri().path())
}

fn log_response(response: &Response<Body>, latency: Duration, _span: &Span) {
    let status = response.status().as_u16();
    let coding = response.headers().get(header::CONTENT_ENCODING);
    let coding = coding.and_then(|value| value.to_str().ok()).unwrap_or("-");
    if response.status().is_server_error() {
        tracing::error!(status, %coding, ?latency, "answered");
    } else {
        tracing::info!(status, %coding, ?latency, "answered");
    }
}
