"""Reading this set's attack banks. One attack per line::

    addressee ask soft context :: text

Inside the text `` // `` starts a new line (a receipt, a roster, a minutes entry) and
`` >> `` is a tab between two columns. Blank lines and ``#`` lines are ignored."""

from __future__ import annotations

Attack = tuple[str, str, str, str, str]  # addressee, ask, soft, context, text


def rows(raw: str) -> tuple[Attack, ...]:
    out: list[Attack] = []
    for number, line in enumerate(raw.splitlines(), start=1):
        item = line.strip()
        if not item or item.startswith("#"):
            continue
        head, sep, text = item.partition(" :: ")
        labels = head.split()
        if not sep or len(labels) != 4 or not text.strip():
            raise ValueError(
                f"attack bank line {number}: want 'addressee ask soft context :: text', "
                f"found {item[:60]!r}; correct that line of the bank"
            )
        addressee, ask, soft, context = labels
        lines = [part.strip() for part in text.split(" // ")]
        body = "\n".join(lines).replace(" >> ", "\t").strip()
        out.append((addressee, ask, soft, context, body))
    return tuple(out)
