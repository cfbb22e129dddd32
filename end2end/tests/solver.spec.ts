import { expect, test } from './fixtures';
import { BOARD, GamePage } from './game-page';

// The solver in the page: the hint looks ahead and says why; Watch lets it play until a
// key, a tap or the button; its moves never count for the best score. Its timings under
// CPU throttling are a benchmark in perf.spec.ts.

/** Every valid move of `rows` (neighbours across the seam too), as "x,y-x,y" keys. */
function validMoves(rows: number[][]): Set<string> {
  const n = rows.length;
  const at = (b: number[][], x: number, y: number) => b[y][((x % n) + n) % n];
  const inRun = (b: number[][], x: number, y: number) => {
    const v = at(b, x, y);
    let h = 1;
    for (let d = 1; d < n && at(b, x + d, y) === v; d++) h++;
    for (let d = 1; d < n && at(b, x - d, y) === v; d++) h++;
    let u = 1;
    for (let yy = y + 1; yy < n && b[yy][x] === v; yy++) u++;
    for (let yy = y - 1; yy >= 0 && b[yy][x] === v; yy--) u++;
    return h >= 3 || u >= 3;
  };
  const moves = new Set<string>();
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      for (const [bx, by] of [[(x + 1) % n, y], [x, y + 1]]) {
        if (by >= n) continue;
        const b = rows.map((r) => [...r]);
        [b[y][x], b[by][bx]] = [b[by][bx], b[y][x]];
        if (inRun(b, x, y) || inRun(b, bx, by)) {
          moves.add(`${x},${y}-${bx},${by}`);
          moves.add(`${bx},${by}-${x},${y}`);
        }
      }
    }
  }
  return moves;
}

/** A 9×9 board whose only swap is across the seam: (8,2) with (0,2) lines up three 32s in
 *  column 0. */
const SEAM_ONLY: number[][] = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((y) => {
  const row = y % 2 === 0 ? [2, 4, 8, 16, 2, 4, 8, 16, 2] : [8, 16, 2, 4, 8, 16, 2, 4, 8];
  if (y < 2) row[0] = 32;
  if (y === 2) row[8] = 32;
  return row;
});

test.describe('solver', () => {
  let game: GamePage;

  test.beforeEach(async ({ page }) => {
    game = new GamePage(page);
  });

  test('H shows a look-ahead hint on a valid move and says the points it scores', async () => {
    await game.saveBoard(BOARD);
    await game.goto();
    const started = Date.now();
    await game.keys('h');
    await expect(game.hintedTiles()).toHaveCount(2);
    console.log(`hint shown ${Date.now() - started} ms after H`);
    const cells = await game.hintedTiles().evaluateAll((ts) =>
      ts.map((t) => `${(t as HTMLElement).dataset.x},${(t as HTMLElement).dataset.y}`),
    );
    expect(validMoves(BOARD).has(`${cells[0]}-${cells[1]}`), `${cells}`).toBe(true);
    // The points its match scores for sure, and what cascades may add apart.
    await expect(game.status()).toHaveText(/^Hint: swap the \d+ at .*: [\d,]+ points(, about [\d,]+ with cascades)?\.$/);
    // Playing it clears the marks.
    const [a, b] = cells.map((c) => c.split(',').map(Number));
    await game.clickSwap({ x: a[0], y: a[1] }, { x: b[0], y: b[1] });
    await expect(game.byTestId('moves')).toHaveText('1');
    await expect(game.hintedTiles()).toHaveCount(0);
  });

  test('Watch plays valid moves until a key stops it; they never raise the best', async ({ page }) => {
    await game.saveBoard(BOARD, { best: 3 });
    await game.goto();
    await expect(game.byTestId('assisted')).toBeHidden();
    await game.byTestId('watch').click();
    await expect(game.byTestId('watch')).toHaveAttribute('aria-pressed', 'true');
    await expect(game.byTestId('watch')).toHaveText('Stop');
    await expect.poll(() => game.number('moves'), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await game.keys('x');
    await expect(game.byTestId('watch')).toHaveAttribute('aria-pressed', 'false');
    await expect(game.status()).toHaveText('Your move: the game is yours again.');
    const moves = await game.number('moves');
    // Stopped: no more moves come, whatever was being thought of.
    await page.waitForTimeout(600);
    expect(await game.number('moves')).toBe(moves);
    // Every move was accepted (the board is whole and at rest), the game is marked, and
    // the solver's points are not a best.
    expect(await game.number('score')).toBeGreaterThan(3);
    await expect(game.byTestId('best')).toHaveText('3');
    await expect(game.byTestId('assisted')).toBeVisible();
    const saved = await game.storedGame();
    expect(saved?.moves).toBe(moves);
    expect(saved?.solver_moves).toBe(moves);
    expect(await page.evaluate(() => localStorage.getItem('exponentorus.best'))).toBe('3');
    // The marks survive a reload.
    await page.reload();
    await expect(game.tiles()).toHaveCount(81);
    await expect(game.byTestId('assisted')).toBeVisible();
    await expect(game.byTestId('best')).toHaveText('3');
  });

  test('the hint\'s first figure is what its swap scores before any cascade', async () => {
    // The case: "about 388 points" for a swap that scored 88.
    await game.saveBoard(BOARD);
    await game.goto();
    await game.keys('h');
    await expect(game.hintedTiles()).toHaveCount(2);
    const said = Number((/: ([\d,]+) points/.exec((await game.status().textContent()) ?? '')?.[1] ?? '').replace(/,/g, ''));
    const cells = await game.hintedTiles().evaluateAll((ts) => ts.map((t) => [Number((t as HTMLElement).dataset.x), Number((t as HTMLElement).dataset.y)]));
    await game.clickSwap({ x: cells[0][0], y: cells[0][1] }, { x: cells[1][0], y: cells[1][1] });
    await expect(game.byTestId('moves')).toHaveText('1');
    // The move's line names its first merge's points ("Merged into 32, +32 points...", the
    // cascades after it): at least the figure said, which the swap's own match scores.
    expect(await game.number('score')).toBeGreaterThanOrEqual(said);
    expect(said).toBeGreaterThan(0);
  });

  test('a hint across the seam links its two tiles at the edges of the view', async ({ page }) => {
    // Three 32s: two at the top of column 0, one at the right end of row 2; the only swap
    // is (8,2) with (0,2), across the seam, which the unrolled view shows at opposite edges.
    expect([...validMoves(SEAM_ONLY)].sort()).toEqual(['0,2-8,2', '8,2-0,2']);
    await game.saveBoard(SEAM_ONLY);
    await game.goto();
    await game.keys('h');
    await expect(game.hintedTiles()).toHaveCount(2);
    // Said too, for whoever does not see the board.
    await expect(game.status()).toContainText('with the 32 across the seam: 64 points');
    const link = game.byTestId('wrap-link');
    for (const [w, h] of [[390, 844], [320, 568], [844, 390], [1280, 800]]) {
      await page.setViewportSize({ width: w, height: h });
      await game.shown();
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('data-along', 'row');
      // The link runs along the hinted row, from one edge of the board to the other, with
      // an arrow at each end, inside each hinted tile, pointing out through the edge.
      const box = (await link.boundingBox())!;
      const board = (await game.board().boundingBox())!;
      const a = (await game.tile(0, 2).boundingBox())!;
      const b = (await game.tile(8, 2).boundingBox())!;
      expect(Math.abs(box.y - a.y)).toBeLessThan(1);
      expect(Math.abs(box.height - a.height)).toBeLessThan(1);
      expect(Math.abs(box.x - board.x)).toBeLessThan(1);
      expect(Math.abs(box.x + box.width - (board.x + board.width))).toBeLessThan(1);
      expect(Math.abs(a.x - board.x)).toBeLessThan(1);
      expect(Math.abs(b.x + b.width - (board.x + board.width))).toBeLessThan(1);
      const arrows = await link.evaluate((el) =>
        ['::before', '::after'].map((which) => {
          const style = getComputedStyle(el, which);
          return { content: style.content, left: parseFloat(style.left), right: parseFloat(style.right), width: parseFloat(style.width) };
        }),
      );
      for (const arrow of arrows) {
        expect(arrow.content).not.toBe('none');
        expect(arrow.width).toBeGreaterThan(4);
      }
      expect(arrows[0].left + arrows[0].width).toBeLessThan(a.width / 2);
      expect(arrows[1].right + arrows[1].width).toBeLessThan(b.width / 2);
      await page.screenshot({ path: `screenshots/seam-hint-${w}x${h}.png` });
    }
    // Rolled one column, the two tiles show side by side: no link; rolled back, the link.
    await game.keys('ArrowLeft');
    await game.atRest();
    await expect(game.hintedTiles()).toHaveCount(2);
    await expect(link).toHaveCount(0);
    await game.keys('ArrowRight');
    await game.atRest();
    await expect(link).toBeVisible();
  });

  test('Watch keeps a pace a person can follow with no animation: two moves a second at most', async () => {
    await game.saveBoard(BOARD);
    await game.goto();
    await game.keys('p');
    await expect(game.byTestId('watch')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => game.number('moves'), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const from = await game.number('moves');
    const started = Date.now();
    await game.page.waitForTimeout(3_000);
    const played = (await game.number('moves')) - from;
    const seconds = (Date.now() - started) / 1000;
    // It played 61 moves in 3 s at the Instant speed.
    expect(played, `${played} moves in ${seconds.toFixed(1)} s`).toBeLessThanOrEqual(Math.floor(seconds * 2) + 1);
    expect(played).toBeGreaterThanOrEqual(1);
    await game.keys('x');
  });

  test('P starts Watch, a tap on the board or the button stops it', async () => {
    await game.saveBoard(BOARD);
    await game.goto();
    await game.keys('p');
    await expect(game.byTestId('watch')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => game.number('moves'), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await game.tile(4, 4).click();
    await expect(game.byTestId('watch')).toHaveAttribute('aria-pressed', 'false');
    // The tap only stopped the solver: nothing is selected.
    await expect(game.selectedTiles()).toHaveCount(0);
    await game.byTestId('watch').click();
    await expect(game.byTestId('watch')).toHaveAttribute('aria-pressed', 'true');
    await game.byTestId('watch').click();
    await expect(game.byTestId('watch')).toHaveAttribute('aria-pressed', 'false');
  });

});
