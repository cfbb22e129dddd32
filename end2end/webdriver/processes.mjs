// The programs the engines suite runs: the game's server and a WebDriver driver. Each is
// started in a process group of its own and stopped with its whole group (a driver's
// browser, xvfb-run's X server), so nothing is left running however a test ends.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../', import.meta.url));
/** The server's release binary, as playwright.config.ts runs it. */
export const SERVER = join(repo, 'target/release/exponentorus-server');
/** The build under test: dist/, or E2E_DIST (a path from end2end/, as for Playwright). */
export const DIST = process.env.E2E_DIST ? resolve(repo, 'end2end', process.env.E2E_DIST) : join(repo, 'dist');

/** A child in a group of its own, its output kept for the error that names it. */
class Program {
  constructor(name, command, args, env = {}) {
    this.name = name;
    this.output = '';
    this.child = spawn(command, args, {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    this.exited = once(this.child, 'exit');
    for (const stream of [this.child.stdout, this.child.stderr]) {
      stream.setEncoding('utf8');
      stream.on('data', (text) => {
        this.output = (this.output + text).slice(-20_000);
      });
    }
  }

  /** Resolves with the first output line that `pattern` matches; fails if the program ends first. */
  line(pattern) {
    return new Promise((resolve, reject) => {
      const look = () => {
        const found = this.output.match(pattern);
        if (found) {
          this.child.stdout.off('data', look);
          this.child.stderr.off('data', look);
          resolve(found);
        }
      };
      this.child.stdout.on('data', look);
      this.child.stderr.on('data', look);
      this.child.once('exit', (code) => reject(new Error(`${this.name} exited (${code}):\n${this.output}`)));
      look();
    });
  }

  /** Stops the program and everything it started; resolves once it has exited. */
  async stop() {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    try {
      process.kill(-this.child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await this.exited;
  }
}

/** A port nothing listens on now, from the system. */
async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  await once(probe, 'close');
  return port;
}

/** The game's server on the release build, with a fresh leaderboard database. */
export class GameServer {
  /** Starts it on `port` (any free one when 0); resolves once it listens. */
  static async start(port = 0) {
    const server = new GameServer();
    server.folder = mkdtempSync(join(tmpdir(), 'exponentorus-engines-'));
    server.database = join(server.folder, 'leaderboard.db');
    await server.listen(port);
    return server;
  }

  async listen(port) {
    this.program = new Program('exponentorus-server', SERVER, [
      '--dist', DIST, '--addr', `127.0.0.1:${port}`, '--log', 'warn', '--database', this.database,
    ]);
    // "Serving DIR at URL", once it listens.
    const [, url] = await this.program.line(/ at (http:\/\/127\.0\.0\.1:\d+\/)/);
    this.url = url;
    this.port = Number(new URL(url).port);
  }

  /** Stops it: the browser is then offline to the game. */
  async stop() {
    await this.program.stop();
  }

  /** Stops it for good and deletes its database. */
  async close() {
    await this.stop();
    rmSync(this.folder, { recursive: true, force: true });
  }

  /** Starts it again on the same port and database. */
  async restart() {
    await this.listen(this.port);
  }
}

/** A WebDriver driver listening on a free port, ready for a session. */
export class Driver {
  /**
   * `command` and `args` run the driver, with `env` added to this process's environment
   * (the browser it starts inherits it); `{port}` in an argument is replaced.
   */
  static async start(name, command, args, env = {}) {
    const port = await freePort();
    const driver = new Driver();
    driver.program = new Program(name, command, args.map((a) => a.replace('{port}', String(port))), env);
    driver.url = `http://127.0.0.1:${port}`;
    await driver.ready();
    return driver;
  }

  /** Asks the driver's status every 50 ms until it says it is ready; fails if it ends. */
  async ready() {
    for (;;) {
      if (this.program.child.exitCode !== null) {
        throw new Error(`${this.program.name} exited before it was ready:\n${this.program.output}`);
      }
      try {
        const answer = await (await fetch(`${this.url}/status`)).json();
        if (answer.value?.ready) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((next) => setTimeout(next, 50));
    }
  }

  /** The driver's name and its latest output (and its browser's), for an error. */
  get name() {
    return this.program.name;
  }

  get output() {
    return this.program.output;
  }

  async stop() {
    await this.program.stop();
  }
}
