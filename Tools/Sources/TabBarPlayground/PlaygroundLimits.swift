/// The largest request bodies the playground reads; larger ones get 413 before any parsing.
public enum PlaygroundLimits {
    /// A configuration document (`PUT …/configuration`, or inside `POST /sessions`).
    public static let maximumConfigurationBytes = 256 * 1024
    /// A DTCG token file (`POST …/theme`).
    public static let maximumTokenFileBytes = 256 * 1024
    /// Any other JSON body (options, events).
    public static let maximumRequestBytes = 16 * 1024
    /// The longest session id accepted before looking it up.
    public static let maximumSessionIDLength = 64
    /// The most snapshots one session keeps by name (`save NAME`, about 10 KB each); saving under a
    /// new name beyond it is refused, overwriting a saved name is not.
    public static let maximumSavedSnapshots = 8
    /// The longest snapshot name `save NAME` accepts, in characters.
    public static let maximumSnapshotNameLength = 64
}

extension PlaygroundLimits {
    /// The largest body any route reads (`POST /sessions`: a configuration and options).
    public static let largestBody = maximumConfigurationBytes + maximumRequestBytes
}
