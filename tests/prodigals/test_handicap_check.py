"""Every module deals a handicap: a handicap order from one module alone is refused by name (the long-tier data
fuzz found it set up with a ZeroDivisionError for a combination of the other two contests)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tabletop.engine.errors import DataError
from tests.fuzz_data import DUMPER, GAMES, real_data


def test_a_handicap_order_from_one_module_alone_is_refused_at_its_key(tmp_path: Path):
    data = dict(real_data("prodigals"))
    handicaps = dict(data["handicaps"])
    handicaps["order"] = [h for h in handicaps["order"] if h["module"] == "possessions"][:1]
    data["handicaps"] = handicaps
    path = tmp_path / "prodigals.yaml"
    path.write_text(yaml.dump(data, Dumper=DUMPER, allow_unicode=True, sort_keys=False), encoding="utf-8")
    with pytest.raises(DataError) as refused:
        GAMES["prodigals"].load(path)
    assert "at handicaps.order: no handicap is dealt from the election module" in str(refused.value)
