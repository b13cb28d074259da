"""Where a run comes from: the suite's git commit, read without the network.

``git rev-parse HEAD`` (and ``git status`` for uncommitted changes to tracked files) run
in the suite's root directory with a timeout, no prompt, no optional locks and stdin
closed; neither command talks to a remote. When there is no commit to name (no git, not
a work tree, a timeout, an error) the commit is ``None`` with the reason.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from ..report.provenance import not_a_work_tree

GIT_TIMEOUT_S = 5.0


@dataclass(frozen=True)
class SuiteCommit:
    """The suite's commit (``sha``), whether tracked files differ from it (``dirty``), and
    why either is unknown (``reason``)."""

    sha: str | None
    dirty: bool | None
    reason: str | None = None


def _git(git: str, root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "GIT_TERMINAL_PROMPT": "0",
        "GIT_OPTIONAL_LOCKS": "0",
        "GIT_ASKPASS": "",
        "LC_ALL": "C",
    }
    return subprocess.run(
        [git, *args],
        cwd=root,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=GIT_TIMEOUT_S,
        check=False,
    )


def _first_line(text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines[0] if lines else "no message"


def suite_commit(root: Path) -> SuiteCommit:
    """The commit of the git work tree holding ``root``, or None with the reason."""
    git = shutil.which("git")
    if git is None:
        return SuiteCommit(None, None, "git is not installed on this machine")
    if not root.is_dir():
        return SuiteCommit(None, None, f"{root} is not a directory")
    try:
        head = _git(git, root, "rev-parse", "--verify", "--quiet", "HEAD")
        if head.returncode != 0:
            inside = _git(git, root, "rev-parse", "--is-inside-work-tree")
            if inside.returncode != 0:
                return SuiteCommit(None, None, not_a_work_tree(root, _first_line(inside.stderr)))
            return SuiteCommit(None, None, f"the git work tree at {root} has no commit yet")
        sha = head.stdout.strip()
        status = _git(git, root, "status", "--porcelain", "--untracked-files=no")
    except subprocess.TimeoutExpired:
        return SuiteCommit(None, None, f"git did not answer within {GIT_TIMEOUT_S:.0f} s")
    except OSError as exc:
        return SuiteCommit(None, None, f"git could not run: {exc}")
    dirty = None if status.returncode != 0 else bool(status.stdout.strip())
    reason = (
        None
        if dirty is not None
        else f"git status failed ({_first_line(status.stderr)}): uncommitted changes unknown"
    )
    return SuiteCommit(sha, dirty, reason)
