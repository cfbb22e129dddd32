import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { GamePage } from './game-page';

// Players of a race against the game's own server, for the specs that race
// (race.spec.ts, and the race screens of pseudo.spec.ts and one-line-rows.spec.ts). Each
// player is a context of their own (their own storage: their own player and token).

export type Player = { context: BrowserContext; page: Page; game: GamePage };

export async function player(browser: Browser, viewport = { width: 1280, height: 800 }, touch = false): Promise<Player> {
  const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch, colorScheme: 'dark' });
  const page = await context.newPage();
  const game = new GamePage(page);
  // Moves at once (no animation to wait out between slides), the welcome had.
  await game.prepare();
  return { context, page, game };
}

/** What a race is made as: its mode, side and minutes (0: until the last board is over),
 *  and the language of the maker's page (`?lang=`), the page's own if none. */
export type RaceKind = { mode?: string; size?: number; minutes?: number; lang?: string };

/** Opens the game, then Start a race (2048 on 3×3, until the last board is over, unless
 *  `kind` says otherwise), as `name`; the race's link. */
export async function makeRace(p: Player, name: string, kind: RaceKind = {}): Promise<string> {
  const { mode = '2048', size = 3, minutes = 0, lang } = kind;
  await p.page.goto(lang ? `/?lang=${lang}` : '/');
  await p.game.shown();
  // On a phone the header has no room for Race: New game's Race opens the same form.
  const race = p.page.getByTestId('race');
  if (await race.isVisible()) {
    await race.click();
  } else {
    await p.page.getByTestId('new-game').click();
    await p.page.getByTestId('new-game-race').click();
  }
  const form = p.page.getByTestId('race-form');
  await expect(form).toBeVisible();
  await form.getByTestId(`race-mode-${mode}`).check();
  await form.getByTestId('race-size').selectOption(String(size));
  await form.getByTestId(`race-length-${minutes}`).check();
  await form.getByTestId('race-name').fill(name);
  await form.getByTestId('race-create').click();
  const lobby = p.page.getByTestId('race-lobby');
  await expect(lobby).toBeVisible();
  // A link in a language keeps it (?lang=), as the page's own links do.
  await expect(p.page).toHaveURL(lang ? new RegExp(`\\?race=[0-9a-f]{16}(&lang=${lang})?$`) : /\?race=[0-9a-f]{16}$/);
  await expect(lobby.getByTestId('race-player')).toHaveCount(1);
  return lobby.getByTestId('race-link').inputValue();
}

/** Opens the race's link (in language `lang`, if given), watching. */
export async function watch(p: Player, link: string, lang?: string): Promise<void> {
  await p.page.goto(lang ? `${link}&lang=${lang}` : link);
  await p.game.shown();
}

/** Opens the race's link and joins as `name` (asked, as this browser has no player yet). */
export async function join(p: Player, link: string, name: string, lang?: string): Promise<void> {
  await watch(p, link, lang);
  const lobby = p.page.getByTestId('race-lobby');
  await expect(lobby.getByTestId('race-join')).toBeVisible();
  if (!lang) await expect(lobby).toContainText('You are watching');
  await lobby.getByTestId('race-join-name').fill(name);
  await lobby.getByTestId('race-join').click();
  // Seated: Ready is the player's to press.
  await expect(lobby.getByTestId('race-ready')).toBeVisible();
  if (!lang) await expect(lobby).not.toContainText('You are watching');
}

const ARROWS = ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown'];

/** One slide by a finger on the 2048 board, in direction `dir` (0 left, 1 up, 2 right, 3 down). */
async function swipe(p: Player, dir: number): Promise<void> {
  const box = await p.page.getByTestId('board').boundingBox();
  if (!box) throw new Error('no board');
  const c = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const d = [
    { x: -1, y: 0 },
    { x: 0, y: -1 },
    { x: 1, y: 0 },
    { x: 0, y: 1 },
  ][dir];
  const far = box.width / 3;
  await p.game.touch('touchStart', [c]);
  await p.game.touch('touchMove', [{ x: c.x + (d.x * far) / 2, y: c.y + (d.y * far) / 2 }]);
  await p.game.touch('touchMove', [{ x: c.x + d.x * far, y: c.y + d.y * far }]);
  await p.game.touch('touchEnd', []);
}

/** Whether sliding `rows` toward `dir` (0 left, 1 up, 2 right, 3 down) moves a tile: one
 *  has room ahead of it, or meets its equal. */
function slides(rows: number[][], dir: number): boolean {
  const n = rows.length;
  for (let k = 0; k < n; k++) {
    // Line k, read from the wall its tiles slide toward.
    const line = Array.from({ length: n }, (_, i) => {
      const j = dir === 0 || dir === 1 ? i : n - 1 - i;
      return dir % 2 === 0 ? rows[k][j] : rows[j][k];
    });
    const tiles = line.filter((v) => v !== 0);
    if (tiles.some((v, i) => v !== line[i] || (i > 0 && v === tiles[i - 1]))) return true;
  }
  return false;
}

/** The 2048 board's values, rows top first, 0 for empty, once no move is animating. */
async function boardValues(p: Player, n: number): Promise<number[][]> {
  await p.game.atRest();
  return p.game.tiles().evaluateAll((tiles, n) => {
    const rows: number[][] = Array.from({ length: n }, () => Array(n).fill(0));
    for (const t of tiles) {
      const el = t as HTMLElement;
      rows[Number(el.dataset.y)][Number(el.dataset.x)] = Number(el.dataset.value);
    }
    return rows;
  }, n);
}

export const byKey = (p: Player) => (dir: number) => p.page.keyboard.press(ARROWS[dir]);
export const byTouch = (p: Player) => (dir: number) => swipe(p, dir);

/**
 * One slide on `p`'s 3×3 board by `slide`, the first that moves a tile from direction
 * `from` round, waited for until the board counts it; false when none moves (the board
 * is over). Each move waits for the one before it, so none is lost to an animation.
 */
export async function slideOnce(p: Player, slide: (dir: number) => Promise<void>, from: number): Promise<boolean> {
  const rows = await boardValues(p, 3);
  const dir = [0, 1, 2, 3].map((k) => (from + k) % 4).find((d) => slides(rows, d));
  if (dir === undefined) return false;
  const moves = await p.game.number('moves');
  await slide(dir);
  await expect(p.game.byTestId('moves')).toHaveText(String(moves + 1));
  return true;
}

/** Plays `p`'s 3×3 board by keys until no slide moves a tile. */
export async function playOut(p: Player): Promise<void> {
  for (let i = 0; await slideOnce(p, byKey(p), i); i++);
}
