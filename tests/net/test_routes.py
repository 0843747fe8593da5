"""The server's one registry (net/server/routes.py): every message a client may send
has its route, and a route to a room's own method reaches every kind of room."""

from __future__ import annotations

import asyncio
import typing

from baloot_audio.net.db.storage import open_storage
from baloot_audio.net.server.routes import AT_TABLE
from baloot_audio.net.server.server import Server
from baloot_audio.net.tables.room import Room
from baloot_audio.net.tournaments.room import TournamentRoom
from baloot_audio.net.wire import protocol as p


def client_messages() -> set[type]:
    return set(typing.get_args(p.ClientMessage))


def test_every_client_message_has_one_route_and_nothing_else_has_one():
    async def main():
        return Server(await open_storage("memory:")).routes

    routes = asyncio.run(main())
    assert len(client_messages()) > 40
    assert set(routes) == client_messages()
    for kind, route in routes.items():
        assert (route.answer is None) != (route.at_table is None), kind.__name__
        assert route.named or kind in (p.Hello, p.Register, p.Login), kind.__name__


def test_a_room_method_a_route_names_is_one_no_kind_of_room_overrides():
    """A route holds Room's function itself: a room kind that overrode it would be
    passed by (a tournament's room refuses a seat in seating.py instead)."""
    for route in AT_TABLE.values():
        name = route.at_table.__name__
        if getattr(Room, name, None) is route.at_table:
            assert getattr(TournamentRoom, name) is route.at_table, name
