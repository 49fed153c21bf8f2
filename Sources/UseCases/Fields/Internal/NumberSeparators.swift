/// The separators a number's text is read by: the first scalar of a format's decimal separator and of its
/// grouping separator, which each keystroke compares every scalar of the text with.
struct NumberSeparators: Hashable, Sendable {
    /// The grouping separator, as inserted when the text is regrouped.
    let grouping: Character?
    private let decimalScalar: Unicode.Scalar?
    private let groupingScalar: Unicode.Scalar?
    private let isGroupingSpace: Bool

    /// Separators that read `decimal` and `grouping`; `grouping` is `nil` for none.
    init(decimal: Character, grouping: Character?) {
        self.grouping = grouping
        decimalScalar = decimal.unicodeScalars.first
        groupingScalar = grouping?.unicodeScalars.first
        isGroupingSpace = groupingScalar.map(Self.isSpace) ?? false
    }

    /// Whether `scalar` is the decimal separator.
    func isDecimal(_ scalar: Unicode.Scalar) -> Bool {
        scalar == decimalScalar
    }

    /// Whether `scalar` is the grouping separator. When that is a space, a no-break space or a narrow
    /// no-break space, the three are taken for one another, as locales print one and people type another.
    func isGrouping(_ scalar: Unicode.Scalar) -> Bool {
        scalar == groupingScalar || (isGroupingSpace && Self.isSpace(scalar))
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\u{00A0}" || scalar == "\u{202F}"
    }
}
