/// What a ``FieldGroup`` holds: a ``Field``, a ``FieldLabel``, or another group.
///
/// Your own kind of field can be a member too: it must activate and deactivate with ``isActive``, and say
/// whether its value is valid. A member that runs asynchronous checks also says whether one is running, and
/// lets the group wait for them; one that runs none, such as a ``FieldLabel``, keeps the defaults.
@MainActor
public protocol FieldGroupMember: AnyObject {
    /// Whether the member is active: it follows the model and accepts edits. A group sets it on its members.
    var isActive: Bool { get set }
    /// Whether the member's value keeps every rule and check; always `true` for a member with no value.
    var isValid: Bool { get }
    /// Whether a check of the member's value is running.
    var isChecking: Bool { get }
    /// Waits until no check of the member is running.
    func checksEnded() async
}

extension FieldGroupMember {
    /// `false`: a member runs no check unless it says otherwise.
    public var isChecking: Bool { false }

    /// Returns at once: a member runs no check unless it says otherwise.
    public func checksEnded() async {}
}
