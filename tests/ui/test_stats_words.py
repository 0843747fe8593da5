"""The statistics page's sentences: concrete figures read in English, French and
Arabic; every Arabic number with its six plural forms; French typography."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor

from baloot_audio.i18n import Catalog
from baloot_audio.standing.stats import PlayerStats
from baloot_audio.ui.stats_screen import partner_name, stats_lines

LOCALES = Path(__file__).resolve().parents[2] / "locales"
FIGURES = PlayerStats(matches=3, won=2, left=1, rounds=20, points_for=250, points_against=203,
                      bought={"hokum": 4, "sun": 1, "ashkal": 0},
                      made={"hokum": 3, "sun": 1, "ashkal": 0}, fell=1, felled=2,
                      kaboots_for=1, kaboots_against=0, doubled=2, doubled_won=1,
                      doubles_called=1, projects={"sira": 2, "fifty": 1}, baloot=1,
                      partners={"bot-strong": [2, 2], "bot-easy": [1, 0]})


def test_the_english_lines_say_every_figure():
    assert stats_lines(Catalog("en", strict=True), {"saudi": FIGURES}) == [
        "Saudi rules: 3 matches, 2 won and 1 lost; you win 67 times in 100.",
        "You left one match before the end; a match left counts as lost.",
        "Hokum: you bought 4 rounds and made 3 of them.",
        "Sun: you bought one round and made 1 of them.",
        "Falls: you fell once as the buyer, and your team made the buyers fall 2 times.",
        "Kaboots: 1 for your team and 0 against it.",
        "Doubled rounds: 2; your team won 1 of them and lost 1. You called one double yourself.",
        "Projects: you scored 3 projects, and the baloot once.",
        "Points per round, over 20 rounds: 12.5 for your team and 10.2 for the opponents.",
        "With the strong bot as your partner: 2 matches, 2 won.",
        "With the easy bot as your partner: one match, 0 won."]


def test_the_arabic_and_french_lines():
    ar = stats_lines(Catalog("ar", strict=True), {"ksa": FIGURES})
    assert ar[0] == "قوانين البطولات السعودية: لعبت 3 صكات، كسبت ثنتين وخسرت وحدة؛ " \
                    "ونسبة فوزك 67 من كل 100."
    assert ar[2] == "الحكم: شريت 4 جولات وكسبت منها 3."
    assert ar[4] == "الطيحات: طحت مرة وحدة في شراك، وفريقك طيّح المشترين مرتين."
    assert ar[-2] == "مع البوت القوي في فريقك: لعبتوا صكتين، وكسبتوا منها ثنتين."
    fr = stats_lines(Catalog("fr", strict=True), {"belote": FIGURES})
    assert fr[0] == "Belote\u202f: 3 parties, 2 gagnées et 1 perdue\u202f; " \
                    "vous gagnez 67 fois sur 100."
    assert fr[8] == "Points par donne, sur 20 donnes\u202f: 12,5 pour votre équipe et 10,2 " \
                    "pour les adversaires."
    for line in fr:
        assert not re.search(r"[^\u202f][:;?!]", line.replace("(KSA)", "")), line
    assert stats_lines(Catalog("ar", strict=True), {}) == \
        ["ما فيه ولا جولة محسوبة للحين: إحصائياتك تبدأ مع أول جولة تنلعب ضد البوتات."]


@pytest.mark.parametrize("count,match,times", [
    (0, "ولا صكة", "ما طحت ولا مرة"), (1, "صكة وحدة", "طحت مرة وحدة"), (2, "صكتين", "طحت مرتين"),
    (3, "3 صكات", "طحت 3 مرات"), (11, "11 صكة", "طحت 11 مرة"), (100, "100 صكة", "طحت 100 مرة")])
def test_arabic_counts_take_their_plural_forms(count, match, times):
    t = Catalog("ar", strict=True)
    assert match in t("stats-left", left=count)
    assert times in t("stats-falls", fell=count, felled=0)


def test_every_arabic_number_has_the_six_plural_forms():
    resource = FluentParser().parse((LOCALES / "ar" / "stats.ftl").read_text(encoding="utf-8"))
    found = []

    class Selects(visitor.Visitor):
        def visit_SelectExpression(self, node):
            found.append(node)
            self.generic_visit(node)

    for entry in resource.body:
        if isinstance(entry, ast.Message):
            Selects().visit(entry)
    numbers = [s for s in found if s.selector.id.name not in ("preset", "kind", "level")]
    assert len(numbers) >= 20
    for select in numbers:
        keys = {v.key.name for v in select.variants}
        assert keys == {"zero", "one", "two", "few", "many", "other"}, select.selector.id.name


def test_partners_are_said_as_bots_or_by_their_names():
    t = Catalog("en", strict=True)
    assert partner_name(t, "bot-normal") == "the normal bot"
    assert partner_name(t, "bot") == "a bot"
    assert partner_name(t, "Dana") == "Dana"
    assert partner_name(Catalog("fr", strict=True), "bot-strong") == "le robot fort"


def test_no_doubled_round_is_said_in_a_few_words():
    quiet = PlayerStats(matches=1, won=1, rounds=3, points_for=40, points_against=12)
    for lang, words in (("en", "Doubled rounds: none yet."),
                        ("fr", "Donnes contrées\u202f: aucune pour l’instant."),
                        ("ar", "الجولات المدبّلة: ولا جولة للحين.")):
        lines = stats_lines(Catalog(lang, strict=True), {"saudi": quiet})
        assert words in lines and len(lines) == 7    # no partner: none was recorded
