#!/usr/bin/env bash
# CI's fuzzing smoke run: builds the fuzz target, replays every input in Fuzz/corpus/ and Fuzz/crashes/, then fuzzes
# for SECONDS (default 45) from a scratch copy of the corpus. Exits non-zero on any crash, broken invariant or
# timeout; never writes into the repository.
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

# Every kept input, including the crashes already fixed, must now pass.
REPLAY=(Fuzz/corpus)
[[ -d Fuzz/crashes ]] && [[ -n "$(ls -A Fuzz/crashes)" ]] && REPLAY+=(Fuzz/crashes/*)
echo "fuzz-smoke: replaying $(find "${REPLAY[@]}" -type f | wc -l) inputs"
if ! "$BINARY" "${OPTIONS[@]}" -runs=0 "${REPLAY[@]}" > "$WORK/replay.log" 2>&1; then
    grep -E "Running:|Fatal error|ERROR|violat|^[A-Za-z].*#[0-9]+:" "$WORK/replay.log" | tail -n 40 >&2
    echo "fuzz-smoke: a kept input fails (full log: $WORK/replay.log)" >&2
    exit 1
fi

echo "fuzz-smoke: fuzzing for $SECONDS_TO_RUN s"
if ! "$BINARY" "${OPTIONS[@]}" -max_total_time="$SECONDS_TO_RUN" -print_final_stats=1 "$WORK/corpus" Fuzz/corpus \
    > "$WORK/fuzz.log" 2>&1; then
    grep -v "^    #" "$WORK/fuzz.log" | tail -n 40 >&2
    echo "fuzz-smoke: the fuzzer found a failure; the input is in $WORK/crashes/ (full log: $WORK/fuzz.log)" >&2
    exit 1
fi
grep -E "^#[0-9]+ +DONE|^stat::number_of_executed_units" "$WORK/fuzz.log" || true
echo "fuzz-smoke: passed"
