"""Tournaments: the pure draw (``draw``: teams, single elimination with byes, Swiss
pairings, standings, the seed's commitment), one tournament as stored and told
(``state``), creation, registration, seating and results (``hall``) and a match's
room (``room``: fixed seats, the grace, the forfeit).

May import: ``net.wire``, ``net.guard``, ``net.db``, ``net.tables``, ``net.cluster``
and ``net.social`` (a diwan's tournament), the rules core.
"""
