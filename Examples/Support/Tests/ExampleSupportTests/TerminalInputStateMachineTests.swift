import ExampleSupport
import Testing

/// The order in which a terminal session handles what arrived: `q` before the keys that wait, one redraw for
/// many requests.
@Suite struct TerminalInputStateMachineTests {
    private static let quit = UInt8(ascii: "q")

    private func handled(_ arrivals: [TerminalEvent], ended: Bool = true) -> [TerminalEvent] {
        var machine = TerminalInputStateMachine(quitKeys: [Self.quit, 0x03])
        arrivals.forEach { machine.received($0) }
        if ended { machine.inputEnded() }
        var events: [TerminalEvent] = []
        while case .event(let event) = machine.next() {
            events.append(event)
        }
        return events
    }

    @Test func keysAreHandledInTheOrderTheyCame() {
        let keys = "pf1".utf8.map(TerminalEvent.key)
        #expect(handled(keys) == keys)
    }

    @Test(arguments: [UInt8(ascii: "q"), 0x03])
    func aQuitKeyGoesBeforeTheThirtyKeysThatWait(quit: UInt8) {
        let typed =
            Array(repeating: TerminalEvent.key(UInt8(ascii: "f")), count: 30) + [.key(quit), .key(UInt8(ascii: "p"))]
        #expect(handled(typed) == [.key(quit), .key(UInt8(ascii: "p"))])
    }

    @Test func manyRedrawsWhileOneWaitsAreOne() {
        #expect(handled([.redraw, .key(1), .redraw, .redraw]) == [.redraw, .key(1)])
    }

    @Test func theEndComesAfterWhatCameBeforeIt() {
        var machine = TerminalInputStateMachine(quitKeys: [])
        #expect(machine.next() == .wait)
        machine.received(.key(1))
        machine.inputEnded()
        #expect(machine.next() == .event(.key(1)))
        #expect(machine.next() == .end)
    }
}

/// Lines cut to the window's width, never wrapped.
@Suite struct TerminalWidthTests {
    @Test(arguments: [
        ("Ada Lovelace — Writes about engines", 40, "Ada Lovelace — Writes about engines"),
        ("Ada Lovelace — Writes about engines that compute.", 20, "Ada Lovelace — Writ…"),
        ("abc", 3, "abc"),
        ("abcd", 1, "…"),
        ("abcd", 0, ""),
    ])
    func aLineLongerThanTheWindowIsCutWithAnEllipsis(line: String, width: Int, shown: String) {
        #expect(TerminalWidth.fitted(line, to: width) == shown)
        #expect(TerminalWidth.fitted(line, to: width).count <= width)
    }

    @Test func withoutAWidthTheLineStaysWhole() {
        #expect(TerminalWidth.fitted(String(repeating: "x", count: 500), to: nil).count == 500)
    }
}
