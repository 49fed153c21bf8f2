/// A use case that sends elements while it runs, then returns its response or throws.
///
/// ```swift
/// struct ImportTodosInteractor: StreamInteractor {
///     let gateway: any TodoGateway
///
///     func execute(
///         _ request: ImportTodosRequest,
///         elements: ElementSender<ImportProgress>
///     ) async throws -> ImportSummary {
///         for (index, line) in request.lines.enumerated() {
///             try await gateway.add(title: line)
///             try await elements.send(ImportProgress(done: index + 1, of: request.lines.count))
///         }
///         return ImportSummary(added: request.lines.count)
///     }
/// }
/// ```
///
/// Register it like any interactor, with ``InteractorExecutor/register(_:)-3hocb``; callers receive its
/// elements with ``InteractorExecutor/stream(_:)`` or
/// ``InteractorExecutor/execute(_:isolation:onElement:onComplete:onError:)``.
///
/// ## Implementation requirements
/// Send each element with `try await elements.send(_:)`, from any task of the use case. It waits while the
/// consumer is behind (see ``StreamRequest/bufferedElements``), and throws `CancellationError` once nobody
/// will receive elements: let it end the use case. The consumer stopping also cancels the use case's task, so long work
/// between elements sees `Task.isCancelled`. Throw an ``InteractorError`` to give the caller a message and
/// code, as an ``AsyncInteractor`` does.
public protocol StreamInteractor<Request>: Sendable {
    /// The request this interactor handles; its type is the key the executor registers it under.
    associatedtype Request: StreamRequest

    /// Performs the use case for one request.
    ///
    /// - Parameters:
    ///   - request: The parameters of this execution.
    ///   - elements: Sends elements to the caller while the use case runs.
    /// - Returns: The response, which the caller receives after every element.
    /// - Throws: An ``InteractorError``, or any error, which the caller receives wrapped in one.
    func execute(_ request: Request, elements: ElementSender<Request.Element>) async throws -> Request.Response
}

extension StreamInteractor {
    /// Runs the interactor and turns what it returns or throws into an outcome.
    @inlinable
    nonisolated(nonsending) func outcome(
        for request: Request,
        elements: ElementSender<Request.Element>
    ) async -> Outcome<Request.Response> {
        do {
            return .success(try await execute(request, elements: elements))
        } catch {
            return .failure(InteractorError(wrapping: error, requestType: Request.self))
        }
    }
}
