### The glossary at the top of game.ftl applies to this file too.

## The rules reader (the text itself is in rules.md, next to this file)

reader-title = { $title }, { $count } sections. { $paragraph } moves by paragraph, { $heading } by heading, { $read } reads on from here, { $search } searches.
reader-heading = { $text }, heading { $level }
reader-end = End of the rules.
reader-top = Top of the rules.
reader-no-next-heading = No heading after this one.
reader-no-previous-heading = No heading before this one.
reader-where = { $section }: paragraph { $position } of { $count }.
reader-position = { $position } / { $count }
reader-search-prompt = Search: type a word, then Enter. Escape cancels.
reader-search-line = Search: { $query }
reader-search-cancelled = Search cancelled.
reader-search-empty = Nothing typed.
reader-search-none = No search yet: press { $keys } to search for a word.
reader-deleted = { $char } deleted
reader-found = Match { $position } of { $count }:
reader-wrapped = Back to the start.
reader-not-found = “{ $query }” is not in the rules.
char-space = space
