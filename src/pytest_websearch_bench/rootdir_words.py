"""Why pytest's rootdir is where it is, for the messages about a default path read from it
(``golden/``, ``cassettes/``) that does not exist there (walkthrough 69: ``pytest -c
/dev/null golden`` roots the session at ``golden/``; from a sub-folder of a project with no
ini file pytest roots it at the sub-folder). Built from what the run file keeps of the
command line (``BenchConfig.invocation``) and the ini file pytest read, so it knows no
pytest."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .errors import override_args, shell_words

if TYPE_CHECKING:
    from .config import BenchConfig

_INI_NAMES = "pytest.ini, .pytest.ini, pyproject.toml, tox.ini or setup.cfg"


@dataclass(frozen=True)
class _Invocation:
    """The words of ``BenchConfig.invocation``: positional paths, ``--rootdir``, ``-c``."""

    paths: tuple[str, ...]
    rootdir: str | None
    ini: str | None

    @classmethod
    def of(cls, words: tuple[str, ...]) -> _Invocation:
        paths: list[str] = []
        rootdir = ini = None
        skip = False
        for index, word in enumerate(words):
            if skip:
                skip = False
                continue
            if word in ("-c", "-o"):
                skip = True
                if word == "-c" and index + 1 < len(words):
                    ini = words[index + 1]
            elif word.startswith("--rootdir="):
                rootdir = word.partition("=")[2]
            else:
                paths.append(word)
        return cls(tuple(paths), rootdir, ini)


def rootdir_why(config: BenchConfig) -> str:
    """``the rootdir R, ...`` with how pytest chose it: ``--rootdir``, the ini file's
    folder, or (no ini file: none found, or ``-c`` named no regular file) the common
    ancestor of the paths given or the folder pytest was run in (pytest's
    ``determine_setup``)."""
    root = config.rootdir
    given = _Invocation.of(config.invocation)
    if given.rootdir is not None:
        return f"the rootdir {root}, given with --rootdir"
    if config.ini_path is not None:
        return f"the rootdir {root}, the folder of the ini file {config.ini_file} pytest read"
    if given.ini is not None:
        no_ini = f"-c {given.ini} is no ini file"
    else:
        no_ini = f"it found no ini file ({_INI_NAMES}) there or above"
    if given.ini is not None and _same(root, (config.here / given.ini).parent):
        chosen = f"the folder of -c {given.ini}"  # pytest < 9.2: /dev for -c /dev/null
    elif given.ini is None and (root / "setup.py").is_file():
        chosen = "the folder of its setup.py"
    elif given.paths and not _same(root, config.here):
        chosen = f"the common ancestor of the paths given ({', '.join(given.paths)})"
    else:
        chosen = f"the folder pytest was run in ({config.here})"
    return f"the rootdir {root}, which pytest took from {chosen}: {no_ini}"


def _same(one: Path, other: Path) -> bool:
    try:
        return one.resolve() == other.resolve()
    except OSError:
        return one == other


def _relative(path: Path, here: Path) -> str:
    try:
        return Path(os.path.relpath(path, here)).as_posix()
    except ValueError:  # another drive
        return str(path)


def _project_above(here: Path, holds: str) -> Path | None:
    """The nearest of ``here`` and its parents holding the folder ``holds``
    (``golden/cases``, ``cassettes``)."""
    for folder in (here, *here.parents):
        if (folder / holds).is_dir():
            return folder
    return None


def golden_remedy(config: BenchConfig) -> str | None:
    """For a default golden set that does not exist: the command that runs the golden set
    found in the folder pytest was run in or above it, from there (``pytest ../golden
    ...``: with no ini file pytest then roots the session where that golden set is, the
    same command as for a golden set outside what pytest collects; ``--rootdir`` added
    when pytest would not: ``-c`` or ``--rootdir`` given, or an ini file read). None when
    there is none."""
    here = config.here
    project = _project_above(here, "golden/cases")
    if project is None or _same(project, config.rootdir):
        return None
    given = _Invocation.of(config.invocation)
    words = ["pytest"]
    if given.ini is not None:
        words.extend(["-c", given.ini])
    if given.ini is not None or given.rootdir is not None or config.ini_path is not None:
        words.append(f"--rootdir={_relative(project, here)}")
    words.append(_relative(project / "golden", here))
    context = config.record_context
    words.extend(context.options(",".join(config.providers), config.record, judge=config.judge))
    if config.record == "none":
        words.remove("--ws-record=none")
    words.extend(word for pair in override_args(context.args) for word in ("-o", "=".join(pair)))
    return (
        f"a golden set is at {project / 'golden'}: run `{shell_words(words)}` "
        f"(pytest then takes {project} for the rootdir, where the defaults golden/ and "
        "cassettes/ are read from)"
    )


def cassettes_remedy(config: BenchConfig) -> str:
    """For a replay whose default ``cassettes/`` does not exist under the rootdir: the
    fixture tree in the folder pytest was run in or above it, with ``--ws-cassettes`` or
    ``--rootdir``; else, for a project that recorded nothing yet, the command that records
    it."""
    here = config.here
    command = config.record_command(",".join(config.providers))
    record = f"if nothing is recorded yet, record it with `{command}` and the providers' keys"
    project = _project_above(here, "cassettes")
    if project is None or _same(project / "cassettes", config.cassettes):
        return f"{record}; if your recordings are elsewhere, pass --ws-cassettes=PATH"
    found = _relative(project / "cassettes", here)
    return (
        f"pass --ws-cassettes={found} (recordings are at {project / 'cassettes'}), or "
        f"--rootdir={_relative(project, here)} to read the defaults from {project}"
    )
