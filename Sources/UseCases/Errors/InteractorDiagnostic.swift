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
        /// An execution, or a detached publish's delivery, failed and the caller gave no `onError` closure to
        /// receive the error.
        public static let unhandledError = Kind("unhandledError")
        /// A middleware called its ``Next`` a second time; the interactor was not run again, and the caller
        /// received the first call's outcome.
        public static let nextCalledTwice = Kind("nextCalledTwice")
        /// A middleware added for some request types matches none of the registered ones, so it never runs.
        ///
        /// ``InteractorDiagnostic/requestType`` is the type its scope names: the request type, or the
        /// protocol's metatype.
        public static let unmatchedMiddleware = Kind("unmatchedMiddleware")
        /// A ``StreamInteractor`` sent an element after it returned or threw; the element was not delivered.
        public static let elementAfterEnd = Kind("elementAfterEnd")
        /// A ``StreamInteractor`` sent an element while its execution had no consumer of elements, so it was
        /// dropped, and so are its later elements: its request type conforms to both ``InteractorRequest`` and
        /// ``StreamRequest``, and was executed as a plain request, with `execute`. Reported once an execution.
        public static let elementsDiscarded = Kind("elementsDiscarded")
        /// A command was sent to a ``Screen`` after ``Screen/stop()``, and dropped.
        ///
        /// ``InteractorDiagnostic/requestType`` is the screen's reducer type.
        public static let commandAfterStop = Kind("commandAfterStop")
        /// A list view counted other rows than its ``ListUpdater`` showed it last, so it was reloaded instead of
        /// animated. Reported once an updater.
        ///
        /// ``InteractorDiagnostic/requestType`` is the type of the list's rows, or sections.
        public static let listOutOfStep = Kind("listOutOfStep")

        /// The kind's name.
        public var description: String { name }
    }

    /// What the executor noticed.
    public var kind: Kind
    /// The type of the request whose execution this is about; for ``Kind/commandAfterStop``, the screen's
    /// reducer type; for ``Kind/listOutOfStep``, the list's row or section type.
    ///
    /// Compare it by identity, `ObjectIdentifier(diagnostic.requestType) == ObjectIdentifier(LoginUserRequest.self)`:
    /// types are not `Equatable`.
    public var requestType: any Any.Type
    /// The error, for ``Kind/unhandledError``: the one that was not delivered.
    public var error: InteractorError?
    /// The name of the middleware concerned, for ``Kind/nextCalledTwice`` and ``Kind/unmatchedMiddleware``.
    public var middleware: String?
    /// The scope of the middleware, for ``Kind/unmatchedMiddleware``.
    var scope: MiddlewareScope?

    init(
        kind: Kind,
        requestType: any Any.Type,
        error: InteractorError? = nil,
        middleware: String? = nil,
        scope: MiddlewareScope? = nil
    ) {
        self.kind = kind
        self.requestType = requestType
        self.error = error
        self.middleware = middleware
        self.scope = scope
    }

    /// A middleware whose scope matches no registered request type.
    static func unmatchedMiddleware(_ name: String, scope: MiddlewareScope) -> InteractorDiagnostic {
        InteractorDiagnostic(kind: .unmatchedMiddleware, requestType: scope.subject, middleware: name, scope: scope)
    }

    /// A sentence that names the request type and says what to do.
    public var description: String {
        let type = String(reflecting: requestType)
        switch kind {
        case .completedTwice:
            return "The interactor for \(type) completed an execution a second time; the extra outcome was "
                + "dropped. Make sure every path through execute completes exactly once."
        case .nextCalledTwice:
            return "The middleware \(middleware ?? "?") called next a second time while executing \(type); the "
                + "interactor was not run again, and the caller received the first call's outcome. Call next "
                + "at most once, or next.again(_:) for each further attempt of a retry."
        case .unmatchedMiddleware:
            let scope = scope.map { "\($0)" } ?? type
            return "The middleware \(middleware ?? "?") was added for \(scope), but no registered request type "
                + "matches, so it never runs. Register the interactors it is meant for, make their requests "
                + "conform, or, for a protocol P, pass (any P.Type).self rather than (any P).self."
        case .elementAfterEnd:
            return "The interactor for \(type) sent an element after it returned or threw; it was not delivered. "
                + "Send elements only while execute runs, and do not keep its ElementSender."
        case .elementsDiscarded:
            return "The interactor for \(type) sent an element, but nobody receives its elements, so they are "
                + "dropped: it was executed as a plain request, with execute, which its conformance to "
                + "InteractorRequest allows. Conform it to StreamRequest alone, and execute it with stream(_:), or "
                + "execute(_:onElement:onComplete:onError:), or drop the elements on purpose with "
                + "stream(_:) { _ in }."
        case .commandAfterStop:
            return "A command was sent to the Screen of \(type) after stop(); it was dropped. Stop a screen only "
                + "when its view is gone for good, and create a new Screen for a new one."
        case .listOutOfStep:
            return "A list view of \(type) counted other rows than its ListUpdater showed it last, so it was "
                + "reloaded instead of animated. Something else changed the view or what its data source reads: "
                + "give every list to the updater's show(_:), and let the data source read updater.shown."
        default:
            let reason = error.map { "\($0)" } ?? "unknown error"
            let handling = requestType is any InteractorEvent.Type ? "A delivery" : "An execution"
            return "\(handling) of \(type) failed and the caller gave no onError to receive it: \(reason)"
        }
    }

    /// The default handler: writes the diagnostic to standard error in debug builds, and does nothing in release.
    public static let standardError: @Sendable (InteractorDiagnostic) -> Void = { diagnostic in
        #if DEBUG
            let line = "UseCases: \(diagnostic)\n"
            var bytes = Array(line.utf8)
            // The bytes' address and count, for `write` to read during the call only.
            _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
        #endif
    }
}
