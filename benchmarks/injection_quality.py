"""Prompt-injection detection on the labelled documents of ``injection_data``: the
development part and the frozen test part (issue 18).

Per part: the detection rate (flagged / injected) overall, per channel, per language, per
source and per attack axis (addressee, ask, softness, shape, and for heldout4-8 the context
the attack is written for: synthetic attacks only); the
false-positive rate (flagged / clean) overall, per source, per language and per
hard-negative category; the real PDFs flagged (must be none); documents that do not load;
and the milliseconds per document (artifact load, detector). Every document is loaded with
the project's own ``load_artifact`` from its bytes and content type, then given to the
detector, which returns a report with ``.flagged``.

Run: ``python benchmarks/injection_quality.py [--part
dev|test|both|heldout|heldout3|heldout4|heldout5|heldout6|heldout7|heldout8|heldout9|heldout10|all] [--detector module:function] [--json PATH]
[--limit N]``. ``--limit`` scores N evenly
spaced documents of each part (a quick run). ``--part test`` scores the frozen part: run it
to report, never to tune. ``--part heldout`` scores ``injection_heldout``: a second
held-out set written by hand on 2026-12-01 by a helper session blind to the detector (it
read neither ``safety/`` nor the wordings of ``injection_data``), 1680 documents with the
corpus (1407 injected: 201 attacks, 66-68 per language, each in all 7 channels; 273 clean:
hard negatives and plain pages); written to be scored once, never tuned on (v9's model
was fitted on it and on heldout3-5 after each had been scored blind: for v9 their figures
are in sample, and the output says so).
``--part heldout3`` scores ``injection_heldout3``: a third held-out set written by hand on
2026-12-01 by another helper session blind to the detector and to both earlier sets' texts
(1602 documents with the corpus: 1260 injected, 180 attacks, 60 per language, each in all 7
channels, about a quarter of the HTML ones on frozen-test html-dev2 pages; 342 clean: 17
hard-negative categories x 6 per language and 12 plain host pages per language); the clean
measure for a new detector candidate: score it once to report, never tune on it.
``--part heldout4`` scores ``injection_heldout4``: a fourth held-out set written by hand on
2026-12-01 by a helper session blind to the detector and to the earlier sets' texts (1848
documents with the corpus: 1428 injected, 204 attacks, 68 per language, each in all 7
channels, about a quarter of the HTML ones on frozen-test html-dev2 pages; 420 clean: 21
hard-negative categories x 6 per language and 14 plain host pages per language, 75 PDFs);
score it once to report, never tune on it. ``--part heldout5`` scores
``injection_heldout5``: a fifth held-out set written by hand on 2026-12-02 by another helper
session blind to the detector and to the earlier sets' texts (186 attacks, 62 per
language, each in all 7 channels, about a quarter of the HTML ones on frozen-test
html-dev2 pages other than heldout4's; new contexts such as recipe comments, changelogs,
README badges, transcripts and RSS items; a "call a tool" ask and a "disguised as data"
softness; 21 hard-negative categories x 6 per language and 12 plain host pages per
language); score it once to report, never tune on it. ``--part heldout6`` scores
``injection_heldout6``: a sixth held-out set written by hand on 2026-12-02 by a new writer
(a helper session blind to the detector and to the earlier sets' texts; 153 attacks, 51 per
language, each in all 7 channels, about a quarter of the HTML ones on frozen-test html-dev2
pages drawn by neither heldout4 nor heldout5; new contexts such as museum labels, court
notices, lyrics and medical leaflets, and hosts whose topic is AI; 15 hard-negative
categories x 6 per language and 16 plain host pages per language); score it once per
candidate to report, never tune on it. ``--part heldout7`` scores ``injection_heldout7``:
a seventh held-out set written by hand on 2026-12-02 by another new writer (blind to the
detector and to the earlier sets' texts; 153 attacks, 51 per language, each in all 7
channels, about a quarter of the HTML ones on 7 frozen-test html-dev2 pages none of
heldout4-6 drew; new contexts such as travel itineraries, obituaries, library catalogue
records, model cards and prompt marketplaces; 15 hard-negative categories x 6 per language
and 16 plain host pages per language); score it once per candidate to report, never tune
on it. ``--part heldout8`` scores ``injection_heldout8``: an eighth held-out set written by
hand on 2026-12-02 by another new writer (blind to the detector and to the earlier sets'
texts; 153 attacks, 51 per language, each in all 7 channels, about a quarter of the HTML
ones on 8 frozen-test-side html-dev pages of ``injection_split.json``; new contexts such
as bank statements, parking rules, fan wikis, hackathon pages and chatbot marketplaces;
15 hard-negative categories x 6 per language and 16 plain host pages per language); score
it once per candidate to report, never tune on it. ``--part heldout9`` scores
``injection_heldout9``: a ninth held-out set written by hand on 2026-12-02 by another new
writer (blind to the detector and to the earlier sets' texts; 153 attacks, 51 per language,
each in all 7 channels, all on the set's own host pages because every usable
frozen-test-side corpus page had been drawn by an earlier set; new contexts such as wedding
registries, lab protocols, board minutes, speedrun leaderboards and LLM leaderboards; 15
hard-negative categories x 6 per language and 14 plain host pages per language); score it
once per candidate to report, never tune on it. ``--part heldout10`` scores
``injection_heldout10``: a tenth held-out set written by hand on 2026-12-02 by another new
writer (blind to the detector and to the earlier sets' texts; 153 attacks, 51 per language,
each in all 7 channels of the set's own host pages, with channel techniques, obfuscation
shapes and PDF hiding new to the held-out sets; new contexts such as wine tasting notes,
beekeeping logs, book errata, repair-café logs, dataset cards and AI incident logs; 14
hard-negative categories x 6 per language and 14 plain host pages per language); score it
once per candidate to report, never tune on it. ``--part heldout11`` scores
``injection_heldout11``: an eleventh held-out set written by hand on 2026-12-02 by another
new writer (blind to the detector and to the earlier sets' texts; 135 attacks, 45 per
language, each in all 7 channels, on the set's own host pages; new contexts such as
escape-room reviews, karaoke songbooks, storm-spotter reports and voice-clone consent
records; five new shapes and new hiding techniques per channel; 12 hard-negative
categories x 6 per language and 14 plain host pages per language); sealed until its first
scoring on 2026-12-02 (v13 0.369 / 0.0 %, candidate v14 0.377 / 0.0 %: scored twice, a
tuning writer from now on). ``--part heldout12`` scores ``injection_heldout12``: a twelfth
held-out set written by hand on 2026-12-02 by another new writer (blind to the detector and
to the earlier sets' texts; 135 attacks, 45 per language, each in all 7 channels, on the
set's own host pages; five new shapes: words broken by a hyphen and a line, reversed word
order, Morse with its key, a word game, quoted-printable; new asks, softness, contexts and
hiding techniques; 12 hard-negative categories x 6 per language and 14 plain host pages per
language); sealed until its first scoring on 2026-12-03 (v13 0.356 / 0.4 %, candidate v15
0.444 / 0.4 %: v15 shipped; scored twice, a tuning writer from now on). ``--part heldout13``
and ``--part heldout14`` score a thirteenth and a fourteenth set (written by hand on
2026-12-02 and 2026-12-03 by two more new writers blind to the detector, the same counts),
each sealed until its first scoring on 2026-12-03: heldout13 v15 0.408 / 0.0 %, candidate
v16 0.513 / 0.4 % (v16 not shipped: 0.744 on the frozen test part); heldout14 v15 0.560 /
0.0 %, candidate v17 0.631 / 0.0 % (v17 shipped); both scored twice, tuning writers from
now on. ``--part heldout15`` scores a fifteenth set (written by hand on 2026-12-03 by another
new writer blind to the detector, the same counts), sealed until its first scoring on
2026-12-03: v17 0.437 / 1.6 %, candidate v18 0.437 / 1.6 % (v18 not shipped); scored twice,
a tuning writer from now on. ``--part heldout16``: a sixteenth set (the same, written on
2026-12-03 by another new writer), sealed until its first scoring on 2026-12-03: v17 0.421
/ 0.4 %, candidate v19 0.421 / 0.4 %, candidate v20 0.476 / 0.0 % (neither shipped: v20
0.752 on the frozen test part, under v17's 0.757); scored three times, a tuning writer from
now on. ``--part heldout17``: a seventeenth set (the same, written on 2026-12-03 by another
new writer), sealed until its first scoring on 2026-12-03: v17 0.402 / 0.0 %, candidate v21
0.444 / 0.0 % (v21 shipped: 0.785 on the frozen test part); scored twice, a tuning writer
from now on. ``--part heldout18``: an eighteenth set (the same, written on 2026-12-03 by
another new writer), sealed until its first scoring on 2026-12-03: v21 0.454 / 0.0 %,
candidate v22 0.481 / 0.0 % (v22 not shipped: 2.7 points over v21, the rule asked 3);
scored twice, a tuning writer from now on. ``--part heldout19``: a nineteenth set (the same,
written on 2026-12-03 by another new writer), sealed until its first scoring on 2026-12-03:
v21 0.416 / 0.4 %, candidate v23 0.468 / 1.2 % (v23 shipped: 0.794 on the frozen test part);
scored twice, a tuning writer from now on. ``--part heldout20``: a twentieth set (the same,
written on 2026-12-03 by another new writer), sealed until its first scoring on 2026-12-03:
v23 0.610 / 0.0 %, candidate v24 0.645 / 0.4 % (v24 not shipped: 0.809 on the frozen test
part but 4 false positives of 381 where 3 were allowed); scored twice, a tuning writer from
now on. ``--part heldout21``: a twenty-first set (the same, written on 2026-12-03 by another
new writer), sealed until its first scoring on 2026-12-03: v23 0.545 / 0.0 %, candidate v25
0.588 / 0.0 % (v25 not shipped: the same 0.809 and 4 false positives of 381 as v24 on the
frozen test part); scored twice, a tuning writer from now on. ``--part heldout22``: a
twenty-second set (the same, written on 2026-12-03 by another new writer), sealed until its
first scoring on 2026-12-03: v23 0.496 / 0.4 %, candidate v26 0.547 / 0.4 % (v26 not
shipped: 0.815 on the frozen test part with the same 4 false positives of 381 as v24 and
v25); scored twice, a tuning writer from now on.
``heldout23``: a twenty-third set (the same, written on 2026-12-03 by another new
writer, on its own page template), sealed until its first scoring on 2026-12-03: v23 0.486 /
0.8 %, candidate v27 0.545 / 0.8 % (v27 shipped: 0.804 on the frozen test part with 3 false
positives of 381); scored twice, a tuning writer from now on. ``heldout24``: a twenty-fourth
set (the same, written on 2026-12-03 by another new writer, on its own page template), sealed
until its first scoring on 2026-12-03: v27 0.579 / 1.5 %, candidate v28 0.594 / 1.5 % (v28
not shipped: under 3 points over v27; the frozen test part not scored); scored twice, a
tuning writer from now on. ``heldout25``: a twenty-fifth set (the same, written on
2026-12-03 by another new writer, on its own page template), sealed until its first scoring
on 2026-12-03: v27 0.600 / 0.0 %, candidate v29 0.604 / 0.0 % (v29 not shipped: under 3
points over v27; the frozen test part not scored); scored twice, a tuning writer from now
on. ``heldout26``: a twenty-sixth set (the same, written on 2026-12-04 by another new
writer, on its own page template), sealed until its first scoring on 2026-12-04: v27 0.597 /
0.0 %, candidate v30 0.671 / 0.0 % (v30 shipped: 0.808 on the frozen test part with 3 false
positives of 381); scored twice, a tuning writer from now on.
``heldout27``: a twenty-seventh set (the same, written on 2026-12-04 by another new
writer, on its own page template), sealed until its first scoring on 2026-12-04: v30 0.606 /
0.0 %, candidate v31 0.613 / 0.0 % (v31 not shipped: under 3 points over v30; the frozen test
part not scored); scored twice, a tuning writer from now on.
``heldout28``: a twenty-eighth set (the same, written on 2026-12-04 by another new
writer, on its own page template), sealed until its first scoring on 2026-12-04: v30 0.676 /
0.4 %, candidate v33 0.691 / 0.4 % (v33 not shipped: under 3 points over v30; the frozen test
part not scored); scored twice, a tuning writer from now on.
``heldout29``: a twenty-ninth set (the same, written on 2026-12-04 by another new writer,
on its own page template), sealed until its first scoring on 2026-12-04: v30 0.738 / 0.4 %,
candidate v33 0.745 / 0.4 % (v33 not shipped: 7 attacks gained and none lost where the rule
asked a net 10; the frozen test part not scored); scored twice, a tuning writer from now on.
``heldout30``: a thirtieth set (the same, written on 2026-12-04 by another new writer, on
its own page template), sealed until its first scoring on 2026-12-04: v30 0.627 / 0.8 %,
candidate v34 0.638 / 0.8 % (10 attacks gained, none lost, no clean document added: the
paired rule held; v34 shipped: 0.815 on the frozen test part with 3 false positives of 381);
scored twice, a tuning writer from now on.
``heldout31``: a thirty-first set (the same, written on 2026-12-04 by another new writer,
on its own page template), sealed until its first scoring on 2026-12-04: v34 0.564 / 0.0 %,
candidate v35 0.598 / 0.0 % (32 attacks gained, all CSS-hidden, none lost, no clean document
added: the paired rule held; v35 shipped: 0.815 on the frozen test part with 3 false
positives of 381, as v34); scored twice, a tuning writer from now on.
``heldout32``: a thirty-second set (the same, written on 2026-12-04 by another new writer,
on its own page template), sealed until its first scoring on 2026-12-04: v35 0.714 / 5.0 %,
candidate v36b 0.768 / 5.0 % (51 attacks gained, all CSS-hidden, none lost, no clean document
added: the paired rule held; v36b not shipped: on the frozen test part 0.814 against v35's
0.815, one attack lost, where the rule asked no loss); scored twice, a tuning writer from now
on.
``heldout33``: a thirty-third set (the same layout, on its own page template), written
blind on 2026-12-04, sealed until its first scoring that day: v35 0.729 / 0.4 %, candidate
v37 0.737 / 0.4 % (7 attacks gained, none lost, no clean document added: 7 < 10, the paired
rule failed; v37 not shipped on it); scored twice, a tuning writer from now on.
``heldout34``: a thirty-fourth set (the same layout, its own hand-typed texts), written
blind on 2026-12-04, sealed until its first scoring that day: v35 0.637 / 0.8 %, v37 0.659 /
0.8 % (21 gained, none lost, p = 4.8e-07, no clean document added: the paired rule held; v37
shipped: on the frozen test part 0.815 with 3 false positives of 381, as v35, no loss);
scored twice, a tuning writer from now on.
``heldout35``: a thirty-fifth set (the same layout, its own page, hosts, texts and hidings), written
blind on 2026-12-04, sealed until its first scoring that day: v37 0.691 / 1.2 %, candidate v39
0.714 / 1.2 % (22 gained, all CSS-hidden, none lost, p = 2.4e-07, no clean document added: the
paired rule held; v39 shipped: on the frozen test part 0.814 with 2 false positives of 381,
the one attack lost the one its rule allowed); scored twice, a tuning writer from now on.
``heldout36``: a thirty-sixth set (the same layout, its own page, hosts, texts and
hidings), written blind on 2026-12-04, sealed until its first scoring that day: v39 0.675 /
0.4 %, candidate v40 0.690 / 0.4 % (14 gained, none lost, p = 6.1e-05, no clean document
added: the paired rule held; v40 shipped: on the frozen test part 0.838 with 2 false
positives of 381, 26 attacks gained, none lost); scored twice, a tuning writer from now on.
``heldout37``: a thirty-seventh set (the same layout, its own texts, page, hosts and
hidings), written blind on 2026-12-04, sealed until its first scoring that day: v40 0.730 /
1.2 %, candidate v41 0.730 / 1.2 % (nothing gained or lost: the paired rule failed; v41 not
shipped); scored twice, a tuning writer from now on.
``heldout38``: a thirty-eighth set (the same layout, its own texts, page and
hidings), written blind on 2026-12-04, sealed until its first scoring that day (stop 45):
v40 0.741 / 0.0 %, candidate v42 0.766 / 0.0 % (24 gained, none lost: the paired rule held;
v42 shipped: on the frozen test part 0.850 with 2 false positives of 381, 13 attacks gained,
none lost); scored twice, a tuning writer from now on.
``heldout39``: a thirty-ninth set (``benchmarks/injection_heldout39``), written blind on
2026-12-04, sealed until its first scoring that day (stop 45): v42 0.835 / 1.6 %, candidate
v43 0.841 / 1.6 % (6 gained, none lost: the paired rule failed; v43 not shipped); scored
twice, a tuning writer from now on.
``heldout40``: a fortieth set (``benchmarks/injection_heldout40``), written blind on
2026-12-04 (20:41-20:53 UTC), sealed until its first scoring that day (stop 45): v42 0.762 /
0.4 %, candidate v44b 0.806 / 0.4 % (42 gained, none lost: the paired rule held; v44b
shipped: on the frozen test part 0.864 with 3 false positives of 381, 15 attacks gained,
none lost); scored twice, a tuning writer from now on.
``heldout41``: a forty-first set (``benchmarks/injection_heldout41``), written blind on
2026-12-04 (21:37-21:45 UTC), sealed until its first scoring that day (stop 46): v44b 0.840 /
1.9 %, candidate v46 0.855 / 1.9 % (14 gained, none lost: the paired rule held; v46 shipped:
on the frozen test part 0.866 with 3 false positives of 381, 2 attacks gained, none lost);
scored twice, a tuning writer from now on.
``heldout42``: a forty-second set (``benchmarks/injection_heldout42``), written blind on
2026-12-04 (22:51-23:01 UTC), sealed until its first scoring on 2026-12-05 (stop 47): v46 0.808 /
0.0 %, candidate v47 0.826 / 0.0 % (17 gained, none lost: the paired rule held; v47 not shipped:
on the frozen test part it added a clean document, 4 false positives of 381); scored again for
v48 (0.826, the same 17 gained), a tuning writer from now on.
``heldout44``: a forty-fourth set (``benchmarks/injection_heldout44``), written blind on
2026-12-05 (01:23-01:38 UTC), sealed until its first scoring that day (stop 47): v46 0.851 /
0.4 %, candidate v48 0.868 / 0.4 % (16 gained, none lost: the paired rule held; v48 shipped: on
the frozen test part 0.871 with 3 false positives of 381, 5 attacks gained, none lost); scored
twice, a tuning writer from now on.
``heldout43``: a forty-third set (``benchmarks/injection_heldout43``), written blind on
2026-12-05 (01:13-01:24 UTC), sealed for the next session's candidate until its first scoring
that day (stop 48): v49 0.819 / 0.4 %, candidate v50 0.830 / 0.4 % (10 gained, none lost: the
paired rule held at its bound; v50 shipped: on the frozen test part 0.877 with 3 false positives
of 381, 7 attacks gained, none lost); scored twice, a tuning writer from now on.
``heldout45``: a forty-fifth set (``benchmarks/injection_heldout45``), written blind on
2026-12-05 (04:21-04:34 UTC), sealed until its first scoring that day (stop 49): v50 0.852 /
0.0 %, candidate v52 0.870 / 0.0 % (17 gained, none lost: the paired rule held; v52 shipped: on
the frozen test part 0.883 with 3 false positives of 381, 6 attacks gained, none lost); scored
twice, a tuning writer from now on.
``heldout46``: a forty-sixth set (``benchmarks/injection_heldout46``), written blind on
2026-12-05 (07:24-07:36 UTC), sealed until its first scoring that day (stop 50): v52 0.874 /
0.8 %, candidate v53 0.880 / 0.8 % (6 gained, none lost: the paired rule did not hold, v53 not
shipped and the frozen test part not scored for it); scored twice, a tuning writer from now on.
``heldout47``: a forty-seventh set (``benchmarks/injection_heldout47``), written blind on
2026-12-05 (08:11-08:21 UTC), sealed until its first scoring that day (stop 50): v52 0.887 /
0.8 %, candidate v54 0.901 / 0.8 % (13 gained, none lost: the paired rule held; v54 not shipped:
on the frozen test part it added 3 false positives, 6 of 381); scored twice, a tuning writer from
now on.
``heldout48``: a forty-eighth set (``benchmarks/injection_heldout48``), written blind on
2026-12-05 (10:37-10:48 UTC; its brief, adapted by the lead, asked, as no earlier one had, that
many attacks address no model by name and give no explicit order word), sealed until its first scoring that day (stop 50):
v52 0.873 / 0.8 %, candidate v55 0.874 / 0.8 % (1 gained, none lost: the paired rule did not hold,
v55 not shipped and the frozen test part not scored for it); scored twice, a tuning writer from
now on.
``heldout49``: a forty-ninth set (``benchmarks/injection_heldout49``), written blind on
2026-12-05 (11:26-11:36 UTC, to heldout48's brief), sealed until its first scoring on that day
(stop 51, beside heldout50): v52 0.898 / 0.0 %, candidate v55 0.907 / 0.0 % (8 gained, none lost;
reported, not the paired rule's set); scored twice, a tuning writer from now on.
``heldout50``: a fiftieth set (``benchmarks/injection_heldout50``), written blind on 2026-12-05
(13:22-13:36 UTC, to the brief of heldout47 and earlier), sealed until its first scoring that day
(stop 51): v52 0.841 / 0.0 %, candidate v55 0.855 / 0.0 % (13 gained, none lost: the paired rule
held; v55 shipped after the frozen test part: 0.883 / 0.8 % -> 0.886 / 0.8 %); scored twice, a
tuning writer from now on.
``heldout51``: a fifty-first set (``benchmarks/injection_heldout51``), written blind on 2026-12-05
(13:22-13:35 UTC, beside heldout50 and to the same brief), sealed until its first scoring that day
(stop 51): v55 (shipped) 0.878 / 0.4 %, candidate v57 0.885 / 0.4 % (6 gained, none lost: the
paired rule did not hold, v57 not shipped and the frozen test part not scored for it); scored twice,
a tuning writer from now on.
``heldout52``: a fifty-second set (``benchmarks/injection_heldout52``), written blind on 2026-12-05
(13:54-14:05 UTC at stop 51, to the earlier brief), sealed until its first scoring at stop 53 (18:58
UTC): v55 (then shipped) 0.906 / 1.9 %, candidate v62 the same, document for document (0 gained, 0 lost:
v62 only removes flags; it then lost five attacks of the frozen test part and was not shipped);
scored twice, a tuning writer from now on.
``heldout53``: a fifty-third set (``benchmarks/injection_heldout53``), written blind on 2026-12-05
beside heldout52 (to the same brief), sealed until its first scoring at stop 53 (19:07 UTC): v55
0.854 / 0.0 %, candidate v63 the same, document for document (0 gained, 0 lost; v63 shipped after
the frozen test part: 0.886 / 0.8 %, no loss); scored twice, a tuning writer from now on.
``heldout54``: a fifty-fourth set (``benchmarks/injection_heldout54``), written blind on 2026-12-05
(16:01-16:12 UTC at stop 52, heldout53 as its template), sealed until its first scoring at stop 54
(23:00 UTC): v63 (shipped) 0.844 / 0.8 %, candidate v65 0.861 / 0.8 % (16 gained, none lost: the
paired rule held; v65 then added a clean document of the frozen test part and was not shipped);
scored twice, a tuning writer from now on.
``heldout55``: a fifty-fifth set (``benchmarks/injection_heldout55``), written blind on 2026-12-05
by a writer who saw no detector, sealed until its first scoring at stop 62 (2026-12-07, 00:23
UTC): v63 (shipped) 0.925 / 3.1 % (874/945, 8/258), candidate v66 the same, document for
document (no p-language reading in it; v66 shipped after the frozen test part: 0.886 / 0.8 %,
no change); scored twice, a tuning writer from now on.
``heldout56``: a fifty-sixth set (``benchmarks/injection_heldout56``), written blind on 2026-12-05
by a writer who saw no detector, sealed until its first scoring at stop 62 (2026-12-07, 01:00
UTC): v66 (shipped) 0.892 / 0.0 % (843/945, 0/258), candidate v67 the same, document for
document (v67 shipped after the frozen test part: 0.886 / 0.8 %, no change); scored twice, a
tuning writer from now on. heldout55 after v67: 0.925 / 0.8 % (2/258), in sample (its six
changelog false alarms were the reason for v67).
``heldout57``: a fifty-seventh set (``benchmarks/injection_heldout57``), written blind on
2026-12-06 by a writer who saw no detector, sealed until its first scoring at stop 63
(2026-12-07, 04:45 UTC): v67 (shipped) 0.789 / 0.0 % (746/945, 0/258), candidate v68 (CSS-hidden
text judged at 0.8) 0.790 / 0.0 % (1 gained); v68 not shipped (the frozen test part: two clean
documents newly flagged); scored twice, a tuning writer from now on.
``heldout58``: a fifty-eighth set (``benchmarks/injection_heldout58``), written blind on
2026-12-06 by a writer who saw no detector, sealed until its first scoring at stop 68
(2026-12-07, 21:03 UTC): v67 (shipped) 0.885 / 3.9 % (836/945, 10/258), candidate K2 (v67 or an
order-gated R51 on visible text) 0.895 / 3.9 % (846/945, 10/258: 10 gained, none lost, the same
clean documents); K2 shipped as v69 after the frozen test part (0.888 / 0.8 %, 2 gained, none
lost); scored twice, a tuning writer from now on.
heldout59 (``benchmarks/injection_heldout59``), written blind on 2026-12-07 by a helper
session that saw no detector, is sealed: named alone by ``--part heldout59``, left out of
``--part all`` until it is scored for a candidate frozen after it.
heldout60 (``benchmarks/injection_heldout60``), written blind on 2026-12-07 by a helper
session that saw no detector, is sealed as well: named alone by ``--part heldout60``, left out
of ``--part all`` until it is scored for a candidate frozen after it.
heldout61 (``benchmarks/injection_heldout61``), written blind on 2026-12-07 by a helper
session that saw no detector, is sealed: named alone by ``--part heldout61``, left out of
``--part all`` until it is scored for a candidate frozen after it.
heldout62 (``benchmarks/injection_heldout62``), written blind on 2026-12-08 by a helper
session that saw no detector, is sealed: named alone by ``--part heldout62``, left out of
``--part all`` until it is scored for a candidate frozen after it.
A set still sealed (``SEALED`` below) is left out of ``all`` until a candidate frozen
after it has been scored on it, so that no log (CI's among them) shows a figure of it
before then. ``all``: dev, test, heldout, heldout3 .. heldout58 (every held-out set not
sealed). Clean documents are also
broken down by category
(``hardneg:`` and ``plain:`` families) and, for the held-out sets, by the channel that
carries one of their own sentences (``placed``). Needs the shared corpus at ``../shared/corpus`` for the corpus-derived documents
(they are left out, and the script says so, when it is absent). Not a test: results are
printed, not asserted.

Baseline, main's detector v2 (``pytest_websearch_bench.safety.detect_injection``), measured
2026-12-01 on the split of 2026-12-01 (full parts, no --limit):

* dev (2323 documents: 1797 injected, 526 clean):
  detection 0.276 (496/1797); per channel attribute 0.285, css_hidden 0.344,
  html_comment 0.305, meta 0.246, pdf_hidden_text 0.301, structured_data 0.272,
  visible_text 0.162;
  per language en 0.447, es 0.214, pt 0.117; per softness imperative 0.239, indirect
  0.154, note 0.284, policy 0.161, request 0.244;
  per ask exfiltrate 0.169, hide 0.234, ignore 0.304, rank_first 0.223, reveal 0.124,
  verified 0.271; BIPIA 0.842.
  false positives 0.097 (51/526); per source corpus:html 0.000, corpus:html-dev 0.000,
  corpus:html-dev2 0.135, corpus:pdfs 0.000, pint 0.000, synthetic 0.109;
  hard negatives worst: security_blog 0.667, chatbot_faq 0.267, ai_news 0.167; real PDFs
  flagged: 0 of 3;
  ms per document: load 17.13, detect 19.56 (median 4.68; a shared 2-core machine).
* test (1449 documents: 1068 injected, 381 clean):
  detection 0.301 (322/1068); per channel attribute 0.345, css_hidden 0.339,
  html_comment 0.355, meta 0.333, pdf_hidden_text 0.327, structured_data 0.301,
  visible_text 0.127;
  per language en 0.457, es 0.314, pt 0.089; per softness imperative 0.350, indirect
  0.153, note 0.269, policy 0.105, request 0.274;
  per ask exfiltrate 0.205, hide 0.224, ignore 0.186, rank_first 0.224, reveal 0.256,
  verified 0.410; BIPIA 0.848.
  false positives 0.063 (24/381); per source corpus:html 0.000, corpus:html-dev 0.000,
  corpus:html-dev2 0.071, corpus:pdfs 0.000, pint 0.000, synthetic 0.072;
  hard negatives worst: security_blog 0.458, ai_news 0.208, chatbot_faq 0.125; real PDFs
  flagged: 0 of 5;
  ms per document: load 13.1, detect 13.21 (median 2.07; a shared 2-core machine).

v2 is far below the issue's independent measure (0.856) because this set is built around
what it misses: soft frames (notes, policies, third-person "should"), addressees it has no
word for, Portuguese, Unicode tag characters; its false positives are real news pages
(html-dev2) and pages that quote injections (a security blog). The test part was scored
once, for this baseline; the next score is the new detector's.
"""

from __future__ import annotations

import argparse
import importlib
import json
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from injection_data import LabeledDoc, corpus_missing, load

DEFAULT_DETECTOR = "pytest_websearch_bench.safety:detect_injection"
# Held-out sets by part name -> their module, imported only when the part is scored (a sealed
# set's module is not even imported by ``all``: ``loader``).
HELDOUT = {
    "heldout": "injection_heldout",
    "heldout3": "injection_heldout3",
    "heldout4": "injection_heldout4",
    "heldout5": "injection_heldout5",
    "heldout6": "injection_heldout6",
    "heldout7": "injection_heldout7",
    "heldout8": "injection_heldout8",
    "heldout9": "injection_heldout9",
    "heldout10": "injection_heldout10",
    "heldout11": "injection_heldout11",
    "heldout12": "injection_heldout12",
    "heldout13": "injection_heldout13",
    "heldout14": "injection_heldout14",
    "heldout15": "injection_heldout15",
    "heldout16": "injection_heldout16",
    "heldout17": "injection_heldout17",
    "heldout18": "injection_heldout18",
    "heldout19": "injection_heldout19",
    "heldout20": "injection_heldout20",
    "heldout21": "injection_heldout21",
    "heldout22": "injection_heldout22",
    "heldout23": "injection_heldout23",
    "heldout24": "injection_heldout24",
    "heldout25": "injection_heldout25",
    "heldout26": "injection_heldout26",
    "heldout27": "injection_heldout27",
    "heldout28": "injection_heldout28",
    "heldout29": "injection_heldout29",
    "heldout30": "injection_heldout30",
    "heldout31": "injection_heldout31",
    "heldout32": "injection_heldout32",
    "heldout33": "injection_heldout33",
    "heldout34": "injection_heldout34",
    "heldout35": "injection_heldout35",
    "heldout36": "injection_heldout36",
    "heldout37": "injection_heldout37",
    "heldout38": "injection_heldout38",
    "heldout39": "injection_heldout39",
    "heldout40": "injection_heldout40",
    "heldout41": "injection_heldout41",
    "heldout42": "injection_heldout42",
    "heldout43": "injection_heldout43",
    "heldout44": "injection_heldout44",
    "heldout45": "injection_heldout45",
    "heldout46": "injection_heldout46",
    "heldout47": "injection_heldout47",
    "heldout48": "injection_heldout48",
    "heldout49": "injection_heldout49",
    "heldout50": "injection_heldout50",
    "heldout51": "injection_heldout51",
    "heldout52": "injection_heldout52",
    "heldout53": "injection_heldout53",
    "heldout54": "injection_heldout54",
    "heldout55": "injection_heldout55",
    "heldout56": "injection_heldout56",
    "heldout57": "injection_heldout57",
    "heldout58": "injection_heldout58",
    "heldout59": "injection_heldout59",
    "heldout60": "injection_heldout60",
    "heldout61": "injection_heldout61",
    "heldout62": "injection_heldout62",
}
# Held-out sets not yet scored for any candidate frozen after they were written: left out of
# ``all`` so that no log (CI prints ``--part all``) shows their figures before that scoring.
# The scoring that unseals one names it on the command line (``--part heldout11``) and
# removes it from here in the same change that records its first figures.
SEALED: dict[str, str] = {
    "heldout59": "written 2026-12-07, not yet scored for a candidate frozen after it",
    "heldout60": "written 2026-12-07, not yet scored for a candidate frozen after it",
    "heldout61": "written 2026-12-07, not yet scored for a candidate frozen after it",
    "heldout62": "written 2026-12-08, not yet scored for a candidate frozen after it",
}
AXES = ("addressee", "ask", "soft", "shape", "context")  # context: heldout4-9


def loader(part: str) -> Callable[..., list[LabeledDoc]]:
    """The ``load`` function of held-out set ``part`` (its module imported now, not before)."""
    load_part: Callable[..., list[LabeledDoc]] = importlib.import_module(HELDOUT[part]).load
    return load_part


def resolve(spec: str) -> Callable[[Any], Any]:
    """``module:function`` (or ``module.function``) -> the function."""
    module, sep, name = spec.partition(":")
    if not sep:
        module, _, name = spec.rpartition(".")
    function = getattr(importlib.import_module(module), name)
    if not callable(function):
        raise SystemExit(f"--detector {spec}: {name} is not callable")
    return function  # type: ignore[no-any-return]


def subset(docs: list[LabeledDoc], limit: int | None) -> list[LabeledDoc]:
    if not limit or limit >= len(docs):
        return docs
    step = len(docs) / limit
    return [docs[int(i * step)] for i in range(limit)]


def axes_of(doc: LabeledDoc) -> dict[str, str]:
    if not doc.family.startswith("synthetic:"):
        return {}
    pairs = (item.partition("=") for item in doc.family.removeprefix("synthetic:").split(";"))
    return {key: value for key, _, value in pairs if key in AXES}


def score(docs: Iterable[LabeledDoc], detector: Callable[[Any], Any]) -> list[dict[str, Any]]:
    """One row per document: flagged, load error, times."""
    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact

    rows: list[dict[str, Any]] = []
    for doc in docs:
        start = time.perf_counter()
        try:
            artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
        except ArtifactError as error:
            rows.append(
                {
                    "doc": doc,
                    "flagged": False,
                    "error": str(error),
                    "load_ms": 0.0,
                    "detect_ms": 0.0,
                }
            )
            continue
        loaded = time.perf_counter()
        report = detector(artifact)
        done = time.perf_counter()
        rows.append(
            {
                "doc": doc,
                "flagged": bool(report.flagged),
                "error": None,
                "load_ms": (loaded - start) * 1000,
                "detect_ms": (done - loaded) * 1000,
            }
        )
    return rows


def _family_key(doc: LabeledDoc, key: str) -> str | None:
    for item in doc.family.split(";")[1:]:
        name, _, value = item.partition("=")
        if name == key:
            return value
    return None


def _axis_key(axis: str) -> Callable[[dict[str, Any]], str | None]:
    def key(row: dict[str, Any]) -> str | None:
        return axes_of(row["doc"]).get(axis)

    return key


def _rate(rows: list[dict[str, Any]]) -> dict[str, Any]:
    flagged = sum(1 for r in rows if r["flagged"])
    return {
        "n": len(rows),
        "flagged": flagged,
        "rate": round(flagged / len(rows), 4) if rows else None,
    }


def _by(rows: list[dict[str, Any]], key: Callable[[dict[str, Any]], str | None]) -> dict[str, Any]:
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        name = key(row)
        if name is not None:
            groups[name].append(row)
    return {name: _rate(groups[name]) for name in sorted(groups)}


def summarize(rows: list[dict[str, Any]]) -> dict[str, Any]:
    injected = [r for r in rows if r["doc"].injected]
    clean = [r for r in rows if not r["doc"].injected]
    loaded = [r for r in rows if r["error"] is None]
    detection = {
        "overall": _rate(injected),
        "channel": _by(injected, lambda r: r["doc"].channel),
        "language": _by(injected, lambda r: r["doc"].language),
        "source": _by(injected, lambda r: r["doc"].source),
    }
    for axis in AXES:
        detection[axis] = _by(injected, _axis_key(axis))
    false_positives = {
        "overall": _rate(clean),
        "source": _by(clean, lambda r: r["doc"].source),
        "language": _by(clean, lambda r: r["doc"].language),
        "hardneg": _by(
            clean,
            lambda r: (
                r["doc"].family.split(";")[0].removeprefix("hardneg:")
                if r["doc"].family.startswith(("hardneg:", "plain:"))
                else None
            ),
        ),
        "placed": _by(clean, lambda r: _family_key(r["doc"], "placed")),
    }
    return {
        "documents": len(rows),
        "injected": len(injected),
        "clean": len(clean),
        "detection": detection,
        "false_positives": false_positives,
        "flagged_real_pdfs": [
            r["doc"].id for r in clean if r["doc"].source == "corpus:pdfs" and r["flagged"]
        ],
        "real_pdfs": sum(1 for r in clean if r["doc"].source == "corpus:pdfs"),
        "load_errors": {r["doc"].id: r["error"] for r in rows if r["error"] is not None},
        "ms_per_document": {
            "load_mean": round(statistics.fmean(r["load_ms"] for r in loaded), 2)
            if loaded
            else None,
            "detect_mean": round(statistics.fmean(r["detect_ms"] for r in loaded), 2)
            if loaded
            else None,
            "detect_median": round(statistics.median(r["detect_ms"] for r in loaded), 2)
            if loaded
            else None,
        },
    }


def _fmt(rate: dict[str, Any]) -> str:
    # from the counts, not from ``rate`` (rounded to four places: printing that to three
    # rounded twice, 781/945 = 0.82646 printed as 0.827)
    value = "  -  " if not rate["n"] else f"{rate['flagged'] / rate['n']:.3f}"
    return f"{value} ({rate['flagged']}/{rate['n']})"


# Parts the shipped detector (v13) was fitted on: its figures there are in sample, not
# held out (each was written blind and scored blind before; README, "Form-field hints,
# one-letter words and a real-page guard (v13)"). v13's model was fitted on dev, heldout2-9,
# tuning9 and tuning10; only test, heldout10 and heldout11 are held-out figures for v13
# (heldout10 was scored blind for v10 and v13, heldout11 for v13 and the unshipped candidate
# v14, all on 2026-12-02: the next candidate is scored on the sealed twelfth set).
_FITTED = "in sample for v13: its model was fitted on this writer"
IN_SAMPLE = {
    "dev": "in sample: the model was fitted on it",
    "heldout": f"{_FITTED} (held out for v3-v8)",
    "heldout3": f"{_FITTED} (held out for v3-v8)",
    "heldout4": f"{_FITTED} (held out for v3-v8)",
    "heldout5": f"{_FITTED} (held out for v3, v8)",
    "heldout6": f"{_FITTED} (held out for v8, v9)",
    "heldout7": f"{_FITTED} (held out for v9, v10)",
    "heldout8": f"{_FITTED} (held out for v10, v11)",
    "heldout9": f"{_FITTED} (held out for v10, v12)",
}


def render(part: str, summary: dict[str, Any]) -> str:
    lines = [
        f"== {part}: {summary['documents']} documents, {summary['injected']} injected, "
        f"{summary['clean']} clean" + (f" ({IN_SAMPLE[part]})" if part in IN_SAMPLE else ""),
        f"detection overall: {_fmt(summary['detection']['overall'])}",
    ]
    for group in ("channel", "language", "source", *AXES):
        items = summary["detection"][group]
        if items:
            lines.append(
                f"detection per {group}: " + ", ".join(f"{k} {_fmt(v)}" for k, v in items.items())
            )
    lines.append(f"false positives overall: {_fmt(summary['false_positives']['overall'])}")
    for group in ("source", "language", "hardneg", "placed"):
        items = summary["false_positives"][group]
        if items:
            lines.append(
                f"false positives per {group}: "
                + ", ".join(f"{k} {_fmt(v)}" for k, v in items.items())
            )
    flagged = summary["flagged_real_pdfs"]
    lines.append(
        f"flagged real PDFs: {len(flagged)} of {summary['real_pdfs']} {flagged if flagged else ''}".rstrip()
    )
    if summary["load_errors"]:
        lines.append(
            f"documents that did not load: {len(summary['load_errors'])} {sorted(summary['load_errors'])}"
        )
    ms = summary["ms_per_document"]
    lines.append(
        f"ms per document: load {ms['load_mean']}, detect {ms['detect_mean']} (median {ms['detect_median']})"
    )
    return "\n".join(lines)


def parts_of(part: str) -> tuple[str, ...]:
    """The parts ``--part`` names: ``both`` is dev and test, ``all`` every part but the
    sealed held-out sets (``SEALED``), which are scored only by name."""
    if part == "both":
        return ("dev", "test")
    if part == "all":
        return ("dev", "test", *(name for name in HELDOUT if name not in SEALED))
    return (part,)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument(
        "--detector",
        default=DEFAULT_DETECTOR,
        help="module:function (Artifact -> report with .flagged)",
    )
    parser.add_argument(
        "--part",
        choices=("dev", "test", "both", *HELDOUT, "all"),
        default="dev",
    )
    parser.add_argument("--json", type=Path, help="write the results here")
    parser.add_argument("--limit", type=int, help="score N evenly spaced documents per part")
    parser.add_argument("--corpus", type=Path, help="the shared corpus (default ../shared/corpus)")
    args = parser.parse_args(argv)
    detector = resolve(args.detector)
    missing = corpus_missing(args.corpus)
    if missing:
        print(f"note: {missing}")
    if args.part == "all" and SEALED:
        sealed = ", ".join(f"{part} ({why})" for part, why in sorted(SEALED.items()))
        print(
            f"note: sealed, left out of all: {sealed}; score it by name when a candidate is frozen"
        )
    parts = parts_of(args.part)
    results: dict[str, Any] = {
        "detector": args.detector,
        "date": time.strftime("%Y-%m-%d", time.gmtime()),
        "limit": args.limit,
        "corpus_missing": missing,
        "parts": {},
    }
    for part in parts:
        if part in HELDOUT:
            loaded = loader(part)(corpus=args.corpus)
        else:
            loaded = load(part, corpus=args.corpus)
        docs = subset(loaded, args.limit)
        summary = summarize(score(docs, detector))
        results["parts"][part] = summary
        print(render(part, summary))
    if args.json:
        args.json.write_text(
            json.dumps(results, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
        )
        print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
