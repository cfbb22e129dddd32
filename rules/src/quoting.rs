//! Text from outside (a stored value, an address, a file) quoted in a message: never so
//! long that the message drowns in it.

/// `text` cut to its first 24 characters, with an ellipsis if cut, to quote in a message.
pub fn shorten(text: &str) -> String {
    match text.char_indices().nth(24) {
        // `get` rather than indexing: no panic path, and no panic message code with it.
        Some((end, _)) => format!("{}…", text.get(..end).unwrap_or_default()),
        None => text.to_owned(),
    }
}
