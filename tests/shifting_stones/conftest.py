"""Scripted Shifting Stones positions for the scenario tests."""

from tavolo.games.shifting_stones import ShiftingStones
from tests.game_helpers import scripted_fixtures

GAME = ShiftingStones()

# S F H
# O D B
# T D H      a legal grid: 1 Sun/Moon, 2 Fish/Bird, 3 Horse/Boat, 3 Seed/Tree
BASE_GRID = "SFHODBTDH"


def build(players=2, grid=BASE_GRID, hands=None, deck=None, discard=(), scored=None, options=None, current=0,
          skipped_last=None, cards=None, seed=0):
    """A state with the given grid, hands, piles and seat to play.

    `deck` lists the cards in the order they will be drawn; by default it holds every card in play not
    placed elsewhere, in id order. `cards` replaces the cards in play (the solo mini-deck).
    """
    state = GAME.new_state(players, options, seed)
    if cards is not None:
        state.cards_in_play = tuple(sorted(cards))
    state.grid = list(grid)
    state.hands = [list(h) for h in hands] if hands is not None else [[] for _ in range(players)]
    state.discard = list(discard)
    state.scored = [list(s) for s in scored] if scored is not None else [[] for _ in range(players)]
    placed = [c for h in state.hands for c in h] + state.discard + [c for s in state.scored for c in s]
    if deck is None:
        deck = [c for c in state.cards_in_play if c not in set(placed)]
    placed += list(deck)
    assert len(placed) == len(set(placed)), "a card is in two places"
    state.deck = list(reversed(deck))
    state.current = current
    state.skipped_last = list(skipped_last) if skipped_last is not None else [False] * players
    return state


make_state, game = scripted_fixtures(GAME, build)
