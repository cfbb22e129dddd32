import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BEST_KEY, BOARD, GAME_KEY, GamePage, SETTINGS_KEY } from './game-page';

// The tutorial: a first visit plays it on its 5×5 board, step by step, by the keyboard, by
// touch or by the mouse; Skip (or Escape) at any step gives the player's fresh game back
// with the saves as the page load left them; how to play starts it again any time. The
// other modes' shorter tutorials: tutorial-modes.spec.ts.

const STATS_KEY = 'exponentorus.stats';

/** What storage holds of the player's game, best and statistics. */
async function saves(page: Page): Promise<{ game: string | null; best: string | null; stats: string | null }> {
  return page.evaluate(
    (keys) => ({
      game: localStorage.getItem(keys.game),
      best: localStorage.getItem(keys.best),
      stats: localStorage.getItem(keys.stats),
    }),
    { game: GAME_KEY, best: BEST_KEY, stats: STATS_KEY },
  );
}

/** A first visit: no settings, the tutorial's board. */
async function firstVisit(page: Page, path = '/'): Promise<GamePage> {
  const game = new GamePage(page);
  await game.prepare({ settings: null });
  await game.goto(path, 5);
  await expect(game.byTestId('tutorial')).toBeVisible();
  return game;
}

/** Waits for step `n` of `of` (or the end, for `n` past it). */
async function atStep(game: GamePage, n: number, of = 5): Promise<void> {
  await expect(game.byTestId('tutorial-step')).toHaveText(n > of ? '· done' : `· step ${n} of ${of}`);
  await game.atRest();
}

/** The board cells the step's marks ring. */
async function marked(game: GamePage): Promise<{ x: number; y: number }[]> {
  const marks = game.page.getByTestId('coach-mark');
  const tiles = game.tiles();
  // A mark sits on its tile: the tile with the same place on the plane.
  return marks.evaluateAll((ms, all) => {
    const place = (el: Element) => (el as HTMLElement).style.cssText.match(/--vx:\s*(-?\d+);\s*--vy:\s*(-?\d+)/)?.slice(1).join(',');
    return ms.map((m) => {
      const tile = (all as Element[]).find((t) => place(t) === place(m)) as HTMLElement;
      return { x: Number(tile.dataset.x), y: Number(tile.dataset.y) };
    });
  }, await tiles.elementHandles());
}

for (const [w, h] of [
  [390, 844],
  [1280, 800],
]) {
  test(`${w}×${h}: a first visit plays the tutorial through by keyboard, and the saves are the page load's`, async ({
    page,
  }) => {
    // Five steps at the animation's own speed, with a screenshot each.
    test.slow();
    await page.setViewportSize({ width: w, height: h });
    const game = await firstVisit(page);
    const loaded = await saves(page);
    expect(loaded.game, 'the fresh game, saved as the page loaded').not.toBeNull();
    expect(loaded.best).toBeNull();
    // Heard by a screen reader: the step, and where its marked tiles are.
    await expect(game.status()).toHaveText(
      'Step 1 of 5: Swap the two marked tiles to line up three 2s. Marked: the 4 at row 3, column 3 and the 2 at row 2, column 3.',
    );
    await expect(page.getByRole('complementary', { name: 'Tutorial · step 1 of 5' })).toBeVisible();
    const shot = (n: string) => page.screenshot({ path: `screenshots/tutorial-${n}-${w}x${h}.png` });

    await atStep(game, 1);
    expect(await marked(game)).toEqual([
      { x: 2, y: 2 },
      { x: 2, y: 1 },
    ]);
    await shot('1-line-of-three');
    await game.keys(' ', 'ArrowUp');
    await atStep(game, 2);
    await shot('2-line-of-four');
    await game.keys(' ', 'ArrowRight');
    await atStep(game, 3);
    await shot('3-cascade');
    await game.keys(' ', 'ArrowRight');
    await atStep(game, 4);
    await expect(game.byTestId('coach-mark')).toHaveCount(0);
    await shot('4-roll');
    await game.keys('ArrowRight');
    await atStep(game, 5);
    await shot('5-across-the-seam');
    await game.moveCursorTo(4, 1);
    await game.keys(' ', 'ArrowRight');
    await atStep(game, 6);
    await expect(game.status()).toHaveText(/^Well done! /);
    await expect(game.byTestId('tutorial-play'), 'Play has the focus: Enter starts').toBeFocused();
    await shot('6-done');

    expect(await saves(page), 'nothing of the tutorial was kept').toEqual(loaded);
    await game.keys('Enter');
    await expect(game.byTestId('tutorial')).toHaveCount(0);
    await expect(game.tiles()).toHaveCount(81);
    await expect(game.byTestId('moves')).toHaveText('0');
    expect(await saves(page)).toEqual(loaded);
    expect(await game.storedGame()).toEqual(JSON.parse(loaded.game!).game);
    // The welcome was had: a reload plays the game.
    await page.reload();
    await expect(game.tiles()).toHaveCount(81);
    await expect(game.byTestId('tutorial')).toHaveCount(0);
  });
}

test.describe('by touch', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('a first visit plays the tutorial through with flicks, a two-finger roll and a tap', async ({ page }) => {
    test.slow();
    const game = await firstVisit(page);
    const loaded = await saves(page);
    const cell = (await game.board().boundingBox())!.width / 5;
    await game.flick({ x: 2, y: 1 }, 2, cell * 0.5);
    await atStep(game, 2);
    await game.flick({ x: 3, y: 2 }, -cell * 0.5, 2);
    await atStep(game, 3);
    await game.flick({ x: 2, y: 2 }, cell * 0.5, 2);
    await atStep(game, 4);
    await game.twoFingerDrag(cell * 1.1, 0, 6);
    await atStep(game, 5);
    // A flick off the right edge wraps round to the first column.
    expect(await marked(game)).toContainEqual({ x: 4, y: 1 });
    await game.flick({ x: 4, y: 1 }, cell * 0.5, 2);
    await atStep(game, 6);
    await game.byTestId('tutorial-play').tap();
    await expect(game.tiles()).toHaveCount(81);
    expect(await saves(page)).toEqual(loaded);
  });
});

test('the mouse plays it too: clicks, and the roll buttons for the roll', async ({ page }) => {
  test.slow();
  const game = await firstVisit(page);
  for (const n of [1, 2, 3]) {
    const [a, b] = await marked(game);
    await game.clickSwap(a, b);
    await atStep(game, n + 1);
  }
  await game.byTestId('tutorial-roll-right').click();
  await atStep(game, 5);
  const [a, b] = await marked(game);
  await game.clickSwap(a, b);
  await atStep(game, 6);
  await game.byTestId('tutorial-play').click();
  await expect(game.tiles()).toHaveCount(81);
});

for (const skippedAt of [1, 2, 3, 4, 5]) {
  test(`skipping at step ${skippedAt} leaves the fresh game, the saves as the page load left them`, async ({
    page,
  }) => {
    test.slow();
    const game = await firstVisit(page, '/?seed=4242');
    const loaded = await saves(page);
    for (let n = 1; n < skippedAt; n++) {
      const marks = await marked(game);
      if (marks.length === 2) await game.clickSwap(marks[0], marks[1]);
      else await game.byTestId('tutorial-roll-left').click();
      await atStep(game, n + 1);
    }
    // Skip at odd steps, Escape at even ones: both leave.
    if (skippedAt % 2 === 1) await game.byTestId('tutorial-skip').click();
    else await game.keys('Escape');
    await expect(game.byTestId('tutorial')).toHaveCount(0);
    await expect(game.tiles()).toHaveCount(81);
    await expect(game.byTestId('moves')).toHaveText('0');
    await expect(game.byTestId('seed')).toHaveText('4242');
    await expect(game.status()).toHaveText(/^Tutorial skipped: your game is ready/);
    await expect(game.board()).toBeFocused();
    expect(await saves(page)).toEqual(loaded);
    expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), SETTINGS_KEY))!)).toEqual({ help_seen: true });
  });
}

test('how to play starts the tutorial any time, and the game under way comes back as it was', async ({ page }) => {
  test.slow();
  const game = new GamePage(page);
  await game.saveBoard(BOARD, { seed: 42 });
  await game.goto();
  await game.clickSwap({ x: 4, y: 0 }, { x: 4, y: 1 });
  await expect(game.byTestId('moves')).toHaveText('1');
  const before = { board: await game.values(), save: await game.storedSave() };
  await game.byTestId('help').click();
  await game.byTestId('tutorial-start').click();
  await expect(game.byTestId('help-panel')).toHaveCount(0);
  await atStep(game, 1);
  await expect(game.tiles()).toHaveCount(25);
  await expect(game.board()).toBeFocused();
  // The footer waits out of reach while the tutorial's game is on the board.
  expect(await page.locator('footer.bottom').getAttribute('inert')).not.toBeNull();
  // How to play is one key away, and gives way to the card again.
  await game.keys('?');
  await expect(game.byTestId('help-panel')).toBeVisible();
  await expect(game.byTestId('tutorial')).toHaveCount(0);
  await game.keys('?');
  await expect(game.byTestId('tutorial')).toBeVisible();
  await game.keys(' ', 'ArrowUp');
  await atStep(game, 2);
  await game.byTestId('tutorial-skip').click();
  await expect(game.tiles()).toHaveCount(81);
  expect(await game.values()).toEqual(before.board);
  expect(await game.storedSave()).toEqual(before.save);
  await expect(game.byTestId('moves')).toHaveText('1');
});

test('with reduced motion the tutorial plays at once and its marks keep still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const game = await firstVisit(page);
  await expect(game.byTestId('coach-mark').first()).toHaveCSS('animation-name', 'none');
  await game.keys(' ', 'ArrowUp');
  // Instant: the next step, with no move to wait for.
  await expect(game.byTestId('tutorial-step')).toHaveText('· step 2 of 5');
  await expect(game.board()).not.toHaveClass(/\bmoving\b/);
});

test("a reload in the middle of the tutorial goes on at its step; the footer shows the player's own seed", async ({
  page,
}) => {
  const game = await firstVisit(page);
  const own = String((await game.storedGame())!.seed);
  expect(own).not.toBe('745');
  // Behind the card, out of reach: the player's own game's seed, never the lesson's (745).
  await expect(game.byTestId('seed')).toHaveText(own);
  await game.keys(' ', 'ArrowUp');
  await atStep(game, 2);
  await game.keys(' ', 'ArrowRight');
  await atStep(game, 3);
  const board = await game.values();
  await page.reload();
  await expect(game.tiles()).toHaveCount(25);
  await atStep(game, 3);
  expect(await game.values(), "step 3's own board").toEqual(board);
  await expect(game.status()).toHaveText(/^Step 3 of 5: /);
  await expect(game.byTestId('seed')).toHaveText(own);
  // Skipped, it is over: a reload plays the game.
  await game.byTestId('tutorial-skip').click();
  await expect(game.byTestId('tutorial')).toHaveCount(0);
  await page.reload();
  await expect(game.tiles()).toHaveCount(81);
  await expect(game.byTestId('tutorial')).toHaveCount(0);
});

test('a stored step that does not read is ignored: the tutorial starts at its first step', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-step')) {
      sessionStorage.setItem('e2e-step', '1');
      localStorage.setItem('exponentorus.tutorial', '{"mode":"exponentorus","step":"three"}');
    }
  });
  const game = await firstVisit(page);
  await atStep(game, 1);
});

for (const [w, h] of [
  [1280, 800],
  [1366, 768],
  [1920, 1080],
]) {
  test(`${w}×${h}: beside the board, each step's card shows whole, its roll buttons in it`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    const game = await firstVisit(page);
    const card = game.byTestId('tutorial');
    // The card's geometry read in one round trip: on a loaded machine each query of the
    // page costs up to a second, and a query per button made this test outgrow its time.
    const whole = async (step: number) => {
      await atStep(game, step);
      const { scroll, client, buttons } = await card.evaluate((el) => {
        const inside = el.getBoundingClientRect();
        return {
          scroll: el.scrollHeight,
          client: el.clientHeight,
          buttons: [...el.querySelectorAll('button')].filter((b) => b.checkVisibility()).map((b) => {
            const box = b.getBoundingClientRect();
            return { name: b.textContent?.trim(), above: inside.top - box.top, below: box.bottom - inside.bottom };
          }),
        };
      });
      expect(scroll, `step ${step}: the card does not scroll`).toBeLessThanOrEqual(client);
      expect(buttons.length, `step ${step}: the card has its buttons`).toBeGreaterThan(0);
      for (const { name, above, below } of buttons) {
        expect(above, `step ${step}: the top of "${name}" in the card`).toBeLessThanOrEqual(0);
        expect(below, `step ${step}: the foot of "${name}" in the card`).toBeLessThanOrEqual(0);
      }
    };
    await whole(1);
    await game.keys(' ', 'ArrowUp');
    await whole(2);
    await game.keys(' ', 'ArrowRight');
    await whole(3);
    await game.keys(' ', 'ArrowRight');
    await whole(4);
    await expect(game.byTestId('tutorial-roll-left')).toBeVisible();
    await page.screenshot({ path: `screenshots/tutorial-4-roll-${w}x${h}-whole.png` });
    await game.keys('ArrowRight');
    await whole(5);
  });
}
