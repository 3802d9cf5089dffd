#import <Cocoa/Cocoa.h>

@interface AppDelegate : NSObject <NSApplicationDelegate> {
    IBOutlet NSMenuItem *extendItem;
}
@end

@implementation AppDelegate

- (void)applicationDidFinishLaunching:(NSNotification *)note {
    [extendItem setKeyEquivalentModifierMask:[extendItem keyEquivalentModifierMask] | NSEventModifierFlagShift];
}

@end
