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

test.describe('solver', () => {
  let game: GamePage;

  test.beforeEach(async ({ page }) => {
    game = new GamePage(page);
  });

  test('H shows a look-ahead hint on a valid move and says the points it expects', async () => {
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
    await expect(game.status()).toHaveText(/^Hint: swap the \d+ at .*: about \d+ points\.$/);
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
