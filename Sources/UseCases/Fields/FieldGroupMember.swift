/// What a ``FieldGroup`` holds: a ``Field``, a ``FieldLabel``, or another group.
///
/// Your own kind of field can be a member too: it must activate and deactivate with ``isActive``, and say
/// whether its value is valid.
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
