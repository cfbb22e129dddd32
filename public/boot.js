// Starts the game: imports wasm-bindgen's module and runs the wasm, both named by trunk in
// this script's own tag (Trunk.toml's pattern_script). A file of its own rather than
// trunk's inline script, so that the page's Content-Security-Policy refuses inline script.
const tag = document.querySelector('script[data-wasm]');

// The app shell of index.html is on screen before the wasm runs, whatever the network: on
// a fast one the app could otherwise replace it before the browser showed anything.
// The wait ends at the first paint, or after a moment where nothing paints (a tab
// opened in the background).
function shellShown() {
  return new Promise((go) => {
    const moment = setTimeout(go, 200);
    new PerformanceObserver((paints, observer) => {
      if (paints.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        clearTimeout(moment);
        // And the frame after it, so the browser has taken the shell's whole paint in.
        requestAnimationFrame(() => setTimeout(go, 0));
      }
    }).observe({ type: 'paint', buffered: true });
  });
}

// The wasm compiled, and in a task of its own: on a fast network the compiling is one
// lump of work once the bytes are in, and the app's start is another (src/ui/later.rs).
// A host that sends the wasm under another type still works, compiled from its bytes.
async function compiled(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  const module = response.headers.get('Content-Type') === 'application/wasm'
    ? await WebAssembly.compileStreaming(response)
    : await WebAssembly.compile(await response.arrayBuffer());
  await new Promise((go) => setTimeout(go, 0));
  return module;
}

try {
  await shellShown();
  const [{ default: init }, module] = await Promise.all([import(tag.dataset.js), compiled(tag.dataset.wasm)]);
  await init({ module_or_path: module });
} catch (error) {
  // The shell stays, saying what went wrong rather than loading for ever; the console has
  // the whole error.
  console.error(error);
  const status = document.querySelector('#shell .status');
  if (status) status.textContent = `The game could not load (${error.message ?? error}). Reload the page to try again.`;
}
