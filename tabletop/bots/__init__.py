"""Seat-fillers that use only the public Match API."""
