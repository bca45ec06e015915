#!/usr/bin/env bash
# End-to-end test of `touchkit-play` in real headless Chromium: starts the server on a free loopback port, drives the
# page with touch events over the DevTools protocol (scripts/playground_e2e.py), and checks through the server's
# state and screenshots that the scenes respond. Installs Chromium when missing (scripts/find-chromium.sh).
#
# Usage: scripts/playground-e2e.sh [OUT_DIR]   (screenshots; default a temporary folder, removed afterwards)
# Environment: TOUCHKIT_SCRATCH_PATH  the SwiftPM build directory to use (default .build)
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/find-chromium.sh
. scripts/find-chromium.sh playground-e2e

scratch="${TOUCHKIT_SCRATCH_PATH:-.build}"
swift build --scratch-path "$scratch" --product touchkit-play
touchkit_play="$(swift build --scratch-path "$scratch" --show-bin-path)/touchkit-play"

work="$(mktemp -d)"
out="${1:-$work/screenshots}"
server=""
cleanup() {
    if [ -n "$server" ]; then kill "$server" 2> /dev/null || true; wait "$server" 2> /dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

"$touchkit_play" --port 0 2> "$work/server.log" &
server=$!
for _ in $(seq 1 100); do
    url="$(sed -n 's/.*open \(http:[^ ]*\)/\1/p' "$work/server.log" | head -n 1)"
    [ -n "$url" ] && break
    sleep 0.1
done
if [ -z "$url" ]; then
    echo "playground-e2e: the server did not start:" >&2
    cat "$work/server.log" >&2
    exit 1
fi
echo "playground-e2e: server at $url"
status=0
timeout 170 python3 scripts/playground_e2e.py "$browser" "$url" "$out" || status=$?
if ! kill -0 "$server" 2> /dev/null; then
    echo "playground-e2e: the server died:" >&2
    status=1
fi
echo "playground-e2e: server log (last lines):"
tail -n 8 "$work/server.log"
exit "$status"
