import APIDocsKit
import APIDocsRender
import APIDocsServe
import ArgumentParser
import Foundation

/// `apidocs serve`: a live preview. Renders the site into memory, serves it on
/// 127.0.0.1, and renders it again when a file it was made from changes; open pages reload,
/// and while the spec has errors every page shows them over the last good build.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site: serve it on 127.0.0.1, rebuild on every save, reload open pages.",
        discussion: """
            Takes the specs build takes (default: the root apidocs.yml's specs, else every folder \
            under Specs/) and writes nothing: the site lives in memory. Every file the build read \
            (specs, $ref targets, Markdown, apidocs.yml, the theme) is watched. A spec with errors \
            keeps the last good site served and shows the errors on every page and here. Stop with Ctrl-C.
            """
    )

    @Argument(help: ArgumentHelp("Spec files or spec folders (default: the root apidocs.yml's specs, else every folder under Specs/).", valueName: "spec-or-folder"))
    var specs: [String] = []

    @OptionGroup var specOptions: SpecOptions

    @Option(help: ArgumentHelp("A theme folder laid over the built-in default theme.", valueName: "dir"))
    var theme: String?

    @Option(help: ArgumentHelp("A folder of Markdown guides shown beside the reference, for every spec served.", valueName: "dir"))
    var guides: String?

    @Flag(name: .customLong("lenient-links"), help: "An unresolved link in a guide is a warning (shown as text) instead of an error.")
    var lenientLinks = false

    @Option(name: .customLong("site-url"), help: ArgumentHelp("Preview the site as published there (canonical links, sitemap.xml, 404.html).", valueName: "url"))
    var siteURL: String?

    @Option(help: ArgumentHelp("The port to listen on (0: any free port).", valueName: "port"))
    var port: UInt16 = ServeCommand.defaultPort

    @Option(help: ArgumentHelp("The IPv4 address to listen on; anything but 127.0.0.1 lets other machines read your docs.", valueName: "address"))
    var host: String = "127.0.0.1"

    @Flag(help: ArgumentHelp("Answer every operation from its spec examples at /__apidocs/mock/<API>/<path> (for the Try it panel, no backend needed); path and query parameters are checked against the spec."))
    var mock = false

    @Flag(help: ArgumentHelp("Forward Try it requests from /__apidocs/proxy/<API>/<server index>/<path> to the spec's declared servers only (no CORS needed); loopback --host only."))
    var proxy = false

    static let defaultPort: UInt16 = 8123

    func validate() throws {
        if let siteURL { try SiteOptions.check(siteURL) }
        var address = in_addr()
        guard inet_pton(AF_INET, host, &address) == 1 else {
            throw ValidationError("--host needs an IPv4 address such as 127.0.0.1 or 0.0.0.0, got '\(host)'")
        }
        // The first byte of a 127.0.0.0/8 address, in network order.
        if proxy && UInt32(bigEndian: address.s_addr) >> 24 != 127 {
            throw ValidationError("--proxy needs a loopback --host (127.0.0.1): on '\(host)' anyone who can reach this machine could send requests to your API through it")
        }
    }

    func run() throws {
        var request = BuildRequest(
            specs: specs, optionsFile: specOptions.optionsFile, options: specOptions.options,
            template: specOptions.template, theme: theme, strict: specOptions.strict
        )
        request.references = specOptions.references
        request.client = specOptions.client
        request.generatorConfig = specOptions.generatorConfig
        request.siteURL = siteURL.flatMap { try? SiteURL(validating: $0) }
        request.guides = guides
        request.lenientLinks = lenientLinks
        if host != "127.0.0.1" {
            StandardError.write("warning: serving on \(host): other machines on your network can read these docs\n")
        }
        let server = try PreviewServer(
            builder: PreviewBuilder(request: request), host: host, port: port, services: TryItServices(mock: mock, proxy: proxy),
            pageProblems: { lines in StandardError.write(lines.joined(separator: "\n") + "\n") }
        ) { rebuild in
            ServeCommand.print(rebuild, first: false)
        }
        let done = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task {
            let first = await server.prepare()
            ServeCommand.print(first, first: true)
            let serving = Task { try await server.run() }
            do {
                let port = try await server.port()
                let address = "http://\(host == "0.0.0.0" ? "127.0.0.1" : host):\(port)"
                StandardOutput.write("apidocs serve: \(address)/ (Ctrl-C to stop)\n")
                if self.mock { StandardOutput.write("mock: \(address)/__apidocs/mock/<API>/<path>\n") }
                if self.proxy { StandardOutput.write("proxy to the specs' servers: \(address)/__apidocs/proxy/<API>/<server index>/<path>\n") }
                try await serving.value
            } catch {
                failure.message = "apidocs serve: cannot listen on \(host):\(self.port): \(error)"
            }
            done.signal()
        }
        done.wait()
        if let message = failure.message {
            StandardError.write(message + "\n")
            throw ExitCode(1)
        }
    }

    static func print(_ rebuild: PreviewServer.Rebuild, first: Bool) {
        if !rebuild.lines.isEmpty { StandardError.write(rebuild.lines.joined(separator: "\n") + "\n") }
        let time = String(Int(rebuild.milliseconds.rounded()))
        if !rebuild.succeeded {
            StandardOutput.write("build failed in \(time) ms: serving the last good site, with the errors on every page\n")
        } else if first {
            StandardOutput.write("built in \(time) ms: \(rebuild.changedFiles) files\n")
        } else {
            StandardOutput.write("rebuilt in \(time) ms: \(rebuild.changedFiles) file\(rebuild.changedFiles == 1 ? "" : "s") changed\n")
        }
    }
}

/// The server task's failure, read once the task is over.
private final class FailureBox: @unchecked Sendable {
    var message: String?
}
