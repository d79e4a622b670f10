"""Masques's rules: pure state, flow steps, powers, per-seat view, why-not, secrets and the data model."""
