#!/usr/bin/env bash
# Sourced by scripts/storm.sh and scripts/fuzz-build.sh, which build their binaries with swiftc outside SwiftPM: the
# modules a storm or fuzz binary links, each compiled from the same source folder SwiftPM builds it from, in
# dependency order, into a static library and a module interface. `package` declarations are shared between them, as
# in SwiftPM, through one -package-name.
#
#   SCENARIO_MODULES                                   the modules, in dependency order
#   scenario_module_sources                            prints every source file they compile from, sorted
#   build_scenario_modules OUT_DIR LOG SWIFTC_FLAGS... compiles OUT_DIR/lib<Module>.a and OUT_DIR/<Module>.swiftmodule
#                                                      for each; compiler output is appended to LOG
#   link_scenario_binary OUT_DIR LOG OUTPUT MAIN_FOLDER SWIFTC_FLAGS...
#                                                      compiles MAIN_FOLDER's sources and links them with the modules

SCENARIO_MODULES=(TouchKit TouchKitTesting TouchKitScenarios)
SCENARIO_PACKAGE_NAME=touchkit

scenario_module_sources() {
    local module
    for module in "${SCENARIO_MODULES[@]}"; do find "Sources/$module" -name '*.swift'; done | LC_ALL=C sort
}

build_scenario_modules() {
    local out=$1 log=$2 module sources
    shift 2
    mkdir -p "$out"
    for module in "${SCENARIO_MODULES[@]}"; do
        mapfile -t sources < <(find "Sources/$module" -name '*.swift' | LC_ALL=C sort)
        "${SWIFTC:-swiftc}" "$@" -wmo -parse-as-library -swift-version 6 -package-name "$SCENARIO_PACKAGE_NAME" \
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
