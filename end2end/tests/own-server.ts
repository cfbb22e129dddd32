// A private server for one test: the game's own server (as playwright.config.ts runs the
// suite's) on a free port, with a fresh leaderboard database of its own.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from './fixtures';

// The build under test, as in playwright.config.ts: dist/, or E2E_DIST (from end2end/).
export const DIST = fileURLToPath(
  new URL(`${process.env.E2E_DIST ?? '../dist'}/`, new URL('../', import.meta.url)),
);
const SERVER = fileURLToPath(new URL('../../target/release/exponentorus-server', import.meta.url));

export type OwnServer = { url: string; close: () => void };

/** The server for the build in `dist`, under `base`; `close` stops it and drops its database. */
export async function startServer(dist: string, base = '/'): Promise<OwnServer> {
  const data = mkdtempSync(join(tmpdir(), 'exponentorus-db-'));
  // A port away from the suite's 4173; the server moves on to the next free one.
  const port = 4300 + Math.floor(Math.random() * 600);
  const args = [
    ...['--dist', dist, '--addr', `127.0.0.1:${port}`, '--next-free-port', '--base', base],
    ...['--database', join(data, 'leaderboard.db'), '--log', 'warn'],
  ];
  const server = spawn(SERVER, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/ at (http:\/\/\S+)/);
      if (match) resolve(match[1]);
    });
    server.on('error', reject);
    server.on('exit', (code) => reject(new Error(`the server exited with ${code}: ${out}`)));
  });
  return {
    url,
    close: () => {
      server.kill();
      rmSync(data, { recursive: true, force: true });
    },
  };
}

/** A day's puzzle as the API answers it. */
export type ServedPuzzle = { id: string; mode: string; code: string; answer: number };

/**
 * Today's puzzle of `mode` as a server hunts it in the daily game: what the page hunts
 * where no server answers. Asked of a server that has kept no puzzle, since the suite's
 * answers with one it kept once a run passes midnight (UTC) after games were posted.
 */
export async function huntedByAServer(mode: string): Promise<ServedPuzzle> {
  const server = await startServer(DIST);
  try {
    const answer = await fetch(new URL(`api/puzzles/daily/${mode}`, server.url));
    expect(answer.status).toBe(200);
    const puzzle = (await answer.json()) as ServedPuzzle;
    expect(puzzle.id, 'a hunted puzzle is named by its mode and day').toMatch(/^[a-z0-9]+-\d{4}-\d\d-\d\d$/);
    return puzzle;
  } finally {
    server.close();
  }
}
