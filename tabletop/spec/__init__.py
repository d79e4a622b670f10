"""Loading data/ YAML files and validating them strictly into frozen typed models. Never imports pygame."""

from tabletop.spec.loader import SourceMap, load_yaml
from tabletop.spec.validate import Checker, Length, Range, build, load_spec

__all__ = ["SourceMap", "load_yaml", "Checker", "Length", "Range", "build", "load_spec"]
