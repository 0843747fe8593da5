"""End to end, by ear: four accounts at an online table, each spoken of in their form
of address (issue 41). A windowed game registers an account of the feminine form by
keys (Play online: the name, Form of address, Register this name) and joins by the
typed code a private table that a headless account of the masculine form created;
two more headless accounts come, one feminine and one unspecified. The window plays
a round by keys. Its speech log holds each player's lines in their form, and what it
sent about each player reached the Speech Dispatcher daemon: Arabic «سارة قعدت…»، «بدر لعب…» and, for the unspecified player,
the scorekeeper's «نورة: …»; "you" in the feminine («أنتِ لعبتِ…»). French (with
--long) elides before a vowel (« On attend qu’Omar… »).
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from baloot_audio.core import events as ev
from baloot_audio.i18n import Catalog
from baloot_audio.ui.narrator import Narrator
from net.serve import Serve
from patience import Patience
from test_desktop import REPO
from test_online_e2e import BIDI, OnlineApp, reached_speechd

# the window (seat 0) and the three headless accounts: (name, form, seat)
PLAYERS = {
    "ar": [("Haya", "feminine", 0), ("سارة", "feminine", 1), ("بدر", "masculine", 2),
           ("نورة", "unspecified", 3)],
    "fr": [("Sophie", "feminine", 0), ("Amélie", "feminine", 1), ("Omar", "masculine", 2),
           ("Camille", "unspecified", 3)],
}
CREATOR = 2
CARD_IDS = {"card-played", "card-led", "card-cut"}


@pytest.fixture
def server(tmp_path):
    with Serve(tmp_path, "--presence-seconds", "0", db=f"sqlite://{tmp_path / 'server.sqlite3'}",
               bot_delay="0.2", pool=True) as running:
        yield running.port


def register(app: OnlineApp, port: int, name: str) -> None:
    """Main menu -> Play online -> the address and the name typed; Form of address
    (Right: feminine); Register this name (the password twice) -> the lobby."""
    app.server_and_name(port, name)
    feminine = app.t("address-feminine")
    app.wait_for(lambda r: r.get("id") == "focus" and feminine in r["text"],
                 app.keys("Down", "Right"))
    app.screen("text_field", app.keys("End", "Up", "Return"))
    app.type("a long password")
    app.screen("text_field", app.keys("Return"))
    app.type("a long password")
    app.screen("lobby", app.keys("Return"), 30)


def spoken(app: OnlineApp, name: str) -> list[str]:
    """Every line of the window's log that names ``name``, as said."""
    return [r["text"].translate(BIDI) for r in app.records()
            if r.get("kind") == "speech" and name in r.get("text", "")]


def card_lines(lang: str, seat: int, card: str, forms: dict[int, str],
               names: dict[int, str]) -> set[str]:
    """What the narrator of a feminine listener at seat 0 says of ``card`` played by
    ``seat`` (led, followed, trumped, cut), each without its final stop."""
    narrator = Narrator(Catalog(lang, address="feminine"), viewer=0)
    narrator.update(names=names, forms=forms)
    return {n.text.translate(BIDI).rstrip(".")
            for lead in (True, False) for trump in (True, False) for cut in (True, False)
            for n in narrator.narrate(ev.CardPlayed(seat, card, 1, lead, trump, cut))
            if n.text}


@pytest.mark.slow(60)
@pytest.mark.parametrize("lang", ["ar", pytest.param("fr", marks=pytest.mark.other_language)])
def test_four_accounts_each_spoken_of_in_their_form_of_address(headless, tmp_path, server,
                                                               lang):
    started, port = time.monotonic(), server
    players = PLAYERS[lang]
    names = {seat: name for name, _, seat in players if seat}
    forms = {seat: form for _, form, seat in players if seat}
    known = set(subprocess.run(["xdotool", "search", "--name", "."],
                               capture_output=True, text=True).stdout.split())
    me = OnlineApp(headless, tmp_path / "window", lang, known)
    bot = lambda name, form, seat, *more: subprocess.Popen(       # noqa: E731
        [sys.executable, str(REPO / "tests/e2e/online_bot.py"), f"ws://127.0.0.1:{port}",
         str(tmp_path), name, str(seat), form, *more], cwd=REPO)
    bots = [bot(names[CREATOR], forms[CREATOR], CREATOR, "create")]
    try:
        me.screen("main", 0)
        register(me, port, players[0][0])
        deadline = Patience(30)
        while not (tmp_path / "code").exists():
            assert not deadline.over(), "no table created"
            time.sleep(0.05)
        code = (tmp_path / "code").read_text().strip()
        # Join with an invite code, typed; the first item of the room sits us at seat 0
        me.screen("text_field", me.keys("Down", "Down", "Return"))
        me.type(code.lower())
        me.screen("room", me.keys("Return"), 20)
        me.said("presence-you-sit", me.keys("Return"))
        # the two others come: each said as they sit
        bots += [bot(names[seat], forms[seat], seat) for seat in (1, 3)]
        for seat in (1, 3):
            me.wait_for(lambda r, n=names[seat]: r.get("id") == "presence-taken"
                        and n in r["text"], 0, 60)
        # the room's list read by keys: who waits for whom (French: an elision)
        wait = me.t("room-wait", name=names[CREATOR]).translate(BIDI)
        waiting = me.wait_for(lambda r: r.get("id") == "focus" and r["text"].translate(BIDI)
                              .startswith(wait), me.keys("End", "Up", "Up"))[1]["text"]
        waiting = waiting.translate(BIDI)
        (tmp_path / "start").write_text("go")
        me.started(0, 30)     # the seal is fixed (said on request, not as the first words)
        deadline = Patience(180)
        while not me.round_done():
            assert not deadline.over(), "the round did not end"
            assert me.proc.poll() is None, (tmp_path / "window" / "app.out").read_text()[-2000:]
            me.respond()
            time.sleep(0.05)
        heard = {seat: spoken(me, names[seat]) for seat in (1, 2, 3)}
        mine = [r["text"].translate(BIDI) for r in me.records() if r.get("kind") == "speech"
                and r.get("id") in CARD_IDS | {"trick-won"} and not any(
                    n in r["text"] for n in names.values())]
        print(f"\n[{lang}] room-wait: {waiting}")
        for seat in (1, 2, 3):
            print(f"[{lang}] {names[seat]} ({forms[seat]}):", *heard[seat][:14], sep="\n  ")
        print(f"[{lang}] the window's own ({players[0][1]}):", *mine[:6], sep="\n  ")
        check_forms(lang, me, names, forms, heard, mine, waiting)
        # and the words reached the real Speech Dispatcher daemon: what the window sent
        # (a busy moment's lines go joined, its details unsaid) about each player
        sent = {seat: [r["text"].translate(BIDI) for r in me.records()
                       if r.get("kind") == "sent" and names[seat] in r.get("text", "")]
                for seat in (1, 2, 3)}
        for seat in (1, 2, 3):
            print(f"[{lang}] sent about {names[seat]}:", *sent[seat][:8], sep="\n  ")
        # (under load a player's lines may all go joined behind another's: any line
        # naming them will do, the daemon's message holds it whole)
        assert all(sent.values()), sent
        wanted = [sent[seat][0] for seat in (1, 2, 3)] + [waiting]
        assert reached_speechd(headless, wanted, 120) == []
    finally:
        for proc in bots:
            proc.terminate()
            proc.wait(10)
        me.stop()
    print(f"forms e2e ({lang}): {time.monotonic() - started:.1f} s")


def check_forms(lang: str, me: OnlineApp, names: dict[int, str], forms: dict[int, str],
                heard: dict[int, list[str]], mine: list[str], waiting: str) -> None:
    t = Catalog(lang, address="feminine")
    # sitting down: the presence line in their form
    for seat in (1, 3):
        said = [text for text in heard[seat] if any(
            t("presence-taken", name=names[seat], where=t(f"where-{w}-you"),
              **{"name-form": forms[seat]}).translate(BIDI) == text
            for w in ("left", "right", "across"))]
        assert said, (names[seat], heard[seat])
    # each card another player played: said in their form, never in another's
    for seat in (1, 2, 3):
        cards = me.cards_of(seat)
        assert len(cards) == 8, (seat, cards)
        others = {f: {s: f for s in forms} for f in ("feminine", "masculine", "unspecified")
                  if f != forms[seat]}
        for card in cards:
            right = card_lines(lang, seat, card, forms, names)
            assert any(line in text for line in right for text in heard[seat]), \
                (names[seat], card, right, heard[seat])
            for wrong_forms in others.values():
                wrong = card_lines(lang, seat, card, wrong_forms, names) - right
                assert not any(line in text for line in wrong for text in heard[seat]), \
                    (names[seat], card, wrong)
    # "you": the window's own cards in the feminine; French: the creator's name elided
    if lang == "ar":
        assert any(text.startswith("أنتِ ") for text in mine), mine
    else:
        assert "qu’Omar" in waiting, waiting
