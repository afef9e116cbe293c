import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The tables state amounts as numbers in the bill's currency; these let a
// test compare a `Money` result with such a number.

func == (lhs: Money, rhs: Decimal) -> Bool { lhs.amount == rhs }
func == (lhs: Money?, rhs: Decimal) -> Bool { lhs?.amount == rhs }
func > (lhs: Money, rhs: Decimal) -> Bool { lhs.amount > rhs }
func >= (lhs: Money, rhs: Decimal) -> Bool { lhs.amount >= rhs }
func < (lhs: Money, rhs: Decimal) -> Bool { lhs.amount < rhs }
