"""What the repository's bundled cassettes hold, for tests that read one recorded document."""

from __future__ import annotations

import json
from pathlib import Path

CASSETTES = Path(__file__).resolve().parents[1] / "cassettes"


def reader_output(provider: str, case_id: str, url_part: str, field: str = "raw_content") -> str:
    """The provider's recorded reader output (``field`` of the extract result whose URL holds
    ``url_part``) in ``cassettes/<provider>/extract/<case_id>.json``."""
    path = CASSETTES / provider / "extract" / f"{case_id}.json"
    cassette = json.loads(path.read_text(encoding="utf-8"))
    for interaction in cassette["interactions"]:
        body = json.loads(interaction["response"]["body"]["string"])
        for result in body.get("results", []):
            if url_part in result.get("url", ""):
                return str(result[field])
    raise AssertionError(f"{path}: no result whose URL holds {url_part!r}")
