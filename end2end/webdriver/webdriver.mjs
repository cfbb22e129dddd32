// A W3C WebDriver client for the engines suite: the classic protocol is HTTP and JSON,
// and the suite needs a dozen of its commands, so they are written here over Node's
// fetch rather than brought in with a client library (no new package in the lockfile,
// nothing to compile, no driver downloads to switch off).

/** The key a WebDriver element reference is kept under, in every driver's answers. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** The WebDriver code points of the keys the game listens for. */
export const KEY = {
  Escape: '\uE00C',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
};

/** A driver's refusal of a command: the protocol's error name and message. */
export class WebDriverError extends Error {
  constructor(command, error, message) {
    super(`${command}: ${error}: ${message}`);
    this.error = error;
  }
}

/** One browser session on a driver at `base` (http://127.0.0.1:PORT). */
export class Session {
  constructor(base, id) {
    this.base = base;
    this.id = id;
    /** How long `waitFor` waits, in milliseconds: long enough for a page load of the
     *  release build on a machine that is busy with other things. */
    this.patience = 30_000;
  }

  /**
   * Starts a session with these capabilities (the driver's own, with its prefix). Fails
   * after `patience` ms without an answer: a driver whose browser exited as it started
   * may never answer (WebKitWebDriver did, docs/testing.md).
   */
  static async start(base, capabilities, patience = 60_000) {
    const value = await command(base, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } }, patience);
    const session = new Session(base, value.sessionId);
    // Longer than any `waitFor`, which ends itself.
    await session.send('POST', '/timeouts', { script: 120_000, pageLoad: 60_000 });
    return session;
  }

  send(method, path, body) {
    return command(this.base, method, `/session/${this.id}${path}`, body);
  }

  async quit() {
    await this.send('DELETE', '');
  }

  /** Loads a URL and waits for its document to load. */
  async navigate(url) {
    await this.send('POST', '/url', { url });
  }

  async refresh() {
    await this.send('POST', '/refresh', {});
  }

  async setWindowSize(width, height) {
    await this.send('POST', '/window/rect', { width, height });
  }

  /** Runs a function body in the page with `args` as `arguments`; returns its value. */
  async execute(body, ...args) {
    return this.send('POST', '/execute/sync', { script: body, args });
  }

  /**
   * Waits in the page until the expression `condition` (with `arguments` as `args`) is
   * truthy, checked every few milliseconds; answers its value. Fails naming `what` after
   * `this.patience` milliseconds (an error thrown by the expression counts as not yet).
   */
  async waitFor(what, condition, ...args) {
    const script = `
      const done = arguments[arguments.length - 1];
      const [patience, ...given] = Array.from(arguments).slice(0, -1);
      const check = function () { return (${condition}); };
      const until = Date.now() + patience;
      const step = () => {
        let value;
        try { value = check.apply(null, given); } catch (error) { value = undefined; }
        if (value) done({ value });
        else if (Date.now() > until) done({ late: true });
        else setTimeout(step, 20);
      };
      step();`;
    const answer = await this.send('POST', '/execute/async', { script, args: [this.patience, ...args] });
    if (answer.late) throw new Error(`timed out after ${this.patience} ms waiting for ${what}`);
    return answer.value;
  }

  /** The element the CSS selector finds (the first). */
  async find(selector) {
    const value = await this.send('POST', '/element', { using: 'css selector', value: selector });
    return value[ELEMENT];
  }

  async click(selector) {
    await this.send('POST', `/element/${await this.find(selector)}/click`, {});
  }

  /** Presses and releases each key in turn, in the page's focused element. */
  async keys(...keys) {
    const actions = keys.flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
    await this.perform([{ type: 'key', id: 'keyboard', actions }]);
  }

  /**
   * One pointer's stroke in the page: down at `from`, through `path`, up at the last
   * point (CSS pixels of the viewport). `kind` is "mouse" or "touch".
   */
  async stroke(kind, from, path = []) {
    const move = (p, duration) => ({ type: 'pointerMove', x: Math.round(p.x), y: Math.round(p.y), duration, origin: 'viewport' });
    const actions = [
      move(from, 0),
      { type: 'pointerDown', button: 0 },
      ...path.map((p) => move(p, 50)),
      { type: 'pointerUp', button: 0 },
    ];
    await this.perform([{ type: 'pointer', id: kind, parameters: { pointerType: kind }, actions }]);
  }

  async perform(actions) {
    await this.send('POST', '/actions', { actions });
    await this.send('DELETE', '/actions');
  }
}

/**
 * Sends one command; answers its `value`, or throws the driver's error, or a timeout's
 * after `patience` ms when given.
 */
async function command(base, method, path, body, patience) {
  let response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: patience === undefined ? undefined : AbortSignal.timeout(patience),
    });
  } catch (error) {
    if (error.name !== 'TimeoutError') throw error;
    throw new WebDriverError(`${method} ${path}`, 'no answer', `the driver said nothing in ${patience} ms`);
  }
  const answer = await response.json();
  if (!response.ok || (answer.value && answer.value.error)) {
    const { error = `HTTP ${response.status}`, message = '' } = answer.value ?? {};
    throw new WebDriverError(`${method} ${path}`, error, message);
  }
  return answer.value;
}
