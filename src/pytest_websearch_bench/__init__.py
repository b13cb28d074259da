"""pytest-websearch-bench: benchmark web search APIs offline and reproducibly.

Importing the package is cheap on purpose (the pytest plugin is loaded in every
session of a host suite); the heavy parts load when the bench is active.
"""

__version__ = "0.1.0"
