"""The match session and the table screen use a table through TableInterface only.

A table is wrapped in a proxy that has the protocol's members and nothing else
(as a remote table would); a whole match is played through the session and
the table screen's keys, and every narration reaches speech and sound.
"""

from __future__ import annotations

import io
import json
from types import SimpleNamespace

import pytest

from baloot_audio.bots import make_bot
from baloot_audio.core import rules_for
from baloot_audio.i18n import Catalog
from baloot_audio.table import Table
from schedulers import ImmediateScheduler
from baloot_audio.table_api import TableInterface
from baloot_audio.ui.commands import Keymap
from baloot_audio.ui.answers import code_start
from baloot_audio.i18n import Catalog as _Catalog

EN = _Catalog("en")
from baloot_audio.ui.narrator import Narrator
from baloot_audio.ui.session import MatchSession
from baloot_audio.ui.settings import Settings
from baloot_audio.ui.sounds import SoundBank
from baloot_audio.ui.speech import Speech, SpeechLog

MEMBERS = {"rules", "seat", "commitment", "records", "match", "match_over", "round_over",
           "my_turn", "revealed_seed", "view", "subscribe", "act", "start_round", "resume",
           "close"}


class OnlyTheInterface:
    """A table seen through TableInterface alone: anything else is an AttributeError."""

    def __init__(self, table: Table):
        object.__setattr__(self, "_table", table)

    def __getattr__(self, name: str):
        if name not in MEMBERS:
            raise AttributeError(f"{name} is not a member of TableInterface")
        return getattr(object.__getattribute__(self, "_table"), name)


class FakeShell:
    def __init__(self):
        self.t = Catalog("en", strict=True)
        self.log = io.StringIO()
        self.speech = Speech(None, SpeechLog(stream=self.log))
        self.sounds = SoundBank(self.speech, enabled=False, load=False)
        self.settings = Settings()
        self.narrator = Narrator(self.t, 0)
        self.keymap = Keymap()
        self.renderer = SimpleNamespace(dirty=False)
        self.store = SimpleNamespace(save=lambda table: True,
                                     stats=SimpleNamespace(playing=lambda *a: True))
        self.scheduler = ImmediateScheduler()
        self.status_text = ""
        self.stack: list = []

    @property
    def screen(self):
        return self.stack[-1] if self.stack else None

    def show(self, screen, priority=None):
        self.stack = [screen]
        screen.enter() if priority is None else screen.enter(priority)

    def records(self, kind: str) -> list[dict]:
        lines = [json.loads(line) for line in self.log.getvalue().splitlines()]
        return [r for r in lines if r["kind"] == kind]


def test_the_proxy_has_the_protocol_and_nothing_more():
    table = Table(rules_for("saudi"), {s: make_bot("basic") for s in (1, 2, 3)},
                  ImmediateScheduler(), seed=3)
    proxy = OnlyTheInterface(table)
    assert isinstance(proxy, TableInterface) and proxy.seat == 0
    with pytest.raises(AttributeError):
        proxy.human  # noqa: B018 - a local table's own field


def test_a_whole_match_through_the_session_on_the_interface_alone():
    shell = FakeShell()
    menus: list[str] = []
    session = MatchSession(shell, menus=SimpleNamespace(
        main_menu=lambda priority=None: menus.append("main"), game_menu=lambda: None))
    table = Table(rules_for("saudi", target=52), {s: make_bot("basic") for s in (1, 2, 3)},
                  shell.scheduler, seed="session-1")
    proxy = OnlyTheInterface(table)
    session.attach(proxy)
    shell.show(session.screen)
    proxy.start_round()
    rounds = 0
    for _ in range(2000):
        top = shell.screen
        if top.name == "match_end":
            break
        if top.name == "round_end":
            rounds += 1
            # the round's last words, as the history heard them (before the screen spoke)
            assert [i.label() for i in top.items[1:]] == \
                [u.text for u in list(shell.speech.history)[-5:-1]]
            # the table's question keys answer on the round-end menu, and only they
            assert "table" in top.contexts
            for question in ("ask_score", "ask_round", "ask_contract", "ask_tricks"):
                assert top.command(question)
                assert shell.speech.history[-1].msg_id == question.replace("_", "-")
                if question == "ask_score":   # the score after the round, not before it
                    us, them = proxy.match.totals
                    assert f"us {us}, them {them}" in shell.speech.history[-1].text
            assert not top.command("play") and not top.command("hint")
            top.command("menu_select")  # the next round
            continue
        assert proxy.my_turn
        top.command("ask_score")
        legal = proxy.view().legal
        top.command("play")  # the focused card or call (a refusal changes nothing)
        if proxy.my_turn and proxy.view().legal == legal:
            top.send(legal[0])
    else:
        pytest.fail("the match did not end")
    assert rounds >= 1 and proxy.match_over
    said = shell.records("speech")
    ids = [r.get("id") for r in said]
    assert "dealt" in ids and "match-won" in ids and "ask-score" in ids
    assert said[-1]["id"] == "screen" and said[-2]["id"] == "shuffle-seed"
    assert code_start(EN, proxy.revealed_seed) in said[-2]["text"]
    cues = {r["cue"] for r in shell.records("sound")}
    assert {"shuffle", "deal", "your_turn"} <= cues
    top = shell.screen
    texts = [i.label() for i in top.items]
    assert any(code_start(EN, proxy.revealed_seed) in text for text in texts)   # the seed, listed
    top.command("menu_back")
    assert menus == ["main"]


def test_the_fair_shuffles_seal_is_said_on_request_not_as_the_first_words():
    """A hex string as a match's first words told a newcomer nothing (issue 38): the
    seal is fixed (and logged) before the first deal, and said by the game menu's
    item; the first words are the deal's."""
    shell = FakeShell()
    session = MatchSession(shell)
    table = Table(rules_for("saudi"), {s: make_bot("basic") for s in (1, 2, 3)},
                  shell.scheduler, seed="session-1")
    session.attach(OnlyTheInterface(table))
    shell.show(session.screen)
    session.note_commitment(table)
    table.start_round()
    said = [r for r in shell.records("speech") if r["priority"] == "event"]
    assert said[0]["id"] == "dealt"
    assert [r["commitment"] for r in shell.records("commitment")] == [table.commitment]
    assert session.seal_words() == f"Fair shuffle, its seal begins {code_start(EN, table.commitment)}."


def test_a_turn_prompt_the_player_has_already_answered_is_not_said_late():
    """The player moved on the turn cue (or a fast table's rhythm) before its turn's
    words came up: "Your call: ..." is dropped from the queue, not said after the
    player's own call (the history keeps it). Anyone else's words still wait."""
    from baloot_audio.core import events as ev
    from baloot_audio.core.state import Stage

    shell = FakeShell()
    session = MatchSession(shell)
    shell.speech.say("Partner: pass.")                  # being said: the rest waits
    session.on_event(ev.CallMade(seat=3, call="pass"))
    session.on_event(ev.Offered(seat=0, stage=Stage.ROUND1, calls=("pass", "hokum")))
    prompt = shell.speech.pending[-1]
    assert prompt.msg_id == "offered-me"
    session.on_event(ev.CallMade(seat=0, call="pass"))
    assert [u.text for u in shell.speech.pending] == ["Left: pass.", "You: pass."]
    assert shell.records("superseded")[0]["texts"] == [prompt.text]
    assert prompt in shell.speech.history
    # another seat's question, once its answer waits too; a question not yet
    # answered, and anyone else's, still wait
    session.on_event(ev.Offered(seat=3, stage=Stage.CONFIRM, calls=("confirm", "sun")))
    session.on_event(ev.Offered(seat=1, stage=Stage.QABLAK, calls=("pass", "sun")))
    session.on_event(ev.CallMade(seat=3, call="confirm"))
    waiting = [u.text for u in shell.speech.pending]
    assert waiting[:2] == ["Left: pass.", "You: pass."] and waiting[-1].startswith("Left")
    assert [u.msg_id for u in shell.speech.pending][2:] == ["offered-other", "call-made"]
    assert "Right" in waiting[2]


def test_a_whose_turn_line_still_waiting_is_not_said_once_a_seat_has_moved():
    """Back online, "Waiting for your partner" waits behind the plays missed meanwhile;
    once the partner has played it is no longer true, and it is not said."""
    from baloot_audio.core import events as ev

    shell = FakeShell()
    session = MatchSession(shell)
    shell.speech.output.speak_tracked = lambda text, interrupt, report: True   # still speaking
    shell.speech.say("Left plays the ten of spades.")    # being said: the rest waits
    shell.speech.say("Waiting for your partner.", msg_id="turn")
    session.on_event(ev.CardPlayed(seat=2, card="KS", trick=0, lead=False, trump=False,
                                   cut=False))
    assert [u.msg_id for u in shell.speech.pending] == ["card-played"]
    assert shell.records("superseded")[0]["texts"] == ["Waiting for your partner."]


def test_the_players_own_card_is_said_at_once_not_after_its_name():
    """Arrow to a card ("nine of clubs" being said), Enter: the card's name stops and
    "You play ..." starts; another seat's card waits for the words being said."""
    from baloot_audio.core import events as ev

    shell = FakeShell()
    session = MatchSession(shell)
    shell.speech.output.speak_tracked = lambda text, interrupt, report: True   # still speaking
    shell.speech.answer("nine of clubs")
    session.on_event(ev.CardPlayed(seat=0, card="9C", trick=0, lead=True, trump=False, cut=False))
    shell.speech.poll()   # the window's next tick: the moment goes out
    assert shell.speech.playing.utt.text == "You lead the nine of clubs."
    assert [r["text"] for r in shell.records("cut")] == ["nine of clubs"]
    shell.speech.answer("Waiting for the right opponent.")
    session.on_event(ev.CardPlayed(seat=1, card="7C", trick=0, lead=False, trump=False, cut=False))
    shell.speech.poll()
    assert shell.speech.playing.utt.text == "Waiting for the right opponent."
    assert shell.records("cut")[-1]["text"] == "nine of clubs"


def test_a_thrown_in_round_is_dealt_again_at_once_and_said_once():
    """Everybody passed: no round-end screen to dismiss, no "no points" nor an
    unchanged score after "The cards are dealt again": the next deal follows."""
    for seed in range(200):   # the first seed whose first round the bots and the player pass
        shell = FakeShell()
        session = MatchSession(shell)
        table = Table(rules_for("saudi"), {s: make_bot("basic") for s in (1, 2, 3)},
                      shell.scheduler, seed=f"thrown-{seed}")
        session.attach(OnlyTheInterface(table))
        shell.show(session.screen)
        table.start_round()
        while table.my_turn and table.match.round_number == 1:
            pass_call = next((a for a in table.view().legal if a.kind == "pass"),
                             table.view().legal[0])
            shell.screen.send(pass_call)
        if table.records and table.records[0]["outcome"] == "thrown_in":
            break
    else:
        pytest.fail("no thrown-in first round in 200 seeds")
    assert table.match.round_number == 2 and not table.round_over   # dealt again
    assert shell.screen is session.screen                              # no round-end menu
    texts = [u.text for u in shell.speech.history]
    again = texts.index("Everybody passed. The cards are dealt again.")
    assert texts[again + 1].startswith("New round.")
    assert not any(t.startswith(("Match score", "Thrown in")) for t in texts)
    session.screen.command("ask_round")
    assert shell.speech.history[-1].text == shell.t("round-none")
