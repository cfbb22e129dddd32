import { type CDPSession, expect, type Locator, type Page } from '@playwright/test';

// The page object of the game: every `data-testid` hook, and helpers that set up a game
// through the real save format (no debug back doors) and drive it as a player would.

export const GAME_KEY = 'exponentorus.game';
export const BEST_KEY = 'exponentorus.best';
export const SETTINGS_KEY = 'exponentorus.settings';
export const BACKUP_PREFIX = 'exponentorus.game.unreadable.';

/** The board sides a new game offers. */
export const SIZES = [5, 7, 9, 11];

/** The key of the best score on boards of side `n` (9×9 keeps the key it always had). */
export function bestKey(n: number): string {
  return n === 9 ? BEST_KEY : `${BEST_KEY}.${n}`;
}

export type Rows = number[][];
export type Cell = { x: number; y: number };

/**
 * The standard test board (9×9, no run). Known moves, checked against the sim:
 * - (4,0)↔(4,1) scores (three 2s in row 1, then cascades);
 * - (0,3)↔(8,3) swaps across the seam and merges three 16s into 32 at (0,3) — the greedy
 *   hint; the look-ahead solver's hint is (3,2)↔(3,3);
 * - (0,0)↔(1,0) is refused: no match.
 */
export const BOARD: Rows = [
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

/** An n×n board (n ≥ 5) with no run anywhere (the seam included) and a known move: the
 *  standard BOARD for n = 9, else `patternBoard(n)`. */
export function boardOf(n: number): Rows {
  return n === 9 ? BOARD : patternBoard(n);
}

/** An n×n board (n ≥ 5, 9 too) with no run anywhere (the seam included) and one known
 *  move: (4,2)↔(4,3) lines up three 2s in row 3. */
export function patternBoard(n: number): Rows {
  return Array.from({ length: n }, (_, y) =>
    Array.from({ length: n }, (_, x) => (x === 3 && y === 3 ? 2 : [2, 4, 8, 16][(x + 2 * y) % 4])),
  );
}

/** A 9×9 board on which no swap makes a match (the seam included): game over. */
export const NO_MOVE_BOARD: Rows = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((y) =>
  y % 2 === 0 ? [2, 4, 8, 16, 2, 4, 8, 16, 2] : [8, 16, 2, 4, 8, 16, 2, 4, 8],
);

export type SaveOptions = { score?: number | bigint; moves?: number; seed?: number | string };

/** The save JSON for `rows`, in the sim's format (ids row-major; no rng: fresh from seed).
 *  Tile values and the score may be BigInts, written as exact JSON integers: a save holds
 *  any u64, beyond what a JavaScript number keeps exactly (2^63, u64::MAX). */
export function saveJson(rows: (number | bigint)[][], opts: SaveOptions = {}): string {
  const n = rows.length;
  return JSON.stringify(
    {
      version: 1,
      board: rows,
      ids: rows.map((row, y) => row.map((_, x) => y * n + x)),
      next_id: n * n,
      score: opts.score ?? 0,
      moves: opts.moves ?? 0,
      seed: String(opts.seed ?? 7),
    },
    (_, value) => (typeof value === 'bigint' ? `#bigint:${value}` : value),
  ).replace(/"#bigint:(\d+)"/g, '$1');
}

export type Prepare = {
  /** Raw text for the game key (a save, or garbage). */
  game?: string;
  /** Settings JSON object; defaults to help seen and instant animations. */
  settings?: Record<string, unknown> | null;
  best?: number | bigint;
  /** Best scores of other board sides, by side. */
  bests?: Record<number, number>;
};

export class GamePage {
  private cdp: CDPSession | null = null;

  constructor(readonly page: Page) {}

  // ----- Hooks ------------------------------------------------------------------------

  board(): Locator {
    return this.page.getByTestId('board');
  }
  tiles(): Locator {
    return this.page.getByTestId('tile');
  }
  tile(x: number, y: number): Locator {
    return this.page.locator(`[data-testid="tile"][data-x="${x}"][data-y="${y}"]`);
  }
  cursorTile(): Locator {
    return this.page.locator('[data-testid="tile"][data-cursor="true"]');
  }
  selectedTiles(): Locator {
    return this.page.locator('[data-testid="tile"][data-selected="true"]');
  }
  hintedTiles(): Locator {
    return this.page.locator('[data-testid="tile"][data-hint="true"]');
  }
  byTestId(id: string): Locator {
    return this.page.getByTestId(id);
  }
  status(): Locator {
    return this.page.getByTestId('status');
  }
  notice(): Locator {
    return this.page.getByTestId('notice');
  }
  gameOver(): Locator {
    return this.page.getByTestId('game-over');
  }
  /** Opens the settings dialog (speed, theme, tile colours), unless it is open. */
  async openSettings(): Promise<void> {
    const dialog = this.page.getByTestId('settings-dialog');
    if (!(await dialog.isVisible())) await this.page.getByTestId('settings').click();
    await expect(dialog).toBeVisible();
  }
  /** Closes the settings dialog with its Done button. */
  async closeSettings(): Promise<void> {
    await this.page.getByTestId('settings-done').click();
    await expect(this.page.getByTestId('settings-dialog')).toBeHidden();
  }

  /** A number of the HUD: its whole value, the element's text. Quantities are grouped by
   *  threes from 1,000 up (43,188; src/model/numbers.rs); the seed never is. */
  async number(id: 'score' | 'best' | 'moves' | 'highest' | 'seed'): Promise<number> {
    const text = ((await this.byTestId(id).textContent()) ?? '').trim();
    const form = id === 'seed' ? /^\d+$/ : /^\d{1,3}(,\d{3})*$/;
    expect(text, `${id} is a whole number, grouped by threes from 1,000`).toMatch(form);
    return Number(text.replace(/,/g, ''));
  }

  // ----- Set-up -----------------------------------------------------------------------

  /**
   * Writes to localStorage before the page's scripts run, once per tab (a reload keeps
   * what the game saved since). Settings default to "help seen, instant animations" so
   * tests see each move's end state at once; pass `settings: null` for a first visit.
   */
  async prepare(p: Prepare = {}): Promise<void> {
    const settings =
      p.settings === null
        ? null
        : JSON.stringify(p.settings ?? { help_seen: true, speed: 'instant' });
    await this.page.addInitScript(
      ({ game, settings, best, bests, keys }) => {
        if (sessionStorage.getItem('e2e-prepared')) return;
        sessionStorage.setItem('e2e-prepared', '1');
        if (game !== null) localStorage.setItem(keys.game, game);
        if (settings !== null) localStorage.setItem(keys.settings, settings);
        if (best !== null) localStorage.setItem(keys.best, String(best));
        for (const [key, value] of bests) localStorage.setItem(key, value);
      },
      {
        game: p.game ?? null,
        settings,
        best: p.best === undefined ? null : String(p.best),
        bests: Object.entries(p.bests ?? {}).map(([n, v]) => [bestKey(Number(n)), String(v)]),
        keys: { game: GAME_KEY, settings: SETTINGS_KEY, best: BEST_KEY },
      },
    );
  }

  /** A saved game of `rows` (see `saveJson`), resumed on the next load. */
  async saveBoard(rows: (number | bigint)[][], opts: SaveOptions & Omit<Prepare, 'game'> = {}): Promise<void> {
    await this.prepare({ ...opts, game: saveJson(rows, opts) });
  }

  /** Loads the page and waits for a full board. */
  async goto(path = '/', size = 9): Promise<void> {
    await this.page.goto(path);
    await expect(this.tiles()).toHaveCount(size * size);
    await this.shown();
    await this.atRest();
  }

  /** Waits until the game shows, as a player sees it before playing: it is built behind
      the app shell (src/ui/deferred_parts.rs), which goes when it is whole; then the browser draws it
      (the first drawing of the whole page is a long one on a slow machine). */
  async shown(): Promise<void> {
    await expect(this.page.locator('#shell')).toHaveCount(0);
    await this.page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn, 0))));
  }

  /** Waits until no move or roll is animating. */
  async atRest(): Promise<void> {
    await expect(this.board()).not.toHaveClass(/\bmoving\b/);
    await expect(this.page.locator('.plane.rolling')).toHaveCount(0);
  }

  // ----- Reading ----------------------------------------------------------------------

  /** The board's values, rows top first, read from the tiles' data attributes. */
  async values(): Promise<Rows> {
    await this.atRest();
    return this.tiles().evaluateAll((tiles) => {
      const n = Math.round(Math.sqrt(tiles.length));
      const rows: number[][] = Array.from({ length: n }, () => Array(n).fill(0));
      for (const t of tiles) {
        const el = t as HTMLElement;
        rows[Number(el.dataset.y)][Number(el.dataset.x)] = Number(el.dataset.value);
      }
      return rows;
    });
  }

  /** The board cell under the cursor. */
  async cursor(): Promise<Cell> {
    const t = this.cursorTile();
    await expect(t).toHaveCount(1);
    return { x: Number(await t.getAttribute('data-x')), y: Number(await t.getAttribute('data-y')) };
  }

  /** The centre of a tile's box on screen. */
  async centre(x: number, y: number): Promise<{ x: number; y: number }> {
    const box = await this.tile(x, y).boundingBox();
    if (!box) throw new Error(`tile (${x},${y}) has no box`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  // ----- Playing ----------------------------------------------------------------------

  /** Presses keys in order. */
  async keys(...keys: string[]): Promise<void> {
    await this.shown();
    for (const k of keys) await this.page.keyboard.press(k);
  }

  /** The board's side, from its tiles. */
  async side(): Promise<number> {
    return Math.round(Math.sqrt(await this.tiles().count()));
  }

  /** Rolls the view (arrow keys) until the cursor is on board cell (x, y). */
  async moveCursorTo(x: number, y: number): Promise<void> {
    const n = await this.side();
    const here = await this.cursor();
    const short = (d: number) => (((d % n) + n + Math.floor(n / 2)) % n) - Math.floor(n / 2);
    const dx = short(x - here.x);
    const dy = short(y - here.y);
    for (let i = 0; i < Math.abs(dx); i++) await this.page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
    for (let i = 0; i < Math.abs(dy); i++) await this.page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
    await expect(this.cursorTile()).toHaveAttribute('data-x', String(x));
    await expect(this.cursorTile()).toHaveAttribute('data-y', String(y));
  }

  /** Swaps two neighbours by clicking one, then the other. */
  async clickSwap(a: Cell, b: Cell): Promise<void> {
    await this.tile(a.x, a.y).click();
    await this.tile(b.x, b.y).click();
  }

  /** Drags a tile with the mouse by (dx, dy) pixels. */
  async drag(from: Cell, dx: number, dy: number): Promise<void> {
    const c = await this.centre(from.x, from.y);
    await this.page.mouse.move(c.x, c.y);
    await this.page.mouse.down();
    await this.page.mouse.move(c.x + dx / 2, c.y + dy / 2);
    await this.page.mouse.move(c.x + dx, c.y + dy);
    await this.page.mouse.up();
  }

  /** Touch events through the DevTools protocol, as a phone sends them; `at`, in seconds
   *  since the epoch, is the event's own time (else the time it arrives). */
  async touch(
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    points: { x: number; y: number }[],
    at?: number,
  ): Promise<void> {
    // One session per page: the browser tracks a touch from its start within a session.
    this.cdp ??= await this.page.context().newCDPSession(this.page);
    await this.cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })),
      timestamp: at,
    });
  }

  /** A quick one-finger stroke from a point of the page by (dx, dy) pixels: its events 8 ms
   *  apart by their own times, as a finger's flick, however slowly this machine sends them
   *  (a browser judges a fling by those times). */
  async quickStroke(from: { x: number; y: number }, dx: number, dy: number): Promise<void> {
    const start = Date.now() / 1000;
    await this.touch('touchStart', [from], start);
    await this.touch('touchMove', [{ x: from.x + dx / 2, y: from.y + dy / 2 }], start + 0.008);
    await this.touch('touchMove', [{ x: from.x + dx, y: from.y + dy }], start + 0.016);
    await this.touch('touchEnd', [], start + 0.024);
  }

  /** A one-finger flick from a tile by (dx, dy) pixels. */
  async flick(from: Cell, dx: number, dy: number): Promise<void> {
    const c = await this.centre(from.x, from.y);
    await this.touch('touchStart', [c]);
    await this.touch('touchMove', [{ x: c.x + dx / 2, y: c.y + dy / 2 }]);
    await this.touch('touchMove', [{ x: c.x + dx, y: c.y + dy }]);
    await this.touch('touchEnd', []);
  }

  /** A two-finger drag from the board's centre by (dx, dy) pixels, in `steps` moves. */
  async twoFingerDrag(dx: number, dy: number, steps = 6): Promise<void> {
    const box = await this.board().boundingBox();
    if (!box) throw new Error('no board');
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const fingers = (ox: number, oy: number) => [
      { x: cx - 40 + ox, y: cy + oy },
      { x: cx + 40 + ox, y: cy + oy },
    ];
    await this.touch('touchStart', fingers(0, 0));
    for (let i = 1; i <= steps; i++) {
      await this.touch('touchMove', fingers((dx * i) / steps, (dy * i) / steps));
    }
    await this.touch('touchEnd', []);
  }

  /** The stored game, parsed. */
  /** The saved game as it stands: a version-2 save's `game`, or a version-1 save. */
  async storedGame(): Promise<Record<string, unknown> | null> {
    const save = await this.storedSave();
    return save?.version === 2 ? (save.game as Record<string, unknown>) : save;
  }
  /** The whole save under the game's key: version 2 holds the game, its start and log. */
  async storedSave(): Promise<Record<string, unknown> | null> {
    const text = await this.page.evaluate((k) => localStorage.getItem(k), GAME_KEY);
    return text === null ? null : JSON.parse(text);
  }
}

/** `rows` with cells a and b swapped. */
export function swapped(rows: Rows, a: Cell, b: Cell): Rows {
  const out = rows.map((r) => [...r]);
  out[a.y][a.x] = rows[b.y][b.x];
  out[b.y][b.x] = rows[a.y][a.x];
  return out;
}
