import Testing

@testable import todo

/// A title printed on a terminal cannot break the list's layout or drive the terminal.
@Suite struct TerminalTextTests {
    @Test(arguments: [
        ("Buy milk", "Buy milk"),
        ("two\nlines", "two\\nlines"),
        ("tab\there\r", "tab\\there\\r"),
        ("\u{1B}[31mred", "\\u{1B}[31mred"),
        ("bell\u{07} and \u{7F} and \u{85}", "bell\\u{7} and \\u{7F} and \\u{85}"),
        ("Café ☕ C:\\path", "Café ☕ C:\\path"),
        ("abc\u{202E}fed", "abc\\u{202E}fed"),
        ("👩\u{200D}💻 and \u{200C}", "👩\u{200D}💻 and \u{200C}"),
    ])
    func escapesEveryControlCharacterAndNothingElse(title: String, printed: String) {
        #expect(TerminalText.escaped(title) == printed)
    }
}
