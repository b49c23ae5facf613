import ArgumentParser
import Foundation
import RouteCompiler

/// `routegen association FILE`
struct Association: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the applinks part of apple-app-site-association for the table's https links.",
        discussion: """
            The components claim exactly the paths the table's link patterns open on the host \
            (docs/language.md §14.8). Without --output, prints the association JSON of one \
            host (--host when the table lists several); with --output DIR, writes \
            DIR/<host>/apple-app-site-association for each host. Only applinks: merge \
            webcredentials or appclips into the file yourself. The app's side of the same \
            table: --entitlements prints the associated-domains entitlement, --url-types the \
            CFBundleURLTypes of its custom schemes. Exits 0 when printed or written, 1 when \
            the table has errors, 2 for a usage error (no app ID, an unknown host, a table \
            without links) or a file that cannot be read or written.
            """
    )

    @Argument(help: "The root routes file.")
    var file: String

    @Option(
        name: .customLong("app-id"),
        help: "An app ID (ABCDE12345.com.example.app); repeatable. Default: the table's links: appIDs:.")
    var appIDs: [String] = []

    @Option(help: "The host whose file to print, when the table lists several (a subdomain for a *. host).")
    var host: String?

    @Option(name: .shortAndLong, help: "Write DIR/<host>/apple-app-site-association for each host.")
    var output: String?

    @Flag(help: "Print the associated-domains entitlement (applinks: entries) instead.")
    var entitlements = false

    @Flag(help: "Print the CFBundleURLTypes of the custom schemes (Info.plist) instead.")
    var urlTypes = false

    @OptionGroup var options: DiagnosticOptions

    func run() throws {
        let result = try Pipeline.association(root: file, sources: FileSources(), appIDs: appIDs).orExit(reading: file)
        Output.diagnostics(result.validation.diagnostics, format: options.diagnosticsFormat)
        guard result.validation.table != nil else { throw ExitCode(ExitStatus.tableErrors) }
        guard let association = result.file, let settings = result.settings else {
            throw usage("\(file) has no link patterns (docs/language.md §14)")
        }
        if entitlements { return Output.out(settings.entitlements) }
        if urlTypes { return Output.out(settings.urlTypes) }
        guard !association.appIDs.isEmpty else {
            throw usage("no app ID: add links: { appIDs: [ABCDE12345.com.example.app] } to the table, or pass --app-id")
        }
        if let output { return try write(association, into: output) }
        let hosts = association.hosts
        guard let host = host ?? (hosts.count == 1 ? hosts[0] : nil) else {
            throw usage(
                hosts.isEmpty
                    ? "the table lists no https host with a file of its own; pass --host with a subdomain of a *. host"
                    : "the table lists several hosts (\(hosts.joined(separator: ", "))); pass --host")
        }
        guard association.answers(host: host) else {
            throw usage(
                "the table's links do not answer \(host); its hosts: \(association.links.hosts.joined(separator: ", "))"
            )
        }
        Output.out(association.document(for: host).rendered(indent: 2) + "\n")
    }

    /// Writes each host's file under `folder`.
    private func write(_ association: AssociationFile, into folder: String) throws {
        let hosts = host.map { [$0] } ?? association.hosts
        for host in hosts {
            guard association.answers(host: host) else { throw usage("the table's links do not answer \(host)") }
            let directory = URL(fileURLWithPath: folder).appendingPathComponent(host)
            let text = association.document(for: host).rendered(indent: 2) + "\n"
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(text.utf8).write(
                    to: directory.appendingPathComponent("apple-app-site-association"), options: .atomic)
            } catch {
                Output.error("routegen: error: cannot write '\(directory.path)': \(error.localizedDescription)")
                throw ExitCode(ExitStatus.usage)
            }
        }
        for wildcard in association.links.hosts where wildcard.hasPrefix("*.") && host == nil {
            Output.error("routegen: note: \(wildcard): each subdomain serves its own file; write it with --host")
        }
    }

    private func usage(_ message: String) -> ExitCode {
        Output.error("routegen: error: \(message)")
        return ExitCode(ExitStatus.usage)
    }
}
