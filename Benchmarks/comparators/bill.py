#!/usr/bin/env python3
"""Each diner's exact share of an itemized bill, with Python's `fractions`.

    python3 Benchmarks/comparators/bill.py BILL-FILE

What a user could write instead of `shoptools split --bill` (scripts/bench times
the two on the same bill and checks the shares agree with `--json`'s `exact`).
Items shared alike are grouped: the amounts of the items shared by the same
people with the same weights are summed first, so each group is divided once.
It reads the part of the bill format that the bench writes: `people NAME[:W] …`
(as many lines as needed) and `LABEL AMOUNT [for NAME[:W] …]` in whole yen.
Anything else (charges, quantities, another currency) is refused, never guessed.
Prints one line a person: the name and the exact share as shoptools shows it.
"""
import sys
from collections import defaultdict
from fractions import Fraction

from exact_text import exact_text


def refuse(number, why):
    sys.exit(f"bill.py: line {number}: {why}")


def weighted(parts, known, number):
    """(name, weight) pairs from `NAME` and `NAME:W` words."""
    pairs = []
    for part in parts:
        name, _, weight = part.partition(":")
        if known is not None and name not in known:
            refuse(number, f"{name!r} is not one of the people")
        if weight and not weight.isdigit():
            refuse(number, f"weight {weight!r} is not read here")
        pairs.append((name, int(weight) if weight else 1))
    return tuple(pairs)


def main():
    everyone = ()
    groups = defaultdict(int)  # who shares, with their weights -> the amounts they share
    lines = []
    with open(sys.argv[1], encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            words = line.split("#", 1)[0].split()
            if words and words[0] == "people":
                everyone += weighted(words[1:], None, number)
            elif words:
                lines.append((number, words))
    people = {name for name, _ in everyone}
    for number, words in lines:
        if len(words) < 2 or not words[1].isdigit() or (len(words) > 2 and (words[2] != "for" or len(words) == 3)):
            refuse(number, "not an item `LABEL AMOUNT [for NAME …]` in whole yen")
        sharers = weighted(words[3:], people, number) if len(words) > 2 else None  # None: everyone
        groups[sharers] += int(words[1])
    share = {name: Fraction(0) for name, _ in everyone}
    for sharers, amount in groups.items():
        sharers = everyone if sharers is None else sharers
        whole = sum(weight for _, weight in sharers)
        for name, weight in sharers:
            share[name] += Fraction(amount * weight, whole)
    sys.stdout.write("".join(f"{name} {exact_text(share[name], 0)[0]}\n" for name, _ in everyone))


if __name__ == "__main__":
    main()
