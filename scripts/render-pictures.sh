#!/usr/bin/env bash
# Regenerates docs/pictures/: for every demo in `touchkit demo --list`, an SVG timeline of the run
# (docs/pictures/NAME-timeline.svg) and a few SVG frames of the scene (docs/pictures/NAME-frames/frame-000.svg, …).
#
# Usage: scripts/render-pictures.sh
# Environment: TOUCHKIT_SCRATCH_PATH  the SwiftPM build directory to use (default .build)
#              TOUCHKIT_PICTURES      where to write (default docs/pictures)
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="${TOUCHKIT_SCRATCH_PATH:-.build}"
out="${TOUCHKIT_PICTURES:-docs/pictures}"

swift build --scratch-path "$scratch" --product touchkit
touchkit="$(swift build --scratch-path "$scratch" --show-bin-path)/touchkit"

# When each demo takes its frames: after each touch event for the short gesture walk-throughs, every so many
# milliseconds of virtual time for the long, animated scenes; a handful of frames each.
frame_schedule() {
    case "$1" in
        overlay|exclusion|simultaneous|requirement|photo) echo touch ;;
        springy) echo 250 ;;
        drawer|lockscreen|lockscreen-list) echo 750 ;;
        *) echo 250 ;;
    esac
}

mkdir -p "$out"
# Only what this script makes is replaced: timelines and frame folders of demos that no longer exist go too.
rm -rf "$out"/*-timeline.svg "$out"/*-frames

demos=$("$touchkit" demo --list | awk '{ print $1 }')
for demo in $demos; do
    "$touchkit" demo "$demo" \
        --timeline "$out/$demo-timeline.svg" \
        --frames "$out/$demo-frames" \
        --frame-every "$(frame_schedule "$demo")" > /dev/null
done
echo "render-pictures: $(ls "$out"/*-timeline.svg | wc -l) timelines, $(ls "$out"/*-frames/*.svg | wc -l) frames in $out"
# The DocC articles show some of the timelines (Sources/TouchKit/TouchKit.docc/Resources): keep their copies current
# (DocumentationSampleTests checks they match).
if [ -z "${TOUCHKIT_PICTURES:-}" ]; then
    for copy in Sources/TouchKit/TouchKit.docc/Resources/*-timeline.svg; do cp "$out/$(basename "$copy")" "$copy"; done
fi
