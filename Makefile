# Quick start: `make play` launches the app, `make test` runs the whole suite headless.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: play test exe sim bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e '.[test,build]'
	touch $@

$(VENV)/.installed-build: $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e '.[build]'
	touch $@

play: $(VENV)/.installed
	$(BIN)/tabletop

test: $(VENV)/.installed-test
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest -q

# The standalone program: dist/tabletop/tabletop (one folder; see README "Building the executable").
exe: $(VENV)/.installed-build
	$(BIN)/python -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller packaging/tabletop.spec
	@du -sh dist/tabletop

sim: $(VENV)/.installed
	$(BIN)/python -m tabletop.sim capo --players 2 --games 1000 --seed 1 --quiet --jobs 2

bench: $(VENV)/.installed
	for b in bench/*.py; do SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python $$b; done

clean:
	rm -rf $(VENV) build dist *.egg-info
