// Runs before the page first paints (a classic script in the head; the page's
// Content-Security-Policy refuses inline script), to tell the app shell in index.html what
// the app will show. On a first visit the app opens how to play, so the shell shows it
// too: the rules can be read while the game loads, and the app takes the panel's place
// without moving anything. The same decision as the app's (src/model/session.rs opens the
// panel while the settings say it was not yet seen; src/ui/modes.rs picks the mode; a
// replay link opens the viewer, which has no panel); where they ever differ, the app's
// panel simply replaces the shell's.
(function () {
  let firstVisit = true;
  const query = new URLSearchParams(location.search);
  try {
    const settings = JSON.parse(localStorage.getItem('exponentorus.settings') ?? 'null');
    firstVisit = !(settings && settings.help_seen === true);
    const lastMode = localStorage.getItem('exponentorus.mode');
    // The modes whose page opens no how to play on a first visit: all but the main game.
    const others = ['2048', 'exponentile'];
    const torus = query.has('mode')
      ? !others.includes(query.get('mode'))
      : query.has('seed') || query.has('replay') || query.has('daily') || !others.includes(lastMode);
    firstVisit = firstVisit && torus;
  } catch {
    // Storage refused or unreadable settings: the app opens the panel then, as here.
  }
  if (firstVisit && !query.has('replay')) document.documentElement.classList.add('first-visit');
})();
