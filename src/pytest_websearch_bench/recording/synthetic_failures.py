"""What a re-recorded case does with its synthetic failure fixtures (classes 4-7 written
by ``ws-bench synthesize --failures-only`` under ``<provider>/errors/``).

Recording a case again replaces the case's files. A synthetic failure fixture of the
case is not the recording's to replace silently: the provider would lose that class
(``missing: 4`` in the next report) without anybody being told. So each is

* **kept** when it is still valid for the new recording: a 429, 5xx or timeout (4, 5,
  6) whose every request is one the new recording of that operation makes (replay
  plays it first and the retry is answered by the new recording), or any class whose
  source recording was kept unchanged;
* **dropped** otherwise (a partial, 7, is built from the previous recording's answer;
  a failure whose request the case no longer sends would never be played), and the
  drop is reported: the case, the class, the file, why, and the command that adds the
  class again.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import FixtureError
from ..replay.cassette import Cassette, load_cassette
from ..replay.matching import RequestKey, request_key
from ..replay.store import ERRORS_DIR

CLASS_NAMES = {4: "429", 5: "5xx", 6: "timeout", 7: "partial"}


@dataclass(frozen=True)
class DroppedFixture:
    provider: str
    case_id: str
    fixture_class: int
    file: str  # relative to the fixture root
    why: str

    @property
    def remedy(self) -> str:
        return f"ws-bench synthesize --failures-only --provider {self.provider}"

    def to_dict(self) -> dict[str, object]:
        return {
            "provider": self.provider,
            "case_id": self.case_id,
            "fixture_class": self.fixture_class,
            "file": self.file,
            "why": self.why,
            "remedy": self.remedy,
        }


def dropped_line(item: Mapping[str, object]) -> str:
    """One line of the end of a recording for a dropped synthetic fixture."""
    fixture_class = int(str(item["fixture_class"]))
    name = CLASS_NAMES.get(fixture_class, "?")
    return (
        f"  {item['provider']}: {item['case_id']} dropped its synthetic class {fixture_class} "
        f"({name}) fixture {item['file']} ({item['why']}); `{item['remedy']}` adds the class "
        "again"
    )


def _keys(cassette: Cassette) -> set[RequestKey]:
    return {
        request_key(i.request.method, i.request.uri, i.request.body) for i in cassette.interactions
    }


def _synthetic(root: Path, provider: str, case_id: str) -> dict[str, Cassette]:
    folder = root / provider / ERRORS_DIR
    try:
        names = sorted(n for n in os.listdir(folder) if n.startswith(f"{case_id}."))
    except OSError:
        return {}
    found = {}
    for name in names:
        try:
            cassette = load_cassette(folder / name)
        except FixtureError:
            continue  # not a cassette this bench wrote: the recording replaces it
        if (
            cassette.ws is not None
            and cassette.ws.synthetic
            and cassette.ws.fixture_class in CLASS_NAMES
        ):
            found[f"{provider}/{ERRORS_DIR}/{name}"] = cassette
    return found


def settle(
    root: Path,
    provider: str,
    case_id: str,
    written: Mapping[str, bytes | None],
    failed: Mapping[str, int],
) -> tuple[list[str], list[DroppedFixture]]:
    """(synthetic files to keep, synthetic files dropped) for a case recorded again.

    ``written``: the case's new files, relative path -> new bytes (None: kept as they
    are); ``failed``: the new files that hold a real failure, path -> their class."""
    keep: list[str] = []
    dropped: list[DroppedFixture] = []
    for relative, cassette in _synthetic(root, provider, case_id).items():
        assert cassette.ws is not None
        fixture_class = cassette.ws.fixture_class
        operation = cassette.ws.operation
        source = f"{provider}/{operation}/{case_id}.json"

        def drop(why: str, relative: str = relative, fixture_class: int = fixture_class) -> None:
            dropped.append(DroppedFixture(provider, case_id, fixture_class, relative, why))

        if relative in written:  # the recording met a real failure there
            if failed.get(relative) != fixture_class:
                drop(f"replaced by the recording's real class {failed.get(relative, 1)} answer")
            continue
        if source in written and written[source] is None:
            keep.append(relative)  # its source recording is unchanged: still valid
            continue
        if fixture_class == 7:
            drop("built from the previous recording's answer, which this recording replaced")
            continue
        data = written.get(source)
        if data is None:
            drop(f"the case records no {operation} answer now to retry into")
            continue
        try:
            new = Cassette.model_validate_json(data)
        except ValueError:
            drop(f"the new {source} cannot be read back")
            continue
        if _keys(cassette) <= _keys(new):
            keep.append(relative)
        else:
            drop(f"its request is not the one the case sends now ({source} changed)")
    return keep, dropped


def collect_dropped(
    plan: Mapping[str, Any], outcome: Callable[[str, str], Mapping[str, Any] | None]
) -> list[dict[str, Any]]:
    """The synthetic fixtures the recording of ``plan`` dropped, from each case's
    outcome (``outcome(provider, case_id)``), in provider and case order."""
    found: list[dict[str, Any]] = []
    for provider, block in sorted(plan["providers"].items()):
        for case_id in sorted(block["cases"]):
            done = outcome(provider, case_id) or {}
            recorded = done.get("recorded") or {}
            found.extend(dict(item) for item in recorded.get("synthetic_dropped", []))
    return found
