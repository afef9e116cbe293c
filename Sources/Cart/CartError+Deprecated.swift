import ShopFiles

// The file cases of CartError before the file layer had a module of its own (ShopFiles), kept
// for one minor version so that code that makes them still compiles (with a warning naming the
// new spelling). A `switch` over them matches `.file(…)` now.

extension CartError {
    /// What a path names when it is not a regular file: ``/ShopFiles/FileError/Kind``.
    @available(*, deprecated, renamed: "FileError.Kind")
    public typealias FileKind = FileError.Kind

    /// What was being done to a cart file when the system refused: ``/ShopFiles/FileError/Operation``.
    @available(*, deprecated, renamed: "FileError.Operation")
    public typealias FileOperation = FileError.Operation

    /// ``file(_:)`` with ``/ShopFiles/FileError/notAFilePath(_:)``.
    /// - Parameter path: the path as given.
    /// - Returns: the cart's error about it.
    @available(*, deprecated, message: "use .file(.notAFilePath(path))")
    public static func notAFilePath(_ path: String) -> CartError { .file(.notAFilePath(path)) }

    /// ``file(_:)`` with ``/ShopFiles/FileError/notARegularFile(path:kind:)``.
    /// - Parameters:
    ///   - path: the cart path as given.
    ///   - kind: what the path names.
    /// - Returns: the cart's error about it.
    @available(*, deprecated, message: "use .file(.notARegularFile(path:kind:))")
    public static func notARegularFile(path: String, kind: FileError.Kind) -> CartError {
        .file(.notARegularFile(path: path, kind: kind))
    }

    /// ``file(_:)`` with ``/ShopFiles/FileError/readOnly(path:)``.
    /// - Parameter path: the file as given.
    /// - Returns: the cart's error about it.
    @available(*, deprecated, message: "use .file(.readOnly(path:))")
    public static func readOnly(path: String) -> CartError { .file(.readOnly(path: path)) }

    /// ``file(_:)`` with ``/ShopFiles/FileError/cannotWriteInFolder(path:folder:)``.
    /// - Parameters:
    ///   - path: the file as given.
    ///   - folder: the folder that holds it.
    /// - Returns: the cart's error about it.
    @available(*, deprecated, message: "use .file(.cannotWriteInFolder(path:folder:))")
    public static func cannotWriteInFolder(path: String, folder: String) -> CartError {
        .file(.cannotWriteInFolder(path: path, folder: folder))
    }

    /// ``file(_:)`` with ``/ShopFiles/FileError/io(path:operation:reason:)``.
    /// - Parameters:
    ///   - path: the file as given.
    ///   - operation: what was being done.
    ///   - reason: the system's words.
    /// - Returns: the cart's error about it.
    @available(*, deprecated, message: "use .file(.io(path:operation:reason:))")
    public static func io(path: String, operation: FileError.Operation, reason: String) -> CartError {
        .file(.io(path: path, operation: operation, reason: reason))
    }
}
