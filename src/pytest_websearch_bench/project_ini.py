"""The pytest configuration file of a project, read without pytest (the command line
must not import it): ``ws-bench manifest`` reads ``ws_endpoints`` as a pytest run in
that project would. TOML files are read on Python 3.11+ (``tomllib``); on 3.10 they
count as found with no value (the endpoint is then given with ``--endpoint``)."""

from __future__ import annotations

import configparser
import importlib
from pathlib import Path
from typing import Any


def ini_lines(start: Path, key: str) -> tuple[list[str], Path | None]:
    """The lines of ini key ``key`` of the pytest configuration file that governs
    ``start`` (the first of pytest's files found from ``start`` up, as pytest looks for
    it), and that file; ``([], None)`` when there is none. For the command line, which
    must read ``ws_endpoints`` as a pytest run in that project would (without pytest)."""
    for folder in (start, *start.parents):
        for name in ("pytest.toml", ".pytest.toml", "pytest.ini", ".pytest.ini"):
            path = folder / name
            if path.is_file():
                if name.endswith(".toml"):
                    return _toml_lines(path, ("pytest",), key), path
                return _cfg_lines(path, ("pytest",), key), path
        pyproject = folder / "pyproject.toml"
        if pyproject.is_file():
            tool = _toml(pyproject).get("tool", {})
            section = tool.get("pytest") if isinstance(tool, dict) else None
            if isinstance(section, dict):
                options = section.get("ini_options")
                chosen = options if isinstance(options, dict) else section
                return _listed(chosen.get(key)), pyproject
        for name, section_name in (("tox.ini", "pytest"), ("setup.cfg", "tool:pytest")):
            path = folder / name
            if path.is_file():
                parser = configparser.ConfigParser(interpolation=None)
                try:
                    parser.read(path, encoding="utf-8")
                except (OSError, configparser.Error):
                    continue
                if parser.has_section(section_name):
                    return _listed(parser.get(section_name, key, fallback=None)), path
    return [], None


def _cfg_lines(path: Path, sections: tuple[str, ...], key: str) -> list[str]:
    parser = configparser.ConfigParser(interpolation=None)
    try:
        parser.read(path, encoding="utf-8")
    except (OSError, configparser.Error):
        return []
    for section in sections:
        if parser.has_section(section):
            return _listed(parser.get(section, key, fallback=None))
    return []


def _toml_lines(path: Path, sections: tuple[str, ...], key: str) -> list[str]:
    data = _toml(path)
    for section in sections:
        block = data.get(section)
        if isinstance(block, dict):
            return _listed(block.get(key))
    return []


def _listed(raw: object) -> list[str]:
    lines = raw.splitlines() if isinstance(raw, str) else raw if isinstance(raw, list) else []
    return [str(x).strip() for x in lines if str(x).strip()]


def _toml(path: Path) -> dict[str, Any]:
    try:
        tomllib = importlib.import_module("tomllib")  # Python 3.11+
    except ImportError:  # pragma: no cover - Python 3.10
        return {}
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}
