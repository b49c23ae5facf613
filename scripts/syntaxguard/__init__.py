"""The syntax guard's parts (scripts/syntax-guard.py runs it)."""
