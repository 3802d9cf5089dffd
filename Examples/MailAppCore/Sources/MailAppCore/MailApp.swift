// Sources/MailAppCore/MailApp.swift
import CommandKitLite

/// The mail app core, with its main window open as `main`.
func makeMailApp() throws -> App {
  var app = App(name: "Mail", platform: .macOS)
  app.setAppValue(\.sentCount, 0)
  try app.addTemplate(mainWindow)
  try app.addTemplate(composeSheet)
  try app.register(mailCommands)
  try app.open("main", id: "main")
  return app
}
