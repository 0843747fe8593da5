"""The room's parts: its settings as stored, and what it may ask of its server.

The stored settings are the same JSON as before the settings became a frozen
dataclass (the same keys, in the same order; a new table's empty seats stored
with their level alone), and the server and its connections have every member
of the protocols the room sees them through (host.Host, host.Member)."""
from __future__ import annotations

import asyncio
import dataclasses
import inspect
import json

import pytest

from baloot_audio.net.tables import host
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.guard.limits import Limits
from baloot_audio.net.server.connection import Conn
from baloot_audio.net.server.server import Server
from baloot_audio.net.db.storage import open_storage
from baloot_audio.net.tables.settings import Seats, TableSettings, new_settings

KEYS = ["preset", "options", "public", "code", "creator", "hold_seconds", "bot_delay",
        "timer", "timer_seconds", "memory_aids", "rated", "started", "seats"]


def test_a_new_tables_settings_are_stored_as_before():
    msg = p.CreateTable(preset="ksa", options={"target": 52}, public=False,
                        bots=["easy", "normal", "strong", "random"], hold_seconds=30)
    data = new_settings(msg, "creator-id", 0.5)
    assert list(data) == KEYS
    assert len(data["code"]) == Limits.code_length == 10 and data["code"].isalnum()
    assert {k: v for k, v in data.items() if k != "code"} == {
        "preset": "ksa", "options": {"target": 52}, "public": False, "creator": "creator-id",
        "hold_seconds": 30.0, "bot_delay": 0.5, "timer": "off", "timer_seconds": None,
        "memory_aids": False, "rated": False, "started": False, "seats": [{"level": "easy"}, {"level": "normal"}, {"level": "strong"},
                  {"level": "random"}]}
    json.dumps(data)                      # JSON as it is


def test_a_table_stored_before_the_table_options_is_read_back_untimed_without_memory_aids():
    msg = p.CreateTable(preset="saudi", options={"qaid": True}, timer="custom",
                        timer_seconds={"call": 20, "card": 30, "qaid_window": 5,
                                       "next_hand": 10}, memory_aids=True)
    data = new_settings(msg, "c", 1.0)
    settings = TableSettings.from_data(data)
    assert (settings.timer, settings.memory_aids, settings.seconds("card")) == \
        ("custom", True, 30.0)
    old = {k: v for k, v in data.items() if k not in ("timer", "timer_seconds", "memory_aids")}
    settings = TableSettings.from_data(old)
    assert (settings.timer, settings.memory_aids, settings.seconds("card")) == \
        ("off", False, None)


def test_the_settings_are_frozen_and_read_back_from_what_is_stored():
    msg = p.CreateTable(preset="saudi", bots=["normal"] * 4)
    data = new_settings(msg, "c", 1.0)
    settings = TableSettings.from_data(data)
    assert settings.preset == "saudi" and settings.creator == "c" and settings.code == data["code"]
    assert settings.rules().name == "saudi"
    with pytest.raises(dataclasses.FrozenInstanceError):
        settings.public = False
    seats = Seats(data["seats"])
    assert seats.sit(2, "ann", "Ann") is None and seats.sit(1, "ann", "Ann") == 2
    assert settings.data(True, seats.data()) == {**data, "started": True, "seats": [
        {"level": "normal", "player": None, "name": None, "guest": False, "form": "unspecified"},
        {"level": "normal", "player": "ann", "name": "Ann", "guest": False,
         "form": "unspecified"},
        {"level": "normal", "player": None, "name": None, "guest": False, "form": "unspecified"},
        {"level": "normal", "player": None, "name": None, "guest": False, "form": "unspecified"}]}


@pytest.mark.parametrize("bad", [{"preset": "nope"}, {"options": {"target": 3}},
                                 {"bots": ["normal", "normal", "normal", "genius"]}])
def test_bad_settings_are_refused(bad):
    with pytest.raises(ValueError):
        TableSettings.new(p.CreateTable(**bad), "c", 1.0)


def members(protocol: type) -> dict[str, object]:
    """A protocol's attributes and methods (with their parameters)."""
    names = set(getattr(protocol, "__annotations__", {}))
    names |= {n for n, v in vars(protocol).items() if inspect.isfunction(v)}
    names = {n for n in names if not n.startswith("_")}
    return {n: inspect.signature(getattr(protocol, n)).parameters.keys()
            if inspect.isfunction(getattr(protocol, n, None)) else None for n in names}


@pytest.mark.parametrize("protocol, make", [
    (host.Host, lambda storage: Server(storage)),
    (host.Member, lambda storage: Conn(None)),       # no socket: nothing is sent here
])
def test_the_server_and_its_connections_are_what_the_room_asks_for(protocol, make):
    async def main():
        storage = await open_storage("memory:")
        made = make(storage)
        if isinstance(made, Conn):
            made.writer.cancel()
        return made

    made = asyncio.run(main())
    for name, params in members(protocol).items():
        assert hasattr(made, name), f"{type(made).__name__} has no {name}"
        if params is not None:
            assert list(inspect.signature(getattr(made, name)).parameters) == \
                [p for p in params if p != "self"], name
