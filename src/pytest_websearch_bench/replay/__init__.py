"""Cassettes, replay, recording, redaction and the fixture generator."""
