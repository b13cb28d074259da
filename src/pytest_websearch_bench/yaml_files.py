"""Reading the YAML files of a golden set and of a fixture tree, through one loader.

PyYAML's C loader (libyaml) when the installed PyYAML has it: about ten times faster
than the pure-Python one on large files (``golden/pool.yaml``, imported sets). Both
are safe loaders: no Python objects are built from tags.
"""

from __future__ import annotations

from typing import Any

import yaml

try:
    YAML_LOADER: Any = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - PyYAML built without libyaml
    YAML_LOADER = yaml.SafeLoader

YAMLError = yaml.YAMLError


def parse_yaml(text: str) -> Any:
    """The data of one YAML document (None for an empty one); raises ``YAMLError``."""
    return yaml.load(text, Loader=YAML_LOADER)
