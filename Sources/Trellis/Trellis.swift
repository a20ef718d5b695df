// `import Trellis`: the umbrella over Layout, Diagram and Render.
@_exported import Layout
@_exported import Diagram
@_exported import Render
