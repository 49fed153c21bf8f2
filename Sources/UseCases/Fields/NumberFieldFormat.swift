/// How a field for an integer or a decimal decides each keystroke: which edits it accepts, the text and the
/// caret after them, and the value the text stands for. A pure value: the same edit always gets the same
/// answer.
///
/// Only a text that can still become a valid number is accepted, so that no invalid number can be typed;
/// the intermediate states on the way are accepted, and their value is:
///
/// | text | value |
/// |---|---|
/// | `""` | `nil`: nothing typed |
/// | `"-"` | `nil`: a sign, no digit yet |
/// | `"0,"` (comma as the decimal separator) | `0` |
/// | `"1."` | `1` |
/// | `"-.5"` | `-0.5` |
///
/// Digits of every script are accepted (Arabic-Indic `١٢٣`, Persian `۱۲۳`, Devanagari `१२३`, full-width
/// `１２３`: every scalar whose numeric type is decimal), and so are both minus signs, `-` and U+2212 `−`;
/// the value is a number, whatever the script. Values are shown in the digits of ``zeroDigit``, ASCII
/// unless the app chooses its locale's.
///
/// The app passes its locale's separators. A grouping separator may be typed or pasted anywhere before the decimal
/// separator (`"1 234,50"`) and counts for nothing; unless ``groupsWhileTyping``, an edit is never reformatted as it is
/// typed, so the caret never jumps and an input method's composition is never broken. Minimum and maximum are not
/// enforced per keystroke (the first digit of `50` would be refused by a minimum of 10): they are validation rules.
///
/// ```swift
/// func typeAPrice() -> FieldDecimal? {
///     let price = NumberFieldFormat(fractionDigits: 2, decimalSeparator: ",", groupingSeparator: " ")
///     guard let edit = price.edit("12", replacing: 2..<2, with: ",5") else { return nil }
///     return edit.value  // 12.5, shown as "12,5" with the caret after the 5
/// }
/// ```
public struct NumberFieldFormat: FieldFormat, Hashable {
    /// What a field's text stands for.
    public enum Reading: Hashable, Sendable {
        /// The format refuses the text: no accepted keystroke leads to it.
        case refused
        /// The text holds no digit yet (`""`, `"-"`, `"."`, separators only): the field has no value.
        case noDigits
        /// The text stands for this number.
        case number(FieldDecimal)
    }

    /// Whether a minus sign may lead the text.
    public let allowsNegative: Bool
    /// The most digits before the decimal separator, not counting leading zeros; at least 1, and at most 18
    /// with the fraction digits, so that a value always fits.
    public let integerDigits: Int
    /// The most digits after the decimal separator, at most 17; 0 for an integer field.
    public let fractionDigits: Int
    /// The character between the integer and the fraction, such as `.` or `,`.
    public let decimalSeparator: Character
    /// The character that may group the integer digits, such as `,`, `.` or a space; `nil` for none. When it
    /// is a space, a no-break space or a narrow no-break space, the three are taken for one another, as
    /// locales print one and people type another. `nil` when it was given the same as ``decimalSeparator``.
    public let groupingSeparator: Character?
    /// The digit zero of the script the format shows values in, such as `"0"` or Arabic-Indic `"٠"`; the
    /// other digits follow it, as Unicode orders every script's decimal digits. Whatever it is, typed digits
    /// of every script are accepted (and stored as a number).
    public let zeroDigit: Character
    /// The fewest digits a value is shown with after the decimal separator, such as 2 for money
    /// (`1 234,50`); from 0 to ``fractionDigits``. Typing is not held to it.
    public let minimumFractionDigits: Int
    /// Whether the integer digits are regrouped as they are typed (`1 234 567`), with the caret kept after
    /// the same digit; only with a ``groupingSeparator``. Otherwise nothing is reformatted while typing.
    public let groupsWhileTyping: Bool
    /// The separators each keystroke reads the text by.
    private let separators: NumberSeparators

    /// Creates a format.
    ///
    /// - Parameters:
    ///   - integerDigits: The most digits before the decimal separator; 15 unless given, and at most 18 with
    ///     the fraction digits.
    ///   - fractionDigits: The most digits after it, at most 17; 0, an integer field, unless given.
    ///   - allowsNegative: Whether a minus sign may lead the text.
    ///   - decimalSeparator: The character between the integer and the fraction; refused without a fraction,
    ///     even where it could pass for a grouping separator (a space when that is a no-break space).
    ///   - groupingSeparator: The character that may group the integer digits, or `nil`; ignored when it is
    ///     the decimal separator. When it is a space, a no-break space or a narrow no-break space, the three
    ///     are taken for one another.
    ///   - zeroDigit: The digit zero of the script values are shown in: ASCII `"0"` unless given, such as the
    ///     locale's. A character that is not a decimal digit zero is taken as `"0"`.
    ///   - minimumFractionDigits: The fewest fraction digits a value is shown with; 0 unless given.
    ///   - groupsWhileTyping: Whether the integer digits are regrouped as they are typed; `false` unless
    ///     given.
    public init(
        integerDigits: Int = 15,
        fractionDigits: Int = 0,
        allowsNegative: Bool = false,
        decimalSeparator: Character = ".",
        groupingSeparator: Character? = nil,
        zeroDigit: Character = "0",
        minimumFractionDigits: Int = 0,
        groupsWhileTyping: Bool = false
    ) {
        self.fractionDigits = min(max(fractionDigits, 0), 17)
        self.integerDigits = min(max(integerDigits, 1), 18 - self.fractionDigits)
        self.allowsNegative = allowsNegative
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator == decimalSeparator ? nil : groupingSeparator
        let zero = zeroDigit.unicodeScalars.first
        self.zeroDigit = zeroDigit.unicodeScalars.count == 1 && zero.map(Self.digit) == 0 ? zeroDigit : "0"
        self.minimumFractionDigits = min(max(minimumFractionDigits, 0), self.fractionDigits)
        self.groupsWhileTyping = groupsWhileTyping && self.groupingSeparator != nil
        separators = NumberSeparators(
            decimal: decimalSeparator, grouping: self.groupingSeparator, takesFraction: self.fractionDigits > 0)
    }

    /// Decides an edit: `text` with the UTF-16 range `range` replaced by `replacement`, as a text field's
    /// delegate is asked.
    ///
    /// - Parameters:
    ///   - text: The field's text before the edit.
    ///   - range: The UTF-16 offsets replaced; clamped to the text.
    ///   - replacement: What the user typed or pasted; empty for a deletion.
    /// - Returns: The text, caret and value after the edit, or `nil` when it is refused, and the field keeps
    ///   its text and its caret. A deletion from a text the format refuses (one the model set, with more
    ///   digits than the format allows or a sign it does not take) is accepted while what is left reads as a
    ///   number, which may be one the format refuses too: each deletion leads back toward a value it accepts.
    public func edit(
        _ text: String, replacing range: Range<Int>, with replacement: String
    ) -> FieldEdit<FieldDecimal?>? {
        var range = range
        if groupsWhileTyping, replacement.isEmpty { range = widenedOverGrouping(range, in: text) }
        var (edited, caret) = FieldText.replacing(range, in: text, with: replacement)
        var (reading, typedIntegerDigits) = read(edited, withinLimits: true)
        if reading != .refused, groupsWhileTyping {
            // Moves separators only: the same reading.
            (edited, caret) = FieldGrouping.regrouped(
                edited, caret: caret, integerDigits: typedIntegerDigits, separators: separators)
        }
        if reading == .refused, replacement.isEmpty, read(text, withinLimits: true).reading == .refused {
            // A deletion from a text the format cannot show (the model set it): accepted while the text still
            // reads as a number, so that deleting digits leads back to a value the format accepts.
            reading = read(edited, withinLimits: false).reading
        }
        switch reading {
        case .refused: return nil
        case .noDigits: return FieldEdit(text: edited, caret: caret, value: nil)
        case .number(let number): return FieldEdit(text: edited, caret: caret, value: number)
        }
    }

    /// What `text` stands for in a field of this format.
    ///
    /// - Parameter text: A field's text.
    /// - Returns: The number; ``Reading/noDigits`` while the text holds no digit; ``Reading/refused`` when
    ///   the format refuses the text.
    public func reading(of text: String) -> Reading {
        read(text, withinLimits: true).reading
    }

    /// Reads `text`; `withinLimits` false ignores the digit limits and the sign (for a text the model set),
    /// but refuses a number that does not fit in a ``FieldDecimal``. Also counts the digits before the
    /// decimal separator, leading zeros included, which regrouping spaces out.
    private func read(_ text: String, withinLimits: Bool) -> (reading: Reading, typedIntegerDigits: Int) {
        // One pass over the scalars, the value built as it goes: no string is made, and regrouping needs no
        // pass of its own to count (see "Fields" in Benchmarks/README.md).
        var isNegative = false
        var units: Int64 = 0
        var integerDigits = 0  // After leading zeros.
        var digits = 0
        var fractionDigits: Int?
        var isFirst = true  // Cheaper than enumerated().
        let separators = withinLimits ? self.separators : self.separators.takingFraction
        for scalar in text.unicodeScalars {
            defer { isFirst = false }
            if let digit = Self.digit(scalar) {
                digits += 1
                if let fraction = fractionDigits {
                    guard fraction < self.fractionDigits || !withinLimits else { return (.refused, 0) }
                    fractionDigits = fraction + 1
                } else if units == 0, digit == 0 {
                    continue  // A leading zero counts for nothing.
                } else {
                    guard integerDigits < self.integerDigits || !withinLimits else { return (.refused, 0) }
                    integerDigits += 1
                }
                // Within the limits, at most 18 digits in all: never overflows.
                let (tens, overflow) = units.multipliedReportingOverflow(by: 10)
                guard !overflow, tens <= Int64.max - digit, (fractionDigits ?? 0) <= 18 else { return (.refused, 0) }
                units = tens + digit
            } else {
                switch separators.role(of: scalar, isFirst: isFirst, isInFraction: fractionDigits != nil) {
                case .sign where allowsNegative || !withinLimits: isNegative = true
                case .decimalSeparator: fractionDigits = 0
                case .groupingSeparator: continue
                case .sign, .other: return (.refused, 0)
                }
            }
        }
        guard digits > 0 else { return (.noDigits, 0) }
        let number = FieldDecimal(units: isNegative ? -units : units, fractionDigits: fractionDigits ?? 0)
        return (.number(number), digits - (fractionDigits ?? 0))
    }

    /// `value` as a field of this format shows it when it comes from the model: ``fittingText(for:)``, an
    /// empty text for `nil`, and, when the format cannot show the value, all its digits with this format's
    /// decimal separator and no grouping, so that the field never hides what the model holds and the text
    /// stands for nothing else (the format refuses it, and deleting digits leads back to a value it accepts).
    ///
    /// - Parameter value: The number, such as one a use case wrote to the model.
    /// - Returns: The text.
    public func text(for value: FieldDecimal?) -> String {
        guard let value else { return "" }
        if let fitting = fittingText(for: value) { return fitting }
        return inShownDigits(String(value.description.map { $0 == "." ? decimalSeparator : $0 }))
    }

    /// `value` as this format shows it when the field is not being edited: the decimal separator, and the
    /// grouping separator every three integer digits when there is one. The text reads back as `value`.
    ///
    /// A value with more fraction digits than the format allows is shown without its trailing zeros, as
    /// long as that fits (`5.0` in an integer field is `5`).
    ///
    /// - Parameter value: The number.
    /// - Returns: The text; `nil` when the format cannot show the value: more digits than it allows, or a
    ///   negative value where it allows none.
    public func fittingText(for value: FieldDecimal) -> String? {
        var shown = value
        while shown.fractionDigits > fractionDigits, shown.units % 10 == 0 {
            shown = FieldDecimal(units: shown.units / 10, fractionDigits: shown.fractionDigits - 1)
        }
        guard shown.fractionDigits <= fractionDigits, shown.units >= 0 || allowsNegative else { return nil }
        while shown.fractionDigits < minimumFractionDigits {
            let (units, overflow) = shown.units.multipliedReportingOverflow(by: 10)
            if overflow { break }
            shown = FieldDecimal(units: units, fractionDigits: shown.fractionDigits + 1)
        }
        let plain = shown.description
        let isNegative = plain.hasPrefix("-")
        let unsigned = isNegative ? plain.dropFirst() : Substring(plain)
        let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var integer = String(parts[0])
        if let groupingSeparator {
            var grouped = ""
            for (offset, digit) in integer.enumerated() {
                if offset > 0, (integer.count - offset) % 3 == 0 { grouped.append(groupingSeparator) }
                grouped.append(digit)
            }
            integer = grouped
        }
        guard parts[0].drop(while: { $0 == "0" }).count <= integerDigits else { return nil }
        let fraction = parts.count > 1 ? String(decimalSeparator) + parts[1] : ""
        return inShownDigits((isNegative ? "-" : "") + integer + fraction)
    }

    /// Whether two values are the same as typed: both `nil`, or the same digits
    /// (``FieldDecimal/hasSameDigits(as:)``), so that `0,10` typed after `0,1` is written to the model.
    ///
    /// - Parameters:
    ///   - value: A value.
    ///   - other: Another value.
    /// - Returns: Whether the two are the same, digit for digit.
    public func isSame(_ value: FieldDecimal?, as other: FieldDecimal?) -> Bool {
        guard let value, let other else { return value == nil && other == nil }
        return value.hasSameDigits(as: other)
    }

    /// A deletion of grouping separators only, when they are put back as the user types, takes the
    /// character before them too, so that backspace after `1 234`'s space deletes the 1. The scalars count
    /// as grouping separators where they stand, as reading takes them: a decimal separator that looks like
    /// one is deleted on its own.
    private func widenedOverGrouping(_ range: Range<Int>, in text: String) -> Range<Int> {
        guard !range.isEmpty, range.lowerBound > 0, range.upperBound <= text.utf16.count else { return range }
        var offset = 0  // In UTF-16, of the scalar read.
        var before = 0  // Of the last scalar that starts before the range.
        var isInFraction = false
        var isGroupingOnly = false
        for scalar in text.unicodeScalars {
            guard offset < range.upperBound else { break }
            let role = separators.role(of: scalar, isFirst: offset == 0, isInFraction: isInFraction)
            isInFraction = isInFraction || role == .decimalSeparator
            if offset < range.lowerBound {
                before = offset
            } else if role == .groupingSeparator {
                isGroupingOnly = true
            } else {
                return range
            }
            offset += scalar.utf16.count
        }
        return isGroupingOnly ? before..<range.upperBound : range
    }

    /// The value of a decimal digit of any script (`"7"`, Arabic-Indic `"٧"`, full-width `"７"`), or `nil`.
    private static func digit(_ scalar: Unicode.Scalar) -> Int64? {
        let ascii = scalar.value &- 0x30  // Past 9 for every scalar but "0" to "9", those below "0" by wrapping.
        if ascii < 10 { return Int64(ascii) }
        return scalar.value > 0x7F ? nonASCIIDigit(scalar) : nil
    }

    /// The value of a decimal digit of a script other than ASCII, or `nil`. Never inlined: inlined into
    /// `read(_:withinLimits:)`, the lookup of the scalar's properties slowed every ASCII digit too.
    @inline(never)
    private static func nonASCIIDigit(_ scalar: Unicode.Scalar) -> Int64? {
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Int64(value)
    }

    /// `text`, made of ASCII digits and separators, with its digits in the script of ``zeroDigit``.
    private func inShownDigits(_ text: String) -> String {
        guard zeroDigit != "0", let zero = zeroDigit.unicodeScalars.first else { return text }
        var shown = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let isDigit = ("0"..."9").contains(scalar)
            shown.append(isDigit ? Unicode.Scalar(zero.value + scalar.value - 48) ?? scalar : scalar)
        }
        return String(shown)
    }
}
