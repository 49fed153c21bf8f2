public import UseCases

/// The invoice form: its fields and its total, bound to the invoice screen, in one group.
///
/// Built once, before any view; a view (the terminal's renderer, or a test's `FieldTest`) attaches to each
/// field later.
@MainActor
public final class InvoiceForm {
    /// The screen whose view model the fields set.
    public let screen: Screen<InvoiceReducer>
    /// How many: a whole number from 1 to 9999.
    public let quantity: Field<IntegerFieldFormat>
    /// The price of one: a decimal with two fraction digits and the app's separators, grouped as it is
    /// typed.
    public let unitPrice: Field<NumberFieldFormat>
    /// The percentage off, from 0 to 100; empty for none.
    public let discount: Field<IntegerFieldFormat>
    /// The customer's e-mail address, which the customer directory must know.
    public let email: Field<TextFieldFormat>
    /// The total, updated as the user types.
    public let total: FieldLabel<InvoiceTotal>
    /// All of the above, activated and deactivated together.
    public let group: FieldGroup

    /// Creates the form over a new screen.
    ///
    /// - Parameters:
    ///   - executor: Executes the e-mail's check.
    ///   - decimalSeparator: The unit price's decimal separator, from the user's locale; `.` or `,`.
    public init(executor: InteractorExecutor, decimalSeparator: Character = ".") {
        let screen = Screen(InvoiceReducer(), viewModel: .init(), executor: executor)
        let grouping: Character = decimalSeparator == "," ? " " : ","
        let money = NumberFieldFormat(
            integerDigits: 7, fractionDigits: 2, decimalSeparator: decimalSeparator, groupingSeparator: grouping,
            minimumFractionDigits: 2, groupsWhileTyping: true)
        // Room for every total an Int64 of hundredths of a cent can hold, so that all are grouped.
        let totals = NumberFieldFormat(
            integerDigits: 16, fractionDigits: 2, decimalSeparator: decimalSeparator, groupingSeparator: grouping,
            minimumFractionDigits: 2)
        self.screen = screen
        quantity = Field(
            IntegerFieldFormat(integerDigits: 4),
            binding: FieldBinding(screen, \.quantity, send: InvoiceReducer.Command.setQuantity),
            rules: [.required("Enter a quantity."), .range(1...9999, "Order from 1 to 9999.")])
        unitPrice = Field(
            money,
            binding: FieldBinding(screen, \.unitPrice, send: InvoiceReducer.Command.setUnitPrice),
            rules: [.required("Enter a unit price.")])
        discount = Field(
            IntegerFieldFormat(integerDigits: 3),
            binding: FieldBinding(screen, \.discount, send: InvoiceReducer.Command.setDiscount),
            rules: [.range(0...100, "A discount is from 0 to 100 %.")])
        email = Field(
            TextFieldFormat(),
            binding: FieldBinding(screen, \.email, send: InvoiceReducer.Command.setEmail),
            writing: .everyEdit,
            rules: [.required("Enter the customer's e-mail address."), Self.looksLikeAnAddress],
            check: .execute(
                { FindCustomerRequest(email: $0) }, on: executor,
                message: { customer in customer == nil ? "No customer has this e-mail address." : nil },
                onError: { _ in "The customer directory cannot be reached; try again." }))
        total = FieldLabel(screen, \.total) { total in Self.text(for: total, in: totals) }
        group = FieldGroup([quantity, unitPrice, discount, email, total])
    }

    /// Whether every field is valid and no check is running: the invoice can be made out.
    public var isComplete: Bool {
        group.isValid
    }

    /// `name@host.domain`: one `@`, a name before it, and after it two or more labels separated by single
    /// dots, with no space; an empty field is the required rule's.
    static let looksLikeAnAddress = FieldRule<String>("Enter an e-mail address, such as ada@example.com.") { text in
        guard !text.isEmpty else { return true }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }

    /// The total as the label shows it, with the unit price's separators.
    static func text(for total: InvoiceTotal, in format: NumberFieldFormat) -> String {
        switch total {
        case .incomplete: "-"
        case .amount(let amount): format.text(for: amount)
        case .tooLarge: "too large"
        }
    }
}
