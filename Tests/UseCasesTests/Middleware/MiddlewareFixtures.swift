import TestSupport
import UseCaseSpy
import UseCases

/// A protocol some test requests conform to, for scoping middleware by protocol.
protocol Audited: InteractorRequest {}

/// Answers with its request's number plus one, synchronously; audited.
struct AuditedInteractor: Interactor {
    struct Request: Audited {
        typealias Response = Int
        var number: Int
    }

    func execute(_ request: Request, completion: consuming Completion<Int>) {
        completion.complete(with: request.number + 1)
    }
}

/// Answers with its request's number plus one, as an async function; not audited.
struct PlainAsyncInteractor: AsyncInteractor {
    struct Request: InteractorRequest {
        typealias Response = Int
        var number: Int
    }

    func execute(_ request: Request) async throws -> Int {
        request.number + 1
    }
}

/// Middleware that writes its name into a shared trail before and after the rest of the pipeline.
struct TrailMiddleware: Middleware {
    let label: String
    let trail: Recorder<String>

    var name: String { "Trail(\(label))" }

    func intercept<Request: UseCaseRequest>(
        _ request: Request,
        next: Next<Request>
    ) async throws -> Request.Response {
        trail.append("\(label) before")
        defer { trail.append("\(label) after") }
        return try await next(request)
    }
}

/// Collects an executor's diagnostics.
final class DiagnosticsRecorder: Sendable {
    let all = Recorder<InteractorDiagnostic>()

    var handler: @Sendable (InteractorDiagnostic) -> Void {
        { [all] in all.append($0) }
    }

    func kinds() -> [InteractorDiagnostic.Kind] {
        all.values.map(\.kind)
    }
}

/// Fails with the custom code its request names.
struct CodeFailingInteractor: Interactor {
    struct Request: InteractorRequest {
        typealias Response = Int
        var code: Int
    }

    func execute(_ request: Request, completion: consuming Completion<Int>) {
        completion.fail(with: InteractorError(message: "failed with \(request.code)", code: .custom(request.code)))
    }
}

/// A ``TestClock`` that records every sleep: its length when it starts, and how it ended.
struct RecordingClock: Clock {
    let base = TestClock()
    /// The length of each sleep, in the order they started.
    let starts = Recorder<Duration>()
    /// "elapsed" or "cancelled" for each sleep that ended, in order.
    let ends = Recorder<String>()

    var now: TestClock.Instant { base.now }
    var minimumResolution: Duration { base.minimumResolution }

    func sleep(until deadline: TestClock.Instant, tolerance: Duration?) async throws {
        starts.append(now.duration(to: deadline))
        do {
            try await base.sleep(until: deadline, tolerance: tolerance)
            ends.append("elapsed")
        } catch {
            ends.append("cancelled")
            throw error
        }
    }
}
