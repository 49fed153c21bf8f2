/// Fields that activate and deactivate together: a form, a section of one, or a row of an editable list.
///
/// Groups nest: activating or deactivating a group does the same to every member, and a member added to a
/// group takes its state, so a field added to an active form is activated. Its validity is that of all its
/// members, readable at any moment:
///
/// ```swift
/// @MainActor func invoiceForm(
///     quantity: Field<IntegerFieldFormat>, price: Field<NumberFieldFormat>, total: FieldLabel<String>
/// ) -> FieldGroup {
///     let form = FieldGroup([quantity, price, total])
///     form.isActive = false  // While the form is off screen; `true` again when it shows.
///     return form
/// }
/// ```
@MainActor
public final class FieldGroup: FieldGroupMember {
    /// The group's members, in the order added.
    public private(set) var members: [any FieldGroupMember] = []

    /// Creates an active group.
    ///
    /// - Parameter members: Its first members, which are activated.
    public init(_ members: [any FieldGroupMember] = []) {
        for member in members {
            add(member)
        }
    }

    /// Whether the group is active; setting it sets every member, nested groups' members included.
    public var isActive = true {
        didSet {
            for member in members {
                member.isActive = isActive
            }
        }
    }

    /// Whether every member is valid.
    public var isValid: Bool {
        members.allSatisfy(\.isValid)
    }

    /// Whether a check of any member is running.
    public var isChecking: Bool {
        members.contains(where: \.isChecking)
    }

    /// Adds a member, which takes the group's state: it is activated when the group is active, and
    /// deactivated otherwise.
    ///
    /// - Parameter member: A field, a label, or a group.
    public func add(_ member: any FieldGroupMember) {
        precondition(
            member !== self && !((member as? FieldGroup)?.contains(self) ?? false),
            "A FieldGroup cannot be a member of itself, even through groups nested in it; add its members instead.")
        member.isActive = isActive
        members.append(member)
    }

    /// Whether `group` is a member, or a member of a group nested in this one.
    private func contains(_ group: FieldGroup) -> Bool {
        members.contains { member in
            member === group || ((member as? FieldGroup)?.contains(group) ?? false)
        }
    }

    /// Removes a member, which keeps its state.
    ///
    /// - Parameter member: A member added before; nothing happens if it is not one.
    public func remove(_ member: any FieldGroupMember) {
        members.removeAll { $0 === member }
    }

    /// Waits until no check of any member is running.
    public func checksEnded() async {
        repeat {
            for member in members {
                await member.checksEnded()
            }
        } while isChecking  // A member's check may start while another's is awaited.
    }
}
