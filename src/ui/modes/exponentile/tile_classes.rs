//! The classes that pick a tile's look by its value (style/board.css).

/// The exponent class and digit-count class of a value.
pub fn value_classes(value: u64) -> String {
    let exponent = value.max(1).trailing_zeros();
    let digits = value.max(1).to_string().len();
    format!("e{exponent} d{digits}")
}
