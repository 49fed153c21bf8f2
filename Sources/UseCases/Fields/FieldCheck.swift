/// An asynchronous validation rule: a use case, executed through the ``InteractorExecutor``, says whether a
/// field's value is acceptable, such as whether a user name is free.
///
/// A field runs its check when its value changes and keeps every ``FieldRule``, so no use case is asked
/// about a value the rules already refuse. A check for a value that has since changed is cancelled, and its
/// answer is never applied. While a check runs, the field ``Field/isChecking`` and is not valid.
///
/// ```swift
/// func customerCheck(on executor: InteractorExecutor) -> FieldCheck<String> {
///     .execute(
///         { email in CheckCustomerRequest(email: email) },
///         on: executor,
///         message: { isKnown in isKnown ? nil : "No customer has this e-mail address." },
///         onError: { _ in "The customer list cannot be reached; try again." }
///     )
/// }
/// ```
public struct FieldCheck<Value: Sendable>: Sendable {
    /// Checks a value: returns the message to show, or `nil` when the value passes.
    let run: @Sendable (Value) async -> String?

    /// Creates a check that executes a use case for each value.
    ///
    /// - Parameters:
    ///   - request: The request that checks a value.
    ///   - executor: Executes it.
    ///   - message: The message the response calls for, or `nil` when the value passes.
    ///   - onError: The message to show when the use case fails, with `.cancelled` too when the use case
    ///     ended so by itself; `nil` lets the value pass. It is not asked when the field cancelled the check
    ///     (for a newer value, or when it was deactivated), whose answer is ignored.
    /// - Returns: The check.
    public static func execute<Request: InteractorRequest>(
        _ request: @escaping @Sendable (Value) -> Request,
        on executor: InteractorExecutor,
        message: @escaping @Sendable (Request.Response) -> String?,
        onError: @escaping @Sendable (InteractorError) -> String?
    ) -> FieldCheck {
        FieldCheck { value in
            do throws(InteractorError) {
                return message(try await executor.execute(request(value)))
            } catch {
                // Only the field cancels a check that no longer counts, and ignores its answer; a use case that
                // ends with `.cancelled` by itself has failed the check.
                return Task.isCancelled ? nil : onError(error)
            }
        }
    }
}
