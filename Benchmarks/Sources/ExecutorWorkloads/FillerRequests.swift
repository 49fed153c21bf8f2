import UseCases

/// Makes thousands of distinct request types at run time, to fill an executor's registry.
///
/// Each filler type is `FillerRequest<Node<Node<Node<Node<Root, Dᵃ>, Dᵇ>, Dᶜ>, Dᵈ>>`, one per four-digit
/// number, so 10,000 distinct types need only these few declarations. Their metadata is made when first
/// used, which happens while building the registrars, outside any measurement.
public enum FillerRequests {
    /// Registers one filler type's interactor with the executor it is given.
    public typealias Registrar = @Sendable (InteractorExecutor) -> Void

    /// One closure per filler type; each registers that type's interactor with the executor it is given.
    public static func registrars(count: Int) -> [Registrar] {
        precondition(count <= 10_000, "Only 10,000 filler types exist: four decimal digits.")
        var result: [Registrar] = []
        result.reserveCapacity(count)
        append(Root.self, depth: 4, limit: count, to: &result)
        return result
    }

    private static func append<Prefix>(_ prefix: Prefix.Type, depth: Int, limit: Int, to result: inout [Registrar]) {
        guard result.count < limit else { return }
        guard depth > 0 else {
            result.append { $0.register(FillerInteractor<Prefix>()) }
            return
        }
        for digit in 0..<10 {
            switch digit {
            case 0: append(Node<Prefix, D0>.self, depth: depth - 1, limit: limit, to: &result)
            case 1: append(Node<Prefix, D1>.self, depth: depth - 1, limit: limit, to: &result)
            case 2: append(Node<Prefix, D2>.self, depth: depth - 1, limit: limit, to: &result)
            case 3: append(Node<Prefix, D3>.self, depth: depth - 1, limit: limit, to: &result)
            case 4: append(Node<Prefix, D4>.self, depth: depth - 1, limit: limit, to: &result)
            case 5: append(Node<Prefix, D5>.self, depth: depth - 1, limit: limit, to: &result)
            case 6: append(Node<Prefix, D6>.self, depth: depth - 1, limit: limit, to: &result)
            case 7: append(Node<Prefix, D7>.self, depth: depth - 1, limit: limit, to: &result)
            case 8: append(Node<Prefix, D8>.self, depth: depth - 1, limit: limit, to: &result)
            default: append(Node<Prefix, D9>.self, depth: depth - 1, limit: limit, to: &result)
            }
        }
    }

    enum Root {}
    enum Node<Prefix, Digit> {}
    enum D0 {}
    enum D1 {}
    enum D2 {}
    enum D3 {}
    enum D4 {}
    enum D5 {}
    enum D6 {}
    enum D7 {}
    enum D8 {}
    enum D9 {}
}

/// A request type per `Tag`; nothing executes it, it only takes a place in the registry.
struct FillerRequest<Tag>: InteractorRequest {}

/// The interactor registered for `FillerRequest<Tag>`.
struct FillerInteractor<Tag>: Interactor {
    func execute(_ request: FillerRequest<Tag>, completion: consuming Completion<Void>) {
        completion.complete()
    }
}
