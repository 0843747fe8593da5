"""A player's statistics, computed from a match's round records (round-records.md).

:func:`match_stats` reads the records of one match and the players in seat order
and gives each player's :class:`PlayerStats` for that match; statistics add up
(:meth:`PlayerStats.add`), one total per player and preset. The local game folds
its matches into a file (``baloot_audio.local_stats``); the server can fold the
same records into its database the same way.

What is counted, for a player in seat ``s`` (team ``s % 2``):

- a match when it has a winner (the last record's ``match_winner``) or when a
  player left it before its end (``left``: their seat): the leaver's team lost it,
  as at a rated table; ``left`` counts the matches this player left;
- a round when it was played (a thrown-in deal is not);
- bought / made by kind: the rounds this player bought (hokum, sun, or ashkal: a sun
  whose turned card went to the buyer's partner) and those their team won;
- fell: rounds this player bought and lost; felled: rounds the opponents bought
  and lost (a litige or an equal qaid verdict is neither);
- kaboots for and against: all eight tricks to the player's team, or to the other;
- doubled rounds (double, triple, four or coffee) and those the team won; doubles
  called: this player's double, triple, four and coffee calls;
- projects this player declared that scored, by kind, and their baloot;
- points for and against: what each team added to the match score;
- partners: matches and wins with each partner.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any, Optional, Sequence

KINDS = ("hokum", "sun", "ashkal")
RAISES = ("double", "triple", "four", "gahwa")
ALL_TRICKS = ("kaboot", "reverse_kaboot", "capot")
COUNTS = ("matches", "won", "left", "rounds", "points_for", "points_against", "fell", "felled",
          "kaboots_for", "kaboots_against", "doubled", "doubled_won", "doubles_called",
          "baloot")


def _by_kind() -> dict[str, int]:
    return {kind: 0 for kind in KINDS}


@dataclass
class PlayerStats:
    """One player's figures (for one match, or added up over many)."""

    matches: int = 0
    won: int = 0
    left: int = 0
    rounds: int = 0
    points_for: int = 0
    points_against: int = 0
    bought: dict[str, int] = field(default_factory=_by_kind)
    made: dict[str, int] = field(default_factory=_by_kind)
    fell: int = 0
    felled: int = 0
    kaboots_for: int = 0
    kaboots_against: int = 0
    doubled: int = 0
    doubled_won: int = 0
    doubles_called: int = 0
    projects: dict[str, int] = field(default_factory=dict)
    baloot: int = 0
    partners: dict[str, list[int]] = field(default_factory=dict)   # name -> [matches, won]

    @property
    def lost(self) -> int:
        return self.matches - self.won

    def win_rate(self) -> Optional[int]:
        """Matches won in 100 (None before the first match)."""
        return round(100 * self.won / self.matches) if self.matches else None

    def average(self, points: int) -> float | int:
        """Points per round played, to one decimal; a whole number as an int (its plural
        form is then a whole number's); 0 before the first round."""
        mean = round(points / self.rounds, 1) if self.rounds else 0
        return int(mean) if float(mean).is_integer() else mean

    def add(self, other: "PlayerStats") -> "PlayerStats":
        """The sum of two players' figures (a new object)."""
        out = PlayerStats(**{name: getattr(self, name) + getattr(other, name)
                             for name in COUNTS})
        for name in ("bought", "made", "projects"):
            mine, theirs = getattr(self, name), getattr(other, name)
            setattr(out, name, {k: mine.get(k, 0) + theirs.get(k, 0)
                                for k in dict.fromkeys([*mine, *theirs])})
        for partner in dict.fromkeys([*self.partners, *other.partners]):
            a, b = self.partners.get(partner, [0, 0]), other.partners.get(partner, [0, 0])
            out.partners[partner] = [a[0] + b[0], a[1] + b[1]]
        return out

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> "PlayerStats":
        """Figures read back from :meth:`to_json`'s data. Raises ValueError."""
        if not isinstance(data, dict) or set(data) - {f.name for f in fields(cls)}:
            raise ValueError("not a player's statistics")
        counts = {name: data.get(name, 0) for name in COUNTS}
        tallies = {name: data.get(name, {}) for name in ("bought", "made", "projects")}
        partners = data.get("partners", {})
        if not all(_count(v) for v in counts.values()) or not all(
                isinstance(t, dict) and all(isinstance(k, str) and _count(v) for k, v in t.items())
                for t in tallies.values()) or not isinstance(partners, dict) or not all(
                isinstance(k, str) and isinstance(v, list) and len(v) == 2
                and all(_count(x) for x in v) for k, v in partners.items()):
            raise ValueError("a figure is not a whole number")
        return cls(**counts, bought={**_by_kind(), **tallies["bought"]},
                   made={**_by_kind(), **tallies["made"]}, projects=dict(tallies["projects"]),
                   partners={k: list(v) for k, v in partners.items()})


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


# -- one round ---------------------------------------------------------------------------

def contract_kind(contract: dict[str, Any]) -> str:
    """hokum, sun, or ashkal (a sun whose turned card went to the buyer's partner)."""
    if contract["kind"] == "sun" and contract.get("land_to", contract["buyer"]) \
            != contract["buyer"]:
        return "ashkal"
    return contract["kind"]


def all_tricks_team(record: dict[str, Any]) -> Optional[int]:
    """The team that took all eight tricks, if one did."""
    winners = {trick["winner"] % 2 for trick in record["tricks"]}
    return winners.pop() if len(record["tricks"]) == 8 and len(winners) == 1 else None


def round_winner(record: dict[str, Any]) -> Optional[int]:
    """The team that won a played round: the buyers when they made it, else the
    defence; None for a litige or an even verdict."""
    buyers = record["contract"]["buyer"] % 2
    outcome = record["outcome"]
    if outcome in ALL_TRICKS:
        return all_tricks_team(record)
    if outcome in ("made", "equal"):
        return buyers
    if outcome == "fell":
        return 1 - buyers
    points = record["points"]        # a qaid verdict, or an outcome still to come
    return None if points[0] == points[1] else int(points[1] > points[0])


def round_stats(record: dict[str, Any], seat: int) -> PlayerStats:
    """What one round adds to the figures of the player in ``seat``."""
    out = PlayerStats()
    contract = record.get("contract")
    if not contract:
        return out      # thrown in: not a round played
    team = seat % 2
    winner, points = round_winner(record), record["points"]
    out.rounds, out.points_for, out.points_against = 1, points[team], points[1 - team]
    buyer = contract["buyer"]
    if buyer == seat:
        kind = contract_kind(contract)
        out.bought[kind] = 1
        out.made[kind] = int(winner == team)
        out.fell = int(winner == 1 - team)
    out.felled = int(buyer % 2 != team and winner == team)
    if record["outcome"] in ALL_TRICKS:
        swept = all_tricks_team(record)
        out.kaboots_for, out.kaboots_against = int(swept == team), int(swept == 1 - team)
    if contract.get("multiplier", 1) > 1 or contract.get("gahwa"):
        out.doubled, out.doubled_won = 1, int(winner == team)
    out.doubles_called = sum(1 for bid in record["bids"]
                             if bid["seat"] == seat and bid["call"] in RAISES)
    for project in record["projects"]:
        if project["seat"] == seat and project.get("scored"):
            out.projects[project["kind"]] = out.projects.get(project["kind"], 0) + 1
    out.baloot = int(record.get("baloot") == seat)
    return out


# -- one match -----------------------------------------------------------------------------

def preset_of(records: Sequence[dict[str, Any]]) -> str:
    """The preset (ruleset) a match was played with. Raises ValueError."""
    if not records or not isinstance(records[0], dict) or "ruleset" not in records[0]:
        raise ValueError("a match has records with a ruleset")
    return records[0]["ruleset"]


def match_stats(records: Sequence[dict[str, Any]], players: Sequence[str],
                left: Optional[int] = None) -> dict[str, PlayerStats]:
    """Each player's figures for one match: ``records`` its round records in order,
    ``players`` the four players in seat order, ``left`` the seat of a player who
    left before the end. Raises ValueError on a record that is not one."""
    if len(players) != 4 or left not in (None, 0, 1, 2, 3):
        raise ValueError("a match has four players, and left is a seat")
    try:
        stats = [sum_stats(round_stats(r, seat) for r in records) for seat in range(4)]
        winner = records[-1]["match_winner"] if records else None
    except (KeyError, TypeError, IndexError, AttributeError) as error:
        raise ValueError(f"not a round record: {error!r}") from None
    if left is not None:
        winner = 1 - left % 2
    if winner in (0, 1):
        for seat, figures in enumerate(stats):
            won = int(seat % 2 == winner)
            figures.matches, figures.won, figures.left = 1, won, int(seat == left)
            figures.partners = {players[(seat + 2) % 4]: [1, won]}
    return {players[seat]: figures for seat, figures in enumerate(stats)}


def sum_stats(many: Any) -> PlayerStats:
    total = PlayerStats()
    for figures in many:
        total = total.add(figures)
    return total


def fold_match(totals: dict[tuple[str, str], PlayerStats], records: Sequence[dict[str, Any]],
               players: Sequence[str], left: Optional[int] = None) -> None:
    """Add one match to running totals by (player, preset), in place: what a store of
    many players (the server's) keeps. Raises ValueError, changing nothing."""
    preset = preset_of(records)
    figures = match_stats(records, players, left)
    for player, mine in figures.items():
        totals[(player, preset)] = totals.get((player, preset), PlayerStats()).add(mine)
