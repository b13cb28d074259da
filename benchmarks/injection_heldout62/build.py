"""Assembling the sixty-second held-out set: this package's own texts, hosts, channels, PDF
maker and shapes, and its own page template, put on pages by the shared ``heldout_assembly``
(``package_set`` reads them from this package by the layout heldout21 .. heldout61 share).
``corpus`` is accepted and never read."""

from __future__ import annotations

from heldout_assembly import package_set

SET = package_set(__package__ or __name__.rpartition(".")[0])
build = SET.builder()
__all__ = ["SET", "build"]
