import Foundation

/// The bytes of standard input, as they arrive: keys from a terminal, or the contents of a pipe.
public enum KeyboardInput {
    /// Starts reading standard input on a thread of its own, since a read blocks it.
    ///
    /// - Returns: The bytes, one at a time; the stream ends at the end of the input.
    public static func keys() -> AsyncStream<UInt8> {
        let (stream, continuation) = AsyncStream<UInt8>.makeStream()
        let reader = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(STDIN_FILENO, &byte, 1)
                if count == 1 {
                    continuation.yield(byte)
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            continuation.finish()
        }
        reader.start()
        return stream
    }
}
