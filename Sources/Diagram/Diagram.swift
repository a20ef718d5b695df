// Turns a laid-out scene into a display list. Arrives with the Render issue.
import Layout
