//! Parts of the page built after it starts: each in a task of its own, after the task that
//! builds and shows the page, so that the page shows sooner and no one task keeps input
//! waiting long (issue 14). For parts a player does not need in the first frames: the
//! screen reader's grid of cells, the ring of copies a roll slides in.

use std::time::Duration;

use leptos::prelude::*;

/// `view`, built in a task queued now: after the task that is running, and after the
/// tasks queued before it (so parts come in the order they were asked for).
pub fn later<V: IntoView + 'static>(view: impl Fn() -> V + Send + Sync + 'static) -> impl IntoView {
    let ready = RwSignal::new(false);
    set_timeout(move || ready.set(true), Duration::ZERO);
    move || ready.get().then(&view)
}
