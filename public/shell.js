// Runs before the page first paints (a classic script in the head; the page's
// Content-Security-Policy refuses inline script), to tell the app shell in index.html what
// the app will show. On a first visit the app starts the tutorial on its 5×5 board, so the
// shell shows its first step too: it can be read while the game loads, and the app takes
// the card's place without moving anything. The same decision as the app's
// (src/model/session/opening.rs starts the tutorial while the settings say the welcome was
// not yet had; a replay link opens the viewer, which has none). A first visit to 2048 or
// ExponenTile starts that mode's own tutorial, which the shell does not draw: its card
// simply comes with the app.
(function () {
  let firstVisit = true;
  const query = new URLSearchParams(location.search);
  try {
    const stored = localStorage.getItem('exponentorus.settings');
    const lastMode = localStorage.getItem('exponentorus.mode');
    let settings = null;
    try {
      settings = JSON.parse(stored ?? 'null');
    } catch {
      // Unreadable settings are the defaults, in the app as here: a first visit.
    }
    firstVisit = !(settings && settings.help_seen === true);
    // The modes whose tutorial comes with the app, not painted here: all but the main game.
    const others = ['exponentile', '2048'];
    const torus = query.has('mode')
      ? !others.includes(query.get('mode'))
      : query.has('seed') || query.has('replay') || query.has('daily') || !others.includes(lastMode);
    firstVisit = firstVisit && torus;
  } catch {
    // Storage refused: the app, which could not remember the welcome, leaves the tutorial
    // in how to play, and so does the shell.
    firstVisit = false;
  }
  if (firstVisit && !query.has('replay')) document.documentElement.classList.add('first-visit');
  // The step's words for touch or for keys, as the app chooses them
  // (src/web/keyboard.rs, touch_device): a coarse pointer or any touch points.
  if (matchMedia('(pointer: coarse)').matches || navigator.maxTouchPoints > 0) {
    document.documentElement.classList.add('touch-input');
  }
})();
