#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Something the executor noticed that no caller will see: a bug to fix, reported instead of lost.
///
/// The executor passes each one to the handler given to ``InteractorExecutor/init(diagnostics:)``.
/// The default handler, ``standardError``, writes it to standard error in debug builds.
public struct InteractorDiagnostic: Sendable, CustomStringConvertible {
    /// What the executor noticed.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// An interactor completed an execution that had already ended; the extra outcome was not delivered.
        public static let completedTwice = Kind("completedTwice")
        /// An execution failed and the caller gave no `onError` closure to receive the error.
        public static let unhandledError = Kind("unhandledError")

        /// The kind's name.
        public var description: String { name }
    }

    /// What the executor noticed.
    public var kind: Kind
    /// The type of the request whose execution this is about.
    public var requestType: any Any.Type
    /// The error that was not delivered, for ``Kind/unhandledError``.
    public var error: InteractorError?

    /// A sentence that names the request type and says what to do.
    public var description: String {
        let type = String(reflecting: requestType)
        switch kind {
        case .completedTwice:
            return "The interactor for \(type) completed an execution a second time; the extra outcome was "
                + "dropped. Make sure every path through execute completes exactly once."
        default:
            let reason = error.map { "\($0)" } ?? "unknown error"
            return "An execution of \(type) failed and the caller gave no onError to receive it: \(reason)"
        }
    }

    /// The default handler: writes the diagnostic to standard error in debug builds, and does nothing in release.
    public static let standardError: @Sendable (InteractorDiagnostic) -> Void = { diagnostic in
        #if DEBUG
            let line = "UseCases: \(diagnostic)\n"
            var bytes = Array(line.utf8)
            _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
        #endif
    }
}
