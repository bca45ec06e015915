#!/usr/bin/env bash
# The performance guard (docs/Performance.md). Builds `touchkit-counts` in release, then for each
# operation counts
# - instructions per operation: callgrind with collection toggled on only inside the operation's `measuredOp_OP_`
#   function, at two call counts N1 < N2, (Ir(N2) − Ir(N1)) / (N2 − N1), so set-up and warm-up cancel out;
# - allocations per operation (and, for the memory operations, bytes kept per object): natively, with an LD_PRELOAD
#   counter (Benchmarks/PerfGuard/AllocationCounter) around each measured call, not under valgrind (valgrind's
#   allocator makes arrays grow differently, docs/Performance.md);
# with SWIFT_DETERMINISTIC_HASHING=1 so the counts repeat exactly. It compares them with the committed baseline
# (Benchmarks/perf-baseline.tsv) and fails when an operation's instructions grow by more than 3% or its allocations
# or bytes grow at all. It prints a table: baseline, now, the issue's target and whether it is met (targets are
# goals, they do not fail the guard).
#
#   scripts/perf-guard.sh                 measure every operation and compare (exit 1 on a regression)
#   scripts/perf-guard.sh --update        measure and rewrite the baseline on purpose (keeps its target columns);
#                                         commit it with the change that earned it
#   scripts/perf-guard.sh --only OP ...   only these operations (touchkit-counts --list names them)
#   scripts/perf-guard.sh --baseline F    compare with (or, with --update, write) F instead of the committed baseline
#   scripts/perf-guard.sh --self-test     proves the guard fails on a deliberate regression, once per criterion:
#                                         touchkit-counts adds about 1,400 instructions (20%, no allocation), then one
#                                         allocation (and a few hundred instructions) to movedSettings when
#                                         TOUCHKIT_COUNTS_INJECT_REGRESSION=movedSettings:instructions (:allocation);
#                                         the guard must exit 1 with the matching REGRESSION line each time
#
# Needs valgrind (installed on every machine of this kind; the script checks and says so) and the toolchain's
# clang (or cc) for the allocation counter. About two minutes after the release build on a 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."

baseline=Benchmarks/perf-baseline.tsv
threshold_percent=3
update=0
self_test=0
only=()
while [ $# -gt 0 ]; do
    case "$1" in
        --update) update=1 ;;
        --self-test) self_test=1 ;;
        --baseline) shift; baseline=$1 ;;
        --only) shift; while [ $# -gt 0 ] && [ "${1#--}" = "$1" ]; do only+=("$1"); shift; done; continue ;;
        *) echo "usage: scripts/perf-guard.sh [--update] [--self-test] [--baseline FILE] [--only OP ...]" >&2; exit 2 ;;
    esac
    shift
done

# The self-test: a deliberate regression must fail the guard, once for each criterion.
expect_regression() {
    local kind=$1 expected=$2 output status
    set +e
    output=$(TOUCHKIT_COUNTS_INJECT_REGRESSION="movedSettings:$kind" "$0" --baseline "$self_test_baseline" \
        --only movedSettings 2>&1)
    status=$?
    set -e
    echo "$output" | grep -v "^perf-guard: building\|^measured "
    if [ "$status" = 1 ] && grep -q "^REGRESSION movedSettings: .* $expected" <<<"$output"; then
        echo "perf-guard self-test: the injected $kind regression failed the guard (exit status 1), as it must"
    else
        echo "perf-guard self-test: FAILED: the injected $kind regression gave exit status $status, expected 1 and" \
            "a REGRESSION line for movedSettings's $expected" >&2
        exit 1
    fi
}
if [ "$self_test" = 1 ]; then
    echo "perf-guard self-test: deliberate regressions in movedSettings (touchkit-counts injects them) must fail it"
    # Against this build's own count, not the committed baseline: a baseline left above today's count (an
    # optimisation not yet re-baselined) would hide the injected regression.
    mkdir -p .build/perf-guard
    self_test_baseline=.build/perf-guard/self-test-baseline.tsv
    cp "$baseline" "$self_test_baseline"
    "$0" --baseline "$self_test_baseline" --update --only movedSettings > /dev/null
    expect_regression instructions "instructions, baseline"
    expect_regression allocation "allocations per operation"
    echo "perf-guard self-test: passed"
    exit 0
fi

if ! command -v valgrind > /dev/null; then
    echo "perf-guard: valgrind is not installed (apt-get install valgrind); it counts the instructions" >&2
    exit 2
fi
compiler=$(command -v clang || command -v cc || true)
if [ -z "$compiler" ]; then
    echo "perf-guard: no C compiler (clang or cc) to build the allocation counter" >&2
    exit 2
fi

work=.build/perf-guard
mkdir -p "$work"
echo "perf-guard: building touchkit-counts in release"
swift build -c release --product touchkit-counts > "$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 2; }
bin="$(swift build -c release --show-bin-path)/touchkit-counts"
[ -x "$bin" ] || { echo "perf-guard: the release build did not produce $bin" >&2; exit 2; }
shim="$work/libtouchkit-allocation-counter.so"
"$compiler" -O2 -shared -fPIC -o "$shim" Benchmarks/PerfGuard/AllocationCounter/allocation-counter.c

if [ ${#only[@]} -gt 0 ]; then operations=("${only[@]}"); else mapfile -t operations < <("$bin" --list); fi

# Each operation's function must be the one symbol its pattern matches, or the toggle counts wrong: every entry into
# a matching function toggles collection. Swift's function merging turns measured functions with alike bodies into
# thunks that jump to one shared function named after the first of them with a `Tm` suffix; callgrind follows the
# jump as a call, so a thunk's toggle covers it, but the pattern must not match the shared function too (it would
# toggle collection off again). Mangled function names end in `F`, so `*measuredOp_OP_*F` leaves `…Tm` out.
symbols=$(nm "$bin" | awk '$2 ~ /^[tT]$/ { print $3 }')
for op in "${operations[@]}"; do
    matches=$(grep -c -- "measuredOp_${op}_.*F\$" <<<"$symbols" || true)
    if [ "$matches" != 1 ]; then
        echo "perf-guard: $matches functions match measuredOp_${op}_ in $bin (expected exactly 1)" >&2
        exit 2
    fi
done

# Total instructions callgrind collected with OP's function toggled on, for N calls.
instructions() {
    local op=$1 calls=$2 out="$work/callgrind.$1.$2.out"
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out" --collect-atstart=no \
        --toggle-collect="*measuredOp_${op}_*F" "$bin" "$op" "$calls" > /dev/null 2> "$work/callgrind.$op.log" || {
        cat "$work/callgrind.$op.log" >&2
        exit 2
    }
    awk '/^(summary|totals):/ { print $2; exit }' "$out"
}

results="$work/results.tsv"
: > "$results"
for op in "${operations[@]}"; do
    case "$op" in
        memory*) n1=100; n2=300; native=1000 ;;
        *) n1=10; n2=30; native=200 ;;
    esac
    ir1=$(instructions "$op" "$n1")
    ir2=$(instructions "$op" "$n2")
    line=$(SWIFT_DETERMINISTIC_HASHING=1 LD_PRELOAD="$PWD/$shim" "$bin" "$op" "$native")
    allocations=$(sed -n 's/.* allocations=\([^ ]*\).*/\1/p' <<<"$line")
    bytes=$(sed -n 's/.* bytes=\([^ ]*\).*/\1/p' <<<"$line")
    [ -n "$allocations" ] || { echo "perf-guard: the allocation counter did not load: $line" >&2; exit 2; }
    if [ $((ir2 - ir1)) -lt $((20 * (n2 - n1))) ]; then
        echo "perf-guard: callgrind collected almost nothing for $op ($ir1, $ir2): is measuredOp_${op}_ called?" >&2
        exit 2
    fi
    awk -v op="$op" -v a="$ir1" -v b="$ir2" -v n1="$n1" -v n2="$n2" -v allocs="$allocations" -v bytes="$bytes" \
        'BEGIN { printf "%s\t%.0f\t%.2f\t%s\n", op, (b - a) / (n2 - n1), allocs,
                 (op ~ /^memory/ ? sprintf("%.0f", bytes) : "-") }' \
        >> "$results"
    echo "measured $op" >&2
done

# The table, the comparison and (with --update) the new baseline, in one awk pass over the baseline and results.
status=0
awk -F'\t' -v threshold="$threshold_percent" -v update="$update" -v newBaseline="$work/baseline.tsv" \
    -v baselineFile="$baseline" '
    # 12345.6 -> "12,346" (mawk has no thousands flag).
    function fmt(x,   s, out) {
        if (x == "-" || x == "") return "-"
        s = sprintf("%.0f", x); out = ""
        while (length(s) > 3 && substr(s, length(s) - 3, 1) ~ /[0-9]/) {
            out = "," substr(s, length(s) - 2) out; s = substr(s, 1, length(s) - 3)
        }
        return s out
    }
    function allocs(x) { return x == "-" || x == "" ? "-" : sprintf("%.2f", x) + 0 }
    # A target is a number, "-", or "F*OP": F times operation OP measured now (the hit-test floors).
    function target(t,   parts) {
        if (t == "-" || t == "") return ""
        if (split(t, parts, "*") == 2) return (parts[2] in now) ? parts[1] * now[parts[2]] : ""
        return t + 0
    }
    BEGIN {
        while ((getline line < baselineFile) > 0) {
            if (line ~ /^#/ || split(line, f, "\t") < 4) continue
            base[f[1]] = f[2]; baseAllocs[f[1]] = f[3]; baseBytes[f[1]] = f[4]
            targetIr[f[1]] = f[5]; targetAllocs[f[1]] = f[6]; targetBytes[f[1]] = f[7]
            order[++baseCount] = f[1]
        }
    }
    { now[$1] = $2; nowAllocs[$1] = $3; nowBytes[$1] = $4; measured[++count] = $1 }
    END {
        printf "%-22s %12s %12s %8s %7s %7s %9s %9s  %-24s %s\n", "operation", "instr base", "instr now", "change", \
            "allocs", "allocs", "bytes", "bytes", "target (instr, allocs, bytes)", "met?"
        printf "%-22s %12s %12s %8s %7s %7s %9s %9s\n", "", "", "", "", "base", "now", "base", "now"
        failed = 0
        for (i = 1; i <= count; i++) {
            op = measured[i]
            known = (op in base) && base[op] != "-"
            change = known && base[op] > 0 ? sprintf("%+.1f%%", (now[op] - base[op]) * 100 / base[op]) : "new"
            tIr = target(targetIr[op]); tAl = target(targetAllocs[op]); tBy = target(targetBytes[op])
            met = "-"
            if (tIr != "" || tAl != "" || tBy != "") {
                met = "yes"
                if (tIr != "" && now[op] > tIr) met = "no"
                if (tAl != "" && nowAllocs[op] > tAl) met = "no"
                if (tBy != "" && nowBytes[op] != "-" && nowBytes[op] > tBy) met = "no"
            }
            desc = (tIr == "" ? "-" : fmt(tIr)) ", " (tAl == "" ? "-" : tAl) ", " (tBy == "" ? "-" : tBy " B")
            printf "%-22s %12s %12s %8s %7s %7s %9s %9s  %-24s %s\n", op, known ? fmt(base[op]) : "-", fmt(now[op]), \
                change, known ? allocs(baseAllocs[op]) : "-", allocs(nowAllocs[op]), known ? baseBytes[op] : "-", \
                nowBytes[op], desc, met
            if (known) {
                if (now[op] > base[op] * (1 + threshold / 100)) {
                    regressions = regressions sprintf("REGRESSION %s: %s instructions, baseline %s (more than %d%%)\n",
                        op, fmt(now[op]), fmt(base[op]), threshold)
                }
                if (nowAllocs[op] > baseAllocs[op] + 0.005) {
                    regressions = regressions sprintf("REGRESSION %s: %s allocations per operation, baseline %s\n", \
                        op, allocs(nowAllocs[op]), allocs(baseAllocs[op]))
                }
                if (baseBytes[op] != "-" && nowBytes[op] > baseBytes[op] + 0) {
                    regressions = regressions sprintf("REGRESSION %s: %s bytes per object, baseline %s\n", \
                        op, nowBytes[op], baseBytes[op])
                }
            }
        }
        # Derived: what each further live recognizer on the path adds to a moved sample.
        if (("movedPath1" in now) && ("movedPath7" in now) && ("movedPath100" in now)) {
            printf "%-22s %12s %12s   (target <= 200 each)\n", "per live recognizer", "1 -> 7", \
                fmt((now["movedPath7"] - now["movedPath1"]) / 6)
            printf "%-22s %12s %12s\n", "", "7 -> 100", fmt((now["movedPath100"] - now["movedPath7"]) / 93)
        }
        if (update) {
            printf "%s\n%s\n%s\n%s\n",
                "# scripts/perf-guard.sh --update writes this file; edit only the target columns. Per operation:",
                "# callgrind instructions, allocations (native), bytes kept per object (memory operations), and the",
                "# targets of issues 20 and 37 (a number, - for none, or F*OP: F times operation OP as measured now).",
                "# operation\tinstructions\tallocations\tbytes\ttarget_instructions\ttarget_allocations\ttarget_bytes" \
                > newBaseline
            for (i = 1; i <= count; i++) {
                op = measured[i]
                printf "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", op, now[op], allocs(nowAllocs[op]), nowBytes[op], \
                    (op in targetIr) ? targetIr[op] : "-", (op in targetAllocs) ? targetAllocs[op] : "-", \
                    (op in targetBytes) ? targetBytes[op] : "-" > newBaseline
            }
            # Operations in the baseline that this run did not measure (--only) keep their lines.
            for (i = 1; i <= baseCount; i++) {
                op = order[i]
                if (!(op in now)) printf "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", op, base[op], baseAllocs[op], baseBytes[op], \
                    targetIr[op], targetAllocs[op], targetBytes[op] > newBaseline
            }
        }
        if (regressions != "") { printf "\n%s", regressions; exit 1 }
    }
' "$results" || status=$?

if [ "$update" = 1 ]; then
    cp "$work/baseline.tsv" "$baseline"
    echo "perf-guard: wrote $baseline (commit it with the change that earned it)"
    exit 0
fi
if [ "$status" != 0 ]; then
    echo "perf-guard: FAILED (instructions grew more than ${threshold_percent}% or allocations grew; if the change is" \
        "intended, run scripts/perf-guard.sh --update and commit the baseline with it)" >&2
    exit 1
fi
echo "perf-guard: no regression against $baseline"
