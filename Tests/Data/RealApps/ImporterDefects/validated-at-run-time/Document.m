#import <Cocoa/Cocoa.h>

@interface Document : NSDocument
@end

@implementation Document {
  BOOL _quickView;
}

- (IBAction)selectNextCommit:(id)sender {
}

- (IBAction)showStashes:(id)sender {
}

- (IBAction)jumpToCommit:(id)sender {
}

// Next Commit is enabled in one mode only: the app decides at run time. Show Stashes is
// named by no branch, so the last line disables it whatever the mode.
- (BOOL)validateUserInterfaceItem:(id<NSValidatedUserInterfaceItem>)item {
  SEL action = item.action;
  if (action == @selector(selectNextCommit:)) {
    return _quickView;
  }
  if ((action == @selector(jumpToCommit:)) && _quickView) {
    return YES;
  }
  return NO;
}

@end
