"""The parts of the Romi Rami table an action touches, for the "since your turn" marks.

Part names (the board puts each on the element that shows it, as data-part):
    market:<slot>    a slot of the number market (0..5): a card taken, or a card dealt into a gap
    contract:<slot>  a slot of the contract market (0..3): a contract completed, or a new one revealed
    seat:<s>         seat s's public line: hand size, known cards, completed contracts, bonus pile, star
    trophy:<id>      a trophy ("suit-H", "combo-3"...) whose leader, or the leader's count, changes
    pile:deck        the number deck;  pile:discard  the discard pile;  pile:contracts  the contract deck
Hidden cards are never named: a hand is only ever "seat:<s>".
"""

from __future__ import annotations

from .data import CONTRACTS, HAND_MAX, HAND_MIN, TROPHIES


def touches_take(action, before) -> list:
    return _taken_slots(action[1], before["market"]) + [f"seat:{before['current']}"]


def touches_complete(action, before) -> list:
    return _completed(action[1], action[2], before["current"], before)


def touches_done(action, before) -> list:
    return _refilled(before["current"], before)


def touches_discard(action, before) -> list:
    return [f"seat:{before['current']}", "pile:discard"]


def _taken_slots(cards, market) -> list:
    market = list(market)
    slots = []
    for code in cards:
        if code in market:
            slot = market.index(code)
            market[slot] = None          # a second copy of the same card comes from the next slot
            slots.append(f"market:{slot}")
    return slots


def _completed(cid, cards, seat, before) -> list:
    contract = CONTRACTS[cid]
    parts = [f"contract:{before['contracts'].index(cid)}", f"seat:{seat}"]
    if any(code[1] != contract.suit for code in cards):
        parts.append("pile:discard")     # cards of other suits are discarded; the contract's suit is a bonus
    if before["options"].get("contract_refill") == "immediate" and before["contract_deck"]:
        parts.append("pile:contracts")
    for trophy in before["trophies"]:
        if _shown(trophy["counts"]) != _shown(_counts_after(trophy, contract, seat)):
            parts.append(f"trophy:{trophy['id']}")
    return parts


def _counts_after(trophy, contract, seat) -> list:
    side = TROPHIES[trophy["id"]]
    gained = (contract.suit == side.value) if side.kind == "suit" else contract.icons.count(side.value)
    counts = list(trophy["counts"])
    counts[seat] += int(gained)
    return counts


def _shown(counts):
    """What a trophy shows: its leader (strictly most, never with 0) and the leader's count."""
    best = max(counts)
    if best == 0 or counts.count(best) > 1:
        return None
    return counts.index(best), best


def _refilled(seat, before) -> list:
    parts = []
    empty_contracts = [slot for slot, cid in enumerate(before["contracts"]) if cid is None]
    revealed = empty_contracts[:before["contract_deck"]]
    parts += [f"contract:{slot}" for slot in revealed]
    if revealed:
        parts.append("pile:contracts")
    gaps = [slot for slot, code in enumerate(before["market"]) if code is None]
    cards = before["deck"] + len(before["discard"])
    dealt = gaps[:cards]
    parts += [f"market:{slot}" for slot in dealt]
    held = before["hand_sizes"][seat]
    drawn = max(0, HAND_MIN - held) if held <= HAND_MAX else 0
    if drawn:
        parts.append(f"seat:{seat}")
    if dealt or drawn:
        parts.append("pile:deck")
        if len(dealt) + drawn > before["deck"] and before["discard"]:
            parts.append("pile:discard")     # the discard pile was shuffled into a new deck
    return parts
