"""Command line: `python -m tavolo selfplay <game-id> --players N --games K --seed S --bots a,b`."""

import argparse
import json
import sys

from .engine import TavoloError
from .games import get_game
from .selfplay import selfplay


class _Parser(argparse.ArgumentParser):
    """Reports a bad command line in one line (like every other error here), not with the usage text."""

    def error(self, message):
        self.exit(2, f"error: {message}\n")


def main(argv=None) -> int:
    parser = _Parser(prog="python -m tavolo")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    play = commands.add_parser("selfplay", help="play games between bots and print a JSON summary")
    play.add_argument("game")
    play.add_argument("--players", type=int, default=2)
    play.add_argument("--games", type=int, default=10)
    play.add_argument("--seed", type=int, default=0)
    play.add_argument("--bots", default="random", help="comma-separated bot levels, one per seat or one for all")
    args = parser.parse_args(argv)
    if args.games < 0:
        print("error: --games must be 0 or more", file=sys.stderr)
        return 2
    try:
        game = get_game(args.game)
        result = selfplay(game, args.players, args.games, args.seed, args.bots.split(","))
    except TavoloError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
