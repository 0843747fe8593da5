"""The records of fixed random-bot runs, pinned by digest.

A speed-up of the engine must not change how any round plays out: the same
seed and actions give the same records, byte for byte (`simulate --out`).
The random bot picks from `view.legal` by index, so these runs also pin the
order of the legal actions. The digests were taken from main before the
engine was made faster (issue 14). A rule change that is meant to change
play updates them, and says so in its commit: issue 25 moved boshat to Qaid
tables, so a ksa seat with a boshat hand no longer has one more call to pick
from (the ksa run is the same up to its first such round, the 50th).
"""
from __future__ import annotations

import hashlib
import json

import pytest

from baloot_audio.bots import make_bot
from baloot_audio.cli import simulate_records
from baloot_audio.core import rules_for

# sha256 of `baloot-audio simulate --ruleset P --rounds 300 --seed pinned --bots random`
DIGESTS = {
    "saudi": "099162170d96b991784cb58fcdcc6ea731545c490057b365725bfc190ad09fd2",
    "ksa": "a7f52e982a6ebd765250b2c9c674514163576ed81a54d34ff242ee7e479ac49f",
    "belote": "9f25fcb80e0510bd8442e01fc9547b8f06ee4e1c0c29480b7e6dce00e8a73843",
}


@pytest.mark.parametrize("preset", DIGESTS)
def test_random_bot_runs_give_the_pinned_records(preset):
    records = simulate_records(rules_for(preset), 300, "pinned", [make_bot("random")] * 4)
    text = "".join(json.dumps(record, separators=(",", ":")) + "\n" for record in records)
    assert hashlib.sha256(text.encode("utf-8")).hexdigest() == DIGESTS[preset]
