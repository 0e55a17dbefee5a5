extension TabBarIconLibrary {
    /// A window with its sidebar on the left: `sidebar.left`, and `sidebar.leading` in left to right.
    static let sidebarLeading = Icon(parts: [
        line("M4.5 5 H19.5 A1.5 1.5 0 0 1 21 6.5 V17.5 A1.5 1.5 0 0 1 19.5 19 H4.5 A1.5 1.5 0 0 1 3 17.5 V6.5 A1.5 1.5 0 0 1 4.5 5 Z"),
        line("M9 5 V19"), detail("M5 8.5 H7 M5 11 H7"),
    ])

    static let icons: [String: Icon] = [
        "house": Icon(parts: [
            body("M4.5 10.2 L12 4 L19.5 10.2 V19.5 A1 1 0 0 1 18.5 20.5 H14.5 V14.5 H9.5 V20.5 H5.5 A1 1 0 0 1 4.5 19.5 Z"),
            line("M2.8 11.6 L12 3.9 L21.2 11.6"),
        ]),
        "magnifyingglass": Icon(parts: [line(circle(10.5, 10.5, 6.3)), line("M15.2 15.2 L20.5 20.5")]),
        "plus": Icon(parts: [line("M12 5 V19 M5 12 H19")]),
        // `sidebar.leading` is the left-to-right drawing; its right-to-left form is drawn flipped.
        "sidebar.leading": sidebarLeading,
        "sidebar.left": sidebarLeading,
        "bell": Icon(parts: [
            body("M12 3.5 A5.8 5.8 0 0 1 17.8 9.3 V13.8 L19.8 16.8 V17.6 H4.2 V16.8 L6.2 13.8 V9.3 A5.8 5.8 0 0 1 12 3.5 Z"),
            line("M9.8 20 A2.3 2.3 0 0 0 14.2 20"),
        ]),
        "person": Icon(parts: [body(circle(12, 8, 3.8)), body("M4.5 20.3 C4.8 16.3 8 14 12 14 C16 14 19.2 16.3 19.5 20.3 Z")]),
        "person.crop.circle": Icon(parts: [
            body(circle(12, 12, 9.3)), detail(circle(12, 9.6, 3.1)),
            detail("M6.3 18.4 C7.6 16.3 9.6 15.2 12 15.2 C14.4 15.2 16.4 16.3 17.7 18.4"),
        ]),
        "envelope": Icon(parts: [
            body("M4.5 5.5 H19.5 A1.5 1.5 0 0 1 21 7 V17 A1.5 1.5 0 0 1 19.5 18.5 H4.5 A1.5 1.5 0 0 1 3 17 V7 A1.5 1.5 0 0 1 4.5 5.5 Z"),
            detail("M3.6 6.6 L12 13 L20.4 6.6"),
        ]),
        "message": Icon(parts: [
            body("M12 4 C16.9 4 20.6 7.2 20.6 11.1 C20.6 15 16.9 18.2 12 18.2 C11 18.2 10 18.1 9.1 17.8 L4.8 20 L5.9 16.1 C4.3 14.8 3.4 13 3.4 11.1 C3.4 7.2 7.1 4 12 4 Z"),
        ]),
        "menucard": Icon(parts: [
            body("M6.5 3 H17.5 A1.5 1.5 0 0 1 19 4.5 V19.5 A1.5 1.5 0 0 1 17.5 21 H6.5 A1.5 1.5 0 0 1 5 19.5 V4.5 A1.5 1.5 0 0 1 6.5 3 Z"),
            detail("M8.5 8 H15.5 M8.5 12 H15.5 M8.5 16 H12.5"),
        ]),
        "chart.xyaxis.line": Icon(parts: [line("M4 3.5 V20 H20.5"), line("M6.8 15.5 L10.3 10.8 L13.6 13.4 L19.2 6.6")]),
        "chart.line.uptrend.xyaxis": Icon(parts: [
            line("M4 3.5 V20 H20.5"), line("M6.8 16.6 L10.6 12.6 L13.6 14.6 L19.3 8.6"), line("M15.6 8.4 H19.4 V12.2"),
        ]),
        "testtube.2": Icon(parts: [
            body("M6.5 3.5 H11.5 V17.3 A2.5 2.5 0 0 1 6.5 17.3 Z"), body("M13.5 3.5 H18.5 V17.3 A2.5 2.5 0 0 1 13.5 17.3 Z"),
            line("M5.5 3.5 H12.5 M12.5 3.5 H19.5"), detail("M6.5 10 H11.5 M13.5 8 H18.5"),
        ]),
        "lightbulb": Icon(parts: [
            body("M12 3 A6 6 0 0 1 15.6 13.8 C15 14.3 14.6 15 14.6 15.8 V16.3 H9.4 V15.8 C9.4 15 9 14.3 8.4 13.8 A6 6 0 0 1 12 3 Z"),
            line("M9.6 18.6 H14.4 M10.5 21 H13.5"),
        ]),
        "clock": Icon(parts: [body(circle(12, 12, 9)), detail("M12 6.8 V12 L15.6 14.2")]),
        "target": Icon(parts: [line(circle(12, 12, 9)), line(circle(12, 12, 5.4)), solid(circle(12, 12, 2))]),
        "compass.drawing": Icon(parts: [
            line("M12 3 V5.2"), line(circle(12, 6.8, 1.6)), line("M11.2 8.2 L6.2 20.5 M12.8 8.2 L17.8 20.5"),
            line("M7.4 15.2 Q12 17.8 16.6 15.2"),
        ]),
        "calendar.badge.plus": Icon(parts: [
            body("M4.5 6 H15.5 A1.5 1.5 0 0 1 17 7.5 V18.5 A1.5 1.5 0 0 1 15.5 20 H4.5 A1.5 1.5 0 0 1 3 18.5 V7.5 A1.5 1.5 0 0 1 4.5 6 Z"),
            detail("M3 10 H17"), line("M7 4 V7.5 M13 4 V7.5"), line("M19.6 2.6 V8.6 M16.6 5.6 H22.6"),
        ]),
        "stopwatch": Icon(parts: [body(circle(12, 13.5, 7.6)), line("M9.8 3 H14.2 M12 3 V5.9 M18.3 6.8 L19.6 5.5"), detail("M12 13.5 L14.6 10.4")]),
        "rectangle.stack.badge.plus": Icon(parts: [
            body("M5 8.5 H14 A1.5 1.5 0 0 1 15.5 10 V19 A1.5 1.5 0 0 1 14 20.5 H5 A1.5 1.5 0 0 1 3.5 19 V10 A1.5 1.5 0 0 1 5 8.5 Z"),
            line("M6.5 6 H16.5 A1.5 1.5 0 0 1 18 7.5 V16.5"), line("M19.6 2.6 V8.6 M16.6 5.6 H22.6"),
        ]),
        "sparkles": Icon(parts: [
            body("M10 3 C10.6 7.6 12.4 9.4 17 10 C12.4 10.6 10.6 12.4 10 17 C9.4 12.4 7.6 10.6 3 10 C7.6 9.4 9.4 7.6 10 3 Z"),
            body("M18 13.5 C18.3 15.7 19 16.4 21.2 16.7 C19 17 18.3 17.7 18 19.9 C17.7 17.7 17 17 14.8 16.7 C17 16.4 17.7 15.7 18 13.5 Z"),
        ]),
        "nyx.glyph": Icon(parts: [body(circle(12, 12, 9.4)), detail("M6.6 8 L9.2 16.4 L12 10.6 L14.8 16.4 L17.4 8")]),
        "gearshape": Icon(parts: [body(gear()), detail(circle(12, 12, 3))]),
        "circle": Icon(parts: [body(circle(12, 12, 8.5))]),
        "camera": Icon(parts: [
            body("M4.5 7 H8 L9.5 5 H14.5 L16 7 H19.5 A1.5 1.5 0 0 1 21 8.5 V17.5 A1.5 1.5 0 0 1 19.5 19 H4.5 A1.5 1.5 0 0 1 3 17.5 V8.5 A1.5 1.5 0 0 1 4.5 7 Z"),
            detail(circle(12, 12.8, 3.4)),
        ]),
        "video": Icon(parts: [
            body("M4.5 6.5 H14 A1.5 1.5 0 0 1 15.5 8 V16 A1.5 1.5 0 0 1 14 17.5 H4.5 A1.5 1.5 0 0 1 3 16 V8 A1.5 1.5 0 0 1 4.5 6.5 Z"),
            body("M15.5 10.3 L21 7.3 V16.7 L15.5 13.7 Z"),
        ]),
        "text.bubble": Icon(parts: [
            body("M5 4 H19 A2 2 0 0 1 21 6 V15 A2 2 0 0 1 19 17 H10 L6 20.5 V17 H5 A2 2 0 0 1 3 15 V6 A2 2 0 0 1 5 4 Z"),
            detail("M7 8.5 H17 M7 12.5 H14"),
        ]),
        "tray": Icon(parts: [
            body("M5.8 4.5 H18.2 L21 12.5 V18 A1.5 1.5 0 0 1 19.5 19.5 H4.5 A1.5 1.5 0 0 1 3 18 V12.5 Z"),
            detail("M3 12.5 H8.3 A3.7 3.7 0 0 0 15.7 12.5 H21"),
        ]),
        "star": Icon(parts: [body("M12 3.2 L14.6 8.9 L20.8 9.6 L16.2 13.8 L17.5 19.9 L12 16.8 L6.5 19.9 L7.8 13.8 L3.2 9.6 L9.4 8.9 Z")]),
        // Issue 33: the sidebar's disclosure chevrons and the atlas example's icons.
        "chevron.down": Icon(parts: [line("M5.5 9 L12 15.5 L18.5 9")]),
        "chevron.right": Icon(parts: [line("M9 5.5 L15.5 12 L9 18.5")]),
        "chevron.left": Icon(parts: [line("M15 5.5 L8.5 12 L15 18.5")]),
        "square.grid.2x2": Icon(parts: [body("M4 4 H10.5 V10.5 H4 Z M13.5 4 H20 V10.5 H13.5 Z M4 13.5 H10.5 V20 H4 Z M13.5 13.5 H20 V20 H13.5 Z")]),
        "dot.radiowaves.left.and.right": Icon(parts: [
            solid(circle(12, 12, 2)),
            line("M8.2 8.2 A5.4 5.4 0 0 0 8.2 15.8 M15.8 8.2 A5.4 5.4 0 0 1 15.8 15.8"),
            line("M5.3 5.3 A9.5 9.5 0 0 0 5.3 18.7 M18.7 5.3 A9.5 9.5 0 0 1 18.7 18.7"),
        ]),
        "play": Icon(parts: [body("M8 5 L19 12 L8 19 Z")]),
        "trash": Icon(parts: [
            body("M6 7 H18 L17 20 A1 1 0 0 1 16 21 H8 A1 1 0 0 1 7 20 Z"), line("M4 7 H20 M9.5 7 V4.5 H14.5 V7"), detail("M10 10.5 V17.5 M14 10.5 V17.5"),
        ]),
        "books.vertical": Icon(parts: [body("M4 4 H8 V20 H4 Z M10 4 H14 V20 H10 Z"), body("M15.6 5 L19.2 4.1 L21.6 19.3 L18 20.2 Z")]),
        "arrow.down.circle": Icon(parts: [body(circle(12, 12, 9)), detail("M12 7 V16.5 M8 12.8 L12 16.8 L16 12.8")]),
        "gear": Icon(parts: [body(gear()), detail(circle(12, 12, 3))]),
        "arrow.clockwise": Icon(parts: [line("M18.8 12 A6.8 6.8 0 1 1 16.8 7.2"), line("M17.4 3.6 V7.8 H13.2")]),
        "rectangle.portrait.and.arrow.right": Icon(parts: [
            line("M13 5 V4.5 A1.5 1.5 0 0 0 11.5 3 H5.5 A1.5 1.5 0 0 0 4 4.5 V19.5 A1.5 1.5 0 0 0 5.5 21 H11.5 A1.5 1.5 0 0 0 13 19.5 V19"),
            line("M9 12 H21 M17.5 8.5 L21 12 L17.5 15.5"),
        ]),
        "person.2": Icon(parts: [
            body(circle(9, 8.5, 3.3)), body("M2.5 19.5 C2.8 15.9 5.5 13.8 9 13.8 C12.5 13.8 15.2 15.9 15.5 19.5 Z"),
            line("M15.2 5.6 A3.1 3.1 0 0 1 15.6 11.6 M17.4 14.3 C19.6 14.9 21.2 16.7 21.5 19.5"),
        ]),
    ]
}
