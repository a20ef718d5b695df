// Scene files (YAML, and JSON as its subset). Arrives with the scene-file issue.
import Layout
