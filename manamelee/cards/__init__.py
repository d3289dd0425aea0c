"""Card definitions (a small DSL), the card pool and deck lists."""
from .pool import CardPool, default_pool

__all__ = ["CardPool", "default_pool"]
