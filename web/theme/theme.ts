// The one theme: every colour, space, radius, shadow and type size in the app comes from here.
export const theme = {
  colors: {
    brand: "#0f766e",
    brandHover: "#115e59",
    brandSoft: "#ccfbf1",
    accent: "#f59e0b",
    ink: "#0f172a",
    text: "#1e293b",
    muted: "#64748b",
    subtle: "#94a3b8",
    border: "#e2e8f0",
    surface: "#ffffff",
    surfaceAlt: "#f8fafc",
    background: "#f1f5f9",
    danger: "#dc2626",
    dangerSoft: "#fee2e2",
    success: "#16a34a",
    successSoft: "#dcfce7",
    warning: "#ca8a04",
    warningSoft: "#fef9c3",
    info: "#2563eb",
    infoSoft: "#dbeafe",
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
