import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { GamePage, SETTINGS_KEY } from './game-page';

// The shorter tutorials of 2048 and of ExponenTile, through the same machinery as
// ExponenTorus's (tutorial.spec.ts): played by keyboard on a first visit, a screenshot of
// each step at both sizes, and the saves as the page load left them whether it is played
// through or skipped.

/** Everything storage holds but the settings (which remember the welcome was had) and the
 *  tutorial's step (kept while it runs, for a reload; gone once it is left). */
async function saves(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    (skipped) => {
      const all: Record<string, string> = {};
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i)!;
        if (!skipped.includes(key)) all[key] = localStorage.getItem(key)!;
      }
      return all;
    },
    [SETTINGS_KEY, 'exponentorus.tutorial'],
  );
}

/** A first visit to `path`, at the tutorial's first step of `of`. */
async function firstVisit(page: Page, path: string, of: number): Promise<GamePage> {
  const game = new GamePage(page);
  await game.prepare({ settings: null });
  await page.goto(path);
  await game.shown();
  await atStep(game, 1, of);
  return game;
}

/** Waits for step `n` of `of` (or the end, for `n` past it). */
async function atStep(game: GamePage, n: number, of: number): Promise<void> {
  await expect(game.byTestId('tutorial-step')).toHaveText(n > of ? '· done' : `· step ${n} of ${of}`);
  await game.atRest();
}

/** Takes a screenshot once every animation that ends has ended (a new tile's pop-in
 *  among them); the marks' breathing goes on for ever and is not waited for. */
async function shoot(page: Page, path: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await page.screenshot({ path });
}

/** The board cells the step's marks ring, as `x,y`. */
async function marked(game: GamePage): Promise<string[]> {
  const marks = game.page.getByTestId('coach-mark');
  return marks.evaluateAll((ms, tiles) => {
    const place = (el: Element) => (el as HTMLElement).style.cssText.match(/--vx:\s*(-?\d+);\s*--vy:\s*(-?\d+)/)?.slice(1).join(',');
    return ms.map((m) => {
      const tile = (tiles as Element[]).find((t) => place(t) === place(m)) as HTMLElement;
      return `${tile.dataset.x},${tile.dataset.y}`;
    });
  }, await game.tiles().elementHandles());
}

for (const [w, h] of [
  [390, 844],
  [1280, 800],
]) {
  test(`${w}×${h}: a first visit to ExponenTile plays its flat tutorial by keyboard, the cursor moving`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: w, height: h });
    const game = await firstVisit(page, '/?mode=exponentile&seed=77', 3);
    const loaded = await saves(page);
    await expect(game.tiles()).toHaveCount(25);
    await expect(game.board()).toHaveClass(/\bflat\b/);
    // A flat board: no seam, and no roll buttons.
    await expect(page.locator('.seam')).toHaveCount(0);
    await expect(game.byTestId('tutorial-roll-left')).toHaveCount(0);
    await expect(game.status()).toHaveText(
      'Step 1 of 3: Swap the two marked tiles to line up three 2s. Marked: the 4 at row 3, column 3 and the 2 at row 2, column 3.',
    );
    const shot = (n: string) => shoot(page, `screenshots/tutorial-exponentile-${n}-${w}x${h}.png`);
    expect(await marked(game)).toEqual(['2,2', '2,1']);
    await shot('1-line-of-three');
    await game.keys(' ', 'ArrowUp');
    await atStep(game, 2, 3);
    expect(await marked(game)).toEqual(['2,2', '3,2']);
    await shot('2-line-of-four');
    await game.keys(' ', 'ArrowRight');
    await atStep(game, 3, 3);
    expect(await marked(game)).toEqual(['3,2', '2,2']);
    await shot('3-cascade');
    // The cursor moves over the still board onto the right-hand tile, then swaps left.
    await game.keys('ArrowRight');
    await expect(game.cursorTile()).toHaveAttribute('data-x', '3');
    await expect(game.cursorTile()).toHaveAttribute('data-y', '2');
    await game.keys(' ', 'ArrowLeft');
    await atStep(game, 4, 3);
    await expect(game.status()).toHaveText(/^Well done! That's ExponenTile/);
    await shot('4-done');
    expect(await saves(page), 'nothing of the tutorial was kept').toEqual(loaded);
    await game.keys('Enter');
    await expect(game.byTestId('tutorial')).toHaveCount(0);
    await expect(game.tiles()).toHaveCount(64);
    await expect(game.byTestId('moves')).toHaveText('0');
    await expect(game.byTestId('seed')).toHaveText('77');
    expect(await saves(page)).toEqual(loaded);
  });

  test(`${w}×${h}: a first visit to 2048 plays its own shorter tutorial by keyboard`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: w, height: h });
    const game = await firstVisit(page, '/?mode=2048', 3);
    const loaded = await saves(page);
    await expect(game.tiles()).toHaveCount(3);
    const shot = (n: string) => shoot(page, `screenshots/tutorial-2048-${n}-${w}x${h}.png`);
    await shot('1-slide');
    await game.keys('ArrowLeft');
    await atStep(game, 2, 3);
    expect(await marked(game)).toEqual(['0,1', '0,3']);
    await shot('2-merge');
    await game.keys('ArrowDown');
    await atStep(game, 3, 3);
    await shot('3-merge-again');
    await game.keys('ArrowLeft');
    await atStep(game, 4, 3);
    await shot('4-done');
    expect(await saves(page)).toEqual(loaded);
    await game.keys('Enter');
    await expect(game.byTestId('tutorial')).toHaveCount(0);
    await expect(game.tiles()).toHaveCount(2);
    await expect(game.byTestId('moves')).toHaveText('0');
    expect(await saves(page)).toEqual(loaded);
  });
}

for (const skippedAt of [1, 2, 3]) {
  test(`ExponenTile: skipping at step ${skippedAt} leaves the fresh flat game, the saves as the page load left them`, async ({
    page,
  }) => {
    const game = await firstVisit(page, '/?mode=exponentile&seed=4242', 3);
    const loaded = await saves(page);
    const keys = [
      [' ', 'ArrowUp'],
      [' ', 'ArrowRight'],
    ];
    for (let n = 1; n < skippedAt; n++) {
      await game.keys(...keys[n - 1]);
      await atStep(game, n + 1, 3);
    }
    if (skippedAt % 2 === 1) await game.byTestId('tutorial-skip').click();
    else await game.keys('Escape');
    await expect(game.byTestId('tutorial')).toHaveCount(0);
    await expect(game.tiles()).toHaveCount(64);
    await expect(game.byTestId('moves')).toHaveText('0');
    await expect(game.byTestId('seed')).toHaveText('4242');
    await expect(game.board()).toBeFocused();
    expect(await saves(page)).toEqual(loaded);
  });
}

test.describe('ExponenTile by touch', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

  test('its tutorial plays through with flicks', async ({ page }) => {
    test.slow();
    const game = await firstVisit(page, '/?mode=exponentile', 3);
    const loaded = await saves(page);
    const cell = (await game.board().boundingBox())!.width / 5;
    await game.flick({ x: 2, y: 1 }, 2, cell * 0.5);
    await atStep(game, 2, 3);
    await game.flick({ x: 3, y: 2 }, -cell * 0.5, 2);
    await atStep(game, 3, 3);
    await game.flick({ x: 3, y: 2 }, -cell * 0.5, 2);
    await atStep(game, 4, 3);
    await game.byTestId('tutorial-play').tap();
    await expect(game.tiles()).toHaveCount(64);
    expect(await saves(page)).toEqual(loaded);
  });
});

for (const [mode, title] of [
  ['2048', '2048'],
  ['exponentile', 'ExponenTile'],
]) {
  test(`New game → ${title}, the first time, starts ${title}'s tutorial, as a first visit to its link does`, async ({
    page,
  }) => {
    const game = new GamePage(page);
    await game.prepare();
    await game.goto();
    await game.byTestId('new-game').click();
    await game.byTestId(`mode-pick-${mode}`).check();
    await game.byTestId('confirm-yes').click();
    await atStep(game, 1, 3);
    await expect(game.status()).toHaveText(/^Step 1 of 3: /);
    await game.byTestId('tutorial-skip').click();
    await expect(game.byTestId('tutorial')).toHaveCount(0);
    // Once its game is kept, a switch there opens on it.
    await game.byTestId('mode-exponentorus').click();
    await expect(game.tiles()).toHaveCount(81);
    await game.byTestId('new-game').click();
    await game.byTestId(`mode-pick-${mode}`).check();
    await game.byTestId('confirm-yes').click();
    await expect(game.byTestId('mode-exponentorus')).toBeVisible();
    await game.atRest();
    await expect(game.byTestId('tutorial')).toHaveCount(0);
  });
}
