#!/usr/bin/env bash
# `npm run dev`: the API with reload on change, and Vite's dev server proxying to it.
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsx watch src/server/main.ts &
api=$!
trap 'kill $api' EXIT
npx vite
