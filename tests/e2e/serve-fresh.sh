#!/usr/bin/env bash
# Serves the built app on a new demo database for the end-to-end tests.
# PORT and DIST_DIR (default dist) let several runs share a machine.
set -euo pipefail
cd "$(dirname "$0")/../.."
db_dir=".tmp/e2e-${PORT:-8181}"
dist="${DIST_DIR:-dist}"
rm -rf "$db_dir" && mkdir -p "$db_dir"
# Several servers start at once (one per Playwright worker): one builds, the others wait for it.
mkdir -p .tmp
flock .tmp/e2e-build.lock bash -c "[ -f '$dist/index.html' ] || npx vite build --logLevel warn --outDir '$dist'"
# Every test signs in from 127.0.0.1: a roomier sign-in throttle than production's 20 a minute.
SIGN_IN_RATE_LIMIT="${SIGN_IN_RATE_LIMIT:-600}" DATABASE_URL="sqlite:$db_dir/plant.db" UPLOAD_DIR="$db_dir/uploads" HOST=127.0.0.1 DIST_DIR="$dist" exec npx tsx src/server/main.ts
