"""Warnings about the user's golden set, at the user's file and line.

``config.issue_config_time_warning`` names the frame that called it: pytest's warnings
summary then pointed at the plugin's own source line (``plugin/__init__.py:278`` and
that line of code), never at the golden file to fix. Here the warning is issued with
``warnings.warn_explicit`` at the golden file and the line of the case or category it
is about, under the same filters pytest applies to configuration-time warnings (the
ini's ``filterwarnings``, then ``-W``), and recorded through the same hook, so the
summary shows ``golden/categories.yaml:4`` and that line of YAML. A filter that turns a
``BenchWarning`` into an error (``-W error::pytest_websearch_bench.errors.BenchWarning``)
stops the session with a usage error naming the file, the line and the remedy (pytest's
own mechanism raised it out of ``pytest_configure``: an INTERNALERROR traceback).

Issued by the controller only, so once under xdist. (A pytest without the filter function
this borrows from ``_pytest.config`` gets pytest's own ``issue_config_time_warning``.)
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Collection, Sequence
from pathlib import Path
from typing import Any

import pytest

from ..errors import BenchError, BenchWarning


def _filters() -> Callable[[Any, Any], None] | None:
    """What applies the warning filters pytest applies to a configuration-time warning
    (pytest 6.0 to 9.2 name it so); None when this pytest has no such function."""
    try:
        from _pytest.config import apply_warning_filters  # issue_config_time_warning's
    except ImportError:
        return None
    return apply_warning_filters


# Set when a filter turned a BenchWarning into an error (a usage error): the session's end
# then writes no run file and reports no verdict, as before any item ran.
WARNING_ERROR_KEY = pytest.StashKey[bool]()


def warn_at(config: pytest.Config, message: str, path: Path, line: int | None) -> None:
    """Issue a ``BenchWarning`` about the user's file ``path`` (at ``line``, 1-based; the
    file's first line when not known), as pytest issues a configuration-time warning.

    A ``path`` that is no file (one the message asks to create) is not a location: the
    warning is located at the nearest folder that exists, line 0 (no line of it), as
    pytest would otherwise print ``golden/categories.yaml:1`` with no source under it."""
    if config.pluginmanager.is_blocked("warnings"):
        return
    warning = BenchWarning(message)
    lineno = line or 1
    if not path.is_file():
        path, lineno = _existing_folder(path), 0
    apply_filters = _filters()
    if apply_filters is None:
        config.issue_config_time_warning(warning, stacklevel=3)  # at the caller's line
        return
    with warnings.catch_warnings(record=True) as records:
        warnings.simplefilter("always", BenchWarning)
        apply_filters(
            config.getini("filterwarnings"), config.known_args_namespace.pythonwarnings or []
        )
        try:
            warnings.warn_explicit(warning, BenchWarning, str(path), lineno)
        except BenchWarning:
            config.stash[WARNING_ERROR_KEY] = True
            raise pytest.UsageError(
                f"{path}{f':{lineno}' if lineno else ''}: {message} [a BenchWarning, turned into an error by -W or "
                "filterwarnings]"
            ) from None
    if records:
        config.hook.pytest_warning_recorded.call_historic(
            kwargs={
                "warning_message": records[0],
                "when": "config",
                "nodeid": "",
                "location": (str(path), lineno, "<golden set>"),
            }
        )


def _existing_folder(path: Path) -> Path:
    """The nearest folder of ``path`` (itself included) that exists."""
    for folder in (path, *path.parents):
        if folder.is_dir():
            return folder
    return path


def _line_of(path: Path, where: Sequence[int | str], *, key: bool = False) -> int | None:
    """The line of the value (or ``key``) at ``where`` in the YAML file ``path``."""
    from ..text_position import yaml_position

    try:
        found = yaml_position(path.read_text(encoding="utf-8"), where, key=key)
    except (OSError, UnicodeDecodeError):
        return None
    return found[0] if found is not None else None


def _case_line(path: Path, case_id: str, *under: int | str, key: bool = False) -> int | None:
    """The line where case ``case_id`` starts in the golden file ``path`` (of its field
    ``under``, ``"expect", "urls"``, when given and written; of that key with ``key``)."""
    from ..yaml_files import YAMLError, parse_yaml

    try:
        data = parse_yaml(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, YAMLError):
        return None
    if not isinstance(data, list):
        return None
    for index, raw in enumerate(data):
        if isinstance(raw, dict) and str(raw.get("id")) == case_id:
            return _line_of(path, (index, *under), key=key)
    return None


def _without_support_message(reason: str, ids: Sequence[str], path: Path) -> str:
    """The warning about the cases ``ids`` of ``path`` that precision cannot score for
    ``reason`` (a case's ``precision_left_out``)."""
    from ..cases import PRECISION_LEFT_OUT_ZERO

    named = ", ".join(ids[:8]) + (f" and {len(ids) - 8} more" if len(ids) > 8 else "")
    left_out = "left out of precision@5/@10 (n_by_metric counts the rest)"
    if reason == PRECISION_LEFT_OUT_ZERO:
        return (
            f"websearch-bench: {len(ids)} allowed case(s) have no expect.answer_patterns and "
            "every URL of their expect.urls graded 0 (judged not relevant: not gold, and no "
            "pattern makes it relevant) and no origin group golden/pool.yaml judges relevant, "
            f"so no document can count as relevant: {left_out}: {named}; add an answer "
            "pattern, or a URL that answers the case with a grade of 1 or more "
            f"(`https://...: 1` in the mapping), to score them, or judge a relevant origin "
            f"group of theirs in golden/pool.yaml (in {path})"
        )
    return (
        f"websearch-bench: {len(ids)} allowed case(s) have no expect.answer_patterns "
        f"and no expect.urls, so no document can count as relevant (a family alone is not "
        f"relevance, and golden/pool.yaml judges no origin group of theirs relevant): "
        f"{left_out}: {named}; add an answer pattern or a gold URL to score them, or judge "
        f"a relevant origin group of theirs in golden/pool.yaml (in {path})"
    )


def warn_cases_without_support(
    config: pytest.Config, state: Any, selected: Collection[str] | None = None
) -> None:
    """A warning per golden file naming its allowed cases precision cannot score (no
    answer pattern, and no gold URL or only URLs graded 0: a family alone is not relevance,
    a URL graded 0 was judged not relevant; and no origin group the reviewed pool judges
    relevant), which are left out of P@5/P@10; at the file
    and the line of its first such case (of its ``expect.urls`` for the cases whose URLs
    are all graded 0, a warning of their own), in pytest's "warnings summary" (shown under
    ``-q`` too), as for empty categories. ``selected``: the ids of the cases the session
    selected (after ``-k``, ``-m``, ``--deselect``, ``--lf``): a case left out is never
    named (warned of when the collection is done, not at configuration)."""
    from ..cases import PRECISION_LEFT_OUT_ZERO
    from ..pool import with_graded_zero
    from ..relevance import precision_left_out

    golden, pool = state.loaded.golden, state.loaded.pool
    try:
        # as the run decides (``relevance.precision_left_out``): a case the reviewed pool
        # judges a group of relevant is scored, never named here
        left = {
            c.id: (c, reason)
            for c in golden.selected_cases()
            if (selected is None or c.id in selected)
            and (
                reason := precision_left_out(
                    c, with_graded_zero(pool.of(c.id), c.judged_not_relevant)
                )
            )
        }
        owners: dict[str, Path] = golden.owners()
    except BenchError:
        return  # a bad golden file is its own collection error
    by_file: dict[tuple[Path, str], list[str]] = {}
    for case, reason in left.values():
        owner = owners.get(case.id, state.config.golden)
        by_file.setdefault((owner, reason), []).append(case.id)
    for (path, reason), ids in sorted(by_file.items()):
        under = ("expect", "urls") if reason == PRECISION_LEFT_OUT_ZERO else ()
        warn_at(
            config,
            _without_support_message(reason, ids, path),
            path,
            _case_line(path, ids[0], *under) if path.is_file() else None,
        )


def gold_outside_families(case: Any, families: Any) -> list[tuple[str, str]]:
    """The relevant gold URLs (grade 1 or more) of an allowed ``case`` whose host's family
    (the families table, the case's ``family_overrides`` first) is not one of its
    ``expect.families``, each with that family: gold (nDCG, hit, MRR count them) yet never
    relevant for precision, which asks for a family the case expects. None for a case
    that names no family (any family answers it) or is forbidden."""
    expected = set(case.expect.families)
    if not expected or case.forbidden:
        return []
    overrides = case.expect.family_overrides
    found = []
    for url in case.expect.relevant_urls:
        family = families.family_of(url, overrides)
        if family not in expected:
            found.append((url, family))
    return found


def warn_gold_outside_families(
    config: pytest.Config, state: Any, selected: Collection[str] | None = None
) -> None:
    """A warning per golden file naming the gold URLs of its selected cases that precision
    can never count (``gold_outside_families``): their records show ``gold: true,
    relevant: false``, which surprises whoever graded the page. At the file and the line
    of the first such case's ``expect.urls``; nothing when there is none (the bundled set
    has none), so a set that means it can silence it with pytest's filters."""
    loaded = state.loaded
    golden = loaded.golden
    try:
        cases = [
            c
            for c in golden.selected_cases()
            if c.expect.families and (selected is None or c.id in selected)
        ]
        owners: dict[str, Path] = golden.owners()
    except BenchError:
        return  # a bad golden file is its own collection error
    by_file: dict[Path, list[tuple[str, str, str]]] = {}
    first: dict[Path, tuple[int | str, bool]] = {}  # the first URL's place: index or key
    for case in cases:
        for url, family in gold_outside_families(case, loaded.families):
            owner = owners.get(case.id, state.config.golden)
            by_file.setdefault(owner, []).append((case.id, url, family))
            urls = case.expect.urls
            place = (url, True) if isinstance(urls, dict) else (list(urls).index(url), False)
            first.setdefault(owner, place)
    for path, found in sorted(by_file.items()):
        at, is_key = first[path]
        named = "; ".join(f"{cid} {url} (family '{family}')" for cid, url, family in found[:6]) + (
            f" and {len(found) - 6} more" if len(found) > 6 else ""
        )
        warn_at(
            config,
            f"websearch-bench: {len(found)} gold URL(s) are on a host whose family is not "
            "in their case's expect.families, so precision@5/@10 never count them as "
            "relevant (a relevant document supports the claim and is of an expected family: "
            "their records show gold: true, relevant: false; nDCG, hit and MRR count them): "
            f"{named}; add the family to the case's expect.families, or give the host an "
            "expected family in its family_overrides, if the page should count for "
            f"precision (in {path})",
            path,
            _case_line(path, found[0][0], "expect", "urls", at, key=is_key)
            if path.is_file()
            else None,
        )


def warn_pool_overruled(
    config: pytest.Config, state: Any, selected: Collection[str] | None = None
) -> None:
    """One warning naming the selected cases' URLs graded 0 that ``pool.yaml`` judges
    relevant: the team's grade wins (``pool.with_graded_zero``) and each record says so
    (``pool_overruled``); said here too, at ``pool.yaml``, so the conflict is seen in the
    terminal, not only in the run file (walkthrough 61 #3)."""
    from ..pool import POOL_NAME, overruled_by_golden

    loaded = state.loaded
    try:
        cases = [
            c
            for c in loaded.golden.selected_cases()
            if c.judged_not_relevant and (selected is None or c.id in selected)
        ]
    except BenchError:
        return  # a bad golden file is its own collection error
    found = [
        (case.id, item)
        for case in cases
        for item in overruled_by_golden(loaded.pool.of(case.id), case.expect.grades)
    ]
    if not found:
        return
    path = state.config.golden / POOL_NAME
    named = "; ".join(
        f"{cid} {item['url']} (group {item['pool_group']})" for cid, item in found[:6]
    )
    more = f" and {len(found) - 6} more" if len(found) > 6 else ""
    warn_at(
        config,
        f"websearch-bench: {len(found)} URL(s) your golden cases grade 0 (judged not relevant) "
        f"are judged relevant in {path}: the golden grade wins, the page is not relevant and a "
        f"pool group it alone made relevant is dropped (each record's pool_overruled): "
        f"{named}{more}; fix the grade or the pool's judgement so they agree",
        path,
        _line_of(path, ("cases", found[0][0])) if path.is_file() else None,
    )


def _left_nothing_out(state: Any, selected: Collection[str]) -> bool:
    """Whether the session selected every case it could: every case of the readable golden
    files (a file that cannot be collected is its own error) that ``--ws-category`` and
    ``--ws-shard`` keep is among ``selected`` (none left out by ``-k``, ``-m``,
    ``--deselect``, ``--lf`` or node ids)."""
    from ..cases import case_files

    golden = state.loaded.golden
    possible: set[str] = set()
    for path in case_files(state.config.golden):
        try:
            cases = golden.cases_in(path)
        except BenchError:
            continue  # its own collection error
        possible.update(case.id for case in cases if golden.selected(case))
    return possible <= set(selected)


def warn_categories_without_cases(
    config: pytest.Config, state: Any, selected: Collection[str] | None = None
) -> None:
    """A declared category with no case, as a warning at its line of ``categories.yaml``:
    pytest shows those in its "warnings summary" at every verbosity (a header line was lost
    under ``-q``, which prints no header), and the warning filters apply to it. Issued when
    the collection is done (``selected``: the ids of the cases the session selected), and
    only when the selection left no case out: a run of some cases (``-k``, ``-m``,
    ``--deselect``, ``--lf``, node ids) is not about ``categories.yaml``, as the warnings
    about cases name no case left out; under ``--ws-category=NAME`` only NAME is in
    question (walkthrough 62 #2: it was issued at configuration, before the selection)."""
    try:
        empty = state.loaded.golden.categories_without_cases()
    except BenchError:
        return  # a bad categories.yaml is its own error
    if state.config.category is not None:
        empty = [name for name in empty if name == state.config.category]
    if not empty or (selected is not None and not _left_nothing_out(state, selected)):
        return
    from ..categories import CATEGORIES_NAME

    path = state.config.golden / CATEGORIES_NAME
    one = len(empty) == 1
    warn_at(
        config,
        f"websearch-bench: {len(empty)} declared categor"
        f"{'y has' if one else 'ies have'} no case: {', '.join(empty)} "
        f"({path}; add cases to {'it' if one else 'them'}, or drop "
        f"{'it' if one else 'them'} from that file)",
        path,
        _line_of(path, ("categories", empty[0]), key=True),
    )


def warn_categories_undeclared(
    config: pytest.Config, state: Any, selected: Collection[str] | None = None
) -> None:
    """One warning when the golden set has no ``categories.yaml`` and its cases name
    categories: each case's category is then taken as written, so a typo in one
    (``compras_publica``) makes a category of one case with no error; the warning names
    the missing file and what to write (walkthrough 64 #12: such a run said nothing). Not
    an error: a set without the file is valid. As ``warn_categories_without_cases``: only
    when the selection left no case out, located at the file to write."""
    golden = state.loaded.golden
    try:
        if golden.declared is not None:
            return
    except BenchError:
        return  # a bad categories.yaml is its own error
    named = sorted(golden.known_categories())
    if not named or (selected is not None and not _left_nothing_out(state, selected)):
        return
    from ..categories import CATEGORIES_NAME, CATEGORIES_SCHEMA

    path = state.config.golden / CATEGORIES_NAME
    shown = ", ".join(named[:5]) + (f" and {len(named) - 5} more" if len(named) > 5 else "")
    warn_at(
        config,
        f"websearch-bench: no {path}: the {len(named)} "
        f"categor{'y' if len(named) == 1 else 'ies'} the cases name ({shown}) "
        f"{'is' if len(named) == 1 else 'are'} taken as written, unchecked (a typo in one "
        f"case's category makes a category of its own); create {path} declaring them "
        f"(schema: {CATEGORIES_SCHEMA}, then categories: with one 'NAME: description' line "
        "each): a case naming another is then an error naming the closest",
        path,
        None,
    )
