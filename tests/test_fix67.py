"""A reviewer's findings on stop 67's path and merge changes (fix67).

* an interrupted recording's re-run command, built from the run file (the rootdir's
  frame), says it is pasted in the rootdir when pytest was run elsewhere;
"""

from __future__ import annotations

from typing import Any

# -- 1. the interrupted recording's command says where it is pasted -------------------------


def _interrupted(started_in: str) -> dict[str, Any]:
    """A run file's fields ``partial_lines`` reads: a recording interrupted after one case,
    run in ``started_in`` (relative to the rootdir) on the positional path ``tests``."""
    return {
        "stopped_early": {"cause": "an interrupt (Ctrl-C)", "items_ran": 1, "items_selected": 3},
        "selection": {"selected": 3},
        "recording": {
            "interrupted": True,
            "spent_usd": 0.01,
            "providers": {"tavily": {"recorded": 1, "left": 2}},
        },
        "provenance": {"record_args": ["tests"], "started_in": started_in},
    }


def test_interrupted_recording_command_run_in_a_sub_folder_says_from_the_rootdir() -> None:
    """``cd tests && pytest --ws-record=new``, Ctrl-C: the command (``... tests``, the run
    file's rootdir frame) failed pasted in tests/; it says it is pasted in the rootdir."""
    from pytest_websearch_bench.plugin.partial import partial_lines

    (line,) = (x for x in partial_lines(_interrupted("tests")) if "was interrupted" in x)
    assert "--ws-record=new tests` from the rootdir (this run was started in tests) (" in line


def test_interrupted_recording_command_run_in_the_rootdir_adds_no_note() -> None:
    from pytest_websearch_bench.plugin.partial import partial_lines

    (line,) = (x for x in partial_lines(_interrupted(".")) if "was interrupted" in x)
    assert "--ws-record=new tests` (with this run's other options) records the rest" in line
    assert "from the rootdir" not in line
