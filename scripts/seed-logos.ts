import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  Building2,
  Cloud,
  Factory,
  GraduationCap,
  HeartPulse,
  Leaf,
  type LucideIcon,
  Megaphone,
  Pill,
  Scale,
  ShoppingCart,
  TrendingUp,
  Truck,
} from "lucide-react";

// The seeded companies' logos: each its colour with a white mark of its trade, as a company would upload one,
// so that the demo's job cards and pages show logos, and Lighthouse loads them, as production will. The seed
// uploads them as PNGs (scripts/seed-demo.ts); the mock of `npm run dev:mock` shows the same ones.
// Drawn from lucide's icons, with no text: rasterizing text would depend on the fonts of the machine seeding.

/** A company's logo design, by its key in seed-data.ts. */
const logoDesigns: Record<string, { mark: LucideIcon; colour: string }> = {
  nuvem: { mark: Cloud, colour: "#15803d" },
  bompreco: { mark: ShoppingCart, colour: "#dc2626" },
  santaclara: { mark: HeartPulse, colour: "#0369a1" },
  horizonte: { mark: GraduationCap, colour: "#4338ca" },
  pampa: { mark: Factory, colour: "#475569" },
  ipe: { mark: TrendingUp, colour: "#a16207" },
  cerrado: { mark: Truck, colour: "#c2410c" },
  atlantico: { mark: Building2, colour: "#0f766e" },
  jangada: { mark: Pill, colour: "#0e7490" },
  amazonia: { mark: Leaf, colour: "#3f6212" },
  pinheiro: { mark: Scale, colour: "#1e3a8a" },
  caju: { mark: Megaphone, colour: "#be185d" },
};

/** Side of the logo in pixels: larger than the thumbnail screens get, as real uploads are. */
const logoSide = 512;

/** A seeded company's logo, as SVG: nothing here needs Node, so the mock draws it in the browser too. */
export function logoSvg(key: string): string {
  const design = logoDesigns[key];
  if (!design) throw new Error(`No logo design for the seeded company "${key}"`);
  const markSide = Math.round(logoSide * 0.56);
  const offset = (logoSide - markSide) / 2;
  const mark = renderToStaticMarkup(createElement(design.mark, { size: markSide, color: "#ffffff", strokeWidth: 1.75, x: offset, y: offset }));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${logoSide}" height="${logoSide}" viewBox="0 0 ${logoSide} ${logoSide}"><rect width="${logoSide}" height="${logoSide}" rx="${logoSide * 0.2}" fill="${design.colour}"/>${mark}</svg>`;
}
