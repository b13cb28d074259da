"""What a golden file is, for the golden set's hash (``session.loaded.golden_digest``).

A golden file's identity is the sha256 of its YAML data without the prose fields, as JSON
with sorted keys: comments, layout, quoting and notes change nothing. A file that is not
valid YAML is hashed as its bytes (it fails to load: any change to it matters).

A case file's identity is worked out from the data the golden loader parsed
(``cases.read_case_file``) and kept in the parsed-golden cache's entry for that file, so
one parse serves both (until stop 68 each case file was parsed a second time, with
PyYAML's pure-Python loader, for its identity, which was kept in a cache folder of its
own); ``parsed_identity`` parses the bytes for the other files (the data files at the
golden set's root, a case file that fails to load), with PyYAML's safe loader over
libyaml as the golden loader (the pure-Python loader cost about 33M instructions a
session for the 2 KB of a ``families.yaml``, and some ten times libyaml's on a large
``pool.yaml``).
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

import yaml

from .yaml_files import safe_load

# Prose fields of the golden files (a case's ``notes``, the ``note`` of a pool, a dates
# file, a cascade or one of their entries): words for people, never read by a metric.
PROSE_KEYS = frozenset({"note", "notes"})
# What an identity looks like: ``data:`` or ``bytes:`` and a sha256.
IDENTITY = re.compile(r"(?:data|bytes):[0-9a-f]{64}")


def without_prose(data: Any) -> Any:
    """``data`` with every prose field (``PROSE_KEYS`` holding text) left out, at any depth."""
    if isinstance(data, dict):
        return {
            key: without_prose(value)
            for key, value in data.items()
            if not (key in PROSE_KEYS and (value is None or isinstance(value, str)))
        }
    if isinstance(data, list):
        return [without_prose(value) for value in data]
    return data


def data_identity(data: Any) -> str:
    """The identity of a file whose YAML data is ``data`` (as a safe loader builds it)."""
    text = json.dumps(
        without_prose(data), sort_keys=True, ensure_ascii=False, separators=(",", ":"), default=str
    )
    return "data:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


def parsed_identity(raw: bytes) -> str:
    """The identity of a file whose bytes are ``raw``, parsed here (PyYAML's safe loader,
    over libyaml when PyYAML has it and reads them as the pure-Python loader does:
    ``yaml_files.safe_load``, one identity on every machine); ``bytes:`` and their sha256
    when they are not valid YAML (a bad date: ValueError)."""
    try:
        data = safe_load(raw.decode("utf-8"))
    except (ValueError, RecursionError, yaml.YAMLError):
        return "bytes:" + hashlib.sha256(raw).hexdigest()
    return data_identity(data)
