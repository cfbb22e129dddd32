// The two engines the suite runs on, as Debian packages them: WebKitGTK's MiniBrowser
// under WebKitWebDriver, which needs a display (xvfb-run gives it one, whose screen the
// suite can read, screen.mjs; with --headless the session never starts), and Firefox ESR
// under geckodriver, headless.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Driver } from './processes.mjs';
import { xvfbScreen } from './screen.mjs';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export const ENGINES = {
  webkit: {
    title: 'WebKitGTK (MiniBrowser)',
    // The driver, and `screen`: the folder of its display's screen, which it deletes.
    startDriver: async () => {
      const screen = mkdtempSync(join(tmpdir(), 'exponentorus-screen-'));
      const driver = await Driver.start(
        'WebKitWebDriver',
        'xvfb-run',
        // -noreset: an X server resets when its last client leaves, and a client that
        // connects during the reset is refused. Between two sessions MiniBrowser is that
        // last client, so the next one now and then "cannot open display" and exits, and
        // WebKitWebDriver waits for it forever (docs/testing.md).
        ['-a', '-s', `${xvfbScreen(screen)} -noreset`, '/usr/bin/WebKitWebDriver', '--port={port}'],
        // Pages painted by the processor and composited by GL: on Mesa's software GL,
        // GL painting beside the compositor crashed the compositor now and then
        // (docs/testing.md).
        { WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1' },
      );
      const stop = driver.stop.bind(driver);
      driver.stop = async () => {
        await stop();
        rmSync(screen, { recursive: true, force: true });
      };
      driver.screen = screen;
      return driver;
    },
    limits: {},
    capabilities: {
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    },
  },
  firefox: {
    title: 'Firefox ESR',
    limits: {
      audio: 'Firefox ESR finds no audio device on this machine (no sound server), so its audio context stays suspended even with autoplay allowed',
    },
    startDriver: () => Driver.start('geckodriver', 'geckodriver', ['--port', '{port}', '--log', 'error']),
    capabilities: {
      browserName: 'firefox',
      'moz:firefoxOptions': {
        binary: '/usr/bin/firefox-esr',
        args: ['-headless'],
        prefs: {
          // Touch events, as on a phone: desktop Linux turns them on only for a touch screen.
          'dom.w3c_touch_events.enabled': 1,
          // No update checks or first-run pages in the middle of a test.
          'app.update.disabledForTesting': true,
          'browser.shell.checkDefaultBrowser': false,
        },
      },
    },
  },
};
