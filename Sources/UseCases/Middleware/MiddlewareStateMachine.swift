/// The middleware added to an executor, in order, with their scopes: what decides each request type's
/// pipeline, and which scopes match no registered type.
///
/// Pure: the ``Registry`` keeps it under its lock and performs what it decides.
struct MiddlewareStateMachine: Sendable {
    /// One middleware as added: how to make its stage for a request type, and which types it is for.
    struct Entry: Sendable {
        let source: any StageSource
        let scope: MiddlewareScope
        /// Whether its scope was reported for matching no registered type, so that it is reported once.
        var isReported = false
    }

    private(set) var entries: [Entry] = []
    /// Whether registrations or middleware changed since scopes were last checked against registered types.
    private(set) var isCheckPending = false

    var isEmpty: Bool { entries.isEmpty }

    /// Appends a middleware: it runs inside those added before it.
    mutating func append(_ source: any StageSource, for scope: MiddlewareScope) {
        entries.append(Entry(source: source, scope: scope))
        registrationsChanged()
    }

    /// Notes that registrations changed, so that scoped middleware are checked again.
    mutating func registrationsChanged() {
        isCheckPending = entries.contains { !$0.scope.isAll && !$0.isReported }
    }

    /// The stages of `Request`'s pipeline, outermost first.
    func stages<Request: UseCaseRequest>(for requestType: Request.Type) -> [Stage<Request>] {
        entries.compactMap { entry in
            entry.scope.matches(requestType) ? entry.source.stage(for: requestType) : nil
        }
    }

    /// The names and scopes of the middleware that apply to `requestType`, outermost first.
    func descriptions(for requestType: any UseCaseRequest.Type) -> [(name: String, scope: MiddlewareScope)] {
        entries.filter { $0.scope.matches(requestType) }.map { ($0.source.name, $0.scope) }
    }

    /// The middleware whose scope can match no request type at all, whatever is registered, and were not
    /// reported yet, marked as reported.
    mutating func takeUnmatchable() -> [(name: String, scope: MiddlewareScope)] {
        var unmatchable: [(name: String, scope: MiddlewareScope)] = []
        for index in entries.indices where !entries[index].scope.canMatch && !entries[index].isReported {
            entries[index].isReported = true
            unmatchable.append((entries[index].source.name, entries[index].scope))
        }
        return unmatchable
    }

    /// The scoped middleware that match none of `registeredTypes` and were not reported yet, marked as
    /// reported; ends the pending check.
    mutating func takeUnmatched(
        registeredTypes: [any UseCaseRequest.Type]
    ) -> [(name: String, scope: MiddlewareScope)] {
        isCheckPending = false
        var unmatched: [(name: String, scope: MiddlewareScope)] = []
        for index in entries.indices where !entries[index].scope.isAll && !entries[index].isReported {
            let scope = entries[index].scope
            if !registeredTypes.contains(where: { scope.matches($0) }) {
                entries[index].isReported = true
                unmatched.append((entries[index].source.name, scope))
            }
        }
        return unmatched
    }
}

/// What a middleware was added as, able to make its stage for any request type its scope matches.
protocol StageSource: Sendable {
    var name: String { get }
    func stage<Request: UseCaseRequest>(for requestType: Request.Type) -> Stage<Request>?
}

/// A ``Middleware`` value: the same code for every request type.
struct MiddlewareSource: StageSource {
    let middleware: any Middleware

    var name: String { middleware.name }

    func stage<Request: UseCaseRequest>(for requestType: Request.Type) -> Stage<Request>? {
        Stage(name: middleware.name, body: .middleware(middleware))
    }
}

/// A closure added for one request type, which it receives typed.
struct ClosureSource<Scoped: UseCaseRequest>: StageSource {
    let name: String
    let body: Intercept<Scoped>

    func stage<Request: UseCaseRequest>(for requestType: Request.Type) -> Stage<Request>? {
        // Succeeds exactly when Request is Scoped, the one type this closure's scope matches.
        Stage<Scoped>(name: name, body: .closure(body)) as? Stage<Request>
    }
}
