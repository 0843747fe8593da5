"""Autosave: a match killed with SIGKILL resumes with the same cards, turn and score."""
from __future__ import annotations

import json
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

import autosave_child as child
from baloot_audio.saves import MatchStore, read_records
from baloot_audio.storage import BadFile
from baloot_audio.table import SaveError, Table

CHILD = Path(child.__file__)
SEED = "kill-test-seed"


@pytest.fixture(scope="module")
def straight_run(tmp_path_factory):
    """The same match played without interruption: its digests at each save and records."""
    digests: list[dict] = []
    store = MatchStore(tmp_path_factory.mktemp("straight"))
    table = child.make_table(store, SEED, lambda t: digests.append(child.digest(t)))
    child.play_out(table)
    return digests, table.records


@pytest.mark.parametrize("kill_after", [3, 40])
def test_killed_mid_match_resumes_the_same_state_and_ends_the_same(tmp_path, straight_run,
                                                                    kill_after):
    digests, records = straight_run
    assert len(digests) > 60
    proc = subprocess.Popen([sys.executable, str(CHILD), str(tmp_path), SEED],
                            stdout=subprocess.PIPE, text=True)
    seen = 0
    for line in proc.stdout:
        seen = int(line.split()[0])
        if seen >= kill_after:
            proc.send_signal(signal.SIGKILL)
            break
    rest = proc.stdout.read()
    proc.wait(10)
    proc.stdout.close()
    assert proc.returncode == -signal.SIGKILL
    for line in rest.splitlines():  # lines printed before the kill landed
        if line.split()[0].isdigit():
            seen = int(line.split()[0])
    assert "done" not in rest
    store = MatchStore(tmp_path)
    # the save itself whole; a kill that lands inside the next save leaves only its temp file
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left[0] == "autosave.json", left
    assert all(n.startswith("autosave.json.") and n.endswith(".tmp") for n in left[1:]), left
    table = child.resume_table(store)
    got = child.digest(table)
    # the save written last is the one printed last, or the next (killed before its print)
    assert got in (digests[seen - 1], digests[seen]), (seen, got)
    assert got["hands"] and got["round"] >= 1
    child.play_out(table)
    assert table.records == records  # the same match to the end, seed revealed last
    assert records[-1]["seed"] == SEED and all(r["commitment"] == table.commitment
                                               for r in records)
    [history] = store.history()
    assert read_records(history.path) == records and not store.has_save()


def test_every_checkpoint_resumes_exactly(tmp_path, straight_run):
    """Resume from every save of a match (not only where a kill lands)."""
    digests, _ = straight_run
    saves: list[dict] = []
    store = MatchStore(tmp_path)
    table = child.make_table(store, SEED, lambda t: saves.append(t.to_save()))
    child.play_out(table)
    assert len(saves) == len(digests)
    for data, want in list(zip(saves, digests))[:-1]:
        again = Table.from_save(json.loads(json.dumps(data)), child.bots(), table.scheduler)
        assert child.digest(again) == want
        assert again.rng.getstate() == Table.from_save(data, child.bots(),
                                                       table.scheduler).rng.getstate()


def _a_save(tmp_path) -> dict:
    saves: list[dict] = []
    table = child.make_table(MatchStore(tmp_path), SEED, lambda t: saves.append(t.to_save()))
    def has_play(data) -> bool:
        return any(a["kind"] == "play" for acts in data["actions"] for a in acts)

    while not (saves and has_play(saves[-1])):
        if table.state is None or table.round_over:
            table.start_round()
        else:
            table.act(child.make_bot("basic").choose(table.view(), random.Random(1)))
    return saves[-1]


@pytest.mark.parametrize("spoil", ["seed", "card", "format", "rng", "version"])
def test_a_spoiled_save_is_refused_with_save_error(tmp_path, spoil):
    data = _a_save(tmp_path)
    if spoil == "seed":
        data["seed"] = "other"
    elif spoil == "card":
        first = next(a for acts in data["actions"] for a in acts if a["kind"] == "play")
        first["card"] = "XX"
    elif spoil == "format":
        data = [data]
    elif spoil == "rng":
        data["rng"] = "nope"
    else:
        data["version"] = 99
    with pytest.raises(SaveError):
        Table.from_save(data, child.bots(), child.ImmediateScheduler())


def test_a_damaged_autosave_file_is_reported_and_kept_aside(tmp_path):
    store = MatchStore(tmp_path)
    store.autosave_path.write_text('{"format": "baloot-audio/match", "act')
    with pytest.raises(BadFile):
        store.load()
    backup = store.keep_aside()
    assert backup and backup.exists() and not store.has_save()


def test_a_folder_that_cannot_be_written_does_not_stop_the_match(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_text("not a folder")
    store = MatchStore(blocker)
    table = child.make_table(store, SEED)
    child.play_out(table)  # saving fails at every checkpoint; the match goes on
    assert store.failed and table.match_over
