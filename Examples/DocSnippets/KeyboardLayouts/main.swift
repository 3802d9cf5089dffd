import CommandKitLite

if let german = KeyboardLayout.named("de") {
  print(german.keyPress(typing: "/")?.description ?? "none")  // → shift+7
  print(german.typing(KeyboardShortcut("[", localization: .custom)).keys ?? "none")  // → opt+cmd+5
}
