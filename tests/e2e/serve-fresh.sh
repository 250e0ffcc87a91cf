#!/usr/bin/env bash
# Serves the built app (dist/) on a new demo database for the end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/../.."
db_dir=.tmp/e2e
rm -rf "$db_dir" && mkdir -p "$db_dir"
[ -f dist/index.html ] || npx vite build --logLevel warn
DATABASE_URL="sqlite:$db_dir/plant.db" HOST=127.0.0.1 exec npx tsx src/server/main.ts
