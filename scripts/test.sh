#!/usr/bin/env bash
# Runs every check and test, in order, stopping at the first failure:
# rustfmt, clippy (host and wasm32), native tests (the server's among them, against SQLite
# and a throwaway PostgreSQL server), the release build, its size report and budget, the
# game's server in release, and the Playwright suite against that build, served by that
# server, in headless Chromium; then a shorter suite of the same build on WebKitGTK and
# Firefox ESR, through WebDriver.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

passed=0
step() {
  local name=$1
  shift
  printf '\n\033[1;34m==> %s\033[0m\n' "$name"
  local started=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    printf '\033[1;32m==> %s: ok (%ss)\033[0m\n' "$name" $((SECONDS - started))
  else
    printf '\n\033[1;31m==> FAILED at step "%s"\033[0m\n' "$name" >&2
    printf 'steps: %d passed, 1 failed\n' "$passed"
    exit 1
  fi
}

# A throwaway PostgreSQL server for the server's tests: a cluster in a temporary folder,
# listening on a unix socket in that folder only (no TCP port, so two runs on one machine,
# or anything else listening, can never collide), as the postgres user when run as root
# (PostgreSQL refuses to run as root), without fsync (nothing in it outlives the tests);
# stopped and deleted when this script ends, however it ends. The tests find it by
# EXPONENTORUS_TEST_POSTGRES.
pg_dir=
as_postgres=()
stop_postgres() {
  [ -n "$pg_dir" ] || return 0
  "${as_postgres[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$pg_dir"
  pg_dir=
}
trap stop_postgres EXIT
start_postgres() {
  pg_bin=$(compgen -G '/usr/lib/postgresql/*/bin' | sort -V | tail -n 1)
  pg_dir=$(mktemp -d "${TMPDIR:-/tmp}/exponentorus-pg.XXXXXX")
  if [ "$(id -u)" -eq 0 ]; then
    chown postgres: "$pg_dir"
    as_postgres=(runuser -u postgres --)
  fi
  "${as_postgres[@]}" "$pg_bin/initdb" -D "$pg_dir/data" -U postgres -A trust -E UTF8 \
    --no-sync >"$pg_dir/initdb.log" 2>&1 || { cat "$pg_dir/initdb.log"; return 1; }
  # The port only names the socket's file (.s.PGSQL.5432) in the folder.
  if "${as_postgres[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w \
    -o "-p 5432 -k $pg_dir -c listen_addresses= -c fsync=off" start >/dev/null; then
    export EXPONENTORUS_TEST_POSTGRES="postgres://postgres@localhost/postgres?host=$pg_dir&port=5432"
    echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{ print $3 }') on a socket in $pg_dir"
    return 0
  fi
  cat "$pg_dir/server.log" 2>/dev/null
  return 1
}

step "rustfmt" cargo fmt --all --check
step "clippy (host)" cargo clippy --workspace --all-targets --locked -- -D warnings
step "clippy (wasm32)" wasm_clippy -p exponentorus --lib --bins --target wasm32-unknown-unknown --locked -- -D warnings
step "PostgreSQL for the server's tests" start_postgres
step "native tests" cargo test --workspace --locked
stop_postgres
pg_dir=
step "release build" wasm_run trunk build --release --offline
step "size report and budget" node scripts/size-report.mjs dist
step "server build" cargo build --release -p server --locked
step "browser tests (Playwright)" bash -c 'cd end2end && npx playwright test'
# The same build and server on the other engines, through WebDriver: the suite starts and
# stops the server and each driver itself (end2end/webdriver/).
for engine in webkit firefox; do
  step "browser tests ($engine, WebDriver)" env E2E_ENGINE=$engine \
    node --test --test-reporter=spec end2end/webdriver/engines.test.mjs
done

printf '\nsteps: %d passed, 0 failed, in %dm %ds\n' "$passed" $((SECONDS / 60)) $((SECONDS % 60))
