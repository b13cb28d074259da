"""The opt-in LLM relevance judge (``--ws-judge=MODEL``): UMBRELA 0-3 grades of every
returned chunk, recorded and replayed like provider traffic."""

from .chunks import CHUNK_CHARS, Chunk, chunks_of
from .client import DEFAULT_BASE_URL, JudgeClient, Judgment
from .grading import DEFAULT_THRESHOLD, grade_chunks, judge_block
from .prompt import PROMPT_VERSION, judge_prompt
from .store import JUDGE_DIR, JudgeStore, judge_key, model_slug
from .transport import JudgeTransport
from .verdict import Verdict, parse_verdict

__all__ = [
    "CHUNK_CHARS",
    "DEFAULT_BASE_URL",
    "DEFAULT_THRESHOLD",
    "JUDGE_DIR",
    "PROMPT_VERSION",
    "Chunk",
    "JudgeClient",
    "JudgeStore",
    "JudgeTransport",
    "Judgment",
    "Verdict",
    "chunks_of",
    "grade_chunks",
    "judge_block",
    "judge_key",
    "judge_prompt",
    "model_slug",
    "parse_verdict",
]
