"""Tests of The Prodigals Club: its effect vocabulary and its data (Election + Society)."""
