"""The scenes on the app's stack: menu, setup, table, curtain, in-game menu, game over, error."""
