"""Romi Rami bots (placeholder while the real ones are written)."""


def bot_levels():
    return {}
