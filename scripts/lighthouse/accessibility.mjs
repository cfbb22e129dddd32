// Lighthouse's accessibility audit of the page in each look the game has: light and dark,
// each with and without the system's "more contrast" (the colour-blind-safe palette), and
// Windows high contrast (forced colours). Prints the score of each and any failed audit.
// Usage (scripts/lighthouse.sh --accessibility runs it): node accessibility.mjs URL
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const url = process.argv[2];
const looks = [
  ['light', 'no-preference', 'none'],
  ['light', 'more', 'none'],
  ['dark', 'no-preference', 'none'],
  ['dark', 'more', 'none'],
  ['light', 'no-preference', 'active'],
];
let worst = 100;
for (const [scheme, contrast, forced] of looks) {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  // Set on the page before Lighthouse loads it; Lighthouse leaves media features alone.
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setEmulatedMedia', {
    features: [
      { name: 'prefers-color-scheme', value: scheme },
      { name: 'prefers-contrast', value: contrast },
      { name: 'forced-colors', value: forced },
    ],
  });
  const { lhr } = await lighthouse(url, { onlyCategories: ['accessibility'], logLevel: 'error' }, undefined, page);
  // The page's background shows the look was in force.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const score = Math.round(lhr.categories.accessibility.score * 100);
  worst = Math.min(worst, score);
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score === 0)
    .map((a) => a.id);
  const look = `${scheme}, contrast ${contrast}, forced colours ${forced}`;
  console.log(`${look.padEnd(48)} accessibility ${score}  (background ${background})${failed.length ? `  failed: ${failed.join(' ')}` : ''}`);
  await browser.close();
}
console.log(`lowest accessibility score: ${worst}`);
