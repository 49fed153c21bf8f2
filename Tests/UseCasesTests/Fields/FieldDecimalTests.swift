import Testing
import UseCases

/// Exact decimals: what is typed is what is read back, with no binary floating-point rounding.
@Suite struct FieldDecimalTests {
    @Test(arguments: ["0.10", "12.50", "-0.5", "0", "-7", "123456789012345678", "0.000000000000000001"])
    func theTextIsReadBackExactly(text: String) throws {
        let value = try #require(FieldDecimal(text))
        #expect(value.description == text)
    }

    @Test func aTenthPlusTwoTenthsIsExactlyThreeTenths() throws {
        let tenth = try #require(FieldDecimal("0.1"))
        let sum = FieldDecimal(units: tenth.units + 2, fractionDigits: tenth.fractionDigits)
        #expect(sum.description == "0.3")
        #expect(sum == FieldDecimal("0.30"))
    }

    @Test(arguments: [("1.", "1"), ("-.5", "-0.5"), (".25", "0.25"), ("007", "7")])
    func partialFormsAreReadAsTheirValue(text: String, value: String) {
        let read = FieldDecimal(text)
        #expect(read != nil)
        #expect(read == FieldDecimal(value))
    }

    @Test(arguments: [
        FieldDecimal(units: .max, fractionDigits: 0), FieldDecimal(units: .min, fractionDigits: 0),
        FieldDecimal(units: 1_000_000_000_000_000_000, fractionDigits: 18),
        FieldDecimal(units: .min, fractionDigits: 18),
    ])
    func theExtremesReadBackToo(value: FieldDecimal) {
        let read = FieldDecimal(value.description)
        #expect(read?.units == value.units && read?.fractionDigits == value.fractionDigits, "\(value)")
    }

    @Test(arguments: ["", "-", ".", "1.2.3", "1,5", "+1", "1e3", "١٢", "9223372036854775808", "0.1234567890123456789"])
    func whatIsNotADecimalIsNil(text: String) {
        #expect(FieldDecimal(text) == nil)
    }

    @Test func equalValuesAreEqualAndHashAlikeWhateverTheirFractionDigits() throws {
        let short = try #require(FieldDecimal("1.5"))
        let long = try #require(FieldDecimal("1.500"))
        #expect(short == long)
        #expect(Set([short, long]).count == 1)
        #expect(short.description == "1.5" && long.description == "1.500")
        #expect(FieldDecimal("1.5") != FieldDecimal("1.05"))
    }

    @Test func everyDecimalRoundTripsThroughItsText() {
        let seed = SeededGenerator.seed()
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<2_000 {
            let fractionDigits = Int.random(in: 0...18, using: &generator)
            let units = Int64.random(in: Int64.min...Int64.max, using: &generator)
            let value = FieldDecimal(units: units, fractionDigits: fractionDigits)
            let read = FieldDecimal(value.description)
            #expect(read?.units == units && read?.fractionDigits == fractionDigits, "seed \(seed): \(value)")
        }
    }

    @Test func decimalsCompareByValueWhateverTheirFractionDigits() {
        let seed = SeededGenerator.seed()
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<2_000 {
            let left = randomDecimal(using: &generator)
            let right = randomDecimal(using: &generator)
            // The oracle: both scaled to 36 fraction digits, as 128-bit products.
            let scaledLeft = left.units.multipliedFullWidth(by: power(of: 18 - left.fractionDigits))
            let scaledRight = right.units.multipliedFullWidth(by: power(of: 18 - right.fractionDigits))
            let expected = (scaledLeft.high, scaledLeft.low) < (scaledRight.high, scaledRight.low)
            #expect((left < right) == expected, "seed \(seed): \(left) < \(right)")
        }
    }

    @Test(arguments: [("1.5", "1.75"), ("-1.5", "-1.2"), ("-0.5", "0.2"), ("0.999", "1"), ("-1", "-0.999")])
    func theSmallerComesFirst(smaller: String, larger: String) throws {
        let small = try #require(FieldDecimal(smaller))
        let large = try #require(FieldDecimal(larger))
        #expect(small < large)
        #expect(!(large < small))
    }

    private func randomDecimal(using generator: inout SeededGenerator) -> FieldDecimal {
        let fractionDigits = Int.random(in: 0...18, using: &generator)
        // Small values too, so that equal and near values come up.
        let units =
            Bool.random(using: &generator)
            ? Int64.random(in: -2_000...2_000, using: &generator)
            : Int64.random(in: Int64.min...Int64.max, using: &generator)
        return FieldDecimal(units: units, fractionDigits: fractionDigits)
    }

    private func power(of exponent: Int) -> Int64 {
        (0..<exponent).reduce(1) { product, _ in product * 10 }
    }
}
