import Foundation
import Testing

@testable import todo

@Suite struct TodoFileLocationTests {
    @Test func defaultsToAFileInTheHomeDirectory() {
        let url = TodoFileLocation.fileURL(environment: ["HOME": "/home/ada"], fallbackHomeDirectory: "/unused")
        #expect(url.path == "/home/ada/.todo.json")
    }

    @Test func fallsBackToTheAccountsHomeWithoutHome() {
        let url = TodoFileLocation.fileURL(environment: [:], fallbackHomeDirectory: "/home/grace")
        #expect(url.path == "/home/grace/.todo.json")
    }

    @Test func prefersTheFileTodoFileNames() {
        let environment = ["TODO_FILE": "/tmp/list.json", "HOME": "/home/ada"]
        let url = TodoFileLocation.fileURL(environment: environment, fallbackHomeDirectory: "/unused")
        #expect(url.path == "/tmp/list.json")
    }

    @Test func ignoresAnEmptyTodoFile() {
        let environment = ["TODO_FILE": "", "HOME": "/home/ada"]
        let url = TodoFileLocation.fileURL(environment: environment, fallbackHomeDirectory: "/unused")
        #expect(url.path == "/home/ada/.todo.json")
    }
}
