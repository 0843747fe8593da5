"""Debian's Chromium, headless, driven through the DevTools protocol (no driver, no
downloaded browser): ``with Browser(tmp_path) as b: page = b.page(url)``.

A :class:`Page` navigates, evaluates, presses keys as a keyboard does
(``Input.dispatchKeyEvent``: the page sees real key events), taps and swipes
(``Input.dispatchTouchEvent``), reads the accessibility tree
(``Accessibility.getFullAXTree``: what a screen reader is given) and takes
screenshots. Waits are for conditions in the page, never fixed times."""

from __future__ import annotations

import base64
import itertools
import json
import os
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any, Callable, Optional

from websockets.sync.client import connect

from patience import Patience, stretch, waited

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
# the flags that work on this machine (no sandbox as root, no network but loopback)
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-default-apps", "--mute-audio", "--autoplay-policy=no-user-gesture-required",
         "--remote-debugging-port=0"]
WAIT = 60.0

# DevTools' key descriptions: the key, its code, its Windows virtual key code
KEYS = {
    "Enter": ("Enter", "Enter", 13, "\r"), "Tab": ("Tab", "Tab", 9, ""),
    "Escape": ("Escape", "Escape", 27, ""), "ArrowLeft": ("ArrowLeft", "ArrowLeft", 37, ""),
    "ArrowRight": ("ArrowRight", "ArrowRight", 39, ""), "ArrowUp": ("ArrowUp", "ArrowUp", 38, ""),
    "ArrowDown": ("ArrowDown", "ArrowDown", 40, ""), "Home": ("Home", "Home", 36, ""),
    "End": ("End", "End", 35, ""), " ": (" ", "Space", 32, " "),
}


def available() -> bool:
    return Path(CHROMIUM).exists()


class Browser:
    def __init__(self, folder: Path, width: int = 1000, height: int = 900):
        self.folder = folder / "chromium"
        self.size = (width, height)
        self.proc: Optional[subprocess.Popen] = None

    def __enter__(self) -> "Browser":
        profile = self.folder / "profile"
        profile.mkdir(parents=True, exist_ok=True)
        (profile / "DevToolsActivePort").unlink(missing_ok=True)     # a run's before this one
        self.log = open(self.folder / "chromium.log", "w")
        self.proc = subprocess.Popen(
            [CHROMIUM, *FLAGS, f"--user-data-dir={profile}",
             f"--window-size={self.size[0]},{self.size[1]}", "about:blank"],
            stdout=self.log, stderr=subprocess.STDOUT, env=dict(os.environ, LANG="en_US.UTF-8"))
        port_file = profile / "DevToolsActivePort"
        patience = Patience(WAIT)
        while not port_file.exists() or not port_file.read_text().strip():
            assert self.proc.poll() is None, (self.folder / "chromium.log").read_text()
            assert not patience.over(), f"chromium did not start in {waited(WAIT)}"
            time.sleep(0.05)
        self.port = int(port_file.read_text().split()[0])
        return self

    def page(self, url: str, width: Optional[int] = None, height: Optional[int] = None,
             mobile: bool = False, touch: bool = False) -> "Page":
        """A new tab at ``url`` (with its own viewport when ``width`` is given)."""
        import urllib.request

        new = urllib.request.Request(f"http://127.0.0.1:{self.port}/json/new?about:blank",
                                     method="PUT")
        with urllib.request.urlopen(new) as answer:
            target = json.loads(answer.read())
        page = Page(target["webSocketDebuggerUrl"])
        page.call("Page.enable")
        page.call("Runtime.enable")
        page.call("Accessibility.enable")
        if width is not None:
            page.call("Emulation.setDeviceMetricsOverride", width=width, height=height,
                      deviceScaleFactor=1 if not mobile else 2, mobile=mobile)
        if touch:
            page.call("Emulation.setTouchEmulationEnabled", enabled=True, maxTouchPoints=5)
        page.goto(url)
        return page

    def __exit__(self, *exc: Any) -> None:
        if self.proc is not None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        self.log.close()


class Page:
    """One tab, by its DevTools websocket."""

    def __init__(self, url: str):
        self.ws = connect(url, max_size=2 ** 26, open_timeout=WAIT).__enter__()
        self.ids = itertools.count(1)
        self.events: list[dict] = []

    def call(self, method: str, **params: Any) -> dict:
        n = next(self.ids)
        self.ws.send(json.dumps({"id": n, "method": method, "params": params}))
        while True:
            reply = json.loads(self.ws.recv(timeout=WAIT * stretch()))
            if reply.get("id") == n:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def goto(self, url: str) -> None:
        self.call("Page.navigate", url=url)
        self.wait("document.readyState === 'complete'")

    def js(self, expression: str) -> Any:
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True,
                           awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait(self, expression: str, timeout: float = WAIT, what: str = "") -> Any:
        """The value of ``expression`` once it is truthy (checked as the page changes);
        ``timeout`` counts seconds of a quiet machine (tests/patience.py)."""
        return self.wait_for(lambda: self.js(expression), timeout, what or expression,
                             pause="new Promise(r => requestAnimationFrame(() => setTimeout(r, 20)))")

    def wait_for(self, check: Callable[[], Any], timeout: float = WAIT, what: str = "",
                 pause: str = "new Promise(r => setTimeout(r, 50))") -> Any:
        """``check()`` once it is truthy, the page let run ``pause`` between checks."""
        patience = Patience(timeout)
        while True:
            value = check()
            if value:
                return value
            if patience.over():
                raise AssertionError(f"timed out waiting for {what} ({waited(timeout)})")
            self.js(pause)

    def key(self, key: str, shift: bool = False, ctrl: bool = False) -> None:
        """A key pressed and released, as a keyboard sends it."""
        if key in KEYS:
            name, code, vk, text = KEYS[key]
        elif len(key) == 1 and key.isalpha():
            name, code, vk, text = (key.upper() if shift else key.lower()), \
                f"Key{key.upper()}", ord(key.upper()), (key.upper() if shift else key.lower())
        elif len(key) == 1 and key.isdigit():
            name, code, vk, text = key, f"Digit{key}", ord(key), key
        else:
            raise ValueError(key)
        mods = (8 if shift else 0) | (2 if ctrl else 0)
        if ctrl:
            text = ""
        base = dict(key=name, code=code, windowsVirtualKeyCode=vk, nativeVirtualKeyCode=vk,
                    modifiers=mods)
        self.call("Input.dispatchKeyEvent", type="keyDown" if text else "rawKeyDown",
                  text=text, **base)
        self.call("Input.dispatchKeyEvent", type="keyUp", **base)

    def type(self, text: str) -> None:
        self.call("Input.insertText", text=text)

    def touch(self, points: list[tuple[float, float]]) -> None:
        """One finger along ``points`` (one point: a tap)."""
        x, y = points[0]
        self.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=[{"x": x, "y": y}])
        for x, y in points[1:]:
            self.call("Input.dispatchTouchEvent", type="touchMove", touchPoints=[{"x": x, "y": y}])
        self.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])

    def ax_live_lines(self) -> list[str]:
        """The live region's lines as the accessibility tree gives them to a screen
        reader: the log's children's names, in order."""
        nodes = self.call("Accessibility.getFullAXTree")["nodes"]
        by_id = {n["nodeId"]: n for n in nodes}
        log = next(n for n in nodes if n.get("role", {}).get("value") == "log")
        lines = []
        for child in log.get("childIds", []):
            node = by_id.get(child)
            if node is None:
                continue
            text = text_of(node, by_id)
            if text:
                lines.append(text)
        return lines

    def ax_roles(self) -> list[tuple[str, str]]:
        nodes = self.call("Accessibility.getFullAXTree")["nodes"]
        return [(n.get("role", {}).get("value", ""), n.get("name", {}).get("value", ""))
                for n in nodes if not n.get("ignored")]

    def screenshot(self, path: Path) -> None:
        data = self.call("Page.captureScreenshot", format="png", captureBeyondViewport=False)
        path.write_bytes(base64.b64decode(data["data"]))

    def close(self) -> None:
        """The tab closes (its connections with it)."""
        try:
            self.call("Page.close")
        except Exception:
            pass
        self.ws.close()


def text_of(node: dict, by_id: dict) -> str:
    """A node's name, else its static text children's, joined."""
    name = node.get("name", {}).get("value", "")
    if name:
        return name
    parts = []
    for child in node.get("childIds", []):
        sub = by_id.get(child)
        if sub is not None:
            parts.append(text_of(sub, by_id))
    return "".join(parts)
