// Written for the corpus: an Objective-C window controller of the same app, whose action is
// none of the menu's (a variant of the test renames it to addStationToLocalList:).
#import <Cocoa/Cocoa.h>

@interface LogsWindowController : NSWindowController
@end

@implementation LogsWindowController

- (IBAction)showLogs:(id)sender {
}

@end
