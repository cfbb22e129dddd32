use super::*;

#[test]
fn english_is_the_language_at_the_start() {
    assert_eq!(language(), Language::English);
    assert_eq!(tr::size_bytes(1), "1 byte");
    assert_eq!(tr::size_bytes(2), "2 bytes");
}
