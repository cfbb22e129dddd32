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
  // The shell's words in each language but English (index.html's), by message id: the
  // messages' texts in locales/<tag>.ftl, which tests/shell_words.rs holds them to.
  const WORDS = {
    "de": { "hint": "Tipp", "new-game": "Neues Spiel", "race": "Rennen", "column-score": "Punkte", "stats-best": "Bestwert", "column-moves": "Züge", "highest": "Höchste", "loading": "Lädt…", "seed-label": "Seed ", "copy-link": "Link kopieren", "share": "Teilen", "stats-button": "Statistik", "leaderboard": "Bestenliste", "undo": "Rückgängig", "redo": "Wiederholen", "watch": "Ansehen", "saves-button": "Spielstände", "settings": "Einstellungen" },
    "es": { "hint": "Pista", "new-game": "Nueva partida", "race": "Carrera", "column-score": "Puntos", "stats-best": "Récord", "column-moves": "Jugadas", "highest": "Máxima", "loading": "Cargando…", "seed-label": "Semilla ", "copy-link": "Copiar enlace", "share": "Compartir", "stats-button": "Estadísticas", "leaderboard": "Clasificación", "undo": "Deshacer", "redo": "Rehacer", "watch": "Ver", "saves-button": "Guardadas", "settings": "Ajustes" },
    "fr": { "hint": "Indice", "new-game": "Nouvelle partie", "race": "Course", "column-score": "Score", "stats-best": "Record", "column-moves": "Coups", "highest": "Plus haute", "loading": "Chargement…", "seed-label": "Graine ", "copy-link": "Copier le lien", "share": "Partager", "stats-button": "Stats", "leaderboard": "Classement", "undo": "Annuler", "redo": "Rétablir", "watch": "Regarder", "saves-button": "Sauvegardes", "settings": "Réglages" },
    "ja": { "hint": "ヒント", "new-game": "新しいゲーム", "race": "レース", "column-score": "スコア", "stats-best": "ベスト", "column-moves": "手数", "highest": "最大", "loading": "読み込み中…", "seed-label": "シード", "copy-link": "リンクをコピー", "share": "共有", "stats-button": "統計", "leaderboard": "ランキング", "undo": "元に戻す", "redo": "やり直す", "watch": "見る", "saves-button": "セーブ", "settings": "設定" },
    "ar": { "hint": "تلميح", "new-game": "لعبة جديدة", "race": "سباق", "column-score": "النقاط", "stats-best": "الأفضل", "column-moves": "النقلات", "highest": "الأعلى", "loading": "جارٍ التحميل…", "seed-label": "البذرة ", "copy-link": "نسخ الرابط", "share": "مشاركة", "stats-button": "إحصاءات", "leaderboard": "لوحة الصدارة", "undo": "تراجع", "redo": "إعادة", "watch": "شاهد", "saves-button": "الحفظ", "settings": "الإعدادات" }
  }; // @shell-words
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
  // A tutorial a reload left under way goes on at its step, as the app resumes it
  // (src/model/session/tutorial.rs, resume_tutorial: this mode's, at one of its steps,
  // whatever the settings say), so the shell shows its card at that step's number. The
  // words of a step past the first are not here (each names the lesson's marked tiles):
  // the card keeps its place and leaves them out (style/layout.css, `tutorial-resumed`),
  // rather than show step 1's, until the app's card takes its place.
  const steps = { exponentorus: 5, exponentile: 3, 2048: 3 };
  let resumedStep = null;
  try {
    const kept = JSON.parse(localStorage.getItem('exponentorus.tutorial') ?? 'null');
    if (kept && kept.mode === mode && Number.isInteger(kept.step) && kept.step >= 1 && kept.step <= steps[mode]) {
      resumedStep = kept.step;
    }
  } catch {
    // Unreadable or refused: the app drops it and starts as if there were none.
  }
  if ((firstVisit || resumedStep !== null) && !query.has('replay')) page.classList.add('first-visit');
  if (resumedStep > 1 && !query.has('replay')) {
    page.classList.add('tutorial-resumed');
    document.addEventListener('DOMContentLoaded', () => {
      for (const number of document.querySelectorAll('#shell .coach-step')) {
        number.textContent = String(resumedStep);
      }
    });
  }
  // The board's side, as the app will have it (src/model/session/opening.rs, free_game;
  // src/model/launch.rs, decide): a link to no game of its own (no seed, replay, daily
  // game, puzzle or race) resumes the mode's saved game, whatever its side; with none, a
  // new game of the link's `size`, else of the mode's usual side (the stylesheet's). A
  // link's seed deals its own game too, unless the saved game has begun: that one is then
  // resumed, the link's game offered beside it. The save is read as the app's keys and
  // format have it (src/model/keys.rs, game_key; rules/src/history.rs: a version-2
  // history holds the game, a version-1 save is the game); anything unreadable, a side the
  // mode has not, or storage refused is no save, as the app then deals a new game. A
  // tutorial's board is its own (style/tutorial.css), so it is left alone.
  const sides = { exponentorus: [5, 7, 9, 11], exponentile: [6, 7, 8, 9, 10], 2048: [3, 4, 5, 6, 7, 8] };
  const ownGame = ['replay', 'daily', 'puzzle', 'race'].some((name) => query.has(name));
  // The link's seed as the app reads one (src/model/address.rs, parse_seed: a u64, blanks
  // around it allowed); one that does not read is no seed, and the saved game resumes.
  const seedText = (query.get('seed') ?? '').trim();
  const linkSeed = /^\+?\d+$/.test(seedText) && BigInt(seedText) <= 18446744073709551615n;
  const savedGame = (text) => {
    try {
      const saved = JSON.parse(text ?? 'null');
      const game = saved && saved.version === 2 ? saved.game : saved;
      const rows = game && game.version === 1 ? game.board : null;
      const square = Array.isArray(rows) && rows.every((row) => Array.isArray(row) && row.length === rows.length);
      return square && sides[mode].includes(rows.length) ? { side: rows.length, begun: game.moves > 0 } : null;
    } catch {
      return null;
    }
  };
  if (!ownGame && !page.classList.contains('first-visit')) {
    let saved = null;
    try {
      saved = savedGame(localStorage.getItem(mode === 'exponentorus' ? 'exponentorus.game' : `exponentorus.${mode}.game`));
    } catch {
      // Storage refused: no saved game to resume.
    }
    // A begun game that is over gives way to the link's, but whether a board has a move
    // left is for the rules to say: the shell takes every begun game for one under way,
    // and paints the saved side where the app deals the link's, if the two differ.
    let side = saved && (!linkSeed || saved.begun) ? saved.side : null;
    const asked = (query.get('size') ?? '').trim();
    if (side === null && /^\+?\d+$/.test(asked)) side = Number(asked);
    if (sides[mode].includes(side)) {
      page.style.setProperty('--saved-side', String(side));
      page.classList.add('saved-side');
    }
  }
  if (noRaces) page.classList.add('no-races');
  // The step's words for touch or for keys, as the app chooses them
  // (src/web/keyboard.rs, touch_device): a coarse pointer or any touch points.
  if (matchMedia('(pointer: coarse)').matches || navigator.maxTouchPoints > 0) {
    page.classList.add('touch-input');
  }
  // The page's language, as the app chooses it (src/model/i18n/language.rs,
  // choose_language): the link's `?lang=`, else the one chosen in Settings, else the
  // first of the browser's languages the game speaks, else English. Set before the first
  // paint, so an Arabic shell is already right to left; the shell's words (index.html's
  // `data-msg`, each a message of locales/) are put in that language from WORDS as the
  // page is read, before it is drawn; the first visit's tutorial card, whose sentences
  // are not here, is hidden in another language until the app's own takes its place. The
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
  if (language !== 'en') {
    // Hidden until said (style/languages.css), so no English word shows first; the
    // pseudo-language has no words here, and its shell stays wordless.
    page.classList.add('shell-words-hidden', 'shell-words-pending');
    const words = WORDS[language];
    if (words) {
      document.addEventListener('DOMContentLoaded', () => {
        for (const element of document.querySelectorAll('#shell [data-msg]')) {
          element.textContent = words[element.dataset.msg] ?? element.textContent;
        }
        page.classList.remove('shell-words-pending');
      });
    }
  }
  if (language !== 'en' && language !== 'en-XA') {
    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'fetch';
    preload.crossOrigin = 'anonymous';
    preload.href = `locales/${language}.ftl`;
    document.head.append(preload);
  }
})();
