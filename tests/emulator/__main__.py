"""``python -m emulator serve ...`` (with ``tests/`` on ``sys.path``) or
``python tests/emulator serve ...``: see ``cli.py``."""

from __future__ import annotations

import sys
from pathlib import Path

if not __package__:  # run as a path: the package's own folder is sys.path[0], use its parent
    _here = Path(__file__).resolve().parent
    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _here]
    sys.path.insert(0, str(_here.parent))

from emulator.cli import main

raise SystemExit(main())
