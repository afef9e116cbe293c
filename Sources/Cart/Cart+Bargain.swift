import Bargain
import ShopCore

extension Cart.Item.Discount {
    /// The record a cart item keeps of a stacked discount: its original
    /// price and its steps as given (`cart add 498 --off 30% --off 10%`
    /// keeps ¥498 and `30%,10%`).
    ///
    /// The item's amount is the discount's ``/Bargain/StackedDiscount/price``.
    ///
    /// A step is the same value in both libraries (ShopCore's
    /// ``/ShopCore/PercentOrAmount``), so nothing is converted; summed rates
    /// (`sum`) are kept as they were given, one step each.
    public init(_ discount: StackedDiscount) {
        self.init(original: discount.original, steps: discount.steps)
    }
}
