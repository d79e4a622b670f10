"""Mascarade (2-13 players): hidden roles that even their holders forget, swaps, claims and challenges."""
