/// The error an execution ends with: reported by an interactor, or by the executor itself.
///
/// Interactors create one with a message, optionally a code of their own:
///
/// ```swift
/// func refuseEmptyPassword(_ completion: consuming Completion<LoginUserResponse>) {
///     completion.fail(with: InteractorError(message: "The password is empty."))
/// }
/// ```
///
/// The executor uses the same type for what it detects: a request nobody registered an interactor for,
/// an interactor that never completed, a cancelled execution, and an interactor that threw an error of
/// another type (kept in ``underlyingError``). Switch over ``code`` to tell them apart:
///
/// ```swift
/// extension LoginViewModel {
///     func handle(_ error: InteractorError) {
///         switch error.code {
///         case .notRegistered: assertionFailure(error.message)
///         case .cancelled: return
///         default: show(error.message)
///         }
///     }
/// }
/// ```
public struct InteractorError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public var code: Code
    /// A human-readable explanation; for the executor's own codes it names the request type.
    public var message: String
    /// The error an interactor threw, when it was not an `InteractorError` itself.
    public var underlyingError: (any Error)?
    /// Each listener that failed, in the order they ran, for ``Code/listenersFailed``; empty for any other
    /// code.
    public var listenerFailures: [ListenerFailure] = []

    /// Creates an error for an interactor to report.
    ///
    /// - Parameters:
    ///   - message: What went wrong, in words the caller can show or log.
    ///   - code: A code the caller can switch over; ``Code/failed`` unless you give one.
    public init(message: String, code: Code = .failed) {
        self.code = code
        self.message = message
        self.underlyingError = nil
    }

    /// A textual representation that shows the code and the message.
    public var description: String {
        "InteractorError(\(code)): \(message)"
    }
}

// MARK: - Code

extension InteractorError {
    /// A stable, switchable code for an ``InteractorError``.
    ///
    /// New codes can be added without breaking a `switch` that has a `default` case.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        enum Storage: Hashable, Sendable {
            case failed
            case notRegistered
            case notCompleted
            case cancelled
            case interactorThrew
            case timedOut
            case listenersFailed
            case custom(Int)
        }

        let storage: Storage

        init(_ storage: Storage) {
            self.storage = storage
        }

        /// The interactor reported a failure of the use case (the default for ``InteractorError/init(message:code:)``).
        public static let failed = Code(.failed)
        /// No interactor is registered for the request's type.
        public static let notRegistered = Code(.notRegistered)
        /// The interactor let go of the request without completing it.
        public static let notCompleted = Code(.notCompleted)
        /// The task awaiting the execution was cancelled, or the interactor threw `CancellationError`.
        public static let cancelled = Code(.cancelled)
        /// The interactor threw an error that is not an `InteractorError`; see ``InteractorError/underlyingError``.
        public static let interactorThrew = Code(.interactorThrew)
        /// The execution took longer than its time limit (see ``TimeoutMiddleware``); the interactor was
        /// cancelled.
        public static let timedOut = Code(.timedOut)
        /// One or more listeners of a published event failed: ``InteractorError/listenerFailures`` lists each
        /// with its error. The other listeners ran.
        public static let listenersFailed = Code(.listenersFailed)

        /// A code of the app's own, a number the app gives each kind of failure.
        ///
        /// - Parameter value: A number the app defines.
        /// - Returns: A code equal to every other custom code with the same number.
        public static func custom(_ value: Int) -> Code {
            Code(.custom(value))
        }

        /// The code's name, such as `notRegistered` or `custom(42)`.
        public var description: String {
            switch storage {
            case .failed: "failed"
            case .notRegistered: "notRegistered"
            case .notCompleted: "notCompleted"
            case .cancelled: "cancelled"
            case .interactorThrew: "interactorThrew"
            case .timedOut: "timedOut"
            case .listenersFailed: "listenersFailed"
            case .custom(let value): "custom(\(value))"
            }
        }
    }
}

// MARK: - The executor's own errors

extension InteractorError {
    @usableFromInline
    static func notRegistered(_ requestType: Any.Type) -> InteractorError {
        InteractorError(
            message: "No interactor is registered for \(String(reflecting: requestType)). "
                + "Register one at start-up with executor.register(_:) before executing this request.",
            code: .notRegistered
        )
    }

    @usableFromInline
    static func notCompleted(_ requestType: Any.Type) -> InteractorError {
        InteractorError(
            message: "The interactor for \(String(reflecting: requestType)) let go of the request without "
                + "completing it. Every path through execute must call complete(with:) or fail(with:).",
            code: .notCompleted
        )
    }

    @usableFromInline
    static func cancelled(_ requestType: Any.Type) -> InteractorError {
        InteractorError(
            message: "The \(handling(of: requestType)) of \(String(reflecting: requestType)) was cancelled.",
            code: .cancelled
        )
    }

    static func timedOut(_ requestType: Any.Type, after limit: String) -> InteractorError {
        InteractorError(
            message: "The \(handling(of: requestType)) of \(String(reflecting: requestType)) took longer than its "
                + "time limit of "
                + "\(limit) and was cancelled.",
            code: .timedOut
        )
    }

    /// What is done with a request of `type`, for a message: an event is delivered, anything else executed.
    static func handling(of type: Any.Type) -> String {
        type is any InteractorEvent.Type ? "delivery" : "execution"
    }

    @usableFromInline
    static func nextCalledTwice(_ requestType: Any.Type, middleware: String) -> InteractorError {
        InteractorError(
            message: "The middleware \(middleware) called next a second time while executing "
                + "\(String(reflecting: requestType)); the rest of the pipeline runs at most once per call of "
                + "intercept. Use next.again(_:) for each further attempt of a retry.",
            code: .failed
        )
    }

    /// Maps anything an interactor, the middleware named `middleware` or the event listener named `listener`
    /// throws or fails with onto an `InteractorError`.
    @usableFromInline
    init(wrapping error: any Error, requestType: Any.Type, middleware: String? = nil, listener: String? = nil) {
        if let error = error as? InteractorError {
            self = error
        } else if error is CancellationError {
            self = .cancelled(requestType)
        } else {
            let thrower = middleware.map { "middleware \($0)" } ?? listener.map { "listener \($0)" } ?? "interactor"
            self.init(
                message: "The \(thrower) for \(String(reflecting: requestType)) threw \(error).",
                code: .interactorThrew
            )
            underlyingError = error
        }
    }
}

// MARK: - Listeners' failures

extension InteractorError {
    /// One listener's failure, in the error of a publish whose listeners failed (``Code/listenersFailed``).
    public struct ListenerFailure: Sendable, CustomStringConvertible {
        /// The listener's name: its ``EventListener/name``, or a subscription's.
        public let listener: String
        /// What it threw, as an `InteractorError`.
        public let error: InteractorError

        /// Creates a failure; the executor does, and so may tests of code that receives them.
        ///
        /// - Parameters:
        ///   - listener: The listener's name.
        ///   - error: What it threw.
        public init(listener: String, error: InteractorError) {
            self.listener = listener
            self.error = error
        }

        /// The listener's name and its error's message.
        public var description: String {
            "\(listener): \(error.message)"
        }
    }

    @usableFromInline
    static func listenersFailed(_ eventType: Any.Type, _ failures: [ListenerFailure]) -> InteractorError {
        let count = failures.count == 1 ? "1 listener" : "\(failures.count) listeners"
        var error = InteractorError(
            message: "\(count) of \(String(reflecting: eventType)) failed; the others ran. "
                + failures.map(\.description).joined(separator: "; "),
            code: .listenersFailed
        )
        error.listenerFailures = failures
        return error
    }
}
