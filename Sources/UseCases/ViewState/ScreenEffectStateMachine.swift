/// The effects a screen has running, and which of them each cancellation ends: the pure decider that
/// ``Screen``, its shell, performs.
///
/// ``Screen`` owns the tasks; this type decides which tokens to cancel and whether an effect that ended still
/// feeds its command back. A token leaves the book exactly once, when its effect ends or is cancelled, which
/// is what makes every effect end exactly once.
struct ScreenEffectStateMachine: Sendable {
    /// One running effect.
    struct Entry: Sendable {
        let token: Int
        let path: [HashableKey]
        let id: EffectID?
        /// Whether it runs until it is cancelled, as a subscription does, rather than ending on its own.
        let lastsUntilCancelled: Bool
        /// Says what the effect does, for test failures; a closure, so that only a failure pays for the text.
        let describe: @Sendable () -> String

        var description: String { describe() }
    }

    /// The running effects, oldest first.
    private(set) var running: [Entry] = []
    private var nextToken = 0

    /// Records a new effect, and takes out the running one it replaces: same part of the screen, same id.
    ///
    /// - Returns: The new effect's token, and the tokens to cancel.
    mutating func start(
        path: [HashableKey],
        id: EffectID?,
        lastsUntilCancelled: Bool = false,
        description: @escaping @Sendable () -> String
    ) -> (token: Int, replaced: [Int]) {
        let replaced = id.map { cancel($0, in: path) } ?? []
        let token = nextToken
        nextToken += 1
        running.append(
            Entry(token: token, path: path, id: id, lastsUntilCancelled: lastsUntilCancelled, describe: description))
        return (token, replaced)
    }

    /// Takes out the running effects of a part of the screen that have an identifier.
    mutating func cancel(_ id: EffectID, in path: [HashableKey]) -> [Int] {
        take { $0.path == path && $0.id == id }
    }

    /// Takes out every running effect of a part of the screen, and of the parts inside it.
    mutating func cancelAll(in path: [HashableKey]) -> [Int] {
        take { $0.path.starts(with: path) }
    }

    /// Takes out every running effect.
    mutating func cancelEverything() -> [Int] {
        take { _ in true }
    }

    /// Whether an effect is still running, so that what it feeds back is handled.
    func isRunning(_ token: Int) -> Bool {
        running.contains { $0.token == token }
    }

    /// Takes out an effect that ended.
    ///
    /// - Returns: Whether it was still running, so that its command is to be fed back; `false` when it was
    ///   cancelled first.
    mutating func end(_ token: Int) -> Bool {
        !take { $0.token == token }.isEmpty
    }

    private mutating func take(where matches: (Entry) -> Bool) -> [Int] {
        let taken = running.filter(matches).map(\.token)
        running.removeAll(where: matches)
        return taken
    }
}
