#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The middleware that apply to one request type, in the order they were added, in front of its interactor.
///
/// Built when the interactor is registered or middleware is added (see ``Registry``), so an execution only
/// runs it. Stage `0` is the outermost middleware: the first one added. A registration with a pipeline is
/// an `.async` registration whose closure runs it, so the executor runs it as it runs any `async`
/// interactor, and executions without middleware carry none of it.
///
/// Everything runs on the caller's actor: middleware and ``Next`` are `nonisolated(nonsending)`, and
/// `isolation` is passed on to the interactor, so a caller on the main actor never leaves it. The code that
/// runs the stages, ``run(_:_:_:route:from:calledBy:isolation:)``, is specialized where the interactor was
/// registered and reaches the pipeline as ``Registration/runPipeline``: made here, in generic code, it
/// would not be (`Benchmarks/README.md`, "Middleware").
@usableFromInline
final class Pipeline<Request: UseCaseRequest>: Sendable {
    @usableFromInline
    typealias Response = Request.Response

    /// ``run(_:_:_:route:from:calledBy:isolation:)``, specialized for `Request`.
    @usableFromInline
    typealias Run =
        @Sendable (
            _ pipeline: Pipeline<Request>, _ calls: Calls?, _ request: Request, _ route: StreamRoute?,
            _ index: Int, _ isNext: Bool, isolated (any Actor)?
        ) async throws(InteractorError) -> Response

    @usableFromInline
    let stages: [Stage<Request>]
    /// The registration the pipeline wraps: the interactor alone.
    @usableFromInline
    let interactor: Registration<Request>
    /// Where a middleware that called `next` twice, or an interactor that completed twice, is reported.
    @usableFromInline
    let diagnostics: DiagnosticReporter

    init(
        stages: [Stage<Request>],
        interactor: Registration<Request>,
        diagnostics: @escaping @Sendable (InteractorDiagnostic) -> Void
    ) {
        self.stages = stages
        self.interactor = interactor
        self.diagnostics = DiagnosticReporter(handler: diagnostics, requestType: Request.self)
    }

    /// Runs an execution through the pipeline from stage `index` on, then the interactor.
    ///
    /// The caller's execution starts with no `calls`, and gets its own at its first stage, as does a retry's
    /// attempt. For the `next` of the middleware before stage `index` (`isNext`), the first call runs the
    /// rest and later ones are reported and answered with an error; for the caller or a retry, it just runs.
    /// Stage `index` gets a ``Next`` for the stage after it. What its middleware returns or throws is the
    /// stage's outcome, unless it called `next` twice: then the first call's.
    @inlinable
    static func run(
        _ pipeline: Pipeline<Request>,
        _ calls: Calls?,
        _ request: Request,
        route: StreamRoute?,
        from index: Int,
        calledBy isNext: Bool,
        isolation: isolated (any Actor)?
    ) async throws(InteractorError) -> Response {
        if let calls, isNext, !calls.begin(index - 1) {
            let name = pipeline.stages[index - 1].name
            pipeline.diagnostics.report(.nextCalledTwice, middleware: name)
            throw .nextCalledTwice(Request.self, middleware: name)
        }
        let outcome: Outcome<Response>
        if index < pipeline.stages.count {
            let stage = pipeline.stages[index]
            let next = Next(
                pipeline: pipeline, calls: calls ?? Calls(for: pipeline), route: route, index: index + 1)
            do {
                outcome = next.calls.outcome(index, returned: .success(try await stage.intercept(request, next)))
            } catch {
                let thrown = InteractorError(wrapping: error, requestType: Request.self, middleware: stage.name)
                outcome = next.calls.outcome(index, returned: .failure(thrown))
            }
        } else {
            outcome = await pipeline.interactor.outcome(
                for: request, route: route, diagnostics: pipeline.diagnostics, isolation: isolation)
        }
        if let calls, isNext {
            calls.end(index - 1, with: outcome)
        }
        return try outcome.get()
    }
}

// MARK: - One execution's calls of `next`

extension Pipeline {
    /// One execution through the pipeline: for each stage, a ``NextCallStateMachine`` of the calls its middleware
    /// made to `next`, under one lock.
    ///
    /// The pipeline's only allocation for an execution, whatever the number of stages (a retry's attempt
    /// gets one of its own): a buffer whose header is the pipeline and whose elements are the records, with
    /// the lock after them.
    @usableFromInline
    struct Calls: @unchecked Sendable {
        // @unchecked: the buffer's header, the pipeline, never changes; its records are read and written only
        // under its lock, in withRecord(_:_:).
        @usableFromInline
        let buffer: Buffer

        /// The calls of an execution that is about to run through `pipeline`.
        @inlinable
        init(for pipeline: Pipeline<Request>) {
            buffer = Buffer.make(for: pipeline)
        }

        /// Records a call of stage `index`'s `next`; returns whether it is the first.
        @inlinable
        func begin(_ index: Int) -> Bool {
            buffer.withRecord(index) { $0.begin() }
        }

        /// Records what the first call of stage `index`'s `next` answered.
        @inlinable
        func end(_ index: Int, with outcome: Outcome<Response>) {
            buffer.withRecord(index) { $0.end(with: outcome) }
        }

        /// The outcome of stage `index`, given what its middleware returned or threw.
        @inlinable
        func outcome(_ index: Int, returned: Outcome<Response>) -> Outcome<Response> {
            buffer.withRecord(index) { $0.outcome(returned: returned) }
        }
    }

    /// The storage of ``Calls``.
    @usableFromInline
    final class Buffer: ManagedBuffer<Pipeline<Request>, NextCallStateMachine<Response>> {
        @inlinable
        static func make(for pipeline: Pipeline<Request>) -> Buffer {
            let count = pipeline.stages.count
            // Sound: `create` makes an instance of the class it is called on, which is this one.
            let buffer = unsafeDowncast(create(minimumCapacity: count + lockSlots) { _ in pipeline }, to: Buffer.self)
            buffer.withUnsafeMutablePointerToElements { records in
                records.initialize(repeating: NextCallStateMachine(), count: count)
                // The memory past the records was bound to their type by `create`: bind the lock's part to its own.
                let lock = UnsafeMutableRawPointer(records + count).alignedUp(for: LockPrimitive.self)
                Lock.initialize(lock.bindMemory(to: LockPrimitive.self, capacity: 1))
            }
            return buffer
        }

        deinit {
            // The records and the lock are still alive in `deinit`; ended here, once, and the pointers not kept.
            withUnsafeMutablePointers { pipeline, records in
                let count = pipeline.pointee.stages.count
                Lock.destroy(Self.lock(after: records, count: count))
                records.deinitialize(count: count)
            }
        }

        /// How many records' worth of memory the lock takes after the records, aligned.
        @inlinable
        static var lockSlots: Int {
            let record = MemoryLayout<NextCallStateMachine<Response>>.stride
            return (MemoryLayout<LockPrimitive>.stride + MemoryLayout<LockPrimitive>.alignment + record - 1) / record
        }

        /// The lock, past the `count` records, aligned for its type.
        @inlinable
        static func lock(
            after records: UnsafeMutablePointer<NextCallStateMachine<Response>>,  // This buffer's elements.
            count: Int
        ) -> UnsafeMutablePointer<LockPrimitive> {
            // Inside the buffer: `lockSlots` records' worth past the `count` records leaves room to align the lock.
            let end = UnsafeMutableRawPointer(records + count)
            return end.alignedUp(for: LockPrimitive.self).assumingMemoryBound(to: LockPrimitive.self)
        }

        /// Runs `body` with the record of stage `index`, under the lock.
        @inlinable
        func withRecord<Result>(_ index: Int, _ body: (inout NextCallStateMachine<Response>) -> Result) -> Result {
            // Through the pointers, not `header`: a class's stored property is checked for exclusive access. The
            // pointers are used inside the closure only, and `index` is a stage's, below the records' count.
            withUnsafeMutablePointers { pipeline, records in
                let lock = Self.lock(after: records, count: pipeline.pointee.stages.count)
                Lock.lock(lock)
                defer { Lock.unlock(lock) }
                return body(&records[index])
            }
        }
    }
}

// MARK: - A stage

/// One middleware in a ``Pipeline``, ready to run for the pipeline's request type.
@usableFromInline
struct Stage<Request: UseCaseRequest>: Sendable {
    /// What the stage runs: a ``Middleware`` value, called directly, or the closure of `use(for:)`.
    @usableFromInline
    enum Body: Sendable {
        case middleware(any Middleware)
        case closure(Intercept<Request>)
    }

    @usableFromInline
    let name: String
    @usableFromInline
    let body: Body

    /// Runs the stage's middleware on the caller's actor.
    @inlinable
    nonisolated(nonsending) func intercept(_ request: Request, _ next: Next<Request>) async throws -> Request.Response {
        switch body {
        case .middleware(let middleware):
            try await middleware.intercept(request, next: next)
        case .closure(let intercept):
            try await intercept(request, next)
        }
    }
}

/// A middleware's code for one request type: what ``Middleware/intercept(_:next:)`` and the closures of
/// `use(for:)` are. It runs on the caller's actor.
@usableFromInline
typealias Intercept<Request: UseCaseRequest> =
    nonisolated(nonsending) @Sendable (Request, Next<Request>) async throws -> Request.Response
