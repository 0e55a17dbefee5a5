#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import TabBarHost
import UIKit

extension TabBarKitController {
    /// Keyboard, Reduce Motion and trait changes, as signals for the input layer; the current values first.
    func observeSystem() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillChange(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
        center.addObserver(
            self, selector: #selector(reduceMotionChanged), name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
        registerForTraitChanges(
            [UITraitLayoutDirection.self, UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitPreferredContentSizeCategory.self],
            action: #selector(traitsChanged))
        reduceMotionChanged()
        traitsChanged()
    }

    @objc func keyboardWillChange(_ notification: Notification) {
        guard let screenFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        // The keyboard's frame in the container's coordinates, only the part over it.
        let frame = view.convert(screenFrame, from: nil).intersection(view.bounds)
        presenter.handle(.keyboardFrame(frame.isNull ? nil : TabBarRect(frame)))
        view.setNeedsLayout()
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        presenter.handle(.keyboardFrame(nil))
        view.setNeedsLayout()
    }

    @objc func reduceMotionChanged() {
        presenter.handle(.reduceMotion(UIAccessibility.isReduceMotionEnabled))
    }

    @objc func traitsChanged() {
        let traits = view.traitCollection
        presenter.handle(.layoutDirection(traits.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight))
        presenter.handle(
            .sizeClasses(
                horizontal: traits.horizontalSizeClass == .regular ? .regular : .compact,
                vertical: traits.verticalSizeClass == .compact ? .compact : .regular))
        presenter.handle(.dynamicType(TabBarTextSize(traits.preferredContentSizeCategory)))
        updateLook()
        tabBarView.setNeedsLayout()
        view.setNeedsLayout()
    }

    // MARK: Hardware keyboard: Command-1…9, the arrows and Escape, as the core lists them.

    /// The core's key commands. None of them has priority over the system: a focused text field keeps its
    /// arrows (the input layer also refuses arrows while a text input has the focus).
    open override var keyCommands: [UIKeyCommand]? {
        let commands = machine.keyCommands.enumerated().map { index, command in
            let key = UIKeyCommand(
                title: command.title, action: #selector(performKeyCommand(_:)), input: command.input.uiKeyInput,
                modifierFlags: command.input.uiModifierFlags, propertyList: index)
            key.discoverabilityTitle = command.title
            key.wantsPriorityOverSystemBehavior = TabBarInput.keyCommandWinsOverSystem(command.input)
            return key
        }
        let escape = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: #selector(performEscape(_:)))
        return commands + [escape]
    }

    @objc func performKeyCommand(_ sender: UIKeyCommand) {
        guard let index = sender.propertyList as? Int, machine.keyCommands.indices.contains(index) else { return }
        presenter.handle(.key(TabBarKeyPress(command: machine.keyCommands[index].input, textInputFocused: view.window?.hasFocusedTextInput ?? false)))
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
        }
    }

    /// The modifiers: Command for digits, none for arrows.
    var uiModifierFlags: UIKeyModifierFlags {
        if case .commandDigit = self { return .command }
        return []
    }
}
#endif
