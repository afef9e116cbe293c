#!/usr/bin/env python3
"""Each person's exact balance in a group file, with Python's `fractions`.

    python3 Benchmarks/comparators/settle.py GROUP-FILE

What a user could write instead of `shoptools settle` (scripts/bench times the
two on the same file and checks the balances agree with `--json`'s
`exact_balance`). It reads the part of the group file format that the bench
writes: `people`, `rate CODE RATE`, and `LABEL AMOUNT paid by NAME [for …]`
with `NAME`, `NAME:W` or `NAME=P%` after `for`, an amount in whole yen or in
euros (`€12.30`). Anything else is refused, never guessed. Prints one line a
person: the name and the exact balance as shoptools shows it.
"""
import sys
from fractions import Fraction

from exact_text import exact_text

SYMBOLS = {"€": "EUR", "$": "USD", "£": "GBP"}


def refuse(number, why):
    sys.exit(f"settle.py: line {number}: {why}")


def amount(word, rates, number):
    if word[0] in SYMBOLS:
        code = SYMBOLS[word[0]]
        if code not in rates:
            refuse(number, f"no rate for {code}")
        return Fraction(word[1:]) * rates[code]
    if not word.isdigit():
        refuse(number, f"amount {word!r} is not read here")
    return Fraction(int(word))


def main():
    people, rates = [], {}
    balance = {}
    with open(sys.argv[1], encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            words = line.split("#", 1)[0].split()
            if not words:
                continue
            if words[0] == "people":
                people += words[1:]
                balance.update((name, Fraction(0)) for name in words[1:])
                continue
            if words[0] == "rate" and len(words) == 3:
                rates[words[1]] = Fraction(words[2])
                continue
            if len(words) < 5 or words[2:4] != ["paid", "by"] or words[4] not in balance:
                refuse(number, "not an expense paid by one person")
            total = amount(words[1], rates, number)
            balance[words[4]] += total
            if len(words) == 5:
                share = Fraction(total, len(people))
                for name in people:
                    balance[name] -= share
                continue
            if words[5] != "for" or len(words) == 6:
                refuse(number, "expected `for NAME …`")
            weights, percents = {}, {}
            for part in words[6:]:
                if "=" in part and part.endswith("%"):
                    name, percent = part.split("=")
                    percents[name] = Fraction(percent[:-1]) / 100
                elif ":" in part:
                    name, weight = part.split(":")
                    weights[name] = Fraction(int(weight))
                else:
                    name = part
                    weights[name] = Fraction(1)
                if name not in balance:
                    refuse(number, f"{name!r} is not one of the people")
            if percents and (weights or sum(percents.values()) != 1):
                refuse(number, "percentages must be alone and add up to 100%")
            if percents:
                for name, part in percents.items():
                    balance[name] -= total * part
            else:
                whole = sum(weights.values())
                for name, weight in weights.items():
                    balance[name] -= total * weight / whole
    out = []
    for name in people:
        out.append(f"{name} {exact_text(balance[name], 0)[0]}\n")
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
