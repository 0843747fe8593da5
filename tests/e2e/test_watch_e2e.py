"""End to end, watching by ear: a real ``baloot-audio serve`` process, a scripted
player (Ann) at a public table of bots whose match has started, and one real
window driven by keys alone: the lobby lists the table as started, Enter watches
it, the daemon says the cards with each seat named (never "you"), H says a watcher
has no hand, S the teams' score, Escape goes back to the lobby."""

from __future__ import annotations

import re
import subprocess
import time

import pytest

from baloot_audio.bots import BOTS
from baloot_audio.net.client.bot_player import BotPlayer
from net.serve import Serve
from test_accounts_e2e import Ear, Others
from test_online_e2e import OnlineApp
from patience import Patience

CARD = {"en": re.compile(r"(Player \d|guest Ann) (plays|leads|cuts with) the "),
        # a seat without a player, and a guest who chose no form of address: said as a
        # scorekeeper says it, the name then the card (issue 41)
        "ar": re.compile(r"(لاعب \d|Ann، بحساب ضيف): (حكم، )?\S+ (سبيت|هاص|ديمن|شريا)")}


def daemon_card(headless, card: re.Pattern, timeout: float = 60) -> str:
    """The daemon's first line that says a seat's card by the seat's name."""
    bound = Patience(timeout)
    while not bound.over():
        found = [m for m in headless.speechd_messages() if card.search(m)]
        if found:
            return found[0]
        time.sleep(0.1)
    raise AssertionError(f"no card heard: {headless.speechd_messages()[-12:]}")


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", pytest.param("ar", marks=pytest.mark.other_language)])
def test_watching_a_started_match_by_ear(headless, tmp_path, lang):
    known = set(subprocess.run(["xdotool", "search", "--name", "."],
                               capture_output=True, text=True).stdout.split())
    with Serve(tmp_path, bot_delay="0.3") as server:
        others = Others(server.url)
        app = OnlineApp(headless, tmp_path / "app", lang, known)
        ear = Ear(app, headless)
        heard: dict[str, str] = {}
        try:
            ann = others.connect("Ann")

            async def start() -> None:
                table = await ann.create_table(public=True, bots=["basic"] * 4, seat=0)
                await ann.start_match()
                BotPlayer(table, BOTS["basic"](), delay=lambda rng: 0.3)
            others.run(start())
            app.connect(server.port, "Cy")
            before = len(headless.speechd_messages())
            start_at = app.keys("Return")          # the lobby's first item: Ann's table
            heard["watch"] = ear.hears("watch-started", start_at)
            heard["teams"] = ear.hears("ask-score", start_at)
            heard["card"] = daemon_card(headless, CARD[lang])
            # the daemon's lines from the watch's first (the lobby's may come after
            # ``before``: the daemon gets it a moment after the app's log has it)
            daemon = headless.speechd_messages()[before:]
            first = heard["watch"].split(".")[0]
            daemon = daemon[next((k for k, s in enumerate(daemon) if first in s), 0):]
            said = [r.get("text", "") for r in app.records()[start_at:]] + daemon
            assert not [s for s in said if re.search(r"\byour?\b", s, re.IGNORECASE)
                        and "watching" not in s], said
            heard["hand"] = ear.hears("watch-no-hand", app.keys("h"))
            heard["score"] = ear.hears("ask-score", app.keys("s"))
            heard["lobby"] = ear.opens("lobby", app.keys("Escape"))
        finally:
            others.close()
            app.stop()
    for step, line in heard.items():
        print(f"{lang} {step}: {line}")
    if lang == "en":
        assert heard["watch"] == \
            "You are watching this match, one trick behind the players. Escape leaves."
        assert heard["hand"] == "You are watching: a watcher has no hand."
        assert re.fullmatch(r"The match: guest Ann and Player 3 have \d+, Player 2 and "
                            r"Player 4 have \d+\.", heard["score"])
