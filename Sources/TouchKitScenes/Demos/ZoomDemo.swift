import TouchKit
import TouchKitTesting

/// The 2010 talk's photo viewer as a zooming scroll view: the photo is the scroll view's `viewForZooming`, so two
/// fingers pinch it between 1× and 4× (and past, rubber-banding back to the limit when they lift), and one finger pans
/// the zoomed photo. The playground's pinch scene.
enum ZoomDemo {
    /// The photo's grid, so zooming shows (columns × rows of `tileSize` points).
    static let columns = 6
    static let rows = 13
    static let tileSize: CGFloat = 65

    /// Hands the photo to the scroll view for zooming, shows the zoom, and reports where each zoom ends.
    @MainActor
    final class Zooming: UIScrollViewDelegate {
        let photo: UIView
        let label: UILabel
        var output: DemoOutput?

        init(photo: UIView, label: UILabel) {
            self.photo = photo
            self.label = label
        }

        func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }

        func scrollViewDidZoom(_ scrollView: UIScrollView) {
            label.text = "Zoom \(DrawerDemo.format(scrollView.zoomScale))× (1× to 4×)"
        }

        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            label.text = "Zoom \(DrawerDemo.format(scale))× (1× to 4×)"
            output?.say("    ⇒ zoom ended at \(DrawerDemo.format(scale))×")
        }
    }

    /// The scene: a black window-filling scroll view zooming a landscape photo with a faint grid on it (so a zoom
    /// shows anywhere), the zoom shown on the status line.
    @MainActor
    final class Scene: DemoStage {
        let (window, simulator) = demoStage()
        let scrollView: UIScrollView
        /// Hands the photo to the scroll view (which holds it weakly: as UIKit's, its delegate is the app's to keep).
        let zooming: Zooming

        init() {
            scrollView = DemoLook.ground(UIScrollView(frame: window.bounds), name: "scroller", color: .black, in: window)
            let size = CGSize(width: CGFloat(columns) * tileSize, height: CGFloat(rows) * tileSize)
            let photo = DemoLook.photo(frame: CGRect(origin: .zero, size: size))
            for column in 1..<columns {
                photo.addSubview(ZoomDemo.line(CGRect(x: CGFloat(column) * tileSize, y: 0, width: 1, height: size.height)))
            }
            for row in 1..<rows {
                photo.addSubview(ZoomDemo.line(CGRect(x: 0, y: CGFloat(row) * tileSize, width: size.width, height: 1)))
            }
            scrollView.addSubview(photo)
            scrollView.contentSize = size
            DemoLook.hint("pinch the photo (or Ctrl+wheel, a trackpad pinch); drag it when zoomed", in: window)
            zooming = Zooming(photo: photo, label: DemoLook.status("Zoom 1× (1× to 4×)", in: window))
            scrollView.delegate = zooming
            scrollView.minimumZoomScale = 1
            scrollView.maximumZoomScale = 4
        }
    }

    /// A faint line of the photo's grid.
    @MainActor
    static func line(_ frame: CGRect) -> UIView {
        let line = UIView(frame: frame)
        line.backgroundColor = UIColor(white: 1, alpha: 0.35)
        line.isUserInteractionEnabled = false
        return line
    }

    @MainActor
    static func run(_ output: DemoOutput) {
        let scene = output.stage(Scene())
        scene.zooming.output = output
        let simulator = scene.simulator
        let scrollView = scene.scrollView

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
