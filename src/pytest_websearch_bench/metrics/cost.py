"""Cost per useful answer: the metric that decides (SPEC "Metrics").

Total cost of every call of the cases (retries, extract and fetch calls included;
forbidden cases too: money spent where the web must not be asked is still spent)
over the cases that produced at least one citable, uncontradicted claim. Only the
provider's own work counts, on both sides: reading the case documents its search did not
return (reader tests, ``CaseRecord.reader_test_cost_usd``) is left out of the cost, and
their claims out of the useful answers (``claims.useful``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..claims import useful
from ..records import CaseRecord

# Where a provider's price is given, said by every remedy of an unknown price (this one's,
# ``report.aggregate``'s and ``report.ranking``'s), none of which sees the session's
# config: the user's own ini file, whichever it is, or ``-o`` (``ws_pricing``)
PRICING_PLACE = (
    "a pricing file named by ws_pricing in your ini file (pytest.ini, or -o "
    "ws_pricing=FILE; docs/providers.md)"
)


def cost_per_useful_answer(records: Sequence[CaseRecord]) -> tuple[float | None, str]:
    """(value, reason when None)."""
    if not records:
        return None, "no cases were run"
    costs = [r.own_cost_usd for r in records]
    unknown = sorted(r.case_id for r, cost in zip(records, costs, strict=True) if cost is None)
    if unknown:
        return None, (
            f"{len(unknown)} case(s) have calls without a known price (e.g. {unknown[0]}); "
            f"give the provider a price in {PRICING_PLACE}"
        )
    answers = sum(1 for r in records if useful(r.claims))
    if answers == 0:
        return None, (
            "no useful answer: no case produced a citable claim that nothing contradicts "
            "(the spend bought no evidence)"
        )
    return math.fsum(c for c in costs if c is not None) / answers, ""
