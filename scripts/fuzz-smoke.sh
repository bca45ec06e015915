#!/usr/bin/env bash
# CI's fuzzing smoke run: builds the fuzz target, replays every input in Fuzz/corpus/ and Fuzz/crashes/, then fuzzes
# for SECONDS (default 45) from a scratch copy of the corpus. Exits non-zero on any crash, broken invariant or
# timeout; never writes into the repository.
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

export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1}"
OPTIONS=(-max_len=1024 -timeout=20 -rss_limit_mb=2048 -artifact_prefix="$WORK/crashes/")

# Every kept input, including the crashes already fixed, must now pass: the corpus loaded as a corpus (-runs=0 runs
# each input once and stops), the crash inputs one by one.
# A failure without its stack trace (that stays in the log).
show_failure() {
    awk '/^Running:/ { last = $0 }
         /Fatal error|ERROR: (AddressSanitizer|libFuzzer)|ALARM/ { if (last != "") print last; last = ""; failure = 1 }
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
echo "fuzz-smoke: passed"
