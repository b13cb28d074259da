"""The emulator in a child process, to kill with SIGKILL and start again on the same port
and journal (the counters survive in the journal; see ``journal.py``)."""

from __future__ import annotations

import dataclasses
import http.client
import json
import os
import select
import subprocess
import sys
from pathlib import Path
from typing import Any

from .config import PROVIDERS, EmulatorConfig

# The folder that holds the package: the child runs ``python -m emulator`` from there.
_PARENT = str(Path(__file__).resolve().parent.parent)


class EmulatorProcess:
    """The emulator in a child process: killable (``kill()`` is SIGKILL) and restartable
    on the same port and state file. Same ``url``/``stats``/``reset``/``inject`` API as
    :class:`ProviderEmulator`, over the control endpoints."""

    def __init__(self, config: EmulatorConfig | None = None, **overrides: Any) -> None:
        self.config = dataclasses.replace(config or EmulatorConfig(), **overrides)
        self.proc: subprocess.Popen[str] | None = None
        self.port: int | None = None

    @property
    def base_url(self) -> str:
        if self.port is None:
            raise RuntimeError("the emulator process was never started: call start() first")
        return f"http://{self.config.host}:{self.port}"

    def url(self, provider: str) -> str:
        """The base URL to give ``provider``'s adapter (``--ws-endpoint NAME=URL``)."""
        if provider not in PROVIDERS:
            raise KeyError(f"no emulated provider {provider!r}; have {PROVIDERS}")
        return f"{self.base_url}/{provider}"

    @property
    def running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def start(self, timeout: float = 10.0) -> EmulatorProcess:
        """Start the child (on the port of the previous start, if any) and wait until it
        listens."""
        if self.running:
            return self
        cfg = dataclasses.replace(self.config, port=self.port or self.config.port)
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (_PARENT, env.get("PYTHONPATH")) if p)
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "emulator",
                "serve",
                "--config-json",
                json.dumps(dataclasses.asdict(cfg)),
            ],
            stdout=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert self.proc.stdout is not None
        ready, _, _ = select.select([self.proc.stdout], [], [], timeout)
        line = self.proc.stdout.readline() if ready else ""
        if not line:
            self.kill()
            raise RuntimeError(
                f"the emulator process did not start within {timeout:g} s "
                f"(port {cfg.port or 'ephemeral'}); its stderr is above"
            )
        self.port = int(json.loads(line)["port"])
        return self

    def _call(self, method: str, path: str, data: object = None) -> Any:
        if self.port is None:
            raise RuntimeError("the emulator process was never started: call start() first")
        body = None if data is None else json.dumps(data).encode()
        conn = http.client.HTTPConnection(self.config.host, self.port, timeout=10)
        try:
            conn.request(method, path, body=body, headers={"Content-Type": "application/json"})
            resp = conn.getresponse()
            raw = resp.read()
        finally:
            conn.close()
        if resp.status != 200:
            raise RuntimeError(f"emulator {method} {path}: HTTP {resp.status} {raw[:200]!r}")
        return json.loads(raw)

    def stats(self, keys: str = "duplicates") -> dict[str, Any]:
        """The counters (``GET /_stats?keys=...``)."""
        return self._call("GET", f"/_stats?keys={keys}")  # type: ignore[no-any-return]

    def reset(self) -> None:
        self._call("POST", "/_reset", {})

    def inject(
        self, provider: str, status: int, count: int = 1, operation: str | None = None
    ) -> None:
        self._call(
            "POST",
            "/_inject",
            {"provider": provider, "status": status, "count": count, "operation": operation},
        )

    def _reap(self) -> None:
        if self.proc is not None and self.proc.stdout is not None:
            self.proc.stdout.close()

    def kill(self) -> None:
        """SIGKILL: no clean shutdown, the journal is all that survives."""
        if self.running:
            assert self.proc is not None
            self.proc.kill()
            self.proc.wait()
        self._reap()

    def stop(self) -> None:
        """SIGTERM: the child compacts its journal and exits."""
        if self.running:
            assert self.proc is not None
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self._reap()

    def restart(self) -> EmulatorProcess:
        self.stop()
        return self.start()

    def __enter__(self) -> EmulatorProcess:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
