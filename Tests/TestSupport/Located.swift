import ShopCore
import Testing

/// `failure` at `places` (outermost first) as a reader of a line file throws it, without the
/// line it shows: what a test of where an error is compares (the lines shown have tests of their own).
public func located<Failure: Error>(_ failure: Failure, at places: ShopCore.SourceLocation...) -> LocatedError<Failure> {
    LocatedError(failure, at: places)
}

/// Expects `body` to throw `expected`: the same failure at the same places, whatever line it shows.
public func expectThrows<Failure: Error & Equatable, Result>(
    _ expected: LocatedError<Failure>, sourceLocation: Testing.SourceLocation = #_sourceLocation,
    _ body: () throws -> Result
) {
    do {
        _ = try body()
        Issue.record("expected \(expected), but nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as LocatedError<Failure> {
        #expect(error.places == expected.places, sourceLocation: sourceLocation)
        #expect(error.failure == expected.failure, sourceLocation: sourceLocation)
    } catch {
        Issue.record("expected \(expected), but \(error) was thrown", sourceLocation: sourceLocation)
    }
}
