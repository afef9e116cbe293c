#!/usr/bin/env python3
"""The receipt of a cart file, read with Python's `json` and `fractions`.

    python3 Benchmarks/comparators/receipt.py CART-FILE

What a user could write instead of `shoptools cart list` (scripts/bench times the
two on the same cart and checks the figures agree with `cart list --json`). It
replays the journal's `add` lines (anything else, such as a removal, a coupon or
a currency other than yen, is refused, never guessed), prints a line an item,
then the tax rounded down once per rate and basis (excluded on top,
`taxable × r / 100`; included within, `taxable × r / (100 + r)`), and last
`subtotal S tax T total X`.
"""
import json
import sys
from fractions import Fraction


def main():
    groups = {}
    subtotal = 0
    out = []
    write = out.append
    with open(sys.argv[1], encoding="utf-8") as f:
        header = json.loads(f.readline())
        if header.get("shoptools") != "cart" or header.get("currency") != "JPY":
            sys.exit("receipt.py: not a yen cart file")
        for number, line in enumerate(f, 2):
            entry = json.loads(line)
            if entry.get("op") != "add" or "off" in entry:
                sys.exit(f"receipt.py: line {number}: only plain adds are read here")
            text = entry["amount"]
            amount = int(text) if text.isdigit() else Fraction(text)
            line_total = amount * entry["qty"]
            subtotal += line_total
            category = (entry.get("tax"), entry.get("basis"))
            groups[category] = groups.get(category, 0) + line_total
            mark = f" ({category[0]}% {category[1]})" if category[0] else ""
            write(f"{number - 1}  {entry['label'] or '-'}  {entry['qty']} × ¥{amount}  ¥{line_total}{mark}\n")
    tax = added = 0
    for (rate, basis), amount in sorted(groups.items(), key=lambda g: (g[0][0] is None, g[0])):
        if rate is None:
            continue
        r = Fraction(rate)
        group_tax = int(amount * r / (100 if basis == "excluded" else 100 + r))  # down: amounts are positive
        tax += group_tax
        if basis == "excluded":
            added += group_tax
        write(f"{rate}% {basis} taxable ¥{amount}, tax ¥{group_tax}\n")
    write(f"subtotal {subtotal} tax {tax} total {subtotal + added}\n")
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
