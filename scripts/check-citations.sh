#!/usr/bin/env bash
# Checks that what the code cites is in the repository:
# - every `docs/UIKitFacts.md, "Section"` citation names a heading of docs/UIKitFacts.md;
# - no comment still cites the old sources a clone does not have (UIKIT_FACTS, PERFORMANCE.md) or calls a WWDC talk
#   a "seed" ("seed" is only a storm or fuzz seed; the talks are named by year, e.g. "the 2014 talk");
# - every relative link in README.md, CONTRIBUTING.md and docs/*.md points at a file that exists.
# Prints each problem with its file and line, and exits 1 if there is any.
#
# Usage: scripts/check-citations.sh
set -euo pipefail
cd "$(dirname "$0")/.."

python3 - <<'PY'
import os, re, subprocess, sys

problems = []
sheet = "docs/UIKitFacts.md"
headings = {m.group(1).strip() for m in re.finditer(r"^#{2,4} (.+)$", open(sheet).read(), re.M)}

files = subprocess.run(["git", "ls-files", "Sources", "Tests", "Benchmarks", "Storm", "Fuzz", "scripts", ".ci",
                        "Package.swift"], capture_output=True, text=True, check=True).stdout.split()
citation = re.compile(r'docs/UIKitFacts\.md, "([^"]+)"')
stale = re.compile(r'UIKIT_FACTS|PERFORMANCE\.md|\b(?:19|20)\d\d seeds?\b|\[seeds?\b|seeds? (?:19|20)\d\d\b|seed demo')
for path in files:
    if path == "scripts/check-citations.sh" or not os.path.isfile(path):
        continue
    try:
        lines = open(path, encoding="utf-8").read().splitlines()
    except UnicodeDecodeError:
        continue
    for number, line in enumerate(lines, 1):
        for name in citation.findall(line):
            if name not in headings:
                problems.append(f'{path}:{number}: cites "{name}", which is not a heading of {sheet}')
        if stale.search(line):
            problems.append(f"{path}:{number}: stale citation: {line.strip()}")

docs = ["README.md", "CONTRIBUTING.md"] + sorted("docs/" + name for name in os.listdir("docs") if name.endswith(".md"))
for path in docs:
    for number, line in enumerate(open(path, encoding="utf-8").read().splitlines(), 1):
        for target in re.findall(r"\]\(([^)#\s]+)", line):
            if "://" in target:
                continue
            if not os.path.exists(os.path.join(os.path.dirname(path), target)):
                problems.append(f"{path}:{number}: broken link to {target}")

for problem in problems:
    print(problem)
if problems:
    print(f"check-citations: {len(problems)} problems", file=sys.stderr)
    sys.exit(1)
print(f"check-citations: every citation resolves ({len(headings)} headings in {sheet})")
PY
