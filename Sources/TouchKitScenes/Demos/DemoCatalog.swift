import TouchKit

/// The demos `touchkit demo`, the playground and the tests share: each one's name, one-line summary and script, in one
/// table.
public enum DemoCatalog {
    /// Every demo, in the order `touchkit demo --list` shows them. The first is the default.
    public static let all: [Demo] = [
        Demo(
            name: "overlay",
            summary: "2014: dots under a transparent overlay drawer; hit testing falls through the overlay",
            run: OverlayDemo.run),
        Demo(
            name: "exclusion",
            summary: "2017: tap + pan on one view; the pan recognizes first and excludes the tap",
            run: { GestureWalkthroughDemos.run(.exclusion, $0) }),
        Demo(
            name: "simultaneous",
            summary: "2017: the same, with the delegate allowing simultaneous recognition: both fire",
            run: { GestureWalkthroughDemos.run(.simultaneous, $0) }),
        Demo(
            name: "requirement",
            summary: "2017: the pan requires the tap to fail; its first action carries .began",
            run: { GestureWalkthroughDemos.run(.failureRequirement, $0) }),
        Demo(
            name: "photo",
            summary: "2010: single tap requires double tap to fail; double tap zooms; two-finger tap zooms out",
            run: GestureWalkthroughDemos.runPhoto),
        Demo(
            name: "springy",
            summary: "2013: a list whose rows hang on springs, stretched by distance from the finger as it scrolls",
            run: SpringyListDemo.run),
        Demo(
            name: "drawer",
            summary: "2014: the whole app: overlay drawer, dragging dots while scrolling, touch delay, expanded hit areas",
            run: DrawerDemo.run),
        Demo(
            name: "lockscreen",
            summary: "2013: lock screen: paging pager, vertical list, cells that catch and pull the pager",
            run: LockScreenDemo.run),
        Demo(
            name: "lockscreen-list",
            summary: "2013: the lock screen's notification list as a collection view of horizontally paging cells",
            run: LockScreenListDemo.run),
        Demo(
            name: "springy-messages",
            summary: "2013: Messages bubbles on a collection view whose flow layout hangs its items on springs",
            run: SpringyMessagesDemo.run),
        Demo(
            name: "switcher",
            summary: "2013: multitasking switcher: cards and icons linked at different rates; flick a card up to close the app",
            run: MultitaskingSwitcherDemo.run),
        Demo(
            name: "calendar",
            summary: "2013: Calendar: a week strip and day pages, linked paging scroll views at a rate of 7",
            run: CalendarPagingDemo.run),
        Demo(
            name: "zoom",
            summary: "2010: a photo in a zooming scroll view: pinch from 1× to 4×, pan the zoomed photo",
            run: ZoomDemo.run),
        Demo(
            name: "inbox",
            summary: "table view: a mail inbox with pinned day headers, tap to select, swipe actions, pull to refresh",
            run: MailInboxDemo.run),
        Demo(
            name: "activitysheet",
            summary: "2017: a long press beside a drag interaction (regular: delayed to 1 s, cancelled by the drag; compact: on lift)",
            run: ActivitySheetDemo.run),
        Demo(
            name: "additems",
            summary: "2017: taps add photos to a drag under way; the app stays interactive; the drag drops on a tray",
            run: AddItemsDemo.run),
        Demo(
            name: "listtolist",
            summary: "drag a row from one list to another: a move; dropping back on its own list is forbidden",
            run: ListToListDemo.run),
        Demo(
            name: "robot",
            summary: "2017: a joystick on the bottom edge, with and without deferring the system's edge swipe",
            run: RobotJoystickDemo.run),
        Demo(
            name: "pencil",
            summary: "2017: a pencil's force, tilt, coalesced and predicted touches drawn on a canvas beside a finger's stroke",
            run: PencilDrawingDemo.run),
        Demo(
            name: "hover",
            summary: "pointer: hover lights tiles (UIHoverGestureRecognizer); toolbar regions and styles (UIPointerInteraction)",
            run: HoverDemo.run),
    ]
}
