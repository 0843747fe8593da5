"""What the table screen shows, from a player's view: the words and card codes that
:func:`~baloot_audio.ui.layout.table_layout` places (the score, the contract, the
last message, the seats, the trick, the hand and the turned card). The focus (a
card, an entry, the calls) is the screen's own (:meth:`TableScreen.model`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from baloot_audio.core import Phase, PlayerView
from baloot_audio.core.cards import winning_index
from baloot_audio.core.state import team_of

from .layout import TableModel

if TYPE_CHECKING:
    from .narrator import Narrator


def table_model(v: PlayerView, n: "Narrator", t: Callable[..., str], status: str) -> TableModel:
    """The table in ``v`` (a PlayerView), named by ``n``; ``status``: the last thing said."""
    mine = team_of(v.seat)
    trump = v.contract.trump if v.contract else None
    plays, won_by = v.current, None
    if not plays and v.tricks:  # the finished trick stays until the next card
        plays, won_by = v.tricks[-1].plays, v.tricks[-1].winner
    winner = won_by if won_by is not None else (
        plays[winning_index([c for _, c in plays], trump)][0] if plays else None)
    model = TableModel(
        score=t("label-score", us=v.totals[mine], them=v.totals[1 - mine]),
        contract=n.contract(v.contract) if v.contract else n.land(v),
        status=status,
        seats={n.position(s): (n.seat_label(s), v.to_act == s) for s in range(4)},
        trick=[(n.position(s), c, n.card_label(c), s == winner) for s, c in plays],
        hand=[(c, n.card_label(c)) for c in v.hand])
    if v.contract is None and v.phase is Phase.BUY:
        model.turned = (v.land, n.card_label(v.land), t("label-turned-card"))
    return model
