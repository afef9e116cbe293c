import Cart
import ShopCore

/// Which cart a cart action works on, and how its errors end the program.
enum CartAccess {
    /// The session's cart, unless `--cart` names another file; on the command
    /// line, the file from `--cart`, else the default path.
    static func cart(_ arguments: Arguments, _ invocation: Invocation) throws(CLIError) -> CartSession {
        if let session = invocation.session, !arguments.has(.cart) {
            // --currency cannot turn the session's cart into another one (nor send a --no-save session to a file).
            let asked = try Values.currency(arguments, invocation)
            guard asked == session.currency else {
                throw .data(.sessionCartCurrency(cart: session.currency.code, asked: asked.code))
            }
            return session.cart
        }
        let currency = try Values.currency(arguments, invocation)
        guard let path = arguments.value(.cart) ?? CartStore.defaultPath(environment: invocation.context.environment) else {
            throw .io(.noCartPath)
        }
        do { return try CartSession(.file(path), currency: currency) } catch { throw .cart(error) }
    }
}

extension CLIError {
    /// A cart error with its exit status: unreadable files and bad values 65,
    /// I/O 74, nothing to undo, a changed cart and an add over the budget 1.
    static func cart(_ error: any Error) -> CLIError {
        switch error {
        case let error as CLIError: return error
        case CartError.io: return .io(.error(error))
        case CartError.nothingToUndo, CartError.staleClearRequest, CartError.overBudget:
            return CLIError(status: .failure, message: .error(error))
        default: return .data(error)
        }
    }
}
