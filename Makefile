# Quick start: `make play` launches the app; `make test` is the quick check (lint, then the suite but
# the soak, under 3 minutes); `make check` is everything CI runs (`make test`, the soak, the bundle).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
# pytest-xdist over the cores (2 here); `make test JOBS=1` runs in one process.
JOBS ?= auto
# Python's bytecode caches stay on even where the environment turns them off: each test worker and each
# subprocess a test starts would otherwise compile every module (and rewrite every test's asserts) again.
unexport PYTHONDONTWRITEBYTECODE

.PHONY: play lint test soak check exe sim bench clean i18n catalogs

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

$(VENV)/.installed-build: $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e '.[test,build]'
	touch $@

# The compiled catalogs (.mo) every language is read from; made from the .po files and the template, never edited.
catalogs: $(VENV)/.installed
	$(BIN)/python -m tabletop.i18n.catalogs compile >/dev/null

# Extract every message of the code and the data into tabletop/locale/messages.pot, bring each language's .po up
# to it, and compile them.
i18n: $(VENV)/.installed
	$(BIN)/python -m tabletop.i18n.catalogs update
	$(BIN)/python -m tabletop.i18n.catalogs compile

play: catalogs
	$(BIN)/tabletop

lint: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

# Everything but the long tier (tests marked soak or bundle).
test: lint
	$(HEADLESS) $(BIN)/python -m pytest -q -n $(JOBS) --dist worksteal -m "not soak and not bundle and not window" --durations=10

# The long tier alone: >= 100,000 checked random decisions per game, then the standalone bundle.
soak: $(VENV)/.installed-build
	$(HEADLESS) $(BIN)/python -m pytest -q -n $(JOBS) --dist worksteal -m "soak or bundle or window" --durations=10

check: test soak

# The standalone program: dist/tabletop/tabletop (one folder; see README "Building the executable").
exe: $(VENV)/.installed-build catalogs
	$(BIN)/python -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller packaging/tabletop.spec
	@du -sh dist/tabletop

sim: $(VENV)/.installed
	$(BIN)/python -m tabletop.sim capo --players 2 --games 1000 --seed 1 --quiet --jobs 2

bench: $(VENV)/.installed
	for b in bench/*.py; do $(HEADLESS) $(BIN)/python $$b; done

clean:
	rm -rf $(VENV) build dist *.egg-info
