/// Turns the bytes of a file or of standard input into text for the JSON and script readers.
///
/// Input is refused, never repaired: more than ``TabBarConfigurationLimits/maximumDocumentBytes`` bytes
/// is an error naming the limit (checked before any decoding), and invalid UTF-8 is an error
/// naming the byte offset (from 0) of the first bad sequence — nothing is replaced by U+FFFD.
@_spi(TabBarKitInternal) public enum TabBarUTF8Input {
    /// The text of `bytes`, or an issue located at `byte N`.
    @_spi(TabBarKitInternal) public static func text(
        _ bytes: some Collection<UInt8>, maximumBytes: Int = TabBarConfigurationLimits.maximumDocumentBytes
    ) throws(TabBarConfigurationError) -> String {
        try checkSize(bytes.count, maximumBytes: maximumBytes)
        // Contiguous bytes (a file's) are decoded in one pass and compared with the text: decoding repairs
        // invalid UTF-8, so bytes that differ from the text's were not valid, and the scan below says where.
        let decoded: String?? = bytes.withContiguousStorageIfAvailable { buffer in
            let text = String(decoding: buffer, as: UTF8.self)
            let same = text.utf8.withContiguousStorageIfAvailable { Self.equal($0, buffer) } ?? text.utf8.elementsEqual(buffer)
            return same ? text : nil
        }
        if let text = decoded ?? nil { return text }
        // (`String(validating:as:)` would do, but needs iOS 18; the package supports iOS 17.)
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return String(decoding: bytes, as: UTF8.self)
            case .error:
                let byte = bytes.dropFirst(offset).first ?? 0
                let hex = String(byte, radix: 16, uppercase: true)
                let reason = "not UTF-8 text (invalid byte 0x\(hex.count < 2 ? "0" + hex : hex) at byte offset \(offset))"
                throw TabBarConfigurationError([TabBarInputIssue("byte \(offset)", reason)])
            }
        }
    }

    /// Whether two buffers hold the same bytes (compared eight at a time).
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        let rawA = UnsafeRawBufferPointer(a)
        let rawB = UnsafeRawBufferPointer(b)
        var offset = 0
        while offset + 8 <= a.count {
            guard rawA.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == rawB.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
            offset += 8
        }
        while offset < a.count {
            guard a[offset] == b[offset] else { return false }
            offset += 1
        }
        return true
    }

    /// Throws when a document of `size` bytes is over the limit.
    @_spi(TabBarKitInternal) public static func checkSize(_ size: Int, maximumBytes: Int = TabBarConfigurationLimits.maximumDocumentBytes) throws(TabBarConfigurationError) {
        guard size <= maximumBytes else {
            throw TabBarConfigurationError([TabBarInputIssue("", "the input is \(size) bytes; at most \(maximumBytes) are read")])
        }
    }
}
