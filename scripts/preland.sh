#!/usr/bin/env bash
# npm run preland: what must hold before a branch lands on main, short of the whole suite.
# Regenerates the checked-in generated files (the admin's API types and enums, the SQL snapshots)
# and fails when they differ from what is committed, then typechecks and lints. Run the tests of
# the files you touched on both databases beside it; CI runs the whole suite.
set -uo pipefail
cd "$(dirname "$0")/.."
failed=0
run() { printf '== %s\n' "$*"; "$@" || { printf 'FAILED: %s\n' "$*"; failed=1; }; }

run npm run --silent api:types
run npm run --silent sql:review
stale=$(git status --porcelain -- admin/src/api sql)
if [ -n "$stale" ]; then
  printf 'Generated files differ from the commit; review and commit them:\n%s\n' "$stale"
  failed=1
fi
run npm run --silent typecheck
run npm run --silent lint
run npm run --silent lint:api
[ "$failed" -eq 0 ] && printf 'preland: ok\n' || printf 'preland: FAILED\n'
exit "$failed"
