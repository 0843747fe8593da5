"""An invite code is heard, then typed: each of its signs must sound unlike every
other in each language the game speaks (Arabic names Latin letters in its own way)."""
import pytest

from baloot_audio.i18n import Catalog
from baloot_audio.net.guesses import CODE_LETTERS
from baloot_audio.ui.commands import spelt


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_every_sign_of_an_invite_code_has_a_name_of_its_own(lang):
    t = Catalog(lang)
    names = {sign: spelt(t, sign) for sign in CODE_LETTERS}
    same = {name: [s for s in CODE_LETTERS if names[s] == name] for name in names.values()}
    assert {name: signs for name, signs in same.items() if len(signs) > 1} == {}
