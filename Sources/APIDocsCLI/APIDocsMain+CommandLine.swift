/// The process's command line as the entry point gets it, checked before anything is parsed.
///
/// Swift's runtime, linked statically (the release binary), reads the command line from
/// `/proc/self/cmdline` on Linux; where `/proc` is not mounted (a bare chroot, some
/// containers) it finds nothing, not even the program's name. Parsing that as no arguments
/// would print the overview and exit 0, so `apidocs check` in such a CI job would pass
/// without checking anything: an unreadable command line is a usage error instead.
extension APIDocsMain {
    /// Printed, with exit code 2, when the command line could not be read.
    public static let unreadableCommandLineMessage = """
        error: apidocs could not read its command line (not even the program name): the Swift \
        runtime reads it from /proc/self/cmdline, so /proc is probably not mounted. Mount it \
        (in a chroot: mount -t proc proc /proc) and run the command again.

        """

    /// The arguments after the program's name, or nil when `commandLine` (the whole command
    /// line, `CommandLine.arguments`) is empty: a process always has at least its name, so
    /// an empty one was not read.
    public static func arguments(fromCommandLine commandLine: [String]) -> [String]? {
        guard !commandLine.isEmpty else { return nil }
        return Array(commandLine.dropFirst())
    }

    /// Runs the whole command line (program name first) and returns the exit code: 2 with
    /// `unreadableCommandLineMessage` when it could not be read.
    public static func run(commandLine: [String]) -> Int32 {
        guard let arguments = arguments(fromCommandLine: commandLine) else {
            StandardError.write(unreadableCommandLineMessage)
            return 2
        }
        return run(arguments: arguments)
    }
}
