// Prints the median and spread of Lighthouse reports (JSON): performance score, FCP, LCP,
// TBT, CLS, when the first input is answered (Time to Interactive: the main thread quiet
// from then on) and bytes transferred. Usage: node summary.mjs REPORT.json...
import { readFileSync } from 'node:fs';

const read = process.argv.slice(2).map((path) => [path, JSON.parse(readFileSync(path, 'utf8'))]);
// A run Lighthouse could not finish (its error is in the report) has no figures.
for (const [path, r] of read) {
  if (r.categories.performance.score === null) {
    console.log(`summary: ${path} left out: ${r.runtimeError?.message ?? 'no performance score'}`);
  }
}
const reports = read.map(([, r]) => r).filter((r) => r.categories.performance.score !== null);
if (reports.length === 0) {
  console.error('summary: no reports given');
  process.exit(2);
}

const metrics = [
  ['performance', (r) => r.categories.performance.score, (v) => v.toFixed(2)],
  ['FCP', (r) => r.audits['first-contentful-paint'].numericValue, ms],
  ['LCP', (r) => r.audits['largest-contentful-paint'].numericValue, ms],
  ['TBT', (r) => r.audits['total-blocking-time'].numericValue, ms],
  ['CLS', (r) => r.audits['cumulative-layout-shift'].numericValue, (v) => v.toFixed(3)],
  ['TTI', (r) => r.audits.interactive?.numericValue ?? NaN, ms],
  ['transfer', (r) => r.audits['total-byte-weight'].numericValue, kb],
];

function ms(v) {
  return v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`;
}
function kb(v) {
  return `${(v / 1000).toFixed(1)} KB`;
}
function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

const pad = (s, n) => String(s).padStart(n);
console.log(`Lighthouse ${reports[0].lighthouseVersion}, ${reports[0].configSettings.formFactor}` +
  ` (${reports[0].configSettings.throttlingMethod} throttling), ${reports.length} runs`);
console.log(`${'metric'.padEnd(12)}${pad('median', 10)}${pad('min', 10)}${pad('max', 10)}   runs`);
for (const [name, read, show] of metrics) {
  const values = reports.map(read);
  console.log(
    `${name.padEnd(12)}${pad(show(median(values)), 10)}${pad(show(Math.min(...values)), 10)}` +
      `${pad(show(Math.max(...values)), 10)}   ${values.map(show).join(', ')}`,
  );
}
// Where the bytes go, from the median run by transfer.
const byWeight = [...reports].sort(
  (a, b) => a.audits['total-byte-weight'].numericValue - b.audits['total-byte-weight'].numericValue,
)[Math.floor(reports.length / 2)];
console.log('transfer by request (median run):');
for (const item of byWeight.audits['network-requests'].details.items) {
  if (item.transferSize > 0) console.log(`  ${kb(item.transferSize).padStart(9)}  ${item.url}`);
}
