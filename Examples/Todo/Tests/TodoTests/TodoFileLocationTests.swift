import Foundation
import Testing

@testable import todo

@Suite struct TodoFileLocationTests {
    let home = URL(fileURLWithPath: "/home/ada", isDirectory: true)

    @Test func defaultsToAFileInTheHomeDirectory() {
        #expect(TodoFileLocation.fileURL(environment: [:], homeDirectory: home).path == "/home/ada/.todo.json")
    }

    @Test func prefersTheFileTodoFileNames() {
        let url = TodoFileLocation.fileURL(environment: ["TODO_FILE": "/tmp/list.json"], homeDirectory: home)
        #expect(url.path == "/tmp/list.json")
    }

    @Test func ignoresAnEmptyTodoFile() {
        let url = TodoFileLocation.fileURL(environment: ["TODO_FILE": ""], homeDirectory: home)
        #expect(url.path == "/home/ada/.todo.json")
    }
}
