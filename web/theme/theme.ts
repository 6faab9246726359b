// The one theme: every colour, space, radius, shadow and type size in the app comes from here.
// Text colours meet WCAG AA (4.5:1) on every surface they are used on: muted on background
// (#f1f5f9) is 5.7:1; each status colour on its soft tint is at least 4.57:1 (success), and white
// on each status colour at least 5:1. `subtle` is for icons and for text on the dark footer only.
export const theme = {
  colors: {
    brand: "#0f766e",
    brandHover: "#115e59",
    brandSoft: "#ccfbf1",
    accent: "#f59e0b",
    ink: "#0f172a",
    text: "#1e293b",
    muted: "#526277",
    subtle: "#94a3b8",
    /** Placeholder text in fields: 4.76:1 on white, lighter than what people type. */
    placeholder: "#64748b",
    border: "#e2e8f0",
    surface: "#ffffff",
    surfaceAlt: "#f8fafc",
    background: "#f1f5f9",
    danger: "#b91c1c",
    dangerSoft: "#fee2e2",
    success: "#15803d",
    successSoft: "#dcfce7",
    warning: "#a16207",
    warningSoft: "#fef9c3",
    info: "#1d4ed8",
    infoSoft: "#dbeafe",
    /** The keyboard focus ring: 5.5:1 on white, 5:1 on the page background. */
    focus: "#0f766e",
  },
  space: { xs: "4px", sm: "8px", md: "16px", lg: "24px", xl: "32px", xxl: "48px", xxxl: "72px" },
  radius: { sm: "6px", md: "10px", lg: "16px", pill: "999px" },
  shadow: {
    sm: "0 1px 2px rgba(15, 23, 42, 0.06)",
    md: "0 4px 12px rgba(15, 23, 42, 0.08)",
    lg: "0 12px 32px rgba(15, 23, 42, 0.12)",
  },
  font: {
    family: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif",
    size: { xs: "0.75rem", sm: "0.875rem", md: "1rem", lg: "1.125rem", xl: "1.5rem", xxl: "2rem", hero: "clamp(2rem, 5vw, 3.25rem)" },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  },
  layout: { maxWidth: "1180px", navHeight: "64px" },
  breakpoints: { phone: "640px", tablet: "960px" },
} as const;

export type Theme = typeof theme;

export const media = {
  phone: `@media (max-width: ${theme.breakpoints.phone})`,
  tablet: `@media (max-width: ${theme.breakpoints.tablet})`,
  /** Wider than a tablet: where the bar shows its links and no menu button. */
  wide: `@media (min-width: calc(${theme.breakpoints.tablet} + 1px))`,
};
