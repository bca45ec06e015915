# Sourced by the scripts that drive the playground in Chromium: builds `touchkit-play`, starts it on a free loopback
# port and sets `url`, `server` (its process id) and `work` (a temporary folder); stops the server and removes the
# folder when the calling script exits. $1: the calling script's name, for the messages.
# Environment: TOUCHKIT_SCRATCH_PATH  the SwiftPM build directory to use (default .build)

scratch="${TOUCHKIT_SCRATCH_PATH:-.build}"
swift build --scratch-path "$scratch" --product touchkit-play
touchkit_play="$(swift build --scratch-path "$scratch" --show-bin-path)/touchkit-play"

work="$(mktemp -d)"
server=""
cleanup() {
    if [ -n "$server" ]; then kill "$server" 2> /dev/null || true; wait "$server" 2> /dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

"$touchkit_play" --port 0 2> "$work/server.log" &
server=$!
url=""
for _ in $(seq 1 100); do
    url="$(sed -n 's/.*open \(http:[^ ]*\)/\1/p' "$work/server.log" | head -n 1)"
    [ -n "$url" ] && break
    sleep 0.1
done
if [ -z "$url" ]; then
    echo "$1: the server did not start:" >&2
    cat "$work/server.log" >&2
    exit 1
fi
echo "$1: server at $url"
