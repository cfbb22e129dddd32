use super::*;

fn file(tag: &str) -> String {
    let path = format!("{}/locales/{tag}.ftl", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(path).expect("the language's file")
}

#[test]
fn english_is_the_language_at_the_start() {
    assert_eq!(language(), Language::English);
    assert_eq!(tr::size_bytes(1), "1 byte");
    assert_eq!(tr::size_bytes(2), "2 bytes");
}

#[test]
fn a_languages_file_speaks_with_its_own_plural_rules() {
    use_file(Language::German, &file("de")).expect("German reads");
    assert_eq!(language(), Language::German);
    assert_eq!(tr::undo_count(1), "1 Rücknahme");
    assert_eq!(tr::undo_count(3), "3 Rücknahmen");
    use_file(Language::Arabic, &file("ar")).expect("Arabic reads");
    // Arabic's six forms, its arguments isolated from the right-to-left text around them.
    let forms: Vec<String> = [0, 1, 2, 3, 11, 100]
        .map(|n| tr::undo_count(n).replace(['\u{2068}', '\u{2069}'], ""))
        .to_vec();
    assert_eq!(
        forms,
        [
            "0 تراجع",
            "تراجع واحد",
            "تراجعان",
            "3 تراجعات",
            "11 تراجعًا",
            "100 تراجع"
        ]
    );
    use_file(Language::Japanese, &file("ja")).expect("Japanese reads");
    assert_eq!(tr::undo_count(3), "3回の取り消し");
    use_built_in(Language::English);
    assert_eq!(tr::undo_count(3), "3 undos");
}

#[test]
fn a_file_that_does_not_read_leaves_the_language_as_it_was() {
    assert_eq!(
        use_file(Language::French, "undo-count = { $count ->"),
        Err(Unreadable(1))
    );
    assert_eq!(language(), Language::English);
    assert_eq!(tr::undo_count(2), "2 undos");
}

#[test]
fn a_message_a_language_lacks_is_said_in_english() {
    use_file(
        Language::Spanish,
        "nothing-to-undo = No hay nada que deshacer.",
    )
    .expect("a file of one message reads");
    assert_eq!(tr::nothing_to_undo(), "No hay nada que deshacer.");
    assert_eq!(tr::nothing_to_redo(), "Nothing to redo.");
}

#[test]
fn the_pseudo_language_wraps_every_message_and_lengthens_its_words() {
    use_built_in(Language::Pseudo);
    let said = tr::nothing_to_undo();
    assert!(said.starts_with('⟦') && said.ends_with('⟧'), "{said}");
    let letters = |s: &str| s.chars().filter(|c| c.is_alphabetic()).count();
    let english = "Nothing to undo.";
    assert!(
        letters(&said) * 10 >= letters(english) * 13,
        "{said} is about 40% longer than {english}"
    );
    // Numbers given to a message are left as they are.
    assert!(tr::undo_count(3).contains('3'));
}

#[test]
fn the_page_load_chooses_the_link_then_the_choice_then_the_browser() {
    let browser = ["de-AT".to_owned(), "fr".to_owned()];
    assert_eq!(
        choose_language(Some("ja"), Some("es"), &browser),
        Language::Japanese
    );
    assert_eq!(
        choose_language(Some("xx"), Some("es"), &browser),
        Language::Spanish
    );
    assert_eq!(choose_language(None, None, &browser), Language::German);
    assert_eq!(
        choose_language(None, None, &["pt-BR".to_owned(), "ar-EG".to_owned()]),
        Language::Arabic
    );
    assert_eq!(choose_language(None, None, &[]), Language::English);
    assert_eq!(choose_language(Some("EN-xa"), None, &[]), Language::Pseudo);
    // The Settings menu offers the six languages, each in its own name.
    assert_eq!(
        Language::ALL.map(Language::own_name),
        [
            "English",
            "Deutsch",
            "Español",
            "Français",
            "日本語",
            "العربية"
        ]
    );
    assert!(Language::Arabic.right_to_left() && !Language::Japanese.right_to_left());
}
