/// A model of a number's text for the laws of regrouping, written apart from the code they check: with `,`
/// as the decimal separator, what each scalar is, and where it starts in UTF-16, as a caret counts.
struct GroupedNumberText {
    /// What a scalar of the text is.
    enum Part: Equatable {
        /// A minus sign leading the text.
        case sign
        /// Before the decimal separator, and not a grouping separator.
        case integerDigit
        /// One of the grouping separator's scalars before the decimal separator.
        case groupingSeparator
        /// The decimal separator and what follows it.
        case fraction
    }

    /// Each scalar, with its UTF-16 offset and what it is.
    let scalars: [(scalar: Unicode.Scalar, offset: Int, part: Part)]

    /// Reads `text` under the grouping separator `grouping`, which stands for the three spaces when it is a
    /// space of some width.
    init(_ text: String, grouping: Character) {
        let spaces: Set<Unicode.Scalar> = [" ", "\u{A0}", "\u{202F}"]
        let groupings = grouping.unicodeScalars.allSatisfy(spaces.contains) ? spaces : Set(grouping.unicodeScalars)
        var offset = 0
        var isInFraction = false
        scalars = text.unicodeScalars.enumerated().map { index, scalar in
            defer { offset += scalar.utf16.count }
            isInFraction = isInFraction || scalar == ","
            let part: Part =
                if index == 0, scalar == "-" || scalar == "\u{2212}" {
                    .sign
                } else if isInFraction {
                    .fraction
                } else {
                    groupings.contains(scalar) ? .groupingSeparator : .integerDigit
                }
            return (scalar, offset, part)
        }
    }

    /// The scalars before the UTF-16 offset `caret` but the grouping separators: what regrouping keeps.
    func kept(before caret: Int = .max) -> [Unicode.Scalar] {
        scalars.filter { $0.offset < caret && $0.part != .groupingSeparator }.map(\.scalar)
    }
}
