# Sourced by the scripts that need a browser: sets `browser` to Chromium's path. When Chromium is missing and the
# script runs as root on a Debian or Ubuntu machine, installs the `chromium` package first (apt-get update && apt-get
# install -y chromium). Exits the calling script with an error when no browser can be found or installed.
# $1: the calling script's name, for the messages.

find_browser() {
    for candidate in chromium chromium-browser google-chrome google-chrome-stable; do
        if command -v "$candidate" > /dev/null 2>&1; then command -v "$candidate"; return 0; fi
    done
    return 1
}

browser="$(find_browser || true)"
if [ -z "$browser" ] && [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null 2>&1; then
    echo "$1: installing chromium (apt-get)"
    apt-get update > /dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y chromium > /dev/null
    browser="$(find_browser || true)"
fi
if [ -z "$browser" ]; then
    echo "$1: no Chromium found; install it (Debian: apt-get install -y chromium)" >&2
    exit 1
fi
