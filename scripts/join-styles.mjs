// Joins the stylesheet's parts (style/*.css, one per component; style/modes/*.css, one
// per mode) into the one
// stylesheet the page loads, style/main.css, which trunk then processes (minifies, hashes)
// as any stylesheet. The parts are joined in the order below, which is the cascade's: a
// later part's rule wins over an earlier one's of the same specificity, so a part moves in
// this list only with a look at what it overrides.
//
// Run by trunk as a pre_build hook (Trunk.toml), before it reads index.html:
//   node scripts/join-styles.mjs
// style/main.css is written by every build and is not in git: edit the parts. The script
// refuses a part that is missing, or a style/*.css or style/modes/*.css that is not
// listed, rather than
// leave a rule out of the page unnoticed.
import { readdir, readFile, writeFile } from 'node:fs/promises';

/** The parts, in cascade order. */
const PARTS = [
  'base', //           the dark theme's colours, the reset
  'layout', //         the page's column, header and buttons
  'hud', //            the numbers, the status line, the footer
  'board', //          the board, its tiles and their standard palette, edge, seam, cursor
  'modes/exponentile', // ExponenTile's flat board
  'dialogs', //        dialogs, notices, the update prompt, how to play
  'screens', //        the layout on narrow, short and big screens; reduced motion; speeds
  'themes', //         the light and dark themes, as light-dark() colours
  'big-tiles', //      tiles from 16,384 up, and the short labels
  'palette-safe', //   the colour-blind-safe palette
  'forced-colors', //  Windows high contrast
  'hud-numbers', //    numbers that fit, the shell's seed
  'undo', //           undo and redo, words for screen readers only
  'settings', //       the settings dialog, the theme the player chose
  'saves', //          the Saves panel
  'modes/twenty48', //  2048's board and its own dialog
  'replay', //         share, the replay viewer
  'analysis', //       the replay viewer's analysis
  'stats', //          the statistics panel
  'tutorial', //       the tutorial, the mute button
  'leaderboard', //    leaderboards: posting, the panel, the name
  'race', //           races: the form, the lobby, the race bar, the standings
  'languages', //      right to left, each script's line breaking, the shell's words
];
const OUT = 'main.css';

const dir = new URL('../style/', import.meta.url);
const cssIn = async (folder) =>
  (await readdir(new URL(folder, dir)))
    .filter((name) => name.endsWith('.css') && name !== OUT)
    .map((name) => folder + name);
const present = [...(await cssIn('')), ...(await cssIn('modes/'))];
const unlisted = present.filter((name) => !PARTS.includes(name.replace(/\.css$/, '')));
const missing = PARTS.filter((part) => !present.includes(`${part}.css`));
if (unlisted.length || missing.length) {
  if (unlisted.length) console.error(`join-styles: not in the list (scripts/join-styles.mjs): ${unlisted.join(', ')}`);
  if (missing.length) console.error(`join-styles: listed but missing in style/: ${missing.map((part) => `${part}.css`).join(', ')}`);
  process.exit(1);
}
const texts = await Promise.all(PARTS.map((part) => readFile(new URL(`${part}.css`, dir), 'utf8')));
const joined =
  '/* Written by scripts/join-styles.mjs from the parts in style/: edit those. */\n\n' +
  texts.map((text) => text.trimEnd() + '\n').join('\n');
const out = new URL(OUT, dir);
const before = await readFile(out, 'utf8').catch(() => null);
// Unchanged, it is left alone: trunk serve watches style/, and a write would build again.
if (before !== joined) await writeFile(out, joined);
