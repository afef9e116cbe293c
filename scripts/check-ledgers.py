"""The journals of `settle --export hledger|ledger|beancount`, checked by the programs they are for.

Run by scripts/check-ledgers, which installs the programs first. For every group under Examples/ and for
generated groups (a seeded generator: the same groups on every run), in each format:

- the program's own checker accepts the journal: `hledger check -s ordereddates`, `ledger --pedantic bal`,
  Beancount's loader (what `bean-check` runs; the `bean-check` command itself runs on the examples and on
  one file of every generated group);
- each person's balance as the program reads it, exactly (hledger `bal -O json`, Ledger `bal --unround`,
  beanquery `sum(number(weight))`), is settle's balance (`settle --json`), and with `--with-plan` the
  pending transfers bring everyone to their rest (zero without a cash unit);
- the program reads the accounts the documented naming rule gives, one per person plus the subaccounts
  used, and every expense's description and label back as written (hostile names and labels included);
- a journal with one figure changed, or two changed so that the transaction still balances, or an
  assertion changed, fails the program's check;
- the per-expense CSV's shares add up to each expense, and each person's column to their share in settle.
"""

import argparse
import csv
import io
import json
import os
import random
import re
import shutil
import subprocess
import sys
import time
import unicodedata
from concurrent.futures import ProcessPoolExecutor
from decimal import ROUND_HALF_EVEN, Decimal
from fractions import Fraction

from beancount import loader
from beanquery.query import run_query

FORMATS = ["hledger", "ledger", "beancount"]
AS_OF = "2026-12-31"
MINOR = {"JPY": 0, "EUR": 2, "USD": 2, "KWD": 3}


class Failure(Exception):
    pass


# MARK: - The documented account names


def kept(ch):
    if ch.isascii():
        return ch.isalnum()
    return unicodedata.category(ch)[0] in "LMN"


def readable(name):
    out, pending = [], False
    for ch in name:
        if not kept(ch):
            pending = bool(out)
            continue
        if pending:
            out.append("-")
        pending = False
        out.append(ch)
    text = "".join(out)
    if not text:
        return None
    return text[0].upper() + text[1:] if "a" <= text[0] <= "z" else text


def account_parts(people):
    bases = [readable(name) or f"Person-{place + 1}" for place, name in enumerate(people)]
    every = {base.lower() for base in bases}
    seen, taken, parts = set(), set(), []
    for base in bases:
        key, part = base.lower(), base
        if key in seen:
            number = 2
            while f"{key}-{number}" in every or f"{key}-{number}" in taken:
                number += 1
            part = f"{base}-{number}"
        seen.add(key)
        taken.add(part.lower())
        parts.append(part)
    return parts


def description(label):
    text = label.replace(";", "；")
    return "（" + text[1:] if text.startswith("(") else text


# MARK: - Running programs


def run(arguments, expect_failure=False):
    result = subprocess.run(arguments, capture_output=True)
    if expect_failure:
        return result.returncode != 0
    if result.returncode != 0:
        raise Failure(f"{' '.join(arguments)} exited {result.returncode}: {result.stderr.decode(errors='replace')[:800]}")
    return result.stdout.decode()


def amount_fraction(text):
    return Fraction(Decimal(text.replace(",", "")))


# MARK: - Each program's balances, exactly


def hledger_balances(path, cleared):
    arguments = ["hledger", "-f", path, "bal", "-O", "json", "--flat", "-E"] + (["-C"] if cleared else [])
    rows = json.loads(run(arguments))[0]
    totals = {}
    for row in rows:
        for amount in row[3]:
            quantity = amount["aquantity"]
            value = Fraction(quantity["decimalMantissa"], 10 ** quantity["decimalPlaces"])
            key = (row[0], amount["acommodity"])
            totals[key] = totals.get(key, 0) + value
    return totals


def ledger_balances(path, cleared):
    arguments = ["ledger", "-f", path, "--pedantic", "--unround", "--flat", "--no-total", "--empty"]
    arguments += (["--cleared"] if cleared else []) + ["--balance-format", "%(account)\t%(scrub(display_total))\n", "bal"]
    totals, account = {}, None
    for line in run(arguments).splitlines():
        if not line.strip():
            continue
        if "\t" in line:
            account, line = line.split("\t", 1)
        if line.strip() in ("", "0"):
            continue
        number, commodity = line.strip().rsplit(" ", 1)
        totals[(account, commodity)] = totals.get((account, commodity), 0) + amount_fraction(number)
    return totals


def beancount_load(path):
    entries, errors, options = loader.load_file(path)
    if errors:
        raise Failure(f"Beancount's loader (bean-check) refuses {path}: {errors[0].message}")
    return entries, options


def beancount_balances(entries, options):
    """(account, currency) → total, for the transactions that count (`*`) and for all of them (the plan's `!`)."""
    query = "SELECT account, currency, flag, sum(number(weight)) AS total GROUP BY account, currency, flag"
    _, rows = run_query(entries, options, query)
    cleared, everything = {}, {}
    for account, currency, flag, total in rows:
        for totals in [everything] + ([cleared] if flag == "*" else []):
            totals[(account, currency)] = totals.get((account, currency), 0) + Fraction(total)
    return cleared, everything


def per_person(totals, accounts):
    result = {}
    for (account, commodity), value in totals.items():
        for person, own in accounts.items():
            if account == own or account.startswith(own + ":"):
                result[(person, commodity)] = result.get((person, commodity), 0) + value
    return result


# MARK: - What settle says


def settlements(case):
    if case.settled is None:
        data = json.loads(run(case.settle("--json")))
        case.settled = data["settlements"] if "settlements" in data else [data]
    return case.settled


def expense_list(case):
    if case.listed is None:
        case.listed = json.loads(run(case.settle("--expenses", "--json")))
    return case.listed


def expected(case, plan):
    """(person, currency) → settle's balance, or with the plan the rest it leaves."""
    result = {}
    for settlement in settlements(case):
        rests = {rest["name"]: Fraction(Decimal(rest["amount"])) for rest in settlement["rest"]}
        for person in settlement["people"]:
            value = rests.get(person["name"], 0) if plan else Fraction(Decimal(person["balance"]))
            result[(person["name"], settlement["currency"])] = value
    return result


def compare(program, case, read, wanted):
    for key, value in wanted.items():
        if read.get(key, 0) != value:
            raise Failure(f"{case.name} ({program}): {key} reads {read.get(key, 0)}, settle says {value}")
    for key, value in read.items():
        if key not in wanted and value != 0:
            raise Failure(f"{case.name} ({program}): {key} reads {value}, which settle does not have")


# MARK: - One group in one format


def declared_people(text, program):
    if program == "hledger":
        pattern = r"^account (\S+)  ; person: (.*)$"
        return {name: account for account, name in re.findall(pattern, text, re.M)}
    if program == "ledger":
        return {name: account for account, name in re.findall(r"^account (\S+)\n    ; person: (.*)$", text, re.M)}
    raise ValueError(program)


def check_format(case, program, people, expenses, work):
    journal = os.path.join(work, f"{case.name}.{program}")
    text = run(case.settle("--export", program, *case.journal_options))
    with open(journal, "w", encoding="utf-8") as file:
        file.write(text)
    prefix = case.prefix
    wanted_accounts = {name: prefix + ":" + part for name, part in zip(people, account_parts(people))}
    if program == "beancount":
        entries, options = beancount_load(journal)
        opens = [entry for entry in entries if type(entry).__name__ == "Open"]
        declared = {entry.meta["person"]: entry.account for entry in opens if "person" in entry.meta}
        accounts_read = {entry.account for entry in opens}
        transactions = [entry for entry in entries if type(entry).__name__ == "Transaction"]
        descriptions = [(entry.narration, entry.narration) for entry in transactions]
        cleared, everything = beancount_balances(entries, options)
        everything = everything if case.plan else None
    else:
        declared = declared_people(text, program)
        if program == "hledger":
            run(["hledger", "-f", journal, "check", "-s", "ordereddates"])
            accounts_read = set(run(["hledger", "-f", journal, "accounts"]).split())
            printed = json.loads(run(["hledger", "-f", journal, "print", "-O", "json"]))
            descriptions = [(t["tdescription"], label_of(t["tcomment"]) or t["tdescription"]) for t in printed]
            cleared = hledger_balances(journal, True)
            everything = hledger_balances(journal, False) if case.plan else None
        else:
            accounts_read = set(run(["ledger", "-f", journal, "--pedantic", "accounts"]).split("\n")) - {""}
            descriptions = ledger_descriptions(journal)
            cleared = ledger_balances(journal, True)
            everything = ledger_balances(journal, False) if case.plan else None
    if declared != wanted_accounts:
        raise Failure(f"{case.name} ({program}): the people's accounts are {declared}, the rule gives {wanted_accounts}")
    own = set(wanted_accounts.values())
    stray = {account for account in accounts_read if not any(account == a or account.startswith(a + ":") for a in own)}
    subaccounts = {account.rsplit(":", 1)[1] for account in accounts_read - own}
    if stray or not subaccounts <= {"Paid", "Share", "Paid-back", "Received-back", "Rounding"}:
        raise Failure(f"{case.name} ({program}): accounts read that are no person's: {sorted(stray) or sorted(subaccounts)}")
    for expense, (shown, label) in zip(expenses, descriptions):
        exact = expense["label"] if expense["kind"] == "expense" else " → ".join(
            list(expense["paid_by"]) + list(expense["shares"]))
        written = exact if program == "beancount" else description(exact)
        if shown != written or label != exact:
            raise Failure(f"{case.name} ({program}): {exact!r} reads back as {shown!r} / {label!r}")
    if len(descriptions) < len(expenses):
        raise Failure(f"{case.name} ({program}): {len(descriptions)} transactions for {len(expenses)} expenses")
    compare(program, case, per_person(cleared, declared), expected(case, False))
    if everything is not None:
        compare(program + " with the plan", case, per_person(everything, declared), expected(case, True))
    return journal


def label_of(comment):
    for line in comment.splitlines():
        if line.startswith("label: "):
            return line[len("label: "):]
    return None


def ledger_descriptions(journal):
    """Each transaction's payee and `label` note as `ledger print` writes what it read."""
    result = []
    for line in run(["ledger", "-f", journal, "--pedantic", "print"]).splitlines():
        header = re.match(r"^\d{4}/\d\d/\d\d [*!] (?:\(\S+\) )?(.*)$", line)
        if header:
            result.append([header.group(1), header.group(1)])
        elif result and line.startswith("    ; label: "):
            result[-1][1] = line[len("    ; label: "):]
    return [tuple(pair) for pair in result]


# MARK: - Changed by hand


POSTING = re.compile(r"^(\s+)(\S+[^:\s])(\s+)(-?\d+(?:\.\d+)?) ([A-Z]{3})$")


def nudge(number, currency, by):
    step = Fraction(1, 10 ** MINOR.get(currency, 2))
    value = amount_fraction(number) + by * step
    places = max(MINOR.get(currency, 2), len(number.split(".")[1]) if "." in number else 0)
    return format(Decimal(value.numerator) / Decimal(value.denominator), f".{places}f")


def altered(text, program, how):
    """The journal with one figure changed (`one`), two changed in one transaction so that it still balances
    (`two`, between two people), or the first assertion changed (`assertion`)."""
    lines = text.split("\n")
    if how == "assertion":
        patterns = {
            "hledger": r"^(?P<lead>.* =\* )(?P<number>-?[\d.]+)(?P<tail> (?P<currency>[A-Z]{3}))$",
            "ledger": r"^(?P<lead>assert account\(\S+\)\.total - \()(?P<number>-?[\d.]+)(?P<tail> (?P<currency>[A-Z]{3}).*)$",
            "beancount": r"^(?P<lead>\d{4}-\d\d-\d\d balance \S+  )(?P<number>-?[\d.]+)(?P<tail> ~ 0 (?P<currency>[A-Z]{3}))$",
        }
        for place, line in enumerate(lines):
            match = re.match(patterns[program], line)
            if match:
                number = nudge(match["number"], match["currency"], 1)
                lines[place] = match["lead"] + number + match["tail"]
                return "\n".join(lines)
        raise Failure(f"no assertion found to change in the {program} journal")
    for start, line in enumerate(lines):
        if not re.match(r"^\d{4}-\d\d-\d\d [*]", line):
            continue
        postings = []
        for place in range(start + 1, len(lines)):
            match = POSTING.match(lines[place])
            if not match and not lines[place].strip().startswith(";") and not re.match(r"^\s+\w+: ", lines[place]):
                break
            if match:
                postings.append((place, match))
        if how == "one" and postings:
            place, match = postings[0]
            lines[place] = match.group(1) + match.group(2) + match.group(3) + nudge(match.group(4), match.group(5), 1) + " " + match.group(5)
            return "\n".join(lines)
        if how == "two":
            person = lambda m: m.group(2).rsplit(":", 1)[0]
            for (first, a), (second, b) in ((x, y) for x in postings for y in postings):
                if person(a) != person(b) and a.group(5) == b.group(5):
                    lines[first] = a.group(1) + a.group(2) + a.group(3) + nudge(a.group(4), a.group(5), 1) + " " + a.group(5)
                    lines[second] = b.group(1) + b.group(2) + b.group(3) + nudge(b.group(4), b.group(5), -1) + " " + b.group(5)
                    return "\n".join(lines)
    return None


def check_altered(case, program, journal):
    text = open(journal, encoding="utf-8").read()
    count = 0
    for how in ["one", "two", "assertion"]:
        changed = altered(text, program, how)
        if changed is None:
            continue
        path = journal + "." + how
        with open(path, "w", encoding="utf-8") as file:
            file.write(changed)
        if program == "hledger":
            refused = run(["hledger", "-f", path, "check"], expect_failure=True)
        elif program == "ledger":
            refused = run(["ledger", "-f", path, "bal"], expect_failure=True)
        else:
            refused = bool(loader.load_file(path)[1])
        if not refused:
            raise Failure(f"{case.name} ({program}): a journal changed by hand ({how}) passes the check: {path}")
        count += 1
    return count


# MARK: - The per-expense spreadsheet


def check_csv(case):
    table = run(case.settle("--expenses", "--export", "csv"))
    listed = expense_list(case)
    rows = list(csv.reader(io.StringIO(table)))
    header, body = rows[0], rows[1:]
    people = listed["people"]
    if [plain(cell) for cell in header[12:]] != [cell for name in people for cell in (name, name + " rounded")]:
        raise Failure(f"{case.name}: the CSV's columns are {header[12:]}")
    if len(body) != len(listed["expenses"]):
        raise Failure(f"{case.name}: {len(body)} CSV rows for {len(listed['expenses'])} expenses")
    columns = {}
    for row, entry in zip(body, listed["expenses"]):
        total = Fraction(Decimal(row[7] or row[5]))
        currency = row[9]
        if row[3] == "repayment":
            if any(row[12:]):
                raise Failure(f"{case.name}: a repayment's share cells are not empty: {row}")
            continue
        exact = [Fraction(row[12 + 2 * i]) for i in range(len(people))]
        rounded = [Fraction(Decimal(row[13 + 2 * i])) for i in range(len(people))]
        if sum(exact) != total:
            raise Failure(f"{case.name}: the shares of {row[4]!r} add up to {sum(exact)}, not {total}")
        step = Decimal(1).scaleb(-MINOR.get(currency, 2))
        if sum(rounded) != Fraction(Decimal(row[7] or row[5]).quantize(step, ROUND_HALF_EVEN)):
            raise Failure(f"{case.name}: the rounded shares of {row[4]!r} add up to {sum(rounded)}")
        for name, value in zip(people, exact):
            if Fraction(entry["shares"].get(name, "0")) != value:
                raise Failure(f"{case.name}: the CSV and --json disagree on {name}'s share of {row[4]!r}")
            columns[(name, currency)] = columns.get((name, currency), 0) + value
    for settlement in settlements(case):
        currency = settlement["currency"]
        digits = MINOR.get(currency, 2) + 2
        for person in settlement["people"]:
            column = columns.get((person["name"], currency), 0)
            shown = Decimal(column.numerator) / Decimal(column.denominator)
            if person["exact_rounded"]:
                ok = shown.quantize(Decimal(1).scaleb(-digits), ROUND_HALF_EVEN) == Decimal(person["share"])
            else:
                ok = column == Fraction(Decimal(person["share"]))
            if not ok:
                raise Failure(f"{case.name}: {person['name']}'s column adds up to {column}, settle says {person['share']}")
    bom = subprocess.run(case.settle("--expenses", "--export", "csv", "--bom"), capture_output=True).stdout
    if not bom.startswith(b"\xef\xbb\xbf") or bom[3:].decode() != table:
        raise Failure(f"{case.name}: --bom is not the CSV after a byte-order mark")


def plain(cell):
    return cell[1:] if cell.startswith("'") and cell[1:2] in ("=", "+", "-", "@") else cell


# MARK: - The groups


class Case:
    def __init__(self, name, path, arguments=(), plan=False, prefix="Assets:Members"):
        self.name, self.path, self.arguments, self.plan, self.prefix = name, path, list(arguments), plan, prefix
        self.settled = self.listed = None
        self.journal_options = (["--with-plan"] if plan else []) + (
            ["--account-prefix", prefix] if prefix != "Assets:Members" else [])

    def settle(self, *more):
        return [SHOPTOOLS, "settle", self.path] + self.arguments + ["--as-of", AS_OF] + list(more)


def example_cases(root):
    cases = []
    for folder, _, files in sorted(os.walk(os.path.join(root, "Examples"))):
        for name in sorted(files):
            path = os.path.join(folder, name)
            label = os.path.relpath(path, root).replace("/", "_")
            if name.endswith(".txt") and any(line.startswith("people ") for line in open(path, encoding="utf-8")):
                cases.append(Case(label, path))
                cases.append(Case(label + "-plan", path, plan=True, prefix="Liabilities:Group"))
            elif folder.endswith("imports"):
                app = "splitwise" if name.endswith(".csv") else "spliit"
                cases.append(Case(label, path, ["--from", app]))
    return cases


PLAIN = ["Aki", "Ren", "Sora", "Yui", "Kai", "Mei", "Taro", "Hana", "Bob", "Eve"]
WIDE = ["健太", "Zoë", "Ångström", "Ωmega", "ヨシ", "Łukasz", "Dũng", "Ça-va", "José"]
HOSTILE = ['O"Neil', "a;b", "it's", "(x)", "*y", "x|y", "a\\b", "[b]", "$5", "@z", "!x", "a.b", "Mary-Ann", "aki-2"]
SPACED = ["Mary Ann", "Mary-Ann", 'Jo "JJ" Lee', "a; b", "#1 fan", "Smith, John", "x  y", "Zoë Ä", "Aki"]
LABELS = ["hotel", "dinner", "taxi", "ramen", "(code) a;b \"q\" \\ | @ * !", "; semi", "café au lait", "居酒屋", "a  b",
          "x: y, z: w", "Rounding", "[brackets] {braces}", "50% off"]


def generate(work, count, seed):
    """`count` groups from `seed`: the same groups on every run. Every tenth is a Splitwise export (names
    with spaces, commas, quotes); the others group files with several payers, weights, exact amounts,
    percentages, repayments, conversions (the group's rate, an expense's own, a card's charge), bills, carts,
    joins and leaves, dated lines with ids, recurring lines, fixes and drops, names beyond ASCII and names
    with quotes, `;`, `(`, `\\`; settled with a cash unit, a treasurer or a currency at a time, some with the
    plan and another account prefix."""
    rng = random.Random(seed)
    cases = []
    for number in range(count):
        name = f"g{number:03d}"
        kind = number % 10
        if kind == 9:
            cases.append(splitwise(rng, work, name))
            continue
        pool = PLAIN + WIDE + (HOSTILE if kind in (3, 7) else [])
        people = list({p.lower(): p for p in rng.sample(pool, rng.randint(2, 6))}.values())
        currency = "JPY" if kind != 5 else rng.choice(["EUR", "USD", "KWD"])
        foreign = "EUR" if currency != "EUR" else "USD"
        lines = [f"people {' '.join(people)}", f"currency {currency}",
                 f"rate {foreign} {rng.randint(1, 200)}.{rng.randint(0, 9999):04d}"]
        present, bills, ids = list(people), 0, []
        dated = kind in (2, 6)
        month, day = 1, 1
        if number % 7 == 0:
            among = people[:3] if len(people) >= 3 else people
            lines.append(f"thirds 1000 paid by {people[0]} for {' '.join(among)}")
        if dated and rng.random() < 0.5:
            lines.append(f"^r{number} every month from 2026-01-05 until 2026-{rng.randint(1, 12):02d}-05 "
                         f"rent {money(rng, currency, 1000, 90000)} paid by {people[0]}")
        for line in range(rng.randint(2, 12)):
            label = rng.choice(LABELS)
            roll = rng.random()
            head = ""
            if dated and (kind == 2 or rng.random() < 0.5):
                day += rng.randint(0, 9)
                if day > 28:
                    month, day = min(12, month + 1), day - 27
                line_id = f"l{number}x{line}"
                head = f"2026-{month:02d}-{day:02d} ^{line_id} "
            if roll < 0.08 and len(present) >= 2:
                a, b = rng.sample(present, 2)
                lines.append(f"{head}{a} -> {b} {money(rng, currency, 100, 20000)}")
                continue
            if roll < 0.13 and len(people) < 8:
                newcomer = rng.choice([p for p in PLAIN + WIDE if p.lower() not in {x.lower() for x in people}])
                people.append(newcomer)
                present.append(newcomer)
                lines.append(f"{head}joins {newcomer}")
                continue
            if roll < 0.17 and len(present) > 2:
                leaver = rng.choice(present[1:])
                present.remove(leaver)
                lines.append(f"{head}leaves {leaver}")
                continue
            if roll < 0.22 and bills < 2 and currency == "JPY":
                bills += 1
                bill = f"{name}-bill{bills}.bill"
                diners = rng.sample(present, min(len(present), rng.randint(2, 4)))
                write_bill(rng, os.path.join(work, bill), diners)
                lines.append(f"{head}izakaya bill {bill} paid by {rng.choice(present)}")
                continue
            if roll < 0.25 and kind in (0, 1) and not os.path.exists(os.path.join(work, name + "-cart.json")):
                cart = write_cart(rng, os.path.join(work, name + "-cart.json"), present)
                lines.append(f"{head}shop cart {cart} paid by {rng.choice(present)}")
                continue
            amount, paid_in = money(rng, currency, 100, 90000), currency
            if roll < 0.34:
                paid_in = foreign
                amount = f"{foreign} {money(rng, foreign, 100, 20000)}"
                if rng.random() < 0.4:
                    amount += f" @ {rng.randint(1, 200)}.{rng.randint(0, 99):02d}"
                elif currency == "JPY" and rng.random() < 0.5:
                    amount += f" = ¥{rng.randint(100, 90000)}"
            lines.append(f"{head}{label} {amount} paid by {payer_part(rng, present, amount, currency)}"
                         f"{sharer_part(rng, present, paid_in)}")
            if head:
                ids.append(line_id)
        fixed = rng.choice(ids) if ids and rng.random() < 0.5 else None
        if fixed:
            lines.append(f"2026-12-20 ^f{number} fix ^{fixed} fixed 4200 paid by {people[0]}")
        if len(ids) > 2 and rng.random() < 0.5 and ids[-1] != fixed:
            lines.append(f"2026-12-21 ^d{number} drop ^{ids[-1]}")
        path = os.path.join(work, name + ".txt")
        with open(path, "w", encoding="utf-8") as file:
            file.write("\n".join(lines) + "\n")
        arguments = []
        if kind == 4 and currency == "JPY":
            arguments += ["--round", "100"]
        if kind == 8:
            arguments += ["--via", people[0]]
        if kind == 6:
            arguments += ["--per-currency"]
        prefix = "Assets:Members" if number % 4 else f"Liabilities:Trip-{number}"
        cases.append(Case(name, path, arguments, plan=number % 3 == 0, prefix=prefix))
    return cases


def money(rng, currency, low, high):
    digits = MINOR.get(currency, 2)
    value = rng.randint(low, high)
    if digits == 0:
        return str(value)
    return f"{value}.{rng.randint(0, 10 ** digits - 1):0{digits}d}"


def payer_part(rng, present, amount, currency):
    if rng.random() < 0.75 or not amount.replace(".", "").isdigit():
        return rng.choice(present)
    a, b = rng.sample(present, 2)
    total = Decimal(amount)
    first = (total * Decimal(rng.randint(1, 99)) / 100).quantize(Decimal(1).scaleb(-MINOR.get(currency, 2)))
    return f"{a}={first} {b}={total - first}"


def sharer_part(rng, present, currency):
    roll = rng.random()
    group = rng.sample(present, rng.randint(1, len(present)))
    if roll < 0.3:
        return ""
    if roll < 0.5:
        return " for " + " ".join(group)
    if roll < 0.7:
        return " for " + " ".join(f"{p}:{rng.randint(1, 5)}" for p in group)
    if roll < 0.85 and len(group) >= 2:
        cuts = sorted(rng.sample(range(1, 100), len(group) - 1))
        shares = [b - a for a, b in zip([0] + cuts, cuts + [100])]
        if rng.random() < 0.5:
            shares = [Decimal(s) - Decimal("0.001") for s in shares[:-1]]
            shares.append(100 - sum(shares))
        return " for " + " ".join(f"{p}={s}%" for p, s in zip(group, shares))
    if len(group) == 1:
        return " for " + group[0]
    return " for " + " ".join([f"{group[0]}={money(rng, currency, 1, 50)}"] + group[1:])


def write_bill(rng, path, diners):
    lines = ["people " + " ".join(diners), "幹事 " + diners[0], ""]
    for item in range(rng.randint(1, 4)):
        lines.append(f"item{item} {rng.randint(100, 5000)}" + (f" ×{rng.randint(2, 4)}" if rng.random() < 0.4 else ""))
    if rng.random() < 0.5:
        lines.append("サービス料 10%")
    if rng.random() < 0.5:
        lines.append("消費税 10%")
    with open(path, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")


def write_cart(rng, path, present):
    """A cart that `shoptools cart` keeps: items for some of the people or for everyone, with tax, a coupon."""
    environment = dict(os.environ, SHOPTOOLS_CART=path)
    for _ in range(rng.randint(1, 4)):
        arguments = [SHOPTOOLS, "cart", "add", str(rng.randint(100, 5000)), "--tax", rng.choice(["8", "10"])]
        if rng.random() < 0.6:
            arguments += ["--for", ",".join(rng.sample(present, rng.randint(1, len(present))))]
        subprocess.run(arguments, env=environment, capture_output=True, check=True)
    if rng.random() < 0.5:
        subprocess.run([SHOPTOOLS, "cart", "coupon", "50"], env=environment, capture_output=True, check=True)
    return os.path.basename(path)


def splitwise(rng, work, name):
    people = rng.sample(SPACED, rng.randint(2, 3)) + rng.sample(PLAIN, rng.randint(0, 2))
    people = list({p.lower(): p for p in people}.values())
    path = os.path.join(work, name + ".csv")
    rows = [["Date", "Description", "Category", "Cost", "Currency"] + people]
    for line in range(rng.randint(1, 8)):
        cost = rng.randint(100, 30000)
        payer = rng.randrange(len(people))
        share, extra = divmod(cost, len(people))
        nets = [-(share + (1 if i < extra else 0)) for i in range(len(people))]
        nets[payer] += cost
        rows.append([f"2026-05-{line + 1:02d}", rng.choice(LABELS), "General", str(cost), "JPY"] + [str(n) for n in nets])
    rows.append(["2026-05-31", "Total balance", " ", " ", "JPY"] + [str(sum(int(r[5 + i]) for r in rows[1:])) for i in range(len(people))])
    with open(path, "w", encoding="utf-8", newline="") as file:
        csv.writer(file).writerows(rows)
    return Case(name, path, ["--from", "splitwise"], plan=rng.random() < 0.5)


# MARK: - One group


def check_case(case, is_example, work):
    """Every check of one group, in every format: the journals written, and how many changed by hand."""
    people = [person["name"] for person in settlements(case)[0]["people"]]
    expenses = expense_list(case)["expenses"]
    journals = [check_format(case, program, people, expenses, work) for program in FORMATS]
    changed = 0
    if is_example or int(case.name[1:]) < 40:
        changed = sum(check_altered(case, program, journal) for program, journal in zip(FORMATS, journals))
    check_csv(case)
    return journals, changed


# MARK: - Every generated group in one file


def check_combined(cases, work):
    """Each program's own commands on one journal of every group, `Assets:G000` … apart: `hledger check`
    and `bal -O json`, `ledger bal --unround`, `bean-check` and `bean-query` with `sum(number(weight))`."""
    paths, accounts, wanted = {}, {}, {}
    for program in FORMATS:
        paths[program] = os.path.join(work, f"all-generated.{program}")
        with open(paths[program], "w", encoding="utf-8") as out:
            for case in cases:
                prefix = "Assets:G" + case.name[1:]
                text = run(case.settle("--export", program, "--account-prefix", prefix))
                if program == "beancount":
                    text = "\n".join(line for line in text.split("\n") if not line.startswith("option "))
                out.write(text + "\n")
                if program == "hledger":
                    for name, account in declared_people(text, "hledger").items():
                        accounts[(case.name, name)] = account
                    for (name, currency), value in expected(case, False).items():
                        wanted[(case.name, name, currency)] = value
    run(["hledger", "-f", paths["hledger"], "check", "-s"])
    run(["ledger", "-f", paths["ledger"], "--pedantic", "bal"])
    run([os.path.join(BIN, "bean-check"), "--no-cache", paths["beancount"]])
    query = "SELECT account, currency, sum(number(weight)) GROUP BY account, currency"
    rows = csv.reader(io.StringIO(run([os.path.join(BIN, "bean-query"), "-f", "csv", paths["beancount"], query])))
    next(rows)
    reads = {
        "hledger": hledger_balances(paths["hledger"], False),
        "ledger": ledger_balances(paths["ledger"], False),
        "bean-query": {(row[0], row[1]): Fraction(Decimal(row[2].strip())) for row in rows},
    }
    for program, totals in reads.items():
        read = per_person(totals, accounts)
        for (group, name, currency), value in wanted.items():
            if read.get(((group, name), currency), 0) != value:
                raise Failure(f"{group} in one file ({program}): {name} reads {read.get(((group, name), currency), 0)}, "
                              f"settle says {value}")


# MARK: - Main


def versions():
    return {
        "hledger": run(["hledger", "--version"]).strip(),
        "ledger": run(["ledger", "--version"]).splitlines()[0].strip(),
        "beancount": run([os.path.join(BIN, "bean-check"), "--version"]).strip(),
        "beanquery": run([os.path.join(BIN, "bean-query"), "--version"]).strip(),
    }


def main():
    global SHOPTOOLS, BIN
    parser = argparse.ArgumentParser()
    parser.add_argument("--shoptools", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--groups", type=int, default=320)
    parser.add_argument("--seed", type=int, default=36)
    parser.add_argument("--jobs", type=int, default=2)
    options = parser.parse_args()
    SHOPTOOLS = options.shoptools
    BIN = os.path.dirname(sys.executable)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    started = time.monotonic()
    shutil.rmtree(options.work, ignore_errors=True)
    os.makedirs(options.work)
    examples = example_cases(root)
    generated = generate(options.work, options.groups, options.seed)

    results, failures = {}, []
    with ProcessPoolExecutor(max_workers=options.jobs) as pool:
        futures = {case.name: pool.submit(check_case, case, case in examples, options.work) for case in examples + generated}
        for name, future in futures.items():
            try:
                results[name] = future.result()
            except Failure as failure:
                failures.append(str(failure))
    # The commands themselves: bean-check and bean-query on every example, and each program on one file
    # that holds every generated group, each under a prefix of its own.
    try:
        for case in examples:
            if case.name in results:
                beancount = results[case.name][0][2]
                run([os.path.join(BIN, "bean-check"), "--no-cache", beancount])
                run([os.path.join(BIN, "bean-query"), beancount, "SELECT account, sum(number(weight)) GROUP BY account"])
        check_combined([case for case in generated if case.name in results], options.work)
    except Failure as failure:
        failures.append(str(failure))
    elapsed = time.monotonic() - started
    for failure in failures:
        print("check-ledgers: " + failure, file=sys.stderr)
    altered_count = sum(changed for _, changed in results.values())
    print(f"check-ledgers: {len(examples)} example and {len(generated)} generated groups, in 3 formats: "
          f"{len(results)} passed, {len(failures)} failed; {altered_count} journals changed by hand refused")
    for program, version in versions().items():
        print(f"check-ledgers:   {program}: {version}")
    print(f"check-ledgers: {elapsed:.0f} s")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
