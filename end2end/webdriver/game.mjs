// The game's page through WebDriver: the same `data-testid` hooks and save format as the
// Playwright page object (end2end/tests/game-page.ts), with what WebDriver's classic
// protocol lacks made up for: storage is written from a page of the same origin before
// the game's first load (there are no init scripts), and page errors are caught by
// listeners the suite adds as each load ends.
import { KEY, Session } from './webdriver.mjs';

export const GAME_KEY = 'exponentorus.game';
export const SETTINGS_KEY = 'exponentorus.settings';
export const PLAYER_KEY = 'exponentorus.player';
export const TWENTY48_KEY = 'exponentorus.2048.game';

/** The standard test board of game-page.ts: (4,0)↔(4,1) lines up three 2s and scores. */
export const BOARD = [
  [2, 4, 8, 16, 2, 4, 8, 16, 2],
  [8, 16, 2, 2, 8, 16, 2, 4, 8],
  [2, 4, 8, 16, 2, 4, 8, 16, 2],
  [8, 16, 16, 4, 8, 16, 2, 4, 16],
  [2, 4, 8, 16, 2, 4, 8, 16, 2],
  [8, 16, 2, 4, 8, 16, 2, 4, 8],
  [2, 4, 8, 16, 2, 4, 8, 16, 2],
  [8, 16, 2, 4, 8, 16, 2, 4, 8],
  [2, 4, 8, 16, 2, 4, 8, 16, 2],
];

/** The save JSON of `rows` at the start of a game (the sim's version-1 format). */
export function saveJson(rows) {
  const n = rows.length;
  return JSON.stringify({
    version: 1,
    board: rows,
    ids: rows.map((row, y) => row.map((_, x) => y * n + x)),
    next_id: n * n,
    score: 0,
    moves: 0,
    seed: '7',
  });
}

const tile = (x, y) => `[data-testid="tile"][data-x="${x}"][data-y="${y}"]`;

/** One browser session on the game at `base`. */
export class Game {
  constructor(session, base) {
    this.session = session;
    this.base = base;
  }

  static async open(driver, capabilities, base) {
    let session;
    try {
      session = await Session.start(driver.url, capabilities);
    } catch (error) {
      error.message += `\n${driver.name}'s output, last lines:\n${driver.output.slice(-3_000)}`;
      throw error;
    }
    await session.setWindowSize(1280, 800);
    return new Game(session, base);
  }

  async close() {
    await this.session.quit();
  }

  /**
   * Writes storage before the game's first load: the save `game` and 2048's `twenty48`
   * (JSON text), `settings` (default: help seen, instant animations; null for a first
   * visit), `player`. It does so
   * from the server's answer to a missing file, a plain page of the same origin.
   */
  async prepare({ game = null, twenty48 = null, settings = { help_seen: true, speed: 'instant' }, player = null } = {}) {
    await this.session.navigate(`${this.base}engines-suite-storage.txt`);
    await this.session.execute(
      `const [entries] = arguments;
       for (const [key, value] of entries) if (value !== null) localStorage.setItem(key, value);`,
      [
        [GAME_KEY, game],
        [TWENTY48_KEY, twenty48],
        [SETTINGS_KEY, settings && JSON.stringify(settings)],
        [PLAYER_KEY, player && JSON.stringify(player)],
      ],
    );
  }

  /** Loads `path` and waits until the game shows `tiles` tiles, at rest. */
  async goto(path = '', tiles = 81) {
    await this.session.navigate(`${this.base}${path}`);
    await this.loaded(tiles);
  }

  /** Reloads and waits as `goto` does. */
  async reload(tiles = 81) {
    await this.session.refresh();
    await this.loaded(tiles);
  }

  async loaded(tiles) {
    await this.watchErrors();
    await this.session.waitFor(
      `${tiles} tiles, the app shell gone`,
      `!document.getElementById('shell') && document.querySelectorAll('[data-testid="tile"]').length === arguments[0]`,
      tiles,
    );
    await this.atRest();
  }

  /** Waits until no move or roll is animating. */
  async atRest() {
    await this.session.waitFor(
      'the board at rest',
      `!document.querySelector('[data-testid="board"].moving, .plane.rolling')`,
    );
  }

  /** Collects uncaught errors, unhandled rejections and console errors from now on. */
  async watchErrors() {
    await this.session.execute(`
      if (window.__engineErrors) return;
      const errors = (window.__engineErrors = []);
      addEventListener('error', (e) => errors.push('page error: ' + e.message));
      addEventListener('unhandledrejection', (e) => errors.push('unhandled rejection: ' + e.reason));
      const log = console.error;
      console.error = function (...args) {
        errors.push('console.error: ' + args.join(' '));
        return log.apply(this, args);
      };`);
  }

  /** What `watchErrors` caught since the page loaded. */
  errors() {
    return this.session.execute('return window.__engineErrors');
  }

  // ----- Reading ----------------------------------------------------------------------

  /** The text of the element with this test id ('' when there is none). */
  text(testId) {
    return this.session.execute(
      `const el = document.querySelector('[data-testid="' + arguments[0] + '"]');
       return el ? el.textContent.trim() : '';`,
      testId,
    );
  }

  /** Waits until the element with this test id has exactly this text. */
  async textIs(testId, text) {
    await this.session.waitFor(
      `${testId} to read "${text}"`,
      `(document.querySelector('[data-testid="' + arguments[0] + '"]') || {}).textContent?.trim() === arguments[1]`,
      testId,
      text,
    );
  }

  /** Waits until an element with this test id is there, or (`shown` false) none is. */
  async present(testId, shown = true) {
    await this.session.waitFor(
      `${testId} ${shown ? 'to show' : 'to go'}`,
      `!!document.querySelector('[data-testid="' + arguments[0] + '"]') === arguments[1]`,
      testId,
      shown,
    );
  }

  /** The board's values, rows top first, from the tiles' data attributes. */
  async values() {
    await this.atRest();
    return this.session.execute(`
      const tiles = [...document.querySelectorAll('[data-testid="tile"]')];
      const n = Math.round(Math.sqrt(tiles.length));
      const rows = Array.from({ length: n }, () => Array(n).fill(0));
      for (const t of tiles) rows[Number(t.dataset.y)][Number(t.dataset.x)] = Number(t.dataset.value);
      return rows;`);
  }

  /** The board cell under the cursor. */
  cursor() {
    return this.session.waitFor(
      'one cursor tile',
      `(() => {
        const t = document.querySelectorAll('[data-testid="tile"][data-cursor="true"]');
        return t.length === 1 && { x: Number(t[0].dataset.x), y: Number(t[0].dataset.y) };
      })()`,
    );
  }

  /** The centre of a tile on screen, in the viewport's CSS pixels. */
  centre(x, y) {
    return this.session.execute(
      `const box = document.querySelector(arguments[0]).getBoundingClientRect();
       return { x: box.x + box.width / 2, y: box.y + box.height / 2, side: box.width };`,
      tile(x, y),
    );
  }

  /** The two cells the hint marks. */
  hinted() {
    return this.session.waitFor(
      'two hinted tiles',
      `(() => {
        const t = [...document.querySelectorAll('[data-testid="tile"][data-hint="true"]')];
        return t.length === 2 && t.map((el) => ({ x: Number(el.dataset.x), y: Number(el.dataset.y) }));
      })()`,
    );
  }

  // ----- Playing ----------------------------------------------------------------------

  keys(...keys) {
    return this.session.keys(...keys);
  }

  /** Steps the cursor by arrow keys, straight (no wrap), to (x, y). */
  async moveCursorTo(x, y) {
    const at = await this.cursor();
    const presses = [
      ...Array(Math.abs(x - at.x)).fill(x > at.x ? KEY.ArrowRight : KEY.ArrowLeft),
      ...Array(Math.abs(y - at.y)).fill(y > at.y ? KEY.ArrowDown : KEY.ArrowUp),
    ];
    if (presses.length) await this.keys(...presses);
    await this.session.waitFor(`the cursor on (${x},${y})`, `document.querySelector(arguments[0] + '[data-cursor="true"]')`, tile(x, y));
  }

  /** Clicks a tile with the mouse. */
  async clickTile(x, y) {
    await this.session.stroke('mouse', await this.centre(x, y));
  }

  /** A one-finger flick from a tile by (dx, dy) tile sides. */
  async flick(x, y, dx, dy) {
    const c = await this.centre(x, y);
    const at = (f) => ({ x: c.x + dx * c.side * f, y: c.y + dy * c.side * f });
    await this.session.stroke('touch', c, [at(0.25), at(0.5)]);
  }
}
