// Starts the game: imports wasm-bindgen's module and runs the wasm, both named by trunk in
// this script's own tag (Trunk.toml's pattern_script). A file of its own rather than
// trunk's inline script, so that the page's Content-Security-Policy refuses inline script.
const tag = document.querySelector('script[data-wasm]');

// The app shell of index.html is on screen before the wasm is asked for, whatever the
// network: its largest paint (each mode's own page, index.html) has the network to itself,
// and no byte of the game is part of it (Lighthouse takes every request begun before the
// largest paint for one the paint waited for). The wait ends at that paint (the first,
// where a browser does not report the largest), at once in a tab that is hidden (it
// paints nothing), and after a few seconds where nothing is reported. A short wait was
// not enough: on a busy phone the shell's paint can come later than 200 ms.
function shellPainted() {
  const types = PerformanceObserver.supportedEntryTypes ?? [];
  const type = ['largest-contentful-paint', 'paint'].find((name) => types.includes(name));
  if (type === undefined || document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((go) => {
    // Declared first: an engine may report buffered paints within observe() itself.
    let observer = null;
    let moment = 0;
    const done = () => {
      observer?.disconnect();
      clearTimeout(moment);
      document.removeEventListener('visibilitychange', done);
      go();
    };
    document.addEventListener('visibilitychange', done);
    moment = setTimeout(done, 3000);
    observer = new PerformanceObserver((paints) => {
      const entries = type === 'paint' ? paints.getEntriesByName('first-contentful-paint') : paints.getEntries();
      if (entries.length > 0) done();
    });
    observer.observe({ type, buffered: true });
  });
}

// The frame after that paint, so the browser has taken the shell's whole paint in before
// the app's start (on a fast network the app could otherwise replace it before the
// browser showed anything).
const nextFrame = () => new Promise((go) => requestAnimationFrame(() => setTimeout(go, 0)));

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
  await shellPainted();
  const loading = Promise.all([import(tag.dataset.js), compiled(tag.dataset.wasm)]);
  // A failure is reported below, once the frame is over, not as unhandled meanwhile.
  loading.catch(() => {});
  await nextFrame();
  const [{ default: init }, module] = await loading;
  await init({ module_or_path: module });
} catch (error) {
  // The shell stays, saying what went wrong rather than loading for ever; the console has
  // the whole error.
  console.error(error);
  const status = document.querySelector('#shell .status');
  if (status) status.textContent = `The game could not load (${error.message ?? error}). Reload the page to try again.`;
}
