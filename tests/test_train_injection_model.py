"""The training script's check of a member fitted on another commit's reading
(``benchmarks/train_injection_model.py``, ``FITTED_AT``): v13's shipped weights are compared by
their bytes, never refitted on this checkout's reading nor rewritten by a plain run."""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

import train_injection_model as tim  # noqa: E402


def test_the_shipped_v13_file_is_the_bytes_e3c08ea_fitted(
    capsys: pytest.CaptureFixture[str],
) -> None:
    commit, sha256 = tim.FITTED_AT["v13"]
    assert hashlib.sha256(tim.OUT["v13"].read_bytes()).hexdigest() == sha256
    assert tim.main(["--check", "--writers", "v13"]) == 0
    out = capsys.readouterr().out
    assert "is the bytes it fitted" in out and f"git worktree add --detach DIR {commit}" in out


def test_an_edited_v13_file_fails_the_check_and_a_plain_run_keeps_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    edited = tmp_path / "injection_model_v13.json"
    edited.write_bytes(tim.OUT["v13"].read_bytes() + b" ")
    monkeypatch.setitem(tim.OUT, "v13", edited)
    assert tim.main(["--check", "--writers", "v13"]) == 1
    assert "shipped weights DIFFER" in capsys.readouterr().out
    before = edited.read_bytes()
    assert tim.main(["--writers", "v13"]) == 1  # says it differs, reads and writes nothing
    assert edited.read_bytes() == before
    assert "kept as it is" in capsys.readouterr().out


def test_the_shipped_v22_file_is_the_bytes_a30929b_fitted(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """v23 reads one of v22's writers (heldout16) further: v22's member is checked by its
    bytes, as fitted on a30929b's reading, and never refitted here."""
    commit, sha256 = tim.FITTED_AT["v22"]
    assert commit == "a30929b"
    assert hashlib.sha256(tim.OUT["v22"].read_bytes()).hexdigest() == sha256
    assert tim.main(["--check", "--writers", "v22"]) == 0
    assert "is the bytes it fitted" in capsys.readouterr().out


def test_the_shipped_v30_file_is_the_bytes_637ffe8_fitted(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """v34's and v35's readers read some of v30's writers further than v29's did: refitted
    here, v30 gave other weights (``--check`` said DIFFER on v34's main, and a plain run would
    have rewritten the shipped file), so its member is checked by its bytes, as fitted on
    637ffe8's reading (where ``--check`` regenerated it exactly), and never refitted here."""
    commit, sha256 = tim.FITTED_AT["v30"]
    assert commit == "637ffe8"
    assert hashlib.sha256(tim.OUT["v30"].read_bytes()).hexdigest() == sha256
    assert tim.main(["--check"]) == 0  # every shipped member by its bytes, and the packed file
    out = capsys.readouterr().out
    assert out.count("is the bytes it fitted") == len(tim.SHIPPED_WRITERS)
    assert "injection_weights.bin: the shipped members' weights, packed" in out
