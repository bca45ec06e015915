#!/usr/bin/env bash
# Screenshot checks of the playground (issue 36): renders every demo scene in `touchkit-play` in headless Chromium
# after a scripted interaction (scripts/playground_screenshots.py) and compares each scene's screen with its committed
# reference in Tests/PlaygroundScreenshots/ within a tolerance. Installs Chromium when missing
# (scripts/find-chromium.sh); needs nothing but Python's standard library.
#
# Usage: scripts/playground-screenshots.sh            check (the screenshots taken go to a temporary folder)
#        scripts/playground-screenshots.sh --update   regenerate every reference after a change to how scenes draw
#        scripts/playground-screenshots.sh OUT_DIR    check, keeping the screenshots taken (and a diff of failures)
# Environment: TOUCHKIT_SCRATCH_PATH  the SwiftPM build directory to use (default .build)
set -euo pipefail
cd "$(dirname "$0")/.."
mode=check
if [ "${1:-}" = "--update" ]; then mode=update; shift; fi
# shellcheck source=scripts/find-chromium.sh
. scripts/find-chromium.sh playground-screenshots
# shellcheck source=scripts/playground-server.sh
. scripts/playground-server.sh playground-screenshots
out="${1:-$work/screenshots}"
status=0
timeout 300 python3 scripts/playground_screenshots.py "$mode" "$browser" "$url" Tests/PlaygroundScreenshots "$out" || status=$?
if ! kill -0 "$server" 2> /dev/null; then
    echo "playground-screenshots: the server died:" >&2
    tail -n 20 "$work/server.log" >&2
    status=1
fi
exit "$status"
