#!/usr/bin/env bash
# Renders the app icons in public/icons/ from their two SVG sources. The PNGs are checked
# in, so a build never needs this; run it again only after changing an SVG.
#
#   apt-get install -y librsvg2-bin pngquant optipng
#   scripts/render-icons.sh
#
# icon.svg (a rounded square, purpose "any") gives the 192 and 512 icons. icon-maskable.svg
# (full-bleed background, art inside the central 80% circle) gives the maskable icon and
# the apple-touch-icon: iOS fills transparent corners with black and rounds the corners
# itself, so it wants the full-bleed picture. The numbers on the tiles are text, set in
# DejaVu Sans Bold (fonts-dejavu-core) where it is installed.
#
# The art is a few flat colours, so each PNG is then reduced to a palette (pngquant) and
# recompressed (optipng): the 192 icon, which a phone fetches on a first visit with the
# manifest, went from 12.3 to 4.8 KB with no difference to see.
set -euo pipefail
cd "$(dirname "$0")/../public/icons"
for tool in rsvg-convert pngquant optipng; do
  command -v "$tool" >/dev/null || {
    echo "render-icons: $tool is missing: apt-get install -y librsvg2-bin pngquant optipng" >&2
    exit 1
  }
done
render() {
  rsvg-convert --width "$2" --height "$2" --output "$3" "$1"
  pngquant --quality 85-98 --speed 1 --strip --force --output "$3" "$3"
  optipng -quiet -o7 "$3"
}
render icon.svg 192 icon-192.png
render icon.svg 512 icon-512.png
render icon-maskable.svg 512 icon-maskable-512.png
render icon-maskable.svg 180 apple-touch-icon.png
ls -l ./*.png
