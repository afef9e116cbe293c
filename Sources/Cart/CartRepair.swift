/// What ``CartStore/repair()`` did to a cart file that could not be read:
/// where the damaged file was kept, the cart rebuilt from every change that
/// could still be read, and the lines it had to leave out.
///
/// ```
/// cart.json: header, add coat, add scarf (checksum broken), add socks
/// → damage .checksum(line: 3), kept as cart.json.damaged,
///   cart: coat, socks; skipped: [.checksum(line: 3)]
/// ```
public struct CartRepair: Sendable, Equatable {
    /// Why the file could not be read as it was.
    public let damage: CartError.Damage
    /// The path the damaged file is kept under, beside the cart file: nothing is deleted.
    public let keptAs: String
    /// The cart as rebuilt and written to the cart file.
    public let cart: Cart
    /// Each line left out (a header that could not be read, a line that is
    /// not a change or fails its checksum, a change the cart refuses), in
    /// file order; empty when every line was read.
    public let skipped: [CartError.Damage]
}
