"""On glibc the app keeps the allocator's threshold for mapping a block on its own fixed (tabletop/runtime.py), so
freeing an image gives its pages back: left to itself, glibc raises it to the largest block freed so far."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tabletop import runtime

# Run in a fresh process (a long-lived heap may have room for the block, and then nothing is mapped either way): a
# large block freed, then whether a sprite-sized one is mapped on its own (glibc's IS_MMAPPED bit, 0x2, in the size
# word before it).
PROBE = """
import ctypes, sys
from tabletop import runtime
library = ctypes.CDLL("libc.so.6")
if sys.argv[1] == "tuned":
    runtime._c_library()
library.malloc.restype = ctypes.c_void_p
library.malloc.argtypes = [ctypes.c_size_t]
library.free.argtypes = [ctypes.c_void_p]
library.free(library.malloc(8 * 2**20))
block = library.malloc(300 * 1024)
print(bool(ctypes.c_size_t.from_address(block - ctypes.sizeof(ctypes.c_size_t)).value & 2))
"""


def _mapped(mode: str) -> bool:
    done = subprocess.run([sys.executable, "-c", PROBE, mode], capture_output=True, text=True, check=True)
    return done.stdout.strip() == "True"


def test_a_sprite_sized_block_is_mapped_on_its_own_even_after_a_larger_one_was_freed():
    if runtime._c_library() is None:
        pytest.skip("not glibc")
    assert _mapped("tuned")
    assert not _mapped("untuned")  # glibc left to itself: the 8 MiB block freed raised the threshold past it
