#!/usr/bin/env bash
# Fuzzes TouchKit for SECONDS (default 60) with libFuzzer, starting from Fuzz/corpus/, on one core.
#
#   scripts/fuzz.sh [SECONDS [LIBFUZZER_FLAGS...]]
#
# Extra flags go to libFuzzer: `scripts/fuzz.sh 3600 -fork=1 -ignore_crashes=1` keeps going after a failure and
# collects every failing input (one worker: the machine is shared).
#
# Each input is a scene and a touch stream decoded by TouchScenario and played with TouchInvariantChecker on; a crash
# or a broken invariant stops the run and leaves the input in Fuzz/crashes/ (replay it with
# `.build-fuzz/fuzzer/touchkit-fuzz Fuzz/crashes/FILE`, then add it to
# Tests/TouchKitTests/Scenarios/FuzzRegressionTests.swift).
# Afterwards the old corpus and whatever the run found are merged with `-merge=1` into a fresh, minimal
# Fuzz/corpus/: only inputs that add coverage are kept. Exits non-zero when the run found a crash.
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_TO_RUN="${1:-60}"
shift || true
BINARY="$(scripts/fuzz-build.sh | tail -n 1)"
CORPUS=Fuzz/corpus
CRASHES=Fuzz/crashes
WORK=.build-fuzz/work
mkdir -p "$CORPUS" "$CRASHES"
rm -rf "$WORK" && mkdir -p "$WORK/found"

# The Swift runtime's backtracer and AddressSanitizer both want a crashing process; let libFuzzer and ASan report.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}"
# Inputs stay small: the stream stops after 60 steps, which takes well under 1 KiB.
OPTIONS=(-max_len=1024 -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$CRASHES/")

# Progress, final statistics, and any failure without its stack trace (that stays in the log).
set +e  # a failing run still merges what it found
"$BINARY" "${OPTIONS[@]}" "$@" -max_total_time="$SECONDS_TO_RUN" "$WORK/found" "$CORPUS" 2>&1 | tee "$WORK/fuzz.log" \
    | awk '/^#[0-9]+[ \t]+(INITED|DONE)|^stat::|Test unit written|^INFO: seed corpus/ { print; fflush(); next }
           /Fatal error|ERROR: (AddressSanitizer|libFuzzer)/ { failure = 1 }
           failure && !/^ +#[0-9]/ { print }
           /^SUMMARY/ { failure = 0 }'
status=${PIPESTATUS[0]}
set -e

# Minimise: old corpus plus new finds, into a fresh directory, then swap it in. Only edge coverage counts
# (-use_counters=0), so the corpus kept in the repository stays at a few hundred inputs.
mkdir -p "$WORK/merged"
"$BINARY" -merge=1 -use_counters=0 -max_len=1024 -timeout=20 "$WORK/merged" "$CORPUS" "$WORK/found" \
    > "$WORK/merge.log" 2>&1
rm -rf "$CORPUS" && mv "$WORK/merged" "$CORPUS"
echo "fuzz: corpus $(find "$CORPUS" -type f | wc -l) files, $(du -sk "$CORPUS" | cut -f1) KiB; log in $WORK/fuzz.log"

if [[ $status -ne 0 ]]; then
    echo "fuzz: libFuzzer exited with $status: see $CRASHES/ and $WORK/fuzz.log" >&2
fi
exit "$status"
