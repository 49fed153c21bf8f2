/// When a ``Field`` writes its value to the model.
public enum FieldWriting: Hashable, Sendable {
    /// On every accepted edit, so the model is always current: what a total that updates as the user types
    /// needs.
    case everyEdit
    /// When editing ends (``Field/endEditing()``), so the model sees only finished values.
    case endOfEditing
}
