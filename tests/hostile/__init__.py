"""Hostile input (issue 24): files, folders and data a player's disk or a stranger may hand the app."""
