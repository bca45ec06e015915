#!/usr/bin/env bash
# The long storm: plays SEEDS storm seeds (from FIRST, default 0) over all cores, with a progress line (seeds done,
# rate, failures so far), then prints the failing seeds; exits 1 if any seed broke an invariant or crashed.
#
#   scripts/storm.sh 100000            # seeds 0..<100000, one worker per core (STORM_JOBS=N to choose)
#   scripts/storm.sh 100000 5000000    # seeds 5000000..<5100000
#
# The worker (Storm/StormRunner.swift) is compiled with every TouchKit source by `swiftc -O -wmo`, with the
# engine's invariant check after every dispatch (`-D TOUCHKIT_CHECK_INVARIANTS`, `ArenaInvariants`), into
# .build-storm/touchkit-storm (rebuilt only when a source is newer; SwiftPM never builds it, so the package gains no
# product). A seed plays exactly as in `TouchStormTests`; replay one with
# `TOUCHKIT_STORM_SEED=SEED swift test --filter stormSeed`. A worker that crashes has its seed recorded and is
# restarted after it. Logs stay in .build-storm/run-*/ (one per worker).
set -euo pipefail
cd "$(dirname "$0")/.."

SEEDS="${1:?usage: scripts/storm.sh SEEDS [FIRST]}"
FIRST="${2:-0}"
JOBS="${STORM_JOBS:-$(nproc 2>/dev/null || echo 2)}"
SWIFTC="${SWIFTC:-swiftc}"
OUT_DIR=.build-storm
BINARY="$OUT_DIR/touchkit-storm"
mkdir -p "$OUT_DIR"

mapfile -t SOURCES < <(find Sources/TouchKit Storm -name '*.swift' | LC_ALL=C sort)
if [[ ! -x "$BINARY" || -n "$(find "${SOURCES[@]}" "$0" -newer "$BINARY" -print -quit)" ]]; then
    echo "storm: building $BINARY (swiftc -O -wmo, ${#SOURCES[@]} files)..." >&2
    "$SWIFTC" -O -wmo -parse-as-library -swift-version 6 -D TOUCHKIT_CHECK_INVARIANTS -module-name TouchKitStorm \
        -package-name TouchKit "${SOURCES[@]}" -o "$BINARY.tmp" 2> "$OUT_DIR/build.log" \
        || { cat "$OUT_DIR/build.log" >&2; exit 1; }
    mv "$BINARY.tmp" "$BINARY"
fi

RUN_DIR="$(mktemp -d "$OUT_DIR/run-XXXXXX")"
WORKERS=()
cleanup() { for pid in "${WORKERS[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT
trap 'exit 130' INT TERM

# One supervisor per range: runs the worker, and after a crash records the seed it was playing and goes on after it.
supervise() {
    local from=$1 end=$2 log=$3
    while (( from < end )); do
        local status=0 last
        "$BINARY" "$from" $((end - from)) >> "$log" 2>> "$log.stderr" || status=$?
        (( status == 0 )) && return 0
        last="$(grep '^s ' "$log" | tail -n 1 | cut -d' ' -f2)"
        [[ -n "$last" ]] || last=$from
        echo "C $last exit status $status" >> "$log"
        from=$((last + 1))
    done
    echo "E" >> "$log"
}

chunk=$(( (SEEDS + JOBS - 1) / JOBS ))
for (( job = 0; job < JOBS; job++ )); do
    from=$(( FIRST + job * chunk )); end=$(( from + chunk ))
    (( end > FIRST + SEEDS )) && end=$(( FIRST + SEEDS ))
    (( from >= end )) && continue
    : > "$RUN_DIR/worker-$job.log"
    supervise "$from" "$end" "$RUN_DIR/worker-$job.log" &
    WORKERS+=($!)
done

start=$SECONDS
progress() {
    local started=0 failures=0 running=0 log n
    for log in "$RUN_DIR"/worker-*.log; do
        n=$(grep -c '^s ' "$log" || true); started=$((started + n))
        n=$(grep -c '^[FC] ' "$log" || true); failures=$((failures + n))
        grep -q '^E$' "$log" || running=$((running + 1))
    done
    local done=$((started - running)) elapsed=$((SECONDS - start))
    (( done < 0 )) && done=0
    local rate=$(( elapsed > 0 ? done / elapsed : 0 ))
    local eta="-"
    (( rate > 0 )) && eta="$(( (SEEDS - done) / rate ))s"
    printf '\rstorm: %d/%d seeds, %d/s, %d failures, %ds elapsed, ETA %s   ' \
        "$done" "$SEEDS" "$rate" "$failures" "$elapsed" "$eta" >&2
}

while true; do
    alive=0
    for pid in "${WORKERS[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    progress
    (( alive )) || break
    sleep 5
done
wait
echo >&2

failed="$(cat "$RUN_DIR"/worker-*.log | grep '^[FC] ' || true)"
if [[ -n "$failed" ]]; then
    echo "storm: failing seeds (logs in $RUN_DIR):"
    echo "$failed" | cut -c1-300
    exit 1
fi
echo "storm: $SEEDS seeds from $FIRST, no failures, in $((SECONDS - start)) s ($JOBS workers)"
