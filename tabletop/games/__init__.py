"""One folder per game: its data model, state, rules, per-seat view, table layout; and the registry."""
