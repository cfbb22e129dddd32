//! The page built in parts, a task each, behind the app shell of index.html, so that no
//! one task keeps input waiting long (the start was one long task on a
//! mid-range phone, most of it the browser compiling the wasm's functions the first time
//! they run). The shell stays on screen until every part is built; then, in one task, it
//! goes and the page shows whole. Parts a player does not need in the first frames (the
//! screen reader's grid of cells, the ring of copies a roll slides in) come after that.

use std::cell::Cell;
use std::sync::Arc;
use std::time::Duration;

use leptos::prelude::*;

thread_local! {
    /// Parts asked for with [`later`] and not built yet.
    static UNBUILT: Cell<usize> = const { Cell::new(0) };
    /// Whether the page shows (then the shell has gone).
    static SHOWN: Cell<bool> = const { Cell::new(false) };
}

/// A part of the page, `view`, built in a task queued now: after the task that is running
/// and the tasks queued before it, so parts come in the order they are asked for. The
/// page shows once it is built. Once the page shows, it is simply built in the next task.
pub fn later<V: IntoView + 'static>(view: impl Fn() -> V + Send + Sync + 'static) -> AnyView {
    let (built, part) = part(Arc::new(move || view().into_any()));
    UNBUILT.set(UNBUILT.get() + 1);
    when(
        || true,
        Box::new(move || {
            built.set(true);
            UNBUILT.set(UNBUILT.get() - 1);
        }),
    );
    part
}

/// A part the player does not need in the first frames, `view`: built in a task of its
/// own after the page shows.
pub fn after_shown<V: IntoView + 'static>(view: impl Fn() -> V + Send + Sync + 'static) -> AnyView {
    let (built, part) = part(Arc::new(move || view().into_any()));
    when(|| SHOWN.get(), Box::new(move || built.set(true)));
    part
}

/// The page that `build` makes, shown once every part it asks for [`later`] is built, and
/// the parts those ask for: `build` is told whether the page shows, and hides the page
/// while it does not (the class `building`). The task that shows it also takes the app
/// shell away, so no frame shows both the shell and the page, or neither.
pub fn once_built<V>(build: impl FnOnce(Signal<bool>) -> V) -> V {
    let shown = RwSignal::new(false);
    provide_context(PageShown(shown.into()));
    let page = build(shown.into());
    when(
        || UNBUILT.get() == 0,
        Box::new(move || {
            if let Some(shell) = document().get_element_by_id("shell") {
                shell.remove();
            }
            SHOWN.set(true);
            shown.set(true);
        }),
    );
    page
}

/// Whether the page shows, as [`once_built`] gives it to the views inside: a hidden page
/// takes no focus, so what moves the focus at the start waits for this. Outside such a
/// page, always true.
pub fn page_shown() -> Signal<bool> {
    use_context::<PageShown>().map_or(Signal::stored(true), |PageShown(shown)| shown)
}

#[derive(Clone, Copy)]
struct PageShown(Signal<bool>);

/// A part: nothing until the signal says it is to be built, then `view`. Not generic, like
/// [`when`], so that each part costs the wasm only its own view.
fn part(view: Arc<dyn Fn() -> AnyView + Send + Sync>) -> (RwSignal<bool>, AnyView) {
    let built = RwSignal::new(false);
    (built, (move || built.get().then(|| view())).into_any())
}

/// Runs `then` in the first task, from the next one on, in which `ready` holds; a task
/// that finds it not yet holding queues the next look behind the tasks queued meanwhile.
fn when(ready: fn() -> bool, then: Box<dyn FnOnce()>) {
    set_timeout(
        move || {
            if ready() {
                then();
            } else {
                when(ready, then);
            }
        },
        Duration::ZERO,
    );
}
