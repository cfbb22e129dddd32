//! The leaderboard's side of the browser: requests to the game's own server (relative
//! addresses, `api/…` under the game's base, so nothing ever goes to another origin), the
//! token's random bytes, and whether the page is online.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{Headers, RequestInit, Response};

use crate::model::leaderboard::Answer;

/// What a request's answer is handed to.
pub type Done = Box<dyn FnOnce(Option<Answer>)>;

/// Sends `method` to `path` (relative to the page), as the player of `token` when given,
/// with the JSON `body` when given, and hands `done` the answer, or `None` when none came
/// (offline, the server down or unreachable). Every request of the game goes through this
/// one task, its answer to a boxed closure: one compiled future rather than one per caller
/// (docs/performance.md, "How big the game is", has what that saved).
pub fn request(
    method: &'static str,
    path: String,
    token: Option<String>,
    body: Option<String>,
    done: Done,
) {
    leptos::task::spawn_local(async move {
        done(fetch(method, &path, token.as_deref(), body.as_deref()).await);
    });
}

async fn fetch(
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<&str>,
) -> Option<Answer> {
    let window = web_sys::window()?;
    let headers = Headers::new().ok()?;
    if let Some(token) = token {
        headers
            .set("Authorization", &format!("Bearer {token}"))
            .ok()?;
    }
    let init = RequestInit::new();
    init.set_method(method);
    if let Some(body) = body {
        headers.set("Content-Type", "application/json").ok()?;
        init.set_body(&JsValue::from_str(body));
    }
    init.set_headers(&headers);
    let response: Response = JsFuture::from(window.fetch_with_str_and_init(path, &init))
        .await
        .ok()?
        .dyn_into()
        .ok()?;
    let header = |name: &str| response.headers().get(name).ok().flatten();
    let json = header("content-type").is_some_and(|t| t.starts_with("application/json"));
    let retry_after = header("retry-after").and_then(|s| s.trim().parse().ok());
    let body = JsFuture::from(response.text().ok()?)
        .await
        .ok()?
        .as_string()
        .unwrap_or_default();
    Some(Answer {
        status: response.status(),
        json,
        body,
        retry_after,
    })
}

/// 16 random bytes from the browser's cryptographic generator, for a token; `None` where
/// it has none (then no token is made, and nothing is posted).
pub fn random_bytes() -> Option<[u8; 16]> {
    let mut bytes = [0u8; 16];
    web_sys::window()?
        .crypto()
        .ok()?
        .get_random_values_with_u8_array(&mut bytes)
        .ok()?;
    Some(bytes)
}

/// Whether the browser believes it is online.
pub fn online() -> bool {
    web_sys::window().is_none_or(|w| w.navigator().on_line())
}
