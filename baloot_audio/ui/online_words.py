"""What the online part says of itself: a line (``tell``), a line about the
connection (``status``: said only while true, so the waiting lines it makes
untrue are dropped), and the words for a request the server refused."""

from __future__ import annotations

from typing import Any

from baloot_audio.net.client.connection import ServerError

from .netloop import ANSWER_WAIT
from .speech import Priority
from .shell import Shell

WAITING = ("net-retrying", "online-connecting")   # untrue once anything else is known


def name_form(form: str) -> dict[str, Any]:
    """The argument that words a line about a named player in their form of address
    (``$name-form``, a selector of the French and Arabic catalogues), beside the
    line's others (typed as they are: ``tell`` takes any)."""
    return {"name-form": form}


class Lines:
    def __init__(self, shell: Shell):
        self.shell = shell

    def tell(self, msg_id: str, priority: Priority = Priority.EVENT, detail: bool = False,
             **args: Any) -> Any:
        return self.shell.speech.say(self.shell.t(msg_id, **args), priority, msg_id,
                                     detail=detail)

    def status(self, msg_id: str, priority: Priority = Priority.EVENT,
               drop: tuple[str, ...] = WAITING, **args: Any) -> Any:
        """A line about the connection; the waiting lines it makes untrue (``drop``: a
        try's line, "connecting") are dropped: each is said only while true."""
        said = self.tell(msg_id, priority, **args)
        self.drop(drop, keep=said)
        return said

    def drop(self, ids: tuple[str, ...], keep: Any = None) -> None:
        self.shell.speech.supersede(lambda u: u.msg_id in ids and u is not keep)

    def refused(self, error: BaseException) -> None:
        """A request the server refused or did not answer: said, nothing changes."""
        if not isinstance(error, ServerError):
            self.tell("online-no-answer", Priority.ANSWER, seconds=int(ANSWER_WAIT))
            return
        msg = f"online-error-{error.code.replace('_', '-')}"
        if self.shell.t.has(msg):
            self.tell(msg, Priority.ANSWER)
        else:
            self.tell("online-error", Priority.ANSWER, code=error.code)
