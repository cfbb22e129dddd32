#!/usr/bin/env bash
# Installs what building and testing ExponenTorus needs, skipping what is already there.
# Sourced by scripts/play.sh and scripts/test.sh; safe to run on its own, as often as you
# like. Each step says what it does; a failed step says how to do it by hand.
#
# After sourcing, `wasm_run CMD...` runs a command with the wasm32 toolchain that was
# found (rustup's target, or Debian's packaged Rust as a fallback).

set -euo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export PATH="$HOME/.cargo/bin:$PATH"

say() { printf '\033[1;34m[setup]\033[0m %s\n' "$*"; }
fail() {
  printf '\033[1;31m[setup] FAILED:\033[0m %s\n' "$1" >&2
  printf '  To fix by hand: %s\n' "$2" >&2
  exit 1
}

# Root installs with apt directly; anyone else needs sudo.
apt_install() {
  local sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  say "apt-get install $*"
  if ! { "${sudo[@]}" apt-get update -qq && "${sudo[@]}" apt-get install -y -qq "$@" >/dev/null; }; then
    fail "apt-get install $*" "run: sudo apt-get update && sudo apt-get install -y $*"
  fi
}

# --- Rust for wasm32 -------------------------------------------------------------------
debian_rust=false
# Runs a command with the wasm32 toolchain that was found. Debian's route puts its cargo
# and rustc before rustup's, npm's wasm-opt before any other, and builds std itself.
wasm_run() {
  if $debian_rust; then
    env "PATH=$repo_root/end2end/node_modules/.bin:/usr/bin:$PATH" \
      RUSTC_BOOTSTRAP=1 CARGO_UNSTABLE_BUILD_STD=std,panic_abort "$@"
  else
    "$@"
  fi
}
if rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "rustup target wasm32-unknown-unknown: present"
elif say "rustup target add wasm32-unknown-unknown" && rustup target add wasm32-unknown-unknown; then
  :
else
  # rustup could not download the target: Debian packages a Rust with std sources, which
  # can build std for wasm32 itself. Keep build-std in this route's environment only.
  say "rustup could not add wasm32; falling back to Debian's packaged Rust (rustc-web)"
  dpkg -s rustc-web cargo-web rust-web-src lld-22 >/dev/null 2>&1 ||
    apt_install rustc-web cargo-web rust-web-src lld-22
  debian_rust=true
  # The release build runs offline, and building std needs std's own dependencies.
  say "cargo fetch for wasm32 (std's dependencies too)"
  wasm_run cargo fetch --manifest-path "$repo_root/Cargo.toml" --target wasm32-unknown-unknown ||
    fail "cargo fetch of std's dependencies" \
      "run: PATH=/usr/bin:\$PATH RUSTC_BOOTSTRAP=1 CARGO_UNSTABLE_BUILD_STD=std,panic_abort cargo fetch --target wasm32-unknown-unknown"
fi
# Clippy for wasm32 needs a clippy of the toolchain that builds wasm32.
wasm_clippy() {
  if $debian_rust && ! [ -x /usr/bin/cargo-clippy ]; then
    say "clippy (wasm32) skipped: Debian's packaged Rust has no clippy"
    return 0
  fi
  wasm_run cargo clippy "$@"
}

# --- trunk -------------------------------------------------------------------------------
# trunk 0.22 needs a newer rustc than stable 1.95; 0.21.14 builds on it.
trunk_version=0.21.14
if command -v trunk >/dev/null 2>&1; then
  say "trunk: $(trunk --version)"
else
  say "cargo install trunk $trunk_version (about 10 minutes on 2 cores, once)"
  cargo install trunk --version "$trunk_version" --locked ||
    fail "cargo install trunk" "run: cargo install trunk --version $trunk_version --locked"
fi

# --- wasm-bindgen-cli at exactly the version in Cargo.lock ------------------------------
bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print }' \
  "$repo_root/Cargo.lock")
[ -n "$bindgen_version" ] || fail "reading wasm-bindgen's version from Cargo.lock" "run: cargo generate-lockfile"
if [ "$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }')" = "$bindgen_version" ]; then
  say "wasm-bindgen-cli $bindgen_version: present"
else
  # Without --locked: the locked build asks for a dependency version the registry lacks.
  say "cargo install wasm-bindgen-cli $bindgen_version (about 2 minutes, once)"
  cargo install wasm-bindgen-cli --version "$bindgen_version" --force ||
    fail "cargo install wasm-bindgen-cli" "run: cargo install wasm-bindgen-cli --version $bindgen_version"
fi

# --- Node packages: wasm-opt (binaryen) and Playwright ----------------------------------
command -v npm >/dev/null 2>&1 || apt_install nodejs npm
lock_sum=$(sha256sum "$repo_root/end2end/package-lock.json" | cut -d' ' -f1)
stamp="$repo_root/end2end/node_modules/.installed-from-lock"
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$lock_sum" ]; then
  say "end2end node_modules: up to date with package-lock.json"
else
  say "npm ci in end2end/"
  (cd "$repo_root/end2end" && npm ci --no-audit --no-fund) ||
    fail "npm ci" "run: cd end2end && npm ci"
  echo "$lock_sum" >"$stamp"
fi
# Debian's wasm-opt cannot read current rustc output; npm's binaryen can.
export PATH="$repo_root/end2end/node_modules/.bin:$PATH"

# --- Chromium for the browser tests ------------------------------------------------------
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  say "chromium: present"
else
  apt_install chromium chromium-driver
fi

# --- WebKitGTK and Firefox ESR for the engines suite (end2end/webdriver/) ---------------
# Debian's WebKitWebDriver drives WebKitGTK's MiniBrowser, which needs a display: Xvfb.
if [ -x /usr/bin/WebKitWebDriver ] && command -v xvfb-run >/dev/null 2>&1; then
  say "WebKitWebDriver and xvfb: present"
else
  apt_install webkit2gtk-driver xvfb
fi
if command -v firefox-esr >/dev/null 2>&1; then
  say "firefox-esr: present"
else
  apt_install firefox-esr
fi
if command -v geckodriver >/dev/null 2>&1; then
  # All of its output read (`head` would close the pipe early, and geckodriver then
  # panics on writing the rest).
  say "geckodriver: $(geckodriver --version | sed -n 1p)"
else
  say "cargo install geckodriver (about a minute, once)"
  cargo install geckodriver --locked ||
    fail "cargo install geckodriver" "run: cargo install geckodriver --locked"
fi

# --- PostgreSQL for the server's tests ------------------------------------------------------
# Only its programs: scripts/test.sh runs a throwaway server of its own in a temporary folder.
if compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  say "postgresql: present"
else
  apt_install postgresql
fi
