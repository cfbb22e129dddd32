// Starts the game: imports wasm-bindgen's module and runs the wasm, both named by trunk in
// this script's own tag (Trunk.toml's pattern_script). A file of its own rather than
// trunk's inline script, so that the page's Content-Security-Policy refuses inline script.
const tag = document.querySelector('script[data-wasm]');
const { default: init } = await import(tag.dataset.js);
await init({ module_or_path: tag.dataset.wasm });
