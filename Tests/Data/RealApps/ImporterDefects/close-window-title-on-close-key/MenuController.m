#import <Cocoa/Cocoa.h>

@interface MenuController : NSObject
- (IBAction)onCloseWindow:(id)sender;
@end

@implementation MenuController
// The app's only close command: it closes the key window (an IRC client closes the
// selected channel instead when its main window is key, as ⌘W closes a tab).
- (IBAction)onCloseWindow:(id)sender
{
    [[NSApp keyWindow] performClose:nil];
}
@end
