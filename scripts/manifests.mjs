// Writes the install manifest of each language beside the build's English one:
// manifest.<tag>.webmanifest, the English manifest with the language's `lang`, `dir` and
// description (its message `manifest-description` in locales/<tag>.ftl). The page links
// the one of its language (src/web/language.rs), which a browser reads when the game is
// installed. The name stays the game's name in every language.
//
// Run by trunk as a post_build hook (Trunk.toml), on the staging directory, before the
// service worker's list is written:  node scripts/manifests.mjs   (uses TRUNK_STAGING_DIR)
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const dir = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('manifests: give a build directory, or run as a trunk hook (TRUNK_STAGING_DIR)');
  process.exit(2);
}
const RIGHT_TO_LEFT = new Set(['ar']);
const english = JSON.parse(await readFile(join(dir, 'manifest.webmanifest'), 'utf8'));
const locales = new URL('../locales/', import.meta.url);
const tags = (await readdir(locales)).filter((f) => f.endsWith('.ftl')).map((f) => f.slice(0, -4));
for (const tag of tags.filter((t) => t !== 'en')) {
  const source = await readFile(new URL(`${tag}.ftl`, locales), 'utf8');
  const line = source.split('\n').find((l) => l.startsWith('manifest-description = '));
  if (!line) {
    console.error(`manifests: locales/${tag}.ftl has no manifest-description`);
    process.exit(1);
  }
  const manifest = {
    ...english,
    description: line.slice('manifest-description = '.length).trim(),
    lang: tag,
    dir: RIGHT_TO_LEFT.has(tag) ? 'rtl' : 'ltr',
  };
  await writeFile(join(dir, `manifest.${tag}.webmanifest`), JSON.stringify(manifest, null, 2) + '\n');
}
console.log(`manifests: ${tags.length - 1} languages besides English`);
