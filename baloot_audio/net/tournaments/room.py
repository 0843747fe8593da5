"""A tournament's match: a :class:`~baloot_audio.net.tables.room.Room` whose four seats the draw fixed.

Nobody chooses a seat, a bot or the start: the match starts once its four
players are at the table, or when the grace (``--tournament-grace``) is over.
Then a seat whose player has not come is played by a bot, and that player
forfeits: at a rated table this is a leave (tables/rated.py, standing/ratings.py), so
their team loses the match (and the tournament's match), and each player who did
not come is rated a loss; nobody gains from it (the opponents' ratings do not
move, nor does a partner who came, the score being level), as at any table.
Before the start a player who drops keeps their seat; the table never closes
for want of players. A restarted server gives a match not started its grace again.
"""

from __future__ import annotations

from typing import Any, Optional

from ..tables.host import Member
from ..tables.room import Room


class TournamentRoom(Room):
    def start(self) -> None:
        super().start()
        if not self.started:
            self.inbox.later(self.host.limits.tournament_grace, self.begin)

    async def join(self, conn: Member, ref: int) -> None:
        await super().join(conn, ref)
        if not self.started and all(s.player in self.members for s in self.seats):
            await self.begin()

    async def begin(self) -> None:
        """Deal: the players not here forfeit, each a leaver (the first of them is the
        match's leaver in its history and its result)."""
        if self.started or self.closed:
            return
        self.started, self.lineup = True, self.seats.data()
        absent = [i for i, seat in enumerate(self.seats) if seat.player not in self.members]
        for seat in absent:
            self.gone.went(seat, (0, 0))
        for seat in absent:
            await self._free(seat, self.seats[seat].player or "")
        if not absent:
            await self.save_settings()
        await self.deal()

    async def dropped(self, conn: Member, grace: bool = False) -> None:
        seated = self.seat_of(conn.player_id) is not None
        if self.started or not seated or self.members.get(conn.player_id) is not conn:
            return await super().dropped(conn, grace)
        del self.members[conn.player_id]        # the seat stays theirs until the start

    async def _abandon(self) -> None:
        """Never: the grace starts the match, with bots if need be."""

    def restore(self, rounds: list[list[dict[str, Any]]]) -> None:
        """A match not started waits for its players again (start); one stored as
        started before its first deal was stored is dealt now."""
        if self.started:
            super().restore(rounds)
            if not rounds:
                self.post(self._first_deal)

    def _first_deal(self) -> None:
        if self.table is not None and not self.table.actions:
            self.table.start_round()


def room_class(settings: dict[str, Any]) -> type[Room]:
    """The room for a stored table: a tournament's match, or any other."""
    return TournamentRoom if "tournament" in settings else Room


def winner_team(home: int, away: Optional[int], match_winner: Optional[int],
                left: Optional[int]) -> int:
    """The tournament team that won a match (home sat at seats 0 and 2): the team
    of a leaver lost, whatever the score; no winner at all counts for home."""
    side = 1 - left % 2 if left is not None else (match_winner or 0)
    return away if side == 1 and away is not None else home
