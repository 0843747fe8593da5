"""What a browser's table shows, every name as the narrator says it.

The browser draws and names nothing by itself: a card's button is named as the
desktop says the card in focus (:meth:`~baloot_audio.ui.words.Words.hand_card`),
a call as the calls' list says it (:meth:`~baloot_audio.ui.words.Words.call_entry`),
a seat from the player's place ("Partner", a person's name), the score and the
turn as their question keys answer them.
"""

from __future__ import annotations

from typing import Optional

import msgspec

from baloot_audio.core import Action, Phase
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.remote_table import RemoteTable
from baloot_audio.ui.narrator import Narrator

from .messages import CallShown, CardShown, PlayShown, SeatShown, Shown


def shown(table: RemoteTable, narrator: Narrator, again: bool = False) -> Optional[Shown]:
    """The table as ``narrator``'s listener sees it (None: no view yet); ``again``: the
    round was thrown in, and is dealt again with no round's end to dismiss."""
    v = table.view()
    if v is None:
        return None
    n = narrator
    trump = v.contract.trump if v.contract is not None else None
    playable = {a.card for a in v.legal if a.kind == "play"} if table.my_turn else set()
    hand = [CardShown(c, n.hand_card(c, trump), n.card_label(c), c in playable)
            for c in v.hand]        # the view's order: the desktop's
    calls = [CallShown(msg_dict(a), n.call_entry(a.kind, a.suit, a.locked))
             for a in v.legal if a.kind != "play"] if table.my_turn else []
    trick = [PlayShown(seat, n.seat(seat), card, n.card(card), n.card_label(card))
             for seat, card in v.current]
    seats = [SeatShown(s, n.seat(s), n.seat_label(s), v.to_act == s and not table.round_over)
             for s in range(4)]
    target, totals = table.rules.target, table.match.totals
    return Shown(seat=table.seat, my_turn=table.my_turn, phase=v.phase.name.lower(),
                 hand=hand, calls=calls, trick=trick, seats=seats,
                 contract=n.contract(v.contract) if v.contract is not None
                 and v.phase is not Phase.BUY else "",
                 score=n.score(v, target, totals), turn=n.turn(v),
                 round_over=table.round_over, match_over=table.match_over,
                 again=again and table.round_over and not table.match_over,
                 round=table.round_index, index=table.index)


def msg_dict(action: Action) -> dict:
    """An action as the protocol's ``act`` carries it (the browser sends it back)."""
    return msgspec.to_builtins(p.action_msg(action))
