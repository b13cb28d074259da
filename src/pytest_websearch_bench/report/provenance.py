"""Where a run comes from (the run file's ``provenance``), written and read back.

The schema stays ``run@1`` and grows only by addition: a key an older run file lacks is
read as ``None`` with the reason in ``null_reasons``, never guessed. The capture window
is recomputed from the records whenever they are at hand (a reader checks it rather
than believing it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, Literal

from .. import __version__
from ..addresses import local_origin
from ..errors import RecordContext, endpoint_where, in_ini_file, shell_words
from ..records import CaseRecord
from .recording_cost import local_listing

# Every key of ``provenance`` a reader may rely on (others may exist, e.g. ``warning``).
PROVENANCE_KEYS = (
    "package_version",
    "git_commit",
    "git_dirty",
    "golden_sha256",
    "manifest_sha256",
    "capture_window",
    "settings",
    "endpoints",
    "local_recordings",
    "declared_gateways",
    "gateway_recordings",
)
NO_CAPTURE_TIME = "no call of this run recorded a capture time (no call was made)"


def not_a_work_tree(root: object, git_says: str) -> str:
    """Why a suite at ``root`` has no commit, in the tool's words, from git's own first
    line of ``rev-parse --is-inside-work-tree`` (``fatal: not a git repository ...``): what
    the session stores and what ``diff`` and ``history`` print for an older file that
    stored git's line."""
    said = git_says.strip().removeprefix("fatal:").strip()
    if said.startswith("not a git repository"):
        return f"the suite ran outside a git repository ({root})"
    return f"{root} could not be read as a git work tree (git: {said or 'no message'})"


def capture_window(records: Iterable[CaseRecord]) -> dict[str, Any] | None:
    """First and last ``recorded_at`` of a provider's calls, and how many calls carry one
    (None when none does)."""
    stamps = sorted(c.recorded_at for r in records for c in r.calls if c.recorded_at)
    if not stamps:
        return None
    return {"first": stamps[0], "last": stamps[-1], "calls": len(stamps)}


def local_recordings(
    by_provider: Mapping[str, Sequence[CaseRecord]], gateways: Iterable[str] = ()
) -> dict[str, list[str]]:
    """The providers whose replayed answers were recorded at a local address (an emulator,
    a local gateway: ``addresses.py``), each with those addresses, sorted; providers with
    none are left out. From the calls' ``local_address``, so serial, xdist and merged
    shard runs agree; only replayed calls count (a call of a case whose recording failed
    carries the address it was aimed at, and no cassette: nothing was recorded there).
    Addresses among ``gateways`` (declared to forward to the real
    providers: ``--ws-gateway``) are left out: ``gateway_recordings`` lists them."""
    declared = set(gateways)
    return _recorded_at(by_provider, lambda address: address not in declared)


def gateway_recordings(
    by_provider: Mapping[str, Sequence[CaseRecord]], gateways: Iterable[str]
) -> dict[str, list[str]]:
    """The providers whose answers were recorded through a declared gateway, with its
    origins (the part of the local addresses ``local_recordings`` leaves out)."""
    declared = set(gateways)
    return _recorded_at(by_provider, lambda address: address in declared)


def _recorded_at(
    by_provider: Mapping[str, Sequence[CaseRecord]], keep: Callable[[str], bool]
) -> dict[str, list[str]]:
    out = {}
    for name, records in by_provider.items():  # the run's order (the order typed)
        found = sorted(
            {
                c.local_address
                for r in records
                for c in r.calls
                if c.local_address and c.cassette is not None and keep(c.local_address)
            }
        )
        if found:
            out[name] = found
    return out


def gateway_note(recorded: Mapping[str, Sequence[str]]) -> str:
    """The one sentence every report says about ``gateway_recordings``."""
    listing = "; ".join(f"{name}: {', '.join(addresses)}" for name, addresses in recorded.items())
    return (
        f"recorded through a declared gateway ({listing}; --ws-gateway/ws_gateways): counted "
        "as the provider's answers; its latencies include the gateway's hop"
    )


def local_warning(
    local: Mapping[str, Sequence[str]] | Sequence[str],
    words: Literal["brief", "meaning", "remedy"] = "remedy",
    overrides: Mapping[str, Mapping[str, str]] | None = None,
    ini_file: str | None = None,
) -> str:
    """The one sentence every report says about ``local_recordings``: the terminal's
    summary, ``compare`` and ``report`` with the remedy (``remedy``), the history and
    trend page with what it means (``meaning``: a row under a provider's name, whose
    addresses ``local`` lists alone), ``--no-summary`` its first words (``brief``);
    ``overrides``: the run's own endpoints (the run file's ``endpoint_overrides``), so
    that a local one is named where it was given (the flag, or the ini key and file);
    ``ini_file``: the run's ini file (its ``provenance.ini_file``), where the remedy's
    ``ws_gateways`` goes (``errors.in_ini_file``)."""
    if isinstance(local, Mapping):
        listing = local_listing(local)
        addresses = [a for found in local.values() for a in found]
        names = set(local)
    else:
        listing = ", ".join(local)
        addresses = list(local)
        names = set()
    head = f"recorded at a local address, not at the provider ({listing})"
    if words == "brief":
        return head
    meaning = (
        f"{head}: an emulator's or a local gateway's answers, latencies and costs are not "
        "the provider's"
    )
    if words == "meaning":
        return meaning
    given = [
        _override_where(name, override)
        for name, override in sorted((overrides or {}).items())
        if name in names and local_origin(str(override.get("url") or "")) is not None
    ]
    drop = f"without {' and '.join(given)}" if given else "no local --ws-endpoint"
    return (
        f"{meaning}; re-record that fixture tree against the provider (--ws-record=all, same "
        f"--ws-cassettes, {drop}), or, if the address is your gateway to the provider, "
        f"declare it ({gateway_flags(addresses)}, or ws_gateways {in_ini_file(ini_file)})"
    )


def endpoint_overrides(run: Mapping[str, Any]) -> dict[str, Mapping[str, str]]:
    """The run file's own endpoints (``provenance.endpoint_overrides``: per provider its
    ``url``, ``source`` (``--ws-endpoint``, ``ws_endpoints``, ``-o ws_endpoints``) and
    ``ini_file``), which ``read_provenance`` does not keep; {} for a file without them."""
    stored = run.get("provenance")
    found = stored.get("endpoint_overrides") if isinstance(stored, Mapping) else None
    if not isinstance(found, Mapping):
        return {}
    return {str(k): v for k, v in found.items() if isinstance(v, Mapping)}


def gateway_flags(addresses: Iterable[str]) -> str:
    """``--ws-gateway A --ws-gateway B``: the declaration of ``addresses``, each once,
    shell-quoted where needed (``http://[fe80::1%eth0]:8080`` is a glob to the shell)."""
    words = [w for address in sorted(set(addresses)) for w in ("--ws-gateway", address)]
    return shell_words(words)


def local_addresses(provenance: Mapping[str, Any], provider: str) -> list[str]:
    """The local addresses ``provider``'s replayed answers were recorded at, from a run's
    provenance (``read_provenance`` or a run file's own block); [] when none."""
    found = provenance.get("local_recordings")
    return list(found.get(provider) or []) if isinstance(found, Mapping) else []


def from_rootdir(started_in: str) -> str:
    """Where a command built from a run file (``cassettes``, ``golden_option``,
    ``record_args``: the rootdir's frame) is pasted, when the run was started in another
    folder (``started_in``, relative to the rootdir); "" when it was started there."""
    if started_in in ("", "."):
        return ""
    return f" from the rootdir (this run was started in {started_in})"


def strict_record_command(
    provider: str,
    cassettes: str | None = None,
    override: Mapping[str, str] | None = None,
    golden: str | None = None,
    args: Sequence[str] = (),
) -> str:
    """The command that records ``provider``'s every case again against the provider
    (``--ws-record=all``: ``new`` records nothing while every cassette is on disk), into
    the run's tree: ``RecordContext.record_command``'s rule, with a local endpoint left
    out (``RecordContext.without_endpoint``; ``override``: the run's endpoint for the
    provider, ``{"url", "source"}``; ``args``: the run's positional paths, --rootdir, -c
    and -o overrides, the run file's ``record_args``)."""
    url = str((override or {}).get("url") or "")
    context = _override_context(provider, override, cassettes, golden, args)
    if url and local_origin(url) is not None:
        context = context.without_endpoint(provider)
    return context.record_command(provider, "all")


def _override_context(
    provider: str,
    override: Mapping[str, str] | None,
    cassettes: str | None,
    golden: str | None,
    args: Sequence[str],
) -> RecordContext:
    """The ``RecordContext`` of one provider's endpoint as a run file keeps it."""
    url = str((override or {}).get("url") or "")
    source = str((override or {}).get("source") or "--ws-endpoint")
    return RecordContext(
        golden=golden,
        cassettes=cassettes,
        endpoints={provider: url} if url else {},
        ini_endpoints=frozenset({provider}) if source != "--ws-endpoint" else frozenset(),
        ini_file=(override or {}).get("ini_file") or None,
        args=tuple(args),
    )


def run_record_context(provenance: Mapping[str, Any]) -> RecordContext:
    """What of a run its re-record commands keep, read back from its run file's
    ``provenance`` (``cassettes``, ``golden_option``, ``endpoint_overrides``,
    ``record_args``, ``ini_file``: named from the rootdir, as the commands are pasted
    there; a key an older file lacks reads as not given)."""
    overrides = provenance.get("endpoint_overrides") or {}
    return RecordContext(
        golden=provenance.get("golden_option"),
        cassettes=provenance.get("cassettes"),
        endpoints={name: str(o.get("url")) for name, o in overrides.items() if o.get("url")},
        ini_endpoints=frozenset(
            name
            for name, o in overrides.items()
            if o.get("source") in ("ws_endpoints", "-o ws_endpoints")
        ),
        args=tuple(str(arg) for arg in provenance.get("record_args") or ()),
        ini_file=provenance.get("ini_file") or None,
    )


def _override_where(provider: str, override: Mapping[str, str] | None) -> str:
    """``errors.endpoint_where`` of the run file's endpoint for ``provider``
    (``override``: ``{"url", "source", "ini_file"}``)."""
    found = override or {}
    url = str(found.get("url") or "URL")
    return endpoint_where(provider, url, found.get("source"), found.get("ini_file"))


def local_strict_why(
    provider: str,
    addresses: Sequence[str],
    cassettes: str | None = None,
    override: Mapping[str, str] | None = None,
    golden: str | None = None,
    args: Sequence[str] = (),
    started_in: str = ".",
    ini_file: str | None = None,
) -> str:
    """Why ``--ws-strict-provenance`` fails ``provider`` whose cassettes were recorded at
    local ``addresses``, and the remedy: the recording command with the run's own
    ``--ws-cassettes`` (None: the default tree) and, when ``override`` (the run's endpoint
    for the provider, ``{"url", "source"}``) is not local, its ``--ws-endpoint``; a local
    one is named where it was given (``errors.endpoint_where``), to be left out: the
    command leaves out a flag or an ``-o`` entry itself, an ini file's entry is the
    user's to remove. ``started_in``: the folder the run was started in, relative to the
    rootdir (the run file's ``started_in``): the command, in the rootdir's frame as a run
    file keeps it, says where it is pasted when that is another folder. ``ini_file``: the
    run's ini file, where ``ws_gateways`` goes (``errors.in_ini_file``)."""
    url = str((override or {}).get("url") or "")
    source = str((override or {}).get("source") or "--ws-endpoint")
    local = bool(url) and local_origin(url) is not None
    command = strict_record_command(provider, cassettes, override, golden, args)
    where = _override_where(provider, override)
    if not local:
        dropped = ""
    elif source == "ws_endpoints":
        dropped = f", with {where} (a local address) removed"
    else:
        dropped = f", without this run's {where} (a local address)"
    return (
        f"{provider}'s cassettes were recorded at a local address ({', '.join(addresses)}: an "
        "emulator or a local gateway), not at the provider (--ws-strict-provenance); "
        f"re-record that fixture tree against the provider with its key: `{command}`"
        f"{from_rootdir(started_in)} (your "
        f"test selection kept{dropped}); or, if the address is your gateway to the provider, "
        f"declare it ({gateway_flags(addresses)}, or ws_gateways {in_ini_file(ini_file)})"
    )


def capture_windows(
    by_provider: Mapping[str, Sequence[CaseRecord]],
) -> tuple[dict[str, dict[str, Any] | None], dict[str, str]]:
    """Per provider its capture window, and the reason for each that is None."""
    windows = {name: capture_window(records) for name, records in sorted(by_provider.items())}
    reasons = {
        f"capture_window.{name}": NO_CAPTURE_TIME
        for name, window in windows.items()
        if window is None
    }
    return windows, reasons


def origin(
    git: Mapping[str, Any] | None,
    golden_sha256: str | None,
    manifest_sha256: str | None,
    by_provider: Mapping[str, Sequence[CaseRecord]],
    gateways: Sequence[str] = (),
) -> dict[str, Any]:
    """The keys ``build_run`` adds to ``provenance``: the package, the suite's commit, the
    golden set's and the manifest's hashes, and each provider's capture window; a None
    carries its reason in ``null_reasons``. ``git`` is ``{"sha", "dirty", "reason"}``
    (None: not looked up, as for a run built outside a session)."""
    found = git or {}
    reasons: dict[str, str] = {}
    if git is None:
        reasons["git_commit"] = "not looked up (the run was built outside a bench session)"
    elif found.get("sha") is None or found.get("dirty") is None:
        key = "git_commit" if found.get("sha") is None else "git_dirty"
        reasons[key] = str(found.get("reason") or "unknown")
    if golden_sha256 is None:
        reasons["golden_sha256"] = "the golden set is not a folder"
    if manifest_sha256 is None:
        reasons["manifest_sha256"] = "the fixture tree has no manifest"
    windows, why = capture_windows(by_provider)
    reasons.update(why)
    return {
        "package_version": __version__,
        "git_commit": found.get("sha"),
        "git_dirty": found.get("dirty"),
        "golden_sha256": golden_sha256,
        "manifest_sha256": manifest_sha256,
        "capture_window": windows,
        "local_recordings": local_recordings(by_provider, gateways),
        "declared_gateways": sorted(set(gateways)),
        "gateway_recordings": gateway_recordings(by_provider, gateways),
        "null_reasons": dict(sorted(reasons.items())),
    }


def read_provenance(
    run: Mapping[str, Any], by_provider: Mapping[str, Sequence[CaseRecord]] | None = None
) -> dict[str, Any]:
    """The run's provenance with every key of ``PROVENANCE_KEYS``: the stored value, or
    None with why in ``null_reasons``. With the records, the capture window is
    recomputed from them (``capture_window_source`` says so)."""
    stored = run.get("provenance")
    stored = stored if isinstance(stored, Mapping) else {}
    version = run.get("tool_version", "an unknown version")
    reasons = dict(stored.get("null_reasons") or {})
    out: dict[str, Any] = {}
    for key in PROVENANCE_KEYS:
        if key in stored:
            out[key] = stored[key]
        else:
            out[key] = None
            reasons[key] = (
                f"not recorded: the run file was written by pytest-websearch-bench {version}, "
                f"before provenance.{key} existed"
            )
    # Keys that also live elsewhere in every run@1 file.
    if out["golden_sha256"] is None and isinstance(run.get("golden"), Mapping):
        out["golden_sha256"] = run["golden"].get("sha256")
    if out["manifest_sha256"] is None and isinstance(run.get("fixtures"), Mapping):
        out["manifest_sha256"] = run["fixtures"].get("manifest_sha256")
    if out["package_version"] is None and "tool_version" in run:
        out["package_version"] = run["tool_version"]
    for key in ("golden_sha256", "manifest_sha256", "package_version"):
        if out[key] is not None:
            reasons.pop(key, None)
    if out["local_recordings"] is None and isinstance(out["endpoints"], Mapping):
        # Older than the key: its local --ws-endpoint addresses are the best evidence.
        out["local_recordings"] = _local_endpoints(out["endpoints"])
        out["local_recordings_source"] = "judged from provenance.endpoints (an older run file)"
        reasons.pop("local_recordings", None)
    if by_provider is not None:
        # each call records where it was recorded: the records decide, so a stored
        # summary edited away (or deleted) cannot hide an emulator's numbers; only the
        # run's own declaration of gateways (listed in the file) sets some apart
        declared = out["declared_gateways"]
        gateways = [str(g) for g in declared] if isinstance(declared, list) else []
        found = local_recordings(by_provider, gateways)
        if found or "local_recordings" in stored:
            out["local_recordings"] = found
            out.pop("local_recordings_source", None)
        if gateways:
            out["gateway_recordings"] = gateway_recordings(by_provider, gateways)
    if by_provider is not None:
        windows, why = capture_windows(by_provider)
        out["capture_window"] = windows
        out["capture_window_source"] = "recomputed from the records"
        reasons = {k: v for k, v in reasons.items() if not k.startswith("capture_window")}
        reasons.update(why)
    out["null_reasons"] = dict(sorted(reasons.items()))
    return out


def _local_endpoints(endpoints: Mapping[str, Any]) -> dict[str, list[str]]:
    """``provider -> [origin]`` for the local addresses among ``endpoints`` (a Jina reader
    endpoint, ``jina.reader``, counts for its provider)."""
    out: dict[str, set[str]] = {}
    for name, url in endpoints.items():
        origin = local_origin(str(url))
        if origin is not None:
            out.setdefault(str(name).split(".", 1)[0], set()).add(origin)
    return {name: sorted(found) for name, found in sorted(out.items())}


def window_text(window: Mapping[str, Any] | None) -> str:
    """``2026-11-20`` or ``2026-11-20 to 2026-11-23`` (dates of the first and last call)."""
    if not window:
        return "unknown"
    first, last = str(window["first"])[:10], str(window["last"])[:10]
    return first if first == last else f"{first} to {last}"


SYNTHETIC_WARNING = "synthetic fixtures in classes 1-3 or 9: not a provider comparison"


def edited_fixtures(
    fixtures: Mapping[str, Any] | None, providers: Iterable[str] | None = None
) -> list[dict[str, Any]]:
    """The hand edits accepted with ``ws-bench redact --accept-edit`` that a run replayed
    (its ``fixtures.edited``): path and the reasons, of ``providers`` (shared files,
    ``_shared/...``, always) when given."""
    found = (fixtures or {}).get("edited") if isinstance(fixtures, Mapping) else None
    chosen = None if providers is None else set(providers)
    out = []
    for entry in found if isinstance(found, list) else []:
        if not isinstance(entry, Mapping) or not isinstance(entry.get("path"), str):
            continue
        owner = entry["path"].split("/", 1)[0]
        if chosen is not None and not owner.startswith("_") and owner not in chosen:
            continue
        edits = [e for e in entry.get("edits") or [] if isinstance(e, Mapping)]
        out.append(
            {
                "path": entry["path"],
                "reasons": [f"{e.get('reason')} ({e.get('date')})" for e in edits],
            }
        )
    return out


def edited_warning(edited: Sequence[Mapping[str, Any]]) -> str | None:
    """One line naming each hand-edited fixture and why (None when there is none)."""
    if not edited:
        return None
    listed = "; ".join(f"{e['path']}: {', '.join(e['reasons']) or 'no reason'}" for e in edited)
    return (
        f"{len(edited)} hand-edited fixture(s) (accepted with ws-bench redact --accept-edit) "
        f"feed these numbers, not the provider's recorded answer: {listed}"
    )
