"""Players' names: when two are one name, and the names nobody may take.

Names are heard, so two names that look or sound alike are one name:
:func:`name_key` is a name's skeleton (after the Unicode confusables skeleton
of UTS #39, cut down to the scripts players here write and those that pass for
them: Latin, Cyrillic, Greek, Cherokee and Arabic): NFKC, case folded, the
look-alikes mapped to one prototype (the Cyrillic а and е of "Аhmеd" are the
Latin a and e of "Ahmed"; 1, I, i and l are one letter, 0 and O another; the
Cherokee Ꮪ is an S), accents and Arabic vowel marks dropped, the Arabic
spellings of one sound folded (أ إ آ -> ا, ة ۃ -> ه, ى -> ي, the marked and the
dotless forms of a letter to the letter: ڔ -> ر, ٮ -> ب), the invisible marks
and the tatweel dropped. A server keeps the key of every name it keeps (an
account's, an online guest's, a diwan's): a name whose key is taken is taken;
a tournament's name is checked as a player's is.

A name may not be a seat word or a pronoun the narrator uses in any of the
game's languages ("Partner leads the ace" must never be another player), nor
who the game and the server speak as (the dealer, a bot, a guest, the system,
its operator):
:data:`RESERVED_WORDS` are compared word by word, :data:`RESERVED_PHRASES` as
a whole name. tests/net/test_names.py checks that every seat and team word of
every locale is refused.
"""

from __future__ import annotations

import re
import unicodedata

from .free_text import ALLOWED_MARKS, text_refusal

MAX_NAME = 24
# A player's form of address (issue 41), chosen at registration and in the settings:
# it words every French and Arabic line about them (docs/words.md). Unspecified, the
# default, is said without a gendered word, as is a bot.
UNSPECIFIED = "unspecified"
FORMS = (UNSPECIFIED, "feminine", "masculine")

# Look-alikes -> their prototype, after case folding (a capital finds its
# prototype through its small letter).
CONFUSABLES = {
    # Cyrillic
    "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o",
    "р": "p", "с": "c", "т": "t", "х": "x", "у": "y", "ѕ": "s", "і": "i", "ї": "i",
    "ј": "j", "ԁ": "d", "ԛ": "q", "ԝ": "w", "һ": "h", "ь": "b", "г": "r",
    "п": "n", "и": "u", "з": "3", "ч": "4", "б": "6", "ԍ": "g", "ҫ": "c",
    # Greek
    "α": "a", "β": "b", "ε": "e", "ζ": "z", "η": "n", "ι": "i", "κ": "k", "μ": "u",
    "ν": "v", "ο": "o", "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "ω": "w", "ϲ": "c",
    # Cherokee capitals (casefolding keeps them; its small letters fold to them)
    "Ꭺ": "a", "Ᏼ": "b", "Ꮯ": "c", "Ꭰ": "d", "Ꭼ": "e", "Ꮐ": "g", "Ꮋ": "h", "Ꭵ": "l",
    "Ꭻ": "j", "Ꮶ": "k", "Ꮮ": "l", "Ꮇ": "m", "Ꮲ": "p", "Ꭱ": "r", "Ꮪ": "s", "Ꮩ": "v",
    "Ꭲ": "t", "Ꮃ": "w", "Ꮓ": "z", "Ꮞ": "4", "Ꮍ": "y", "Ꮤ": "w",
    "γ": "y", "σ": "o",
    # Latin signs and digits that pass for letters
    "i": "l", "ı": "l", "ι": "l", "і": "l", "ї": "l", "ӏ": "l",   # i, I, l and 1: one letter
    "1": "l", "|": "l", "ǀ": "l", "0": "o", "5": "s", "$": "s", "@": "a",
    "ß": "ss", "æ": "ae", "œ": "oe", "ø": "o", "đ": "d", "ł": "l",
    # Arabic: the forms of one letter, Persian and Urdu look-alikes, digits
    "أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ٲ": "ا", "ٳ": "ا", "ة": "ه", "ۀ": "ه",
    "ہ": "ه", "ھ": "ه", "ە": "ه", "ى": "ي", "ی": "ي", "ې": "ي", "ئ": "ي", "ؤ": "و",
    "ک": "ك", "ڪ": "ك", "گ": "ك", "ٹ": "ت", "پ": "ب", "ڤ": "ف", "چ": "ج", "ژ": "ز",
    "٠": "o", "۰": "o", "١": "l", "۱": "l", "٥": "o", "۵": "o",
    **dict.fromkeys("ڑڒړڔڕږڗ", "ر"), "ڙ": "ز", **dict.fromkeys("ۃۂ", "ه"),
    **dict.fromkeys("ٮٻڀ", "ب"), **dict.fromkeys("ٺټٽٿ", "ت"), "ٯ": "ق", "ڧ": "ق", "ڨ": "ق",
    **dict.fromkeys("ڡڢڣڥڦ", "ف"), **dict.fromkeys("ںڹڼڻ", "ن"), **dict.fromkeys("ۓێۍٸ", "ي"),
    **dict.fromkeys("ڈډڊڍ", "د"), **dict.fromkeys("ڌڎ", "ذ"),
    **dict.fromkeys("ۆۇۈۋۉۅٶٷ", "و"), **dict.fromkeys("ڭګڬڮڳڱ", "ك"),
    **dict.fromkeys("ځڅ", "ح"), **dict.fromkeys("ڃڄڇ", "ج"), **dict.fromkeys("ښڛ", "س"),
    **dict.fromkeys("ڜۺ", "ش"), **dict.fromkeys("ڝڞ", "ص"), "ۻ": "ض", "ڟ": "ظ", "ڠ": "ع",
    **{chr(0x0660 + d): str(d) for d in (2, 3, 4, 6, 7, 8, 9)},   # Arabic-Indic digits
    **{chr(0x06F0 + d): str(d) for d in (2, 3, 4, 6, 7, 8, 9)},   # Persian digits
}
SEQUENCES = (("rn", "m"), ("vv", "w"))
DROPPED = frozenset(ALLOWED_MARKS | {"\u0640", "\u00ad", "\u200b"})   # tatweel, soft hyphen

# The narrator's seat and team words and the pronouns, in English, French and
# Arabic (each also as a label: "Partenaire", "يمينك"), folded by name_key.
RESERVED_WORDS = (
    # English
    "i me my mine myself you your yours yourself we us our ours they them their he him "
    "his she her it partner partners opponent opponents left right across seat nobody "
    "everybody everyone someone "
    "admin administrator operator moderator system server guest bot bots robot dealer "
    # French
    "je moi tu toi vous votre vos nous notre nos eux il elle ils elles lui leur "
    "partenaire partenaires adversaire adversaires gauche droite équipe adverse personne "
    "administrateur opérateur modérateur système serveur invité invitée donneur donneuse "
    # Arabic (Gulf and standard)
    "أنا انا أنت انت أنتي انتي إنت انتم أنتم نحن احنا إحنا هو هي هم هما خويك خويّك "
    "شريك شريكك شريكي خصم الخصم خصمك يمين يمينك يسار يسارك لنا لهم فريقنا فريقهم "
    "اللي على "
    "قدامك قدام خوي المشرف مشرف ادمن الادمن النظام نظام الخادم خادم السيرفر ضيف الضيف "
    "الموزع موزع بوت روبوت"
).split()
RESERVED_PHRASES = (
    "the right opponent", "the left opponent", "your partner", "l’adversaire de droite",
    "l’adversaire de gauche", "votre partenaire", "notre équipe", "l’équipe adverse",
    "اللي على يمينك", "اللي على يسارك", "الفريق الخصم",
)
_WORD = re.compile(r"[^\W\d_]+")


def _map(text: str) -> str:
    return "".join(CONFUSABLES.get(c, c) for c in text)


def name_key(name: str) -> str:
    """The skeleton two names share when they look or sound alike (see the module)."""
    text = unicodedata.normalize("NFKC", name).casefold()
    text = "".join(c for c in unicodedata.normalize("NFD", text)
                   if not unicodedata.combining(c) and c not in DROPPED)  # accents, harakat
    text = _map(unicodedata.normalize("NFC", text))
    for seq, proto in SEQUENCES:
        text = text.replace(seq, proto)
    return " ".join(text.replace("’", "'").split())


_RESERVED_WORD_KEYS = frozenset(name_key(w) for w in RESERVED_WORDS)
_RESERVED_PHRASE_KEYS = frozenset(name_key(p) for p in RESERVED_PHRASES)


def words_of(name: str) -> list[str]:
    """The words of a name, each folded (digits and signs part them: "Partner1")."""
    text = "".join(c for c in unicodedata.normalize("NFKD", name)
                   if not unicodedata.combining(c) and c not in DROPPED)
    return [name_key(word) for word in _WORD.findall(text)]


def name_refusal(name: str) -> str | None:
    """Why ``name`` cannot be a player's name (None: it can): ``bad_name`` (empty,
    too long, a control or a mark that reorders text) or ``reserved_name`` (a seat
    word or a pronoun in one of the game's languages)."""
    if not 1 <= len(name) <= MAX_NAME or name != name.strip() or text_refusal(name):
        return "bad_name"
    key = name_key(name)
    if not key or key in _RESERVED_PHRASE_KEYS or key in _RESERVED_WORD_KEYS:
        return "reserved_name"
    if any(word in _RESERVED_WORD_KEYS for word in words_of(name)):
        return "reserved_name"
    return None
