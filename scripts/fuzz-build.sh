#!/usr/bin/env bash
# Builds the libFuzzer target: Fuzz/TouchKitFuzz/ against the engine's modules (TouchKit, TouchKitTesting,
# TouchKitScenarios) and the edges' (TouchKitPictures, TouchKitEvdev, TouchKitScenes, and TouchKitPlayground without its
# web server), each built from its source folder by scripts/scenario-modules.sh with `swiftc -sanitize=fuzzer,address`
# and -enable-testing (the edge targets reach internals through `@testable import`), into
# .build-fuzz/fuzzer/touchkit-fuzz. TOUCHKIT_FUZZ_TARGET picks the target (Fuzz/TouchKitFuzz/FuzzTarget.swift).
# SwiftPM never builds it, so `swift build` and `swift test` need no fuzzer runtime. Skips the build when the binary is
# newer than every source.
# Falls back to `-sanitize=fuzzer` alone when AddressSanitizer does not link, and to the default linker when lld is
# missing. Prints the binary's path on the last line of stdout.
set -euo pipefail
cd "$(dirname "$0")/.."

export SWIFTC="${SWIFTC:-swiftc}"
OUT_DIR=.build-fuzz/fuzzer
BINARY="$OUT_DIR/touchkit-fuzz"
mkdir -p "$OUT_DIR"

# shellcheck source=scripts/scenario-modules.sh
. scripts/scenario-modules.sh
SCENARIO_MODULES+=(TouchKitPictures TouchKitEvdev TouchKitScenes TouchKitPlayground)
# The playground's web server needs Hummingbird and SwiftNIO, which this build does not have; its session, parser and
# frame scanner are what the edge targets fuzz.
SCENARIO_EXCLUDED_FILES=(
    Sources/TouchKitPlayground/PlaygroundServer.swift Sources/TouchKitPlayground/PlaygroundConnectionGuard.swift
)
SCENARIO_TESTABLE=1
mapfile -t SOURCES < <({ scenario_module_sources; find Fuzz/TouchKitFuzz -name '*.swift'; } | LC_ALL=C sort)
if [[ ${#SOURCES[@]} -eq 0 ]]; then
    echo "fuzz-build: no sources found" >&2
    exit 1
fi

if [[ -x "$BINARY" && -z "$(find "${SOURCES[@]}" "$0" scripts/scenario-modules.sh -newer "$BINARY" -print -quit)" ]]
then
    echo "$BINARY"
    exit 0
fi

# Every module is instrumented (coverage and, when it links, ASan), not only the entry point; the modules are built
# once per sanitizer set and linked with lld, else the default linker. -parse-as-library: the fuzz target has no
# top-level code, and the entry point is libFuzzer's own main.
compile() {
    local sanitizers="$1" linker
    echo "fuzz-build: swiftc -sanitize=$sanitizers (${#SOURCES[@]} files)" >&2
    : > "$OUT_DIR/build.log"
    build_scenario_modules "$OUT_DIR/modules" "$OUT_DIR/build.log" -sanitize="$sanitizers" -O -g || return 1
    for linker in -use-ld=lld ""; do
        link_scenario_binary "$OUT_DIR/modules" "$OUT_DIR/build.log" "$BINARY.tmp" Fuzz/TouchKitFuzz \
            -sanitize="$sanitizers" -O -g -module-name TouchKitFuzz ${linker:+"$linker"} && return 0
    done
    return 1
}

if compile fuzzer,address || compile fuzzer; then
    # The default linker (gold) warns once per ASan stub it cannot export; nothing else is noise.
    grep -v "Cannot export local symbol" "$OUT_DIR/build.log" >&2 || true
    mv "$BINARY.tmp" "$BINARY"
    echo "$BINARY"
else
    cat "$OUT_DIR/build.log" >&2
    echo "fuzz-build: compiling the fuzz target failed" >&2
    exit 1
fi
