// The model layer of an iPhone app on the shoptools libraries: a bargain
// screen, a warikan screen, a cart screen, a till, a calculator field and a
// calculator keypad, driven by a script as a person would use them. No glue: amounts stay `Money`, items and
// payments have ids, errors come worded in the app's language.
//
//     swift run app-models [en|ja] [CART-FILE]

import ShopCore
import ShopText
import Warikan

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

let arguments = CommandLine.arguments
let language = arguments.count > 1 ? Language(code: arguments[1]) ?? .english : .english
let file = URL(filePath: arguments.count > 2 ? arguments[2] : "/tmp/app-models-\(UUID().uuidString).json")
func show(_ line: String) { print(line) }

show("— bargain")
let bargain = BargainScreen(language: language)
for typed in ["¥", "9,8", "9,800"] { bargain.type(typed) }
bargain.tap(.thirty)
show(bargain.result)
bargain.slide(to: 0.7 - 0.3)
show(bargain.result)
bargain.type("9,8000")
show(bargain.priceError ?? "")

show("— warikan")
let warikan = WarikanScreen(language: language)
warikan.typeTotal("23,450")
warikan.headCount = 7
for row in warikan.rows() { show(row.text) }
warikan.people = [.init("Boss", weight: 2), .init("Aki"), .init("Yui", .amount(3000))]
warikan.mode = .roundUp
for row in warikan.rows() { show(row.text) }
warikan.headCount = 0
warikan.people = []
_ = warikan.rows()
show(warikan.error ?? "")

show("— cart")
do {
    let cart = try CartScreen(file: file, language: language)
    cart.add(Money(100, .jpy), label: "bag")
    cart.add(Money(100, .jpy), label: "bag")
    cart.add(Money(6860, .jpy), label: "coat")
    cart.add(Money(5, .usd))
    show(cart.error ?? "")
    let ids = Set(cart.rows.map(\.id))
    show("\(ids.count) rows, \(cart.total)")
    cart.swipeToDelete([0, 2])
    show(cart.total)
    cart.undo()
    show(cart.total)
    cart.askToClear()
    cart.answerClear(false)
    show(cart.total)
    let reopened = try CartScreen(file: file, language: language)
    show("reopened: \(reopened.total), same ids: \(Set(reopened.rows.map(\.id)) == ids)")
    reopened.askToClear()
    reopened.answerClear(true)
    show(reopened.total)
} catch {
    show(error.localizedDescription(in: language))
}

show("— till")
do {
    let till = try TillScreen(language: language)
    till.type(Money(498, .jpy))
    till.tap(.thirty)
    till.off("10%")
    show(till.state)
    till.off("¥400")
    show(till.error ?? "")
    till.add()
    show(till.state)
    for row in till.rows { show(row) }
} catch {
    show(error.localizedDescription(in: language))
}

show("— calculator")
let field = CalculatorField(language: language)
for typed in ["1980*3", "9800-30%", "10/(5-5)", "1/3"] {
    field.type(typed)
    show(field.display)
}

show("— keypad")
/// Taps the buttons labelled in `labels`, one a word.
@MainActor func tap(_ screen: KeypadScreen, _ labels: String) {
    for label in labels.split(separator: " ") { screen.tap(String(label)) }
}
let phone = KeypadScreen(language: language)
tap(phone, "1 9 8 0 × 3 = M+ 4 9 8 × 2 = M+ MR")
show(phone.screen)
tap(phone, "9 8 0 0 − 3 0 % =")
show(phone.screen)
tap(phone, "AC 1 ÷ 3 × 3 =")
show(phone.screen)
tap(phone, "5 ÷ 0 =")
show(phone.screen)
tap(phone, "AC 1 2 . 5 0")
show(phone.screen)
let desk = KeypadScreen(convention: .sharp, language: language)
tap(desk, "2 + 3 × 4 = 1 9 8 税込")
show(desk.screen)
let casio = KeypadScreen(convention: .casio, language: language)
tap(casio, "1 9 8 + 3 4 %")
show(casio.screen)
