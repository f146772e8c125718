import XCTest

/// `apidocs serve --proxy` only on a loopback address: on any other, everyone who can reach
/// the machine could send requests to the team's API through it, so the command refuses to
/// start (bad usage, exit 2) and says why.
final class ServeProxyHostTests: XCTestCase {
    func testTheProxyRefusesANonLoopbackHost() throws {
        for host in ["0.0.0.0", "192.168.1.4"] {
            let result = try CLIRunner.run(["serve", "Specs/Kennel", "--proxy", "--host", host, "--port", "0"])
            XCTAssertEqual(result.exitCode, 2, host)
            XCTAssertTrue(result.stderr.contains("--proxy needs a loopback --host"), result.stderr)
            XCTAssertTrue(result.stdout.isEmpty, "nothing was served: \(result.stdout)")
        }
    }
}
