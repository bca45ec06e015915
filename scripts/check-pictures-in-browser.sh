#!/usr/bin/env bash
# Renders the committed pictures in headless Chromium and checks what comes out: every docs/pictures/*-timeline.svg,
# and the first and last frame of each demo, each to a PNG of the size the SVG asks for, not blank.
# The PNGs go to a temporary folder that is removed afterwards (KEEP_PNGS=1 keeps it and prints where).
#
# Works as root on a machine with no display. When Chromium is missing and the script runs as root on a Debian or
# Ubuntu machine, it installs the `chromium` package first (apt-get update && apt-get install -y chromium).
# Exits non-zero when any picture fails, or when no browser can be found or installed.
#
# Usage: scripts/check-pictures-in-browser.sh [PICTURES_DIR]   (default docs/pictures)
set -euo pipefail
cd "$(dirname "$0")/.."
pictures="${1:-docs/pictures}"

# shellcheck source=scripts/find-chromium.sh
. scripts/find-chromium.sh check-pictures

shopt -s nullglob
timelines=("$pictures"/*-timeline.svg)
if [ ${#timelines[@]} -eq 0 ]; then
    echo "check-pictures: no timelines in $pictures (run scripts/render-pictures.sh)" >&2
    exit 1
fi
files=("${timelines[@]}")
for frames in "$pictures"/*-frames; do
    all=("$frames"/frame-*.svg)
    if [ ${#all[@]} -eq 0 ]; then
        echo "check-pictures: no frames in $frames" >&2
        exit 1
    fi
    files+=("${all[0]}")
    [ ${#all[@]} -gt 1 ] && files+=("${all[${#all[@]}-1]}")
done

work="$(mktemp -d)"
if [ "${KEEP_PNGS:-0}" = 1 ]; then
    echo "check-pictures: PNGs kept in $work"
else
    trap 'rm -rf "$work"' EXIT
fi

# The root element's width or height attribute, rounded up to whole pixels.
svg_size() {
    local value
    value="$(sed -n "s/.*<svg[^>]* $2=\"\([0-9.]*\)\".*/\1/p" "$1" | head -n 1)"
    [ -n "$value" ] || return 1
    awk -v v="$value" 'BEGIN { n = int(v); if (n < v) n++; print n }'
}

# A big-endian 32-bit number at a byte offset of a file.
u32_at() {
    od -An -tu1 -j "$2" -N 4 "$1" | awk '{ print (($1 * 256 + $2) * 256 + $3) * 256 + $4 }'
}

# Whether the file is well-formed XML (Chromium would draw an error page, which is not blank): with python3 or
# xmllint, whichever the machine has; skipped with a note when it has neither.
xml_checker=""
if command -v python3 > /dev/null 2>&1; then
    xml_checker=python3
elif command -v xmllint > /dev/null 2>&1; then
    xml_checker=xmllint
else
    echo "check-pictures: no python3 or xmllint: XML well-formedness not checked"
fi
well_formed() {
    case "$xml_checker" in
        python3) python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' "$1" ;;
        xmllint) xmllint --noout "$1" ;;
        *) true ;;
    esac
}

failures=0
fail() {
    echo "FAIL $1: $2" >&2
    failures=$((failures + 1))
}

index=0
for svg in "${files[@]}"; do
    index=$((index + 1))
    png="$work/$index.png"
    if ! well_formed "$svg" > "$work/$index.xml.log" 2>&1; then
        fail "$svg" "not well-formed XML: $(tail -n 1 "$work/$index.xml.log")"
        continue
    fi
    if ! width="$(svg_size "$svg" width)" || ! height="$(svg_size "$svg" height)"; then
        fail "$svg" "no width/height on the <svg> element"
        continue
    fi
    if ! timeout 120 "$browser" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars \
        --force-device-scale-factor=1 --no-first-run --user-data-dir="$work/profile" \
        --window-size="$width,$height" --screenshot="$png" "file://$(cd "$(dirname "$svg")" && pwd)/$(basename "$svg")" \
        > "$work/$index.log" 2>&1; then
        fail "$svg" "Chromium failed: $(tail -n 3 "$work/$index.log")"
        continue
    fi
    if [ ! -s "$png" ]; then
        fail "$svg" "no PNG written"
        continue
    fi
    signature="$(od -An -tx1 -N 8 "$png" | tr -d ' \n')"
    if [ "$signature" != "89504e470d0a1a0a" ]; then
        fail "$svg" "not a PNG"
        continue
    fi
    png_width="$(u32_at "$png" 16)"
    png_height="$(u32_at "$png" 20)"
    if [ "$png_width" != "$width" ] || [ "$png_height" != "$height" ]; then
        fail "$svg" "PNG is ${png_width}×${png_height}, expected ${width}×${height}"
        continue
    fi
    # A drawn picture compresses far less than a blank page of the same size (a few hundred bytes).
    size="$(wc -c < "$png")"
    if [ "$size" -lt 4000 ]; then
        fail "$svg" "PNG is only $size bytes: blank?"
        continue
    fi
    echo "ok   $svg → ${png_width}×${png_height}, $size bytes"
done

if [ "$failures" -gt 0 ]; then
    echo "check-pictures: $failures of ${#files[@]} pictures failed" >&2
    exit 1
fi
echo "check-pictures: all ${#files[@]} pictures render"
