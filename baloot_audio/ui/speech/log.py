"""``--speech-log FILE``: what was said, when, and every cue."""

from __future__ import annotations

import json
import os
import time
from typing import IO, Any


class SpeechLog:
    """``--speech-log FILE``: one JSON object per line for every utterance and cue."""

    def __init__(self, path: str | os.PathLike | None = None, stream: IO[str] | None = None):
        if stream is not None:
            self._file = stream
            self._own = False
        elif path is not None:
            self._file = open(path, "a", encoding="utf-8", buffering=1)
            self._own = True
        else:
            raise ValueError("SpeechLog needs a path or a stream")

    def write(self, kind: str, **data: Any) -> None:
        record = {"t": round(time.time(), 4), "kind": kind, **data}
        self._file.write(json.dumps(record, ensure_ascii=False) + "\n")
        self._file.flush()

    def close(self) -> None:
        if self._own:
            self._file.close()
