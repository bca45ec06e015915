#!/usr/bin/env bash
# Builds the libFuzzer target: every TouchKit source, the edges' (TouchKitEvdev, TouchKitScenes, the playground's
# session without its web server) and Fuzz/TouchKitFuzz/, compiled as one module with
# `swiftc -sanitize=fuzzer,address` into .build-fuzz/fuzzer/touchkit-fuzz (TOUCHKIT_FUZZ_TARGET picks the target:
# Fuzz/TouchKitFuzz/FuzzTarget.swift). The sources are copied into .build-fuzz/sources/ without their imports of
# each other, which one module does not need. SwiftPM never builds it, so `swift build` and `swift test` need no
# fuzzer runtime. Skips the build when the binary is newer than every source.
# Falls back to `-sanitize=fuzzer` alone when AddressSanitizer does not link, and to the default linker when lld is
# missing. Prints the binary's path on the last line of stdout.
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFTC="${SWIFTC:-swiftc}"
OUT_DIR=.build-fuzz/fuzzer
BINARY="$OUT_DIR/touchkit-fuzz"
mkdir -p "$OUT_DIR"

mapfile -t SOURCES < <(find Sources/TouchKit Sources/TouchKitEvdev Sources/TouchKitScenes Sources/TouchKitPlayground \
    Fuzz/TouchKitFuzz -name '*.swift' -not -name PlaygroundServer.swift -not -name PlaygroundConnectionGuard.swift \
    | LC_ALL=C sort)
if [[ ${#SOURCES[@]} -eq 0 ]]; then
    echo "fuzz-build: no sources found" >&2
    exit 1
fi

if [[ -x "$BINARY" && -z "$(find "${SOURCES[@]}" "$0" -newer "$BINARY" -print -quit)" ]]; then
    echo "$BINARY"
    exit 0
fi

COPIES=.build-fuzz/sources
rm -rf "$COPIES"
COPIED=()
mkdir -p "$COPIES"
for source in "${SOURCES[@]}"; do
    # Flat names (two modules may have files of one name); the playground's panel summary shares its type's name
    # with the engine's explanation, which one module cannot have twice.
    copy="$COPIES/${source//\//_}"
    rename=()
    [[ "$source" == Sources/TouchKitPlayground/* ]] && rename=(-e 's/\bTouchExplanation\b/PlaygroundTouchExplanation/g')
    sed -E -e '/^(@testable )?import TouchKit(Evdev|Scenes|Playground)?$/d' "${rename[@]}" "$source" > "$copy"
    COPIED+=("$copy")
done

compile() {
    local sanitizers="$1"; shift
    echo "fuzz-build: swiftc -sanitize=$sanitizers $* (${#COPIED[@]} files)" >&2
    # -parse-as-library: the library has no top-level code, and the entry point is libFuzzer's own main.
    # -package-name: the sources share `package` declarations, as SwiftPM's targets do.
    "$SWIFTC" -sanitize="$sanitizers" -parse-as-library -O -g -swift-version 6 -module-name TouchKitFuzz \
        -package-name TouchKit "$@" "${COPIED[@]}" -o "$BINARY.tmp" 2> "$OUT_DIR/build.log"
}

if compile fuzzer,address -use-ld=lld || compile fuzzer,address || compile fuzzer -use-ld=lld || compile fuzzer; then
    # The default linker (gold) warns once per ASan stub it cannot export; nothing else is noise.
    grep -v "Cannot export local symbol" "$OUT_DIR/build.log" >&2 || true
    mv "$BINARY.tmp" "$BINARY"
    echo "$BINARY"
else
    cat "$OUT_DIR/build.log" >&2
    echo "fuzz-build: compiling the fuzz target failed" >&2
    exit 1
fi
