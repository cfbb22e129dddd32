import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { BOARD, GamePage, NO_MOVE_BOARD } from './game-page';

// Readable for everyone: light and dark themes that follow the system, the
// colour-blind-safe palette (with the system's "more contrast"), Windows high contrast,
// every tile's number at 4.5:1 or better, measured from the rendered styles, and numbers
// that are never cut, up to the largest a save allows. Screenshots of every theme go to
// end2end/screenshots/theme-*.png.

/** Every value from 2 to 2^20 (exponents cycling along the rows: no two neighbours equal,
 *  the seam included), and one move, so that the game is not over: (2,0)↔(3,0). */
export const ALL_VALUES: number[][] = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((y) =>
  [0, 1, 2, 3, 4, 5, 6, 7, 8].map((x) => 2 ** (1 + ((x + 9 * y) % 20))),
);
ALL_VALUES[0][1] = 2;
ALL_VALUES[0][3] = 2;

/** Every value from 2^21 to 2^63, the largest tile a save allows (no two neighbours equal). */
const BEYOND: bigint[][] = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((y) =>
  [0, 1, 2, 3, 4, 5, 6, 7, 8].map((x) => 2n ** BigInt(21 + ((x + 9 * y) % 43))),
);

/** The string a pseudo-element shows, from its computed `content` (`"1.23M" / ""`: the
 *  text, then its alternative for screen readers); null when it shows none. */
function generated(content: string): string | null {
  const m = content.match(/^"((?:[^"\\]|\\.)*)"/);
  return m ? m[1] : null;
}

const U64_MAX = 18446744073709551615n;
const U32_MAX = 4294967295;

type Scheme = 'light' | 'dark';
type Look = { scheme: Scheme; contrast: 'no-preference' | 'more'; name: string };
const LOOKS: Look[] = [
  { scheme: 'dark', contrast: 'no-preference', name: 'dark' },
  { scheme: 'light', contrast: 'no-preference', name: 'light' },
  { scheme: 'dark', contrast: 'more', name: 'dark-safe' },
  { scheme: 'light', contrast: 'more', name: 'light-safe' },
];

/** What each tile shows, from its computed styles: its value, its colour, the ink of the
 *  number it shows (its text, or its short label), and the worst colour under that number
 *  (the gloss fades out from the top: the colour at the top of the digits). */
async function tileColours(page: Page) {
  return page.locator('[data-testid="tile"] .face').evaluateAll((faces) => {
    const rgba = (c: string): number[] => {
      const m = c.match(/[\d.]+/g)!.map(Number);
      return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1];
    };
    return faces.map((face) => {
      const s = getComputedStyle(face);
      const label = getComputedStyle(face, '::after');
      const shown = label.display !== 'none' && label.content !== 'none' ? label : s;
      const bg = rgba(s.backgroundColor);
      // A gloss: linear-gradient(rgba(…) [0%], rgba(…) P%) from the top.
      let top = bg;
      const image = s.backgroundImage;
      if (image !== 'none') {
        const stops = [...image.matchAll(/rgba?\([^)]*\)\s*([\d.]+%)?/g)];
        if (stops.length !== 2 || !image.startsWith('linear-gradient(')) {
          throw new Error(`unexpected tile background: ${image}`);
        }
        const [a0, a1] = stops.map((m) => rgba(m[0])[3]);
        const colour = rgba(stops[0][0]);
        const end = stops[1][1] ? parseFloat(stops[1][1]) / 100 : 1;
        // The top of the digits: half their height (at most 0.4 em) above the centre.
        const size = parseFloat(shown.fontSize);
        const t = Math.max(0, (face.clientHeight / 2 - 0.4 * size) / face.clientHeight);
        const alpha = t >= end ? a1 : a0 + ((a1 - a0) * t) / end;
        top = [0, 1, 2].map((i) => colour[i] * alpha + bg[i] * (1 - alpha));
      }
      const tile = face.parentElement as HTMLElement;
      // The width of the number's own text where it shows (not the short label's).
      const range = document.createRange();
      range.selectNodeContents(face);
      const spreads = [...s.boxShadow.matchAll(/([\d.]+)px inset/g)].map((m) => parseFloat(m[1]));
      return {
        textWidth: shown === s ? range.getBoundingClientRect().width / (face.getBoundingClientRect().width / face.clientWidth) : 0,
        faceWidth: face.clientWidth,
        ring: s.boxShadow.includes('inset') ? Math.max(0, ...spreads) : 0,
        value: tile.dataset.value!,
        exponent: Number(tile.className.match(/\be(\d+)\b/)![1]),
        bg: bg.slice(0, 3),
        top: top.slice(0, 3),
        ink: rgba(shown.color).slice(0, 3),
        shadow: s.boxShadow,
        inkText: shown.color,
      };
    });
  });
}

function luminance([r, g, b]: number[]): number {
  const f = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

function contrast(a: number[], b: number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (hi + 0.05) / (lo + 0.05);
}

/** CIE L*: lightness as the eye sees it, whatever the hue. */
function lightness(c: number[]): number {
  const y = luminance(c);
  return y > 0.008856 ? 116 * Math.cbrt(y) - 16 : 903.3 * y;
}

async function open(page: Page, look: Look, rows: (number | bigint)[][], size = { width: 1280, height: 800 }) {
  await page.emulateMedia({ colorScheme: look.scheme, contrast: look.contrast });
  await page.setViewportSize(size);
  const game = new GamePage(page);
  await game.saveBoard(rows, { score: 187052, moves: 4321, best: 1234567, seed: 42 });
  await game.goto();
  return game;
}

for (const look of LOOKS) {
  test.describe(`${look.name} theme`, () => {
    test('every tile from 2 to 2^63 keeps its number at 4.5:1 or better', async ({ page }) => {
      const seen = new Set<string>();
      for (const rows of [ALL_VALUES, BEYOND]) {
        const g = new GamePage(await page.context().newPage());
        await open(g.page, look, rows);
        for (const tile of await tileColours(g.page)) {
          if (seen.has(tile.value)) continue;
          seen.add(tile.value);
          const ratio = Math.min(contrast(tile.ink, tile.bg), contrast(tile.ink, tile.top));
          expect(ratio, `tile ${tile.value}: ${tile.inkText} on rgb(${tile.bg})`).toBeGreaterThanOrEqual(4.5);
        }
        await g.page.close();
      }
      expect(seen.size).toBe(63);
    });

    test('the theme follows the system: the page, its colours and the browser’s theme colour', async ({ page }) => {
      await open(page, look, BOARD);
      const { bg, meta, scheme } = await page.evaluate(() => {
        const metas = [...document.querySelectorAll('meta[name="theme-color"]')] as HTMLMetaElement[];
        const applying = metas.find((m) => !m.media || matchMedia(m.media).matches);
        return {
          bg: getComputedStyle(document.body).backgroundColor,
          meta: applying?.content,
          scheme: getComputedStyle(document.documentElement).colorScheme,
        };
      });
      const want = look.scheme === 'dark' ? { bg: 'rgb(13, 14, 28)', meta: '#0d0e1c' } : { bg: 'rgb(243, 239, 230)', meta: '#f3efe6' };
      expect(bg).toBe(want.bg);
      expect(meta, 'the browser’s theme colour is the page’s').toBe(want.meta);
      expect(scheme).toContain(look.scheme);
    });

    test('the HUD’s text keeps 4.5:1 or better on what is behind it', async ({ page }) => {
      await open(page, look, BOARD, { width: 360, height: 640 });
      const pairs = await page
        .locator(
          'main :is(.stat dt, .stat dd, .seed, .seed a, .bottom button.link, .bottom label, .bottom select, .actions button, .title)',
        )
        .evaluateAll((els) =>
          els.map((el) => {
            let bg = 'rgba(0, 0, 0, 0)';
            for (let e: Element | null = el; e; e = e.parentElement) {
              const c = getComputedStyle(e).backgroundColor;
              if (!/rgba\(.*, 0\)$/.test(c) && c !== 'transparent') {
                bg = c;
                break;
              }
            }
            return { what: `${el.className || el.tagName} ${el.textContent?.slice(0, 20)}`, ink: getComputedStyle(el).color, bg };
          }),
        );
      const rgb = (c: string) => c.match(/[\d.]+/g)!.slice(0, 3).map(Number);
      for (const { what, ink, bg } of pairs) {
        // The title's "Torus" is gradient-filled text: its ink is transparent; its parent
        // measures the rest of the title.
        if (ink === 'rgba(0, 0, 0, 0)') continue;
        expect(contrast(rgb(ink), rgb(bg)), `${what}: ${ink} on ${bg}`).toBeGreaterThanOrEqual(4.5);
      }
      expect(pairs.length).toBeGreaterThan(10);
    });

    test(`screenshots at 360×640 and 1280×800 (${look.name})`, async ({ page }) => {
      for (const [width, height] of [
        [360, 640],
        [1280, 800],
      ]) {
        const g = new GamePage(await page.context().newPage());
        await open(g.page, look, ALL_VALUES, { width, height });
        // The cursor on a big tile, a picked-up tile and a hint, as a player sees them.
        await g.keys('h');
        await g.atRest();
        await g.page.screenshot({ path: `screenshots/theme-${look.name}-${width}x${height}.png` });
        await g.page.close();
      }
    });
  });
}

test.describe('the colour-blind-safe palette', () => {
  for (const scheme of ['dark', 'light'] as Scheme[]) {
    test(`tells every value from 2 to 2^63 apart without hue (${scheme})`, async ({ page }) => {
      const tiles = new Map<number, Awaited<ReturnType<typeof tileColours>>[number]>();
      for (const rows of [ALL_VALUES, BEYOND]) {
        const g = new GamePage(await page.context().newPage());
        await open(g.page, { scheme, contrast: 'more', name: '' }, rows);
        for (const t of await tileColours(g.page)) tiles.set(t.exponent, t);
        await g.page.close();
      }
      // The ink's rings inside the tile: none up to 1024, one to 2^20, two beyond.
      const rings = (t: { shadow: string; inkText: string }) =>
        t.shadow.split(/,(?![^(]*\))/).filter((s) => s.includes('inset') && s.includes(t.inkText)).length;
      for (let e = 1; e <= 63; e++) {
        expect(rings(tiles.get(e)!), `rings on 2^${e}`).toBe(e <= 10 ? 0 : e <= 20 ? 1 : 2);
      }
      // From 2 to 1024 each value is darker than the last by a step the eye sees, and
      // 2, 4, 8 and 16, the values new tiles take and the board is mostly made of, by
      // wide ones.
      for (let e = 1; e < 10; e++) {
        const step = lightness(tiles.get(e)!.bg) - lightness(tiles.get(e + 1)!.bg);
        expect(step, `2^${e} → 2^${e + 1}: lightness step`).toBeGreaterThanOrEqual(e < 4 ? 9 : 6.5);
      }
      // A ringed number stays inside its ring.
      for (const t of tiles.values()) {
        expect(t.textWidth, `2^${t.exponent} inside its ring`).toBeLessThanOrEqual(t.faceWidth - 2 * t.ring);
      }
      // 2048 to 2^20 take the same steps, ringed.
      for (let e = 11; e <= 20; e++) {
        expect(tiles.get(e)!.bg).toEqual(tiles.get(e - 10)!.bg);
      }
    });
  }

  test('the standard palette gives every value from 2 to 2^20 a look of its own', async ({ page }) => {
    await open(page, LOOKS[0], ALL_VALUES);
    const looks = new Map<number, string>();
    for (const t of await tileColours(page)) looks.set(t.exponent, `${t.bg} ${t.inkText}`);
    expect(looks.size).toBe(20);
    expect(new Set(looks.values()).size, 'distinct colour and ink').toBe(20);
  });
});

test.describe('Windows high contrast (forced colours)', () => {
  test('tiles, cursor, picked-up tile, hint, seam and edge stay visible', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    const game = new GamePage(page);
    await game.saveBoard(BOARD);
    await game.goto();
    // The seam and the board's edge in view: the view rolled off the centre; then a hint.
    await game.keys('ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'h');
    await expect(game.hintedTiles()).toHaveCount(2);
    const line = (selector: string, side: 'border-top' | 'border-left' | 'outline') =>
      page.locator(selector).first().evaluate(
        (el, side) => {
          const s = getComputedStyle(el);
          return {
            width: parseFloat(s.getPropertyValue(`${side}-width`)),
            style: s.getPropertyValue(`${side}-style`),
            colour: s.getPropertyValue(`${side}-color`),
            canvas: getComputedStyle(document.body).backgroundColor,
          };
        },
        side,
      );
    const drawn: Record<string, { width: number; style: string; colour: string; canvas: string }> = {
      tile: await line('[data-testid="tile"] .face', 'border-top'),
      cursor: await line('.cursor-ring', 'border-top'),
      hint: await line('[data-testid="tile"][data-hint] .face', 'outline'),
      seam: await line('.seam', 'border-left'),
    };
    await game.keys(' ');
    await expect(game.selectedTiles()).toHaveCount(1);
    drawn['picked-up tile'] = await line('[data-testid="tile"][data-selected] .face', 'outline');
    for (const [what, { width, style, colour, canvas }] of Object.entries(drawn)) {
      expect(width, `${what}'s line has a width`).toBeGreaterThanOrEqual(2);
      expect(style, `${what}'s line is drawn`).not.toBe('none');
      expect(colour, `${what}'s line differs from the canvas`).not.toBe(canvas);
    }
    expect(drawn.hint.style).toBe('dashed');
    // The edge: a bar of the text's colour on the canvas.
    const edge = await page.locator('.edge.inside').first().evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      colour: getComputedStyle(el).backgroundColor,
      canvas: getComputedStyle(document.body).backgroundColor,
    }));
    expect(edge.height).toBeGreaterThanOrEqual(2);
    expect(edge.colour).not.toBe(edge.canvas);
    expect(edge.colour).not.toBe('rgba(0, 0, 0, 0)');
  });
});

test('screenshots in high contrast at 360×640 and 1280×800', async ({ page }) => {
  for (const [width, height] of [
    [360, 640],
    [1280, 800],
  ]) {
    const g = new GamePage(await page.context().newPage());
    await g.page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
    await open(g.page, LOOKS[0], ALL_VALUES, { width, height });
    await g.keys('h');
    await g.atRest();
    await g.page.screenshot({ path: `screenshots/theme-high-contrast-${width}x${height}.png` });
    await g.page.close();
  }
});

test.describe('numbers are never cut', () => {
  const grouped = (n: bigint | number) => BigInt(n).toLocaleString('en-US');

  for (const [width, height] of [
    [360, 640],
    [320, 480],
    [640, 360],
    [1280, 800],
  ]) {
    test(`the largest numbers a save allows fit the HUD at ${width}×${height}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const big = BOARD.map((row) => row.map((v) => BigInt(v)));
      big[0][0] = 2n ** 63n;
      const game = new GamePage(page);
      await game.saveBoard(big, { score: U64_MAX, moves: U32_MAX, best: U64_MAX });
      await game.goto();
      const want = {
        score: [U64_MAX, '18.4Qi'],
        best: [U64_MAX, '18.4Qi'],
        moves: [U32_MAX, '4.29B'],
        highest: [2n ** 63n, '9.22Qi'],
      } as const;
      for (const [id, [value, short]] of Object.entries(want)) {
        const dd = game.byTestId(id);
        // The whole number is the element's text (screen readers, copying) and title.
        await expect(dd).toHaveText(grouped(value));
        await expect(dd).toHaveAttribute('title', grouped(value));
        const shown = await dd.evaluate((el) => ({
          after: getComputedStyle(el, '::after').content,
          scroll: el.scrollWidth,
          client: el.clientWidth,
        }));
        expect(generated(shown.after), `${id} shows its short form`).toBe(short);
        expect(shown.after, 'which screen readers skip').toMatch(/ \/ ""$/);
        expect(shown.scroll, `${id} is not cut`).toBeLessThanOrEqual(shown.client);
      }
      const read = await page.locator('main .stats').ariaSnapshot();
      expect(read).toContain(grouped(U64_MAX));
      expect(read).not.toContain('Qi');
    });
  }

  test('digits are grouped from 1,000; long numbers go short only where room is short', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const rows = BOARD.map((row) => [...row]);
    rows[0][0] = 131072;
    const game = new GamePage(page);
    await game.saveBoard(rows, { score: 43188, moves: 9999, best: 1234567 });
    await game.goto();
    const seen = async () =>
      (
        await page.locator('main .stat dd').evaluateAll((dds) =>
          dds.map((dd) => ({ text: dd.textContent, after: getComputedStyle(dd, '::after').content })),
        )
      ).map(({ text, after }) => generated(after) ?? text);
    expect(await seen()).toEqual(['43,188', '1.23M', '9,999', '131k']);
    expect(await game.number('score')).toBe(43188);
    // A wide screen shows numbers below a million whole.
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await seen()).toEqual(['43,188', '1.23M', '9,999', '131,072']);
  });

  test('the game-over dialog keeps final score and best apart at 360×640', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    const game = new GamePage(page);
    await game.saveBoard(NO_MOVE_BOARD, { score: 1234567, moves: 4321, best: 1234567 });
    await game.goto();
    await expect(game.gameOver()).toBeVisible();
    const cells = await page.locator('.final > div').evaluateAll((divs) =>
      divs.map((div) => {
        const dd = div.querySelector('dd')!;
        const r = div.getBoundingClientRect();
        return {
          text: dd.textContent,
          after: getComputedStyle(dd, '::after').content,
          left: r.left,
          right: r.right,
          fits: dd.scrollWidth <= dd.clientWidth && div.scrollWidth <= div.clientWidth,
        };
      }),
    );
    expect(cells.map((c) => c.text)).toEqual(['1,234,567', '1,234,567', '4,321']);
    expect(cells.map((c) => generated(c.after))).toEqual(['1.23M', '1.23M', null]);
    for (const c of cells) expect(c.fits, `${c.text} fits its column`).toBe(true);
    for (let i = 1; i < cells.length; i++) {
      expect(cells[i].left, 'the columns do not touch').toBeGreaterThan(cells[i - 1].right);
    }
  });
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 360, height: 640 } });

  test('tapping or holding a short number shows it whole', async ({ page }) => {
    const game = new GamePage(page);
    await game.saveBoard(BOARD, { best: 1234567 });
    await game.goto();
    const best = game.byTestId('best');
    const bubble = () => best.evaluate((dd) => getComputedStyle(dd, '::before').content);
    expect(generated(await best.evaluate((dd) => getComputedStyle(dd, '::after').content))).toBe('1.23M');
    expect(generated(await bubble()), 'nothing before a tap').toBeNull();
    await best.tap();
    await expect.poll(async () => generated(await bubble()), 'tapped: the whole number').toBe('1,234,567');
    // A tap on the board puts it away and plays on.
    await game.tile(4, 4).tap();
    await expect.poll(async () => generated(await bubble()), 'gone').toBeNull();
    await expect(game.selectedTiles()).toHaveCount(1);
    // A number that shows whole takes no tap and no Tab stop.
    await expect(game.byTestId('moves')).not.toHaveAttribute('tabindex');
  });
});
