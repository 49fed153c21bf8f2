public import UseCases

/// An invoice's total: quantity × unit price, less the discount, in cents rounded half up; exact, with no
/// binary floating point.
public enum InvoiceTotal: Equatable, Sendable {
    /// A quantity (at least 1) or a unit price is missing, or the discount is outside 0 to 100.
    case incomplete
    /// The amount, with two fraction digits.
    case amount(FieldDecimal)
    /// The amount does not fit in the form's numbers.
    case tooLarge

    /// Computes a total.
    ///
    /// - Parameters:
    ///   - quantity: How many.
    ///   - unitPrice: The price of one, with at most two fraction digits (more are rounded half up).
    ///   - discount: The percentage off, from 0 to 100; `nil` for none.
    public init(quantity: Int?, unitPrice: FieldDecimal?, discount: Int?) {
        let discount = discount ?? 0
        guard let quantity, let unitPrice, quantity >= 1, unitPrice.units >= 0, (0...100).contains(discount) else {
            self = .incomplete
            return
        }
        guard let cents = Self.cents(of: unitPrice),
            let gross = Self.multiply(Int64(quantity), cents),
            let hundredths = Self.multiply(gross, Int64(100 - discount))
        else {
            self = .tooLarge
            return
        }
        // Hundredths of a cent, rounded half up to cents.
        let (rounded, overflow) = hundredths.addingReportingOverflow(50)
        self = overflow ? .tooLarge : .amount(FieldDecimal(units: rounded / 100, fractionDigits: 2))
    }

    /// A price in cents, rounded half up when it has more than two fraction digits.
    private static func cents(of price: FieldDecimal) -> Int64? {
        var units = price.units
        var digits = price.fractionDigits
        while digits > 2 {
            // Truncated down to three digits, then rounded on the third: half up, as for the exact value.
            units = digits == 3 && units % 10 >= 5 ? units / 10 + 1 : units / 10
            digits -= 1
        }
        while digits < 2 {
            guard let scaled = multiply(units, 10) else { return nil }
            units = scaled
            digits += 1
        }
        return units
    }

    private static func multiply(_ left: Int64, _ right: Int64) -> Int64? {
        let (product, overflow) = left.multipliedReportingOverflow(by: right)
        return overflow ? nil : product
    }
}
