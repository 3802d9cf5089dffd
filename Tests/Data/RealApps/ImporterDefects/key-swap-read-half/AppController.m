#import <Cocoa/Cocoa.h>

// Two menu items whose key equivalents the code swaps by state, as Adium's
// AIInterfaceController.updateCloseMenuKeys (Source/AIInterfaceController.m:1053-1064; the
// forty-sixth held-out batch): while a chat is active Close Window is ⇧⌘W and Close Chat ⌘W,
// else Close Window is ⌘W and Close Chat has no key, cleared by the app's own NSMenuItem
// category (Adium's removeKeyEquivalent, AIUtilities). No state gives both ⌘W. The importer of
// f5d5600 read Close Chat's one change as its key at run time and Close Window's two as
// "changed in more than one way" (the file's ⌘W): both ⌘W, a false `ambiguous` error.
// Nothing should be reported here.
@interface NSMenuItem (KeyEquivalents)
- (void)removeKeyEquivalent;
@end

@implementation NSMenuItem (KeyEquivalents)
- (void)removeKeyEquivalent {
    [self setKeyEquivalent:@""];
}
@end

@interface AppController : NSObject {
    IBOutlet NSMenuItem *closeItem;
    IBOutlet NSMenuItem *closeChatItem;
}
@end

@implementation AppController

- (void)updateCloseMenuKeys:(BOOL)chatIsActive {
    if (chatIsActive) {
        [closeItem setKeyEquivalent:@"W"];
        [closeChatItem setKeyEquivalent:@"w"];
    } else {
        [closeItem setKeyEquivalent:@"w"];
        [closeChatItem removeKeyEquivalent];
    }
}

@end
