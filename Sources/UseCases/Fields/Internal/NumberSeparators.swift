/// How a number's text is read, scalar by scalar: the first scalar of a format's decimal separator and of
/// its grouping separator, which each keystroke compares every scalar of the text with, and the one rule
/// that says what a scalar that is not a digit stands for where it is.
struct NumberSeparators: Hashable, Sendable {
    /// What a scalar that is not a digit stands for in a number's text.
    enum Role: Hashable, Sendable {
        /// A minus sign leading the text.
        case sign
        /// The decimal separator: what follows it is the fraction.
        case decimalSeparator
        /// A grouping separator among the integer digits, which counts for nothing.
        case groupingSeparator
        /// None of these: a digit, or a scalar the format refuses there.
        case other
    }

    /// The grouping separator, as inserted when the text is regrouped.
    let grouping: Character?
    /// Whether the text may have a fraction, so that the decimal separator is one.
    private(set) var takesFraction: Bool
    private let decimalScalar: Unicode.Scalar?
    private let groupingScalar: Unicode.Scalar?
    private let isGroupingSpace: Bool

    /// Separators that read `decimal` and `grouping`; `grouping` is `nil` for none. Unless `takesFraction`,
    /// the decimal separator is refused, never taken for a grouping separator, so that the text of a value
    /// the format cannot show (`1234 5` for 1234.5 with a space for the decimal separator) reads as no other.
    init(decimal: Character, grouping: Character?, takesFraction: Bool) {
        self.grouping = grouping
        self.takesFraction = takesFraction
        decimalScalar = decimal.unicodeScalars.first
        groupingScalar = grouping?.unicodeScalars.first
        isGroupingSpace = groupingScalar.map(Self.isSpace) ?? false
    }

    /// The same separators, with a fraction taken whatever the format's: for a text the model set.
    var takingFraction: NumberSeparators {
        var separators = self
        separators.takesFraction = true
        return separators
    }

    /// What `scalar`, not a digit, stands for: a sign only as the first scalar, the decimal separator only
    /// once and only when the text takes a fraction, and a grouping separator only before the fraction.
    /// Reading, regrouping and the deletion of a grouping separator all ask this, so they never disagree.
    ///
    /// - Parameters:
    ///   - scalar: A scalar of the text.
    ///   - isFirst: Whether it is the text's first scalar.
    ///   - isInFraction: Whether the decimal separator came before it.
    /// - Returns: What it stands for; ``Role/other`` for a digit.
    func role(of scalar: Unicode.Scalar, isFirst: Bool, isInFraction: Bool) -> Role {
        if isFirst, Self.isMinus(scalar) { return .sign }
        if isInFraction { return .other }
        if scalar == decimalScalar { return takesFraction ? .decimalSeparator : .other }
        if scalar == groupingScalar || (isGroupingSpace && Self.isSpace(scalar)) { return .groupingSeparator }
        return .other
    }

    /// Whether `scalar` is a minus sign: a hyphen-minus, or the minus sign U+2212.
    static func isMinus(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || scalar == "\u{2212}"
    }

    /// A space, a no-break space or a narrow no-break space: a grouping separator that is one of them takes
    /// the others for itself, as locales print one and people type another.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\u{00A0}" || scalar == "\u{202F}"
    }
}
