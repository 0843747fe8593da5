"""The words of the score: a round's verdict, its breakdown and its cue, the match's
score and its winner. A part of the narrator (:mod:`baloot_audio.ui.narrator`); the
round key reads the breakdown too."""

from __future__ import annotations

from typing import Optional

from baloot_audio.core import events as ev
from baloot_audio.core.scoring import ROUND_POINTS
from baloot_audio.core.state import team_of

from .narration import MATCH_AFTER_ROUND, ROUND_AFTER_TRICK, EventWords, Narration


class ScoreWords(EventWords):
    """The round's and the match's results in words."""

    def _RoundScored(self, e: ev.RoundScored) -> list[Narration]:
        """Who won the round and by how much first (a fall says why: the two totals),
        then in full verbosity the breakdown (each team's tricks, card points, projects,
        baloot; the round key has it too), in the order they came, in one line with the
        rest of the moment (the match score, the round-end screen); a thrown-in round
        says nothing here: "Everybody passed, the cards are dealt again" said it."""
        if e.outcome == "thrown_in":
            return []
        cue = self.round_cue(e)
        out = [Narration(self.round_verdict(e), "round-result", cue, {}, ROUND_AFTER_TRICK)]
        if not self.dropped("round-breakdown"):   # in its order: before the match score
            out.append(Narration(self.round_breakdown(e), "round-breakdown"))
        return out

    def round_verdict(self, e: ev.RoundScored) -> str:
        mine = team_of(self.viewer)
        us, them = e.points[mine], e.points[1 - mine]
        side = {"us": us, "them": them}
        winners = "us" if us > them else "them"
        buyers = "none" if e.buyer is None else "us" if team_of(e.buyer) == mine else "them"
        args = {"us": us, "them": them, "winners": winners, "buyers": buyers,
                "high": max(us, them), "low": min(us, them), "multiplier": e.multiplier,
                "kind": self.call_name(e.kind) if e.kind else "",
                "full": ROUND_POINTS.get(e.kind or "", 0)}
        if e.outcome in ("kaboot", "capot", "reverse_kaboot"):
            return self.t("round-verdict-kaboot", **args)
        if e.outcome in ("made", "fell") and e.multiplier > 1:
            return self.t("round-verdict-doubled", **args)
        if e.outcome == "made":
            args.update(high=side[buyers], low=side["them" if buyers == "us" else "us"])
            return self.t("round-verdict-made", **args)
        if e.outcome == "fell":
            buyer = team_of(e.buyer) if e.buyer is not None else mine
            totals = [e.card_points[t] + e.project_points[t] + e.baloot_points[t] for t in (0, 1)]
            return self.t("round-verdict-fell", **args, **self.fallen_projects(e),
                          **{"buyer-total": totals[buyer], "defence-total": totals[1 - buyer]})
        return self.t("round-verdict-other", outcome=self.t(f"outcome-{e.outcome}"), **args)

    @staticmethod
    def fallen_projects(e: ev.RoundScored) -> dict[str, int]:
        """Where a fallen buyer's projects went: ``given`` to the other team (some
        presets give them all the projects) or ``lost`` (the breakdown still counts
        them). Read from the round's points: the defence scored the round's full
        points, its own projects and baloot, and whatever it was given."""
        buyer = team_of(e.buyer) if e.buyer is not None else 0
        defence = 1 - buyer
        base = ROUND_POINTS.get(e.kind or "", 0) + e.project_points[defence] \
            + e.baloot_points[defence]
        given = max(0, min(e.project_points[buyer], e.points[defence] - base))
        return {"given": given, "lost": e.project_points[buyer] - given}

    def round_breakdown(self, e: ev.RoundScored) -> str:
        """Each team's tricks, card points, projects and baloot (what the verdict came from)."""
        mine = team_of(self.viewer)
        return " ".join(self.t("round-team-breakdown", team=self.team(team),
                               tricks=e.tricks[team], abnat=e.abnat[team],
                               **{"card-points": e.card_points[team]},
                               projects=e.project_points[team], baloot=e.baloot_points[team])
                        for team in (mine, 1 - mine))

    def round_cue(self, e: ev.RoundScored) -> Optional[str]:
        """kaboot_us / kaboot_them, round_won / round_lost, or None (thrown in, a tie)."""
        mine = team_of(self.viewer)
        if e.outcome == "thrown_in":
            return None
        if 8 in e.tricks and e.outcome in ("kaboot", "reverse_kaboot", "capot"):
            return "kaboot_us" if e.tricks[mine] == 8 else "kaboot_them"
        if e.points[mine] != e.points[1 - mine]:
            return "round_won" if e.points[mine] > e.points[1 - mine] else "round_lost"
        if e.buyer is None:
            return None
        buyers_are_us = team_of(e.buyer) == mine
        if e.outcome == "equal":   # equal totals, equal points: neither won
            return None
        if e.outcome == "litige":  # belote: the defence scores, the takers' points wait
            return "round_lost" if buyers_are_us else "round_won"
        return None

    def _MatchScored(self, e: ev.MatchScored) -> list[Narration]:
        if e.scoreless:
            return []     # a thrown-in round: the score did not move (the score key has it)
        mine = team_of(self.viewer)
        out = [self._n("match-scored", us=e.totals[mine], them=e.totals[1 - mine])]
        if e.held:
            out.append(self._n("match-scored-held", held=e.held))
        return out

    def _MatchWon(self, e: ev.MatchWon) -> Narration:
        mine = team_of(self.viewer)
        winner = "us" if e.team == mine else "them"
        cue = "match_won" if e.team == mine else "match_lost"
        if e.by_gahwa:
            return self._n("match-won-gahwa", cue=cue, cue_delay=MATCH_AFTER_ROUND, winner=winner)
        return self._n("match-won", cue=cue, cue_delay=MATCH_AFTER_ROUND, winner=winner,
                       us=e.totals[mine], them=e.totals[1 - mine])
