/// Where a call of the test kit stands in a test's source: the line a failure it records points at.
///
/// Every public call of the kit takes it as four parameters, `fileID`, `filePath`, `line` and `column`,
/// whose defaults (`#fileID`, `#filePath`, `#line`, `#column`) are the caller's, as XCTest's assertions
/// and Swift Testing's `CallSite` both take them. Neither framework's own type appears in the
/// kit's signatures, so a test file imports `XCTest` or `Testing`, whichever it is written with, and no
/// other.
struct CallSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}
