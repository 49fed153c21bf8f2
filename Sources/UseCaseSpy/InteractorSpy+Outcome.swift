public import UseCases

extension InteractorSpy {
    /// How the spy answers one execution.
    ///
    /// Script a standing outcome with ``InteractorSpy/respond(with:)`` and its siblings, or queue one-shot
    /// outcomes with ``InteractorSpy/enqueue(_:)``:
    ///
    /// ```swift
    /// func findNothingThenFailThenHold(_ search: InteractorSpy<SearchRequest>) {
    ///     search.enqueue(.response([]), .failure(InteractorError(message: "Offline.")), .hold)
    /// }
    /// ```
    public struct Outcome: Sendable {
        let plan: Plan<Request>

        /// The execution completes with this response.
        ///
        /// - Parameter response: The response the caller receives.
        /// - Returns: The outcome.
        public static func response(_ response: Response) -> Outcome {
            Outcome(plan: .respond(response))
        }

        /// The execution fails with this error.
        ///
        /// - Parameter error: An `InteractorError`, or any error, which the caller receives wrapped in one.
        /// - Returns: The outcome.
        public static func failure(_ error: any Error) -> Outcome {
            Outcome(plan: .fail(error))
        }

        /// The execution stays open until the test ends it with
        /// ``InteractorSpy/completeHeld(with:fileID:filePath:line:column:)`` or
        /// ``InteractorSpy/failHeld(with:fileID:filePath:line:column:)``.
        public static var hold: Outcome {
            Outcome(plan: .hold)
        }

        /// The execution runs a closure, in a new task, and completes with what it returns or throws.
        ///
        /// - Parameter body: Computes the response from the request; an error it throws reaches the caller.
        /// - Returns: The outcome.
        public static func run(_ body: @escaping @Sendable (Request) async throws -> Response) -> Outcome {
            Outcome(plan: .run(body))
        }
    }
}

// MARK: - Void responses

extension InteractorSpy.Outcome where Request.Response == Void {
    /// The execution completes; the use case answers with nothing.
    public static var success: Self {
        .response(())
    }
}
