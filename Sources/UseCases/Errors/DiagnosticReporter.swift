/// An executor's diagnostics handler, together with the request type of one execution, for reporting what
/// no caller will see. The word *diagnostics* names the handler, the closure an app gives; this carries it.
@usableFromInline
struct DiagnosticReporter: Sendable {
    @usableFromInline
    let handler: @Sendable (InteractorDiagnostic) -> Void
    @usableFromInline
    let requestType: any Any.Type

    @usableFromInline
    init(handler: @escaping @Sendable (InteractorDiagnostic) -> Void, requestType: any Any.Type) {
        self.handler = handler
        self.requestType = requestType
    }

    /// Hands a diagnostic about this execution to the handler.
    @usableFromInline
    func report(_ kind: InteractorDiagnostic.Kind, error: InteractorError? = nil, middleware: String? = nil) {
        handler(InteractorDiagnostic(kind: kind, requestType: requestType, error: error, middleware: middleware))
    }
}
