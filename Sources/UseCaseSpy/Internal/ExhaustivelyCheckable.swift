import UseCases

/// A spy that a ``TestExecutor`` can ask, at the end of a test, what the test left unchecked.
protocol ExhaustivelyCheckable: Sendable {
    /// One message per problem, each naming the request type and saying what to do; empty when all is checked.
    func exhaustivityProblems() -> [String]
    /// The consumers' sides of the streams the spy holds open: reported as held, so not again as unconsumed.
    func heldStreams() -> [ObjectIdentifier]
    /// Where the spy was created, for failures that have no better place to point at.
    var callSite: CallSite { get }
}

extension ExhaustivelyCheckable {
    func heldStreams() -> [ObjectIdentifier] {
        []
    }
}
