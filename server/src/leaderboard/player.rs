//! Who is asking: the player's token, from `Authorization: Bearer …`, kept only as its
//! hash; and the name a player goes by on the boards.
//!
//! No accounts: the app makes a random 128-bit token on the player's first submission and
//! sends it to this server only. The server stores its SHA-256, never the token: a copy of
//! the database cannot be used to act as any player.

use super::error::ApiError;
use super::verify::hex;
use axum::http::{HeaderMap, StatusCode, header};
use sha2::{Digest, Sha256};
use unicode_normalization::UnicodeNormalization;

/// The longest name, in characters (after trimming and NFC).
pub const MAX_NAME_CHARS: usize = 24;

/// A player, known by the hash of its token.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlayerKey(String);

impl PlayerKey {
    /// The stored form: SHA-256 of the token's 32 lowercase hex digits, in hex.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The player a token (32 hexadecimal digits) names.
    pub fn from_token(token: &str) -> Result<PlayerKey, ApiError> {
        if token.len() != 32 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(ApiError::new(
                StatusCode::BAD_REQUEST,
                "bad_token",
                "The player's token must be 32 hexadecimal digits.",
            ));
        }
        let token = token.to_ascii_lowercase();
        Ok(PlayerKey(hex(&Sha256::digest(token.as_bytes()))))
    }

    /// The player asking, if the request says (`Authorization: Bearer TOKEN`).
    pub fn from_headers(headers: &HeaderMap) -> Result<Option<PlayerKey>, ApiError> {
        let Some(value) = headers.get(header::AUTHORIZATION) else {
            return Ok(None);
        };
        let token = value
            .to_str()
            .ok()
            .and_then(|value| value.strip_prefix("Bearer "))
            .ok_or_else(|| {
                ApiError::new(
                    StatusCode::BAD_REQUEST,
                    "bad_token",
                    "The player's token goes in the Authorization header as “Bearer TOKEN”.",
                )
            })?;
        PlayerKey::from_token(token.trim()).map(Some)
    }

    /// The player asking, who must say.
    pub fn required(headers: &HeaderMap) -> Result<PlayerKey, ApiError> {
        PlayerKey::from_headers(headers)?.ok_or_else(|| {
            ApiError::new(
                StatusCode::UNAUTHORIZED,
                "no_token",
                "This needs the player's token (the Authorization header, “Bearer TOKEN”).",
            )
        })
    }
}

/// A player's name as the boards show it: trimmed, in Unicode NFC, 1 to
/// [`MAX_NAME_CHARS`] characters, with no control character and nothing that turns the
/// direction of the text around it.
pub fn checked_name(name: &str) -> Result<String, ApiError> {
    let name: String = name.trim().nfc().collect();
    let refused = |why: &str| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "bad_name",
            format!("A player's name {why}."),
        )
    };
    if name.is_empty() {
        return Err(refused("cannot be empty"));
    }
    let chars = name.chars().count();
    if chars > MAX_NAME_CHARS {
        return Err(refused(&format!(
            "is at most {MAX_NAME_CHARS} characters long, not {chars}"
        )));
    }
    if name.chars().any(|c| c.is_control() || is_layout_control(c)) {
        return Err(refused(
            "cannot hold control characters or characters that change the text's direction",
        ));
    }
    Ok(name)
}

/// Characters that change the direction or the lines of the text around them: the bidi
/// marks, embeddings, overrides and isolates, and the line and paragraph separators.
fn is_layout_control(c: char) -> bool {
    matches!(
        c,
        '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
            | '\u{2028}' | '\u{2029}'
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn a_token_is_32_hex_digits_and_only_its_hash_is_kept() {
        let token = "0123456789abcdef0123456789ABCDEF";
        let key = PlayerKey::from_token(token).unwrap();
        assert_eq!(key.as_str().len(), 64);
        assert!(!key.as_str().contains("0123456789abcdef"));
        assert_eq!(key, PlayerKey::from_token(&token.to_lowercase()).unwrap());
        for bad in [
            "",
            "0123",
            &format!("{token}0"),
            "0123456789abcdef0123456789abcdeg",
        ] {
            assert_eq!(
                PlayerKey::from_token(bad).unwrap_err().code,
                "bad_token",
                "{bad}"
            );
        }
        let mut headers = HeaderMap::new();
        assert_eq!(PlayerKey::from_headers(&headers), Ok(None));
        assert_eq!(PlayerKey::required(&headers).unwrap_err().code, "no_token");
        headers.insert(header::AUTHORIZATION, HeaderValue::from_static("Basic abc"));
        assert_eq!(
            PlayerKey::from_headers(&headers).unwrap_err().code,
            "bad_token"
        );
        let bearer = HeaderValue::from_str(&format!("Bearer {token}")).unwrap();
        headers.insert(header::AUTHORIZATION, bearer);
        assert_eq!(PlayerKey::required(&headers), Ok(key));
    }

    #[test]
    fn names_are_trimmed_composed_and_checked() {
        assert_eq!(checked_name("  Ann  ").unwrap(), "Ann");
        // "e" and a combining acute accent compose into one character.
        assert_eq!(checked_name("Re\u{301}mi").unwrap(), "Rémi");
        assert_eq!(checked_name(&"é".repeat(24)).unwrap().chars().count(), 24);
        assert!(checked_name(&"e\u{301}".repeat(24)).is_ok());
        assert!(checked_name("名前").is_ok());
        for bad in [
            "",
            "   ",
            &"a".repeat(25),
            "a\u{0}b",
            "a\nb",
            "a\u{202E}b",
            "x\u{2066}",
            "\u{7f}",
        ] {
            assert_eq!(checked_name(bad).unwrap_err().code, "bad_name", "{bad:?}");
        }
        assert!(
            checked_name(&"a".repeat(25))
                .unwrap_err()
                .message
                .contains("not 25")
        );
    }
}
