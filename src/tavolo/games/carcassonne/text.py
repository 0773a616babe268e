"""Carcassonne words in English and Italian (placeholder, filled in below)."""

TEXT = {}


def label(action, lang="en"):
    return " ".join(str(a) for a in action)


def rules(lang="en"):
    return [("Carcassonne", ["..."])]
