#!/usr/bin/env bash
# The leaderboard under load, on loopback, on this machine (figures, no pass or fail):
#   1. verified submissions of finished ExponenTorus games of about 3,000 moves, each as
#      its own player, for 30 s: per second, p50 and p99 latency, errors;
#  1b. the same with short games (random 5×5 ExponenTorus games, a few dozen moves), where
#      the database's part of each submission shows more than the replay's;
#   2. reads of a board of 100,000 entries, for 30 s (anonymous, then with a player's rank);
#   3. the server killed (SIGKILL) while games are being stored, then restarted: every game
#      it answered "stored" must be there, and the database must pass its integrity check.
# Usage: scripts/bench-server.sh [--database postgres://…] [--seconds 30] [--steps "1 1b 2 3"]
# Without --database the server uses a SQLite file in a temporary folder. The games are
# made once (about a minute; the short ones seconds) and kept in target/bench-games.txt
# and target/bench-short-games.txt. --steps runs only the steps it lists.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

database=
seconds=30
steps="1 1b 2 3"
while [ $# -gt 0 ]; do
  case $1 in
    --database) database=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --steps) steps=$2; shift 2 ;;
    *) echo "usage: $0 [--database URL] [--seconds N] [--steps \"1 1b 2 3\"]" >&2; exit 2 ;;
  esac
done

work=$(mktemp -d "${TMPDIR:-/tmp}/exponentorus-bench.XXXXXX")
server_pid=
stop_server() {
  if [ -n "$server_pid" ]; then
    kill "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
    server_pid=
  fi
}
trap 'stop_server; rm -rf "$work"' EXIT
[ -n "$database" ] || database="$work/board.db"

cargo build --release -p server --locked --bin exponentorus-server --example load
server=target/release/exponentorus-server
load=target/release/examples/load
mkdir -p "$work/dist" && echo '<!doctype html>' >"$work/dist/index.html"

# Starts the server on the first free port from 4480; its address in $addr.
start_server() {
  "$server" --dist "$work/dist" --database "$database" --addr 127.0.0.1:4480 --next-free-port \
    --reads-per-minute 0 --writes-per-minute 0 --log warn >"$work/address" 2>>"$work/server.log" &
  server_pid=$!
  for _ in $(seq 100); do
    grep -q 'Serving' "$work/address" 2>/dev/null && break
    sleep 0.1
  done
  addr=$(sed -n 's|.* at http://\([^/]*\)/.*|\1|p' "$work/address")
  [ -n "$addr" ] || { cat "$work/server.log"; exit 1; }
}

# The CPU seconds the server has used so far (user + system, from /proc).
server_cpu() {
  awk -v hz="$(getconf CLK_TCK)" '{ printf "%.1f", ($14 + $15) / hz }' "/proc/$server_pid/stat"
}
# Runs the load generator ($@), then prints the CPU it and the server used meanwhile: on a
# 2-core machine the generator takes its share of the cores it measures.
measured() {
  local before
  before=$(server_cpu)
  /usr/bin/time -f '%U %S %e' -o "$work/time" "$load" "$@"
  read -r user system elapsed <"$work/time"
  awk -v u="$user" -v s="$system" -v e="$elapsed" -v b="$before" -v a="$(server_cpu)" \
    'BEGIN { printf "  CPU over %.1f s: server %.1f s (%.0f%% of a core), load generator %.1f s (%.0f%%)\n",
             e, a - b, 100 * (a - b) / e, u + s, 100 * (u + s) / e }'
}

# Whether step $1 is among those asked for.
step() { [[ " $steps " == *" $1 "* ]]; }

games=target/bench-games.txt
if step 1 || step 3; then
  [ -s "$games" ] || "$load" games --out "$games" --count 12000 --moves 3000
fi
short_games=target/bench-short-games.txt
if step 1b; then
  [ -s "$short_games" ] || "$load" games --out "$short_games" --count 40000 --moves 0 --size 5
fi
echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"

start_server
if step 1; then
  echo "== 1. verified submissions, ${seconds} s"
  head -n 10000 "$games" >"$work/games-1"
  measured submit --addr "$addr" --games "$work/games-1" --seconds "$seconds" --concurrency 8
fi
if step 1b; then
  echo "== 1b. verified submissions of short games, 8 at a time, ${seconds} s"
  measured submit --addr "$addr" --games "$short_games" --seconds "$seconds" --concurrency 8
fi

if step 2; then
  echo "== 2. reads of a board of 100,000 entries, ${seconds} s each"
  "$load" fill --database "$database" --seed 777 --entries 100000
  measured read --addr "$addr" --path /api/boards/exponentorus/9/777 --seconds "$seconds" --concurrency 16
  # A player ranked about 50,000th: the rank is counted through the ranking index.
  measured read --addr "$addr" --path /api/boards/exponentorus/9/777 --seconds "$seconds" \
    --concurrency 16 --token "$(printf 'f111%028x' 50000)" || true
fi
stop_server

step 3 || exit 0
echo "== 3. SIGKILL while storing, then a restart"
start_server
tail -n 2000 "$games" >"$work/games-3"
"$load" submit --addr "$addr" --games "$work/games-3" --seconds 60 --concurrency 8 \
  --acked "$work/acked" >"$work/submit-3.log" 2>&1 &
submitter=$!
sleep 8
kill -9 "$server_pid"
wait "$server_pid" 2>/dev/null || true
server_pid=
wait "$submitter" || true
grep -E 'ids answered stored|errors' "$work/submit-3.log" | sed 's/errors [0-9]* {.*/(requests failed once the server was gone)/'
"$server" --database "$database" --check-database | sed 's/^/integrity check: /'
start_server
"$load" check --addr "$addr" --acked "$work/acked"
stop_server
