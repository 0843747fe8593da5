"""The words of every rule a Qaid table accepts (issue 37): the verdict of a proven
call, the Qaid sheet's line and the warning before the player's own mistake, in
English, French and Arabic, each naming what was broken. The locked lead's and the
overtake's lines are checked word for word; every rule has its own line in each
language (none falls to another rule's words)."""

from __future__ import annotations

import pytest

from baloot_audio.core import events as ev
from baloot_audio.core.qaid import FALSE_AKKA, FALSE_SAWA, QAID_MISTAKES, Suspect
from baloot_audio.i18n import Catalog
from baloot_audio.ui.narrator import Narrator

ISOLATES = str.maketrans("", "", "\u2068\u2069")


def verdict(lang: str, viewer: int, rule: str, crime=(1, "7H"), proof=(4, "9C"),
            led="H") -> str:
    n = Narrator(Catalog(lang, strict=True), viewer=viewer)
    event = ev.QaidJudged(seat=0, accused=1, crime=crime, proof=proof, kind="play", rule=rule,
                          led=led, verdict="proven", penalty="registered", points=(32, 0))
    [said] = n.narrate(event)
    return said.text.translate(ISOLATES)


def test_a_trump_led_in_a_locked_round_is_said_with_its_proof():
    assert verdict("en", 0, "locked_no_trump_lead") == (
        "You call Qaid on the right opponent. Proven: the right opponent led a trump in trick 2 "
        "of a locked round, and played the nine of clubs in trick 5. We take 32.")
    assert verdict("en", 1, "locked_no_trump_lead") == (
        "Left calls Qaid on you. Proven: you led a trump in trick 2 of a locked round, and "
        "played the nine of clubs in trick 5. They take 32.")
    assert verdict("fr", 0, "locked_no_trump_lead") == (
        "Vous annoncez un Qaid contre l’adversaire de droite. Prouvé\u202f: l’adversaire de "
        "droite a entamé atout au pli 2 alors que le jeu était fermé, puis a joué le neuf de "
        "trèfle au pli 5. Nous marquons 32.")
    assert verdict("ar", 1, "locked_no_trump_lead") == (
        "اللِّي على يسارك يقيّد عليك. القيد صحيح: أنت بديت بالحكم واللعب مقفل في الأكلة 2، "
        "ولعبت تسعة شريا في الأكلة 5. يسجّلون 32.")


def test_a_missed_overtake_is_said_with_the_suit_led_and_its_proof():
    args = dict(crime=(2, "9D"), proof=(5, "AD"), led="D")
    assert verdict("en", 0, "must_overtake", **args) == (
        "You call Qaid on the right opponent. Proven: the right opponent did not play higher in "
        "diamonds in trick 3 and played the ace of diamonds in trick 6. We take 32.")
    assert verdict("fr", 1, "must_overtake", **args) == (
        "L’adversaire de gauche annonce un Qaid contre vous. Prouvé\u202f: vous n’avez pas monté "
        "à carreau au pli 3, puis vous avez joué l’as de carreau au pli 6. Ils marquent 32.")
    assert verdict("ar", 0, "must_overtake", **args) == (
        "أنت تقيّد على اللِّي على يمينك. القيد صحيح: اللِّي على يمينك ما علّى في ديمن في "
        "الأكلة 3، ولعب إكة ديمن في الأكلة 6. نسجّل 32.")


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_every_rule_has_its_own_verdict_sheet_line_and_warning(lang):
    t = Catalog(lang, strict=True)
    n = Narrator(t, viewer=0)
    rules = QAID_MISTAKES + (FALSE_AKKA, FALSE_SAWA)
    verdicts = {rule: verdict(lang, 0, rule) for rule in rules}
    assert len(set(verdicts.values())) == len(rules), verdicts
    lines = {rule: n.suspect(Suspect(1, (1, "7H"), (4, "9C"), "play", rule, "H"))
             for rule in rules}
    assert len(set(lines.values())) == len(rules)
    assert all(line.translate(ISOLATES) in verdicts[rule] for rule, line in lines.items())
    warnings = {rule: t("qaid-warn", rule=rule, key="Enter") for rule in QAID_MISTAKES
                + (FALSE_AKKA,)}
    assert len(set(warnings.values())) == len(warnings), warnings
    assert t("qaid-warn", rule="locked_no_trump_lead", key="Enter").startswith({
        "en": "This card breaks the lock: no trump lead while you hold another suit",
        "fr": "Cette carte enfreint le jeu fermé\u202f: on n’entame pas atout",
        "ar": "هذي الورقة حكم واللعب مقفل"}[lang])
