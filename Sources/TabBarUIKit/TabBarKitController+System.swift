#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

extension TabBarKitController {
    /// Keyboard, Reduce Motion and trait changes, as signals for the input layer; the current values first.
    /// The appearance traits (Dark Mode, Increase Contrast, Bold Text) re-resolve the theme and redraw the bar.
    func observeSystem() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
        center.addObserver(
            self, selector: #selector(reduceMotionChanged), name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        center.addObserver(
            self, selector: #selector(voiceOverChanged), name: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil)
        // Read again when the app comes back: VoiceOver turned on in Settings while the app was suspended.
        center.addObserver(self, selector: #selector(voiceOverChanged), name: UIApplication.didBecomeActiveNotification, object: nil)
        center.addObserver(
            self, selector: #selector(reduceTransparencyChanged), name: UIAccessibility.reduceTransparencyStatusDidChangeNotification, object: nil)
        registerForTraitChanges(
            [UITraitLayoutDirection.self, UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitPreferredContentSizeCategory.self,
             UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitLegibilityWeight.self, UITraitDisplayScale.self,
             // The bar's images are loaded with the view's idiom and gamut too (`TabBarImageTraits`).
             UITraitUserInterfaceIdiom.self, UITraitDisplayGamut.self],
            action: #selector(traitsChanged))
        reduceMotionChanged()
        voiceOverChanged()
        traitsChanged()
    }

    @objc func keyboardWillChange(_ notification: Notification) {
        guard let keyboard = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        // The notification gives the keyboard's frame in the screen's coordinates (the screen is its object): the
        // container's own frame in the same space tells how much of it the keyboard covers, in Split View, Slide
        // Over and Stage Manager too (the input layer's arithmetic).
        guard let window = view.window, let screen = notification.object as? UIScreen ?? window.windowScene?.screen else { return }
        let container = view.convert(view.bounds, to: screen.coordinateSpace)
        let overlap = TabBarInput.keyboardOverlap(keyboardInScreen: TabBarRect(keyboard), containerInScreen: TabBarRect(container))
        presenter.handle(.keyboardFrame(overlap))
        view.setNeedsLayout()
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        presenter.handle(.keyboardFrame(nil))
        view.setNeedsLayout()
    }

    /// Reduce Motion changed while running (`UIAccessibility.reduceMotionStatusDidChangeNotification`): the bar's
    /// motion and the container's (its pushes, scrolls to the top, the bar's showing and hiding) follow it.
    @objc func reduceMotionChanged() {
        let enabled = UIAccessibility.isReduceMotionEnabled
        presenter.handle(.reduceMotion(enabled))
        driver.isReduceMotionEnabled = enabled
    }

    /// VoiceOver started or stopped (`UIAccessibility.voiceOverStatusDidChangeNotification`): the presenter's frames
    /// decide whether a drawn but unreachable accessory swallows a touch (never while VoiceOver runs).
    @objc func voiceOverChanged() {
        presenter.handle(.voiceOver(UIAccessibility.isVoiceOverRunning))
    }

    @objc func traitsChanged() {
        let traits = view.traitCollection
        presenter.handle(.layoutDirection(traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight))
        presenter.handle(
            .sizeClasses(
                horizontal: traits.horizontalSizeClass == .regular ? .regular : .compact,
                vertical: traits.verticalSizeClass == .compact ? .compact : .regular))
        presenter.handle(.dynamicType(TabBarTextSize(traits.preferredContentSizeCategory)))
        presenter.handle(.boldText(traits.legibilityWeight == .bold))
        updateLook()
        tabBarView.traitsChanged()
        view.setNeedsLayout()
    }

    // MARK: Hardware keyboard: the core's key commands, registered by the input layer's rule.

    /// The key commands registered now (`TabBarInput.registeredKeys(_:context:barFocused:translator:)`): Command-1…9
    /// always; the arrows only while the bar has the keyboard focus (they win over focus movement then, and a
    /// text field never has the focus at the same time); Escape only while a menu is open, so it never takes
    /// Escape from a sheet, a search field or another responder.
    open override var keyCommands: [UIKeyCommand]? {
        let registration = presenter.registeredKeys(barFocused: tabBarView.isFocused)
        let all = machine.keyCommands
        var commands = registration.commands.compactMap { command -> UIKeyCommand? in
            guard let index = all.firstIndex(where: { $0.input == command.input }) else { return nil }
            let key = UIKeyCommand(
                title: command.title, action: #selector(performKeyCommand(_:)), input: command.input.uiKeyInput,
                modifierFlags: command.input.uiModifierFlags, propertyList: index)
            key.discoverabilityTitle = command.title
            key.wantsPriorityOverSystemBehavior = TabBarInput.keyCommandWinsOverSystem(command.input, barFocused: tabBarView.isFocused)
            return key
        }
        if registration.escape {
            commands.append(UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(performEscape(_:))))
        }
        if registration.sidebar { commands += sidebarKeyCommands }
        return commands
    }

    @objc func performKeyCommand(_ sender: UIKeyCommand) {
        guard let index = sender.propertyList as? Int, machine.keyCommands.indices.contains(index) else { return }
        presenter.handle(.key(TabBarKeyPress(
            command: machine.keyCommands[index].input, textInputFocused: view.window?.hasFocusedTextInput ?? false, barFocused: tabBarView.isFocused)))
    }

    @objc func performEscape(_ sender: UIKeyCommand) {
        presenter.handle(.key(TabBarKeyPress(.escape)))
    }
}

extension UIView {
    /// Whether a text field or text view in this view's tree is the first responder.
    var hasFocusedTextInput: Bool {
        if isFirstResponder && self is any UITextInput { return true }
        return subviews.contains { $0.hasFocusedTextInput }
    }
}

extension TabBarKeyInput {
    /// The key's input string for `UIKeyCommand`.
    var uiKeyInput: String {
        switch self {
        case .leftArrow: UIKeyCommand.inputLeftArrow
        case .rightArrow: UIKeyCommand.inputRightArrow
        case .commandDigit(let digit): String(digit)
        case .toggleSidebar: "s"
        }
    }

    /// The modifiers: Command for digits, Control and Command for the sidebar, none for arrows.
    var uiModifierFlags: UIKeyModifierFlags {
        switch self {
        case .commandDigit: .command
        case .toggleSidebar: [.control, .command]
        case .leftArrow, .rightArrow: []
        }
    }
}
#endif
