"""Capo dei Capi (2 players): push-your-luck dice, pending markers, hidden bribes."""
