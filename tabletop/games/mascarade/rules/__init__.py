"""Mascarade's rules, pure: its data model, match state, turn and power steps, per-seat view, why-not and secrets."""
