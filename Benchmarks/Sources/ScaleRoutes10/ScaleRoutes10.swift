// ScaleRoutes10: the Swift that `make bench` generates here from Tables/dispatch-10.routes.yaml.
// SwiftPM loads a package only when each of its targets has a Swift file: this one is that
// file until then (the generated ones are not committed).
