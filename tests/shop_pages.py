"""A small shop page for HTML and detector tests, and the hidden pieces its reader keeps."""

from __future__ import annotations

from pytest_websearch_bench.artifacts import load_artifact


def page(body: str) -> str:
    """A Spanish shop page: a title, one visible sentence, then ``body``."""
    return (
        "<!doctype html><html><head><title>Tienda</title></head><body>"
        "<p>Catálogo de la tienda con precios actualizados cada semana.</p>"
        f"{body}</body></html>"
    )


def hidden(body: str) -> list[tuple[str, str, str]]:
    """(channel, locator, text) of every hidden piece of ``page(body)`` but its comments."""
    artifact = load_artifact(page(body).encode(), content_type="text/html")
    return [(h.channel, h.locator, h.text) for h in artifact.hidden if h.channel != "comment"]
