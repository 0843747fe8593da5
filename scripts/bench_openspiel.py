"""Random games of an OpenSpiel game, as `baloot-audio simulate --bots random` plays
random Baloot rounds: the yardstick of the rules core's speed (docs/benchmarks.md).

OpenSpiel is not a dependency of this project: install it into a scratch venv
outside the repository (``python -m venv /tmp/ospiel && /tmp/ospiel/bin/pip
install open_spiel``) and run this script with that venv's Python:

    /tmp/ospiel/bin/python scripts/bench_openspiel.py skat 3000

Each game is played from its first chance node to its end, every action
(chance or player) chosen uniformly at random by Python's generator (seed 3),
through pyspiel (the C++ game behind Python bindings, as a Python program
drives it). Prints the game, the games played, the actions applied (chance
actions included: a skat deal is 32 of them) and the process's CPU seconds.
Time it as a whole process beside `baloot-audio simulate` (both started the
same way), and divide by the actions for a cost per action.
"""
from __future__ import annotations

import random
import sys
import time


def main(name: str, games: int) -> None:
    import pyspiel   # the scratch venv's, never this project's

    game = pyspiel.load_game(name)
    rng = random.Random(3)
    actions = 0
    start = time.process_time()
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice(state.chance_outcomes())[0])
            else:
                state.apply_action(rng.choice(state.legal_actions()))
            actions += 1
    print(f"{name} games {games} actions {actions} cpu_s {time.process_time() - start:.3f}")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 3000)
