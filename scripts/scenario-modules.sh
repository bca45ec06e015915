#!/usr/bin/env bash
# Sourced by scripts/storm.sh and scripts/fuzz-build.sh, which build their binaries with swiftc outside SwiftPM: the
# modules a storm or fuzz binary links, each compiled from the same source folder SwiftPM builds it from, in
# dependency order, into a static library and a module interface. `package` declarations are shared between them, as
# in SwiftPM, through one -package-name.
#
#   SCENARIO_MODULES                                   the modules, in dependency order (a caller may set its own
#                                                      list after sourcing, as fuzz-build.sh does for the edges)
#   SCENARIO_EXCLUDED_FILES                            source files left out of their module (none by default)
#   SCENARIO_TESTABLE                                  set to 1 to compile the modules with -enable-testing, so the
#                                                      binary may `@testable import` them
#   scenario_module_sources                            prints every source file they compile from, sorted
#   build_scenario_modules OUT_DIR LOG SWIFTC_FLAGS... compiles OUT_DIR/lib<Module>.a and OUT_DIR/<Module>.swiftmodule
#                                                      for each; compiler output is appended to LOG
#   link_scenario_binary OUT_DIR LOG OUTPUT MAIN_FOLDER SWIFTC_FLAGS...
#                                                      compiles MAIN_FOLDER's sources and links them with the modules

SCENARIO_MODULES=(TouchKit TouchKitTesting TouchKitScenarios)
SCENARIO_EXCLUDED_FILES=()
SCENARIO_TESTABLE=0
SCENARIO_PACKAGE_NAME=touchkit

# The sources of one module (or, with no argument, of them all), sorted, less the excluded files.
scenario_module_sources() {
    local module modules=("$@")
    [[ ${#modules[@]} -gt 0 ]] || modules=("${SCENARIO_MODULES[@]}")
    for module in "${modules[@]}"; do find "Sources/$module" -name '*.swift'; done | LC_ALL=C sort |
        grep -vxF -f <(printf '%s\n' "${SCENARIO_EXCLUDED_FILES[@]}") || true
}

build_scenario_modules() {
    local out=$1 log=$2 module sources testing=()
    shift 2
    [[ $SCENARIO_TESTABLE == 1 ]] && testing=(-enable-testing)
    mkdir -p "$out"
    for module in "${SCENARIO_MODULES[@]}"; do
        mapfile -t sources < <(scenario_module_sources "$module")
        "${SWIFTC:-swiftc}" "$@" "${testing[@]}" -wmo -parse-as-library -swift-version 6 \
            -package-name "$SCENARIO_PACKAGE_NAME" \
            -module-name "$module" -I "$out" -emit-module -emit-module-path "$out/$module.swiftmodule" \
            -emit-library -static -o "$out/lib$module.a" "${sources[@]}" 2>> "$log" || return 1
    done
}

link_scenario_binary() {
    local out=$1 log=$2 output=$3 folder=$4 module libraries=() sources
    shift 4
    for module in "${SCENARIO_MODULES[@]}"; do libraries=("-l$module" "${libraries[@]}"); done
    mapfile -t sources < <(find "$folder" -name '*.swift' | LC_ALL=C sort)
    "${SWIFTC:-swiftc}" "$@" -parse-as-library -swift-version 6 -package-name "$SCENARIO_PACKAGE_NAME" -I "$out" \
        "${sources[@]}" -L "$out" "${libraries[@]}" -o "$output" 2>> "$log"
}
