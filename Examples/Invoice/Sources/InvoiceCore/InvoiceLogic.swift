public import UseCases

/// The composition root: creates the invoice form's use case with its plugin and registers it.
///
/// ```swift
/// let executor = InvoiceLogic.makeExecutor(directory: WebCustomerDirectory())
/// let form = InvoiceForm(executor: executor, decimalSeparator: ",")
/// ```
public enum InvoiceLogic {
    /// Creates an executor with the use case registered.
    ///
    /// - Parameter directory: Where customers come from.
    /// - Returns: A ready executor.
    public static func makeExecutor(directory: any CustomerDirectory) -> InteractorExecutor {
        let executor = InteractorExecutor()
        executor.register(FindCustomerInteractor(directory: directory))
        return executor
    }
}
