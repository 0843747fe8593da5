"""Round points from card points, as a bot can foresee them.

The search measures a line of play in card points (abnat); what matters is
the round's game points, which jump where the buyer falls, where a kaboot is
made, or where a double multiplies everything. `round_points` asks the
core's `score_totals` (the same rules that score a finished round).
"""
from __future__ import annotations

from typing import Optional

from baloot_audio.core.projects import POINTS, TIERS
from baloot_audio.core.scoring import score_totals
from baloot_audio.core.state import team_of


def round_points(rules, contract, abnat: list[int], proj: list[int], baloot: list[int],
                 kaboot: Optional[int]) -> tuple[int, int]:
    """Game points per team for a round ending with these card points."""
    return score_totals(rules, contract, abnat, kaboot, proj, baloot).points


def estimate_projects(k) -> tuple[list[int], list[int]]:
    """Scored project points and baloot per team, as far as the seat knows.

    After the first trick the scored projects are shown. Before, the battle is
    guessed from the kinds announced so far and the seat's own projects.
    """
    view = k.view
    contract = view.contract
    proj = [0, 0]
    baloot = [0, 0]
    rules = k.rules
    if contract is None:
        return proj, baloot
    table = POINTS.get(contract.kind, {})
    if rules.has_projects:
        if view.tricks:
            for seat, kind, _ in view.shown:
                proj[team_of(seat)] += table.get(kind, 0)
        else:
            from baloot_audio.core.projects import best_projects
            kinds: dict[int, tuple[str, ...]] = {s: ks for s, ks in view.announced}
            if k.me not in kinds and len(view.hand) == 8:
                kinds[k.me] = tuple(p.kind for p in best_projects(k.me, view.hand, contract.kind))
            best, best_team = 0, None
            first = view.first_speaker
            for seat in sorted(kinds, key=lambda s: (s - first) % 4):
                for kind in kinds[seat]:
                    if TIERS[kind] > best:
                        best, best_team = TIERS[kind], team_of(seat)
            if best_team is not None:
                for seat, ks in kinds.items():
                    if team_of(seat) == best_team:
                        proj[best_team] += sum(table.get(kind, 0) for kind in ks)
    if contract.kind == "hokum" and contract.trump:
        if view.baloot_announced is not None:
            baloot[team_of(view.baloot_announced)] = rules.baloot_points
        else:
            pair = {"K" + contract.trump, "Q" + contract.trump}
            mine = set(view.hand) | {c for t in view.tricks for s, c in t.plays if s == k.me}
            mine |= {c for s, c in view.current if s == k.me}
            if pair <= mine:
                baloot[team_of(k.me)] = rules.baloot_points
    return proj, baloot
