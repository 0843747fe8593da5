"""An invite code is heard, then typed: each of its signs must sound unlike every
other in each language the game speaks (Arabic names Latin letters in its own way)."""
import pytest

from baloot_audio.i18n import Catalog
from baloot_audio.net.guard.guesses import CODE_LETTERS
from baloot_audio.ui.commands import spelt


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_every_sign_of_an_invite_code_has_a_name_of_its_own(lang):
    t = Catalog(lang)
    names = {sign: spelt(t, sign, "code-letter") for sign in CODE_LETTERS}
    same = {name: [s for s in CODE_LETTERS if names[s] == name] for name in names.values()}
    assert {name: signs for name, signs in same.items() if len(signs) > 1} == {}


def test_a_french_voice_hears_a_codes_e_as_a_letter():
    """A lone "e" is said "euh" by a French voice, like a hesitation: a code spells it as
    on the telephone; the other letters and the keys keep their own names."""
    from baloot_audio.ui.answers import code_start
    from baloot_audio.ui.session import spaced

    fr = Catalog("fr")
    assert code_start(fr, "1e4f9a0bcd") == "1 e comme Eugène 4 f 9 a 0 b"
    assert spaced(fr, "KE7Q") == "K e comme Eugène 7 Q"
    assert spelt(fr, "E") == "E" and spelt(fr, "Ctrl+E") == "Ctrl+E"     # a key is its letter
    assert code_start(Catalog("en"), "1e4f9a0bcd") == "1 e 4 f 9 a 0 b"
