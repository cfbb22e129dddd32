// Runs before the page first paints (a classic script in the head; the page's
// Content-Security-Policy refuses inline script), to tell the app shell in index.html what
// the app will show: which mode (the page's `data-shell-mode`), whether its tutorial
// (`first-visit`), and whether its Race button (not where this browser found the site to
// run no races: `no-races`, as src/ui/race.rs decides). The shell has each mode's title,
// board and tutorial's first step, and the stylesheet shows the mode's (style/layout.css),
// so that each mode's link paints its own page while the game loads and the app takes its
// place without moving anything.
// The same decisions as the app's: the mode a page load opens (src/model/address.rs,
// mode_to_open: `?mode=`, else the main game for a seed, a replay or a daily game, else
// the mode played last), and the tutorial while the settings say the welcome was not yet
// had (src/model/session/opening.rs; a replay link opens the viewer, which has none).
(function () {
  const query = new URLSearchParams(location.search);
  // The modes other than the main game, by their names in addresses and storage.
  const others = ['exponentile', '2048'];
  let mode = 'exponentorus';
  let firstVisit = true;
  let lastMode = null;
  let noRaces = false;
  try {
    noRaces = localStorage.getItem('exponentorus.races') !== null;
    const stored = localStorage.getItem('exponentorus.settings');
    lastMode = localStorage.getItem('exponentorus.mode');
    let settings = null;
    try {
      settings = JSON.parse(stored ?? 'null');
    } catch {
      // Unreadable settings are the defaults, in the app as here: a first visit.
    }
    firstVisit = !(settings && settings.help_seen === true);
  } catch {
    // Storage refused: the app, which could not remember the welcome, leaves the tutorial
    // in how to play, and so does the shell.
    firstVisit = false;
  }
  if (query.has('mode')) {
    const named = query.get('mode').trim();
    if (others.includes(named)) mode = named;
  } else if (!(query.has('seed') || query.has('replay') || query.has('daily')) && others.includes(lastMode)) {
    mode = lastMode;
  }
  const page = document.documentElement;
  page.dataset.shellMode = mode;
  if (firstVisit && !query.has('replay')) page.classList.add('first-visit');
  if (noRaces) page.classList.add('no-races');
  // The step's words for touch or for keys, as the app chooses them
  // (src/web/keyboard.rs, touch_device): a coarse pointer or any touch points.
  if (matchMedia('(pointer: coarse)').matches || navigator.maxTouchPoints > 0) {
    page.classList.add('touch-input');
  }
  // The page's language, as the app chooses it (src/model/i18n/language.rs,
  // choose_language): the link's `?lang=`, else the one chosen in Settings, else the
  // first of the browser's languages the game speaks, else English. Set before the first
  // paint, so an Arabic shell is already right to left; the shell's words are English, so
  // in another language they are hidden until the app's own take their place; and the
  // language's messages are asked for now, beside the wasm (src/web/language.rs fetches
  // the same address, which the browser then has).
  const spoken = ['en', 'de', 'es', 'fr', 'ja', 'ar', 'en-XA'];
  const known = (tag) => spoken.find((s) => s.toLowerCase() === (tag ?? '').trim().toLowerCase());
  let chosen = null;
  try {
    chosen = localStorage.getItem('exponentorus.language');
  } catch {
    // Storage refused: no choice was kept.
  }
  const language =
    known(query.get('lang')) ??
    known(chosen) ??
    (navigator.languages ?? []).map((tag) => known(tag.split(/[-_]/)[0])).find(Boolean) ??
    'en';
  page.lang = language;
  page.dir = language === 'ar' ? 'rtl' : 'ltr';
  if (language !== 'en') page.classList.add('shell-words-hidden');
  if (language !== 'en' && language !== 'en-XA') {
    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'fetch';
    preload.crossOrigin = 'anonymous';
    preload.href = `locales/${language}.ftl`;
    document.head.append(preload);
  }
})();
