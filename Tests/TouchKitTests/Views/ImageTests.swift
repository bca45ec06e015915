import Foundation
import Testing
@testable import TouchKit

/// `UIImage` as data (name, size, scale, no pixels), and the views and actions that carry one.
@MainActor
struct ImageTests {
    @Test func aNamedImageHasTheRegisteredSizeAndScale() {
        UIImage.register(named: "ImageTests.card", size: CGSize(width: 120, height: 80), scale: 3)
        let image = UIImage(named: "ImageTests.card")
        #expect(image?.size == CGSize(width: 120, height: 80))
        #expect(image?.scale == 3)
        #expect(image?.name == "ImageTests.card")
    }

    @Test func anUnregisteredNameGivesAnEmptyImageAndAnEmptyNameNone() {
        let image = UIImage(named: "ImageTests.unknown")
        #expect(image?.size == .zero && image?.scale == 1)
        #expect(UIImage(named: "") == nil)
        #expect(UIImage(systemName: "") == nil)
    }

    @Test func aSystemImageIsRegisteredUnderItsPrefix() {
        UIImage.register(named: "system:ImageTests.star", size: CGSize(width: 20, height: 19))
        let star = UIImage(systemName: "ImageTests.star")
        #expect(star?.systemName == "ImageTests.star" && star?.name == nil)
        #expect(star?.size == CGSize(width: 20, height: 19))
    }

    @Test func badRegistrationsAreIgnored() {
        UIImage.register(named: "ImageTests.bad", size: CGSize(width: -1, height: 5))
        UIImage.register(named: "ImageTests.bad", size: CGSize(width: 5, height: 5), scale: 0)
        UIImage.register(named: "ImageTests.bad", size: CGSize(width: CGFloat.nan, height: 5))
        #expect(UIImage(named: "ImageTests.bad")?.size == .zero)
    }

    @Test func anImageViewMadeWithAnImageTakesItsSizeAndStillIgnoresTouches() {
        UIImage.register(named: "ImageTests.photo", size: CGSize(width: 300, height: 200))
        let imageView = UIImageView(image: UIImage(named: "ImageTests.photo"))
        #expect(imageView.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(imageView.image?.name == "ImageTests.photo")
        #expect(!imageView.isUserInteractionEnabled)
        // Setting another image does not resize the view, as in UIKit.
        imageView.image = UIImage(named: "ImageTests.unknown")
        #expect(imageView.frame.size == CGSize(width: 300, height: 200))
    }

    @Test func aButtonsImageFallsBackToTheNormalStatesAsItsTitleDoes() {
        let button = UIButton(type: .system)
        let normal = UIImage(named: "ImageTests.normal")
        let highlighted = UIImage(named: "ImageTests.highlighted")
        button.setImage(normal, for: .normal)
        button.setImage(highlighted, for: .highlighted)
        #expect(button.image(for: .highlighted) === highlighted)
        #expect(button.image(for: .disabled) === normal)
        #expect(button.currentImage === normal)
        button.setImage(nil, for: .highlighted)
        #expect(button.image(for: .highlighted) === normal)
    }

    @Test func anActionCarriesItsImage() {
        let image = UIImage(systemName: "trash")
        let action = UIAction(title: "Delete", image: image, identifier: UIAction.Identifier("delete")) { _ in }
        #expect(action.image === image)
        #expect(action.title == "Delete" && action.identifier.rawValue == "delete")
    }
}
