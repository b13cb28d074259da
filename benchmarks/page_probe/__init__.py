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

Detector v12 (dev and heldout2-8: heldout7 and heldout8 were each scored blind twice;
tuning9/10, merged, wait in ``extract10.NOT_YET``; the test part and heldout9 never
opened). One extraction of this
checkout, in parallel parts, serves both the leave-one-writer-out figures (v10 is v12's
reading without its leet readings and its five signals) and the shipped weights::

    python benchmarks/page_probe/extract10.py /tmp/v12_dev_0.pkl dev 0/4   # .. 3/4
    python benchmarks/page_probe/extract10.py /tmp/v12_h2.pkl heldout2,heldout3  # and so on
    python benchmarks/page_probe/lowo12.py --only v10 /tmp/lowo12 /tmp/v12_*.pkl
    python benchmarks/page_probe/lowo12.py --only v12 /tmp/lowo12 /tmp/v12_*.pkl
    python benchmarks/page_probe/lowo12.py /tmp/lowo12 /tmp/v12_*.pkl      # the table
    python benchmarks/train_injection_model.py --extraction /tmp/v12_*.pkl

Detector v13 (dev, heldout2-9, tuning9, tuning10: heldout9 scored blind for v10 and v12;
the test part and heldout10 never opened). v12's extraction is reused for the documents v13
reads as v12 did (``rescan13.py`` reads the others again); the new writers are read whole;
``INJECTION_CORPUS=/work/shared/corpus`` when the worktree is not beside ``shared/``::

    python benchmarks/page_probe/rescan13.py dev,heldout2,...,heldout8 /tmp/v13_old.pkl /tmp/v12_*.pkl
    python benchmarks/page_probe/extract10.py /tmp/v13_heldout9.pkl heldout9   # tuning9, tuning10
    python benchmarks/page_probe/lowo13.py /tmp/lowo13 /tmp/v13_*.pkl   # the table and the guard
    python benchmarks/train_injection_model.py --extraction /tmp/v13_*.pkl

``fast.py`` replays a page-level rule over the stored sentences (vectorised), so a grid
point costs tens of milliseconds; ``measure.py`` checks the shipped code gives the same
figures.
"""
