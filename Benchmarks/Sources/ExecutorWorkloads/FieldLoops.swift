import UseCases

/// An order form as a screen: four fields set its view model through commands, and the reducer computes
/// the total a label shows.
public struct OrderFormReducer: ScreenReducer {
    /// The form's values and its total.
    public struct ViewModel: Equatable, Sendable {
        var quantity: Int? = 3
        var price: FieldDecimal? = FieldDecimal(units: 123_45, fractionDigits: 1)
        var discount: Int? = 10
        var email = "ada@example.com"
        var total: FieldDecimal?
    }

    /// What the fields send.
    public enum Command: Sendable {
        case setQuantity(Int?)
        case setPrice(FieldDecimal?)
        case setDiscount(Int?)
        case setEmail(String)
    }

    /// Applies a command and recomputes the total: quantity × price, less the discount.
    public func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Never>] {
        switch command {
        case .setQuantity(let quantity): viewModel.quantity = quantity
        case .setPrice(let price): viewModel.price = price
        case .setDiscount(let discount): viewModel.discount = discount
        case .setEmail(let email): viewModel.email = email
        }
        if let quantity = viewModel.quantity, let price = viewModel.price {
            // In the price's fraction digits, truncated: a total the price field's format can show.
            let units = Int64(quantity) * price.units * Int64(100 - (viewModel.discount ?? 0)) / 100
            viewModel.total = FieldDecimal(units: units, fractionDigits: price.fractionDigits)
        } else {
            viewModel.total = nil
        }
        return []
    }
}

extension Loops {
    /// The unit price's format: two fraction digits, a decimal comma, a space between thousands.
    static let priceFormat = NumberFieldFormat(
        integerDigits: 9, fractionDigits: 2, decimalSeparator: ",", groupingSeparator: " ")

    /// `count` keystrokes in the price field of a form of four fields and a total label, all bound to one
    /// screen, each field with a view and a rule: each keystroke is decided, validated, written through a
    /// command, reduced, and reaches the label (`1 234,5` and `1 234,56` in turn).
    @MainActor
    public static func keystrokesThroughAForm(_ count: Int) -> Int {
        let screen = Screen(OrderFormReducer(), viewModel: .init(), executor: InteractorExecutor())
        let price = Field(
            priceFormat, binding: FieldBinding(screen, \.price, send: OrderFormReducer.Command.setPrice),
            rules: [.required("Enter a price.")])
        let quantity = Field(
            IntegerFieldFormat(integerDigits: 4),
            binding: FieldBinding(screen, \.quantity, send: OrderFormReducer.Command.setQuantity),
            rules: [.range(1...9999, "1 to 9999.")])
        let discount = Field(
            IntegerFieldFormat(integerDigits: 3),
            binding: FieldBinding(screen, \.discount, send: OrderFormReducer.Command.setDiscount),
            rules: [.range(0...100, "0 to 100 %.")])
        let email = Field(
            TextFieldFormat(), binding: FieldBinding(screen, \.email, send: OrderFormReducer.Command.setEmail),
            rules: [.required("Enter an e-mail address.")])
        var rendered = 0
        let views = [
            price.attach { rendered &+= $0.caret }, quantity.attach { rendered &+= $0.caret },
            discount.attach { rendered &+= $0.caret }, email.attach { rendered &+= $0.caret },
        ]
        let total = FieldLabel(screen, \.total) { total in total.map(priceFormat.text(for:)) ?? "-" }
        let label = total.attach { rendered &+= $0.utf8.count }
        for index in 0..<count {
            if index % 2 == 0 {
                price.edit(replacing: 7..<7, with: "6")
            } else {
                price.edit(replacing: 7..<8, with: "")
            }
        }
        withExtendedLifetime((views, label)) {}
        return rendered
    }

    /// The same trip written by hand, with no field or label: the keystroke decided by the format, the
    /// command sent, and the total formatted in the screen's render closure. The baseline of
    /// ``keystrokesThroughAForm(_:)``.
    @MainActor
    public static func keystrokesByHand(_ count: Int) -> Int {
        let screen = Screen(OrderFormReducer(), viewModel: .init(), executor: InteractorExecutor())
        var text = "1 234,5"
        var rendered = 0
        let view = screen.attach { viewModel in
            rendered &+= (viewModel.total.map(priceFormat.text(for:)) ?? "-").utf8.count
        }
        for index in 0..<count {
            let edit =
                index % 2 == 0
                ? priceFormat.edit(text, replacing: 7..<7, with: "6")
                : priceFormat.edit(text, replacing: 7..<8, with: "")
            if let edit {
                text = edit.text
                screen.send(.setPrice(edit.value))
            }
        }
        withExtendedLifetime(view) {}
        return rendered
    }
}

extension Loops {
    /// The 20-character price of the field benchmarks: fifteen integer digits, two fraction digits.
    static let widePriceFormat = NumberFieldFormat(
        integerDigits: 15, fractionDigits: 2, decimalSeparator: ",", groupingSeparator: " ")

    /// The same price regrouped as it is typed.
    static let regroupingPriceFormat = NumberFieldFormat(
        integerDigits: 15, fractionDigits: 2, decimalSeparator: ",", groupingSeparator: " ", groupsWhileTyping: true)

    /// A price field showing `1 234 567 890 123,4`, bound to closures that keep the value, with no view.
    @MainActor
    static func widePriceField() -> Field<NumberFieldFormat> {
        priceField(widePriceFormat, showing: FieldDecimal(units: 12_345_678_901_234, fractionDigits: 1))
    }

    /// A field of `format` showing `value`, bound to closures that keep it, with no view.
    @MainActor
    static func priceField(_ format: NumberFieldFormat, showing value: FieldDecimal) -> Field<NumberFieldFormat> {
        var stored = value as FieldDecimal?
        return Field(
            format,
            binding: FieldBinding(read: { stored }, write: { stored = $0 }, observe: { _ in FieldObservation {} }))
    }

    /// `count` edits through `field`: `typed` and a deletion of `deleted` in turn. Returns the carets' sum.
    @MainActor
    static func edits(
        _ count: Int, through field: Field<NumberFieldFormat>, typing typed: (range: Range<Int>, text: String),
        deleting deleted: Range<Int>
    ) -> Int {
        var carets = 0
        for index in 0..<count {
            let edit =
                index % 2 == 0
                ? field.edit(replacing: typed.range, with: typed.text) : field.edit(replacing: deleted, with: "")
            carets &+= edit?.caret ?? 0
        }
        return carets
    }

    /// `count` keystrokes decided by the format alone, with no field: a digit typed at the end of
    /// `1 234 567 890 123,4`.
    public static func formatKeystrokes(_ count: Int) -> Int {
        decisions(count, by: widePriceFormat, of: "1 234 567 890 123,4", typing: "5", at: 19)
    }

    /// `count` regrouping keystrokes decided by the format alone: a digit typed before `234 567 890 123,45`,
    /// which moves every separator.
    public static func formatRegroupingKeystrokes(_ count: Int) -> Int {
        decisions(count, by: regroupingPriceFormat, of: "234 567 890 123,45", typing: "1", at: 0)
    }

    /// `count` times the same insertion decided by `format`. Returns the carets' sum.
    static func decisions(
        _ count: Int, by format: NumberFieldFormat, of text: String, typing typed: String, at offset: Int
    )
        -> Int
    {
        var carets = 0
        for _ in 0..<count {
            carets &+= format.edit(text, replacing: offset..<offset, with: typed)?.caret ?? 0
        }
        return carets
    }

    /// `count` regrouping keystrokes through a price field showing `234 567 890 123,45`: a digit typed before
    /// it, then deleted, in turn; each moves every separator.
    @MainActor
    public static func regroupingEdits(_ count: Int) -> Int {
        let field = priceField(
            regroupingPriceFormat, showing: FieldDecimal(units: 23_456_789_012_345, fractionDigits: 2))
        return edits(count, through: field, typing: (0..<0, "1"), deleting: 0..<1)
    }

    /// `count` whole-text edits of a 20-character price field, as SwiftUI hands them over: a digit added at
    /// the end, then removed, in turn.
    @MainActor
    public static func wholeTextEdits(_ count: Int) -> Int {
        let field = widePriceField()
        var shown = 0
        for index in 0..<count {
            shown &+=
                field.replaceText(with: index % 2 == 0 ? "1 234 567 890 123,45" : "1 234 567 890 123,4").utf8.count
        }
        return shown
    }

    /// The same edits as ranges and replacements, through the same field: a keystroke through a field, the
    /// baseline of ``wholeTextEdits(_:)`` and ``regroupingEdits(_:)``.
    @MainActor
    public static func rangeEdits(_ count: Int) -> Int {
        edits(count, through: widePriceField(), typing: (19..<19, "5"), deleting: 19..<20)
    }
}
