#if canImport(UIKit) && !os(watchOS)
import TabBarCore
import UIKit

extension TabBarController {
    /// Keyboard, Reduce Motion and trait changes feed the core.
    func observeSystem() {
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)
        registerForTraitChanges(
            [UITraitLayoutDirection.self, UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self, UITraitPreferredContentSizeCategory.self],
            action: #selector(traitsChanged))
    }

    @objc func keyboardWillShow(_ notification: Notification) {
        tabBarView.keyboardVisible = true
        send(.keyboardChanged(isShown: true))
    }

    @objc func keyboardWillHide(_ notification: Notification) {
        tabBarView.keyboardVisible = false
        send(.keyboardChanged(isShown: false))
    }

    @objc func traitsChanged() {
        send(.layoutDirectionChanged(view.traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight))
        tabBarView.setNeedsLayout()
        view.setNeedsLayout()
    }

    // MARK: Hardware keyboard: Command-1…9 and the arrows, as the core lists them.

    open override var keyCommands: [UIKeyCommand]? {
        machine.keyCommands.enumerated().map { index, command in
            let key = UIKeyCommand(
                title: command.title, action: #selector(performKeyCommand(_:)), input: command.input.uiKeyInput,
                modifierFlags: command.input.uiModifierFlags, propertyList: index)
            key.discoverabilityTitle = command.title
            key.wantsPriorityOverSystemBehavior = command.input.uiModifierFlags.isEmpty
            return key
        }
    }

    @objc func performKeyCommand(_ sender: UIKeyCommand) {
        guard let index = sender.propertyList as? Int, machine.keyCommands.indices.contains(index) else { return }
        send(machine.keyCommands[index].event)
    }

    // MARK: Appearance is forwarded by hand, so a transition can run both children's.

    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationControllers[selectedTab]?.beginAppearanceTransition(true, animated: animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationControllers[selectedTab]?.endAppearanceTransition()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationControllers[selectedTab]?.beginAppearanceTransition(false, animated: animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        navigationControllers[selectedTab]?.endAppearanceTransition()
    }
}

extension KeyInput {
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
