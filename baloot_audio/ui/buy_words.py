"""The words of the deal and the buy: the shuffle, the deal, who is asked, the calls,
the raises, the contract, a round thrown in and the rest of the cards dealt.
A part of the narrator (:mod:`baloot_audio.ui.narrator`)."""

from __future__ import annotations

from baloot_audio.core import events as ev
from baloot_audio.core.state import Stage
from baloot_audio.table_api import RoundStarted

from .narration import DEAL_AFTER_SHUFFLE, EventWords, Narration
from .sounds import CALL_CUES

# stages at which another seat's being asked is not spoken (its call is)
ORDINARY_ASKING = frozenset({Stage.ROUND1, Stage.ROUND2, Stage.HOKUM_ASKING, Stage.DONE,
                             Stage.PLAY})


class BuyWords(EventWords):
    """The deal's and the buy's events in words. A pass of the buy's second round is said
    with its own word (Arabic «ولا»): the round is known from the last question asked."""

    second_round = False   # the buy's second round has begun (until the next deal)

    def _RoundStarted(self, e: RoundStarted) -> list[Narration]:
        # the shuffle is heard; Dealt follows at once and says it all
        return [Narration(None, None, "shuffle")]

    def _Dealt(self, e: ev.Dealt) -> Narration:
        self.second_round = False
        return self._n("dealt", cue="deal", cue_delay=DEAL_AFTER_SHUFFLE,
                       dealer=self.seat(e.dealer),
                       **{"dealer-is-me": self.is_me(e.dealer)}, land=self.card(e.land))

    def _Offered(self, e: ev.Offered) -> list[Narration]:
        self.second_round = self.second_round or e.stage == Stage.ROUND2
        calls = self.join((self.call_name(c, self.second_round) for c in e.calls),
                          last="list-or")
        if e.seat == self.viewer:
            return [self._n("offered-me", cue="your_turn", calls=calls)]
        if e.stage in ORDINARY_ASKING:
            return []  # ordinary asking: the calls themselves are spoken
        return [self._n("offered-other", seat=self.seat(e.seat), calls=calls)]

    def _CallMade(self, e: ev.CallMade) -> Narration:
        name = self.call_name(e.call, self.second_round)
        cue = CALL_CUES.get(e.call, "call_pass")
        data = {"call": e.call, "seat": e.seat}
        if e.suit:   # "You name diamonds as trump", not "You: name the trump, diamonds"
            n = self._n("call-made-suit", cue=cue, cue_data=data, seat=self.seat(e.seat),
                        call=name, suit=self.suit(e.suit), kind=e.call,
                        **{"seat-is-me": self.is_me(e.seat)})
        else:   # a double or four: the Raised event that follows tells open/locked and ×N
            n = self._n("call-made", cue=cue, cue_data=data, seat=self.seat(e.seat), call=name)
        if n.text:   # calls that wait (a fast table) are said in one line, as a trick's are;
            # each round of the buy its own group (its pass may have its own word: «ولا»)
            n.brief, n.group = n.text.rstrip("."), "calls-2" if self.second_round else "calls"
        return n

    def _Raised(self, e: ev.Raised) -> Narration:
        if e.gahwa:
            return self._n("raised-gahwa", seat=self.seat(e.seat))
        # the call itself was just said ("You: double."): only what it changed
        return self._n("raised-worth", multiplier=e.multiplier,
                       locked="yes" if e.locked else "no")

    def _ContractSet(self, e: ev.ContractSet) -> Narration:
        return self._n("contract-set", contract=self.contract(e.contract))

    def _ThrownIn(self, e: ev.ThrownIn) -> Narration:
        # the cards are gathered and shuffled again
        if e.reason == "boshat" and e.seat is not None:
            return self._n("thrown-in-boshat", cue="shuffle", seat=self.seat(e.seat))
        return self._n("thrown-in-all-passed", cue="shuffle")

    def _DealCompleted(self, e: ev.DealCompleted) -> Narration:
        return self._n("deal-completed", cue="deal", seat=self.seat(e.land_to),
                       **{"seat-is-me": self.is_me(e.land_to)})
