import Foundation

/// Keeps users in memory for as long as the process runs.
final class InMemoryUserGateway: UserEntityGateway, @unchecked Sendable {
    // @unchecked: `users` is read and written only while `lock` is held.
    private let lock = NSLock()
    private var users: [String: UserEntity] = [:]

    func user(withEmail email: String) -> UserEntity? {
        lock.withLock { users[email] }
    }

    func save(_ user: UserEntity) {
        lock.withLock { users[user.email] = user }
    }
}
