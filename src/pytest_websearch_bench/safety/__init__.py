"""Prompt-injection containment: the detector, untrusted text and the model boundary."""

from .boundary import ModelContext, build_model_context
from .injection import Finding, InjectionReport, detect_injection
from .untrusted import Source, UntrustedText, untrusted_from

__all__ = [
    "Finding",
    "InjectionReport",
    "ModelContext",
    "Source",
    "UntrustedText",
    "build_model_context",
    "detect_injection",
    "untrusted_from",
]
