import APIDocsLoader

/// Client flavour (issue 13): the command line's `--client` and `--generator-config`, laid
/// over every `apidocs.yml` layer.
extension JobPlanner {
    public mutating func setFlavour(client: String?, generatorConfig: String?) throws(SpecError) {
        guard client != nil || generatorConfig != nil else { return }
        flavour = ClientFlavourSetting(
            client: try client.map { text throws(SpecError) in try ClientFlavour.parse(text, file: "--client") },
            generatorConfig: generatorConfig
        )
    }
}

extension DocsJob {
    /// The job with the flavour settled by its layers (SwagGen when none names one).
    func withFlavour(_ setting: ClientFlavourSetting) -> DocsJob {
        var job = self
        job.client = setting.client ?? .swaggen
        job.generatorConfig = setting.generatorConfig
        return job
    }
}
