import TouchKit

/// The 2010 talk's photo viewer as a zooming scroll view: the photo is the scroll view's `viewForZooming`, so two
/// fingers pinch it between 1× and 4× (and past, rubber-banding back to the limit when they lift), and one finger pans
/// the zoomed photo. The playground's pinch scene.
enum ZoomDemo {
    static let demo = Demo(
        name: "zoom",
        summary: "2010: a photo in a zooming scroll view: pinch from 1× to 4×, pan the zoomed photo",
        run: run)

    /// The tiles the photo is made of, so zooming shows (columns × rows of `tileSize` points).
    static let columns = 6
    static let rows = 13
    static let tileSize: CGFloat = 65

    /// Hands the photo to the scroll view for zooming and reports where each zoom ends.
    final class Zooming: UIScrollViewDelegate {
        let photo: UIView
        var output: DemoOutput?

        init(photo: UIView) { self.photo = photo }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }

        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            output?.say("    ⇒ zoom ended at \(DrawerDemo.format(scale))×")
        }
    }

    @MainActor
    static func run(_ output: DemoOutput) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        output.attach(window)
        let simulator = TouchSimulator(window: window)
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.accessibilityIdentifier = "scroller"
        scrollView.backgroundColor = .black
        window.addSubview(scrollView)
        let photo = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(columns) * tileSize, height: CGFloat(rows) * tileSize))
        photo.accessibilityIdentifier = "photo"
        for row in 0..<rows {
            for column in 0..<columns {
                let tile = UIView(frame: CGRect(x: CGFloat(column) * tileSize, y: CGFloat(row) * tileSize, width: tileSize, height: tileSize))
                let shade = CGFloat((row + column) % 2 == 0 ? 0.85 : 0.6)
                tile.backgroundColor = UIColor(red: 0.4 * shade, green: 0.6 * shade, blue: shade, alpha: 1)
                photo.addSubview(tile)
            }
        }
        scrollView.addSubview(photo)
        scrollView.contentSize = photo.bounds.size
        let zooming = Zooming(photo: photo)
        zooming.output = output
        scrollView.delegate = zooming
        output.keepAlive(zooming)
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4

        output.say("Zoom \(DrawerDemo.format(scrollView.zoomScale))×. Two fingers 100 pt apart spread to 200 pt:")
        simulator.pinch(center: CGPoint(x: 195, y: 400), from: 100, to: 200)
        simulator.settle()
        output.say("  zoom \(DrawerDemo.format(scrollView.zoomScale))×, offset \(DrawerDemo.format(scrollView.contentOffset))")
        output.say("One finger pans the zoomed photo 100 pt left:")
        simulator.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.3)
        simulator.settle()
        output.say("  offset \(DrawerDemo.format(scrollView.contentOffset))")
    }
}
