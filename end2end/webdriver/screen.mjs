// What the screen shows, rather than what an engine's screenshot says: Xvfb keeps its
// screen in a file (its -fbdir option, an XWD image), which can be read at any moment, as
// often as it reads, while the page runs. WebKitGTK's WebDriver screenshot is no witness
// for a single frame: it lags the page (taken right after a swap's keys, it showed the page
// before them), and taking one disturbs what the screen shows.
import { readFileSync } from 'node:fs';

/** Xvfb's arguments (for xvfb-run -s) for a 24-bit screen of `width`×`height` kept in
 *  `dir`. */
export function xvfbScreen(dir, width = 1280, height = 1024) {
  return `-screen 0 ${width}x${height}x24 -fbdir ${dir}`;
}

/** The screen now: its XWD file's pixels, 4 bytes each (blue, green, red, unused). */
export function readScreen(dir) {
  const buf = readFileSync(`${dir}/Xvfb_screen0`);
  const header = buf.readUInt32BE(0);
  const bitsPerPixel = buf.readUInt32BE(44);
  if (bitsPerPixel !== 32) throw new Error(`the screen has ${bitsPerPixel} bits a pixel; 32 were asked for`);
  return {
    buf,
    width: buf.readUInt32BE(16),
    height: buf.readUInt32BE(20),
    stride: buf.readUInt32BE(48),
    start: header + buf.readUInt32BE(76) * 12,
  };
}

/** The colour at screen pixel (x, y), as [red, green, blue]. */
function colourAt(screen, x, y) {
  const i = screen.start + Math.round(y) * screen.stride + Math.round(x) * 4;
  return [screen.buf[i + 2], screen.buf[i + 1], screen.buf[i]];
}

/** Whether two colours differ as a tile's face differs from the board under it. */
function unlike(a, b) {
  return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) >= 40;
}

/** Where the board's top-left corner is on the screen, and its cells' side. */
function place(board, origin, n) {
  return { left: origin.x + board.x, top: origin.y + board.y, cell: board.width / n };
}

/**
 * The board's own colour in each of its `n`×`n` cells on `screen`, read at rest, where
 * every cell's corner shows the board under the tiles. `board` is the board's box in the
 * page, `origin` where the page's viewport sits on the screen.
 */
export function boardGround(screen, board, origin, n) {
  const { left, top, cell } = place(board, origin, n);
  return Array.from({ length: n }, (_, y) =>
    Array.from({ length: n }, (_, x) => colourAt(screen, left + x * cell + 1.5, top + y * cell + 1.5)),
  );
}

/**
 * How many of the board's `n`×`n` cells show no tile on `screen` at rest: the middle of
 * the cell (a 5×5 patch) is the colour of the board under it (boardGround).
 * `board` is the board's box in the page, `origin` where the page's viewport sits on
 * the screen.
 */
export function emptyCells(screen, board, origin, n) {
  const { left, top, cell } = place(board, origin, n);
  const ground = boardGround(screen, board, origin, n);
  let empty = 0;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      let like = 0;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          const c = colourAt(screen, left + (x + 0.5) * cell + dx, top + (y + 0.5) * cell + dy);
          like += !unlike(c, ground[y][x]);
        }
      }
      empty += like > 20;
    }
  }
  return empty;
}

/**
 * The share of the board that shows tiles on `screen`, from 0 to 1: of 16 points inside
 * each cell (clear of its lines), those whose colour is not the cell's own `ground`
 * (boardGround). Wherever the tiles are on their way in a roll, most points fall on a
 * tile's face (a tile covers 88% of its cell each way); with no tile drawn, only the
 * cursor's ring differs from the board.
 */
export function tileShare(screen, board, origin, ground) {
  const n = ground.length;
  const { left, top, cell } = place(board, origin, n);
  const at = [0.2, 0.4, 0.6, 0.8];
  let tiles = 0;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      for (const dy of at) {
        for (const dx of at) {
          tiles += unlike(colourAt(screen, left + (x + dx) * cell, top + (y + dy) * cell), ground[y][x]);
        }
      }
    }
  }
  return tiles / (n * n * at.length * at.length);
}
