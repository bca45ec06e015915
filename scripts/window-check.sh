#!/usr/bin/env bash
# The native window (touchkit-window, docs/Window.md) checked by looking: builds it, runs its test card under Xvfb,
# drives it with xdotool (a click on the button, a drag of the square, three wheel notches over the rows, the pointer
# left hovering over the pad), closes it with SIGINT (Ctrl-C) and compares the screenshot it writes as it closes with
# scripts/window-check/testcard.ppm.gz, with a tolerance (compare.py). Also: a font that cannot be loaded still
# draws (text as bars, said once), and a --replay plays into the scene. Installs libsdl2-dev, libsdl2-ttf-dev,
# fonts-dejavu-core, xvfb and xdotool from Debian's packages when missing.
#
#   scripts/window-check.sh            # the check
#   scripts/window-check.sh --update   # write the reference anew from this run (look at it first: it is also
#                                      # written as /tmp/touchkit-window-check/shot.png)
set -euo pipefail
cd "$(dirname "$0")/.."
update=false
[[ "${1:-}" == "--update" ]] && update=true

packages=(libsdl2-dev libsdl2-ttf-dev fonts-dejavu-core xvfb xdotool)
missing=()
for package in "${packages[@]}"; do
    dpkg -s "$package" > /dev/null 2>&1 || missing+=("$package")
done
if (( ${#missing[@]} )); then
    echo "window-check: installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" > /dev/null
fi

swift build --product touchkit-window 2>&1 | grep -vE '^\[[0-9]+/[0-9]+\]' || true
binary="$(swift build --show-bin-path)/touchkit-window"
[[ -x "$binary" ]] || { echo "window-check: $binary was not built" >&2; exit 1; }
started=$SECONDS

work=/tmp/touchkit-window-check
rm -rf "$work"
mkdir -p "$work"
display=""
for number in $(seq 90 119); do
    if [[ ! -e /tmp/.X$number-lock && ! -e /tmp/.X11-unix/X$number ]]; then display=":$number"; break; fi
done
[[ -n "$display" ]] || { echo "window-check: no free X display number" >&2; exit 1; }
Xvfb "$display" -screen 0 640x480x24 -nolisten tcp > "$work/xvfb.log" 2>&1 &
xvfb=$!
pids=("$xvfb")
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2> /dev/null || true; done
    wait 2> /dev/null || true
}
trap cleanup EXIT
export DISPLAY="$display"
for _ in $(seq 50); do xdotool getmouselocation > /dev/null 2>&1 && break; sleep 0.1; done

# Runs the window in the background: $window_pid, its output in $work/$1.log.
start_window() {
    local name=$1
    shift
    "$binary" "$@" > "$work/$name.log" 2>&1 &
    window_pid=$!
    pids+=("$window_pid")
}

# Waits for the window's process to end after SIGINT; fails unless it exits 0.
close_window() {
    local name=$1
    kill -INT "$window_pid"
    local status=0
    wait "$window_pid" || status=$?
    if (( status != 0 )); then
        echo "window-check: $name exited $status after SIGINT" >&2
        cat "$work/$name.log" >&2
        exit 1
    fi
}

echo "window-check: [$((SECONDS - started)) s] Xvfb on $display"
start_window testcard testcard --screenshot "$work/shot.ppm" --seconds 60
window="$(xdotool search --sync --onlyvisible --name 'TouchKit: testcard' | head -n 1)"
sleep 0.5
# The button (a click), the square (a drag, resting before the release so it ends where it was put), the rows
# (three notches toward the user: 30 points), then the pointer rests on the hover pad.
xdotool mousemove --window "$window" 70 90 click 1
sleep 0.4
xdotool mousemove --window "$window" 188 100 mousedown 1
for step in $(seq 1 20); do
    xdotool mousemove --window "$window" $((188 + step * 5)) $((100 + step * 2))
    sleep 0.02
done
sleep 0.3
xdotool mouseup 1
xdotool mousemove --window "$window" 100 220 click 5 click 5 click 5
xdotool mousemove --window "$window" 412 100
# The scroll indicators fade out and the hover settles.
sleep 2
echo "window-check: [$((SECONDS - started)) s] driven"
close_window testcard
echo "window-check: [$((SECONDS - started)) s] closed"
for line in "tap 1" "square dropped at (25"; do
    grep -qF "$line" "$work/testcard.log" || { echo "window-check: the test card did not say '$line'" >&2; cat "$work/testcard.log" >&2; exit 1; }
done
grep -q "closed after" "$work/testcard.log" || { echo "window-check: no clean shutdown" >&2; cat "$work/testcard.log" >&2; exit 1; }

reference=scripts/window-check/testcard.ppm.gz
if $update; then
    gzip -9 -n -c "$work/shot.ppm" > "$reference"
    python3 scripts/window-check/compare.py "$reference" "$work/shot.ppm" --png "$work/shot.png"
    echo "window-check: wrote $reference (look at $work/shot.png)"
else
    python3 scripts/window-check/compare.py "$reference" "$work/shot.ppm" --png "$work/shot.png" --diff "$work/diff.png" || {
        echo "window-check: the screenshot differs from $reference: see $work/shot.png and $work/diff.png" >&2
        exit 1
    }
fi

echo "window-check: [$((SECONDS - started)) s] compared"
# A font that cannot be loaded: the window still runs and says so once.
start_window nofont testcard --font /nonexistent/font.ttf --seconds 30
xdotool search --sync --onlyvisible --name 'TouchKit: testcard' > /dev/null
sleep 0.3
close_window nofont
[[ "$(grep -c 'cannot be loaded' "$work/nofont.log")" == 1 ]] || { echo "window-check: no single font diagnostic" >&2; cat "$work/nofont.log" >&2; exit 1; }

echo "window-check: [$((SECONDS - started)) s] missing font checked"
# A replay into the scene shown: the tap recording, mapped onto the photo demo, toggles its chrome.
start_window replay photo --replay Traces/tap.evemu --seconds 30
xdotool search --sync --onlyvisible --name 'TouchKit: photo' > /dev/null
sleep 1.5
close_window replay
grep -q "single tap" "$work/replay.log" || { echo "window-check: the replayed tap did nothing" >&2; cat "$work/replay.log" >&2; exit 1; }

echo "window-check: passed in $((SECONDS - started)) s after the build"
