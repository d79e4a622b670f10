"""The Prodigals Club's table: what the one table program draws (layout, faces, tips, words, banners, pictures)."""
