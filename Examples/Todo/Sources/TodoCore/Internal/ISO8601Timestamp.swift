import Foundation

/// Dates as the to-do file writes them, `2025-01-31T09:00:00Z`, converted by arithmetic on the civil
/// calendar (proleptic Gregorian, UTC), without a formatter.
enum ISO8601Timestamp {
    /// `date` in UTC, to the second below.
    static func text(of date: Date) -> String {
        var bytes: [UInt8] = []
        append(date, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `date` in UTC, to the second below, as UTF-8: what the file holds for each item, so written
    /// without a string in between.
    static func append(_ date: Date, to bytes: inout [UInt8]) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(fromDays: days)
        appendPadded(year, width: 4, then: "-", to: &bytes)
        appendPadded(month, width: 2, then: "-", to: &bytes)
        appendPadded(day, width: 2, then: "T", to: &bytes)
        appendPadded(secondOfDay / 3_600, width: 2, then: ":", to: &bytes)
        appendPadded(secondOfDay / 60 % 60, width: 2, then: ":", to: &bytes)
        appendPadded(secondOfDay % 60, width: 2, then: "Z", to: &bytes)
    }

    /// The date a timestamp names: `YYYY-MM-DDTHH:MM:SS`, then a fraction of a second or not, then `Z` or an
    /// offset such as `+02:00`.
    ///
    /// - Returns: The date, or `nil` when the text is not such a timestamp.
    static func date(from text: String) -> Date? {
        date(fromUTF8: Array(text.utf8)[...])
    }

    /// The date a timestamp names, from its UTF-8 bytes, as ``date(from:)`` reads it.
    static func date(fromUTF8 text: ArraySlice<UInt8>) -> Date? {
        let count = text.count
        func digit(_ index: Int) -> Int? {
            guard index < count else { return nil }
            let byte = text[text.startIndex + index]
            return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
        }
        func number(_ start: Int, _ digits: Int) -> Int? {
            var value = 0
            for index in start..<(start + digits) {
                guard let digit = digit(index) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        func byte(_ index: Int, is character: Unicode.Scalar) -> Bool {
            index < count && text[text.startIndex + index] == UInt8(ascii: character)
        }
        guard let year = number(0, 4), byte(4, is: "-"), let month = number(5, 2), byte(7, is: "-"),
            let day = number(8, 2), byte(10, is: "T"), let hour = number(11, 2), byte(13, is: ":"),
            let minute = number(14, 2), byte(16, is: ":"), let second = number(17, 2),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var index = 19
        var fraction = 0.0
        if byte(index, is: ".") {
            index += 1
            var scale = 0.1
            while let digit = digit(index) {
                fraction += Double(digit) * scale
                scale /= 10
                index += 1
            }
        }
        var offset = 0
        if byte(index, is: "Z") {
            index += 1
        } else if byte(index, is: "+") || byte(index, is: "-"), let hours = number(index + 1, 2),
            byte(index + 3, is: ":"), let minutes = number(index + 4, 2)
        {
            offset = (hours * 3_600 + minutes * 60) * (byte(index, is: "-") ? -1 : 1)
            index += 6
        } else {
            return nil
        }
        guard index == count else { return nil }
        let dayCount = Self.days(fromCivilYear: year, month: month, day: day)
        let seconds = dayCount * 86_400 + hour * 3_600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    /// Days since 1970-01-01 of a date of the civil calendar (Howard Hinnant's `days_from_civil`).
    static func days(fromCivilYear year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date of a count of days since 1970-01-01 (Howard Hinnant's `civil_from_days`).
    static func civilDate(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Appends `value` in decimal, with zeros before it up to `width` digits, then `separator`.
    private static func appendPadded(_ value: Int, width: Int, then separator: Unicode.Scalar, to bytes: inout [UInt8])
    {
        let digits = String(value).utf8  // A small string: no allocation.
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: max(0, width - digits.count)))
        bytes.append(contentsOf: digits)
        bytes.append(UInt8(ascii: separator))
    }
}
