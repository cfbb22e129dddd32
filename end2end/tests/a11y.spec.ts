import { expect, test } from './fixtures';
import { BOARD, GamePage } from './game-page';

test.describe('accessibility', () => {
  let game: GamePage;

  test.beforeEach(async ({ page }) => {
    game = new GamePage(page);
    await game.saveBoard(BOARD);
    await game.goto();
  });

  test('the board is an ARIA grid of labelled cells', async ({ page }) => {
    const grid = page.getByRole('grid');
    await expect(grid).toHaveAttribute('data-testid', 'board');
    await expect(grid.getByRole('row')).toHaveCount(9);
    await expect(grid.getByRole('gridcell')).toHaveCount(81);
    // The centre cell is the cursor and the grid's active descendant.
    await expect(grid).toHaveAttribute('aria-activedescendant', 'cell-4-4');
    await expect(page.locator('#cell-4-4')).toHaveAttribute('aria-label', '2, row 5, column 5, cursor');
    await expect(page.locator('#cell-0-3')).toHaveAttribute('aria-label', '8, row 4, column 1');
  });

  test('a roll moves the active cell (ids name board cells); labels follow picking up and hints', async ({ page }) => {
    const grid = page.getByRole('grid');
    await game.keys('ArrowRight');
    await expect(grid).toHaveAttribute('aria-activedescendant', 'cell-5-4');
    await expect(page.locator('#cell-5-4')).toHaveAttribute('aria-label', '4, row 5, column 6, cursor');
    await expect(page.locator('#cell-4-4')).toHaveAttribute('aria-label', '2, row 5, column 5');
    await game.keys(' ');
    await expect(page.locator('#cell-5-4')).toHaveAttribute('aria-label', /picked up/);
    await expect(page.locator('#cell-5-4')).toHaveAttribute('aria-selected', 'true');
    await game.keys('Escape', 'h');
    await expect(page.locator('[role=gridcell][aria-label$="hint"]')).toHaveCount(2);
  });

  test('the live region announces merges, score and game over', async () => {
    const status = game.status();
    await expect(status).toHaveAttribute('role', 'status');
    await game.clickSwap({ x: 0, y: 3 }, { x: 8, y: 3 });
    await expect(status).toContainText('Merged into');
    await expect(status).toContainText('Score');
  });

  test('the board takes keyboard focus with a visible ring', async ({ page }) => {
    await game.board().focus();
    await expect(game.board()).toBeFocused();
    const ring = await game.board().evaluate((el) => getComputedStyle(el).boxShadow);
    expect(ring).toContain('rgb(255, 204, 77)');
    // Marks have shapes as well as colours: the cursor ring, a white ring when picked up.
    await expect(page.locator('.cursor-ring')).toBeVisible();
    await game.keys(' ');
    const face = game.selectedTiles().locator('.face');
    await expect(face).toHaveCSS('box-shadow', /rgb\(255, 255, 255\) 0px 0px 0px 3px/);
  });

  test('numbers are always shown, and long ones shrink to fit', async ({ page }) => {
    const big = BOARD.map((r) => [...r]);
    big[0][0] = 131072;
    const g2 = new GamePage(await page.context().newPage());
    await g2.saveBoard(big);
    await g2.goto();
    const tile = g2.tile(0, 0);
    await expect(tile).toHaveText('131072');
    const fits = await tile.locator('.face').evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits).toBe(true);
  });
});

test('every tile colour, 2 to 131072, keeps its number at 4.5:1 contrast or better', async ({ page }) => {
  // Exponents 1..17 cycling along the rows: no two neighbours equal, so no run.
  const rows = Array.from({ length: 9 }, (_, y) =>
    Array.from({ length: 9 }, (_, x) => 2 ** (1 + ((x + 9 * y) % 17))),
  );
  const game = new GamePage(page);
  await game.saveBoard(rows);
  await game.goto();
  const pairs = await page.locator('[data-testid="tile"] .face').evaluateAll((faces) => {
    // The tile colour is a custom property, kept as written (#111, say): the browser
    // resolves it to rgb() as an element's colour.
    const probe = document.body.appendChild(document.createElement('span'));
    const resolved = (colour: string) => {
      probe.style.color = colour;
      return getComputedStyle(probe).color;
    };
    const out = faces.map((f) => {
      const s = getComputedStyle(f);
      return { value: f.textContent, bg: resolved(s.getPropertyValue('--bg-tile').trim()), ink: s.color };
    });
    probe.remove();
    return out;
  });
  const rgb = (c: string): number[] => c.match(/\d+/g)!.slice(0, 3).map(Number);
  const lum = (c: string) => {
    const [r, g, b] = rgb(c).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const seen = new Set<string>();
  for (const { value, bg, ink } of pairs) {
    if (seen.has(value!)) continue;
    seen.add(value!);
    const [a, b] = [lum(bg), lum(ink)].sort((p, q) => q - p);
    const ratio = (a + 0.05) / (b + 0.05);
    expect(ratio, `tile ${value}: ${ink} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  }
  expect(seen.size).toBe(17);
});
