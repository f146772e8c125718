import Foundation

/// Unbuffered writes to standard output.
enum StandardOutput {
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}

/// Unbuffered writes to standard error.
enum StandardError {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
