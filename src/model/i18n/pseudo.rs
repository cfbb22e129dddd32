//! The pseudo-language: every English message wrapped in ⟦…⟧ and its words lengthened by
//! 40%, its letters accented so that the text still reads. A page in it shows at a glance
//! any text that is not a message (it has no brackets), and a layout that cannot take a
//! longer language (German's words are long) breaks in it first.

use std::borrow::Cow;

/// A message's text wrapped, so that what lies outside every ⟦…⟧ on a page is text that
/// no message gave.
pub fn wrap(text: &str) -> String {
    format!("⟦{text}⟧")
}

/// A message's literal text, each of its words lengthened by 40%: two letters of every
/// five doubled, and the letters accented (numbers and names put in are left as they are).
pub fn lengthen(text: &str) -> Cow<'_, str> {
    let mut out = String::with_capacity(text.len() * 2);
    let mut in_word = 0;
    for c in text.chars() {
        if !c.is_alphabetic() {
            in_word = 0;
            out.push(c);
            continue;
        }
        let accented = accent(c);
        out.push(accented);
        if in_word % 5 == 1 || in_word % 5 == 3 {
            out.push(accented);
        }
        in_word += 1;
    }
    Cow::Owned(out)
}

fn accent(c: char) -> char {
    match c {
        'a' => 'á',
        'e' => 'é',
        'i' => 'í',
        'o' => 'ó',
        'u' => 'ú',
        'y' => 'ý',
        'c' => 'ç',
        'n' => 'ñ',
        'A' => 'Á',
        'E' => 'É',
        'I' => 'Í',
        'O' => 'Ó',
        'U' => 'Ú',
        other => other,
    }
}
