#!/usr/bin/env python3
"""Every public symbol a target declares has a documentation comment (issue 15).

Reads the symbol graphs that `swift package generate-documentation` extracted for each target
(`.build/<triple>/extracted-symbols/<package>/<Target>/*.symbols.json`: the target's own
symbols and its extensions of other modules' types) and lists every symbol declared in the
target's sources (it has a source location: members inherited from protocols or synthesized
by the compiler have none) that has no documentation comment. Exits 1 when there is one, 2
when a target's symbol graph is missing (nothing was checked: that is not a pass).

    Scripts/doc_coverage.py MediaKind MediaKindIndex ...
"""

import glob
import json
import os
import sys


def graphs(target):
    """The newest extracted symbol graph files of `target`."""
    folders = glob.glob(os.path.join(".build", "*", "extracted-symbols", "*", target))
    if not folders:
        return []
    folder = max(folders, key=os.path.getmtime)
    return sorted(glob.glob(os.path.join(folder, "*.symbols.json")))


def undocumented(paths):
    """(symbol count, [(location, kind, name)]) for the symbols declared in sources."""
    count, missing = 0, []
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph["symbols"]:
            location = symbol.get("location")
            if not location:
                continue
            count += 1
            if symbol.get("docComment", {}).get("lines"):
                continue
            uri = location["uri"]
            source = uri[uri.find("/Sources/") + 1:] if "/Sources/" in uri else uri
            line = location["position"]["line"] + 1
            missing.append(("%s:%d" % (source, line), symbol["kind"]["displayName"], ".".join(symbol["pathComponents"])))
    return count, sorted(missing)


def main(targets):
    status = 0
    for target in targets:
        paths = graphs(target)
        if not paths:
            print("doc-coverage: %s: no symbol graph found (run generate-documentation first)" % target, file=sys.stderr)
            status = max(status, 2)
            continue
        count, missing = undocumented(paths)
        for location, kind, name in missing:
            print("%s: %s %s has no documentation comment" % (location, kind, name))
        print("doc-coverage: %s: %d public symbols, %d without a documentation comment" % (target, count, len(missing)))
        if missing:
            status = max(status, 1)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
