import CairoShim

/// Facts about the cairo library Render draws with.
public enum CairoLibrary {
    /// The linked cairo's version, e.g. "1.16.0".
    public static var version: String { String(cString: trellis_cairo_version()) }
}
