public import UseCases

/// The invoice form's screen: its fields set the view model through commands, and every change
/// recomputes the total.
public struct InvoiceReducer: ScreenReducer {
    /// What the form holds and shows.
    public struct ViewModel: Equatable, Sendable {
        /// How many; `nil` while the field is empty.
        public var quantity: Int?
        /// The price of one.
        public var unitPrice: FieldDecimal?
        /// The percentage off; `nil` for none.
        public var discount: Int?
        /// The customer's e-mail address.
        public var email: String
        /// Quantity × unit price, less the discount.
        public var total: InvoiceTotal

        /// Creates a view model, with the total computed.
        ///
        /// - Parameters:
        ///   - quantity: How many.
        ///   - unitPrice: The price of one.
        ///   - discount: The percentage off.
        ///   - email: The customer's e-mail address.
        public init(quantity: Int? = 1, unitPrice: FieldDecimal? = nil, discount: Int? = nil, email: String = "") {
            self.quantity = quantity
            self.unitPrice = unitPrice
            self.discount = discount
            self.email = email
            self.total = InvoiceTotal(quantity: quantity, unitPrice: unitPrice, discount: discount)
        }
    }

    /// What the form's fields, and its owner, send.
    public enum Command: Equatable, Sendable {
        /// The quantity field changed.
        case setQuantity(Int?)
        /// The unit price field changed.
        case setUnitPrice(FieldDecimal?)
        /// The discount field changed.
        case setDiscount(Int?)
        /// The e-mail field changed.
        case setEmail(String)
        /// Empties the form for a new invoice.
        case clear
    }

    /// Creates the reducer.
    public init() {}

    /// Applies a command and recomputes the total; no effect: the e-mail's check is the field's.
    ///
    /// - Parameters:
    ///   - viewModel: The form.
    ///   - command: What changed.
    /// - Returns: No effect.
    public func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Never>] {
        switch command {
        case .setQuantity(let quantity): viewModel.quantity = quantity
        case .setUnitPrice(let price): viewModel.unitPrice = price
        case .setDiscount(let discount): viewModel.discount = discount
        case .setEmail(let email): viewModel.email = email
        case .clear: viewModel = ViewModel()
        }
        viewModel.total = InvoiceTotal(
            quantity: viewModel.quantity, unitPrice: viewModel.unitPrice, discount: viewModel.discount)
        return []
    }
}
