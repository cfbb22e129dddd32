//! The service worker, from the page's side: registers it, says when a new version of the
//! game waits to take over, and lets it take over when the player asks.
//!
//! The worker (`public/sw.js`, written into each build by `scripts/precache.mjs`) keeps every
//! file of the build, so the game starts with no network. A new build brings a new worker,
//! which waits: it never takes over by itself, since the player may be in the middle of a
//! move. [`Worker::update_now`] asks the waiting worker to activate, and the page reloads
//! once, when that worker has taken control. The saved game lives in localStorage, which an
//! update leaves alone, so play goes on where it was.
//!
//! Nothing here may break the game: without service workers (an insecure context, some
//! private modes) there is no [`Worker`], and a failed registration is a warning.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_events::EventListener;
use leptos::logging::warn;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration};

/// The worker script, relative to the page so that the game works under any sub-path; the
/// worker's scope is then the page's directory.
const SCRIPT_URL: &str = "./sw.js";

/// The message that `public/sw.js` answers with `skipWaiting()`.
const SKIP_WAITING: &str = "skipWaiting";

/// Called, possibly more than once, when a new version waits while an older one runs.
type OnUpdateReady = Rc<dyn Fn()>;

/// The page's side of the service worker, shared by its event listeners and the player's
/// "update now".
pub struct Worker {
    container: ServiceWorkerContainer,
    /// Known once registration has succeeded.
    registration: RefCell<Option<ServiceWorkerRegistration>>,
    /// Set by "update now": only then may a change of worker reload the page.
    update_requested: Cell<bool>,
    /// The page reloads once, however many changes of worker follow.
    reloading: Cell<bool>,
}

impl Worker {
    /// Registers the worker and starts watching for updates: `on_update_ready` is called
    /// when a new version waits to take over (possibly more than once for one version).
    /// `None` where the browser offers no service workers.
    ///
    /// The listeners live as long as the page, so call this once per page.
    pub fn start(on_update_ready: impl Fn() + 'static) -> Option<Rc<Self>> {
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
        let on_update_ready: OnUpdateReady = Rc::new(on_update_ready);
        // Promise callbacks rather than an awaited future: no task's state machine to compile.
        // Each callback runs at most once; both are leaked, one pair per page.
        let registered = {
            let worker = Rc::clone(&worker);
            Closure::<dyn FnMut(JsValue)>::once(move |registration: JsValue| {
                // The promise should give a registration, but a wrapped or stubbed
                // `register` (an extension, a test browser blocking workers) may resolve to
                // anything; then there is no worker to watch, and the game plays online.
                match registration.dyn_into::<ServiceWorkerRegistration>() {
                    Ok(registration) => worker.registered(registration, on_update_ready),
                    Err(other) => warn!(
                        "service worker not registered, so the game will not start offline: \
                         registration gave {other:?}"
                    ),
                }
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
        on_update_ready: OnUpdateReady,
    ) {
        *self.registration.borrow_mut() = Some(registration.clone());

        // An update found before this page got here (on an earlier visit, or by the
        // browser's check as this page loaded) may be waiting already, or installing.
        offer_if_waiting(&registration, &*on_update_ready);
        if let Some(installing) = registration.installing() {
            watch_installing(&registration, &installing, Rc::clone(&on_update_ready));
        }
        // Kept for the page's life, like every listener here: the browser drops them with
        // the page.
        let watched = registration.clone();
        EventListener::new(&registration, "updatefound", move |_| {
            if let Some(installing) = watched.installing() {
                watch_installing(&watched, &installing, Rc::clone(&on_update_ready));
            }
        })
        .forget();

        // An installed game may stay open for days without a navigation, which is when the
        // browser looks for updates by itself: look again whenever the player comes back.
        if let Some(document) = web_sys::window().and_then(|window| window.document()) {
            let page = document.clone();
            EventListener::new(&document, "visibilitychange", move |_| {
                let online = web_sys::window().is_none_or(|window| window.navigator().on_line());
                if !page.hidden() && online {
                    check_for_update(&registration);
                }
            })
            .forget();
        }
    }

    /// Reloads the page when a new worker takes control after "update now", and only then:
    /// a version activated from another tab must not interrupt a move in this one.
    fn reload_on_takeover(self: &Rc<Self>) {
        let worker = Rc::clone(self);
        EventListener::new(&self.container, "controllerchange", move |_| {
            if worker.update_requested.get() {
                worker.reload();
            }
        })
        .forget();
    }

    /// The player asked for the new version: lets the waiting worker take over; the page
    /// reloads when it has (on `controllerchange`).
    pub fn update_now(&self) {
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

/// Offers the update when a new version waits while an older one runs. On a first visit
/// there is no older one: the new worker then takes over at once and nothing is offered.
fn offer_if_waiting(registration: &ServiceWorkerRegistration, on_update_ready: &dyn Fn()) {
    if registration.waiting().is_some() && registration.active().is_some() {
        on_update_ready();
    }
}

/// Offers the update once the installing worker has finished installing and waits.
fn watch_installing(
    registration: &ServiceWorkerRegistration,
    installing: &ServiceWorker,
    on_update_ready: OnUpdateReady,
) {
    let registration = registration.clone();
    // Kept until the page goes: one per update found, and the installing worker it listens
    // to is dropped by the browser once it has settled.
    EventListener::new(installing, "statechange", move |_| {
        offer_if_waiting(&registration, &*on_update_ready);
    })
    .forget();
}

/// Asks the browser to look for a new worker; no answer (offline) is the normal case on a
/// train and no error.
fn check_for_update(registration: &ServiceWorkerRegistration) {
    if let Ok(promise) = registration.update() {
        // Caught, so that a failed check is no unhandled rejection; no task to spawn. The
        // closure is leaked: one per return to the page.
        let ignore = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {});
        let _ = promise.catch(&ignore);
        ignore.forget();
    }
}
