"""Mascarade's table for the one table program, pure: layout, looks, hover tips, words and rules-screen pictures."""
