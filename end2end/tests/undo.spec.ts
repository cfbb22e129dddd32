import { expect, test } from './fixtures';
import { BEST_KEY, BOARD, GAME_KEY, GamePage, NO_MOVE_BOARD, saveJson } from './game-page';

// Undo and redo: a move taken back restores the board, score, moves and the
// tiles to come exactly; redo plays it again; undos are counted, marked beside the score,
// saved with the move log, and a game with undos never sets the best.

test('U takes a move back exactly, Shift+U plays it again, and the buttons do the same', async ({ page }) => {
  const game = new GamePage(page);
  await game.saveBoard(BOARD);
  await game.goto();
  await expect(game.byTestId('undo')).toBeDisabled();
  await expect(game.byTestId('redo')).toBeDisabled();
  const start = await game.values();

  await game.clickSwap({ x: 0, y: 3 }, { x: 8, y: 3 });
  await expect(game.byTestId('moves')).toHaveText('1');
  const after = await game.values();
  const score = await game.number('score');
  expect(score).toBeGreaterThan(0);
  await expect(game.byTestId('undos')).toBeHidden();

  await game.keys('u');
  await expect(game.byTestId('moves')).toHaveText('0');
  expect(await game.values()).toEqual(start);
  await expect(game.byTestId('score')).toHaveText('0');
  await expect(game.status()).toHaveText(
    // The log writes a swap from the cell on its left (here across the wrap), so the undo
    // names the 16 first.
    'Undone: the swap of the 16 at row 4, column 9 with the 8 at row 4, column 1. 1 undo this game.',
  );
  await expect(game.byTestId('undos')).toBeVisible();
  await expect(game.byTestId('undos')).toHaveText('↶1, 1 undo');
  await expect(page.locator('.stat.score')).toContainText('1 undo');
  await expect(game.byTestId('undo')).toBeDisabled();
  await expect(game.byTestId('redo')).toBeEnabled();

  await game.keys('Shift+U');
  await expect(game.byTestId('moves')).toHaveText('1');
  expect(await game.values(), 'the same swap deals the same new tiles').toEqual(after);
  expect(await game.number('score')).toBe(score);

  await game.byTestId('undo').click();
  await expect(game.byTestId('moves')).toHaveText('0');
  await game.byTestId('redo').click();
  await expect(game.byTestId('moves')).toHaveText('1');
  expect(await game.values()).toEqual(after);
  await expect(game.byTestId('undos')).toHaveText('↶2, 2 undos');

  // The platform's shortcuts too.
  await game.keys('Control+z');
  await expect(game.byTestId('moves')).toHaveText('0');
  await game.keys('Control+y');
  await expect(game.byTestId('moves')).toHaveText('1');
  await game.keys('Control+z', 'Control+Shift+Z');
  await expect(game.byTestId('moves')).toHaveText('1');
  expect(await game.values()).toEqual(after);
});

test('undo and redo restore the exact save: board, tile ids, score, moves and generator', async ({ page }) => {
  const game = new GamePage(page);
  await game.saveBoard(BOARD);
  await game.goto();
  // Two moves, so that the save undo returns to is one the game wrote itself, generator
  // words and all.
  await game.clickSwap({ x: 0, y: 3 }, { x: 8, y: 3 });
  await expect(game.byTestId('moves')).toHaveText('1');
  await game.atRest();
  const one = await game.storedGame();
  expect(one).toHaveProperty('rng');
  await game.keys('h');
  await expect(game.hintedTiles()).toHaveCount(2);
  const [a, b] = await game.hintedTiles().evaluateAll((tiles) =>
    tiles.map((t) => ({ x: Number((t as HTMLElement).dataset.x), y: Number((t as HTMLElement).dataset.y) })),
  );
  await game.clickSwap(a, b);
  await expect(game.byTestId('moves')).toHaveText('2');
  await game.atRest();
  const two = await game.storedGame();
  expect(two, 'the move changed the save').not.toEqual(one);

  // By key, then by button: each undo gives back the save from before the move, each redo
  // the save from after it, to the last field.
  await game.keys('u');
  await expect(game.byTestId('moves')).toHaveText('1');
  await game.atRest();
  expect(await game.storedGame()).toEqual(one);
  await game.keys('Shift+U');
  await expect(game.byTestId('moves')).toHaveText('2');
  await game.atRest();
  expect(await game.storedGame()).toEqual(two);
  await game.byTestId('undo').click();
  await expect(game.byTestId('moves')).toHaveText('1');
  await game.atRest();
  expect(await game.storedGame()).toEqual(one);
  await game.byTestId('redo').click();
  await expect(game.byTestId('moves')).toHaveText('2');
  await game.atRest();
  expect(await game.storedGame()).toEqual(two);
  // Only the count of undos, in the save around the game, tells them apart.
  expect((await game.storedSave())?.undos).toBe(2);
});

test('a new move ends redo; the log, the undos and the moves to redo survive a reload', async ({ page }) => {
  const game = new GamePage(page);
  await game.saveBoard(BOARD);
  await game.goto();
  await game.clickSwap({ x: 0, y: 3 }, { x: 8, y: 3 });
  await expect(game.byTestId('moves')).toHaveText('1');
  const one = await game.values();
  await game.keys('h');
  await expect(game.hintedTiles()).toHaveCount(2);
  const [a, b] = await game.hintedTiles().evaluateAll((tiles) =>
    tiles.map((t) => ({ x: Number((t as HTMLElement).dataset.x), y: Number((t as HTMLElement).dataset.y) })),
  );
  await game.clickSwap(a, b);
  await expect(game.byTestId('moves')).toHaveText('2');
  const two = await game.values();
  await game.keys('u');
  await expect(game.byTestId('moves')).toHaveText('1');

  const saved = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), GAME_KEY))!);
  // Version 2: the game, the log from where the (version 1) save stood, the undos.
  expect(saved).toMatchObject({ version: 2, undos: 1, start: { board: BOARD, moves: 0 } });
  // The swap as written in a log: the cell whose right neighbour (across the wrap) the
  // other is, first (docs/RULES.md §13).
  expect(saved.log).toEqual([[8, 3, 0, 3]]);

  await page.reload();
  await expect(game.tiles()).toHaveCount(81);
  expect(await game.values()).toEqual(one);
  await expect(game.byTestId('undos')).toHaveText('↶1, 1 undo');
  // The move taken back is kept with the game: redo works after a reload.
  await expect(game.byTestId('redo')).toBeEnabled();
  await game.keys('Shift+U');
  await expect(game.byTestId('moves')).toHaveText('2');
  await expect(game.byTestId('redo')).toBeDisabled();
  await game.keys('u');
  await expect(game.byTestId('moves')).toHaveText('1');
  // Undo goes on from the log the save kept, back to the start.
  await game.keys('u');
  await expect(game.byTestId('moves')).toHaveText('0');
  expect(await game.values()).toEqual(BOARD);
  await game.keys('Shift+U');
  expect(await game.values()).toEqual(one);
  // A new move, not the one taken back: redo has nothing left.
  await game.clickSwap(a, b);
  expect(await game.values()).toEqual(two);
  await expect(game.byTestId('redo')).toBeDisabled();
});

test('a game with undos never sets the best', async ({ page }) => {
  const game = new GamePage(page);
  await game.saveBoard(BOARD, { best: 0 });
  await game.goto();
  await game.clickSwap({ x: 0, y: 3 }, { x: 8, y: 3 });
  await expect(game.byTestId('moves')).toHaveText('1');
  const score = await game.number('score');
  expect(await game.number('best'), 'played straight, it was the best').toBe(score);
  await game.keys('u');
  await expect(game.byTestId('moves')).toHaveText('0');
  await game.clickSwap({ x: 4, y: 0 }, { x: 4, y: 1 });
  await expect(game.byTestId('moves')).toHaveText('1');
  expect(await game.number('score'), 'a better move this time').toBeGreaterThan(score);
  expect(await game.number('best'), 'a game with undos is not counted').toBe(score);
  expect(await page.evaluate((k) => localStorage.getItem(k), BEST_KEY)).toBe(String(score));
});

test('a tampered move log is kept aside with a notice, and a fresh game starts', async ({ page }) => {
  const game = new GamePage(page);
  await game.saveBoard(BOARD);
  await game.goto();
  await game.clickSwap({ x: 0, y: 3 }, { x: 8, y: 3 });
  await expect(game.byTestId('moves')).toHaveText('1');
  const text = (await page.evaluate((k) => localStorage.getItem(k), GAME_KEY))!;
  const tampered = text.replace(/"log":\[\[[^\]]*\]\]/, '"log":[[0,0,1,0]]');
  expect(tampered).not.toBe(text);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [GAME_KEY, tampered]);
  await page.reload();
  await expect(game.tiles()).toHaveCount(81);
  await expect(game.notice()).toContainText('The saved game does not add up: move 1 of its log is not a legal move.');
  await expect(game.byTestId('moves')).toHaveText('0');
});

test('game over says a game had undos, and keeps its score out of the best', async ({ page }) => {
  const game = new GamePage(page);
  const position = saveJson(NO_MOVE_BOARD, { score: 5000, moves: 40 });
  // A version-2 save whose log starts where the game stands, with two undos.
  const save = `{"version":2,"game":${position},"start":${position},"log":[],"undos":2}`;
  await game.prepare({ game: save, best: 100 });
  await game.goto();
  await expect(game.gameOver()).toBeVisible();
  await expect(game.byTestId('final-undos')).toHaveText('With 2 undos: the best counts games played without undo.');
  await expect(game.byTestId('final-best')).toHaveText('100');
  await expect(game.byTestId('undos')).toHaveText('↶2, 2 undos');
});

test('a game played straight says nothing of undos at game over', async ({ page }) => {
  const game = new GamePage(page);
  await game.saveBoard(NO_MOVE_BOARD, { score: 5000, best: 100 });
  await game.goto();
  await expect(game.gameOver()).toBeVisible();
  await expect(game.byTestId('final-undos')).toBeHidden();
  await expect(game.byTestId('final-best')).toHaveText('5,000');
});
