"""The Prodigals Club (Vladimír Suchý, CGE 2015): its data layer so far (effects, data model); no GameDef yet."""
