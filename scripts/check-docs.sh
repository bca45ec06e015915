#!/usr/bin/env bash
# Builds the documentation of the libraries users import (TouchKit with its catalog Sources/TouchKit/TouchKit.docc,
# TouchKitTesting, TouchKitPictures) with warnings as errors, so a broken symbol link, a bad article or a missing
# resource fails; then fails if a public symbol has no abstract (no `///` summary), listing them. A link to another
# module's symbol cannot resolve: write it in code voice (`UIView.center`), not as a symbol link.
#
# Usage: scripts/check-docs.sh
# Preview while writing: swift package --disable-sandbox preview-documentation --target TouchKit
#
# The abstract check reads DocC's experimental coverage report (documentation-coverage.json). Synthesized symbols
# (Equatable's ==, OptionSet's set algebra) are left out, and so are pages DocC makes itself: extended modules and
# types of other modules (Foundation's CGPoint...), "…-Implementations" collection groups, and articles (DocC
# checks those itself).
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(TouchKit TouchKitTesting TouchKitPictures)
target_options=()
for target in "${targets[@]}"; do target_options+=(--target "$target"); done
swift package generate-documentation "${target_options[@]}" --warnings-as-errors \
    --experimental-skip-synthesized-symbols --enable-inherited-docs \
    --experimental-documentation-coverage --coverage-summary-level brief

python3 - "${targets[@]/#/.build/plugins/Swift-DocC/outputs/}" <<'PY'
import json, re, sys
skipped_kinds = {"Extended Module", "Extended Structure", "Extended Class", "Extended Enumeration",
                 "Extended Protocol", "CollectionGroup", "Article"}
entries = [entry for archive in sys.argv[1:]
           for entry in json.load(open(archive + ".doccarchive/documentation-coverage.json"))]
missing = sorted(re.sub(r"^doc://[^/]*/documentation/", "", entry["referencePath"])
                 for entry in entries
                 if not entry["hasAbstract"] and entry["kind"]["name"] not in skipped_kinds)
if missing:
    print(f"check-docs: {len(missing)} public symbols without a doc comment summary:")
    for path in missing:
        print("  " + path)
    sys.exit(1)
print(f"check-docs: all {len(entries)} documented symbols and pages have an abstract")
PY
