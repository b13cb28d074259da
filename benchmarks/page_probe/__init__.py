"""Per-page decisions for the injection detector (v8), chosen leave-one-writer-out.

Tuning writers only: dev (``injection_data.load("dev")``), heldout2, heldout3 and
heldout4; a document carried by a frozen-test-side page is skipped before it is read
(asserted: every held-out writer has some, dev none). heldout5 and the test part are
never opened. Run from the repository root with the project's venv::

    python benchmarks/page_probe/extract.py /tmp/page.pkl     # v3's sentence stage, once
    python benchmarks/page_probe/lowo.py /tmp/page.pkl 1 page  # the design, per writer
    python benchmarks/page_probe/lowo.py /tmp/page.pkl 1 page+rules
    python benchmarks/page_probe/lowo.py /tmp/page.pkl 2 page+cutoffs
    python benchmarks/page_probe/combiner.py /tmp/page.pkl     # idea (c), not shipped
    python benchmarks/page_probe/measure.py                    # the package's detector

Detector v9 (five tuning writers: heldout5 too, scored blind twice and burned; the test
part and heldout6 never opened)::

    python benchmarks/page_probe/extract.py /tmp/v9.pkl        # now includes heldout5
    python benchmarks/page_probe/features_dump.py /tmp/v9.npz  # the model's features, same order
    python benchmarks/page_probe/lowo9.py /tmp/v8.pkl /tmp/v9.pkl   # v8 vs v9, cutoffs LOWO
    python benchmarks/page_probe/refit_lowo.py /tmp/v9.pkl /tmp/v9.npz  # refit LOWO

Detector v10 (six tuning writers: heldout6 too, scored blind twice; the test part and
heldout7 never opened)::

    python benchmarks/page_probe/extract10.py /tmp/v9.pkl      # on a v9 checkout
    python benchmarks/page_probe/extract10.py /tmp/v10.pkl     # on this one
    python benchmarks/page_probe/lowo10.py /tmp/v9.pkl /tmp/v9_p.npy v9
    python benchmarks/page_probe/lowo10.py /tmp/v10.pkl /tmp/v10_p.npy  # LOWO, page decision
    python benchmarks/page_probe/measure.py                    # the package's detector

``fast.py`` replays a page-level rule over the stored sentences (vectorised), so a grid
point costs tens of milliseconds; ``measure.py`` checks the shipped code gives the same
figures.
"""
