#!/usr/bin/env bash
# Builds the release and serves it on http://127.0.0.1:8080 (or the next free port).
#   scripts/play.sh         the release build, served by the game's own server (server/)
#   scripts/play.sh --dev   trunk's development server with live reload (same port rule)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

if [ "${1:-}" = "--dev" ]; then
  # trunk serve stops on a busy port: find the first free one from 8080 first.
  port=$(node -e '
    const net = require("node:net");
    const tryPort = (p) => {
      const server = net.createServer();
      server.once("error", () => tryPort(p + 1));
      server.listen(p, "127.0.0.1", () => server.close(() => console.log(p)));
    };
    tryPort(8080);')
  wasm_run trunk serve --offline --address 127.0.0.1 --port "$port"
  exit
fi
wasm_run trunk build --release --offline
cargo build --release -p server --locked
# It prints the address it listens on: 8080, or the next free port when 8080 is taken.
exec target/release/exponentorus-server --dist dist --addr 127.0.0.1:8080 --next-free-port
