import Cart
import CommandLineKit
import ShopCore

/// Which cart a cart action works on, and how its errors end the program.
enum CartAccess {
    /// The session's cart, unless `--cart` names another file; on the command
    /// line, the file from `--cart`, else the default path.
    /// - Parameters:
    ///   - location: what `--cart` and `--currency` say.
    ///   - invocation: the command line or the session the action runs in.
    ///   - damaged: true for `repair`, whose file's header may not
    ///     read: its currency is then `--currency`'s or the default.
    /// - Returns: the cart, in the session or in its file.
    /// - Throws: a ``CLIError`` for a `--currency` that disagrees with the session's cart, no place for the
    ///   cart file, or a cart file that cannot be opened.
    static func cart(
        _ location: CartLocation, _ invocation: Invocation, damaged: Bool = false
    ) throws(CLIError) -> CartSession {
        if let session = invocation.session, location.path == nil {
            // --currency cannot turn the session's cart into another one (nor send a --no-save session to a file).
            let asked = try Values.currency(location.currency, invocation)
            guard asked == session.currency else {
                throw .data(.sessionCartCurrency(cart: session.currency.code, asked: asked.code))
            }
            return session.cart
        }
        guard let path = location.path ?? CartStore.defaultPath(environment: invocation.context.environment) else {
            throw .io(.noCartPath)
        }
        let currency = try self.currency(of: path, location.currency, invocation, damaged: damaged)
        do { return try CartSession(.file(path), currency: currency) } catch { throw .cart(error) }
    }

    /// The currency the cart file records, unless `--currency` (`given`) asks for
    /// another (then the store refuses the file, naming both); for a cart not
    /// written yet, `--currency`, `SHOPTOOLS_CURRENCY` or JPY.
    static func currency(
        of path: String, _ given: Currency?, _ invocation: Invocation, damaged: Bool = false
    ) throws(CLIError) -> Currency {
        let asked = try Values.currency(given, invocation)
        if given != nil { return asked }
        do {
            return try CartStore.recordedCurrency(atPath: path) ?? asked
        } catch .unreadable where damaged {
            return asked
        } catch {
            throw .cart(error)
        }
    }
}

extension CLIError {
    /// A cart error with its exit status: a damaged cart file and bad values
    /// 65; a path that cannot be read or written as a file (a folder, a FIFO,
    /// read-only, a folder that cannot be written in, any I/O failure) 74;
    /// nothing to undo, a changed cart, an add over the budget and nothing to repair 1.
    static func cart(_ error: any Error) -> CLIError {
        switch error {
        case let error as CLIError: return error
        case let error as CartError where error.isAboutTheFile: return .io(.error(error))
        case CartError.nothingToUndo, CartError.staleClearRequest, CartError.overBudget, CartError.nothingToRepair:
            return CLIError(status: .failure, message: .error(error))
        default: return .data(error)
        }
    }
}

extension CartError {
    /// True for a cart path that cannot be read or written as a file (a
    /// folder, a FIFO, read-only, a system refusal), not for a cart file that
    /// reads but is damaged, nor a path refused as text (empty, ending in `/`).
    var isAboutTheFile: Bool {
        switch self {
        case .file(.notAFilePath): return false
        case .file: return true
        default: return false
        }
    }
}
