/// A part of a screen with a reducer of its own, such as the posts of a profile screen: how the screen's
/// reducer hands the part its commands, keeps its view model, and passes on its outputs.
///
/// The parent's view model holds the part's; the parent's commands wrap the part's; the part's outputs become
/// the parent's. The parent's reducer routes each wrapped command to the part:
///
/// ```swift
/// struct ProfileScreenReducer: ScreenReducer {
///     let posts = ScreenPart<ProfileScreenReducer, PostsReducer>(
///         PostsReducer(), viewModel: \.posts, command: Command.posts, output: Output.init)
///
///     func reduce(_ viewModel: inout ViewModel, _ command: Command) -> [ScreenEffect<Command, Output>] {
///         switch command {
///         case .posts(let command):
///             return posts.reduce(&viewModel, command)
///         case .hidePosts:
///             return posts.remove(from: &viewModel)
///         }
///     }
/// }
/// ```
///
/// The part's effects stay the part's: their identifiers cannot clash with the parent's or another part's,
/// and ``remove(from:)`` cancels all of them. A command for a part that is not there (its view model is
/// `nil`) changes nothing and starts nothing.
public struct ScreenPart<Parent: ScreenReducer, Child: ScreenReducer> {
    private let child: Child
    private let key: HashableKey
    private let get: @Sendable (Parent.ViewModel) -> Child.ViewModel?
    private let set: @Sendable (inout Parent.ViewModel, Child.ViewModel?) -> Void
    private let command: @Sendable (Child.Command) -> Parent.Command
    private let output: @Sendable (Child.Output) -> Parent.Output

    /// Creates a part that is always there.
    ///
    /// - Parameters:
    ///   - child: The part's reducer.
    ///   - viewModel: Where the parent's view model keeps the part's.
    ///   - command: Wraps the part's command in the parent's, such as an enum case `Command.posts`.
    ///   - output: Turns the part's output into the parent's.
    public init(
        _ child: Child,
        viewModel: any WritableKeyPath<Parent.ViewModel, Child.ViewModel> & Sendable,
        command: @escaping @Sendable (Child.Command) -> Parent.Command,
        output: @escaping @Sendable (Child.Output) -> Parent.Output
    ) {
        self.child = child
        self.key = HashableKey(PartKey(viewModel, name: String(describing: Child.self)))
        self.get = { $0[keyPath: viewModel] }
        self.set = { parent, value in
            if let value {
                parent[keyPath: viewModel] = value
            }
        }
        self.command = command
        self.output = output
    }

    /// Creates a part that may come and go: it is there while its view model is not `nil`.
    ///
    /// - Parameters:
    ///   - child: The part's reducer.
    ///   - viewModel: Where the parent's view model keeps the part's, `nil` while the part is not there.
    ///   - command: Wraps the part's command in the parent's, such as an enum case `Command.posts`.
    ///   - output: Turns the part's output into the parent's.
    public init(
        _ child: Child,
        viewModel: any WritableKeyPath<Parent.ViewModel, Child.ViewModel?> & Sendable,
        command: @escaping @Sendable (Child.Command) -> Parent.Command,
        output: @escaping @Sendable (Child.Output) -> Parent.Output
    ) {
        self.child = child
        self.key = HashableKey(PartKey(viewModel, name: String(describing: Child.self)))
        self.get = { $0[keyPath: viewModel] }
        self.set = { $0[keyPath: viewModel] = $1 }
        self.command = command
        self.output = output
    }

    /// Runs the part's reducer on its view model inside the parent's.
    ///
    /// - Parameters:
    ///   - parent: The parent's view model, whose part changes.
    ///   - command: The part's command.
    /// - Returns: The part's effects, as the parent's.
    public func reduce(
        _ parent: inout Parent.ViewModel, _ command: Child.Command
    ) -> [ScreenEffect<
        Parent.Command, Parent.Output
    >] {
        guard var viewModel = get(parent) else { return [] }
        let effects = child.reduce(&viewModel, command)
        set(&parent, viewModel)
        return effects.map { $0.nested(in: key, command: self.command, output: output) }
    }

    /// Takes the part away: sets its view model to `nil`, and returns the effect that cancels its effects.
    ///
    /// For a part that is always there, its view model stays as it is, and only its effects are cancelled.
    ///
    /// - Parameter parent: The parent's view model.
    /// - Returns: The effect to return from the parent's reducer, so that the part's running effects feed
    ///   nothing back.
    public func remove(from parent: inout Parent.ViewModel) -> [ScreenEffect<Parent.Command, Parent.Output>] {
        set(&parent, nil)
        return [ScreenEffect(.cancelAll, path: [key])]
    }
}

extension ScreenPart where Child.Output == Never {
    /// Creates a part that is always there and sends no outputs.
    ///
    /// - Parameters:
    ///   - child: The part's reducer.
    ///   - viewModel: Where the parent's view model keeps the part's.
    ///   - command: Wraps the part's command in the parent's, such as an enum case `Command.posts`.
    public init(
        _ child: Child,
        viewModel: any WritableKeyPath<Parent.ViewModel, Child.ViewModel> & Sendable,
        command: @escaping @Sendable (Child.Command) -> Parent.Command
    ) {
        self.init(child, viewModel: viewModel, command: command, output: unreachable)
    }

    /// Creates a part that may come and go and sends no outputs.
    ///
    /// - Parameters:
    ///   - child: The part's reducer.
    ///   - viewModel: Where the parent's view model keeps the part's, `nil` while the part is not there.
    ///   - command: Wraps the part's command in the parent's, such as an enum case `Command.posts`.
    public init(
        _ child: Child,
        viewModel: any WritableKeyPath<Parent.ViewModel, Child.ViewModel?> & Sendable,
        command: @escaping @Sendable (Child.Command) -> Parent.Command
    ) {
        self.init(child, viewModel: viewModel, command: command, output: unreachable)
    }
}

extension ScreenPart: Sendable where Child: Sendable {}

/// Names a part of a screen by where its parent keeps its view model.
private struct PartKey: Hashable, Sendable, CustomStringConvertible {
    let keyPath: any AnyKeyPath & Sendable
    let name: String

    init(_ keyPath: any AnyKeyPath & Sendable, name: String) {
        self.keyPath = keyPath
        self.name = name
    }

    static func == (lhs: PartKey, rhs: PartKey) -> Bool {
        lhs.keyPath == rhs.keyPath
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(keyPath)
    }

    var description: String { name }
}

/// The output of a part that sends none: never called, because no value of `Never` exists.
private func unreachable<Output>(_ never: Never) -> Output {}
