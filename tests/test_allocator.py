"""On glibc the app maps every large block (an image, mostly) on its own, so freeing it gives its pages back at once
(tabletop/runtime.py): glibc would otherwise raise that size to the largest block freed so far."""

from __future__ import annotations

import ctypes

import pytest

from tabletop import runtime

MAPPED = 0x2  # glibc's IS_MMAPPED bit in the size word before a block


def test_a_large_block_is_mapped_on_its_own_even_after_a_larger_one_was_freed():
    library = runtime._c_library()
    if library is None:
        pytest.skip("not glibc")
    library.malloc.restype = ctypes.c_void_p
    library.malloc.argtypes = [ctypes.c_size_t]
    library.free.argtypes = [ctypes.c_void_p]
    larger = library.malloc(8 * 2**20)
    library.free(larger)  # left to itself, glibc now takes blocks up to 8 MiB from the heap
    block = library.malloc(300 * 1024)  # a sprite's size
    try:
        size_word = ctypes.c_size_t.from_address(block - ctypes.sizeof(ctypes.c_size_t)).value
        assert size_word & MAPPED
    finally:
        library.free(block)
