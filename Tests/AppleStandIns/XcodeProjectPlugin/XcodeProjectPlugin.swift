// Stand-in for Xcode's XcodeProjectPlugin, which only Xcode ships: what the build plugin's
// `#if canImport(XcodeProjectPlugin)` branch uses (README.md here). Built against the
// toolchain's PackagePlugin module.

import Foundation
import PackagePlugin

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodebuildtoolplugin
/// `protocol XcodeBuildToolPlugin`
public protocol XcodeBuildToolPlugin {
    /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodebuildtoolplugin/createbuildcommands(context:target:)
    /// `func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]`
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext
/// `struct XcodePluginContext`
public struct XcodePluginContext {
    /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext/pluginworkdirectoryurl
    /// `let pluginWorkDirectoryURL: URL`
    public let pluginWorkDirectoryURL: URL

    /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext/tool(named:)
    /// `func tool(named name: String) throws -> PluginContext.Tool`
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget
/// `struct XcodeTarget`
public struct XcodeTarget {
    /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget/displayname
    /// `let displayName: String`
    public let displayName: String

    /// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget/inputfiles
    /// `let inputFiles: FileList`
    public let inputFiles: FileList
}
