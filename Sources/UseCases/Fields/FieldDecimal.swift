/// An exact decimal number, as a field holds what the user typed: `0.10` is stored and read back as
/// `0.10`, with no binary floating-point rounding.
///
/// It is a whole number of units of `10^-fractionDigits`: `12.50` is 1250 units of a hundredth. It keeps
/// the number of fraction digits it was typed with, so that its ``description`` gives them back (`12.50`,
/// though neither leading zeros nor the sign of a zero), and compares by value: `1.5 == 1.50`. Every
/// decimal's description parses back to it.
///
/// An app that computes with Foundation's `Decimal` converts through the text, which is exact both ways:
///
/// ```swift
/// import Foundation
///
/// extension Decimal {
///     init(_ value: FieldDecimal) {
///         self = Decimal(string: value.description, locale: Locale(identifier: "en_US_POSIX"))!
///     }
/// }
/// ```
public struct FieldDecimal: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The value in units of `10^-fractionDigits`, such as 1250 for `12.50`.
    public let units: Int64
    /// How many digits follow the decimal point, such as 2 for `12.50`; from 0 to 18.
    public let fractionDigits: Int

    /// Creates the decimal `units × 10^-fractionDigits`.
    ///
    /// - Parameters:
    ///   - units: The value in units of the last fraction digit.
    ///   - fractionDigits: How many digits follow the decimal point, from 0 to 18; clamped to that range.
    public init(units: Int64, fractionDigits: Int) {
        self.units = units
        self.fractionDigits = min(max(fractionDigits, 0), 18)
    }

    /// Parses `text` in the form `-123.45`: an optional minus sign, digits, and an optional `.` with
    /// digits after it (`"1."` and `"-.5"` are read as `1` and `-0.5`).
    ///
    /// Fails when `text` is not such a number, when its value does not fit (more than `Int64` units), or
    /// when it has more than 18 fraction digits.
    ///
    /// - Parameter text: The text, with no grouping separators.
    public init?(_ text: String) {
        var digits = Substring(text)
        let isNegative = digits.first == "-"
        if isNegative { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        let combined = String(integer) + String(fraction)
        let significant = combined.drop { $0 == "0" }  // Leading zeros, such as 0.05's, count for nothing.
        guard !combined.isEmpty, fraction.count <= 18, combined.allSatisfy({ $0.isASCII && $0.isNumber }),
            let magnitude = UInt64(significant.isEmpty ? "0" : String(significant))
        else { return nil }
        // Int64.min's magnitude is one more than Int64.max: it fits only as a negative value.
        guard magnitude <= UInt64(Int64.max) || (isNegative && magnitude == Int64.min.magnitude) else { return nil }
        self.init(
            units: isNegative ? Int64(truncatingIfNeeded: 0 &- magnitude) : Int64(magnitude),
            fractionDigits: fraction.count)
    }

    /// The value as `-123.45`, with the number of fraction digits it has.
    public var description: String {
        let magnitude = String(units.magnitude)
        guard fractionDigits > 0 else { return units < 0 ? "-" + magnitude : magnitude }
        let padded = String(repeating: "0", count: max(0, fractionDigits + 1 - magnitude.count)) + magnitude
        let split = padded.index(padded.endIndex, offsetBy: -fractionDigits)
        return (units < 0 ? "-" : "") + padded[..<split] + "." + padded[split...]
    }

    /// Whether two decimals have the same digits: the same value with the same number of fraction digits.
    /// `0.1` and `0.10` are equal (``==(_:_:)``) but do not have the same digits.
    ///
    /// - Parameter other: Another decimal.
    /// - Returns: Whether ``units`` and ``fractionDigits`` are both the same.
    public func hasSameDigits(as other: FieldDecimal) -> Bool {
        units == other.units && fractionDigits == other.fractionDigits
    }

    /// Whether two decimals have the same value, whatever their fraction digits: `1.5 == 1.50`.
    public static func == (lhs: FieldDecimal, rhs: FieldDecimal) -> Bool {
        lhs.normalized == rhs.normalized
    }

    /// Hashes the value, as ``==(_:_:)`` compares it.
    public func hash(into hasher: inout Hasher) {
        let normalized = normalized
        hasher.combine(normalized.units)
        hasher.combine(normalized.fractionDigits)
    }

    /// Whether `lhs` is less than `rhs`, by value: `1.5 < 1.75`.
    public static func < (lhs: FieldDecimal, rhs: FieldDecimal) -> Bool {
        lhs.wholeAndFraction < rhs.wholeAndFraction
    }

    /// The value as its whole part and its fraction in units of `10^-18`, both with the value's sign: two
    /// decimals compare as these pairs do, whatever their fraction digits, with no multiplication that could
    /// overflow.
    private var wholeAndFraction: (Int64, Int64) {
        var scale: Int64 = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        var fraction = units % scale  // |fraction| < 10^fractionDigits, so the product below stays under 10^18.
        for _ in fractionDigits..<18 { fraction *= 10 }
        return (units / scale, fraction)
    }

    /// The same value with no trailing zero in its fraction.
    private var normalized: (units: Int64, fractionDigits: Int) {
        var (units, fractionDigits) = (self.units, self.fractionDigits)
        while fractionDigits > 0, units % 10 == 0 {
            units /= 10
            fractionDigits -= 1
        }
        return (units, fractionDigits)
    }
}
