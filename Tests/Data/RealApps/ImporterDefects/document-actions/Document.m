#import <Cocoa/Cocoa.h>

// Written for the corpus (not copied from an app). Next Commit is implemented by the
// document only: AppKit reaches a document only from its own windows (the one
// makeWindowControllers loads from Document.xib), so in the Clone window, whose field has
// focus, nothing answers ⌘↑ and the key stays the text field's. Show Log is implemented by
// the document and by the log window's controller too, so it is not the document's alone.
@interface Document : NSDocument
@end

@interface WindowController : NSWindowController
@end

@interface CloneWindowController : NSWindowController
@end

@implementation Document

- (void)makeWindowControllers {
  WindowController *controller = [[WindowController alloc] initWithWindowNibName:@"Document" owner:self];
  [self addWindowController:controller];
}

- (IBAction)selectNextCommit:(id)sender {
}

- (IBAction)showLog:(id)sender {
}

@end

@implementation CloneWindowController

- (IBAction)showLog:(id)sender {
}

@end
