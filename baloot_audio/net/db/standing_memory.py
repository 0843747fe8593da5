"""The in-memory backend's ratings, statistics and match history (MemoryStorage's
part, for the tests): the same answers as the databases' plans, from dicts."""

from __future__ import annotations

from typing import Any, Optional

from baloot_audio.standing.ratings import Rating
from baloot_audio.standing.stats import PlayerStats

from .standing import (
    BOARD_PAGE, BOARD_PAGES, HISTORY_PAGE, FinishedMatch, HistoryLine, MatchSeat, StoredBoardLine,
    fold,
)


class MemoryStanding:
    _accounts: dict[str, dict[str, Any]]

    def __init__(self) -> None:
        self._ratings: dict[tuple[str, str], tuple[Rating, int]] = {}
        self._stats: dict[tuple[str, str], PlayerStats] = {}
        self._matches: dict[str, FinishedMatch] = {}

    def _check_open(self) -> None: ...

    def _settle(self, match: FinishedMatch) -> None:
        if match.match_id in self._matches:
            return
        self._matches[match.match_id] = match
        players, preset = match.accounts(), match.preset
        stats = {p: self._stats[(p, preset)] for p in players if (p, preset) in self._stats}
        ratings = {p: self._ratings[(p, preset)][0] for p in players
                   if (p, preset) in self._ratings}
        new_stats, new_ratings = fold(match, stats, ratings)
        self._stats.update({(p, preset): s for p, s in new_stats.items()})
        for player, rating in new_ratings.items():
            rated = self._ratings.get((player, preset), (rating, 0))[1]
            self._ratings[(player, preset)] = (rating, rated + 1)

    def _forget(self, player_id: str) -> None:
        """A deleted account's rating and figures go (its seats in history stay)."""
        for kept in (self._ratings, self._stats):
            for key in [k for k in kept if k[0] == player_id]:
                del kept[key]

    def _hidden(self, player_id: str) -> bool:
        return bool(self._accounts.get(player_id, {}).get("hidden"))

    def _board(self, preset: str) -> list[tuple[str, Rating, int]]:
        rows = [(p, r, n) for (p, k), (r, n) in self._ratings.items()
                if k == preset and not self._hidden(p) and p in self._accounts]
        return sorted(rows, key=lambda row: (-row[1].shown, row[0]))

    async def ratings_of(self, player_id: str) -> dict[str, tuple[Rating, int]]:
        self._check_open()
        return {k: v for (p, k), v in sorted(self._ratings.items()) if p == player_id}

    async def ratings_for(self, preset: str, players: list[str]) -> dict[str, Rating]:
        self._check_open()
        return {p: self._ratings[(p, preset)][0] for p in players if (p, preset) in self._ratings}

    async def leaderboard(self, preset: str, page: int) -> tuple[list[StoredBoardLine], bool]:
        self._check_open()
        board, start = self._board(preset)[:BOARD_PAGE * BOARD_PAGES], page * BOARD_PAGE
        lines = [StoredBoardLine(start + i + 1, p, self._accounts[p]["name"], r, n)
                 for i, (p, r, n) in enumerate(board[start:start + BOARD_PAGE])]
        return lines, len(board) > start + BOARD_PAGE

    async def place(self, player_id: str, preset: str) -> Optional[int]:
        self._check_open()
        ids = [p for p, _, _ in self._board(preset)]
        return ids.index(player_id) + 1 if player_id in ids else None

    async def stats_of(self, player_id: str) -> dict[str, PlayerStats]:
        self._check_open()
        return {k: s for (p, k), s in sorted(self._stats.items()) if p == player_id}

    async def history(self, player_id: str, after: Optional[str]
                      ) -> tuple[list[HistoryLine], Optional[str]]:
        self._check_open()
        mine = sorted((m for m in self._matches.values() if player_id in m.accounts()),
                      key=lambda m: (m.finished_at, m.match_id), reverse=True)
        ids = [m.match_id for m in mine]
        if after is not None and after not in ids:
            raise ValueError("not a match of this player's history")
        start = ids.index(after) + 1 if after is not None else 0
        page = mine[start:start + HISTORY_PAGE]
        lines = [HistoryLine(m.match_id, m.preset, m.rated, m.winner, m.left, m.totals,
                             m.finished_at, [s.player_id for s in m.seats].index(player_id),
                             [MatchSeat(s.name, s.kind) for s in m.seats]) for m in page]
        more = len(mine) > start + HISTORY_PAGE
        return lines, page[-1].match_id if more else None

    async def records_of(self, player_id: str, match_id: str) -> Optional[list[dict]]:
        self._check_open()
        match = self._matches.get(match_id)
        return list(match.records) if match and player_id in match.accounts() else None

    async def set_hidden(self, player_id: str, on: bool) -> None:
        self._check_open()
        if player_id in self._accounts:
            self._accounts[player_id]["hidden"] = on

    async def is_hidden(self, player_id: str) -> bool:
        self._check_open()
        return self._hidden(player_id)
