#!/usr/bin/env bash
# Unsafe constructs (Unmanaged, unowned(unsafe), unsafe pointers and casts) only inside the fenced types that
# CONTRIBUTING.md, "Unsafe code", lists: prints every other occurrence and fails when there is one.
set -euo pipefail
cd "$(dirname "$0")/.."
found="$(grep -rnE 'Unmanaged|unowned\(unsafe\)|Unsafe[A-Za-z]*Pointer|withUnsafe|unsafe(BitCast|Downcast|Address|MutableAddress|lyUnwrapped)|_withUnsafeGuaranteedRef|nonisolated\(unsafe\)' Sources/ \
    | grep -vE '^Sources/TouchKit/Support/(UnownedReference|ObjectList|UnretainedWalk|Unmanaged\+Unretained|IdentityLookup|LentElements|PlainValueBuffer|KnownDowncast)\.swift:|^Sources/TouchKitEvdev/EvdevDeviceFile\.swift:' \
    | grep -v 'targetContentOffset: UnsafeMutablePointer<CGPoint>' || true)"
if [[ -n "$found" ]]; then
    echo "$found" >&2
    echo "check-unsafe: unsafe code outside the fenced types (CONTRIBUTING.md, \"Unsafe code\")" >&2
    exit 1
fi
echo "check-unsafe: unsafe code only inside the fenced types"
