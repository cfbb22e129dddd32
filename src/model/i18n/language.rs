//! The languages the game speaks, each by its tag, its own name and its direction, and
//! which one a page load uses: a link's `?lang=`, else the one the player chose in
//! Settings, else the first of the browser's preferences the game speaks, else English.

/// A language the game speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    /// English, the source of every message.
    English,
    /// German.
    German,
    /// Spanish.
    Spanish,
    /// French.
    French,
    /// Japanese.
    Japanese,
    /// Arabic, written right to left.
    Arabic,
    /// English wrapped in ⟦…⟧ and lengthened by 40%, for finding text that is not a
    /// message and layouts that a longer language would break. Only a link asks for it
    /// (`?lang=en-XA`); the Settings menu does not offer it.
    Pseudo,
}

impl Language {
    /// The languages of the Settings menu, in its order.
    pub const ALL: [Language; 6] = [
        Language::English,
        Language::German,
        Language::Spanish,
        Language::French,
        Language::Japanese,
        Language::Arabic,
    ];

    /// Its BCP 47 tag: `<html lang>`, `?lang=`, its file's name, the stored choice, and
    /// what the browser's number and date formats are asked for.
    pub fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::Spanish => "es",
            Language::French => "fr",
            Language::Japanese => "ja",
            Language::Arabic => "ar",
            Language::Pseudo => "en-XA",
        }
    }

    /// The language tagged `tag` (case aside), if the game speaks it.
    pub fn from_tag(tag: &str) -> Option<Language> {
        let tag = tag.trim();
        Language::ALL
            .into_iter()
            .chain([Language::Pseudo])
            .find(|l| l.tag().eq_ignore_ascii_case(tag))
    }

    /// Its name in itself, as the Settings menu lists it.
    pub fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "Deutsch",
            Language::Spanish => "Español",
            Language::French => "Français",
            Language::Japanese => "日本語",
            Language::Arabic => "العربية",
            Language::Pseudo => "⟦Ƥšéééüüđóó⟧",
        }
    }

    /// Whether it is written right to left: the page's `dir`.
    pub fn right_to_left(self) -> bool {
        self == Language::Arabic
    }

    /// Whether its messages are the app's own (English, and the pseudo-language made of
    /// them), rather than a file fetched when it is asked for.
    pub fn is_built_in(self) -> bool {
        matches!(self, Language::English | Language::Pseudo)
    }

    /// The tag whose plural rules its messages follow.
    pub(super) fn plural_rules(self) -> &'static str {
        match self {
            Language::Pseudo => "en",
            other => other.tag(),
        }
    }
}

/// The language a page load uses: the link's `?lang=` (`link`) if the game speaks it,
/// else the player's choice kept from Settings (`chosen`), else the first of the
/// browser's preferred languages (`preferred`, as `navigator.languages` lists them:
/// `de-AT`, `fr`) whose language the game speaks, else English.
pub fn choose_language(link: Option<&str>, chosen: Option<&str>, preferred: &[String]) -> Language {
    let spoken = |tag: &str| Language::from_tag(tag);
    link.and_then(spoken)
        .or_else(|| chosen.and_then(spoken))
        .or_else(|| {
            preferred.iter().find_map(|tag| {
                let primary = tag.split(['-', '_']).next().unwrap_or_default();
                Language::ALL
                    .into_iter()
                    .find(|l| l.tag().eq_ignore_ascii_case(primary))
            })
        })
        .unwrap_or(Language::English)
}
