"""Files written whole: a reader in another thread or process sees the old bytes or the
new ones, never an empty or half-written file (an empty manifest read by one xdist worker
while another recorded failed a case as 'lost')."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from pytest_websearch_bench.atomic_files import write_whole
from pytest_websearch_bench.replay.manifest import Manifest, write_manifest


def test_a_reader_never_sees_a_partial_file(tmp_path: Path) -> None:
    path = tmp_path / "manifest.json"
    payloads = (b"a" * 300_000, b"b" * 200_000)
    write_whole(path, payloads[0])
    stop = threading.Event()

    def writer() -> None:
        turn = 0
        while not stop.is_set():
            write_whole(path, payloads[turn % 2])
            turn += 1

    thread = threading.Thread(target=writer)
    thread.start()
    try:
        seen = {path.read_bytes() for _ in range(3000)}
    finally:
        stop.set()
        thread.join()
    assert seen <= set(payloads)
    assert [p.name for p in tmp_path.iterdir()] == ["manifest.json"]  # no temporary left


def test_the_folder_is_made_and_a_failed_rename_leaves_nothing(tmp_path: Path) -> None:
    write_whole(tmp_path / "new" / "deep" / "file.json", b"{}")
    assert (tmp_path / "new" / "deep" / "file.json").read_bytes() == b"{}"
    (tmp_path / "taken").mkdir()
    (tmp_path / "taken" / "inside").write_text("x")
    with pytest.raises(OSError):
        write_whole(tmp_path / "taken", b"data")  # a non-empty folder cannot be replaced
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new", "taken"]


def test_the_manifest_is_written_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "manifest.json"
    path.write_text("old", encoding="utf-8")
    written: list[Path] = []
    original = Path.write_bytes

    def spy(self: Path, data: bytes) -> int:
        written.append(self)
        return original(self, data)

    monkeypatch.setattr(Path, "write_bytes", spy)
    write_manifest(Manifest.model_validate({"files": {}}), path)
    assert written and all(p != path for p in written)  # never truncated in place
    assert path.read_text(encoding="utf-8").startswith("{")
