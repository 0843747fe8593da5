"""The table screen's keys at a Qaid table (docs/rules.md, "Qaid tables").

* Q, "Call Qaid": a short spoken flow on one menu above the table: the
  opponent, then one of their actions this round (each card with its trick),
  then the proof (the later public cards that could prove it), then "Call it?".
  Escape goes back a step, and from the first step back to the table. The
  verdict is the narrator's, said to everyone (:mod:`.qaid_words`).
* J, the Qaid sheet: the actions public play already proves to be mistakes,
  read at most twice a round (rules-baseline.md, option qaid); a look that finds
  nothing proven is not one of the two.
* A card that breaks a play rule is played as the player chose it; with the
  setting "warn before a mistake" the first Enter says which rule it breaks and
  the second plays it.
* Enter after the last trick closes the Qaid window: the round's score comes.

:class:`QaidKeys` is a part of :class:`~baloot_audio.ui.screens.TableScreen`, which
gives it the table, the narrator, ``say``, ``send``, ``refused``, ``key_name`` and
``menu_screen`` (a menu above the table).
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from baloot_audio.core import Action, mistake_rule
from baloot_audio.core.qaid import Deed, Play, deeds, proofs, public_play, qaid_call, sheet_for
from baloot_audio.core.state import team_of
from baloot_audio.table_api import TableInterface

SHEET_READS = 2   # the Qaid sheet, at most twice a round

Item = tuple[Callable[[], str], Callable[[], None]]


def accusable(v: Any, accused: int) -> list[Deed]:
    """The actions of ``accused`` this round that a later public card could prove."""
    p = public_play(v)
    return [d for d in deeds(p) if d.seat == accused and proofs(p, d)]


class QaidKeys:
    """The Qaid table's keys of the table screen."""

    table: TableInterface
    warned: Optional[Action] = None               # the card that asked twice, once
    sheet_reads: tuple[int, int] = (-1, 0)        # (round number, reads this round)

    def qaid_command(self, cmd: str, v: Any) -> bool:
        """Answer ``cmd`` if it is one of a Qaid table's keys (or Enter in its window)."""
        if cmd == "qaid_call":
            self.open_qaid_call(v)
        elif cmd == "qaid_sheet":
            self.read_sheet(v)
        elif cmd == "play" and v.closing:
            self.send(Action(self.table.seat, "close"))    # the Qaid window: to the score
        else:
            return False
        return True

    # -- a card that breaks a rule -------------------------------------------
    def warned_first(self, action: Action) -> bool:
        """With the setting on, the first Enter on a mistake only says so (True)."""
        rule = mistake_rule(self.table.view(), action)
        if rule is None or not self.app.settings.qaid_warn or self.warned == action:
            self.warned = None
            return False
        self.warned = action
        self.say(self.t("qaid-warn", rule=rule, key=self.key_name("play")), "qaid-warn")
        return True

    # -- the Qaid sheet ----------------------------------------------------------
    def read_sheet(self, v: Any) -> None:
        if not v.rules.qaid:
            self.refused("qaid_not_in_rules", sound=True)
            return
        number = self.table.match.round_number
        reads = self.sheet_reads[1] if self.sheet_reads[0] == number else 0
        if reads >= SHEET_READS:
            self.say(self.t("qaid-sheet-used"), "qaid-sheet")
            return
        sheet = sheet_for(v)
        # the log keeps the lines as data too (what a test of the window reads)
        self.app.speech.note("qaid-sheet", lines=[
            {"accused": s.accused, "crime": list(s.crime), "proof": list(s.proof)} for s in sheet])
        if not sheet:       # nothing proven: said, and not one of the two looks
            self.say(self.t("qaid-sheet-empty", over="yes" if v.closing or len(v.tricks) == 8
                            else "no"), "qaid-sheet")
            return
        self.sheet_reads = (number, reads + 1)
        self.say(self.t("qaid-sheet", number=reads + 1, count=len(sheet),
                        lines=" ".join(self.narrator.suspect(s) for s in sheet)), "qaid-sheet")

    # -- the spoken "Call Qaid" flow ---------------------------------------------
    def open_qaid_call(self, v: Any) -> None:
        if not v.rules.qaid:
            self.refused("qaid_not_in_rules", sound=True)
            return
        n, me = self.narrator, self.table.seat
        opponents = [s for s in range(4) if team_of(s) != team_of(me) and accusable(v, s)]
        if not opponents:
            self.say(self.t("qaid-nothing-to-call"), "qaid-call")
            return
        steps: list[tuple[str, list[Item]]] = []
        menu = self.menu_screen(lambda: steps[-1][0], [], back=lambda: back())

        def step(title: str, items: list[Item]) -> None:
            steps.append((title, items))
            show()

        def show() -> None:
            menu.items[:] = [self.menu_item(label, chosen) for label, chosen in steps[-1][1]]
            menu.focus = 0
            menu.enter()

        def back() -> None:
            steps.pop()
            if steps:
                show()
            else:
                self.app.pop()

        def action(accused: int) -> None:
            step(self.t("qaid-choose-action", accused=n.seat_object(accused)),
                 [(lambda d=d: n.deed_item(d), lambda d=d: proof(accused, d))
                  for d in accusable(self.table.view(), accused)])

        def proof(accused: int, deed: Deed) -> None:
            step(self.t("qaid-choose-proof"),
                 [(lambda p=p: n.proof_item(p), lambda p=p: confirm(accused, deed, p))
                  for p in proofs(public_play(self.table.view()), deed)])

        def confirm(accused: int, deed: Deed, p: Play) -> None:
            step(n.qaid_question(accused, deed, p),
                 [(lambda: self.t("confirm-no"), back),
                  (lambda: self.t("confirm-yes"), lambda: call(accused, deed, p))])

        def call(accused: int, deed: Deed, p: Play) -> None:
            # judged, the call ends the round (its screen replaces these steps); refused,
            # the player hears why and stays on this step (Escape goes back)
            self.send(qaid_call(me, accused, deed.crime, (p.trick, p.card)))

        steps.append((self.t("qaid-choose-opponent"),
                      [(lambda s=s: n.seat(s), lambda s=s: action(s)) for s in opponents]))
        menu.items[:] = [self.menu_item(label, chosen) for label, chosen in steps[-1][1]]
        self.app.push(menu)
