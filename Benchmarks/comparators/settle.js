#!/usr/bin/env node
// Each person's exact balance in a group file, with BigInt rationals in node.
//
//     node Benchmarks/comparators/settle.js GROUP-FILE
//
// The same as settle.py (read it for the part of the format read here), written
// as a JavaScript user would: a rational is [numerator, denominator] in BigInt,
// reduced by their gcd after every operation. Prints one line a person: the name
// and the exact balance as shoptools shows it.
"use strict";
const fs = require("fs");

function gcd(a, b) {
  if (a < 0n) a = -a;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}
function make(n, d) {
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return g > 1n ? [n / g, d / g] : [n, d];
}
const add = (a, b) => make(a[0] * b[1] + b[0] * a[1], a[1] * b[1]);
const sub = (a, b) => make(a[0] * b[1] - b[0] * a[1], a[1] * b[1]);
const mul = (a, b) => make(a[0] * b[0], a[1] * b[1]);
const div = (a, b) => make(a[0] * b[1], a[1] * b[0]);
function decimal(text) {
  const [whole, fraction = ""] = text.split(".");
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) throw new Error(`not a number: ${text}`);
  return make(BigInt(whole + fraction), 10n ** BigInt(fraction.length));
}

// How shoptools shows an exact share: the exact decimal within 12 decimals, else
// half-even to two digits past the minor unit.
function exactText([n, d], minor) {
  let rest = d, twos = 0, fives = 0;
  while (rest % 2n === 0n) { rest /= 2n; twos++; }
  while (rest % 5n === 0n) { rest /= 5n; fives++; }
  let places, units;
  if (rest === 1n && Math.max(twos, fives) <= 12) {
    places = Math.max(twos, fives);
    units = (n * 10n ** BigInt(places)) / d;
  } else {
    places = minor + 2;
    const scaled = n * 10n ** BigInt(places);
    const negative = scaled < 0n;
    const magnitude = negative ? -scaled : scaled;
    let q = magnitude / d;
    const twice = (magnitude % d) * 2n;
    if (twice > d || (twice === d && q % 2n === 1n)) q += 1n;
    units = negative ? -q : q;
    while (places > 0 && units % 10n === 0n) { units /= 10n; places--; } // shown normalized: 478393.4
  }
  const shown = Math.max(places, minor);
  units *= 10n ** BigInt(shown - places);
  const sign = units < 0n ? "-" : "";
  const digits = (units < 0n ? -units : units).toString().padStart(shown + 1, "0");
  return shown === 0 ? sign + digits : `${sign}${digits.slice(0, -shown)}.${digits.slice(-shown)}`;
}

function main() {
  const symbols = { "€": "EUR", $: "USD", "£": "GBP" };
  const people = [], rates = {}, balance = new Map();
  const refuse = (number, why) => { process.stderr.write(`settle.js: line ${number}: ${why}\n`); process.exit(1); };
  const lines = fs.readFileSync(process.argv[2], "utf8").split("\n");
  lines.forEach((line, index) => {
    const number = index + 1;
    const words = line.split("#")[0].split(/\s+/).filter((w) => w);
    if (words.length === 0) return;
    if (words[0] === "people") {
      for (const name of words.slice(1)) { people.push(name); balance.set(name, [0n, 1n]); }
      return;
    }
    if (words[0] === "rate" && words.length === 3) { rates[words[1]] = decimal(words[2]); return; }
    if (words.length < 5 || words[2] !== "paid" || words[3] !== "by" || !balance.has(words[4])) {
      refuse(number, "not an expense paid by one person");
    }
    let total;
    const first = [...words[1]][0];
    if (symbols[first]) {
      if (!rates[symbols[first]]) refuse(number, `no rate for ${symbols[first]}`);
      total = mul(decimal(words[1].slice(first.length)), rates[symbols[first]]);
    } else if (/^\d+$/.test(words[1])) {
      total = [BigInt(words[1]), 1n];
    } else {
      refuse(number, `amount ${words[1]} is not read here`);
    }
    const payer = words[4];
    balance.set(payer, add(balance.get(payer), total));
    if (words.length === 5) {
      const share = div(total, [BigInt(people.length), 1n]);
      for (const name of people) balance.set(name, sub(balance.get(name), share));
      return;
    }
    if (words[5] !== "for" || words.length === 6) refuse(number, "expected `for NAME …`");
    const weights = new Map(), percents = new Map();
    for (const part of words.slice(6)) {
      let name;
      if (part.includes("=") && part.endsWith("%")) {
        const [who, percent] = part.split("=");
        name = who;
        percents.set(name, div(decimal(percent.slice(0, -1)), [100n, 1n]));
      } else if (part.includes(":")) {
        const [who, weight] = part.split(":");
        name = who;
        weights.set(name, [BigInt(weight), 1n]);
      } else {
        name = part;
        weights.set(name, [1n, 1n]);
      }
      if (!balance.has(name)) refuse(number, `${name} is not one of the people`);
    }
    if (percents.size > 0) {
      let sum = [0n, 1n];
      for (const p of percents.values()) sum = add(sum, p);
      if (weights.size > 0 || sum[0] !== sum[1]) refuse(number, "percentages must be alone and add up to 100%");
      for (const [name, part] of percents) balance.set(name, sub(balance.get(name), mul(total, part)));
    } else {
      let whole = [0n, 1n];
      for (const w of weights.values()) whole = add(whole, w);
      for (const [name, w] of weights) balance.set(name, sub(balance.get(name), div(mul(total, w), whole)));
    }
  });
  process.stdout.write(people.map((name) => `${name} ${exactText(balance.get(name), 0)}\n`).join(""));
}

main();
