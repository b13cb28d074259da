"""Project-level pytest configuration.

The bench itself needs no conftest: the plugin is installed through its
``pytest11`` entry point. This file serves the project's own test-suite.
"""

pytest_plugins = ["pytester"]

# Benchmarks are scripts (python benchmarks/<name>.py), never collected as tests.
collect_ignore = ["benchmarks"]
