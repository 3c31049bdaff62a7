"""The Rules Builder: author an item's rules as cards, with live problems and previews."""
from .dialog import RulesBuilder

__all__ = ["RulesBuilder"]
