"""The bundle's entry point: the same main() as the `tabletop` console script."""

import sys

from tabletop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
