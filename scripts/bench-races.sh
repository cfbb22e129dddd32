#!/usr/bin/env bash
# Races under load, on loopback, on this machine (figures, no pass or fail): R races of P
# players (250 of 4: 1,000 sockets), each player playing a 2048 move every 300 ms for T
# seconds (server/examples/race_load.rs):
#   1. one server on a SQLite file: moves verified a second, fan-out latency p50/p99, the
#      CPU the server and the load generator used, the server's memory per socket;
#   2. the same across two servers on one throwaway PostgreSQL (every other player of a
#      race on the second server, so every move goes through LISTEN/NOTIFY).
# Usage: scripts/bench-races.sh [--races 250] [--players 4] [--interval-ms 300]
#                               [--seconds 60] [--steps "1 2"]
# Everything it starts (servers, PostgreSQL) it stops, however it ends.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"

races=250
players=4
interval=300
seconds=60
steps="1 2"
while [ $# -gt 0 ]; do
  case $1 in
    --races) races=$2; shift 2 ;;
    --players) players=$2; shift 2 ;;
    --interval-ms) interval=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    --steps) steps=$2; shift 2 ;;
    *) echo "usage: $0 [--races R] [--players P] [--interval-ms I] [--seconds T] [--steps \"1 2\"]" >&2; exit 2 ;;
  esac
done
step() { [[ " $steps " == *" $1 "* ]]; }

# A thousand sockets a side, and the servers' own.
ulimit -n 16384

work=$(mktemp -d "${TMPDIR:-/tmp}/exponentorus-race-bench.XXXXXX")
# PostgreSQL runs as its own user, which must reach its folder inside this one.
chmod 755 "$work"
pids=()
pg_bin=
as_postgres=()
stop_all() {
  for pid in "${pids[@]}"; do
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  pids=()
  if [ -n "$pg_bin" ] && [ -d "$work/pg/data" ]; then
    "${as_postgres[@]}" "$pg_bin/pg_ctl" -D "$work/pg/data" -m immediate stop >/dev/null 2>&1 || true
  fi
  rm -rf "$work"
}
trap stop_all EXIT

cargo build --release -p server --locked --bin exponentorus-server --example race_load 2>&1 | grep -v "^ *Finished" || true
server=target/release/exponentorus-server
load=target/release/examples/race_load
mkdir -p "$work/dist" && echo '<!doctype html>' >"$work/dist/index.html"

# Starts a server on database $1, from port $2 on; its address in $addr, its pid in $pid.
start_server() {
  local out="$work/address.$2"
  "$server" --dist "$work/dist" --database "$1" --addr "127.0.0.1:$2" --next-free-port \
    --reads-per-minute 0 --writes-per-minute 0 --race-sockets-per-address 0 \
    --race-messages-per-second 0 --log warn >"$out" 2>>"$work/server.log" &
  pid=$!
  pids+=("$pid")
  for _ in $(seq 100); do
    grep -q 'Serving' "$out" 2>/dev/null && break
    sleep 0.1
  done
  addr=$(sed -n 's|.* at http://\([^/]*\)/.*|\1|p' "$out")
  [ -n "$addr" ] || { cat "$work/server.log"; exit 1; }
}

# CPU seconds (user + system) and resident kilobytes of process $1.
cpu_of() { awk -v hz="$(getconf CLK_TCK)" '{ printf "%.1f", ($14 + $15) / hz }' "/proc/$1/stat"; }
rss_of() { awk '/VmRSS/ { print $2 }' "/proc/$1/status"; }

# Runs the load against the servers $@ (pids), printing the figures.
measured() {
  local servers=("$@")
  local before=() rss_before=()
  for p in "${servers[@]}"; do
    before+=("$(cpu_of "$p")")
    rss_before+=("$(rss_of "$p")")
  done
  /usr/bin/time -f '%U %S %e' -o "$work/time" "$load" "${load_args[@]}" --races "$races" \
    --players "$players" --interval-ms "$interval" --seconds "$seconds" | tee "$work/load.out" &
  local load_pid=$!
  # Memory while every socket is open: sampled a few seconds before the end.
  sleep $((seconds / 2 + 5))
  local rss_during=()
  for p in "${servers[@]}"; do rss_during+=("$(rss_of "$p")"); done
  wait "$load_pid"
  read -r user system elapsed <"$work/time"
  local i=0
  for p in "${servers[@]}"; do
    local sockets=$((races * players / ${#servers[@]}))
    awk -v b="${before[$i]}" -v a="$(cpu_of "$p")" -v e="$elapsed" -v r0="${rss_before[$i]}" \
      -v r1="${rss_during[$i]}" -v n="$sockets" -v name="server $((i + 1))" \
      'BEGIN { printf "  %s: CPU %.1f s over %.1f s (%.0f%% of a core); memory %.1f MB before, %.1f MB with %d sockets: %.1f KB a socket\n",
               name, a - b, e, 100 * (a - b) / e, r0 / 1024, r1 / 1024, n, (r1 - r0) / n }'
    i=$((i + 1))
  done
  awk -v u="$user" -v s="$system" -v e="$elapsed" \
    'BEGIN { printf "  load generator: CPU %.1f s (%.0f%% of a core), on the same 2 cores\n", u + s, 100 * (u + s) / e }'
}

if step 1; then
  echo "==> 1. one server, SQLite: $races races of $players, a move every $interval ms, $seconds s"
  start_server "$work/board.db" 4490
  load_args=(--addr "$addr")
  measured "$pid"
  stop_all_servers=("${pids[@]}")
  for p in "${stop_all_servers[@]}"; do kill "$p"; wait "$p" 2>/dev/null || true; done
  pids=()
fi

if step 2; then
  echo "==> 2. two servers, one PostgreSQL: the same, every other player on the second server"
  pg_bin=$(compgen -G '/usr/lib/postgresql/*/bin' | sort -V | tail -n 1)
  mkdir -p "$work/pg"
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres: "$work/pg"
    as_postgres=(runuser -u postgres --)
  fi
  "${as_postgres[@]}" "$pg_bin/initdb" -D "$work/pg/data" -U postgres -A trust -E UTF8 --no-sync \
    >"$work/pg/initdb.log" 2>&1
  "${as_postgres[@]}" "$pg_bin/pg_ctl" -D "$work/pg/data" -l "$work/pg/server.log" -w \
    -o "-p 5432 -k $work/pg -c listen_addresses= -c max_connections=200" start >/dev/null
  url="postgres://postgres@localhost/postgres?host=$work/pg&port=5432"
  start_server "$url" 4490
  one_pid=$pid one=$addr
  start_server "$url" 4500
  two_pid=$pid two=$addr
  load_args=(--addr "$one" --addr2 "$two")
  measured "$one_pid" "$two_pid"
fi
