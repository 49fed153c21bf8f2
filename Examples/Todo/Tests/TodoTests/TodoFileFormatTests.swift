import Foundation
import Testing

@testable import TodoCore

/// The to-do file's JSON, written and read by hand: the same list back, any spacing and order read, and
/// nothing dropped in silence.
@Suite struct TodoFileFormatTests {
    private static let created = Date(timeIntervalSince1970: 1_738_314_000)  // 2025-01-31T09:00:00Z

    @Test func aListReadsBackAsItWasWritten() throws {
        let items = [
            TodoItem(id: 1, title: "Buy milk", createdAt: Self.created),
            TodoItem(
                id: 7, title: "Quote \" slash \\ tab \t line \n bell \u{07} é 🎉", createdAt: Self.created,
                completedAt: Self.created + 3_600),
        ]
        #expect(try TodoFileFormat.decode(TodoFileFormat.encode(items)) == items)
        #expect(try TodoFileFormat.decode(TodoFileFormat.encode([])) == [])
    }

    @Test func theFileHoldsOneItemALine() {
        let text = String(
            decoding: TodoFileFormat.encode([.init(id: 1, title: "A", createdAt: Self.created)]), as: UTF8.self)
        #expect(
            text == """
                {
                  "version" : 1,
                  "items" : [
                    {"id" : 1, "title" : "A", "createdAt" : "2025-01-31T09:00:00Z"}
                  ]
                }

                """)
    }

    @Test func anyJSONWithTheSameMembersReadsTheSame() throws {
        let text = #"""
            {"items":[{"completedAt":null,"createdAt":"2025-01-31T10:00:00+01:00","title":"\u0041\ud83c\udf89\/","id":3}],
             "version":1}
            """#
        #expect(
            try TodoFileFormat.decode(Array(text.utf8)) == [
                TodoItem(id: 3, title: "A🎉/", createdAt: Self.created)
            ])
    }

    @Test(arguments: [
        (
            #"{"version":1,"items":[{"id":1,"title":"A","createdAt":"2025-01-31T09:00:00Z","priority":2}]}"#,
            "items[0] has a member 'priority' that this todo does not know, and would drop"
        ),
        (
            #"{"version":1,"items":[],"owner":"ada"}"#,
            "it has a member 'owner' that this todo does not know, and would drop"
        ),
        (#"{"version":1,"items":[{"id":1,"createdAt":"2025-01-31T09:00:00Z"}]}"#, "items[0].title is missing"),
        (
            #"{"version":1,"items":[{"id":"1","title":"A","createdAt":"2025-01-31T09:00:00Z"}]}"#,
            "items[0].id has the wrong type"
        ),
        (
            #"{"version":1,"items":[{"id":1.5,"title":"A","createdAt":"2025-01-31T09:00:00Z"}]}"#,
            "items[0].id has the wrong type"
        ),
        (#"{"version":1,"items":[{"id":1,"title":"A","createdAt":"yesterday"}]}"#, "items[0].createdAt is not valid"),
        (#"{"version":2,"items":[]}"#, "it has format version 2, and this todo reads version 1"),
        (#"{"items":[]}"#, "version is missing"),
        (#"[1, 2]"#, "it has the wrong shape"),
        (#"{"version":1,"items":[}"#, "it is not valid JSON"),
        (#"{"version":1,"items":[]} x"#, "it is not valid JSON"),
        (
            "{\"version\":1,\"items\":[{\"id\":1,\"title\":\"A\nB\",\"createdAt\":\"2025-01-31T09:00:00Z\"}]}",
            "it is not valid JSON"
        ),
    ])
    func whatIsNotAListIsRefusedInTheUsersWords(text: String, reason: String) {
        #expect(throws: TodoFileFormat.Failure(description: reason)) {
            try TodoFileFormat.decode(Array(text.utf8))
        }
    }

    @Test func timestampsOfAnyDayReadBackToTheSecond() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<2_000 {
            let seconds = Double(Int64.random(in: -2_208_988_800...4_102_444_800, using: &generator))  // 1900–2100
            let date = Date(timeIntervalSince1970: seconds)
            let text = ISO8601Timestamp.text(of: date)
            #expect(ISO8601Timestamp.date(from: text) == date, "seed \(seed): \(text)")
            #expect(ISO8601Timestamp.text(of: date + 0.75) == text, "seed \(seed): a fraction is cut, not rounded")
        }
    }

    @Test(arguments: [
        ("1970-01-01T00:00:00Z", 0.0),
        ("2000-02-29T12:00:00Z", 951_825_600),
        ("2025-01-31T09:00:00.5Z", 1_738_314_000.5),
        ("2025-01-31T04:00:00-05:00", 1_738_314_000),
        ("1969-12-31T23:59:59Z", -1),
    ])
    func timestampsReadAsTheStandardSays(text: String, seconds: Double) {
        #expect(ISO8601Timestamp.date(from: text) == Date(timeIntervalSince1970: seconds))
    }
}

/// A generator whose numbers a seed decides, so that a failure can be replayed (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
