"""Masques's words for its own pieces inside sentences: the six agent types (fixed in code, like their powers) in
the forms a sentence needs, and the guilds as the log names them (lower case, from their ids).

The data's names (``MasquesSpec``) are the pieces' titles; these are the running-text forms, each a whole message so
a language inflects them itself (never an article or an ending computed from letters).
"""

from __future__ import annotations

from tabletop.engine.message import Msg, Name, msgc

AGENT = {  # the agent as a card's title: "Bandit"
    "assassin": msgc("agent", "Assassin"),
    "guard": msgc("agent", "Guard"),
    "gondolier": msgc("agent", "Gondolier"),
    "bandit": msgc("agent", "Bandit"),
    "merchant": msgc("agent", "Merchant"),
    "courtesan": msgc("agent", "Courtesan"),
}
AN_AGENT = {  # with its article, as a title: "an Assassin"
    "assassin": msgc("agent, with an article", "an Assassin"),
    "guard": msgc("agent, with an article", "a Guard"),
    "gondolier": msgc("agent, with an article", "a Gondolier"),
    "bandit": msgc("agent, with an article", "a Bandit"),
    "merchant": msgc("agent, with an article", "a Merchant"),
    "courtesan": msgc("agent, with an article", "a Courtesan"),
}
AGENTS = {  # every card of a type, as a title: "the Courtesans"
    "assassin": msgc("agent, plural", "Assassins"),
    "guard": msgc("agent, plural", "Guards"),
    "gondolier": msgc("agent, plural", "Gondoliers"),
    "bandit": msgc("agent, plural", "Bandits"),
    "merchant": msgc("agent, plural", "Merchants"),
    "courtesan": msgc("agent, plural", "Courtesans"),
}
AGENT_WORD = {  # in running text: "the {agent}'s power"
    "assassin": msgc("agent, in a sentence", "assassin"),
    "guard": msgc("agent, in a sentence", "guard"),
    "gondolier": msgc("agent, in a sentence", "gondolier"),
    "bandit": msgc("agent, in a sentence", "bandit"),
    "merchant": msgc("agent, in a sentence", "merchant"),
    "courtesan": msgc("agent, in a sentence", "courtesan"),
}
AN_AGENT_WORD = {  # in running text with its article: "hires an assassin"
    "assassin": msgc("agent, in a sentence, with an article", "an assassin"),
    "guard": msgc("agent, in a sentence, with an article", "a guard"),
    "gondolier": msgc("agent, in a sentence, with an article", "a gondolier"),
    "bandit": msgc("agent, in a sentence, with an article", "a bandit"),
    "merchant": msgc("agent, in a sentence, with an article", "a merchant"),
    "courtesan": msgc("agent, in a sentence, with an article", "a courtesan"),
}
GUILD_WORD = {  # a guild in running text: "gains 1 clergy favor"
    "clergy": msgc("guild, in a sentence", "clergy"),
    "winemakers": msgc("guild, in a sentence", "winemakers"),
    "merchants": msgc("guild, in a sentence", "merchants"),
    "military": msgc("guild, in a sentence", "military"),
    "scribes": msgc("guild, in a sentence", "scribes"),
}
A_GUILD_MARKER = {  # a guild's favor marker with its article: "a clergy favor marker"
    "clergy": msgc("favor marker", "a clergy favor marker"),
    "winemakers": msgc("favor marker", "a winemakers favor marker"),
    "merchants": msgc("favor marker", "a merchants favor marker"),
    "military": msgc("favor marker", "a military favor marker"),
    "scribes": msgc("favor marker", "a scribes favor marker"),
}


def _pick(table: dict[str, Msg], key: str, fallback: Msg) -> Msg:
    return table.get(key, fallback)


def agent(kind: str) -> Msg:
    """An agent type as a title ("Bandit")."""
    return _pick(AGENT, kind, msgc("agent", "{id}", id=Name(kind)))


def an_agent(kind: str) -> Msg:
    """An agent type with its article, as a title ("an Assassin")."""
    return _pick(AN_AGENT, kind, msgc("agent, with an article", "a {id}", id=Name(kind)))


def agents(kind: str) -> Msg:
    """Every card of an agent type, as a title ("Courtesans")."""
    return _pick(AGENTS, kind, msgc("agent, plural", "{id}s", id=Name(kind)))


def agent_word(kind: str) -> Msg:
    """An agent type in running text ("assassin")."""
    return _pick(AGENT_WORD, kind, msgc("agent, in a sentence", "{id}", id=Name(kind)))


def an_agent_word(kind: str) -> Msg:
    """An agent type in running text with its article ("an assassin")."""
    return _pick(AN_AGENT_WORD, kind, msgc("agent, in a sentence, with an article", "a {id}", id=Name(kind)))


def guild_word(guild: str) -> Msg:
    """A guild in running text ("clergy"); a guild the data adds later reads as its id."""
    return _pick(GUILD_WORD, guild, msgc("guild, in a sentence", "{id}", id=Name(guild)))


def a_guild_marker(guild: str) -> Msg:
    """A guild's favor marker with its article ("a clergy favor marker")."""
    return _pick(A_GUILD_MARKER, guild, msgc("favor marker", "a {guild} favor marker", guild=Name(guild)))
