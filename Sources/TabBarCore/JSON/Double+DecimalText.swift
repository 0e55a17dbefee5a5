extension Double {
    /// The number rounded to at most `places` decimals, trailing zeros cut, never `-0`, never an
    /// exponent; non-finite values write `0`. Shared by the JSON and SVG writers so output is stable.
    ///
    /// Total: any `Double` and any `places` give text (`places` is taken within 0…17, the most
    /// digits a `Double` carries). Huge values write all their integer digits
    /// (`1e20.decimalText(places: 2)` is `"100000000000000000000"`).
    ///
    /// ```swift
    /// @_spi(TabBarKitInternal) import TabBarCore
    /// let rounded = 12.345.decimalText(places: 2)   // "12.35"
    /// let zero = (-0.001).decimalText(places: 2)    // "0"
    /// ```
    ///
    /// - Complexity: O(1) for values under 2^53; O(*d*²) in the *d* digits of larger ones.
    @_spi(TabBarKitInternal) public func decimalText(places: Int) -> String {
        guard isFinite else { return "0" }
        let places = Swift.min(Swift.max(places, 0), 17)
        let magnitude = Swift.abs(self)
        // 2^53: every Double from here up is an integer, so rounding cannot change it.
        guard magnitude < 9_007_199_254_740_992 else { return Self.integerDigits(of: self) }
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let scaled = (self * factor).rounded()
        if scaled == 0 { return "0" }
        // Under 10^15 the scaled value is an exact integer whose digits are the shortest text of
        // `scaled / factor`, so writing them with a decimal point gives what a search through
        // `String(Double)` gave, without building or searching that string.
        guard Swift.abs(scaled) < 1e15 else { return Self.shortestText(rounded: scaled / factor, places: places) }
        return Self.fixedPoint(Int64(scaled), places: places)
    }

    /// `value / 10^places` written with at most `places` decimals, trailing zeros cut (`value` ≠ 0).
    static func fixedPoint(_ value: Int64, places: Int) -> String {
        var rest = value.magnitude
        var places = places
        while places > 0 && rest % 10 == 0 {
            rest /= 10
            places -= 1
        }
        // At most 15 digits, a point, a leading zero and a sign: a small string, no allocation.
        return String(unsafeUninitializedCapacity: 24) { buffer in
            // Digits are written backwards from the end, then moved to the front.
            var end = 24
            var written = 0
            while true {
                end -= 1
                buffer[end] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
                written += 1
                if written == places {
                    end -= 1
                    buffer[end] = UInt8(ascii: ".")
                }
                if rest == 0 && written > places { break }
            }
            if value < 0 {
                end -= 1
                buffer[end] = UInt8(ascii: "-")
            }
            let count = 24 - end
            for i in 0..<count { buffer[i] = buffer[end + i] }
            return count
        }
    }

    /// The shortest text of a rounded value, cut to `places` decimals (values of 10^15 and more
    /// after scaling, where `String(Double)` is the reference).
    static func shortestText(rounded: Double, places: Int) -> String {
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded() { return integerDigits(of: rounded) }
        var text = Array(String(rounded).utf8)
        // Scaled values of 10^15 and more are at least 0.01 and under 2^53 here, which Swift writes
        // without an exponent; should one appear, the integer digits are the safe answer.
        guard !text.contains(UInt8(ascii: "e")) else { return integerDigits(of: rounded.rounded()) }
        if let dot = text.firstIndex(of: UInt8(ascii: ".")), text.count - dot > places + 1 {
            text.removeSubrange((dot + places + 1)...)
        }
        while text.last == UInt8(ascii: "0") { text.removeLast() }
        if text.last == UInt8(ascii: ".") { text.removeLast() }
        return String(decoding: text, as: UTF8.self)
    }

    /// The exact decimal digits of an integral `Double` of any size, with its sign.
    static func integerDigits(of value: Double) -> String {
        if let small = Int64(exactly: value) { return small == 0 ? "0" : String(small) }
        // value = significand × 2^exponent, an integer: double a base-10^9 number `exponent` times.
        let exponent = Int(value.exponent) - 52
        var limbs: [UInt32] = []
        var significand = (value.significandBitPattern | (1 << 52))
        while significand > 0 {
            limbs.append(UInt32(significand % 1_000_000_000))
            significand /= 1_000_000_000
        }
        for _ in 0..<Swift.max(exponent, 0) {
            var carry: UInt64 = 0
            for i in limbs.indices {
                let doubled = UInt64(limbs[i]) * 2 + carry
                limbs[i] = UInt32(doubled % 1_000_000_000)
                carry = doubled / 1_000_000_000
            }
            if carry > 0 { limbs.append(UInt32(carry)) }
        }
        var text = value < 0 ? "-" : ""
        text += String(limbs[limbs.count - 1])
        for limb in limbs.dropLast().reversed() {
            let part = String(limb)
            text += String(repeating: "0", count: 9 - part.count) + part
        }
        return text
    }
}
