//! Random and mutated input for the API: codes, names, tokens, paths, headers and bodies,
//! from a seed, for `tests/fuzz_api.rs` and the long run (`examples/fuzz_api.rs`). Every
//! input must get an answer that is JSON with a sentence, and never a panic or a 5xx.

#![allow(dead_code)]

use axum::body::Body;
use axum::http::{Method, Request};

/// xorshift64*: enough randomness for fuzzing, from a seed, with no dependency.
pub struct Random(u64);

impl Random {
    pub fn new(seed: u64) -> Random {
        Random(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number below `n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    pub fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
}

const BASE64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const ODD: &[&str] = &[
    "",
    " ",
    "\0",
    "\u{202e}",
    "\u{2066}",
    "é",
    "e\u{301}",
    "名",
    "🎮",
    "\n",
    "\"",
    "\\",
    "%",
    "%00",
    "%FF",
    "..",
    "/",
    "?",
    "#",
    "'",
    ";",
    "--",
    "' OR 1=1 --",
    "null",
    "[]",
    "{}",
];

/// `code` changed a little: a character replaced, dropped or added, cut short, doubled.
pub fn mutate_code(random: &mut Random, code: &str) -> String {
    let mut bytes = code.as_bytes().to_vec();
    for _ in 0..=random.below(3) {
        let at = random.below(bytes.len().max(1));
        match random.below(7) {
            0 if !bytes.is_empty() => {
                let last = bytes.len() - 1;
                bytes[at.min(last)] = *random.pick(BASE64);
            }
            1 if !bytes.is_empty() => {
                bytes.remove(at.min(bytes.len() - 1));
            }
            2 => bytes.insert(at.min(bytes.len()), *random.pick(BASE64)),
            3 => bytes.truncate(at),
            4 => bytes.extend_from_slice(&code.as_bytes()[..random.below(code.len().max(1))]),
            5 => bytes.insert(at.min(bytes.len()), random.next() as u8),
            _ => {}
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Some text: odd pieces, random characters, or long.
pub fn text(random: &mut Random) -> String {
    match random.below(5) {
        0 => (*random.pick(ODD)).to_owned(),
        1 => (0..random.below(40))
            .map(|_| char::from_u32(random.below(0x3000) as u32).unwrap_or('?'))
            .collect(),
        2 => "x".repeat(random.below(100)),
        3 => format!("{}{}", random.pick(ODD), random.next()),
        _ => (0..random.below(12))
            .map(|_| *random.pick(BASE64) as char)
            .collect(),
    }
}

/// A token: a good one, a near miss, or anything.
pub fn token(random: &mut Random) -> Option<String> {
    match random.below(6) {
        0 => None,
        1 => Some(format!("Bearer {}", text(random))),
        2 => Some(text(random)),
        3 => Some(format!("Bearer {:032x}", random.next())),
        _ => Some(format!(
            "Bearer {:016x}{:016x}",
            random.next(),
            random.below(4)
        )),
    }
}

/// A request to the API, from `codes` (good codes to start from).
pub fn request(random: &mut Random, codes: &[String]) -> Request<Body> {
    let code = random.pick(codes).clone();
    let code = if random.chance(3) {
        code
    } else {
        mutate_code(random, &code)
    };
    let name = if random.chance(2) {
        "Fuzz".to_owned()
    } else {
        text(random)
    };
    let (method, path, body): (Method, String, Option<String>) = match random.below(8) {
        0..=2 => {
            let body = match random.below(6) {
                0 => text(random),
                1 => serde_json::json!({ "code": code }).to_string(),
                2 => serde_json::json!({ "code": random.next(), "name": name }).to_string(),
                3 => {
                    let whole = serde_json::json!({ "code": code, "name": name }).to_string();
                    let cut = random.below(whole.len() + 1);
                    String::from_utf8_lossy(&whole.as_bytes()[..cut]).into_owned()
                }
                _ => serde_json::json!({ "code": code, "name": name, "extra": [1] }).to_string(),
            };
            (Method::POST, "/api/entries".into(), Some(body))
        }
        3 => {
            let mode = *random.pick(&["exponentorus", "2048", "chess", ""]);
            let size = *random.pick(&["4", "9", "5", "0", "99", "-1", "x"]);
            let seed = if random.chance(2) {
                random.next().to_string()
            } else {
                text(random)
            };
            (
                Method::GET,
                format!("/api/boards/{mode}/{size}/{}", escape(&seed)),
                None,
            )
        }
        4 => {
            let day = *random.pick(&["2026-11-30", "2026-12-01", "2026-02-30", "2099-01-01", "x"]);
            (
                Method::GET,
                format!(
                    "/api/daily/{}/{day}",
                    random.pick(&["2048", "exponentorus", "?"])
                ),
                None,
            )
        }
        5 => {
            let kind = *random.pick(&["entries", "puzzles", "puzzles/daily"]);
            (
                Method::GET,
                format!("/api/{kind}/{}", escape(&text(random))),
                None,
            )
        }
        6 => {
            let body = if random.chance(2) {
                serde_json::json!({ "name": name }).to_string()
            } else {
                text(random)
            };
            (Method::PUT, "/api/player/name".into(), Some(body))
        }
        _ => {
            let method = random
                .pick(&[Method::DELETE, Method::PATCH, Method::GET, Method::OPTIONS])
                .clone();
            (method, format!("/api/{}", escape(&text(random))), None)
        }
    };
    let mut builder = Request::builder().method(method).uri(
        path.parse::<axum::http::Uri>()
            .unwrap_or_else(|_| "/api/x".parse().unwrap()),
    );
    let token = token(random).and_then(|t| axum::http::HeaderValue::from_str(&t).ok());
    if let Some(value) = token {
        builder = builder.header("authorization", value);
    }
    if body.is_some() && !random.chance(8) {
        builder = builder.header(
            "content-type",
            *random.pick(&[
                "application/json",
                "application/json; charset=utf-8",
                "text/plain",
            ]),
        );
    }
    builder.body(Body::from(body.unwrap_or_default())).unwrap()
}

/// `text` escaped for a path segment.
fn escape(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

/// How many inputs of each kind were tried, and the statuses the API answered.
#[derive(Debug, Default)]
pub struct Counts {
    pub decoded: usize,
    pub requests: usize,
    pub statuses: std::collections::BTreeMap<u16, usize>,
}

/// Good codes to mutate: 2048 and ExponenTorus games, on seed boards and today's daily.
pub fn seed_codes() -> Vec<String> {
    let daily = rules::daily::seed_of(rules::day::Day::parse("2026-11-30").unwrap());
    let mut codes: Vec<String> = (0..6)
        .map(|order| super::games::twenty48(3, 4, order))
        .collect();
    codes.push(super::games::twenty48(daily, 4, 1));
    codes.push(super::games::exponentorus(4, 5));
    codes.push(super::games::with_undo(5));
    codes
}

/// `cases` inputs straight to the decoders: a replay code, a name, a token, an address's
/// parts, a body. Each reads or says why, never panics.
pub fn decoders(random: &mut Random, codes: &[String], cases: usize, counts: &mut Counts) {
    use server::leaderboard::{board::Board, body, player, verify};
    for _ in 0..cases {
        let code = random.pick(codes).clone();
        let code = mutate_code(random, &code);
        if let Err(err) = verify::verify(&code) {
            assert!(
                err.status.is_client_error() && err.message.ends_with('.'),
                "{err}"
            );
        }
        let _ = player::checked_name(&text(random));
        let _ = player::PlayerKey::from_token(&text(random));
        let _ = Board::from_path(&text(random), &text(random), &text(random));
        let bytes = text(random).into_bytes();
        let _ = body::read::<serde_json::Value>(&bytes);
        counts.decoded += 1;
    }
}

/// `cases` random requests through the API: each answered with JSON, and none a 5xx.
pub async fn requests(
    api: &super::api::Api,
    random: &mut Random,
    codes: &[String],
    cases: usize,
    counts: &mut Counts,
) {
    for _ in 0..cases {
        let request = request(random, codes);
        let described = format!("{} {}", request.method(), request.uri());
        let answer = api.raw(request).await;
        assert!(
            !answer.status.is_server_error(),
            "{described}: {:?}",
            answer.body
        );
        if answer.status.is_client_error() {
            let message = answer.body["message"].as_str();
            assert!(
                message.is_some_and(|m| m.ends_with('.')),
                "{described}: {:?}",
                answer.body
            );
        } else {
            assert!(answer.body.is_object(), "{described}: {:?}", answer.body);
        }
        *counts.statuses.entry(answer.status.as_u16()).or_default() += 1;
        counts.requests += 1;
    }
}
