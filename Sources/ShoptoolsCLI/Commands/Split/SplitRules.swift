import CommandLineKit
import Warikan

/// `split`'s options as Warikan's rules of who pays (``/Warikan/Warikan/checkWhoPays(_:splitting:)``) and of
/// charges added apart (``/Warikan/Warikan/checkAddedCharges(_:splitting:)``) take them, and their
/// refusals in the words of the options.
enum SplitRules {
    /// The ways of saying who pays given, in order, each with the word a message names it by: `N` (the
    /// REPL's `split 4`), `--people`, `--weights`, `--person`.
    static func whoPays(_ request: SplitRequest, count: String?) -> [(way: Warikan.WhoPays, word: String)] {
        var given: [(way: Warikan.WhoPays, word: String)] = count == nil ? [] : [(.headCount, "N")]
        // Each option's declaration made only when it is given, here and in `chargeOptions`: making them
        // all cost a tenth of `split 23450 --people 7`.
        if request.people != nil { given.append((.headCount, "--" + declaration(of: .people).name)) }
        if request.weights != nil { given.append((.weights, "--" + declaration(of: .weights).name)) }
        if !request.persons.isEmpty { given.append((.names, "--" + declaration(of: .person).name)) }
        return given
    }

    /// Checks who pays `subject` as the options (and the REPL's head count `count`) say.
    static func checkWhoPays(_ request: SplitRequest, count: String?, splitting subject: Warikan.Subject) throws(CLIError) {
        let given = whoPays(request, count: count)
        do throws(WarikanError) {
            try Warikan.checkWhoPays(given.map(\.way), splitting: subject)
        } catch .whoPays(let ways) {
            // The error lists the ways given in order, after the bill or the cart when it is one of them.
            var words = given.map(\.word)[...]
            let named = ways.map { way in
                switch way {
                case .bill: "--" + declaration(of: .bill).name
                case .cart: "--" + declaration(of: .fromCart).name
                case .headCount, .weights, .names: words.popFirst() ?? way.description
                }
            }
            throw .commandUsage(.whoPays(given: named))
        } catch {
            throw .data(error)
        }
    }

    /// The charges given apart, in order, with their options.
    static func chargeOptions(_ request: SplitRequest) -> [(Warikan.AddedCharge, DeclaredOption)] {
        var given: [(Warikan.AddedCharge, DeclaredOption)] = []
        if request.service != nil { given.append((.service, .service)) }
        if request.taxCharge != nil { given.append((.tax, .taxCharge)) }
        if request.tip != nil { given.append((.tip, .tip)) }
        if request.tipOn != nil { given.append((.tipBase, .tipOn)) }
        if request.cover != nil { given.append((.cover, .cover)) }
        return given
    }

    /// Checks that the charges the options add have a cart's bill to go to.
    static func checkAddedCharges(_ request: SplitRequest, splitting subject: Warikan.Subject) throws(CLIError) {
        let given = chargeOptions(request)
        func name(_ charge: Warikan.AddedCharge) -> String {
            given.first { $0.0 == charge }?.1.name ?? charge.description
        }
        do throws(WarikanError) {
            try Warikan.checkAddedCharges(given.map(\.0), splitting: subject)
        } catch .chargeNeedsCart(let charge, .bill) {
            throw .commandUsage(.conflictingOptions([declaration(of: .bill).name, name(charge)]))
        } catch .chargeNeedsCart(let charge, _) {
            throw .commandUsage(.optionNeeds(name(charge), declaration(of: .fromCart).name))
        } catch .tipBaseWithoutTip {
            throw .commandUsage(.optionNeeds(declaration(of: .tipOn).name, declaration(of: .tip).name))
        } catch {
            throw .data(error)
        }
    }
}
