import APIDocsLoader

extension DocsPipeline {
    /// The files a result puts in its output folder: the one list `build` writes and `check`
    /// compares. Today the README; the HTML site's pages join it here.
    public static func files(for result: Result) -> [OutputFile] {
        [OutputFile(path: "README.md", text: result.readme)]
    }

    /// The build fingerprint stored in the output manifest: the bytes of every file the result
    /// was made from (spec files, template), the job's options and template choice, and the
    /// apidocs version. Equal fingerprints mean equal inputs.
    public static func fingerprint(for job: DocsJob, result: Result) -> String {
        var fingerprint = Fingerprint()
        fingerprint.add("version", text: Fingerprint.toolVersion)
        fingerprint.add("options", text: String(reflecting: job.optionLayers))
        fingerprint.add("template", text: job.template ?? "")
        fingerprint.add("output", text: job.outputName)
        for file in result.inputFiles {
            // A file that cannot be read now counts as empty: the fingerprint then differs
            // from the last build's, which is the safe side.
            fingerprint.add("file:" + file, bytes: OutputDisk.read(file) ?? [])
        }
        return fingerprint.hash.hex
    }
}
