/// The section and item counts a list loaded from its data source, kept until the next reload, as UIKit keeps them
/// (a data source whose counts change without a reload is not asked again; UIKit raises an inconsistency exception
/// at the next update, TouchKit keeps the loaded counts).
///
/// Loading never trusts the data source: negative counts read as 0 and absurd ones are capped at
/// ``maximumItemCount`` items in all, each with a diagnostic.
struct ItemCounts {
    /// Items per section.
    private(set) var itemsPerSection: [Int] = []
    /// The flat index of each section's first item (prefix sums of ``itemsPerSection``).
    private(set) var sectionStarts: [Int] = []
    /// All items in all sections.
    private(set) var totalItems = 0

    /// 10 million items in all. TouchKit's limit, not UIKit's: a layout keeps attributes per item, so an absurd count
    /// (`Int.max` from an uninitialised variable) would exhaust memory instead of showing a list.
    static let maximumItemCount = 10_000_000
    /// 100,000 sections (TouchKit's limit, for the same reason).
    static let maximumSectionCount = 100_000

    init() {}

    /// Counts asked of `sectionCount` and `itemCount(section)`, corrected; `report` gets one message per correction.
    init(sectionCount: Int, itemCount: (Int) -> Int, report: (String) -> Void) {
        var sections = sectionCount
        if sections < 0 {
            report("numberOfSections(in:) returned \(sections): treated as 0")
            sections = 0
        } else if sections > Self.maximumSectionCount {
            report("numberOfSections(in:) returned \(sections): capped at \(Self.maximumSectionCount)")
            sections = Self.maximumSectionCount
        }
        itemsPerSection.reserveCapacity(sections)
        sectionStarts.reserveCapacity(sections)
        for section in 0..<sections {
            var items = itemCount(section)
            if items < 0 {
                report("numberOfItemsInSection \(section) returned \(items): treated as 0")
                items = 0
            } else if items > Self.maximumItemCount - totalItems {
                report("numberOfItemsInSection \(section) returned \(items): capped at \(Self.maximumItemCount) items in all")
                items = Self.maximumItemCount - totalItems
            }
            sectionStarts.append(totalItems)
            itemsPerSection.append(items)
            totalItems += items
        }
    }

    /// The counts `source` gives now (none without a source), as both list views load them: `sectionCount(source)`
    /// and `itemCount(source, section)`, corrected as ``init(sectionCount:itemCount:report:)`` does.
    init<Source>(
        from source: Source?, sectionCount: (Source) -> Int, itemCount: (Source, Int) -> Int,
        report: (String) -> Void
    ) {
        guard let source else {
            self.init()
            return
        }
        self.init(sectionCount: sectionCount(source), itemCount: { itemCount(source, $0) }, report: report)
    }

    var numberOfSections: Int { itemsPerSection.count }

    /// The item count of `section` for a list's public count method (`numberOfItems(inSection:)`,
    /// `numberOfRows(inSection:)`, named by `method`): 0 with a diagnostic for a section that does not exist, where
    /// UIKit raises an exception.
    func numberOfItems(inSection section: Int, askedBy method: String, report: (String) -> Void) -> Int {
        guard section >= 0, section < numberOfSections else {
            report("\(method)(inSection: \(section)) for a section that does not exist: 0")
            return 0
        }
        return numberOfItems(inSection: section)
    }

    func numberOfItems(inSection section: Int) -> Int {
        itemsPerSection.indices.contains(section) ? itemsPerSection[section] : 0
    }

    /// Whether `indexPath` names an item that exists.
    func contains(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        return contains(section: indexPath[0], item: indexPath[1])
    }

    /// Whether item `item` of section `section` exists.
    func contains(section: Int, item: Int) -> Bool {
        itemsPerSection.indices.contains(section) && item >= 0 && item < itemsPerSection[section]
    }

    /// The position of `indexPath` among all items, section by section; nil when it does not exist.
    func flatIndex(of indexPath: IndexPath) -> Int? {
        contains(indexPath) ? sectionStarts[indexPath.section] + indexPath.item : nil
    }
}
