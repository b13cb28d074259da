"""The names of a fixture (cassette) tree that every layer reads or writes: the folder of
the case documents every provider's pipeline reads, whatever its search returned
(``cassettes/_shared/``: stored pages, PDFs, injection pages and their expected spans).

A plain module at the bottom of the layers, importing nothing of the package: the replay
side (``replay.verify``, ``replay.shared``), the recording side (``add_document``,
``redact_files``, ``adopt_shared``), the reports (``report.useful_lines``, which may not
import ``replay``) and the synthetic generator all name the folder from here."""

from __future__ import annotations

SHARED_DIR = "_shared"
# a manifest entry's path under the shared folder starts with this (POSIX, relative)
SHARED_PREFIX = f"{SHARED_DIR}/"
