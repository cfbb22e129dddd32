//! The notices: problems worth telling (storage, unreadable saves, the link's seed), all
//! in one region.

use leptos::prelude::*;

use crate::model::announce;

/// Problems worth telling: storage, unreadable saves, the link's seed. All in one region.
#[component]
pub fn Notices(
    /// The messages.
    notices: Signal<Vec<String>>,
    /// A seed the link offers while the saved game under way was kept.
    offer: Signal<Option<u64>>,
    /// Play the offered seed.
    on_accept_offer: Callback<()>,
    /// Dismiss everything.
    on_dismiss: Callback<()>,
) -> impl IntoView {
    let shown = move || notices.with(|n| !n.is_empty()) || offer.with(Option::is_some);
    view! {
        <Show when=shown>
            <div class="notice" data-testid="notice" role="alert">
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
                            .map(|seed| {
                                view! {
                                    <p>
                                        {announce::offer(seed)}
                                        <button
                                            type="button"
                                            class="link"
                                            data-testid="play-url-seed"
                                            on:click=move |_| on_accept_offer.run(())
                                        >
                                            {announce::accept_offer(seed)}
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
                    aria-label="Dismiss"
                    on:click=move |_| on_dismiss.run(())
                >
                    "×"
                </button>
            </div>
        </Show>
    }
}
