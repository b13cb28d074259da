"""Reading a grade out of a judge's answer, without guessing.

The last explicit "final score" wins (reasoning often mentions other numbers first);
failing that, a line that is nothing but a digit 0-3; failing that the answer is
``refused`` when it reads like a refusal (or the API said so) and ``unparsed``
otherwise. Neither is ever scored 0: they are counted, and judge coverage shows them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

Status = Literal["graded", "unparsed", "refused"]

# "Final score: 2", "**Final Score** = 3", "final score is 1", "FINAL SCORE - 2/3", "##final score: 2"
_FINAL = re.compile(
    r"final[\s_-]*(?:score|grade|relevance(?:\s+score)?)\W{0,8}?(?:is\s+|of\s+)?(\d+(?:[.,]\d+)?)",
    re.IGNORECASE,
)
# A line that is only a digit, perhaps decorated: "2", "**3**", "Score: 2" is not one.
_LONE = re.compile(r"^[\s*#`_>\[\(\"']*([0-3])[\s*`_\]\)\"'.]*$")
_REFUSAL = re.compile(
    r"\b(?:I\s*(?:'m|am)\s+(?:sorry|unable|not able)|I\s+(?:can(?:no|')t|cannot|won't|will not)"
    r"|as an AI\b|I must decline|unable to (?:assist|comply|help|grade)"
    r"|no puedo|lo siento)",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class Verdict:
    grade: int | None
    status: Status
    detail: str = ""


def parse_verdict(
    text: str | None, *, refusal: str | None = None, finish_reason: str | None = None
) -> Verdict:
    """The grade in a judge's answer (``refusal`` and ``finish_reason`` are the API's own
    refusal field and stop reason, when it gave them)."""
    if refusal:
        return Verdict(None, "refused", f"the API refused: {refusal[:120]}")
    content = text or ""
    finals = _FINAL.findall(content)
    if finals:
        value = finals[-1].replace(",", ".")
        if "." in value or int(value) > 3:
            return Verdict(None, "unparsed", f"final score {value} is not one of 0-3")
        return Verdict(int(value), "graded")
    lone = [m.group(1) for line in content.splitlines() if (m := _LONE.match(line))]
    if lone:
        return Verdict(int(lone[-1]), "graded")
    if finish_reason == "content_filter":
        return Verdict(None, "refused", "stopped by the provider's content filter")
    if _REFUSAL.search(content):
        return Verdict(None, "refused", content.strip()[:120])
    if not content.strip():
        return Verdict(None, "unparsed", "empty answer")
    return Verdict(None, "unparsed", content.strip()[:120])
