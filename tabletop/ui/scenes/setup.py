"""The setup screen: player count, names, who starts, variant and an optional seed.

It opens on what the game's registration says (title, player counts): the game's code and data are loaded and
checked at the first quiet moment after it is drawn (or at the first input, if that comes sooner), and its table's
code the moment after, so the screen is up at once and Start opens the table without a wait."""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.errors import DataError, SetupError
from tabletop.engine.gamedef import OptionDef
from tabletop.engine.locks import create_save
from tabletop.engine.match import Match
from tabletop.engine.message import Words, as_msg, joined, msg, say
from tabletop.engine.rules import Rules
from tabletop.engine.saves import encode_save, new_save_path
from tabletop.games.registry import game_def, load_rules, table_screen
from tabletop.ui import theme
from tabletop.ui.fonts import font, wrap
from tabletop.ui.scenes.base import Scene
from tabletop.ui.widgets import DIGITS, Button, TextField, draw_text, typeable

DEFAULT_NAMES = [
    "Anna",
    "Bruno",
    "Chiara",
    "Dario",
    "Elena",
    "Fabio",
    "Giulia",
    "Hugo",
    "Irene",
    "Jonas",
    "Katia",
    "Luca",
    "Marta",
]
# A computer seat's name while its field still shows the default (a person's name would suggest a person).
COMPUTER_NAMES = [
    "Ada",
    "Babbage",
    "Church",
    "Dijkstra",
    "Euler",
    "Fermat",
    "Gauss",
    "Hopper",
    "Iverson",
    "Jacquard",
    "Knuth",
    "Lovelace",
    "McCarthy",
]
INPUT = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.TEXTINPUT)  # (not the window's own)
SEAT_KINDS = ("person", "easy", "normal", "strong")  # who plays a seat: a person, or the computer at a strength
SEAT_LABELS = {
    "person": msg("Person"),
    "easy": msg("Computer: Easy"),
    "normal": msg("Computer: Normal"),
    "strong": msg("Computer: Strong"),
}


class SetupScene(Scene):
    """Choose players and options, then start the match on the table."""

    def __init__(self, app, slug: str, rules: Rules | None = None):
        super().__init__(app)
        self.slug, self.game = slug, game_def(slug)
        self.rules: Rules | None = None  # None until the game's data is loaded (``quiet``)
        self.warmed = False  # the table's code imported and its screen built
        self.rehearsed = 0  # the player count whose table was last drawn off screen
        self.count = self.game.players[0]
        self.variant = self.game.variants_for(self.count)[0]
        self.names = list(DEFAULT_NAMES)
        self.kinds = ["person"] * len(DEFAULT_NAMES)  # per seat: a person, or the computer's strength
        self.defs: dict[str, OptionDef] = {}
        self.values: dict[str, Any] = {}  # options chosen so far (the rest stay at their defaults)
        self.fields: list[TextField] = []
        self.seed = TextField("seed", "", pygame.Rect(0, 0, 200, 36), max_len=9, digits=True)
        self.mouse = (0, 0)
        self.error: Words = ""
        pygame.key.start_text_input()
        if rules is not None:
            self.loaded(rules)
        self.resized()

    # ----- the game's data, loaded once the screen is up --------------------------------------------------
    def loaded(self, rules: Rules) -> None:
        """Take the game's loaded rules: its options and variants."""
        self.rules = rules
        self.defs = {d.key: d for d in rules.option_defs()}
        if self.variant not in rules.variants_for(self.count):
            self.variant = rules.variants_for(self.count)[0]

    def load(self) -> Rules | None:
        """The game's rules, loaded and checked now if they are not yet; a broken data file replaces this screen
        with its error (and None)."""
        if self.rules is None:
            try:
                rules = load_rules(self.slug)
            except DataError as exc:
                from tabletop.ui.scenes.error import ErrorScene

                self.app.pop()
                title = msg("{game} cannot be played: its data file is broken", game=as_msg(self.game.title))
                self.app.push(ErrorScene(self.app, title, exc.said))
                return None
            self.loaded(rules)
            self.resized()
        return self.rules

    def quiet(self) -> bool:
        """At the first quiet moments: load the game's data (shown once loaded), then its table's code, then rehearse
        its table."""
        if self.rules is None:
            self.load()
            self.app.dirty = True
            return True
        if not self.warmed:
            self.warmed = True
            table_screen(self.rules)
            return True
        if self.rehearsed != self.count:
            self.rehearsed = self.count
            rehearse(self.app, self.rules, self.count)
            return True
        return False

    def variants(self) -> tuple[str, ...]:
        """The variants playable at this player count."""
        return self.rules.variants_for(self.count) if self.rules is not None else self.game.variants_for(self.count)

    # ----- options, from the game's declarations ---------------------------------------------------------
    def applying(self) -> list[OptionDef]:
        """The options that mean something at this player count and variant."""
        return [d for d in self.defs.values() if d.applies(self.count, self.variant)]

    def value(self, key: str) -> Any:
        """An option's chosen value, else its default at this player count."""
        return self.values.get(key, self.defs[key].default_at(self.count))

    @property
    def first(self) -> str:
        """Who starts, as the button shows it: "random" or a seat number as text."""
        value = self.value("first") if "first" in self.defs else "random"
        return "random" if value == "random" else str(value)

    def choices(self) -> list[OptionDef]:
        """The game's plain choices shown as rows of buttons (not rule readings, not who starts)."""
        return [d for d in self.applying() if d.kind == "choice" and not d.advanced and d.key != "first"]

    def multiset(self) -> OptionDef | None:
        """The game's multiset option (a set of named cards the players choose) when it applies now."""
        return next((d for d in self.applying() if d.kind == "multiset"), None)

    @property
    def custom(self) -> list[str]:
        """The multiset's chosen names (empty when the game has none in play)."""
        d = self.multiset()
        return list(self.value(d.key)) if d else []

    def resized(self) -> None:
        """Rebuild fields and buttons for the current player count (compact enough for 13 at 1024x640)."""
        w, h = self.app.size
        for i, f in enumerate(self.fields):
            self.names[i] = f.value
        x, y = 60, 100
        self.rows: dict[str, int] = {}
        self.buttons: list[Button] = []
        self.rows["count"] = y
        for i, n in enumerate(self.game.players):
            self.buttons.append(
                Button(f"count:{n}", str(n), pygame.Rect(x + 160 + i * 50, y, 44, 36), selected=n == self.count)
            )
        y += 50
        self.rows["names"] = y
        self.fields = []
        columns = 1 if self.count <= 5 else (2 if self.count <= 10 else 3)
        column_w = min(400, (w - x - 170) // columns - 14)
        kind_w = min(150, column_w // 2)
        field_w = column_w - kind_w - 6
        for i in range(self.count):
            col, row = i % columns, i // columns
            rect = pygame.Rect(x + 160 + col * (column_w + 14), y + row * 40, field_w, 34)
            self.fields.append(TextField(f"name:{i}", self.names[i], rect))
            kind = pygame.Rect(rect.right + 6, rect.y, kind_w, 34)
            computer = self.kinds[i] != "person"
            colour = (70, 84, 120) if computer else None
            self.buttons.append(Button(f"seat:{i}", SEAT_LABELS[self.kinds[i]], kind, selected=computer, colour=colour))
        self.fields[0].focus = True
        y += ((self.count + columns - 1) // columns) * 40 + 10
        self.rows["first"] = y
        self.buttons.append(Button("first", "", pygame.Rect(x + 160, y, 200, 36)))
        self.seed.rect = pygame.Rect(x + 560, y, 140, 36)
        demo = all(k != "person" for k in self.kinds[: self.count])  # a demo: computers play each other
        label: Words = msg("Seat people again") if demo else msg("Watch computers play")
        self.buttons.append(Button("demo", label, pygame.Rect(x + 730, y, min(220, w - x - 770), 36), selected=demo))
        y += 46
        self.rows["variant"] = y
        variants = self.variants()
        if len(variants) > 1 and self.rules is not None:
            for i, v in enumerate(variants):
                label = self.rules.variant_title(v)
                self.buttons.append(
                    Button(
                        f"variant:{v}", label, pygame.Rect(x + 160 + i * 170, y, 160, 36), selected=v == self.variant
                    )
                )
            y += 46
        for d in self.choices():  # a game's own choice (which contests are played): a row of buttons
            self.rows[f"opt:{d.key}"] = y
            width = min(220, (w - x - 180) // max(1, len(d.allowed)) - 8)
            for i, value in enumerate(d.allowed):
                rect = pygame.Rect(x + 160 + i * (width + 8), y, width, 36)
                self.buttons.append(
                    Button(f"opt:{d.key}:{i}", d.label(value), rect, selected=value == self.value(d.key))
                )
            y += 66  # the chosen option's explanation goes under its row
        self.rows["custom"] = y
        chooser = self.multiset()
        if chooser is not None:
            per_row = 6
            width = min(130, (w - x - 180) // per_row - 6)
            for i, name in enumerate(chooser.allowed):
                col, row = i % per_row, i // per_row
                count = self.custom.count(name)
                limit = chooser.limits[i] if chooser.limits else 1
                label = (
                    msg("{name} x{n}", name=as_msg(chooser.label(name)), n=count) if limit > 1 else chooser.label(name)
                )
                self.buttons.append(
                    Button(
                        f"char:{name}",
                        label,
                        pygame.Rect(x + 160 + col * (width + 6), y + row * 40, width, 34),
                        selected=count > 0,
                        colour=(52, 96, 76) if count else (60, 64, 72),
                    )
                )
        readings = [d for d in self.applying() if d.advanced]
        if readings:
            label = msg(
                "Advanced: rule readings ({n} changed)", n=sum(self.value(d.key) != d.default for d in readings)
            )
            room = (w - 440 - 20) - (x + 160)  # between Back and How to play
            self.buttons.append(Button("advanced", label, pygame.Rect(x + 160, h - 70, min(360, room), 48)))
        self.relabel()
        self.buttons.append(Button("start", msg("Start"), pygame.Rect(w - 240, h - 70, 180, 48), colour=(52, 120, 80)))
        if self.rules is not None and getattr(self.rules.spec, "guide", None) is not None:
            self.buttons.append(Button("rules", msg("How to play"), pygame.Rect(w - 440, h - 70, 180, 48)))
        self.buttons.append(Button("back", msg("Back"), pygame.Rect(60, h - 70, 140, 48)))

    def custom_active(self) -> bool:
        """Whether a multiset chooser shows."""
        return self.multiset() is not None

    def custom_problems(self) -> list[Words]:
        """Why the chosen multiset cannot be played (empty when it can)."""
        d = self.multiset()
        return d.problems(self.custom, self.count) if d else []

    def handle(self, event: pygame.event.Event) -> None:
        """Typing goes to the focused field; clicks pick options or focus a field."""
        if event.type in INPUT and self.load() is None:  # a player's input before a quiet moment: load now
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type in (pygame.TEXTINPUT, pygame.KEYDOWN):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.app.pop()
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
                self.start()
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
                fields = self.fields + [self.seed]
                i = next((k for k, f in enumerate(fields) if f.focus), -1)
                for f in fields:
                    f.focus = False
                fields[(i + 1) % len(fields)].focus = True
                return
            if any(f.handle(event) for f in self.fields + [self.seed]):
                self.relabel()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for f in self.fields + [self.seed]:
                f.focus = f.rect.collidepoint(event.pos)
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    self.press(b.key)
                    return

    def relabel(self) -> None:
        """Label the who-starts button after the players as they are typed."""
        names = [f.value or str(i + 1) for i, f in enumerate(self.fields)]
        for b in self.buttons:
            if b.key == "first":
                b.label = msg("Random") if self.first == "random" else as_msg(names[int(self.first)])

    def press(self, key: str) -> None:
        """Apply an option button."""
        kind, _, arg = key.partition(":")
        if kind == "count":
            self.count = int(arg)
            if self.variant not in self.variants():
                self.variant = self.variants()[0]
            if self.first != "random" and int(self.first) >= self.count:
                self.values.pop("first", None)
            self.drop_multiset()
        elif kind == "seat":
            self.next_kind(int(arg))
        elif kind == "demo":
            self.toggle_demo()
        elif kind == "first":
            order = ["random"] + [str(i) for i in range(self.count)]
            chosen = order[(order.index(self.first) + 1) % len(order)]
            self.values["first"] = chosen if chosen == "random" else int(chosen)
        elif kind == "opt":
            key, _, index = arg.partition(":")
            self.values[key] = self.defs[key].allowed[int(index)]
        elif kind == "variant":
            self.variant = arg
            self.drop_multiset()
        elif kind == "char":
            chooser = self.multiset()
            assert chooser is not None
            limit = chooser.limits[chooser.allowed.index(arg)] if chooser.limits else 1
            have = self.custom.count(arg)
            self.values[chooser.key] = [c for c in self.custom if c != arg] + [arg] * ((have + 1) % (limit + 1))
        elif kind == "advanced":
            from tabletop.ui.scenes.readings import ReadingsScene

            readings = [d for d in self.applying() if d.advanced]
            self.app.push(ReadingsScene(self.app, self.game.title, readings, self.values, self.resized))
            return
        elif kind == "back":
            self.app.pop()
            return
        elif kind == "rules":
            rules = self.load()
            if rules is not None:
                open_rules(self.app, self.slug, rules)
            return
        elif kind == "start":
            self.start()
            return
        self.resized()

    def toggle_demo(self) -> None:
        """Every seat a Normal computer (a demo), or, when they all are computers already, every seat a person."""
        demo = all(k != "person" for k in self.kinds[: self.count])
        wanted = "person" if demo else "normal"
        for seat in range(self.count):
            while self.kinds[seat] != wanted:
                self.next_kind(seat)

    def next_kind(self, seat: int) -> None:
        """Cycle who plays ``seat``: a person, then the computer at each strength; a default name follows."""
        for i, f in enumerate(self.fields):
            self.names[i] = f.value
        now = self.kinds[seat]
        self.kinds[seat] = SEAT_KINDS[(SEAT_KINDS.index(now) + 1) % len(SEAT_KINDS)]
        if self.kinds[seat] != "person" and self.names[seat] == DEFAULT_NAMES[seat]:
            self.names[seat] = COMPUTER_NAMES[seat]
        elif self.kinds[seat] == "person" and self.names[seat] == COMPUTER_NAMES[seat]:
            self.names[seat] = DEFAULT_NAMES[seat]
        self.fields = []  # rebuilt with the names above

    def drop_multiset(self) -> None:
        """A new player count or variant starts the multiset chooser again from its default."""
        for d in self.defs.values():
            if d.kind == "multiset":
                self.values.pop(d.key, None)

    def players(self) -> list[str]:
        """The entered names, with blanks filled in."""
        return [f.value.strip() or say(msg("Player {n}", n=i + 1)) for i, f in enumerate(self.fields)]

    def start(self) -> None:
        """Create the match and go to the table."""
        from tabletop.ui.scenes.saves import opening_line, saves_dir
        from tabletop.ui.scenes.table import TableScene

        names = self.players()
        if len(set(names)) != len(names):
            self.error = msg("Every player needs a different name.")
            return
        if not all(typeable(c) for name in names for c in name):
            self.error = msg("A player's name cannot hold control characters.")
            return
        if self.seed.value and not set(self.seed.value) <= DIGITS:
            self.error = msg("The seed must be a whole number written with the digits 0-9.")
            return
        seed = int(self.seed.value) if self.seed.value else None
        problems = self.custom_problems()
        if problems:
            self.error = msg("This set cannot be played: {problems}", problems=joined(problems, "; "))
            return
        options = {d.key: self.value(d.key) for d in self.applying()}
        for d in self.applying():
            if d.kind == "multiset":
                options[d.key] = list(options[d.key])
        try:
            rules = self.load()
            if rules is None:
                return
            match = Match(rules, names, self.variant, options, seed=seed)
        except SetupError as exc:
            self.error = exc.words
            return
        match.set_computers({i: k for i, k in enumerate(self.kinds[: self.count]) if k != "person"})
        pygame.key.stop_text_input()
        try:  # a name no other window's game has or gets: created exclusively, with the first save in it
            path = create_save(saves_dir(), self.slug, encode_save(match.to_save()))
        except OSError:  # the folder refuses: the table says the game is not saved, and keeps trying
            path = new_save_path(saves_dir(), self.slug)
        table = TableScene(self.app, match, path, [opening_line(match)])
        table.autosave()
        self.app.reset(table)

    def draw(self, surface: pygame.Surface) -> None:
        """Labels, fields, option buttons, the custom set's problems."""
        w, h = surface.get_size()
        surface.fill(theme.BG)
        draw_text(
            surface,
            msg("New game: {game}", game=as_msg(self.game.title)),
            (60, 24),
            36,
            theme.ACCENT,
            bold=True,
            max_width=w - 120,
            serif=True,
        )
        rows = self.rows
        draw_text(surface, msg("Players"), (60, rows["count"] + 8), 17, theme.TEXT)
        draw_text(surface, msg("Seats"), (60, rows["names"] + 8), 17, theme.TEXT)
        for k, hint in enumerate(wrap(msg("Click Person to seat a computer"), font(12), 110)[:3]):
            draw_text(surface, hint, (60, rows["names"] + 34 + k * 16), 12, theme.TEXT_DIM, max_width=150)
        draw_text(surface, msg("Who starts"), (60, rows["first"] + 8), 17, theme.TEXT)
        draw_text(surface, msg("Seed"), (self.seed.rect.x - 10, rows["first"] + 8), 17, theme.TEXT, anchor="topright")
        if len(self.variants()) > 1 and self.rules is not None:
            draw_text(surface, msg("Variant"), (60, rows["variant"] + 8), 17, theme.TEXT)
        for d in self.choices():
            top = rows[f"opt:{d.key}"]
            draw_text(surface, d.title, (60, top + 8), 17, theme.TEXT)
            for k, line in enumerate(wrap(d.explain, font(14), w - 280)[:2]):
                draw_text(surface, line, (220, top + 40 + k * 17), 14, theme.TEXT_DIM, max_width=w - 280)
        chooser = self.multiset()
        if chooser is not None:
            draw_text(
                surface,
                msg("{title}: {n}", title=as_msg(chooser.title), n=len(self.custom)),
                (60, rows["custom"] + 8),
                17,
                theme.TEXT,
            )
        for f in self.fields + [self.seed]:
            f.draw(surface)
        for b in self.buttons:
            b.draw(surface, b.rect.collidepoint(self.mouse))
        problems = self.custom_problems()
        message: Words = self.error or (joined(problems, "; ") if problems else "")
        if message:
            draw_text(surface, message, (60, h - 110), 15, theme.DANGER, max_width=w - 120)
        elif chooser is not None:
            note = msg("{explain}. Click one to add or remove it.", explain=as_msg(chooser.explain))
            draw_text(surface, note, (60, h - 110), 15, theme.TEXT_DIM, max_width=w - 120)
        notice = self.rules.notice if self.rules is not None else ""
        if notice:  # the game's own note (a reconstructed component set), above the buttons
            lines = wrap(notice, font(15), w - 120)
            for k, line in enumerate(lines[:3]):
                draw_text(surface, line, (60, h - 180 + k * 20), 15, theme.ACCENT, max_width=w - 120)


def rehearse(app, rules: Rules, count: int) -> None:
    """Lay out and draw, off screen, the table a game of ``count`` players opens on (its textures, pieces and words
    are kept by the caches), so the table Start opens is drawn at once."""
    from tabletop.ui.scenes.table import TableScene

    table = TableScene(app, Match(rules, DEFAULT_NAMES[:count], seed=0))
    table.draw(pygame.Surface(app.canvas.get_size()))


def open_rules(app, slug: str, rules) -> None:
    """Show a game's rules screen (its guide, with pictures drawn by its table)."""
    from tabletop.ui.scenes.rules import RulesScene

    app.push(RulesScene(app, rules.title, rules.spec.guide, table_screen(rules)))
