import Testing

@testable import UseCases

/// Regrouping on its own: for any text and any digit count, right or wrong, it writes inside its buffer (a
/// debug build checks every write) and keeps everything but the integer part's grouping separators.
@Suite struct FieldGroupingTests {
    /// Separators of one, two and three UTF-8 bytes: a space, the Arabic thousands separator, U+202F.
    private static let groupings: [Character] = [" ", "٬", "\u{202F}"]

    /// The law, over random texts of digits of one to four UTF-8 bytes (`𝟗` is two UTF-16 units), signs,
    /// separators and stray scalars, with a digit count that is as often wrong as right.
    @Test(arguments: groupings)
    func randomTextsKeepTheirScalarsAndAreGroupedByTheDigitCount(grouping: Character) {
        let seed = SeededGenerator.seed()
        var generator = SeededGenerator(seed: seed)
        let separators = NumberSeparators(decimal: ",", grouping: grouping, takesFraction: true)
        let alphabet: [Character] = ["1", "0", "٣", "𝟗", "１", ",", grouping, " ", "\u{A0}", "x"]
        let signs = ["", "", "-", "\u{2212}"]  // First, as in every text the format accepts.
        for _ in 0..<2_000 {
            let sign = signs.randomElement(using: &generator) ?? ""
            let text =
                sign
                + String(
                    (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                        alphabet.randomElement(using: &generator) ?? "1"
                    })
            let digits = integerDigits(of: text, grouping)
            let claimed = Bool.random(using: &generator) ? digits : Int.random(in: -4...20, using: &generator)
            let caret = Int.random(in: 0...text.utf16.count, using: &generator)
            let context = "seed \(seed): \"\(text)\", \(claimed) digits, caret \(caret)"

            let (grouped, newCaret) = FieldGrouping.regrouped(
                text, caret: caret, integerDigits: claimed, separators: separators)

            #expect(kept(grouped, grouping) == kept(text, grouping), "\(context) gave \"\(grouped)\"")
            #expect(
                kept(grouped, grouping, before: newCaret) == kept(text, grouping, before: caret),
                "\(context) gave \"\(grouped)\", caret \(newCaret)")
            #expect(
                separatedIndices(grouped, grouping) == Set(1..<max(digits, 1)).filter { (claimed - $0) % 3 == 0 },
                "\(context) gave \"\(grouped)\"")
        }
    }

    /// The tightest case of the buffer's bound: a separator before every third digit from the second on,
    /// with no separator in the text to make room.
    @Test(arguments: groupings)
    func theMostSeparatorsForTheTextsLengthFit(grouping: Character) {
        let separators = NumberSeparators(decimal: ",", grouping: grouping, takesFraction: true)
        let separator = String(grouping)
        let cases = [("12", "1\(separator)2"), ("12345", "1\(separator)234\(separator)5")]
        for (text, expected) in cases {
            let claimed = 1  // Separators before digit indices 1, 4, 7...
            let grouped = FieldGrouping.regrouped(text, caret: 0, integerDigits: claimed, separators: separators)
            #expect(grouped.text == expected)
        }
    }

    /// How many integer digits `text` has.
    private func integerDigits(of text: String, _ grouping: Character) -> Int {
        GroupedNumberText(text, grouping: grouping).scalars.filter { $0.part == .integerDigit }.count
    }

    /// The scalars of `text` (up to the UTF-16 offset `caret`) but the grouping separators before the
    /// decimal separator.
    private func kept(_ text: String, _ grouping: Character, before caret: Int = .max) -> [Unicode.Scalar] {
        GroupedNumberText(text, grouping: grouping).kept(before: caret)
    }

    /// The indices, among the integer digits of `text`, of those a grouping separator stands before.
    private func separatedIndices(_ text: String, _ grouping: Character) -> Set<Int> {
        var indices: Set<Int> = []
        var digit = 0
        var isAfterSeparator = false
        for (_, _, part) in GroupedNumberText(text, grouping: grouping).scalars {
            if part == .groupingSeparator { isAfterSeparator = true }
            guard part == .integerDigit else { continue }
            if isAfterSeparator { indices.insert(digit) }
            isAfterSeparator = false
            digit += 1
        }
        return indices
    }
}
