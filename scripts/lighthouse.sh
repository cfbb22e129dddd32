#!/usr/bin/env bash
# A benchmark, not a test: runs Lighthouse (mobile preset: simulated slow 4G and 4× CPU
# slowdown) five times against the release build, served by the game's own server
# (server/, as scripts/play.sh serves it), each run a first visit in a fresh
# profile, and prints the median and spread of the performance score, FCP, LCP, TBT, CLS
# and bytes transferred.
#
#   scripts/lighthouse.sh               builds the release into dist/, then measures it
#   scripts/lighthouse.sh --dist DIR    measures the build already in DIR
#   scripts/lighthouse.sh --runs N      N runs instead of five
#   scripts/lighthouse.sh --path '/?mode=exponentile'   a mode's link instead of the page
#   scripts/lighthouse.sh --devtools    the browser itself throttled (as DevTools does), not
#                                       simulated from an unthrottled load
#   scripts/lighthouse.sh --accessibility   the accessibility audit in every theme instead
#
# Lighthouse is pinned by scripts/lighthouse/package-lock.json and installed there on the
# first run (it is large, and no test needs it, so it stays out of end2end/). The reports
# are kept in target/lighthouse/ (run-N.json) for a closer look.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=5
dist=
path=/
throttling=simulate
accessibility=
while [ $# -gt 0 ]; do
  case $1 in
    --dist) dist=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --path) path=$2; shift 2 ;;
    --devtools) throttling=devtools; shift ;;
    --accessibility) accessibility=1; shift ;;
    *) echo "usage: scripts/lighthouse.sh [--dist DIR] [--runs N] [--path /PATH?QUERY] [--devtools] [--accessibility]" >&2; exit 2 ;;
  esac
done

if [ -z "$dist" ]; then
  source scripts/setup.sh
  wasm_run trunk build --release --offline
  dist=dist
fi
[ -f "$dist/index.html" ] || { echo "lighthouse: no build in $dist" >&2; exit 1; }
command -v npm >/dev/null 2>&1 || { echo "lighthouse: needs Node 20 and npm" >&2; exit 1; }
chrome=${CHROME_PATH:-/usr/bin/chromium}
[ -x "$chrome" ] || { echo "lighthouse: no Chromium at $chrome (set CHROME_PATH)" >&2; exit 1; }

# Lighthouse, at the version of the lockfile; reinstalled only when the lockfile changes.
lh=scripts/lighthouse
lock_sum=$(sha256sum "$lh/package-lock.json" | cut -d' ' -f1)
if [ "$(cat "$lh/node_modules/.installed-from-lock" 2>/dev/null)" != "$lock_sum" ]; then
  echo "lighthouse: npm ci in $lh/ (once)"
  (cd "$lh" && npm ci --no-audit --no-fund --silent)
  echo "$lock_sum" >"$lh/node_modules/.installed-from-lock"
fi

# The game's server on a free port (it takes the next one when 8090 is busy).
cargo build --release -p server --locked
log=$(mktemp)
target/release/exponentorus-server --dist "$dist" --addr 127.0.0.1:8090 --next-free-port --log warn >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; rm -f "$log"' EXIT
url=
for _ in $(seq 50); do
  url=$(grep -o 'http://[^ ]*' "$log" || true)
  [ -n "$url" ] && break
  sleep 0.1
done
[ -n "$url" ] || { echo "lighthouse: the server did not start:" >&2; cat "$log" >&2; exit 1; }

if [ -n "$accessibility" ]; then
  CHROME_PATH=$chrome node "$lh/accessibility.mjs" "$url"
  exit
fi

out=target/lighthouse
mkdir -p "$out"
rm -f "$out"/run-*.json
for i in $(seq "$runs"); do
  echo "lighthouse: run $i of $runs, ${url%/}$path"
  CHROME_PATH=$chrome "$lh/node_modules/.bin/lighthouse" "${url%/}$path" \
    --quiet --only-categories=performance --throttling-method="$throttling" \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu" \
    --output=json --output-path="$out/run-$i.json"
done
node "$lh/summary.mjs" "$out"/run-*.json
