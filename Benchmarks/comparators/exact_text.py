"""How shoptools shows an exact share (`Fraction.shown(in:)`), for the comparators.

The exact decimal when it ends within 12 decimals, else rounded half-even to two
digits past the currency's minor unit, trailing zeros dropped; at least the minor unit's digits either way.
"""
from fractions import Fraction

MAXIMUM_DECIMALS = 12


def decimal_places(value):
    """Digits after the point of value's exact decimal, or None when it does not end."""
    d, twos, fives = value.denominator, 0, 0
    while d % 2 == 0:
        d //= 2
        twos += 1
    while d % 5 == 0:
        d //= 5
        fives += 1
    return max(twos, fives) if d == 1 else None


def exact_text(value, minor_digits):
    """`24930.89`, `-10200`, `333.33` (approximated): the text and whether it is exact."""
    places = decimal_places(value)
    exact = places is not None and places <= MAXIMUM_DECIMALS
    if not exact:
        places = minor_digits + 2
        scaled = value * 10**places
        units = round(scaled)  # Python rounds a Fraction half to even
        while places > 0 and units % 10 == 0:  # shown normalized: 478393.40 is 478393.4
            units //= 10
            places -= 1
    else:
        units = value.numerator * 10**places // value.denominator
    places_shown = max(places, minor_digits)
    units *= 10 ** (places_shown - places)
    sign = "-" if units < 0 else ""
    digits = str(abs(units)).rjust(places_shown + 1, "0")
    if places_shown == 0:
        return sign + digits, exact
    return f"{sign}{digits[:-places_shown]}.{digits[-places_shown:]}", exact
