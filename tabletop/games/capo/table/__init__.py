"""Capo dei Capi's table: layout, faces, tips, words and rules-screen pictures for the one table program (pure)."""
