import CommandLineKit
import ShopCore

// The options of `receipt`, declared once with their help lines in both languages.

extension OptionDeclaration where Self == TypedOption<Bool> {
    static var receiptCheckJSON: Self {
        .json.described(
            #"{"fits":[{"basis":"excluded","per":"receipt","rounding":"down","rounds":"tax"},…],"verdict":"follows","#
                + #""invoice_figures":{"rates":[{"rate":"8","taxable":"315","tax":"25"}],"total":"340"},"difference":"0","#
                + #""unexplained":null}"#,
            #"{"fits":[{"basis":"excluded","per":"receipt","rounding":"down","rounds":"tax"},…],"verdict":"follows","#
                + #""invoice_figures":{"rates":[{"rate":"8","taxable":"315","tax":"25"}],"total":"340"},"difference":"0","#
                + #""unexplained":null}"#)
    }
}
