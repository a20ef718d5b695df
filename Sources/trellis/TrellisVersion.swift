/// The version `trellis --version` prints and SARIF reports.
enum TrellisVersion {
    static let current = "0.9.0"
}
