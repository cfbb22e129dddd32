// The two engines the suite runs on, as Debian packages them: WebKitGTK's MiniBrowser
// under WebKitWebDriver, which needs a display (xvfb-run gives it one; with --headless the
// session never starts), and Firefox ESR under geckodriver, headless.
import { Driver } from './processes.mjs';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export const ENGINES = {
  webkit: {
    title: 'WebKitGTK (MiniBrowser)',
    startDriver: () => Driver.start('WebKitWebDriver', 'xvfb-run', ['-a', '/usr/bin/WebKitWebDriver', '--port={port}']),
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
