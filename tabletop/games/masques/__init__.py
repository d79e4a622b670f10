"""Masques (2-4 players): guest draft, corridor placement, six agent powers, guild favor."""
