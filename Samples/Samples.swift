// The seed illustrations as Swift-built scenes. The linear systems in
// LinearSystems/ are the shared format's examples, solved by `make run`.
import Layout
