#!/usr/bin/env bash
# End-to-end test of `touchkit-play` in real headless Chromium: starts the server on a free loopback port, drives the
# page with touch, mouse, wheel and pen events over the DevTools protocol (scripts/playground_e2e.py), and checks
# through the server's state and screenshots that the scenes respond. Installs Chromium when missing (scripts/find-chromium.sh).
#
# Usage: scripts/playground-e2e.sh [OUT_DIR]   (screenshots; default a temporary folder, removed afterwards)
# Environment: TOUCHKIT_SCRATCH_PATH  the SwiftPM build directory to use (default .build)
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/find-chromium.sh
. scripts/find-chromium.sh playground-e2e

# shellcheck source=scripts/playground-server.sh
. scripts/playground-server.sh playground-e2e
out="${1:-$work/screenshots}"
status=0
timeout 170 python3 scripts/playground_e2e.py "$browser" "$url" "$out" || status=$?
if ! kill -0 "$server" 2> /dev/null; then
    echo "playground-e2e: the server died:" >&2
    status=1
fi
echo "playground-e2e: server log (last lines):"
tail -n 8 "$work/server.log"
exit "$status"
