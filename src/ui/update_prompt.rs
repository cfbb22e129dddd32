//! The game as an installable, offline app: registers the service worker and says "Update
//! available" when a new version of the game is waiting to take over.
//!
//! The worker (`public/sw.js`, written into each build by `scripts/precache.mjs`) keeps every
//! file of the build, so the game starts with no network. A new build brings a new worker,
//! which waits: it never takes over by itself, since the player may be in the middle of a
//! move. [`UpdatePrompt`] shows a button; pressing it asks the waiting worker to activate,
//! and the page reloads once, when that worker has taken control. The saved game lives in
//! localStorage, which an update leaves alone, so play goes on where it was.
//!
//! Nothing here may break the game: without service workers (an insecure context, some
//! private modes) the component does nothing, and a failed registration is a warning.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use leptos::logging::warn;
use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration};

/// The worker script, relative to the page so that the game works under any sub-path; the
/// worker's scope is then the page's directory.
const SCRIPT_URL: &str = "./sw.js";

/// The message that `public/sw.js` answers with `skipWaiting()`.
const SKIP_WAITING: &str = "skipWaiting";

/// Says "Update available", with an "Update now" button, while a new version of the game
/// waits to take over; renders nothing otherwise.
///
/// Mount it once, anywhere in the app: it registers the service worker itself. It takes no
/// props and needs no context.
#[component]
pub fn UpdatePrompt() -> impl IntoView {
    let update_ready = RwSignal::new(false);
    let updating = RwSignal::new(false);
    let worker = StoredValue::new_local(Worker::start(update_ready));

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
                    <span>"Update available"</span>
                    <button
                        type="button"
                        class="primary"
                        data-testid="update-now"
                        disabled=move || updating.get()
                        on:click=update_now
                    >
                        {move || if updating.get() { "Updating…" } else { "Update now" }}
                    </button>
                </div>
            }
        })
    }
}

/// The page's side of the service worker, shared by the event listeners and the button.
struct Worker {
    container: ServiceWorkerContainer,
    /// Known once registration has succeeded.
    registration: RefCell<Option<ServiceWorkerRegistration>>,
    /// Set by "Update now": only then may a change of worker reload the page.
    update_requested: Cell<bool>,
    /// The page reloads once, however many changes of worker follow.
    reloading: Cell<bool>,
}

impl Worker {
    /// Registers the worker and starts watching for updates, which set `update_ready`.
    /// `None` where the browser offers no service workers.
    fn start(update_ready: RwSignal<bool>) -> Option<Rc<Self>> {
        let navigator = web_sys::window()?.navigator();
        // `serviceWorker` exists only in secure contexts (https, localhost), and some
        // private modes remove it; the game then simply plays online.
        if !js_sys::Reflect::has(&navigator, &JsValue::from_str("serviceWorker")).unwrap_or(false) {
            return None;
        }
        let worker = Rc::new(Self {
            container: navigator.service_worker(),
            registration: RefCell::new(None),
            update_requested: Cell::new(false),
            reloading: Cell::new(false),
        });
        worker.reload_on_takeover();
        // Promise callbacks rather than an awaited future: no task's state machine to compile.
        // Each callback runs at most once; both are leaked like the listeners.
        let registered = {
            let worker = Rc::clone(&worker);
            Closure::<dyn FnMut(JsValue)>::once(move |registration: JsValue| {
                worker.registered(registration.unchecked_into(), update_ready);
            })
        };
        let failed = Closure::<dyn FnMut(JsValue)>::once(|error: JsValue| {
            // A warning, not an error: the game plays on, only not offline.
            warn!("service worker not registered, so the game will not start offline: {error:?}");
        });
        let _ = worker
            .container
            .register(SCRIPT_URL)
            .then2(&registered, &failed);
        registered.forget();
        failed.forget();
        Some(worker)
    }

    /// The worker is registered: offers an update that is already waiting, and watches
    /// for the next ones.
    fn registered(
        self: Rc<Self>,
        registration: ServiceWorkerRegistration,
        update_ready: RwSignal<bool>,
    ) {
        *self.registration.borrow_mut() = Some(registration.clone());

        // An update found before this page got here (on an earlier visit, or by the
        // browser's check as this page loaded) may be waiting already, or installing.
        offer_if_waiting(&registration, update_ready);
        if let Some(installing) = registration.installing() {
            watch_installing(&registration, &installing, update_ready);
        }
        let on_update_found = {
            let registration = registration.clone();
            Closure::<dyn FnMut()>::new(move || {
                if let Some(installing) = registration.installing() {
                    watch_installing(&registration, &installing, update_ready);
                }
            })
        };
        listen(&registration, "updatefound", on_update_found);

        // An installed game may stay open for days without a navigation, which is when the
        // browser looks for updates by itself: look again whenever the player comes back.
        if let Some(document) = web_sys::window().and_then(|window| window.document()) {
            let page = document.clone();
            let on_visibility = Closure::<dyn FnMut()>::new(move || {
                let online = web_sys::window().is_none_or(|window| window.navigator().on_line());
                if !page.hidden() && online {
                    check_for_update(&registration);
                }
            });
            listen(&document, "visibilitychange", on_visibility);
        }
    }

    /// Reloads the page when a new worker takes control after "Update now", and only then:
    /// a version activated from another tab must not interrupt a move in this one.
    fn reload_on_takeover(self: &Rc<Self>) {
        let worker = Rc::clone(self);
        let on_controller_change = Closure::<dyn FnMut()>::new(move || {
            if worker.update_requested.get() {
                worker.reload();
            }
        });
        listen(&self.container, "controllerchange", on_controller_change);
    }

    /// The player pressed "Update now": let the waiting worker take over; the reload follows
    /// on `controllerchange`.
    fn update_now(&self) {
        self.update_requested.set(true);
        let waiting = self
            .registration
            .borrow()
            .as_ref()
            .and_then(ServiceWorkerRegistration::waiting);
        match waiting {
            Some(waiting) => {
                if let Err(error) = waiting.post_message(&JsValue::from_str(SKIP_WAITING)) {
                    warn!("could not reach the new version's service worker: {error:?}");
                    self.reload();
                }
            }
            // Another tab has activated it already, and it controls this page: a reload
            // is all that is left to do.
            None => self.reload(),
        }
    }

    fn reload(&self) {
        if self.reloading.replace(true) {
            return;
        }
        if let Some(Err(error)) = web_sys::window().map(|window| window.location().reload()) {
            warn!("could not reload for the update: {error:?}");
        }
    }
}

/// Shows the prompt when a new version waits while an older one runs. On a first visit
/// there is no older one: the new worker then takes over at once and nothing is offered.
fn offer_if_waiting(registration: &ServiceWorkerRegistration, update_ready: RwSignal<bool>) {
    if registration.waiting().is_some() && registration.active().is_some() {
        // `try_set`: the listeners outlive an unmounted prompt, whose signal is then gone.
        update_ready.try_set(true);
    }
}

/// Offers the update once the installing worker has finished installing and waits.
fn watch_installing(
    registration: &ServiceWorkerRegistration,
    installing: &ServiceWorker,
    update_ready: RwSignal<bool>,
) {
    let registration = registration.clone();
    let on_state_change =
        Closure::<dyn FnMut()>::new(move || offer_if_waiting(&registration, update_ready));
    listen(installing, "statechange", on_state_change);
}

/// Asks the browser to look for a new worker; no answer (offline) is the normal case on a
/// train and no error.
fn check_for_update(registration: &ServiceWorkerRegistration) {
    if let Ok(promise) = registration.update() {
        // Caught, so that a failed check is no unhandled rejection; no task to spawn. The
        // closure is leaked like the listeners: one per return to the page.
        let ignore = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {});
        let _ = promise.catch(&ignore);
        ignore.forget();
    }
}

/// Adds a listener for the rest of the page's life. The closure is leaked on purpose: each
/// is made once per page (per update found, for `statechange`), and the browser drops the
/// targets' listeners with the page.
fn listen(target: &web_sys::EventTarget, event: &str, listener: Closure<dyn FnMut()>) {
    if let Err(error) =
        target.add_event_listener_with_callback(event, listener.as_ref().unchecked_ref())
    {
        warn!("could not listen for {event}: {error:?}");
    }
    listener.forget();
}
