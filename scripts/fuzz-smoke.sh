#!/usr/bin/env bash
# CI's fuzzing smoke run: builds the fuzz target, replays every input in Fuzz/corpus/ and Fuzz/crashes/, then fuzzes
# for SECONDS (default 45) from a scratch copy of the corpus; then the same, shorter, for each edge target (the
# playground's messages and session, the evemu, libinput and trace readers, the WebSocket frame scanner) from
# Fuzz/edges/<target>/ (issue 32). LeakSanitizer is on: an input whose objects outlive it (a reference cycle) fails
# the run. Exits non-zero on any crash, leak, broken invariant or timeout; never writes into the repository.
#
# The fuzzing part is reproducible: a fixed seed (-seed=1) and a fixed number of inputs (200 per second asked for),
# capped at three times SECONDS on a slow machine. Runs of one commit mostly repeat each other, though not exactly
# (the coverage reached differed by 0.3% between two runs); long, exploring runs are scripts/fuzz.sh's job.
#
#   scripts/fuzz-smoke.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_TO_RUN="${1:-45}"
BINARY="$(scripts/fuzz-build.sh | tail -n 1)"
WORK=.build-fuzz/smoke
rm -rf "$WORK" && mkdir -p "$WORK/corpus" "$WORK/crashes"

# Leak detection needs AddressSanitizer (LeakSanitizer is part of its runtime, which Swift's toolchain ships);
# fuzz-build.sh falls back to a build without it when it does not link, most often for want of lld. A fresh machine
# gets lld from Debian's packages and the build is tried again; without AddressSanitizer the run fails.
# (`grep` reads all of nm's output: `grep -q` would stop early and pipefail would see nm's SIGPIPE.)
has_asan() { nm "$1" 2>/dev/null | grep __asan_init > /dev/null; }
if ! has_asan "$BINARY"; then
    echo "fuzz-smoke: the fuzz target has no AddressSanitizer; installing lld and building again" >&2
    if command -v apt-get > /dev/null; then
        (apt-get update -qq && apt-get install -y -qq lld binutils) > /dev/null 2>&1 || true
    fi
    rm -f "$BINARY"
    BINARY="$(scripts/fuzz-build.sh | tail -n 1)"
    has_asan "$BINARY" || { echo "fuzz-smoke: no AddressSanitizer, so no leak detection: failing" >&2; exit 1; }
fi

export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}"
OPTIONS=(-max_len=1024 -timeout=20 -rss_limit_mb=2048 -artifact_prefix="$WORK/crashes/")

# Every kept input, including the crashes already fixed, must now pass: the corpus loaded as a corpus (-runs=0 runs
# each input once and stops), the crash inputs one by one.
# A failure without its stack trace (that stays in the log).
show_failure() {
    awk '/^Running:/ { last = $0 }
         /Fatal error|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|ALARM/ { if (last != "") print last; last = ""; failure = 1 }
         failure && !/^ +#[0-9]/ { print }
         /^SUMMARY/ { failure = 0 }' "$1" | head -n 60 >&2
}
fail_replay() {
    show_failure "$1"
    echo "fuzz-smoke: a kept input fails (full log: $1)" >&2
    exit 1
}
echo "fuzz-smoke: replaying $(find Fuzz/corpus -type f | wc -l) corpus inputs"
"$BINARY" "${OPTIONS[@]}" -runs=0 "$WORK/corpus" Fuzz/corpus > "$WORK/replay-corpus.log" 2>&1 \
    || fail_replay "$WORK/replay-corpus.log"
mapfile -t CRASHES < <(find Fuzz/crashes -type f 2>/dev/null | LC_ALL=C sort)
if [[ ${#CRASHES[@]} -gt 0 ]]; then
    echo "fuzz-smoke: replaying ${#CRASHES[@]} fixed crash inputs"
    "$BINARY" "${OPTIONS[@]}" "${CRASHES[@]}" > "$WORK/replay-crashes.log" 2>&1 || fail_replay "$WORK/replay-crashes.log"
fi

echo "fuzz-smoke: fuzzing $((SECONDS_TO_RUN * 200)) inputs from seed 1 (at most $((SECONDS_TO_RUN * 3)) s)"
if ! "$BINARY" "${OPTIONS[@]}" -seed=1 -runs=$((SECONDS_TO_RUN * 200)) -max_total_time=$((SECONDS_TO_RUN * 3)) \
    -print_final_stats=1 "$WORK/corpus" Fuzz/corpus \
    > "$WORK/fuzz.log" 2>&1; then
    show_failure "$WORK/fuzz.log"
    echo "fuzz-smoke: the fuzzer found a failure; the input is in $WORK/crashes/ (full log: $WORK/fuzz.log)" >&2
    exit 1
fi
grep -E "^#[0-9]+[[:space:]]+DONE|^stat::number_of_executed_units" "$WORK/fuzz.log" || true

# The edges: each target's seeds (from Traces/ and hand-written messages) replayed, then 20 inputs a second asked
# for, at most half of SECONDS each (they run at 150 inputs a second or more: about 50 s in all for 60).
for target in message session evemu libinput trace frames; do
    mkdir -p "$WORK/edges/$target"
    EDGE_OPTIONS=(-max_len=16384 -timeout=20 -rss_limit_mb=2048 -artifact_prefix="$WORK/crashes/$target-")
    echo "fuzz-smoke: $target: replaying $(find "Fuzz/edges/$target" -type f | wc -l) seeds, fuzzing $((SECONDS_TO_RUN * 20)) inputs"
    if ! TOUCHKIT_FUZZ_TARGET=$target "$BINARY" "${EDGE_OPTIONS[@]}" -seed=1 -runs=$((SECONDS_TO_RUN * 20)) \
        -max_total_time=$((SECONDS_TO_RUN / 2 + 1)) -print_final_stats=1 "$WORK/edges/$target" "Fuzz/edges/$target" \
        > "$WORK/$target.log" 2>&1; then
        show_failure "$WORK/$target.log"
        echo "fuzz-smoke: $target: the fuzzer found a failure; the input is in $WORK/crashes/ (full log: $WORK/$target.log)" >&2
        exit 1
    fi
done
echo "fuzz-smoke: passed"
