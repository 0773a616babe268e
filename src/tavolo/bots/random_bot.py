"""The `random` level: a uniformly random kind of action, then a random action of that kind.

Picking the kind first keeps games finite in sensible time when one kind (say, shifting tiles) has far
more instances than another (ending the turn).
"""

from .base import Bot


class RandomBot(Bot):
    level = "random"

    def think(self, game, view, player):
        state = game.from_view(view, player, self.rng)
        by_kind = {}
        for action in state.legal_actions():
            by_kind.setdefault(action[0], []).append(action)
        kinds = sorted(by_kind)
        yield
        return self.rng.choice(by_kind[self.rng.choice(kinds)])
