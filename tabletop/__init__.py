"""Tabletop: modern board games played hot-seat on one computer."""

__version__ = "0.1.0"
