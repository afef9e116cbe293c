#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A new, empty folder of its own under the system's temporary folder, named
/// `prefix-UUID`, for a test's files; the caller removes it.
public func temporaryFolder(_ prefix: String = "shoptools-cart") throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}
