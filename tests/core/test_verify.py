"""`baloot-audio verify`: a match's fair shuffle checked from its records."""
from __future__ import annotations

import json
import random

import pytest

from baloot_audio.bots import make_bot
from baloot_audio.cli import main
from baloot_audio.core import deck_for, rules_for, seed_commitment
from baloot_audio.table import Table
from schedulers import ImmediateScheduler

SEED = "7f3a9c0e11d2b4a85e6f0c1d2e3f4a5b"


@pytest.fixture(scope="module")
def records():
    table = Table(rules_for("saudi", target=152), {s: make_bot("basic") for s in (1, 2, 3)},
                  ImmediateScheduler(), seed=SEED, bot_delay=0)
    human = make_bot("basic")
    while not table.match_over:
        if table.state is None or table.round_over:
            table.start_round()
        else:
            table.act(human.choose(table.view(), random.Random(len(table.records))))
    assert len(table.records) >= 3
    return table.records


def run(tmp_path, capsys, recs, raw: str | None = None):
    path = tmp_path / "match.jsonl"
    path.write_text(raw if raw is not None else
                    "".join(json.dumps(r) + "\n" for r in recs), encoding="utf-8")
    code = main(["verify", str(path)])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def spoiled(records):
    return json.loads(json.dumps(records))


def test_a_true_record_verifies(tmp_path, capsys, records):
    assert records[0]["commitment"] == seed_commitment(SEED)
    assert records[-1]["seed"] == SEED and all("seed" not in r for r in records[:-1])
    code, out, err = run(tmp_path, capsys, records)
    assert code == 0 and not err
    assert f"{len(records)} round(s) verified" in out and SEED in out


def test_a_new_table_draws_a_secret_seed_and_commits_to_it():
    bots = {s: make_bot("random") for s in (1, 2, 3)}
    a, b = (Table(rules_for("saudi"), bots, ImmediateScheduler()) for _ in range(2))
    assert len(str(a.seed)) == 32 and a.seed != b.seed
    assert a.commitment == seed_commitment(a.seed) and len(a.commitment) == 64


def test_altered_deck_is_rejected(tmp_path, capsys, records):
    recs = spoiled(records)
    deck = recs[1]["deck"]
    deck[0], deck[5] = deck[5], deck[0]
    code, _, err = run(tmp_path, capsys, recs)
    assert code == 1 and "record 2: the deck is not the one the seed deals" in err
    assert "match.jsonl" in err


def test_altered_seed_is_rejected(tmp_path, capsys, records):
    recs = spoiled(records)
    recs[-1]["seed"] = SEED[:-1] + "0"
    code, _, err = run(tmp_path, capsys, recs)
    assert code == 1 and f"record {len(recs)}: the revealed seed does not match" in err


def test_a_new_seed_with_a_new_commitment_still_fails_on_the_decks(tmp_path, capsys, records):
    recs = spoiled(records)
    for r in recs:
        r["commitment"] = seed_commitment("forged")
    recs[-1]["seed"] = "forged"
    code, _, err = run(tmp_path, capsys, recs)
    assert code == 1 and "record 1: the deck is not the one the seed deals" in err


def test_a_deck_made_to_match_but_cards_left_is_caught_by_the_replay(tmp_path, capsys,
                                                                     records):
    recs = spoiled(records)
    trick = recs[0]["tricks"][3]
    trick["plays"][0], trick["plays"][1] = trick["plays"][1], trick["plays"][0]
    code, _, err = run(tmp_path, capsys, recs)
    assert code == 1 and err.startswith("baloot-audio verify:") and "record 1" in err


def test_an_altered_score_is_rejected(tmp_path, capsys, records):
    recs = spoiled(records)
    recs[0]["points"] = [p + 10 for p in recs[0]["points"]]
    code, _, err = run(tmp_path, capsys, recs)
    assert code == 1 and "record 1: field 'points'" in err


@pytest.mark.parametrize("change,message", [
    (lambda r: r[-1].pop("seed"), "the seed is not revealed"),
    (lambda r: r[1].pop("commitment"), "record 2: its commitment differs"),
    (lambda r: r.pop(1), "record 2: round 3, expected 2"),
    (lambda r: r[0].update(seed=SEED), "record 1: the seed is revealed before the last"),
])
def test_incomplete_records_are_rejected(tmp_path, capsys, records, change, message):
    recs = spoiled(records)
    change(recs)
    code, _, err = run(tmp_path, capsys, recs)
    assert code == 1 and message in err


def test_unreadable_inputs_give_clear_messages(tmp_path, capsys, records):
    good = json.dumps(records[0])
    assert run(tmp_path, capsys, None, good + "\n{oops\n")[2].endswith(
        "record 2: not valid JSON (Expecting property name enclosed in double quotes)\n")
    assert "no round records" in run(tmp_path, capsys, None, "\n")[2]
    code = main(["verify", str(tmp_path / "missing.jsonl")])
    assert code == 2 and "cannot read" in capsys.readouterr().err


def test_decks_derive_from_the_seed_alone(records):
    assert [r["deck"] for r in records] == [list(deck_for(SEED, n))
                                            for n in range(1, len(records) + 1)]
