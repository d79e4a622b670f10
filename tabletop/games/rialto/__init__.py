"""Rialto (2-5 players): card rows, six stages A-F, buildings, bridges and gondolas, district majorities."""
