import Testing
import UseCases

/// The registry under many request types: growth, and removal from the middle of collision runs.
@Suite struct RegistryTests {
    @Test func keepsHundredsOfTypesApartThroughRegisterAndUnregister() {
        let executor = InteractorExecutor()
        let types = ManyTypes.all
        for type in types {
            type.register(executor)
        }
        #expect(types.allSatisfy { $0.isRegistered(executor) })
        for (index, type) in types.enumerated() where index % 3 == 0 {
            #expect(type.unregister(executor))
        }
        for (index, type) in types.enumerated() {
            #expect(type.isRegistered(executor) == (index % 3 != 0))
        }
        for (index, type) in types.enumerated() where index % 3 == 0 {
            type.register(executor)
        }
        #expect(types.allSatisfy { $0.isRegistered(executor) })
    }

    @Test func keepsEachRegistrationsKindThroughGrowthAndRemoval() async {
        let executor = InteractorExecutor()
        let types = ManyTypes.all
        for (index, type) in types.enumerated() {
            index.isMultiple(of: 2) ? type.register(executor) : type.registerAsync(executor)
        }
        for (index, type) in types.enumerated() where index % 3 == 0 {
            #expect(type.unregister(executor))
        }
        for (index, type) in types.enumerated() where index % 3 == 0 && index % 6 != 0 {
            type.register(executor)  // was async: now a callback interactor
        }
        for (index, type) in types.enumerated() {
            let expected: String? =
                switch (index % 6 == 0, index.isMultiple(of: 2) || index % 3 == 0) {
                case (true, _): nil
                case (false, true): "callback"
                case (false, false): "async"
                }
            #expect(await type.answer(executor) == expected, "type #\(index)")
        }
    }
}

/// 216 distinct request types, `Many<Many<Many<Root, D>, D>, D>` for six digit types D.
private enum ManyTypes {
    struct Operations {
        let register: (InteractorExecutor) -> Void
        let registerAsync: (InteractorExecutor) -> Void
        /// Which kind of interactor answered an awaiting caller, or `nil` when none is registered.
        let answer: (InteractorExecutor) async -> String?
        let unregister: (InteractorExecutor) -> Bool
        let isRegistered: (InteractorExecutor) -> Bool
    }

    static var all: [Operations] {
        var result: [Operations] = []
        append(Root.self, depth: 3, to: &result)
        return result
    }

    private static func append<Prefix>(_ prefix: Prefix.Type, depth: Int, to result: inout [Operations]) {
        guard depth > 0 else {
            result.append(
                Operations(
                    register: { $0.register(NumberedInteractor<Prefix>()) },
                    registerAsync: { $0.register(AsyncNumberedInteractor<Prefix>()) },
                    answer: { try? await $0.execute(Numbered<Prefix>()) },
                    unregister: { $0.unregister(Numbered<Prefix>.self) },
                    isRegistered: { $0.isRegistered(Numbered<Prefix>.self) }
                )
            )
            return
        }
        append(Node<Prefix, D0>.self, depth: depth - 1, to: &result)
        append(Node<Prefix, D1>.self, depth: depth - 1, to: &result)
        append(Node<Prefix, D2>.self, depth: depth - 1, to: &result)
        append(Node<Prefix, D3>.self, depth: depth - 1, to: &result)
        append(Node<Prefix, D4>.self, depth: depth - 1, to: &result)
        append(Node<Prefix, D5>.self, depth: depth - 1, to: &result)
    }

    enum Root {}
    enum Node<Prefix, Digit> {}
    enum D0 {}
    enum D1 {}
    enum D2 {}
    enum D3 {}
    enum D4 {}
    enum D5 {}
}

private struct Numbered<Tag>: InteractorRequest {
    typealias Response = String
}

private struct NumberedInteractor<Tag>: Interactor {
    func execute(_ request: Numbered<Tag>, completion: consuming Completion<String>) {
        completion.complete(with: "callback")
    }
}

private struct AsyncNumberedInteractor<Tag>: AsyncInteractor {
    func execute(_ request: Numbered<Tag>) async throws -> String {
        "async"
    }
}
