// Starts the game: imports wasm-bindgen's module and runs the wasm, both named by trunk in
// this script's own tag (Trunk.toml's pattern_script). A file of its own rather than
// trunk's inline script, so that the page's Content-Security-Policy refuses inline script.
const tag = document.querySelector('script[data-wasm]');
// The app shell of index.html is on screen before the wasm runs, whatever the network: on
// a fast one the app could otherwise replace it before the browser showed anything (issue
// 14). The wait ends at the first paint, or after a moment where nothing paints (a tab
// opened in the background).
await new Promise((go) => {
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
const { default: init } = await import(tag.dataset.js);
await init({ module_or_path: tag.dataset.wasm });
