//! The security headers every response carries, whatever it is (a file, a 404, the health
//! check): set by tower-http's header layers around the whole router.

use axum::Router;
use axum::http::{HeaderName, HeaderValue, header};
use tower_http::set_header::SetResponseHeaderLayer;

/// The page's Content-Security-Policy, exactly as `index.html`'s `<meta http-equiv>` has
/// it (which stays, for hosts that send no header), plus what only a header can say: no
/// other site may frame the game. `tests/headers.rs` and `end2end/tests/csp.spec.ts`
/// check that the two agree.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; \
    script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; \
    style-src-elem 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; \
    frame-ancestors 'none'";

/// The browser's features the game never uses, turned off for it and anything it might
/// embed: a script that got in still could not ask for the camera or the location. Only
/// names Chromium knows: it warns about any other on every page load (`bluetooth` was one,
/// in Chromium 156; `end2end/tests/security-headers.spec.ts` checks). The clipboard and
/// the share sheet, which the game uses, keep their default, the game's own origin.
pub const PERMISSIONS_POLICY: &str = "accelerometer=(), camera=(), display-capture=(), \
    geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), \
    payment=(), serial=(), usb=()";

/// The address of the page (which holds a seed or a replay) goes to no other site; the
/// game's own requests keep it, and with it their `Origin`, which `no-referrer` would
/// blank on the API's requests to come.
pub const REFERRER_POLICY: &str = "same-origin";

/// Browsers take each file for the type it is sent as, never what its bytes look like.
pub const CONTENT_TYPE_OPTIONS: &str = "nosniff";

/// The headers, name and value, in the order they are set.
pub static SECURITY_HEADERS: [(HeaderName, &str); 4] = [
    (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
    (header::X_CONTENT_TYPE_OPTIONS, CONTENT_TYPE_OPTIONS),
    (header::REFERRER_POLICY, REFERRER_POLICY),
    (
        HeaderName::from_static("permissions-policy"),
        PERMISSIONS_POLICY,
    ),
];

/// `router` with the security headers on every response, replacing any set inside.
pub fn with_security_headers(router: Router) -> Router {
    SECURITY_HEADERS
        .iter()
        .fold(router, |router, (name, value)| {
            router.layer(SetResponseHeaderLayer::overriding(
                name.clone(),
                HeaderValue::from_static(value),
            ))
        })
}
