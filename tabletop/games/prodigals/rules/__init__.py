"""The Prodigals Club's rules: pure state, flow steps, effects, per-seat view, why-not, secrets and the data model."""
