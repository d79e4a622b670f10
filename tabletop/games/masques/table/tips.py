"""What every piece of a Masques table says when hovered (and which cards zoom on a right-click).

Pure: reads only the view (what its viewer may see) and the validated data, whose ``texts`` and agent
``power`` fields hold the rules in words; numbers come from the data or the view, never from here.
A tip's first line is the piece's name, then its rules text, one paragraph a line.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from tabletop.engine.layout import Layout, Placement, Region
from tabletop.games.masques.rules.data import MasquesSpec

ZOOM_KINDS = ("guest", "agent")  # placements drawn as cards
ZOOM_REGIONS = ("palace", "name")  # regions drawn as cards


def apply_tips(spec: MasquesSpec, lay: Layout, view: dict[str, Any]) -> None:
    """Give every region and placement of ``lay`` its tip from the data (``spec``), and the cards their zoom."""
    tips = Tips(spec, view)
    for key, region in list(lay.regions.items()):
        lay.regions[key] = dataclasses.replace(
            region, tip=tips.region(region), zoom=region.kind in ZOOM_REGIONS or region.zoom
        )
    for key, placement in list(lay.placements.items()):
        lay.placements[key] = dataclasses.replace(
            placement, tip=tips.placement(placement), zoom=placement.kind in ZOOM_KINDS or placement.zoom
        )


def places(view: dict[str, Any]) -> dict[str, tuple[str, Any]]:
    """Where each component the view shows lies: id -> (place, index, seat or agent type)."""
    found: dict[str, tuple[str, Any]] = {}
    for card in view["palace"]:
        if card["marker"]:
            found[card["marker"]["id"]] = ("palace", card["i"])
    for cell in view["corridors"]:
        if cell["card"]:
            found[cell["card"]["id"]] = ("corridor", cell["i"])
    for kind, stack in view["stacks"].items():
        if stack["top"]:
            found[stack["top"]] = ("stack", kind)
    for zone in ("hand", "packet", "picked"):
        for card in view[zone]:
            found[card["id"]] = (zone, None)
    for s, seat in enumerate(view["seats"]):
        found.update({m: ("won", s) for m in seat["won"]})
        found.update({d: ("purse", s) for d in seat["purse"]})
    found.update({d: ("supply", None) for d in view["supply_ids"]})
    return found


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


class Tips:
    """Builds the tips of one view's pieces from the data's words."""

    def __init__(self, spec: MasquesSpec, view: dict[str, Any]):
        self.spec, self.view = spec, view
        values = {
            "ducats": spec.ducats,
            "starting_ducats": spec.starting_ducats,
            "markers_per_guild": spec.favor_markers_per_guild,
            "in_one_guild": spec.win.in_one_guild,
            "in_every_guild": spec.win.in_every_guild,
            "neutral": spec.neutral_family.name,
        }
        self.text = {name: text.format(**values) for name, text in spec.texts.items()}
        self.where = places(view)
        self.n = view["n"]

    # ----- names ---------------------------------------------------------------------------------
    def family(self, family_id: str) -> str:
        """A family's name from the data."""
        return next(
            (f.name for f in (*self.spec.families, self.spec.neutral_family) if f.id == family_id),
            family_id.capitalize(),
        )

    def guild(self, guild_id: str) -> str:
        """A guild's name from the data."""
        return next((g.name for g in self.spec.guilds if g.id == guild_id), guild_id.capitalize())

    def agent_name(self, kind: str) -> str:
        """An agent type's name from the data."""
        return next((a.name for a in self.spec.agents.types if a.id == kind), kind.capitalize())

    def holder(self, family_id: str) -> int | None:
        """The seat holding a family card (families are dealt face up)."""
        return next((s for s, fams in enumerate(self.view["families"]) if family_id in fams), None)

    def card_name(self, card: dict[str, Any]) -> str:
        """A visible card in words: 'Dandolo 3', 'Assassin'."""
        if card["kind"] == "guest":
            return f"{self.family(card['family'])} {card['value']}"
        return self.agent_name(card["type"])

    def marker_name(self, marker: dict[str, Any]) -> str:
        """A marker in words: 'Clergy favor marker', 'Ducat'."""
        return f"{self.guild(marker['guild'])} favor marker" if marker["guild"] else "Ducat"

    def beside(self, i: int) -> str:
        """The palace cards beside corridor i."""
        return f"palace cards {i} and {(i + 1) % self.n}"

    def flank(self, p: int) -> str:
        """The corridors that compete for palace card p."""
        return f"corridors {(p - 1) % self.n} and {p}"

    # ----- pieces --------------------------------------------------------------------------------
    def region(self, region: Region) -> str:
        """The tip of a region."""
        kind, key = region.kind, region.key
        if kind == "palace":
            return self.palace(self.view["palace"][int(key.split(":")[1])])
        if kind == "corridor":
            return self.corridor(self.view["corridors"][int(key.split(":")[1])])
        if kind == "stack" or key.startswith("stacklabel:"):
            return self.stack(key.split(":")[1])
        if kind == "pile":
            return self.pile(key)
        if kind == "player":
            return self.player(region.owner or 0)
        if kind == "name":
            return self.name(key.split(":", 1)[1])
        if kind == "handarea":
            return self.handarea()
        if kind == "chosen":
            return "Chosen\n" + self.text["chosen"]
        if key == "picked":
            return "Kept so far\n" + self.text["picked"]
        prefix, _, rest = key.partition(":")
        if prefix == "crest":
            return self.crest(rest)
        if prefix == "first":
            return self.first_card(int(rest))
        if prefix == "favor":
            seat, guild = rest.split(":")
            return self.favor(int(seat), guild)
        if prefix == "purse":
            return self.purse(int(rest))
        if prefix in ("hand", "handsize"):
            return self.hand_size(int(rest))
        return region.label or key

    def placement(self, p: Placement) -> str:
        """The tip of a component."""
        place, at = self.where.get(p.id, ("", None))
        if place == "purse":
            return self.purse(at)
        if place == "supply":
            return self.pile("supply")
        if place in ("palace", "won"):
            return self.marker(p.id, place, at)
        if place == "stack":
            where = f"Top of its stack, {self.view['stacks'][at]['count']} left{self.below(at)}"
            return self.agent(self.view["stacks"][at] | {"type": at}, where, "hire")
        card = self._card(p.id, place, at)
        if card is None:
            return p.face or p.id
        if card["kind"] == "agent":
            return self.agent(card, f"Hired into corridor {at}: its influence counts for {self.beside(at)}.", "agent")
        return self.guest(card, place, at)

    def _card(self, cid: str, place: str, at: Any) -> dict[str, Any] | None:
        if place == "corridor":
            return self.view["corridors"][at]["card"]
        if place in ("hand", "packet", "picked"):
            return next(c for c in self.view[place] if c["id"] == cid)
        return None

    def _ducats(self, kind: str) -> str:
        return _plural(self.view["stacks"][kind]["cost"], "ducat")

    def guest(self, card: dict[str, Any], place: str, at: Any) -> str:
        """A guest card: its family and value, who it wins for, where it is."""
        family, value = card["family"], card["value"]
        lines = [f"{self.card_name(card)}{' (face down)' if card['down'] else ''}"]
        if card["down"]:
            lines.append(f"Influence 0 while face down (printed {value}).")
        else:
            lines.append(f"Influence {value}.")
        if family == self.spec.neutral_family.id:
            lines.append(self.text["neutral_guest"])
        else:
            seat = self.holder(family)
            who = "nobody in this game" if seat is None else self.view["players"][seat]
            lines.append(f"Family {self.family(family)}: it wins for {who}.")
        lines.append(
            {
                "corridor": f"In corridor {at}: it competes for {self.beside(at) if at is not None else ''}.",
                "hand": "In your hand.",
                "packet": "In your draft packet. " + self.text["packet"],
                "picked": "Kept in this draft. " + self.text["picked"],
            }[place]
        )
        lines.append(self.text["face_down_guest" if card["down"] else "guest"])
        if self.spec.guests.source == "reconstructed":
            lines.append(self.text["reconstructed"])
        return "\n".join(lines)

    def agent(self, card: dict[str, Any], where: str, rule: str) -> str:
        """An agent card: its numbers and power, where it stands, and the rule (hiring, or a hired agent's)."""
        kind = card["type"]
        power = next((a.power for a in self.spec.agents.types if a.id == kind), "")
        lines = [self.agent_name(kind), f"Influence {card['influence']}, cost {_plural(card['cost'], 'ducat')}."]
        lines += [where, f"Power: {power}", self.text[rule]]
        if self.spec.agents.source == "reconstructed":
            lines.append(self.text["reconstructed"])
        return "\n".join(lines)

    def below(self, kind: str) -> str:
        """What the cards under a stack's top cost (from the data: a stack lists its cards cheapest first)."""
        count = self.view["stacks"][kind]["count"]
        cards = next((a.cards for a in self.spec.agents.types if a.id == kind), ())
        costs = [str(c.cost) for c in cards][-count:][1:] if 1 < count <= len(cards) else []
        return f"; the ones below cost {' and '.join(costs)}." if costs else "."

    def stack(self, kind: str) -> str:
        """An agent stack: how many are left, what they cost, what they do."""
        stack = self.view["stacks"][kind]
        count, name = stack["count"], self.agent_name(kind)
        lines = [f"{name} stack: {count} left"]
        removed = self.spec.setup_for(len(self.view["players"])).remove_agent_types
        power = next((a.power for a in self.spec.agents.types if a.id == kind), "")
        if kind in removed:
            return "\n".join([*lines, f"Not used at {len(self.view['players'])} players.", f"Power: {power}"])
        if count:
            hire = f"Influence {stack['influence']}. Hire the top one for {self._ducats(kind)}"
            lines.append(hire + self.below(kind))
        else:
            lines.append("All hired: none is left in this game.")
        lines += [f"Power: {power}", self.text["hire"], self.text["stack"]]
        return "\n".join(lines)

    def palace(self, card: dict[str, Any]) -> str:
        """A palace card: what its corner square gives, who competes for it, what it holds."""
        i = card["i"]
        lines = ["The door (palace card 0)" if i == 0 else f"Palace card {i}"]
        if i == 0:
            lines.append(self.text["door"])
        lines.append(self.text["palace_favor" if card["icon"] == "favor" else "palace_ducat"])
        marker = card["marker"]
        if marker:
            down = " (face down: nobody can win it this round)" if marker["down"] else ""
            what = f"a {self.guild(marker['guild'])} favor marker" if marker["guild"] else "a ducat"
            lines.append(f"Holds {what}{down}.")
        else:
            lines.append("Holds nothing now.")
        lines.append(f"Contested by {self.flank(i)}. " + self.text["palace"])
        return "\n".join(lines)

    def marker(self, mid: str, place: str, at: int) -> str:
        """A favor marker or ducat on the palace, or a favor marker won this round."""
        if place == "won":
            guild = mid.split("-")[1]
            return "\n".join(
                [
                    f"{self.guild(guild)} favor marker",
                    f"Won by {self.view['players'][at]}: +1 {self.guild(guild)} favor.",
                    self.text["won_marker"],
                ]
            )
        marker = self.view["palace"][at]["marker"]
        lines = [self.marker_name(marker) + (" (face down)" if marker["down"] else "")]
        lines.append(f"On palace card {at}, contested by {self.flank(at)}.")
        lines.append(self.text["favor_marker" if marker["guild"] else "ducat"])
        if marker["down"]:
            lines.append(self.text["face_down_marker"])
        return "\n".join(lines)

    def corridor(self, cell: dict[str, Any]) -> str:
        """A corridor: its number, its neighbours, what it holds."""
        i = cell["i"]
        lines = [f"Corridor {i}"]
        lines.append(
            f"Between {self.beside(i)}; the corridors next to it are {(i - 1) % self.n} and {(i + 1) % self.n}."
        )
        lines.append(f"Holds {self.card_name(cell['card'])}." if cell["card"] else "Empty.")
        lines.append(self.text["corridor"])
        return "\n".join(lines)

    def pile(self, key: str) -> str:
        """The ducat supply, the favor pool or the guest deck: what it counts."""
        view = self.view
        if key == "supply":
            return f"Ducat supply: {_plural(view['supply'], 'ducat')}\n" + self.text["supply"]
        if key == "pool":
            return f"Favor pool: {_plural(view['pool'], 'marker')}\n" + self.text["pool"]
        if not view["aside"]:
            return f"Guest deck: {_plural(view['deck'], 'guest')}\n" + self.text["deck"]
        lines = [f"Guests: {view['deck'] + view['aside']}", f"{view['deck']} in the deck. " + self.text["deck"]]
        lines.append(f"{view['aside']} set aside. " + self.text["aside"])
        return "\n".join(lines)

    def player(self, s: int) -> str:
        """A player's board: families, favor, ducats, hand size, first player."""
        view, seat = self.view, self.view["seats"][s]
        first = s == view["first"]
        lines = [view["players"][s] + (" (first player)" if first else "")]
        fams = [self.family(f) for f in view["families"][s]]
        lines.append(f"Famil{'y' if len(fams) == 1 else 'ies'}: {', '.join(fams)}.")
        lines.append("Favor: " + ", ".join(f"{self.guild(g)} {n}" for g, n in seat["favor"].items()) + ".")
        lines.append(f"Ducats: {seat['ducats']}. {self._holding(s)}")
        lines.append(self.text["player"])
        if first:
            lines.append(self.text["first_player"])
        return "\n".join(lines)

    def _holding(self, s: int) -> str:
        seat = self.view["seats"][s]
        if seat["packet"] or seat["picked"]:
            return f"Draft: {_plural(seat['packet'], 'guest')} in the packet, {seat['picked']} kept."
        return f"Hand: {_plural(seat['hand'], 'guest')}."

    def crest(self, family: str) -> str:
        """A family crest on a player board: who holds it."""
        seat = self.holder(family)
        who = "nobody" if seat is None else self.view["players"][seat]
        return f"{self.family(family)} family\nHeld by {who}. " + self.text["crest"]

    def first_card(self, s: int) -> str:
        """The first-player card on a player's board."""
        return f"First-player card\nHeld by {self.view['players'][s]}. " + self.text["first_player"]

    def favor(self, s: int, guild: str) -> str:
        """One guild's favor column on a player board."""
        n = self.view["seats"][s]["favor"].get(guild, 0)
        return f"{self.view['players'][s]}'s {self.guild(guild)} favor: {n}\n" + self.text["favor_track"]

    def purse(self, s: int) -> str:
        """A player's ducats."""
        n = self.view["seats"][s]["ducats"]
        return f"{self.view['players'][s]}'s ducats: {n}\n" + self.text["purse"]

    def hand_size(self, s: int) -> str:
        """How many guests a player holds (public), never which."""
        name = self.view["players"][s]
        return f"{name}'s guests\n{self._holding(s)} Only {name} sees them."

    def handarea(self) -> str:
        """The strip along the bottom: the viewer's hand, draft packet, or the courtesan's names."""
        view = self.view
        if view["stage"] == "courtesan_name":
            call = view["pending"].get("call")
            return f"Name a guest for corridor {call}\n" + self.text["name"]
        if view["packet"]:
            return f"Your draft packet (pick {view['draft_step']} of 4)\n" + self.text["packet"]
        if view["hand"]:
            return f"Your hand: {_plural(len(view['hand']), 'guest')}\n" + self.text["hand"]
        return "Hands\n" + self.text["hidden_hand"]

    def name(self, name: str) -> str:
        """A guest identity the courtesan may name."""
        family, value = name.rsplit("-", 1)
        call = self.view["pending"].get("call")
        return f"{self.family(family)} {value}\nCall it into corridor {call}. " + self.text["name"]
