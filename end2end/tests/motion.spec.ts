import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD, GamePage, SETTINGS_KEY } from './game-page';
import { fallenAtAQuarter } from './fall-share.mjs';

/** Whether the board is animating right after `key` is handled (same task, no waiting). */
async function movingRightAfterKey(game: GamePage, key: string): Promise<boolean> {
  return game.page.evaluate(async (k) => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
    // The next task, by a message rather than a timer: some tests stop the page's clock.
    await new Promise((r) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = r;
      channel.port2.postMessage(null);
    });
    return document.querySelector('[data-testid="board"]')!.classList.contains('moving');
  }, key);
}

/**
 * Counts, from the page's first script on, the times the board starts to animate (takes
 * the `moving` class): a short animation can start and end between two of Playwright's
 * looks on a busy machine, so the test asks what the page did, not what it shows.
 */
async function countAnimations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { started: 0, moving: false };
    (window as unknown as { animations: typeof record }).animations = record;
    new MutationObserver(() => {
      const moving = document.querySelector('[data-testid="board"]')?.classList.contains('moving') ?? false;
      if (moving && !record.moving) record.started++;
      record.moving = moving;
    }).observe(document, { attributes: true, attributeFilter: ['class'], subtree: true });
  });
}

/** How many times the board started to animate since `countAnimations`. */
function animationsStarted(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { animations: { started: number } }).animations.started);
}

/**
 * Opens the board at `speed` with the page's clock stopped once the game is shown, so a
 * move's steps (each a timer of the page's) wait until the test moves on: on a busy
 * machine a slow move could otherwise end before the test looks, and "while tiles are
 * still moving" would not hold.
 */
async function openHeld(game: GamePage, speed: 'slow' | 'normal'): Promise<void> {
  await game.page.clock.install();
  await game.saveBoard(BOARD, { settings: { help_seen: true, speed } });
  await game.goto();
  await game.page.clock.pauseAt(new Date(Date.now() + 60_000));
}

/** Every tile drawn at the view cell of its board cell (the view unshifted): at rest. */
async function tilesAtRest(game: GamePage): Promise<boolean> {
  return game.tiles().evaluateAll((ts) =>
    ts.every((t) => {
      const el = t as HTMLElement;
      return el.getAttribute('style') === `--vx:${el.dataset.x};--vy:${el.dataset.y}`;
    }),
  );
}

test('with prefers-reduced-motion the default speed is instant', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const game = new GamePage(page);
  await game.saveBoard(BOARD, { settings: { help_seen: true } });
  await game.goto();
  await game.openSettings();
  await expect(game.byTestId('speed')).toHaveValue('instant');
  await expect(page.locator('main.app')).toHaveClass(/speed-instant/);
  await game.closeSettings();
  await game.tile(4, 0).click();
  expect(await movingRightAfterKey(game, 'Escape')).toBe(false);
  await game.clickSwap({ x: 4, y: 0 }, { x: 4, y: 1 });
  await expect(game.byTestId('moves')).toHaveText('1');
  await expect(game.board()).not.toHaveClass(/moving/);
  expect(await tilesAtRest(game)).toBe(true);
});

test('without it the default is normal, and a chosen speed is remembered', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const game = new GamePage(page);
  await game.saveBoard(BOARD, { settings: { help_seen: true } });
  await game.goto();
  await game.openSettings();
  await expect(game.byTestId('speed')).toHaveValue('normal');
  await game.byTestId('speed').selectOption('slow');
  await expect(page.locator('main.app')).toHaveClass(/speed-slow/);
  expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), SETTINGS_KEY)) ?? '{}')).toMatchObject({
    speed: 'slow',
  });
  await page.reload();
  await expect(game.tiles()).toHaveCount(81);
  await game.openSettings();
  await expect(game.byTestId('speed')).toHaveValue('slow');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await expect(game.tiles()).toHaveCount(81);
  // A choice made beats the system default.
  await expect(page.locator('main.app')).toHaveClass(/speed-slow/);
  await game.openSettings();
  await expect(game.byTestId('speed')).toHaveValue('slow');
});

test('a change of the system setting while the game is open changes the default speed', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const game = new GamePage(page);
  await game.saveBoard(BOARD, { settings: { help_seen: true } });
  await game.goto();
  const app = page.locator('main.app');
  await game.openSettings();
  await expect(game.byTestId('speed')).toHaveValue('normal');
  await expect(app).toHaveClass(/\bspeed-normal\b/);
  // No reload: the page must follow the media query as it changes.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(game.byTestId('speed')).toHaveValue('instant');
  await expect(app).toHaveClass(/\bspeed-instant\b/);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(game.byTestId('speed')).toHaveValue('normal');
  await expect(app).toHaveClass(/\bspeed-normal\b/);
  // The system's setting is no choice of the player's: no speed is saved.
  const settings = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), SETTINGS_KEY)) ?? '{}');
  expect(settings.speed ?? null).toBeNull();
});

test('input during an animation fast-forwards the view, then applies to the new board', async ({ page }) => {
  const game = new GamePage(page);
  await openHeld(game, 'slow');
  await game.clickSwap({ x: 4, y: 0 }, { x: 4, y: 1 });
  // The sim has the move at once (saved, counted) while the view is still animating.
  await expect(game.board()).toHaveClass(/moving/);
  await expect(game.byTestId('moves')).toHaveText('1');
  const stored = await game.storedGame();
  expect(stored?.moves).toBe(1);
  // A key now: the view jumps to rest and the key acts on the sim's board.
  expect(await movingRightAfterKey(game, ' ')).toBe(false);
  expect(await tilesAtRest(game)).toBe(true);
  expect(await game.values()).toEqual(stored?.board);
  await expect(game.selectedTiles()).toHaveCount(1);
  await expect(game.cursorTile()).toHaveAttribute('data-selected', 'true');
  await expect(game.byTestId('score')).toHaveText(String(stored?.score));
});

test('a tap during an animation lands on the board the sim has', async ({ page }) => {
  const game = new GamePage(page);
  await openHeld(game, 'slow');
  await game.clickSwap({ x: 0, y: 3 }, { x: 8, y: 3 });
  await expect(game.board()).toHaveClass(/moving/);
  // Click the centre cell's place on screen while tiles are still moving.
  const box = (await game.board().boundingBox())!;
  const cell = box.width / 9;
  await page.mouse.click(box.x + cell * 4.5, box.y + cell * 4.5);
  await expect(game.board()).not.toHaveClass(/moving/);
  await expect(game.selectedTiles()).toHaveCount(1);
  await expect(game.tile(4, 4)).toHaveAttribute('data-selected', 'true');
  expect(await game.values()).toEqual((await game.storedGame())?.board);
});

test('a refused swap animates there and back, then rests unchanged', async ({ page }) => {
  const game = new GamePage(page);
  await countAnimations(page);
  await game.saveBoard(BOARD, { settings: { help_seen: true, speed: 'slow' } });
  await game.goto();
  const before = await animationsStarted(page);
  await game.clickSwap({ x: 0, y: 0 }, { x: 1, y: 0 });
  await expect.poll(() => animationsStarted(page), 'the refused swap animates').toBe(before + 1);
  await game.atRest();
  expect(await tilesAtRest(game)).toBe(true);
  expect(await game.values()).toEqual(BOARD);
  await expect(game.byTestId('moves')).toHaveText('0');
});

test("a picked-up tile rises and falls back gliding; put down by a swap, its fall is held until the move's rest", async ({
  page,
}) => {
  const game = new GamePage(page);
  await game.saveBoard(BOARD, { settings: { help_seen: true, speed: 'slow' } });
  await game.goto();
  const tile = game.tile(4, 0);
  const id = (await tile.getAttribute('data-id'))!;
  // What became of the lift's transitions (`translate` and `scale`) on that tile's face:
  // begun, ended on their own, or ended by the page. Read from each transition itself, its
  // `finished` promise, not from `transitionend` and `transitioncancel`: under load,
  // Chromium at times sends a transition one of those while it still runs (elapsed time 0,
  // its clock not yet started), and then its real one.
  await page.evaluate((id) => {
    const w = window as unknown as { lift: string[] };
    w.lift = [];
    const seen = new WeakSet<Animation>();
    document.addEventListener('transitionrun', (e) => {
      const face = e.target as HTMLElement;
      if (face.parentElement?.dataset.id !== id) return;
      for (const a of face.getAnimations()) {
        if (!(a instanceof CSSTransition) || seen.has(a)) continue;
        const property = a.transitionProperty;
        if (!['translate', 'scale'].includes(property)) continue;
        seen.add(a);
        w.lift.push(`${property} run`);
        a.finished.then(
          () => w.lift.push(`${property} end`),
          () => w.lift.push(`${property} cancel`),
        );
      }
    });
  }, id);
  const lift = () => page.evaluate(() => [...(window as unknown as { lift: string[] }).lift].sort());
  const clear = () => page.evaluate(() => (window as unknown as { lift: string[] }).lift.splice(0));
  const glided = ['scale end', 'scale run', 'translate end', 'translate run'];

  await tile.click();
  await expect(tile).toHaveAttribute('data-selected', 'true');
  await expect.poll(lift, 'picked up, it rises').toEqual(glided);
  await clear();
  await page.keyboard.press('Escape');
  await expect(game.selectedTiles()).toHaveCount(0);
  await expect.poll(lift, 'put down with no move, it glides back down').toEqual(glided);

  await tile.click();
  await expect.poll(lift).toEqual([...glided, ...glided].sort());
  await clear();
  await game.tile(4, 1).click();
  await expect(game.byTestId('moves')).toHaveText('1');
  await game.atRest();
  // Put down by the swap, the face settles as the tile glides and then holds still, as a
  // move's own animations do, until the move's rest ends it: one that ended on its
  // own would cost the page frames of their own while the move plays.
  await expect.poll(lift).toEqual(['scale cancel', 'scale run', 'translate cancel', 'translate run']);
});

test("a move is played at its key, each tile's track over the whole move, held past its rest", async ({ page }) => {
  const game = new GamePage(page);
  await openHeld(game, 'normal');
  // Chromium wakes its main thread where the earliest running animation was due to end,
  // even once the rest has cancelled it, and that frame restyles every animation then
  // running: an animation's end must lie past the longest cascade's rest.
  const running = () =>
    page.evaluate(() =>
      document.getAnimations().flatMap((a) => {
        const effect = a.effect as KeyframeEffect;
        // An animation of ours plays every property its keyframes give.
        const whats =
          a instanceof CSSAnimation
            ? [a.animationName]
            : a instanceof CSSTransition
              ? [a.transitionProperty]
              : [
                  ...new Set(
                    effect
                      .getKeyframes()
                      .flatMap((k) => Object.keys(k))
                      .filter((k) => !['offset', 'computedOffset', 'easing', 'composite'].includes(k)),
                  ),
                ];
        const on = (effect.target as HTMLElement).className.split(' ')[0];
        const end = Math.round(Number(effect.getComputedTiming().endTime));
        return whats.map((what) => ({ what: `${on} ${what}`, end }));
      }),
    );
  // Picked up, the tile rises; swapped once it has, as a player who looks before the
  // second tap. (Swapped while it still rises, its face's put-down reverses the rise, and
  // Chromium shortens a reversing transition by how far the rise had come, hold and all.)
  const face = game.tile(4, 0).locator('.face');
  await game.tile(4, 0).click();
  await expect(game.tile(4, 0)).toHaveAttribute('data-selected', 'true');
  await expect.poll(() => face.evaluate((f) => f.getAnimations().length), 'the lift ends').toBe(0);
  await game.tile(4, 1).click();
  await expect(game.board()).toHaveClass(/moving/);
  // The whole move starts at the key, written once, every pass's points with it: the
  // board does not change again until the rest.
  const atKey = await running();
  const board = () => page.locator('.plane').evaluate((plane) => plane.outerHTML);
  const written = await board();
  expect(await page.locator('.pass-points').count(), "every pass's points").toBeGreaterThan(1);
  const seen = [...atKey];
  // The swap with its pass lasts 540 ms at normal speed, a later pass 400.
  for (const next of [600, 400]) {
    await page.clock.runFor(next);
    seen.push(...(await running()));
    expect(await board(), 'nothing written again').toBe(written);
  }
  const whats = new Set(atKey.map((a) => a.what));
  expect(
    [...whats],
    "at the key: the tiles' places (glides, slides, falls, drops), their fades, their faces' pops and merges, the earlier values, the put-down and the points' rise",
  ).toEqual(
    expect.arrayContaining([
      'tile translate',
      'tile opacity',
      'face transform',
      'was opacity',
      'face translate',
      'face scale',
      'pass-points translate',
      'pass-points opacity',
    ]),
  );
  const soon = seen.filter((a) => a.end < 4000);
  expect(soon, 'due to end within 4 s').toEqual([]);
});

test('a tile dragged and let go short of a swap eases its face back down', async ({ page }) => {
  const game = new GamePage(page);
  await game.saveBoard(BOARD, { settings: { help_seen: true, speed: 'slow' } });
  await game.goto();
  const tile = game.tile(4, 4);
  const c = await game.centre(4, 4);
  await page.mouse.move(c.x, c.y);
  await page.mouse.down();
  // Exactly diagonal: which neighbour it means is anyone's guess, so it swaps nothing, and
  // long enough to be no tap.
  await page.mouse.move(c.x + 10, c.y + 10);
  await page.mouse.move(c.x + 20, c.y + 20);
  await expect(tile).toHaveAttribute('data-dragging', '');
  await expect.poll(() => tile.locator('.face').evaluate((f) => getComputedStyle(f).scale)).toBe('1.06');
  // Let go, and in the same task stop every transition 40 ms in, to see the face there:
  // a face that snapped back would show its rest at once.
  const midway = await tile.locator('.face').evaluate((face, end) => {
    face.dispatchEvent(
      new PointerEvent('pointerup', {
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        button: 0,
        clientX: end.x,
        clientY: end.y,
        bubbles: true,
      }),
    );
    const easing = document.getAnimations().filter((a) => a instanceof CSSTransition);
    for (const a of easing) {
      a.pause();
      a.currentTime = 40;
    }
    const scale = Number(getComputedStyle(face).scale);
    for (const a of easing) a.finish();
    return scale;
  }, { x: c.x + 20, y: c.y + 20 });
  expect(midway).toBeGreaterThan(1);
  expect(midway).toBeLessThan(1.06);
  await expect(tile).not.toHaveAttribute('data-dragging');
  // Full size again: no scale, or a scale of 1.
  await expect.poll(() => tile.locator('.face').evaluate((f) => getComputedStyle(f).scale)).toMatch(/^(none|1)$/);
  await expect(game.selectedTiles()).toHaveCount(0);
  await expect(game.byTestId('moves')).toHaveText('0');
});

test("at a move's rest what it merged away is hidden, taps through, and goes with the next move", async ({ page }) => {
  const game = new GamePage(page);
  await game.saveBoard(BOARD, { settings: { help_seen: true } });
  await game.goto();
  await game.clickSwap({ x: 4, y: 0 }, { x: 4, y: 1 });
  await expect(game.byTestId('moves')).toHaveText('1');
  await game.atRest();
  // The last pass's merged tiles and points stay (taking their elements away
  // would lay the board out for nothing a player sees), hidden, and no tile any more.
  const gone = page.getByTestId('gone-tile');
  expect(await gone.count()).toBeGreaterThan(0);
  for (const tile of await gone.all()) {
    await expect(tile).toHaveCSS('opacity', '0');
  }
  await expect(game.tiles()).toHaveCount(81);
  expect(await page.locator('.popup').count()).toBeGreaterThan(0);
  for (const points of await page.locator('.pass-points').all()) await expect(points).toHaveCSS('opacity', '0');
  // A tap on a merged tile's cell picks up the tile there now: the hidden one lets it
  // through (the click would fail if it took the pointer).
  const x = Number(await gone.first().getAttribute('data-x'));
  const y = Number(await gone.first().getAttribute('data-y'));
  await game.tile(x, y).click();
  await expect(game.tile(x, y)).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Escape');
  // The next move (an undo here) takes them away.
  await game.byTestId('undo').click();
  await expect(game.byTestId('moves')).toHaveText('0');
  await game.atRest();
  await expect(gone).toHaveCount(0);
  await expect(page.locator('.popup')).toHaveCount(0);
  expect(await game.values()).toEqual(BOARD);
});

test("a falling tile falls on the glide's curve: a quarter of the way into its fall it has come 68% of the way", async ({
  page,
}) => {
  const game = new GamePage(page);
  await openHeld(game, 'normal');
  await game.clickSwap({ x: 4, y: 0 }, { x: 4, y: 1 });
  await expect(game.board()).toHaveClass(/moving/);
  const fallen = await page.evaluate(fallenAtAQuarter);
  expect(fallen.length, 'tiles that fall in the first pass').toBeGreaterThan(0);
  // The glide's curve (style/board.css, --glide-curve) is 0.683 at a quarter; ease's
  // would be 0.41, and no curve 0.25.
  for (const share of fallen) expect(share).toBeCloseTo(0.683, 2);
});
