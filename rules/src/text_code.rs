//! Bytes as text that survives a link or a chat: URL-safe base64 without padding, and a
//! checksum that catches a code damaged on its way. Backup codes and replay codes are
//! both written this way.

const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// `bytes` in URL-safe base64 (RFC 4648 §5), without padding: no character a link or a
/// chat would change.
pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 4 / 3 + 3);
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(char::from(DIGITS[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
    out
}

/// The bytes `text` encodes, or the byte offset of its first character that is not a
/// digit (or of a last digit that cannot end a code).
pub fn decode(text: &str) -> Result<Vec<u8>, usize> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut bits, mut count) = (0u32, 0u32);
    for (at, b) in text.bytes().enumerate() {
        let digit = DIGITS.iter().position(|&d| d == b).ok_or(at)?;
        bits = bits << 6 | digit as u32;
        count += 6;
        if count >= 8 {
            count -= 8;
            out.push((bits >> count) as u8);
            bits &= (1 << count) - 1;
        }
    }
    // One digit alone cannot end a code: it holds less than a byte.
    if text.len() % 4 == 1 {
        return Err(text.len() - 1);
    }
    Ok(out)
}

/// Whether `c` is one of the code's 64 digits.
pub fn is_digit(c: char) -> bool {
    u8::try_from(c).is_ok_and(|b| DIGITS.contains(&b))
}

/// FNV-1a, 32 bits: enough to catch a code changed by accident (not by intent: anyone
/// can compute it).
pub fn checksum(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811C_9DC5, |hash, &b| {
        (hash ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_round_trips_every_length() {
        for len in 0..40 {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 11) as u8).collect();
            assert_eq!(decode(&encode(&bytes)), Ok(bytes));
        }
        assert_eq!(encode(b"Man"), "TWFu");
        assert_eq!(encode(b"Ma"), "TWE");
        assert_eq!(encode(&[0xfb, 0xff]), "-_8");
        assert_eq!(decode("TW=u"), Err(2));
        assert_eq!(decode("TWFuT"), Err(4));
    }

    #[test]
    fn the_checksum_is_fnv_1a() {
        assert_eq!(checksum(b""), 0x811C_9DC5);
        assert_eq!(checksum(b"a"), 0xE40C_292C);
    }
}
