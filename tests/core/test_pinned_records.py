"""The records of fixed random-bot runs, pinned by digest.

A speed-up of the engine must not change how any round plays out: the same
seed and actions give the same records, byte for byte (`simulate --out`).
The random bot picks from `view.legal` by index, so these runs also pin the
order of the legal actions. The digests were taken from main before the
engine was made faster (issue 14). A rule change that is meant to change
play updates them, and says so in its commit.
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
    "ksa": "db14dd721510cbc6c603ddfc921761852e81c44725252e067aead30cdde5b990",
    "belote": "9f25fcb80e0510bd8442e01fc9547b8f06ee4e1c0c29480b7e6dce00e8a73843",
}


@pytest.mark.parametrize("preset", DIGESTS)
def test_random_bot_runs_give_the_pinned_records(preset):
    records = simulate_records(rules_for(preset), 300, "pinned", [make_bot("random")] * 4)
    text = "".join(json.dumps(record, separators=(",", ":")) + "\n" for record in records)
    assert hashlib.sha256(text.encode("utf-8")).hexdigest() == DIGESTS[preset]
