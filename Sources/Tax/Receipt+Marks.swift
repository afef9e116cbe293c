import ShopCore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Receipt {
    /// The rates whose lines a receipt marks `※` (軽減税率対象), highest first.
    ///
    /// A Japanese receipt marks the lines taxed at the reduced rate, so a
    /// reader can tell the 8 % items from the 10 % ones. The rule, for any
    /// receipt: on a yen receipt, Japan's reduced rate (``ShopCore/Percentage/reduced``,
    /// 8 %) whatever else is on it (a receipt of food alone still marks it);
    /// in every currency, any taxed rate below the highest rate on the
    /// receipt. A rate of 0 % (outside tax) is never marked.
    ///
    /// ```
    /// rates on the receipt | currency | marked
    /// ---------------------+----------+-----------
    /// 10 %, 8 %            | JPY      | 8 %
    /// 8 %                  | JPY      | 8 %
    /// 10 %, 0 %            | JPY      | (none)
    /// 10 %, 8 %, 5 %, 0 %  | JPY      | 8 %, 5 %
    /// 8 %                  | USD      | (none)
    /// 20 %, 5.5 %          | EUR      | 5.5 %
    /// ```
    public var markedRates: [Percentage] {
        let rates = Set(groups.map(\.category.rate).filter { $0 != .zero })
        guard let highest = rates.max() else { return [] }
        return rates.filter { $0 < highest || (currency == .jpy && $0 == .reduced) }.sorted(by: >)
    }
}
