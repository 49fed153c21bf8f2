import TestSupport
import Testing
import UseCases

/// The law of the unmatched-middleware report, over seeded random orders of `register`, `registerLazily`,
/// `use`, `unregister` and executions: a scoped middleware is reported, once, exactly when an execution
/// finds no registered type that its scope matches (or, for a scope no type can match, when it is added),
/// so the order an app registers in never causes a report, and a middleware that never runs is reported.
@Suite struct UnmatchedMiddlewareLawTests {
    /// The request types the sequences register: one audited, two plain.
    private enum RequestType: CaseIterable {
        case audited, plainAsync, echo
    }

    /// What a middleware's scope matches.
    private enum Reach: CaseIterable {
        case audited, plainAsync, echo, everything, nothing

        func matches(_ type: RequestType) -> Bool {
            switch self {
            case .audited: type == .audited
            case .plainAsync: type == .plainAsync
            case .echo: type == .echo
            case .everything: true
            case .nothing: false
            }
        }

        var scope: MiddlewareScope? {
            switch self {
            case .audited: .requests(conformingTo: (any Audited.Type).self)
            case .plainAsync: .requests(ofType: PlainAsyncInteractor.Request.self)
            case .echo: .requests(ofType: EchoInteractor.Request.self)
            case .everything: nil
            // `(any Audited).self` names the existential, which no request type conforms to.
            case .nothing: .requests(conformingTo: (any Audited).self)
            }
        }
    }

    /// The model: what is registered, and each middleware added, with whether it was reported.
    private struct Model {
        var registered: Set<RequestType> = []
        var middleware: [(name: String, reach: Reach, isReported: Bool)] = []
        var reports: [String] = []

        mutating func use(_ name: String, _ reach: Reach) {
            middleware.append((name, reach, reach == .nothing))
            if reach == .nothing {
                reports.append(name)
            }
        }

        mutating func execute() {
            for index in middleware.indices where !middleware[index].isReported {
                let reach = middleware[index].reach
                if reach != .everything, !registered.contains(where: reach.matches) {
                    middleware[index].isReported = true
                    reports.append(middleware[index].name)
                }
            }
        }
    }

    @Test func aMiddlewareIsReportedExactlyWhenAnExecutionFindsNoRegisteredTypeItsScopeMatches() async {
        let seed = SeededGenerator.seed()
        var generator = SeededGenerator(seed: seed)
        for run in 0..<300 {
            let diagnostics = DiagnosticsRecorder()
            let executor = InteractorExecutor(diagnostics: diagnostics.handler)
            var model = Model()
            var steps: [String] = []
            for step in 0..<Int.random(in: 1...12, using: &generator) {
                switch Int.random(in: 0..<5, using: &generator) {
                case 0, 1:
                    let type = RequestType.allCases.randomElement(using: &generator) ?? .echo
                    let lazily = Bool.random(using: &generator)
                    register(type, lazily: lazily, on: executor)
                    model.registered.insert(type)
                    steps.append("\(lazily ? "registerLazily" : "register") \(type)")
                case 2:
                    let reach = Reach.allCases.randomElement(using: &generator) ?? .nothing
                    let name = "m\(step)-\(reach)"
                    if let scope = reach.scope {
                        executor.use(TrailMiddleware(label: name, trail: Recorder()), for: scope)
                    } else {
                        executor.use(TrailMiddleware(label: name, trail: Recorder()))
                    }
                    model.use("Trail(\(name))", reach)
                    steps.append("use \(name)")
                case 3:
                    let type = RequestType.allCases.randomElement(using: &generator) ?? .echo
                    unregister(type, from: executor)
                    model.registered.remove(type)
                    steps.append("unregister \(type)")
                default:
                    _ = try? await executor.execute(EchoInteractor.Request(text: "check"))
                    model.execute()
                    steps.append("execute")
                }
            }
            _ = try? await executor.execute(EchoInteractor.Request(text: "check"))
            model.execute()

            let reported = diagnostics.all.values.map { $0.middleware ?? "?" }
            #expect(
                reported == model.reports,
                "seed \(seed), run \(run): \(steps.joined(separator: ", ")), then execute")
            #expect(diagnostics.kinds().allSatisfy { $0 == .unmatchedMiddleware }, "seed \(seed), run \(run)")
        }
    }

    private func register(_ type: RequestType, lazily: Bool, on executor: InteractorExecutor) {
        switch (type, lazily) {
        case (.audited, false): executor.register(AuditedInteractor())
        case (.audited, true): executor.registerLazily { AuditedInteractor() }
        case (.plainAsync, false): executor.register(PlainAsyncInteractor())
        case (.plainAsync, true): executor.registerLazily { PlainAsyncInteractor() }
        case (.echo, false): executor.register(EchoInteractor())
        case (.echo, true): executor.registerLazily { EchoInteractor() }
        }
    }

    private func unregister(_ type: RequestType, from executor: InteractorExecutor) {
        switch type {
        case .audited: executor.unregister(AuditedInteractor.Request.self)
        case .plainAsync: executor.unregister(PlainAsyncInteractor.Request.self)
        case .echo: executor.unregister(EchoInteractor.Request.self)
        }
    }
}
