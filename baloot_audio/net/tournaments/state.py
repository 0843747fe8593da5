"""One tournament as the server holds it (:class:`Cup`): its stored document read
into the draw's terms (net/tournaments/draw.py) and back, and what a client is
told of it (wire/tournaments.py). No I/O here: hall.py stores it and
seats its matches.

The document (``data``, stored as JSON): the creator's settings, ``state``
(registering, playing, finished, cancelled), and from the start ``lineup`` (the
teams, two player ids each), ``names``, ``unpaired``, ``results`` ([round,
index, winning team]), ``forfeits`` ([round, index, seat, player id]) and
``round_at`` (when each round was seated).
"""

from __future__ import annotations

import hashlib
import hmac
from dataclasses import dataclass, field
from typing import Any, Optional

from ..db.tournaments import StoredEntry, StoredTournament
from ..wire import protocol as p
from ..wire.names import FORMS, UNSPECIFIED
from .draw import (
    SWISS, Draw, Pairing, Registration, Results, finished, next_match, rounds_of, standings,
    verify,
)

OPEN = ("registering", "playing")


@dataclass
class Cup:
    tournament_id: str
    seed: str
    organiser: Optional[str]
    data: dict[str, Any]
    entries: list[StoredEntry] = field(default_factory=list)

    @classmethod
    def stored(cls, stored: StoredTournament) -> "Cup":
        return cls(stored.tournament_id, stored.seed, stored.organiser, stored.data,
                   list(stored.entries))

    @property
    def state(self) -> str:
        return self.data["state"]

    @property
    def name(self) -> str:
        return self.data["name"]

    def entry_list(self) -> list[Registration]:
        return [Registration(e.player_id, e.partner) for e in self.entries]

    def registered(self, player_id: Optional[str]) -> bool:
        return any(e.player_id == player_id for e in self.entries)

    # -- the draw ------------------------------------------------------------------------
    def draw(self) -> Draw:
        teams = len(self.data["lineup"])
        rounds = min(self.data["swiss_rounds"], teams - 1) if self.data["format"] == SWISS else 0
        return Draw(self.data["format"], teams, self.seed, rounds)

    def results(self) -> Results:
        return {(r, i): team for r, i, team in self.data.get("results", [])}

    def rounds(self) -> list[list[Pairing]]:
        return rounds_of(self.draw(), self.results()) if self.state != "registering" and \
            self.data.get("lineup") else []

    def over(self) -> bool:
        return finished(self.draw(), self.results())

    def team_of(self, player_id: Optional[str]) -> Optional[int]:
        for n, team in enumerate(self.data.get("lineup", [])):
            if player_id in team:
                return n
        return None

    def table_id(self, round_index: int, index: int) -> str:
        """A match's table id, drawn from the seed: seating it again after a restart
        finds the same table (stored, or running) rather than making another."""
        use = f"table-id:{self.tournament_id}:{round_index}:{index}".encode()
        return hmac.new(self.seed.encode(), use, hashlib.sha256).hexdigest()[:16]

    def forfeit(self, key: tuple[int, int]) -> Optional[tuple[int, str]]:
        for r, i, seat, player in self.data.get("forfeits", []):
            if (r, i) == key:
                return seat, player
        return None

    # -- what a client is told -------------------------------------------------------------
    def form(self, player_id: Optional[str]) -> str:
        """A player's form of address as the tournament keeps it (its creator's from the
        creation, the players' from the draw; a value read from disk is checked)."""
        d = self.data
        form = d.get("creator_form") if player_id == d.get("creator") \
            else d.get("forms", {}).get(player_id or "")
        return form if form in FORMS else UNSPECIFIED

    def info(self, player_id: Optional[str] = None) -> p.TournamentInfo:
        d = self.data
        rounds = self.draw().rounds if d.get("lineup") else 0
        return p.TournamentInfo(
            self.tournament_id, d["name"], d["creator_name"], d["preset"], d["options"],
            d["format"], d["teams"], d["starts_at"], d["state"], d["commitment"],
            len(self.entries), d["max_teams"], rounds, d["timer"], self.registered(player_id),
            self.organiser, d.get("diwan_name"), self.form(d.get("creator")))

    def match_info(self, pairing: Pairing, results: Results) -> p.MatchInfo:
        forfeit = self.forfeit(pairing.key)
        names = self.data.get("names", {})
        return p.MatchInfo(pairing.round, pairing.index, pairing.home, pairing.away,
                           None if pairing.bye else self.table_id(*pairing.key),
                           pairing.home if pairing.bye else results.get(pairing.key),
                           forfeit[0] if forfeit else None,
                           names.get(forfeit[1]) if forfeit else None,
                           self.form(forfeit[1]) if forfeit else UNSPECIFIED)

    def told(self, player_id: Optional[str], ref: int) -> p.Tournament:
        """The whole tournament as ``player_id`` reads it."""
        names = self.data.get("names", {})
        lineup = self.data.get("lineup", [])
        if not lineup:
            return p.Tournament(self.info(player_id), [], [], [], [], ref)
        draw, results = self.draw(), self.results()
        rounds = [[self.match_info(m, results) for m in r] for r in rounds_of(draw, results)]
        places = [p.PlaceInfo(s.team, s.place, s.wins, s.out_in)
                  for s in standings(draw, results)]
        team = self.team_of(player_id)
        nxt = next_match(draw, results, team) if team is not None else None
        round_at = self.data.get("round_at", [])
        upcoming = None if nxt is None else p.NextMatch(
            nxt[0], nxt[1], nxt[2], round_at[nxt[0]] if nxt[0] < len(round_at) else None)
        unpaired = self.data.get("unpaired", [])
        return p.Tournament(self.info(player_id), [[names.get(x, "?") for x in t] for t in lineup],
                            rounds, places, list(round_at), ref, team, upcoming,
                            self.seed if self.state == "finished" else None,
                            [names.get(x, "?") for x in unpaired],
                            [[e.name, names.get(e.partner or "", "")] for e in self.entries],
                            [[self.form(x) for x in t] for t in lineup],
                            [self.form(x) for x in unpaired])


def check_told(told: p.Tournament) -> list[str]:
    """What does not match in a finished tournament as told (empty: it all does):
    anyone can check the seed against the hash published before the start, and that
    it draws these teams and pairings from the registrations and the results."""
    if told.seed is None:
        return ["the tournament is not over: its seed is still secret"]
    info = told.info
    draw = Draw(info.format, len(told.teams), told.seed,
                info.rounds if info.format == SWISS else 0)
    rounds = [[Pairing(m.round, m.index, m.home, m.away) for m in r] for r in told.rounds]
    results = {(m.round, m.index): m.winner for r in told.rounds for m in r
               if m.away is not None and m.winner is not None}
    entries = [Registration(name, partner or None) for name, partner in told.entries]
    teams = [(a, b) for a, b in told.teams]
    return verify(told.seed, info.commitment, draw, entries, teams, rounds, results)
