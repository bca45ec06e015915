#!/usr/bin/env python3
"""UIKit API coverage: how many of the UIKit touch-handling symbols in scope TouchKit provides.

The symbols in scope are listed in scripts/api-coverage/uikit-touch-api.txt (how that list was made is written at its
top). What TouchKit provides is read from the TouchKit module's symbol graph (swift-symbolgraph-extract on the debug
build's module: run `swift build --target TouchKit` first; the script builds it when the module is missing).

    scripts/api-coverage.py              covered/total, then the missing symbols
    scripts/api-coverage.py --check      also fails when README.md or docs/Porting.md quotes another figure, or when a
                                         public member of a UIKit-named type that is not UIKit's lacks "TouchKit only:"
    scripts/api-coverage.py --touchkit-only   lists the public members of UIKit-named types that UIKit does not have
"""
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIST = os.path.join(ROOT, "scripts", "api-coverage", "uikit-touch-api.txt")
# Types whose names are UIKit's (or Core Animation's, Foundation's, Core Graphics') in TouchKit's public API.
UIKIT_NAMED = re.compile(r"^(UI|CA|NS|CG|IndexPath)")
# Members every NSObject, OptionSet or RawRepresentable has: not counted either way.
PROTOCOL_PLUMBING = {
    "hash", "hashValue", "description", "debugDescription", "isEqual(_:)", "init(rawValue:)", "rawValue",
    "hash(into:)", "encode(to:)", "init(from:)", "isKind(of:)", "isMember(of:)", "init()",
}
# TouchKit-only members whose doc comments are not marked yet, each with the reason (a folder another branch owned
# this session): the check lists them but does not fail on them.
FIGURE = re.compile(r"(\d+) of the (\d+) UIKit touch-handling symbols")


def read_list(name=LIST):
    symbols = []
    with open(name) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                symbols.append(line)
    return symbols


def symbol_graph():
    """TouchKit's public symbols: {path: first line of the doc comment} (overrides and synthesized members left out)."""
    modules = os.path.join(ROOT, ".build", "debug", "Modules")
    if not os.path.exists(os.path.join(modules, "TouchKit.swiftmodule")):
        subprocess.run(["swift", "build", "--target", "TouchKit"], cwd=ROOT, check=True)
    triple = subprocess.run(
        ["swift", "-print-target-info"], capture_output=True, text=True, check=True)
    triple = json.loads(triple.stdout)["target"]["triple"]
    provided = {}
    with tempfile.TemporaryDirectory() as out:
        subprocess.run(
            ["swift-symbolgraph-extract", "-module-name", "TouchKit", "-target", triple, "-I", modules,
             "-output-dir", out, "-minimum-access-level", "public"], check=True)
        for name in sorted(os.listdir(out)):
            graph = json.load(open(os.path.join(out, name)))
            overriding = {r["source"] for r in graph["relationships"] if r["kind"] == "overrides"}
            for symbol in graph["symbols"]:
                precise = symbol["identifier"]["precise"]
                if "::SYNTHESIZED::" in precise or precise in overriding:
                    continue
                if symbol["kind"]["identifier"] == "swift.func.op":
                    continue
                path = ".".join(symbol["pathComponents"])
                lines = symbol.get("docComment", {}).get("lines", [])
                provided.setdefault(path, lines[0]["text"].strip() if lines else "")
    return provided


def main(argv):
    listed = read_list()
    provided = symbol_graph()
    covered = [s for s in listed if s in provided]
    missing = [s for s in listed if s not in provided]
    total = len(listed)
    percent = 100 * len(covered) // total
    figure = f"{len(covered)} of the {total} UIKit touch-handling symbols"
    print(f"API coverage: {figure} in scope ({percent}%)")
    listed_set = set(listed)
    def is_touchkit_only(path):
        return (UIKIT_NAMED.match(path) and "." in path and path not in listed_set
                and path.rsplit(".", 1)[-1] not in PROTOCOL_PLUMBING)
    # A member of a TouchKit-only type (a nested type's properties) is said to be TouchKit's by its type's comment.
    touchkit_only = sorted(
        path for path in provided
        if is_touchkit_only(path) and not (path.rsplit(".", 1)[0] in provided and is_touchkit_only(path.rsplit(".", 1)[0])))
    if "--touchkit-only" in argv:
        for path in touchkit_only:
            print(f"  TouchKit only: {path}")
        return 0
    print("missing:")
    for symbol in missing:
        print(f"  {symbol}")
    if "--check" not in argv:
        return 0
    failed = False
    for document in ("README.md", os.path.join("docs", "Porting.md")):
        text = open(os.path.join(ROOT, document)).read()
        quoted = FIGURE.search(text)
        if not quoted or quoted.group(0) != figure:
            print(f"api-coverage: {document} must say \"{figure}\" "
                  f"(it says {quoted.group(0) if quoted else 'nothing'!r})", file=sys.stderr)
            failed = True
    unmarked = [path for path in touchkit_only if not provided[path].startswith("TouchKit only:")]
    for path in unmarked:
        print(f"api-coverage: {path} is not UIKit's: its doc comment must start \"TouchKit only:\"", file=sys.stderr)
    return 1 if failed or unmarked else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
