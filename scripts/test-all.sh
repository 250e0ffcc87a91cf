#!/usr/bin/env bash
# `npm test`: every check CI runs, in order of cost. Needs PostgreSQL on 127.0.0.1:5432 and /usr/bin/chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run generate -- --check
npm run typecheck
npm run lint
npm run format:check
npx vitest run
npx vite build --logLevel warn
npx playwright test
