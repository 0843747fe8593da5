"""End to end, where an account stands, by ear (issue 27): a real ``baloot-audio
serve`` process (SQLite in tmp) where four scripted accounts played a rated match;
one of them logs in from a real window, driven by keys alone, and hears from the
lobby its rating, its place on the leaderboard, its online statistics and the past
match, whose records it saves to a file that ``verify`` passes. Each line is checked
in the app's speech log and in the Speech Dispatcher daemon's."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
from pathlib import Path

import pytest

from baloot_audio.cli import verify_records
from baloot_audio.net.wire import protocol as p
from baloot_audio.standing.stats import PlayerStats
from baloot_audio.ui.standing import past_words, rating_words
from baloot_audio.ui.stats_screen import stats_lines
from net.serve import serve
from net.test_rated import PASSWORD, play_rated
from test_accounts_e2e import Ear, daemon_heard, logged_in
from test_online_e2e import OnlineApp


def played(url: str) -> tuple[p.Ratings, p.Leaderboard, p.Statistics, p.HistoryPage]:
    """A rated match of Ann, Badr, Carla and Dana; what the server says of Ann after it."""
    async def main():
        players, _, _ = await play_rated(url)
        ann = players[0]
        answers = [await ann.request(msg) for msg in (
            p.GetRatings(), p.GetLeaderboard("saudi", 0), p.GetStats(), p.GetHistory())]
        for client in players:
            await client.close()
        return answers
    return tuple(asyncio.run(main()))


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", pytest.param("ar", marks=pytest.mark.other_language)])
def test_my_rating_place_statistics_and_past_match_by_ear(headless, tmp_path, lang):
    db = f"sqlite:///{tmp_path / 'server.sqlite3'}"
    with serve(db, "--guests") as url:
        ratings, board, stats, history = played(url)
        known = set(subprocess.run(["xdotool", "search", "--name", "."],
                                   capture_output=True, text=True).stdout.split())
        app = OnlineApp(headless, tmp_path / "app", lang, known)
        ear, t = Ear(app, headless), app.t
        try:
            app.server_and_name(int(url.rsplit(":", 1)[1]), "Ann")
            ear.opens("text_field", app.keys("End", "Up", "Up", "Return"))     # Log in
            app.type(PASSWORD)
            logged_in(app, ear.opens("lobby", app.keys("Return")))
            # the lobby: no table, Create, Join by code, then My rating...
            mine = ear.opens("rating", app.keys("Down", "Down", "Down", "Return"))
            (line,) = ratings.ratings
            assert mine.startswith(f"{t('standing-rating-title')}. "
                                   f"{rating_words(t, line).rstrip('.')}")
            hide = ear.hears("focus", app.keys("Down"))
            assert hide.startswith(t("standing-hidden", value=t("off")))
            ear.opens("lobby", app.keys("Escape"))
            top = ear.opens("leaderboard", app.keys("Down", "Return"))
            assert top.startswith(t("standing-board-title", preset=t("preset-saudi"), page=1))
            place = ear.hears("focus", app.keys("Down"))
            assert place.startswith(t("standing-board-place", place=board.place).rstrip("."))
            ear.opens("lobby", app.keys("Escape"))
            figures = ear.opens("online_statistics", app.keys("Down", "Return"))
            by_preset = {k: PlayerStats.from_json(v) for k, v in stats.presets.items()}
            assert stats_lines(t, by_preset)[0].rstrip(".") in figures
            ear.opens("lobby", app.keys("Escape"))
            past = ear.opens("online_history", app.keys("Down", "Return"))
            assert past.startswith(f"{t('standing-history-title')}. "
                                   f"{past_words(t, history.matches[0]).rstrip('.')}")
            ear.opens("online_match", app.keys("Return"))
            saved = ear.hears("standing-exported", app.keys("End", "Up", "Return"))
            path = Path(os.environ["BALOOT_AUDIO_DATA"]) / "exports" / \
                f"match-{history.matches[0].match_id}.jsonl"
            assert path.name in saved
            records = [json.loads(row) for row in path.read_text().splitlines()]
            assert verify_records(records)
            for line in (mine, place, past, saved):      # as the daemon got them
                print(f"{lang} daemon:", daemon_heard(headless, line))
        finally:
            app.stop()
