"""The renderer's Babel locale keeps only the CLDR data it reads: numbers, ordinals and lists come out exactly as
from Babel's whole locale, in every language the app speaks, and the rest of the data is let go."""

from __future__ import annotations

import gc
import tracemalloc

import babel.core
import pytest
from babel import Locale, localedata
from babel.lists import format_list
from babel.numbers import format_decimal

from tabletop.i18n import LeanLocale

CODES = ["en_GB", "el", "cs"]


@pytest.mark.parametrize("code", CODES)
def test_a_lean_locale_formats_as_the_whole_locale(code):
    lean, whole = LeanLocale(code), Locale.parse(code)
    for n in [*range(-120, 121), -1_000_000, 12_345, 99_999_999]:
        assert format_decimal(n, locale=lean, group_separator=False) == format_decimal(
            n, locale=whole, group_separator=False
        )
    assert [lean.ordinal_form(n) for n in range(0, 250)] == [whole.ordinal_form(n) for n in range(0, 250)]
    for count in range(1, 7):
        items = [f"Anna{k}" for k in range(count)]
        for style in ("standard", "or"):
            assert format_list(items, style=style, locale=lean) == format_list(items, style=style, locale=whole)


def _kept_by(make) -> int:
    """The bytes still allocated after ``make()`` (its result kept), Python's collector run."""
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        made = make()
        gc.collect()
        return tracemalloc.get_traced_memory()[0] - before if made is not None else 0
    finally:
        tracemalloc.stop()
        localedata.clear_caches()


def test_a_lean_locale_lets_the_rest_of_the_data_go():
    LeanLocale("de")  # Babel's first load imports and compiles what every later one shares
    lean = _kept_by(lambda: LeanLocale("en_GB"))
    whole = _kept_by(lambda: Locale.parse("en_GB").list_patterns)
    assert lean < 256 * 1024 < whole  # the whole locale's data is ~2 MiB


def test_babels_global_data_is_let_go_and_read_again_when_asked():
    Locale.parse("de")
    assert babel.core._global_data is not None  # Babel keeps it once read
    lean = LeanLocale("cs")
    assert babel.core._global_data is None
    assert format_list(["A", "B", "C"], locale=lean) == "A, B a\u00a0C"  # Czech: a no-break space
    assert Locale.parse("el").language == "el"  # read again for a locale parsed afterwards
    LeanLocale("el")
    assert babel.core._global_data is None
