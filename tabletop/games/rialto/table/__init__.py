"""Rialto's table: what the one table program draws (layout, looks, tips, words, rules-screen pictures)."""
