// The seed tutorials' view-controller code, pasted as it is written there
// (../shared/seeds/003_* and 004_*), into UIViewController subclasses. Only
// the import differs from the apps: `import TrellisUIKit`, not `import UIKit`.
import TrellisUIKit

/// Seed 003's View1Controller: four rows, the right view k times the left.
final class View1Controller: UIViewController {
    let marginBetweenViews: CGFloat = 10
    var views: [[UIView]] = []
    var superview: UIView { view }

    override func viewDidLoad() {
        super.viewDidLoad()
        for _ in 0..<4 {
            let row = [UIView(), UIView()]
            for v in row {
                v.translatesAutoresizingMaskIntoConstraints = false
                v.backgroundColor = .systemBlue
                view.addSubview(v)
            }
            views.append(row)
        }
        setupFirstRow()
        setupRow(1, multiplier: 3)
        setupRow(2, multiplier: 2)
        setupRow(3, multiplier: 1)
    }

    func setupFirstRow() {
        let leftView = views[0][0]
        let rightView = views[0][1]
        rightView.alpha = 0.6

        // 1. Pin to Edges
        leftView.topAnchor.constraint(equalTo: superview.topAnchor).isActive = true
        leftView.leftAnchor.constraint(equalTo: superview.leftAnchor).isActive = true
        rightView.rightAnchor.constraint(equalTo: superview.rightAnchor).isActive = true

        // 2. Create margin between views
        rightView.leftAnchor.constraint(equalTo: leftView.rightAnchor, constant: marginBetweenViews).isActive = true

        // 3. Set same height of row (left view defines height)
        rightView.topAnchor.constraint(equalTo: leftView.topAnchor).isActive = true
        rightView.bottomAnchor.constraint(equalTo: leftView.bottomAnchor).isActive = true

        // 4. Aspect Ratio 1:1 for left view
        leftView.heightAnchor.constraint(equalTo: leftView.widthAnchor, multiplier: 1, constant: 0).isActive = true

        // 5. Define Aspect ratio for widths
        rightView.widthAnchor.constraint(equalTo: leftView.widthAnchor, multiplier: 5).isActive = true
    }

    /// The "same pattern" the seed describes for rows 2 to 4.
    func setupRow(_ index: Int, multiplier: CGFloat) {
        let leftView = views[index][0]
        let rightView = views[index][1]
        let topLeftView = views[index - 1][0]
        rightView.alpha = 0.6

        // Pin to Edges
        leftView.topAnchor.constraint(equalTo: topLeftView.bottomAnchor, constant: marginBetweenViews).isActive = true
        leftView.leftAnchor.constraint(equalTo: superview.leftAnchor).isActive = true
        rightView.rightAnchor.constraint(equalTo: superview.rightAnchor).isActive = true

        // Create margin between views
        rightView.leftAnchor.constraint(equalTo: leftView.rightAnchor, constant: marginBetweenViews).isActive = true

        // Set same height of row (left view defines height)
        rightView.topAnchor.constraint(equalTo: leftView.topAnchor).isActive = true
        rightView.bottomAnchor.constraint(equalTo: leftView.bottomAnchor).isActive = true

        leftView.heightAnchor.constraint(equalTo: leftView.widthAnchor, multiplier: 1, constant: 0).isActive = true
        rightView.widthAnchor.constraint(equalTo: leftView.widthAnchor, multiplier: multiplier).isActive = true
    }
}

/// Seed 003's View2Controller: three rows of three, widths chained × 2.
final class View2Controller: UIViewController {
    let marginBetweenViews: CGFloat = 10
    var views: [[UIView]] = []
    var superview: UIView { view }

    override func viewDidLoad() {
        super.viewDidLoad()
        for _ in 0..<3 {
            let row = [UIView(), UIView(), UIView()]
            for v in row {
                v.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(v)
            }
            views.append(row)
        }
        setupFirstRow()
        setupRow(1)
        setupRow(2)
    }

    func setupFirstRow() {
        // 1.
        // retrieve row from array
        let row = views[0]
        // retrieve views from row
        let leftView = row[0]
        let rightView = row[2]

        // 2.
        // Pin to bounds of superview
        leftView.topAnchor.constraint(equalTo: superview.topAnchor).isActive = true
        leftView.leftAnchor.constraint(equalTo: superview.leftAnchor).isActive = true
        rightView.rightAnchor.constraint(equalTo: superview.rightAnchor).isActive = true

        // 3.
        // Aspect ratio 1:1
        leftView.widthAnchor.constraint(equalTo: leftView.heightAnchor).isActive = true

        // 4.
        // Oh yeah! Function action, baby.
        widthCalculation(row: row)
    }

    /// Rows 2 and 3: the square moves to column `index`, the row sits 10 pt
    /// below the one above ("the pattern is again the same").
    func setupRow(_ index: Int) {
        let row = views[index]
        row[0].topAnchor.constraint(equalTo: views[index - 1][0].bottomAnchor, constant: marginBetweenViews).isActive = true
        row[0].leftAnchor.constraint(equalTo: superview.leftAnchor).isActive = true
        row[2].rightAnchor.constraint(equalTo: superview.rightAnchor).isActive = true
        row[index].widthAnchor.constraint(equalTo: row[index].heightAnchor).isActive = true
        widthCalculation(row: row)
    }

    func widthCalculation(row: [UIView]) {
        // Setup work
        var previousView = row[0]

        // Loop through views in row
        for view in row {
            // 5.
            // Ignore the first view and continue with the second one
            if view.isEqual(previousView) {
                continue
            }

            // 6.
            // Set width to be twice the width of the previous view
            view.widthAnchor.constraint(equalTo: previousView.widthAnchor, multiplier: 2).isActive = true

            // 7.
            // Create the margin between views
            view.leftAnchor.constraint(equalTo: previousView.rightAnchor, constant: marginBetweenViews).isActive = true

            // 8.
            // Pin top and bottom to the previous view starting with the second view, so that the first view defines the height of the row
            view.topAnchor.constraint(equalTo: previousView.topAnchor).isActive = true
            view.bottomAnchor.constraint(equalTo: previousView.bottomAnchor).isActive = true

            // 9.
            // Making sure we're not always referencing the same previous view. Preparation for the next iteration.
            previousView = view
        }
    }
}

/// Seed 004's ComplexWidthController, as the video types it: colours in
/// viewDidLoad, autoresizing off and subviews added in
/// viewWillLayoutSubviews, then the constraints.
final class ComplexWidthController: UIViewController {
    let blueView = UIView()
    let redView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        blueView.backgroundColor = .blue
        redView.backgroundColor = .red
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        blueView.translatesAutoresizingMaskIntoConstraints = false
        redView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(blueView)
        view.addSubview(redView)

        if #available(iOS 11, *) {
            let guide = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                blueView.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8.0),
                blueView.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8.0),
                redView.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8.0),
                redView.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -8.0),
                blueView.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 8.0),
                redView.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -8.0),
            ])
        } else {
            NSLayoutConstraint.activate([
                blueView.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8.0),
                blueView.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor, constant: -8.0),
                redView.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 8.0),
                redView.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor, constant: -8.0),
                blueView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8.0),
                redView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8.0),
            ])
        }

        let redViewWidthConstraint = redView.widthAnchor.constraint(equalTo: blueView.widthAnchor, multiplier: 2.0)
        redViewWidthConstraint.priority = .defaultHigh

        NSLayoutConstraint.activate([
            // The video says "constant: -8.0" and then corrects the relation
            // into a space of 8: red.leading = blue.trailing + 8.
            redView.leadingAnchor.constraint(equalTo: blueView.trailingAnchor, constant: 8.0),
            blueView.widthAnchor.constraint(greaterThanOrEqualToConstant: 150),
            redViewWidthConstraint,
        ])
    }
}
