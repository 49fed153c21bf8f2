public import UseCases

// MARK: - Codes

extension InteractorError.Code {
    /// No item in the list has the identifier the request names.
    public static let todoNotFound = InteractorError.Code.custom(1_001)
    /// The title is empty once surrounding white space is removed.
    public static let invalidTodoTitle = InteractorError.Code.custom(1_002)
    /// The list could not be read or stored; the message names the file and says why.
    public static let todoStorageFailed = InteractorError.Code.custom(1_003)
}

// MARK: - Errors the use cases report

extension InteractorError {
    static func todoNotFound(_ id: Int) -> InteractorError {
        InteractorError(message: "There is no to-do #\(id). Run 'todo list' to see the numbers.", code: .todoNotFound)
    }

    static let emptyTodoTitle = InteractorError(
        message: "A to-do needs a title that is not empty.",
        code: .invalidTodoTitle
    )

    /// Maps what a use case or its gateway threw onto the error the caller receives: an `InteractorError` as
    /// it is, and anything else, which only a gateway throws, as ``InteractorError/Code/todoStorageFailed``.
    init(todoFailure error: any Error) {
        switch error {
        case let error as InteractorError:
            self = error
        case let error as TodoGatewayError:
            self.init(message: error.message, code: .todoStorageFailed)
        default:
            self.init(message: "The list could not be read or stored: \(error)", code: .todoStorageFailed)
        }
    }
}
