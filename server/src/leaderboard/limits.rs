//! What keeps one client from taking the server: requests per client address are
//! rate-limited (reads and writes each with their own allowance, GCRA by `governor`), and
//! every request of the API has a time limit. Bodies are limited where they are read
//! (`body.rs`), and slow headers by the connection's own timeout (`serving.rs`).

use super::error::ApiError;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use governor::clock::Clock;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};
use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// How often (in requests) the limiters forget clients that have been quiet long enough to
/// have their whole allowance back, so that their memory stays bounded.
const FORGET_EVERY: u64 = 10_000;

/// The API's limits.
#[derive(Clone, Debug)]
pub struct Limits {
    reads: Option<Arc<DefaultKeyedRateLimiter<IpAddr>>>,
    writes: Option<Arc<DefaultKeyedRateLimiter<IpAddr>>>,
    timeout: Duration,
    forwarded_for: bool,
    checks: Arc<AtomicU64>,
}

impl Limits {
    /// `reads` GET requests and `writes` other requests a minute per client address (each
    /// also the burst allowed at once; 0: no limit), each request answered within
    /// `timeout`. With `forwarded_for`, a client's address is the last one in
    /// `X-Forwarded-For`, as a reverse proxy in front adds it.
    pub fn new(reads: u32, writes: u32, timeout: Duration, forwarded_for: bool) -> Limits {
        let limiter = |per_minute: u32| {
            NonZeroU32::new(per_minute).map(|n| Arc::new(RateLimiter::keyed(Quota::per_minute(n))))
        };
        Limits {
            reads: limiter(reads),
            writes: limiter(writes),
            timeout,
            forwarded_for,
            checks: Arc::new(AtomicU64::new(0)),
        }
    }

    /// No rate limit; a time limit of 15 seconds.
    pub fn unlimited() -> Limits {
        Limits::new(0, 0, Duration::from_secs(15), false)
    }

    /// The address a request counts against.
    fn client(&self, request: &Request) -> Option<IpAddr> {
        let peer = request.extensions().get::<ConnectInfo<SocketAddr>>();
        self.address(request.headers(), peer.map(|info| info.0))
    }

    /// The client address of a request with `headers` from `peer`: the last address of
    /// `X-Forwarded-For` behind a proxy that adds it, else the peer's.
    pub fn address(&self, headers: &HeaderMap, peer: Option<SocketAddr>) -> Option<IpAddr> {
        if self.forwarded_for {
            let forwarded = headers
                .get_all("x-forwarded-for")
                .iter()
                .filter_map(|value| value.to_str().ok())
                .flat_map(|value| value.split(','))
                .filter_map(|part| part.trim().parse::<IpAddr>().ok())
                .next_back();
            if forwarded.is_some() {
                return forwarded;
            }
        }
        peer.map(|peer| peer.ip())
    }

    /// A 429 if `request`'s client has used up its allowance.
    fn check(&self, request: &Request) -> Result<(), ApiError> {
        let limiter = match *request.method() {
            Method::GET | Method::HEAD => &self.reads,
            _ => &self.writes,
        };
        let (Some(limiter), Some(client)) = (limiter, self.client(request)) else {
            return Ok(());
        };
        if self.checks.fetch_add(1, Ordering::Relaxed) % FORGET_EVERY == FORGET_EVERY - 1 {
            limiter.retain_recent();
            limiter.shrink_to_fit();
        }
        limiter.check_key(&client).map_err(|not_until| {
            let wait = not_until.wait_time_from(limiter.clock().now());
            let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
            ApiError {
                retry_after: Some(seconds),
                ..ApiError::new(
                    StatusCode::TOO_MANY_REQUESTS,
                    "rate_limited",
                    format!(
                        "Too many requests from your address: please wait {seconds} second{} \
                         and try again.",
                        if seconds == 1 { "" } else { "s" }
                    ),
                )
            }
        })
    }
}

/// The middleware: the rate limit, then the request within its time limit.
pub async fn limit(State(limits): State<Limits>, request: Request, next: Next) -> Response {
    if let Err(refused) = limits.check(&request) {
        return refused.into_response();
    }
    match tokio::time::timeout(limits.timeout, next.run(request)).await {
        Ok(response) => response,
        Err(_) => ApiError::timed_out().into_response(),
    }
}
