//! The browser entry point: a panic hook (a panic shows in the console instead of a
//! silent dead page), and the app mounted on `<body>`, where it takes the app shell's place
//! once it is built (`ui::later`).

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    // Built in the player's language: its messages first (src/web/language.rs).
    exponentorus::in_language(|| leptos::mount::mount_to_body(exponentorus::Root));
}

/// Natively there is nothing to run: the app is a library, tested with `cargo test`.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
