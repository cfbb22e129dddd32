#!/usr/bin/env bash
# Runs every check and test, in order, stopping at the first failure:
# rustfmt, clippy (host and wasm32), native tests (the server's among them), the release
# build, its size report and budget, the game's server in release, and the Playwright suite
# against that build, served by that server, in headless Chromium.
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

step "rustfmt" cargo fmt --all --check
step "clippy (host)" cargo clippy --workspace --all-targets --locked -- -D warnings
step "clippy (wasm32)" wasm_clippy -p exponentorus --lib --bins --target wasm32-unknown-unknown --locked -- -D warnings
step "native tests" cargo test --workspace --locked
step "release build" wasm_run trunk build --release --offline
step "size report and budget" node scripts/size-report.mjs dist
step "server build" cargo build --release -p server --locked
step "browser tests (Playwright)" bash -c 'cd end2end && npx playwright test'

printf '\nsteps: %d passed, 0 failed\n' "$passed"
