"""Rialto's rules: pure state, flow steps, effects, per-seat view, why-not, secrets and the data model."""
