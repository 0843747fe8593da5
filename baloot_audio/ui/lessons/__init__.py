"""Learn to play: lessons taken by ear at a real table (docs/lessons.md).

A lesson is a data file (``lessons/NN-id.json``: its deals and steps) and its words
(``locales/<lang>/lessons.ftl``); the code is the same for every lesson:

- :mod:`.format`: a lesson file read and checked (deals, steps, the actions' notation);
- :mod:`.library`: every lesson, in order, and which one explains a term or a rule;
- :mod:`.progress`: the lessons done or skipped, saved in the user's data folder;
- :mod:`.table`: a lesson's table (a fixed deck, scripted seats, held while it speaks);
- :mod:`.session`: a deal's events heard as in a match;
- :mod:`.coach`: the steps, one at a time, and what each key does there;
- :mod:`.answers`: what the coach says to a wrong key, card, call or quiz answer, and the hint;
- :mod:`.screen`: the table screen with the coach first to hear each key;
- :mod:`.words`: a step's words and what it waits for;
- :mod:`.feedback`: what happened, and what went well or is to look at again;
- :mod:`.menus`: the main menu's item, the lessons menu, a lesson's menu and its end.
"""
