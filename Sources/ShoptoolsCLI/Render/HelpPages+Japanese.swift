import Calculator
import Cart
import ShopText
import Warikan

extension HelpPage {
    /// 日本語のヘルプの一行説明。
    var japaneseSummary: String {
        switch self {
        case .discount, .split, .splitInSession, .calc, .cart, .cartAdd, .cartList, .cartTotal, .cartUndo, .cartRemove,
            .cartClear, .repl, .help, .price, .rate, .segment, .slider, .quit, .lang:
            return englishSummary
        }
    }

    /// 日本語のヘルプ全文。
    var japaneseText: String {
        switch self {
        case .discount, .split, .splitInSession, .calc, .cart, .cartAdd, .cartList, .cartTotal, .cartUndo, .cartRemove,
            .cartClear, .repl, .help, .price, .rate, .segment, .slider, .quit, .lang:
            return englishText
        }
    }

    /// `shoptools --help` の枠。
    static func japaneseOverview(commandList: String) -> String {
        overview(commandList: commandList, in: .english)
    }

    /// REPL の `help` の枠。
    static func japaneseSessionOverview(commandList: String) -> String {
        sessionOverview(commandList: commandList, in: .english)
    }
}
