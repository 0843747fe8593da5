"""The pure rules core: standard library only, no interface, no text."""
from .actions import CALLS, Action, IllegalAction
from .cards import DECK, SUITS, RANKS, parse_card, sorted_hand
from .engine import apply, mistake_rule, new_round, refusal_rule, view_refusal
from .legal import legal_actions
from .match import Match, deck_for, first_dealer_for, seed_commitment
from .records import ReplayError, replay_record, round_record
from .rules import PRESETS, Rules, UnknownOption, rules_for
from .state import Contract, Phase, Project, RoundResult, RoundState, Stage, Trick, team_of
from .view import PlayerView, view

__all__ = [
    "CALLS", "Action", "IllegalAction", "DECK", "SUITS", "RANKS", "parse_card", "sorted_hand",
    "apply", "legal_actions", "mistake_rule", "new_round", "refusal_rule", "Match", "deck_for",
    "first_dealer_for", "seed_commitment", "ReplayError", "replay_record", "round_record",
    "PRESETS", "Rules",
    "UnknownOption", "rules_for", "Contract", "Phase", "Project", "RoundResult", "RoundState",
    "Stage", "Trick", "team_of", "PlayerView", "view", "view_refusal",
]
