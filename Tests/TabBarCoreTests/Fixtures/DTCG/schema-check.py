#!/usr/bin/env python3
"""Validates DTCG token files against the official 2025.10 JSON schema kept in schema/2025.10.

    python3 schema-check.py FILE...      exit 0 when every file is valid, 1 otherwise (each problem printed)

Needs the `jsonschema` package (4.18 or later, with `referencing`). The schema's files are registered under
their published https://www.designtokens.org/schemas/2025.10/ addresses, so nothing is fetched.
"""
import json
import pathlib
import sys

from jsonschema import Draft7Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT7

root = pathlib.Path(__file__).resolve().parent / "schema" / "2025.10"
base = "https://www.designtokens.org/schemas/2025.10/"
registry = Registry().with_resources(
    (base + path.relative_to(root).as_posix(), Resource.from_contents(json.loads(path.read_text()), default_specification=DRAFT7))
    for path in root.rglob("*.json")
)
validator = Draft7Validator(json.loads((root / "format.json").read_text()), registry=registry)
failed = False
for name in sys.argv[1:]:
    errors = list(validator.iter_errors(json.loads(pathlib.Path(name).read_text())))
    for error in errors:
        print(f"{name}: /{'/'.join(map(str, error.absolute_path))}: {error.message[:300]}")
    failed = failed or bool(errors)
    if not errors:
        print(f"{name}: valid DTCG 2025.10")
sys.exit(1 if failed else 0)
