public import UseCases

// MARK: - Codes

extension InteractorError.Code {
    /// A service the profile screen reads from failed; the message says why.
    public static let profileServiceFailed = InteractorError.Code.custom(2_001)
}

// MARK: - Errors the use cases report

extension InteractorError {
    /// Maps what a service threw onto the error the caller receives.
    init(serviceFailure error: any Error, fallback: String) {
        switch error {
        case let error as InteractorError:
            self = error
        case let error as ServiceError:
            self.init(message: error.message, code: .profileServiceFailed)
        case is CancellationError:
            self.init(message: "Cancelled.", code: .cancelled)
        default:
            self.init(message: fallback, code: .profileServiceFailed)
        }
    }
}
