"""A tournament in full sentences, from what the server told
(net/wire/tournaments.py): the listing's line, where my team plays next ("Round
2 of 3: you and your partner Badr play the winners of table 4, at 20:05"),
each round's matches, the standings and the draw's hash and seed. Only reads;
importable without pyglet."""

from __future__ import annotations

import time
from typing import Callable, Optional, Union

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.wire.names import UNSPECIFIED

T = Callable[..., str]


def when_words(t: T, at: float, now: float) -> str:
    """A moment in the player's own time: "at 20:05", or with its day when not the day
    of ``now`` (the owner's clock, passed in: a sentence never reads the wall clock)."""
    local, today = time.localtime(at), time.localtime(now)
    clock = time.strftime("%H:%M", local)
    if local[:3] == today[:3]:
        return t("tournament-at", time=clock)
    return t("tournament-on", date=time.strftime("%Y-%m-%d", local), time=clock)


def hash_words(text: str) -> str:
    """The first 16 signs of a hash or a seed, in groups of four (said one by one)."""
    return " ".join(text[i:i + 4] for i in range(0, 16, 4))


def format_words(t: T, info: p.TournamentInfo) -> str:
    if info.format == "swiss":
        return t("tournament-format-swiss", rounds=info.rounds)
    return t("tournament-format-single")


def state_words(t: T, info: p.TournamentInfo, now: float, round_now: int = 0) -> str:
    if info.state == "registering":
        return t("tournament-state-registering", when=when_words(t, info.starts_at, now))
    if info.state == "playing":
        return t("tournament-state-playing", round=round_now, rounds=info.rounds)
    return t(f"tournament-state-{info.state}")


def cup_name(t: T, cup: Union[p.TournamentInfo, p.TournamentNotice]) -> str:
    """A tournament's name, "in" its diwan when a diwan holds it."""
    return t("tournament-in-diwan", name=cup.name, diwan=cup.diwan) if cup.diwan else cup.name


def cup_words(t: T, info: p.TournamentInfo, now: float, round_now: int = 0) -> str:
    """The listing's line of a tournament (``now``: the owner's clock)."""
    target = info.options.get("target")
    rules = t("tournament-rules", preset=t(f"preset-{info.preset}"),
              length=t("length-points", points=target or 0))
    line = t("tournament-line", name=cup_name(t, info), creator=info.creator,
             **{"creator-form": info.creator_form}, rules=rules,
             format=format_words(t, info), teams=t(f"tournament-teams-{info.teams}"),
             entries=info.entries, most=info.max_teams, state=state_words(t, info, now, round_now))
    return t("tournament-line-mine", line=line) if info.registered else line


def team_words(t: T, told: p.Tournament, team: Optional[int]) -> str:
    if team is None or team >= len(told.teams):
        return "?"
    a, b = told.teams[team]
    return t("tournament-team", first=a, second=b)


def partner_of(told: p.Tournament, me: str) -> dict[str, str]:
    """My partner's name and form of address, as the lines about them take them."""
    team = told.teams[told.my_team] if told.my_team is not None else []
    forms = told.team_forms[told.my_team] \
        if told.my_team is not None and told.my_team < len(told.team_forms) else []
    i = next((k for k, name in enumerate(team) if name != me), 0)
    return {"partner": team[i] if team else "?",
            "partner-form": forms[i] if i < len(forms) else UNSPECIFIED}


def next_words(t: T, told: p.Tournament, me: str, now: float) -> Optional[str]:
    """Where my team plays next, as one sentence (None: I am not in it)."""
    if told.my_team is None:
        return None
    partner, rounds = partner_of(told, me), told.info.rounds
    nxt = told.next
    if nxt is None:
        mine = next(s for s in told.standings if s.team == told.my_team)
        if told.info.state == "finished":
            return t("tournament-next-won" if mine.place == 1 else "tournament-next-placed",
                     place=mine.place, **partner)
        return t("tournament-next-out", **partner)
    when = when_words(t, nxt.at, now) if nxt.at else t("tournament-when-round-ends")
    if nxt.index is not None:
        match = told.rounds[nxt.round][nxt.index]
        other = match.away if match.home == told.my_team else match.home
        return t("tournament-next-match", round=nxt.round + 1, rounds=rounds,
                 them=team_words(t, told, other), table=nxt.index + 1, when=when, **partner)
    if nxt.feeder is not None:
        return t("tournament-next-feeder", round=nxt.round + 1, rounds=rounds,
                 table=nxt.feeder + 1, when=when, **partner)
    return t("tournament-next-swiss", round=nxt.round + 1, rounds=rounds,
             before=nxt.round, **partner)


def round_words(t: T, told: p.Tournament, index: int, now: float) -> str:
    at = told.round_at[index] if index < len(told.round_at) else None
    return t("tournament-round", round=index + 1, rounds=told.info.rounds,
             when=when_words(t, at, now) if at else t("tournament-when-round-ends"))


def match_words(t: T, told: p.Tournament, match: p.MatchInfo) -> str:
    """One match: a bye, in play (watch it by Enter), or who beat whom and any forfeit."""
    home, table = team_words(t, told, match.home), match.index + 1
    if match.away is None:
        return t("tournament-match-bye", table=table, team=home)
    away = team_words(t, told, match.away)
    if match.winner is None:
        return t("tournament-match-playing", table=table, home=home, away=away)
    loser = match.away if match.winner == match.home else match.home
    line = t("tournament-match-won", table=table, winner=team_words(t, told, match.winner),
             loser=team_words(t, told, loser))
    if match.forfeit_name:
        return t("tournament-match-forfeit", line=line, name=match.forfeit_name,
                 **{"name-form": match.forfeit_form})
    return line


def place_words(t: T, told: p.Tournament, place: p.PlaceInfo) -> str:
    line = t("tournament-place", place=place.place, team=team_words(t, told, place.team),
             wins=place.wins)
    if place.out_in is not None:
        return t("tournament-place-out", line=line, round=place.out_in + 1)
    return line


def draw_words(t: T, told: p.Tournament) -> str:
    """The seed's hash, published from the creation; the seed itself once it is over."""
    short = hash_words(told.info.commitment)
    if told.seed:
        return t("tournament-seed", seed=hash_words(told.seed), hash=short)
    return t("tournament-hash", hash=short)


def lines_of(t: T, told: p.Tournament, me: str,
             now: float) -> list[tuple[str, Optional[str]]]:
    """The tournament read line by line: (sentence, a table to watch by Enter or None)."""
    lines: list[tuple[str, Optional[str]]] = [(cup_words(t, told.info, now, len(told.rounds)),
                                               None)]
    mine = next_words(t, told, me, now)
    if mine:
        lines.append((mine, None))
    for index, matches in enumerate(told.rounds):
        lines.append((round_words(t, told, index, now), None))
        lines += [(match_words(t, told, m), m.table_id if m.winner is None else None)
                  for m in matches]
    if told.rounds:
        lines.append((t("tournament-standings"), None))
        lines += [(place_words(t, told, place), None) for place in told.standings]
    if told.unpaired:
        lines.append((t("tournament-unpaired", names=", ".join(told.unpaired)), None))
    lines.append((draw_words(t, told), None))
    return lines
