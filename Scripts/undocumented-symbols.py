#!/usr/bin/env python3
"""Lists public declarations in our sources that have no doc comment, from the symbol graphs that
`swift package generate-documentation` extracts (.build/*/extracted-symbols/*/MODULE/*.symbols.json).

Symbols the compiler synthesises or that come from a protocol's default implementation have no
location in our sources and are not ours to document; everything declared in Sources/ is
(extension blocks aside: their members carry the documentation).
It also refuses a public type named like its module (issue 29): `TabBarHost.TabBarKitStore` must resolve to the
module's type, and an app can only disambiguate its own names from ours with the module name when no type of
ours shadows the module.
Usage: Scripts/undocumented-symbols.py MODULE... ; exits 1 and prints each one when any is found."""
import glob
import json
import os
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
missing = []
for module in sys.argv[1:]:
    files = glob.glob(os.path.join(root, ".build", "*", "extracted-symbols", "*", module, "*.symbols.json"))
    if not files:
        print(f"error: no symbol graph for {module}; run generate-documentation first", file=sys.stderr)
        sys.exit(2)
    for path in files:
        with open(path, encoding="utf-8") as f:
            graph = json.load(f)
        for symbol in graph.get("symbols", []):
            uri = symbol.get("location", {}).get("uri", "")
            if symbol.get("accessLevel") not in ("public", "open") or "/Sources/" not in uri:
                continue
            if symbol.get("pathComponents") == [module]:
                line = symbol["location"]["position"]["line"] + 1
                file = uri.split("/Sources/", 1)[1]
                missing.append(f"Sources/{file}:{line}: {module} is a public type named like its module")
            if symbol.get("kind", {}).get("identifier") == "swift.extension":
                continue  # an extension block: its members carry the documentation
            if not symbol.get("docComment", {}).get("lines"):
                line = symbol["location"]["position"]["line"] + 1
                file = uri.split("/Sources/", 1)[1]
                missing.append(f"Sources/{file}:{line}: {'.'.join(symbol['pathComponents'])} has no doc comment")
for entry in sorted(set(missing)):
    print(entry)
print(f"{len(set(missing))} undocumented public declarations or types named like their module")
sys.exit(1 if missing else 0)
