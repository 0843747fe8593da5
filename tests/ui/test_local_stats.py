"""The local game's statistics file: a finished match is folded in once, as
match_stats computes it; a damaged file is kept aside, told, and never costs the
settings or the saved match; a failed write loses nothing."""

from __future__ import annotations

import json

import autosave_child as child
from baloot_audio.local_stats import LocalStats
from baloot_audio.saves import MatchStore
from baloot_audio.standing.stats import PlayerStats, match_stats

SEED = "local-stats"


def finished(store: MatchStore):
    table = child.make_table(store, SEED)
    table.meta["partner_bot"] = "strong"
    child.play_out(table)     # filed in the history when it ends, and folded in
    return table


def test_a_finished_match_is_folded_in_once_as_match_stats_counts_it(tmp_path):
    store = MatchStore(tmp_path)
    table = finished(store)
    want = match_stats(table.records, ["you", "", "bot-strong", ""])["you"]
    assert store.stats.by_preset() == {"saudi": want}
    assert want.matches == 1 and want.rounds > 0 and want.partners == {"bot-strong": [1, want.won]}
    data = json.loads((tmp_path / "statistics.json").read_text())
    assert data["folded"] == [table.commitment]
    # the same match again (a second checkpoint, a crash and a rerun): not counted twice
    assert not store.stats.fold(table.records, "bot-strong", table.commitment)
    # a match given up is lost, and its rounds count
    assert store.stats.fold(table.records[:2], "bot-easy", "another seal", left=True)
    total = store.stats.by_preset()["saudi"]
    assert (total.matches, total.won, total.left) == (2, want.won, 1)
    assert total.rounds == want.rounds + sum(1 for r in table.records[:2] if r["contract"])
    assert total.partners["bot-easy"] == [1, 0]


def test_a_damaged_file_is_kept_aside_told_and_the_next_match_starts_it_again(tmp_path):
    (tmp_path / "settings.json").write_text('{"version": 1}')
    (tmp_path / "autosave.json").write_text('{"a saved": "match"}')
    (tmp_path / "statistics.json").write_text('{"format": "baloot-audio-statis')   # cut short
    stats = LocalStats(tmp_path)
    assert stats.by_preset() == {}
    assert stats.backup is not None and stats.backup.name.startswith("statistics.json.bad-")
    assert stats.backup.read_text() == '{"format": "baloot-audio-statis'
    assert (tmp_path / "settings.json").read_text() == '{"version": 1}'
    assert (tmp_path / "autosave.json").read_text() == '{"a saved": "match"}'
    store = MatchStore(tmp_path / "fresh")
    table = finished(store)
    assert stats.fold(table.records, "bot-strong", table.commitment)
    assert stats.by_preset()["saudi"].matches == 1


def test_figures_of_the_wrong_kind_are_a_damaged_file(tmp_path):
    for bad in ({"format": "baloot-audio-statistics", "version": 1,
                 "presets": {"saudi": {"matches": "many"}}, "folded": []},
                {"format": "baloot-audio-statistics", "version": 9, "presets": {}, "folded": []},
                [1, 2, 3]):
        (tmp_path / "statistics.json").write_text(json.dumps(bad))
        stats = LocalStats(tmp_path)
        assert stats.by_preset() == {} and stats.backup is not None
        assert not (tmp_path / "statistics.json").exists()


def test_a_folder_that_cannot_be_written_loses_no_match(tmp_path):
    records = finished(MatchStore(tmp_path / "played")).records
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    stats = LocalStats(blocker)
    assert stats.fold(records, "bot-normal", "seal") is False
    assert stats.by_preset() == {} and stats.backup is None


def test_nothing_to_fold_is_no_match(tmp_path):
    stats = LocalStats(tmp_path)
    assert stats.fold([], "bot-normal", "seal") is False
    assert stats.by_preset() == {}
    assert PlayerStats().win_rate() is None


def test_a_new_match_over_the_saved_one_counts_the_saved_one_as_left(tmp_path):
    import random

    from test_session import FakeShell

    from baloot_audio.ui.session import MatchSession

    store = MatchStore(tmp_path)
    table = child.make_table(store, SEED)
    table.meta["partner_bot"] = "easy"
    while len(table.records) < 2 or table.round_over:      # two rounds in, mid-round
        if table.state is None or table.round_over:
            table.start_round()
        else:
            table.act(child.make_bot("basic").choose(table.view(), random.Random(7)))
    table.close()
    played = sum(1 for r in table.records if r["contract"])
    shell = FakeShell()
    shell.store, shell.save_settings = store, lambda: True
    session = MatchSession(shell)
    session.start_match()
    figures = store.stats.by_preset()["saudi"]
    assert (figures.matches, figures.won, figures.left, figures.rounds) == (1, 0, 1, played)
    assert figures.partners == {"bot-easy": [1, 0]}
    session.close()
    session.start_match()        # the new match's save is given up in its turn (no rounds yet)
    assert store.stats.by_preset()["saudi"].matches == 1


def test_the_match_in_play_is_counted_by_its_rounds_until_it_ends(tmp_path):
    """Statistics said nothing until a whole 152-point match was finished (issue 38):
    the rounds of the match in play count from the first one; the match counts once, at
    its end, its rounds then counted once."""
    import random

    store = MatchStore(tmp_path)
    table = child.make_table(store, SEED)
    while len(table.records) < 2 or table.round_over:      # two rounds in
        if table.state is None or table.round_over:
            if table.records:
                store.stats.playing(table.records, "bot-normal", table.commitment)
            table.start_round()
        else:
            table.act(child.make_bot("basic").choose(table.view(), random.Random(7)))
    played = sum(1 for r in table.records if r["contract"])
    figures = store.stats.by_preset()["saudi"]
    assert (figures.matches, figures.rounds) == (0, played) and played
    assert store.stats.playing_rounds() == len(table.records)
    assert store.stats.fold(table.records, "bot-normal", table.commitment, left=True)
    figures = store.stats.by_preset()["saudi"]      # given up: a match, its rounds once
    assert (figures.matches, figures.rounds) == (1, played)
    assert store.stats.playing_rounds() == 0
