/// A weak reference, for the render closures a screen does not keep alive.
struct Weak<Object: AnyObject> {
    weak var value: Object?

    init(_ value: Object) {
        self.value = value
    }
}
