"""The hint key at the table: speaks the strong bot's choice and a reason."""
from __future__ import annotations

import io
import json
from types import SimpleNamespace

import pytest

from baloot_audio.bots import make_bot
from baloot_audio.core import rules_for
from baloot_audio.i18n import Catalog
from baloot_audio.table import Table
from schedulers import ManualScheduler
from baloot_audio.ui.commands import Chord, Keymap
from baloot_audio.ui.narrator import Narrator
from baloot_audio.ui.screens import TableScreen
from baloot_audio.ui.speech import Speech, SpeechLog


class FakeApp:
    def __init__(self, lang: str):
        self.t = Catalog(lang, strict=True)
        self.stream = io.StringIO()
        self.speech = Speech(speech_log=SpeechLog(stream=self.stream))
        self.keymap = Keymap()
        self.sounds = SimpleNamespace(play=lambda *a, **k: None)
        self.renderer = SimpleNamespace(dirty=False)
        self.narrator = Narrator(self.t, 0)
        self.table = Table(rules_for("saudi"), {s: make_bot("normal") for s in (1, 2, 3)},
                           ManualScheduler(), seed=11)

    def last(self) -> str:
        lines = [json.loads(line) for line in self.stream.getvalue().splitlines()]
        return [x for x in lines if x["kind"] == "speech"][-1]["text"]


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_hint_key_speaks_a_legal_choice_with_a_reason(lang):
    app = FakeApp(lang)
    screen = TableScreen(app, app.table)
    table = app.table
    table.start_round()
    assert app.keymap.lookup(Chord.parse("A"), screen.contexts) == "hint"
    spoken = 0
    for _ in range(200):
        if table.round_over:
            break
        if not table.my_turn:
            table.scheduler.run_next()
            continue
        screen.command("hint")
        text = app.last()
        assert text.startswith(app.t("hint-text", action="", reason="").split(":")[0])
        spoken += 1
        v = table.view()
        from baloot_audio.bots import hint
        table.act(hint(v).action)
    assert spoken >= 2
    if not table.my_turn:
        screen.command("hint")
        assert app.last() == app.t("hint-not-your-turn")
