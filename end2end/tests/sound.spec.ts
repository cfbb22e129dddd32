import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD, GamePage, SETTINGS_KEY } from './game-page';

// Sound and touch feedback: Web Audio made on the player's first input, a sound for each
// move, silence when muted (remembered), and where the browser has no audio or refuses
// it, the game plays on silent with no error reaching the page. The page's audio is
// watched through the browser's own Web Audio objects, counted as the game makes them.

type Heard = { contexts: number; oscillators: number; vibrations: number[] };

/** Counts the audio contexts and oscillators the page makes, and its vibrations. */
async function listen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard = { contexts: 0, oscillators: 0, vibrations: [] as number[] };
    (window as unknown as { __heard: typeof heard }).__heard = heard;
    const Real = window.AudioContext;
    if (!Real) return;
    window.AudioContext = class extends Real {
      constructor(options?: AudioContextOptions) {
        super(options);
        heard.contexts++;
      }
    };
    const make = Real.prototype.createOscillator;
    Real.prototype.createOscillator = function (this: AudioContext) {
      heard.oscillators++;
      return make.call(this);
    };
    Navigator.prototype.vibrate = function (pattern: VibratePattern) {
      heard.vibrations.push(Number(pattern));
      return true;
    };
  });
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { __heard: Heard }).__heard);

/** The standard board, the sound on (the default), at instant speed. */
async function open(page: Page, settings: Record<string, unknown> = {}): Promise<GamePage> {
  const game = new GamePage(page);
  await game.saveBoard(BOARD, { settings: { help_seen: true, speed: 'instant', ...settings } });
  await game.goto();
  return game;
}

test('no audio before the first input; then a move sounds and its merge buzzes', async ({ page }) => {
  await listen(page);
  const game = await open(page);
  expect(await heard(page), 'nothing before an input').toEqual({ contexts: 0, oscillators: 0, vibrations: [] });
  await game.moveCursorTo(4, 0);
  expect((await heard(page)).contexts, 'the first key made the audio').toBe(1);
  const before = (await heard(page)).oscillators;
  await game.keys(' ', 'ArrowDown');
  await expect(game.byTestId('moves')).toHaveText('1');
  await expect.poll(async () => (await heard(page)).oscillators).toBeGreaterThan(before + 2);
  expect((await heard(page)).vibrations).toContain(18);
  expect((await heard(page)).contexts, 'one audio context for the whole game').toBe(1);
});

test('muted, a move is silent and still; the mute is remembered', async ({ page }) => {
  await listen(page);
  const game = await open(page);
  const mute = game.byTestId('mute');
  await expect(mute).toHaveAttribute('aria-pressed', 'false');
  await mute.click();
  await expect(mute).toHaveAttribute('aria-pressed', 'true');
  await expect(game.status()).toHaveText('Sound off.');
  const before = await heard(page);
  await game.clickSwap({ x: 4, y: 0 }, { x: 4, y: 1 });
  await expect(game.byTestId('moves')).toHaveText('1');
  await page.waitForTimeout(300);
  const after = await heard(page);
  expect(after.oscillators, 'no sound').toBe(before.oscillators);
  expect(after.vibrations, 'no buzz').toEqual(before.vibrations);
  expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), SETTINGS_KEY))!).muted).toBe(true);
  await page.reload();
  await expect(game.tiles()).toHaveCount(81);
  await expect(game.byTestId('mute')).toHaveAttribute('aria-pressed', 'true');
  // M turns it on again.
  await game.keys('m');
  await expect(game.byTestId('mute')).toHaveAttribute('aria-pressed', 'false');
  await expect(game.status()).toHaveText('Sound on.');
});

test('the volume is set in Settings, heard as it is set, and remembered', async ({ page }) => {
  await listen(page);
  const game = await open(page);
  await game.openSettings();
  const volume = game.byTestId('volume');
  await expect(volume).toHaveValue('80');
  // Five steps down the slider, from the keyboard (the game leaves a slider its arrows).
  await volume.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  await expect(volume).toHaveValue('30');
  await expect.poll(async () => (await heard(page)).oscillators, 'the new volume is heard').toBeGreaterThan(0);
  await game.closeSettings();
  expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), SETTINGS_KEY))!).volume).toBe(30);
  await page.reload();
  await game.openSettings();
  await expect(game.byTestId('volume')).toHaveValue('30');
});

test('a hidden page makes no sound', async ({ page }) => {
  await listen(page);
  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => true });
  });
  const game = await open(page);
  await game.clickSwap({ x: 4, y: 0 }, { x: 4, y: 1 });
  await expect(game.byTestId('moves')).toHaveText('1');
  await page.waitForTimeout(300);
  expect((await heard(page)).oscillators).toBe(0);
  expect((await heard(page)).vibrations).toEqual([]);
});

test.describe('where the browser blocks audio', () => {
  for (const [what, block] of [
    [
      'has no Web Audio',
      () => {
        Object.defineProperty(window, 'AudioContext', { configurable: true, value: undefined });
      },
    ],
    [
      'refuses to make it',
      () => {
        window.AudioContext = class {
          constructor() {
            throw new DOMException('blocked', 'NotAllowedError');
          }
        } as unknown as typeof AudioContext;
      },
    ],
    [
      'keeps it asleep and refuses to wake it',
      () => {
        Object.defineProperty(BaseAudioContext.prototype, 'state', { configurable: true, get: () => 'suspended' });
        AudioContext.prototype.resume = () => Promise.reject(new DOMException('blocked', 'NotAllowedError'));
      },
    ],
  ] as const) {
    test(`a browser that ${what}: the game plays on silent, and no error reaches the page`, async ({ page }) => {
      await page.addInitScript(block);
      const game = await open(page);
      await game.keys('ArrowLeft', 'ArrowRight');
      await game.clickSwap({ x: 4, y: 0 }, { x: 4, y: 1 });
      await expect(game.byTestId('moves')).toHaveText('1');
      await game.keys('u', 'Shift+U');
      await expect(game.byTestId('moves')).toHaveText('1');
      // The fixture fails the test on any console error or uncaught page error.
      await page.waitForTimeout(300);
    });
  }
});
