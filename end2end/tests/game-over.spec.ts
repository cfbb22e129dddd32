import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD, GamePage, NO_MOVE_BOARD, saveJson, SETTINGS_KEY } from './game-page';

// The end of a game: the final board stays in sight (the box beside the board where the
// HUD is a column; upright, "Look at the board" sets the box aside and its bar brings it
// back); the box takes the room the screen has, whole, its numbers on one level; a new
// best has its moment; and beside Best, why a game with undos sets none. Screenshots go
// to end2end/screenshots/ for people to look at.

/** A finished free game (seed 118, 311 moves, 16,620 points): one to post. */
const FINISHED = readFileSync(new URL('./finished-game.json', import.meta.url), 'utf8');

const SIZES = [
  [320, 568],
  [390, 844],
  [844, 390],
  [1280, 800],
];

type Box = { x: number; y: number; width: number; height: number };

function apart(a: Box, b: Box): boolean {
  return a.x >= b.x + b.width - 0.5 || a.x + a.width <= b.x + 0.5 || a.y >= b.y + b.height - 0.5 || a.y + a.height <= b.y + 0.5;
}

/** What a tap at the board's centre reaches: the board itself, when nothing covers it. */
async function boardInSight(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const board = document.querySelector('[data-testid="board"]')!;
    const r = board.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && board.contains(hit);
  });
}

/** Whether `el` is wholly inside `within`'s visible box (nothing cut off by its scroll). */
async function wholeIn(el: Locator, within: Locator): Promise<boolean> {
  const [a, b] = [(await el.boundingBox())!, (await within.boundingBox())!];
  return a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.width <= b.x + b.width + 0.5 && a.y + a.height <= b.y + b.height + 0.5;
}

for (const [w, h] of SIZES) {
  test(`${w}×${h}: the final board is in sight, beside the box or a tap away`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    const game = new GamePage(page);
    await game.saveBoard(NO_MOVE_BOARD, { score: 5120, moves: 212, best: 7400 });
    await game.goto();
    const box = game.gameOver();
    await expect(box).toBeVisible();
    await expect(game.byTestId('game-over-new-game')).toBeFocused();
    await page.screenshot({ path: `screenshots/game-over-${w}x${h}.png` });
    const board = (await game.board().boundingBox())!;
    if (!(await game.byTestId('game-over-look').isVisible())) {
      // Where there is room, the box is beside the board (the HUD a column) or below it (a
      // tall phone), which nothing covers, dims or blurs.
      expect((w > h && w >= 600) || h * 10 >= w * 19, 'room beside or below the board').toBe(true);
      expect(apart((await box.boundingBox())!, board), 'the box beside or below the board').toBe(true);
      expect(await boardInSight(page)).toBe(true);
      // Clear of the footer, whose Undo still takes back the last move.
      const footer = (await page.locator('footer.bottom').boundingBox())!;
      expect(apart((await box.boundingBox())!, footer), 'the box clear of the footer').toBe(true);
      await expect(game.byTestId('undo')).toBeVisible();
      // Escape has nothing to set aside.
      await page.keyboard.press('Escape');
      await expect(box).toBeVisible();
      return;
    }
    // Elsewhere, at the screen's foot over the board's, the board behind only lightly
    // dimmed, never blurred.
    const shade = await page.locator('.game-over-overlay').evaluate((el) => {
      const style = getComputedStyle(el);
      return { alpha: Number(style.backgroundColor.match(/[\d.]+(?=\))/)?.[0] ?? 1), blur: style.backdropFilter };
    });
    expect(shade.blur).toBe('none');
    expect(shade.alpha).toBeLessThanOrEqual(0.4);
    const dialog = (await box.boundingBox())!;
    expect(dialog.y + dialog.height, 'at the foot of the screen').toBeGreaterThan(h - 16);
    // Where it covers the board, or to see it undimmed: one tap sets it aside, and the
    // board shows whole, its bar clear of it.
    expect(await boardInSight(page)).toBe(false);
    await game.byTestId('game-over-look').click();
    await expect(box).toBeHidden();
    expect(await boardInSight(page)).toBe(true);
    const back = game.byTestId('game-over-back');
    await expect(back).toBeFocused();
    await expect(back).toBeInViewport({ ratio: 1 });
    expect(apart((await back.boundingBox())!, board), 'the bar clear of the board').toBe(true);
    expect(
      await page.locator('.game-over-overlay').evaluate((el) => {
        const style = getComputedStyle(el);
        return { dim: style.backgroundColor, blur: style.backdropFilter };
      }),
    ).toEqual({ dim: 'rgba(0, 0, 0, 0)', blur: 'none' });
    await page.screenshot({ path: `screenshots/game-over-look-${w}x${h}.png` });
    await back.click();
    await expect(box).toBeVisible();
    await expect(game.byTestId('game-over-new-game')).toBeFocused();
    // Escape, both ways.
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();
    await expect(back).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(box).toBeVisible();
  });

  test(`${w}×${h}: the game-over box takes the room the screen has, whole, its numbers level`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    const game = new GamePage(page);
    await game.prepare({ game: FINISHED });
    await game.goto();
    const box = game.gameOver();
    await expect(box).toBeVisible();
    // The name asked at the first post: the field and its Post button, and the box at its
    // tallest, a name refused (the line that says why above them).
    await game.byTestId('post-game').click();
    await expect(game.byTestId('post-name')).toBeFocused();
    await game.byTestId('post-game').click();
    await expect(game.byTestId('post-problem')).toHaveText('A name cannot be empty.');
    await expect(game.byTestId('post-name')).toBeFocused();
    await page.screenshot({ path: `screenshots/game-over-post-${w}x${h}.png` });
    const sizes = await box.evaluate((el) => {
      const style = getComputedStyle(el);
      const last = [...el.children].filter((c) => (c as HTMLElement).offsetParent !== null).at(-1)!;
      return {
        scroll: el.scrollHeight,
        client: el.clientHeight,
        box: el.getBoundingClientRect().bottom,
        words: last.getBoundingClientRect().bottom + parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth),
      };
    });
    const roomy = h >= 568;
    if (roomy && w < h) {
      // The whole box on screen, no scroll, and no empty room below its words.
      expect(sizes.scroll, 'no scroll inside the box').toBeLessThanOrEqual(sizes.client + 1);
      expect(sizes.box - sizes.words, 'empty room below its words').toBeLessThanOrEqual(4);
      for (const id of ['post-game', 'post-name', 'game-over-new-game', 'game-over-share']) {
        await expect(game.byTestId(id), id).toBeInViewport({ ratio: 1 });
        expect(await wholeIn(game.byTestId(id), box), `${id} whole in the box`).toBe(true);
      }
    } else {
      // Where the box scrolls, its controls are reached by scrolling it, and it says so
      // with a shadow at the edge with more beyond (dialogs.css).
      await game.byTestId('post-name').scrollIntoViewIfNeeded();
      expect(await wholeIn(game.byTestId('post-name'), box)).toBe(true);
    }
    // "FINAL SCORE" on one line, and the three numbers on one level.
    const figures = await page.locator('.final > div').evaluateAll((divs) =>
      divs.map((d) => {
        const [dt, dd] = [d.querySelector('dt')!, d.querySelector('dd')!];
        return { label: dt.getBoundingClientRect().height, line: parseFloat(getComputedStyle(dt).lineHeight) || 16, top: dd.getBoundingClientRect().top };
      }),
    );
    for (const f of figures) expect(f.label, 'each label on one line').toBeLessThan(f.line * 1.5);
    const tops = figures.map((f) => f.top);
    expect(Math.max(...tops) - Math.min(...tops), 'the numbers on one level').toBeLessThan(1);
  });
}

/** The other modes' boards with no move left, each under its mode's key: 2048's 4×4 of
 *  no equal neighbours, and ExponenTile's flat 8×8 cut from NO_MOVE_BOARD (a flat board
 *  has fewer neighbours than the torus it is cut from, so no run either). */
const OTHER_MODES = [
  {
    mode: '2048',
    n: 4,
    key: 'exponentorus.2048.game',
    save: JSON.stringify({
      version: 1,
      board: [0, 1, 2, 3].map((y) => (y % 2 === 0 ? [2, 4, 2, 4] : [4, 2, 4, 2])),
      ids: [0, 1, 2, 3].map((y) => [0, 1, 2, 3].map((x) => y * 4 + x)),
      next_id: 16,
      score: 1200,
      moves: 300,
      seed: '7',
    }),
  },
  {
    mode: 'exponentile',
    n: 8,
    key: 'exponentorus.exponentile.game',
    save: saveJson(
      NO_MOVE_BOARD.slice(0, 8).map((row) => row.slice(0, 8)),
      { score: 3400, moves: 150 },
    ).replace(/}$/, ',"wrap":false}'),
  },
];

for (const { mode, n, key, save } of OTHER_MODES) {
  for (const [w, h] of SIZES) {
    test(`${mode} at ${w}×${h}: the final board is in sight, beside the box or a tap away`, async ({ page }) => {
      await page.setViewportSize({ width: w, height: h });
      await page.addInitScript(
        ({ key, save, settings }) => {
          if (sessionStorage.getItem('e2e-prepared')) return;
          sessionStorage.setItem('e2e-prepared', '1');
          localStorage.setItem(key, save);
          localStorage.setItem(settings, JSON.stringify({ help_seen: true, speed: 'instant' }));
        },
        { key, save, settings: SETTINGS_KEY },
      );
      const game = new GamePage(page);
      await game.goto(`/?mode=${mode}`, n);
      const box = game.gameOver();
      await expect(box).toBeVisible();
      await expect(game.byTestId('game-over-new-game')).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: `screenshots/game-over-${mode}-${w}x${h}.png` });
      const board = (await game.board().boundingBox())!;
      if (await game.byTestId('game-over-look').isVisible()) {
        await game.byTestId('game-over-look').click();
        await expect(box).toBeHidden();
        await page.screenshot({ path: `screenshots/game-over-look-${mode}-${w}x${h}.png` });
      } else {
        expect(apart((await box.boundingBox())!, board), 'the box beside or below the board').toBe(true);
      }
      expect(await boardInSight(page)).toBe(true);
    });
  }
}

/** NO_MOVE_BOARD with three 32s: the one swap, (8,2) with (0,2), lines them up in column
 *  0 for 64 points. */
function oneSwapLeft(): number[][] {
  const rows = NO_MOVE_BOARD.map((row) => [...row]);
  rows[0][0] = 32;
  rows[1][0] = 32;
  rows[2][8] = 32;
  return rows;
}

test('a new best has its moment: a line, and Best marked new, still at the Instant speed', async ({ page }) => {
  const game = new GamePage(page);
  await game.saveBoard(oneSwapLeft(), { best: 50 });
  await game.goto();
  const bestBox = game.byTestId('best-box');
  await expect(bestBox).not.toHaveClass(/new-best/);
  await expect(bestBox.locator('dt')).toHaveText('Best');
  await game.clickSwap({ x: 8, y: 2 }, { x: 0, y: 2 });
  await expect(game.byTestId('moves')).toHaveText('1');
  await expect(bestBox).toHaveClass(/new-best/);
  await expect(bestBox.locator('dt')).toHaveText('New best');
  await expect(game.status()).toContainText('A new best! You passed your 50.');
  await page.screenshot({ path: 'screenshots/new-best-1280x720.png' });
  // With no animation asked for, no glow swells.
  expect(await bestBox.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
});

test('a new best glows once at the normal speed, and not with reduced motion', async ({ page }) => {
  const game = new GamePage(page);
  await game.saveBoard(oneSwapLeft(), { best: 50, settings: { help_seen: true, speed: 'normal' } });
  await game.goto();
  await game.clickSwap({ x: 8, y: 2 }, { x: 0, y: 2 });
  const bestBox = game.byTestId('best-box');
  await expect(bestBox).toHaveClass(/new-best/);
  expect(await bestBox.evaluate((el) => getComputedStyle(el).animationName)).toBe('new-best');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await bestBox.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  await expect(bestBox.locator('dt')).toHaveText('New best');
});

test('a game that ends on a new best says so in its box', async ({ page }) => {
  const game = new GamePage(page);
  await game.saveBoard(oneSwapLeft(), { best: 50 });
  await game.goto();
  await game.clickSwap({ x: 8, y: 2 }, { x: 0, y: 2 });
  await expect(game.gameOver()).toBeVisible();
  await expect(game.byTestId('final-new-best')).toHaveText('A new best! You passed your 50.');
});

test('after an undo, beside Best: why it no longer follows the score', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  const game = new GamePage(page);
  await game.saveBoard(BOARD);
  await game.goto();
  const why = game.byTestId('best-not-counted');
  await expect(why).toBeHidden();
  // The standard board's known swap scores.
  await game.clickSwap({ x: 4, y: 0 }, { x: 4, y: 1 });
  await expect(game.byTestId('moves')).toHaveText('1');
  await expect(game.byTestId('best')).toHaveText((await game.byTestId('score').textContent())!);
  await expect(why).toBeHidden();
  await game.byTestId('undo').click();
  await expect(game.byTestId('moves')).toHaveText('0');
  await expect(why).toBeVisible();
  await expect(why).toHaveAttribute('title', 'This game has undos: it does not count for your best.');
  await expect(why).toContainText('undos');
  await page.screenshot({ path: 'screenshots/best-not-counted-320x568.png' });
  // Played again past the best, the best stays, and the numbers stay whole beside it.
  const best = await game.number('best');
  await game.clickSwap({ x: 4, y: 0 }, { x: 4, y: 1 });
  await expect(game.byTestId('moves')).toHaveText('1');
  expect(await game.number('best')).toBe(best);
  await expect(why).toBeVisible();
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll('.stat dt, .stat dd')]
      .filter((el) => el.scrollWidth > el.clientWidth + 0.5)
      .map((el) => el.textContent),
  );
  expect(clipped).toEqual([]);
});
