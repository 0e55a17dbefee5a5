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
}
