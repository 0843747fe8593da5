"""Scoring a finished round: abnat, conversion, the fall, doubling, kaboot."""
from __future__ import annotations

from typing import Iterable, Optional, Sequence

from .cards import ABNAT
from .events import RoundScored
from .projects import project_points
from .rules import Rules
from .state import Contract, RoundResult, RoundState, Trick, team_of

# Every outcome a round can have (RoundResult.outcome and the records).
OUTCOMES = ("made", "fell", "equal", "kaboot", "reverse_kaboot", "thrown_in", "litige", "capot",
            "qaid")
TRICKS = 8          # tricks in a round
LAST_TRICK = 10     # the last trick's bonus, in card points
ROUND_POINTS = {"sun": 26, "hokum": 16}
KABOOT = {"sun": 44, "hokum": 25}
REVERSE_KABOOT = 88
BELOTE_DEAL, BELOTE_CAPOT_LAST = 162, 100


def sun_points(abnat_total: int) -> int:
    """Sun: round to the nearest ten (a total ending in 5 stays), x2 / 10."""
    if abnat_total % 10 == 5:
        return abnat_total // 5
    return (abnat_total + 5) // 10 * 2


def hokum_points(abnat_total: int) -> int:
    """Hokum: / 10, dropping a remainder of 5 or less and raising above 5."""
    tens, rest = divmod(abnat_total, 10)
    return tens + (rest > 5)


def convert(abnat_total: int, kind: str) -> int:
    return sun_points(abnat_total) if kind == "sun" else hokum_points(abnat_total)


def trick_points(cards: Iterable[str], trump: Optional[str], last: bool) -> int:
    """A trick's card points (abnat): its cards', and LAST_TRICK when it is the
    round's last trick. `trump` is None in sun."""
    values = ABNAT[trump]
    return sum([values[card] for card in cards]) + (LAST_TRICK if last else 0)


def points_taken(tricks: Sequence[Trick], trump: Optional[str]) -> list[int]:
    """The card points each team has taken in `tricks` (a round's tricks so far,
    in order: the eighth brings the last-trick bonus)."""
    points, values = [0, 0], ABNAT[trump]
    for trick in tricks:
        points[trick.winner % 2] += sum([values[card] for _, card in trick.plays])
    if len(tricks) == TRICKS:
        points[tricks[-1].winner % 2] += LAST_TRICK
    return points


def trick_abnat(state: RoundState) -> tuple[list[int], list[int]]:
    """Card points and tricks taken per team, the last-trick bonus included."""
    tricks = [0, 0]
    for trick in state.tricks:
        tricks[team_of(trick.winner)] += 1
    return points_taken(state.tricks, state.trump), tricks


def thrown_in_result() -> RoundResult:
    zero = (0, 0)
    return RoundResult("thrown_in", zero, zero, zero, zero, zero, None)


def _pair(values: Sequence[int]) -> tuple[int, int]:
    return int(values[0]), int(values[1])


def score_round(state: RoundState) -> RoundResult:
    """Score a finished round."""
    rules, contract = state.rules, state.bought
    abnat_by_team, tricks = trick_abnat(state)
    kaboot = tricks.index(8) if 8 in tricks else None
    baloot = [0, 0]
    if state.baloot_seat is not None:
        baloot[team_of(state.baloot_seat)] = rules.baloot_points
    reverse_possible = (rules.reverse_kaboot and contract.kind == "sun"
                        and contract.buyer == state.first_speaker
                        and any(card[0] == "A" for card in state.five[contract.buyer]))
    return score_totals(rules, contract, abnat_by_team, kaboot,
                        project_points(state.projects, contract.kind), baloot,
                        reverse_possible)


def score_totals(rules: Rules, contract: Contract, abnat_by_team: Sequence[int],
                 kaboot: Optional[int], projects: Sequence[int], baloot: Sequence[int],
                 reverse_possible: bool = False) -> RoundResult:
    """Score a round from its totals: card points per team (the last-trick
    bonus included), the team that took every trick (or None), the scored
    projects' face value and the baloot per team. `reverse_possible`: ksa's
    first speaker bought this sun holding an ace. Bots use it to foresee the
    points of rounds not played yet."""
    if rules.bidding == "belote":
        return _score_belote(contract, list(abnat_by_team), kaboot, baloot)
    if kaboot is not None:
        return _score_kaboot(contract, abnat_by_team, kaboot, projects, baloot, reverse_possible)
    kind, mult = contract.kind, contract.multiplier
    buyer = team_of(contract.buyer)
    defence = 1 - buyer
    raw_projects = list(projects)
    project_mult = 2 if rules.projects_doubled and mult > 1 else 1
    scored = [p * project_mult for p in raw_projects]
    full = ROUND_POINTS[kind]
    points = [0, 0]
    card_points = [0, 0]
    card_points[defence] = convert(abnat_by_team[defence], kind)
    card_points[buyer] = full - card_points[defence]
    # The fall is decided on totals with the projects' face value.
    totals = [card_points[t] + raw_projects[t] + baloot[t] for t in (0, 1)]

    if mult == 1:
        if totals[defence] > totals[buyer]:
            outcome, winner = "fell", defence
            won_projects = scored[defence] + (
                scored[buyer] if rules.fallen_gives_all_projects else 0)
            points[defence] = full + won_projects + baloot[defence]
            points[buyer] = baloot[buyer]
        else:
            outcome = "equal" if totals[defence] == totals[buyer] else "made"
            winner = buyer
            points = [card_points[t] + scored[t] + baloot[t] for t in (0, 1)]
    else:
        winner = _doubled_winner(rules, contract, totals)
        outcome = "made" if winner == buyer else "fell"
        points[winner] = full * mult + scored[0] + scored[1] + baloot[winner]
        points[1 - winner] = baloot[1 - winner]
    return RoundResult(outcome, _pair(abnat_by_team), _pair(card_points), _pair(scored),
                       _pair(baloot), _pair(points), winner)


def score_qaid(state: RoundState, winner: Optional[int]) -> RoundResult:
    """A round ended by a Qaid call: team ``winner`` scores 26 or 16 times the
    multiplier, plus its own scored projects (x2 in a doubled round when the
    preset doubles them) and its baloot; the other team scores nothing. ``None``:
    a proven call under the "redeal" penalty, no score at all. The card points
    taken so far are kept as ``abnat``."""
    rules, contract = state.rules, state.bought
    abnat_by_team = _pair(points_taken(state.tricks, contract.trump))
    zero = (0, 0)
    if winner is None:
        return RoundResult("qaid", abnat_by_team, zero, zero, zero, zero, None)
    mult = contract.multiplier
    project_mult = 2 if rules.projects_doubled and mult > 1 else 1
    card_points, projects, baloot = [0, 0], [0, 0], [0, 0]
    card_points[winner] = ROUND_POINTS[contract.kind] * mult
    projects[winner] = project_points(state.projects, contract.kind)[winner] * project_mult
    if state.baloot_seat is not None and team_of(state.baloot_seat) == winner:
        baloot[winner] = rules.baloot_points
    points = [card_points[t] + projects[t] + baloot[t] for t in (0, 1)]
    return RoundResult("qaid", abnat_by_team, _pair(card_points), _pair(projects),
                       _pair(baloot), _pair(points), winner)


def _score_kaboot(contract: Contract, abnat_by_team: Sequence[int], kaboot: int,
                  projects: Sequence[int], baloot: Sequence[int],
                  reverse_possible: bool) -> RoundResult:
    """Team ``kaboot`` took every trick: its bonus (a reverse kaboot's, when the
    defence took them from ksa's first speaker), never multiplied, nor are the
    projects that go with it."""
    reverse = reverse_possible and kaboot == 1 - team_of(contract.buyer)
    bonus = REVERSE_KABOOT if reverse else KABOOT[contract.kind]
    raw_projects = list(projects)
    points = [0, 0]
    points[kaboot] = bonus + raw_projects[kaboot] + baloot[kaboot]
    points[1 - kaboot] = baloot[1 - kaboot]
    card_points = [0, 0]
    card_points[kaboot] = bonus
    return RoundResult("reverse_kaboot" if reverse else "kaboot", _pair(abnat_by_team),
                       _pair(card_points), _pair(raw_projects), _pair(baloot),
                       _pair(points), kaboot)


def _doubled_winner(rules: Rules, contract: Contract, totals: Sequence[int]) -> int:
    """The team that wins a doubled round (all of it goes to one side)."""
    buyer = team_of(contract.buyer)
    defence = 1 - buyer
    if totals[buyer] != totals[defence]:
        return buyer if totals[buyer] > totals[defence] else defence
    if rules.doubled_tie == "last_raiser" and contract.multiplier > 2 \
            and contract.last_raiser is not None:
        # ksa: from the triple on, the seat of the last raise counts as buyer.
        return team_of(contract.last_raiser)
    return buyer


def _score_belote(contract: Contract, abnat_by_team: list[int], capot: Optional[int],
                  belote: Sequence[int]) -> RoundResult:
    """Belote: totals are card points; capot makes the last trick worth 100."""
    takers = team_of(contract.buyer)
    defence = 1 - takers
    if capot is not None:
        abnat_by_team[capot] += BELOTE_CAPOT_LAST - LAST_TRICK
    totals = [abnat_by_team[t] + belote[t] for t in (0, 1)]
    points, litige = [0, 0], 0
    if totals[takers] > totals[defence]:
        outcome, winner = ("capot" if capot is not None else "made"), takers
        points = list(totals)
    elif totals[takers] < totals[defence]:
        outcome, winner = ("capot" if capot is not None else "fell"), defence
        points[defence] = (BELOTE_DEAL + (BELOTE_CAPOT_LAST - LAST_TRICK if capot is not None
                                          else 0) + belote[defence])
        points[takers] = belote[takers]
    else:
        outcome, winner = "litige", None
        points[defence] = totals[defence]
        points[takers] = belote[takers]
        litige = abnat_by_team[takers]
    return RoundResult(outcome, _pair(abnat_by_team), _pair(abnat_by_team), (0, 0),
                       _pair(belote), _pair(points), winner, litige)


def scored_event(state: RoundState) -> RoundScored:
    result, contract = state.scored, state.contract
    tricks = [0, 0]
    for trick in state.tricks:
        tricks[team_of(trick.winner)] += 1
    return RoundScored(
        outcome=result.outcome, buyer=contract.buyer if contract else None,
        kind=contract.kind if contract else None,
        multiplier=contract.multiplier if contract else 1, tricks=_pair(tricks),
        abnat=result.abnat, card_points=result.card_points,
        project_points=result.project_points, baloot_points=result.baloot_points,
        points=result.points)
