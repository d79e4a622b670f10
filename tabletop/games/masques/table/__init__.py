"""Masques's table: the pure layout, faces, tips, words and pictures the one table program draws."""
