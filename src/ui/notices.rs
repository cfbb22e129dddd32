//! The notices: problems worth telling (storage, unreadable saves, the link's seed), and
//! the game a link or a switch offers, all in one region.

use leptos::prelude::*;

use crate::model::Session;
use crate::model::announce;
use crate::model::i18n::tr;
use crate::model::session::Offer;

/// Problems worth telling: storage, unreadable saves, the link's seed. All in one region.
#[component]
pub fn Notices(
    /// The messages.
    notices: Signal<Vec<String>>,
    /// The game a link offers while the saved game under way was kept: what to say of
    /// it, and the label of the button that plays it.
    offer: Signal<Option<(String, String)>>,
    /// Play the offered seed.
    on_accept_offer: Callback<()>,
    /// Dismiss everything.
    on_dismiss: Callback<()>,
) -> impl IntoView {
    let problems = move || notices.with(|n| !n.is_empty());
    let shown = move || problems() || offer.with(Option::is_some);
    view! {
        <Show when=shown>
            // An offer alone is news, not a problem: said politely, in the page's colours.
            <div
                class="notice"
                class:info=move || !problems()
                data-testid="notice"
                role=move || if problems() { "alert" } else { "status" }
            >
                <div class="notice-text">
                    {move || {
                        notices
                            .get()
                            .into_iter()
                            .map(|m| view! { <p>{m}</p> })
                            .collect_view()
                    }}
                    {move || {
                        offer
                            .get()
                            .map(|(said, accept)| {
                                view! {
                                    <p>
                                        {said}
                                        <button
                                            type="button"
                                            class="link"
                                            data-testid="play-url-seed"
                                            on:click=move |_| on_accept_offer.run(())
                                        >
                                            {accept}
                                        </button>
                                    </p>
                                }
                            })
                    }}
                </div>
                <button
                    type="button"
                    class="round"
                    data-testid="notice-close"
                    aria-label=tr::dismiss()
                    on:click=move |_| on_dismiss.run(())
                >
                    "×"
                </button>
            </div>
        </Show>
    }
}

/// What the notices say of the game offered beside the one in play, and their button's
/// words.
pub fn offer_words(session: &Session) -> Option<(String, String)> {
    match (session.offer()?, session.daily()) {
        (Offer::Daily(asked), Some(kept)) => Some((
            announce::daily_offer(asked, kept.day),
            announce::accept_daily_offer(asked),
        )),
        (Offer::Daily(_), None) => None,
        (
            Offer::Game {
                mode,
                seed,
                size,
                asked,
            },
            _,
        ) => Some((
            if asked {
                announce::offer_in_mode(mode, seed, size)
            } else {
                announce::offer(mode, seed, size)
            },
            announce::accept_offer(mode, seed, size),
        )),
    }
}
