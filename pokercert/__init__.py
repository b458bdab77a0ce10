"""pokercert: executable specification and certification harness for casino poker games."""

__version__ = "0.1.0"
