#import <UIKit/UIKit.h>

// A MUD client's input view (MUDRammer, seventh held-out batch): plain ↑ and ↓ walk the
// command history, ⌘↑ sends a direction. Foundation's kNilOptions (0) is how Objective-C
// code writes "no modifier" in a bit mask; the importer warns "key command input or
// modifier flags come from a variable or are not one key" for it and imports ↑ without a
// shortcut, while the literal 0 (↓) and UIKeyModifierCommand (⌘↑) are read.
@interface HistoryTextView : UITextView
@end

@implementation HistoryTextView
- (NSArray *)keyCommands {
    return @[
        [UIKeyCommand keyCommandWithInput:UIKeyInputUpArrow
                            modifierFlags:kNilOptions
                                   action:@selector(previousCommand:)],
        [UIKeyCommand keyCommandWithInput:UIKeyInputDownArrow
                            modifierFlags:0
                                   action:@selector(nextCommand:)],
        [UIKeyCommand keyCommandWithInput:UIKeyInputUpArrow
                            modifierFlags:UIKeyModifierCommand
                                   action:@selector(north:)],
    ];
}
- (void)previousCommand:(UIKeyCommand *)sender {}
- (void)nextCommand:(UIKeyCommand *)sender {}
- (void)north:(UIKeyCommand *)sender {}
@end
