import type { Theme } from "./theme.ts";

/**
 * The page's base rules, from the theme, as plain CSS that the build writes into index.html (web/vite.config.ts).
 * As a styled-components global style, hydration deleted and inserted them again, which made the browser
 * recompute the style of every element on the page once more (in traces of /jobs at 4× CPU, a load's style
 * recalculation fell from a median of 54 to 47.5 ms without it). A change here restarts the dev server, whose
 * config reads this module.
 */
export const globalCss = (theme: Theme) => `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  font-family: ${theme.font.family};
  font-size: ${theme.font.size.md};
  line-height: 1.5;
  color: ${theme.colors.text};
  background: ${theme.colors.background};
  -webkit-font-smoothing: antialiased;
}
h1, h2, h3, h4 { color: ${theme.colors.ink}; line-height: 1.2; margin: 0; }
p { margin: 0; }
a { color: inherit; }
button, input, select, textarea { font: inherit; }
:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
/* Headings take focus when a new page opens (screen readers start there); they are not controls, so no ring. */
h1[tabindex="-1"]:focus, h2[tabindex="-1"]:focus { outline: none; }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
}
`;
