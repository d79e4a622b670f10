"""Capo dei Capi's rules: the data model, state, flow steps, effects, per-seat view, why-not and secrets (pure)."""
