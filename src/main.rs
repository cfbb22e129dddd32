//! The browser entry point: a panic hook (a panic shows in the console instead of a
//! silent dead page), and the app mounted on `<body>` in place of the app shell.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    exponentorus::mount();
    // The shell of index.html (title, HUD and an empty board, drawn before the wasm came)
    // goes in the task that mounted the app: no frame shows both, or neither.
    if let Some(shell) = leptos::prelude::document().get_element_by_id("shell") {
        shell.remove();
    }
}

/// Natively there is nothing to run: the sim is a library, tested with `cargo test`.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
