import APIDocsCLI
import XCTest

/// An empty command line (what Swift's static runtime gives where `/proc` is not mounted) is
/// a usage error, never "no arguments": `apidocs check` would otherwise print the overview and
/// pass. `scripts/bare-debian-test.sh` runs the release binary both ways in a chroot.
final class CommandLineReadingTests: XCTestCase {
    func testTheProgramNameIsDroppedAndTheRestKept() {
        XCTAssertEqual(APIDocsMain.arguments(fromCommandLine: ["/usr/local/bin/apidocs", "check", "--strict"]), ["check", "--strict"])
        XCTAssertEqual(APIDocsMain.arguments(fromCommandLine: ["apidocs"]), [], "a name alone: the overview, as before")
        XCTAssertEqual(APIDocsMain.arguments(fromCommandLine: ["", "check"]), ["check"], "an empty name was still read")
    }

    func testAnEmptyCommandLineWasNotReadAndExits2() {
        XCTAssertNil(APIDocsMain.arguments(fromCommandLine: []))
        XCTAssertEqual(APIDocsMain.run(commandLine: []), 2)
        let message = APIDocsMain.unreadableCommandLineMessage
        XCTAssertTrue(message.hasPrefix("error: apidocs could not read its command line"), message)
        XCTAssertTrue(message.contains("/proc/self/cmdline") && message.contains("mount -t proc proc /proc"), message)
        XCTAssertTrue(message.hasSuffix(".\n"), message)
    }

    func testAReadCommandLineRunsAsBefore() {
        XCTAssertEqual(APIDocsMain.run(commandLine: ["apidocs", "--version"]), 0)
        XCTAssertEqual(APIDocsMain.run(commandLine: ["apidocs", "--bogus"]), 2)
    }
}
