"""The protocol's base message and the sizes its fields share (protocol.py and
friends.py both build on them; import them from protocol.py)."""

from __future__ import annotations

from typing import Annotated, Literal, get_args

import msgspec

from .names import FORMS

MAX_CHAT = 200                  # characters of one chat line (or one private message)

Name = Annotated[str, msgspec.Meta(min_length=1, max_length=24)]
Seat = Annotated[int, msgspec.Meta(ge=0, le=3)]
Ref = Annotated[int, msgspec.Meta(ge=0, le=2**31)]
Level = Annotated[str, msgspec.Meta(max_length=16)]
Code = Annotated[str, msgspec.Meta(min_length=1, max_length=16)]
Short = Annotated[str, msgspec.Meta(max_length=16)]
PlayerId = Annotated[str, msgspec.Meta(min_length=1, max_length=40)]
# a player's form of address, sent with their name wherever it is sent (names.FORMS)
Form = Literal["unspecified", "feminine", "masculine"]
assert get_args(Form) == FORMS, "the wire's forms are names.FORMS, in its order"


def wire_form(form: str) -> Form:
    """A form of address as a client sends it: one of names.FORMS (a word the game does
    not know: unspecified, as a server reads one from its disk)."""
    if form == "feminine":
        return "feminine"
    if form == "masculine":
        return "masculine"
    return "unspecified"


class Msg(msgspec.Struct, tag_field="type", forbid_unknown_fields=True, omit_defaults=True):
    pass
