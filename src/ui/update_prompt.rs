//! "Update available": the prompt that lets the player switch to a new version of the game
//! when it suits them. The service worker's side lives in [`crate::web::service_worker`].

use leptos::prelude::*;

use crate::model::i18n::tr;

use crate::web::service_worker::Worker;

/// Says "Update available", with an "Update now" button, while a new version of the game
/// waits to take over; renders nothing otherwise.
///
/// Mount it once, anywhere in the app: it registers the service worker itself. It takes no
/// props and needs no context.
#[component]
pub fn UpdatePrompt() -> impl IntoView {
    let update_ready = RwSignal::new(false);
    let updating = RwSignal::new(false);
    // `try_set`: the worker's listeners outlive an unmounted prompt, whose signal is then gone.
    let worker = StoredValue::new_local(Worker::start(move || {
        update_ready.try_set(true);
    }));

    let update_now = move |_| {
        updating.set(true);
        worker.with_value(|worker| {
            if let Some(worker) = worker {
                worker.update_now();
            }
        });
    };

    move || {
        update_ready.get().then(|| {
            view! {
                <div class="update-prompt" data-testid="update-available" role="status">
                    <span>{tr::update_available()}</span>
                    <button
                        type="button"
                        class="primary"
                        data-testid="update-now"
                        disabled=move || updating.get()
                        on:click=update_now
                    >
                        {move || if updating.get() { tr::updating() } else { tr::update_now() }}
                    </button>
                </div>
            }
        })
    }
}
