import AxeBuilder from "@axe-core/playwright";
import type { Browser, Locator, Page } from "playwright-core";
import { desktop, phone, reactOwnsPage } from "./browser.ts";

// WCAG 2.2 AA checks with axe-core, shared by the accessibility test files.

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Beyond the WCAG tags: skipped heading levels (a best practice in axe, but the rule for
 * us) and accessible names that do not contain the visible label (WCAG 2.5.3, still experimental in axe).
 */
const extraRules = { "heading-order": { enabled: true }, "label-content-name-mismatch": { enabled: true } };

export interface Finding {
  visit: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  summary: string;
}

/** Every finding of the file's visits, how many visits there were, and each page's title. */
export class Audit {
  readonly findings: Finding[] = [];
  visits = 0;
  /** The <title> the browser shows on each visited page, and the one the server's HTML had, by 'role path'. */
  readonly titles = new Map<string, { shown: string; served: string }>();

  /** Opens `path`, audits it at each width (desktop and phone unless told), and notes its titles. */
  async visit(page: Page, role: string, path: string, widths: ("desktop" | "phone")[] = ["desktop", "phone"]) {
    await page.setViewportSize(widths[0] === "phone" ? phone : desktop);
    const response = await page.goto(path);
    const served = /<title>([^<]*)<\/title>/.exec((await response?.text()) ?? "")?.[1] ?? "";
    await settled(page);
    this.titles.set(`${role} ${path}`, { shown: await page.title(), served: unescapeHtml(served) });
    for (const width of widths) {
      await page.setViewportSize(width === "phone" ? phone : desktop);
      await this.check(page, `${role} ${path} (${width})`);
    }
    await page.setViewportSize(desktop);
  }

  /** Audits with something open (a dialog, a menu: `shown`), then closes it with Escape. */
  async withOpen(page: Page, visit: string, open: () => Promise<void>, shown: Locator = page.getByRole("dialog")) {
    await open();
    await shown.first().waitFor();
    await this.check(page, visit);
    await page.keyboard.press("Escape");
    await shown.first().waitFor({ state: "hidden" });
  }

  /** Runs axe on the page as it is now (dialogs and menus included), filed under `visit`. */
  async check(page: Page, visit: string) {
    this.visits += 1;
    const results = await new AxeBuilder({ page }).withTags(tags).options({ rules: extraRules }).analyze();
    for (const violation of results.violations) {
      for (const node of violation.nodes) {
        this.findings.push({
          visit,
          rule: violation.id,
          impact: node.impact ?? violation.impact ?? "unknown",
          help: violation.help,
          targets: node.target.map(String),
          summary: (node.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 300),
        });
      }
    }
  }

  /** What must be zero: critical and serious findings, and any skipped heading level. */
  blocking() {
    return this.findings.filter((finding) => finding.impact === "critical" || finding.impact === "serious" || finding.rule === "heading-order");
  }

  /** Counts by impact and by rule, then each blocking finding (what broke, where, and why), then the others. */
  report(): string {
    const count = (key: (finding: Finding) => string) => {
      const counts = new Map<string, number>();
      for (const finding of this.findings) counts.set(key(finding), (counts.get(key(finding)) ?? 0) + 1);
      return [...counts].map(([name, n]) => `${name} ${n}`).join(", ");
    };
    const lines = [`${this.visits} audits: ${count((f) => f.impact) || "no findings"}`, `by rule: ${count((f) => f.rule) || "none"}`];
    const blocking = this.blocking();
    for (const finding of blocking) {
      lines.push(`- [${finding.impact}] ${finding.rule} on ${finding.visit}: ${finding.help}`, `    at ${finding.targets.join(" ")}`, `    ${finding.summary}`);
    }
    for (const finding of this.findings.filter((f) => !blocking.includes(f))) {
      lines.push(`  (not blocking) [${finding.impact}] ${finding.rule} on ${finding.visit} at ${finding.targets.join(" ")}`);
    }
    return lines.join("\n");
  }
}

const unescapeHtml = (text: string) =>
  text.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&amp;", "&");

/** A signed-in (or visitor's) page whose animations finish at once, so colours are measured at rest. */
export async function quietPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: desktop, locale: "pt-BR", timezoneId: "America/Sao_Paulo", reducedMotion: "reduce" });
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

/**
 * Waits until the page shows its main heading and nothing is loading any more: no status shown
 * (a chart's tooltip keeps a hidden live region of its own while no point is chosen).
 */
export async function settled(page: Page) {
  await page.locator("main h1").first().waitFor();
  // A server-rendered page shows its heading before its script runs: a click meanwhile waits for React
  // (web/earlyInput.ts), but a Radix menu, which opens on pointerdown, does not open from a replayed click.
  await page.waitForFunction(reactOwnsPage);
  await page.waitForFunction(
    () => ![...document.querySelectorAll('[role="status"][aria-live], [aria-busy="true"]')].some((element) => element.checkVisibility({ visibilityProperty: true })),
  );
}

const refusals = ["Acesso negado", "Acesso Restrito", "Página não encontrada"];
/** Pages the browser names from their data, where the server's HTML has the generic name. */
const refinedInBrowser = [/^\/jobs\/[^/]+\/candidatos$/, /^\/candidatos\/[^/]+\/profile$/];

/**
 * What is wrong with the pages' titles: not '{página} · {brand}', two different pages with one title
 * (a refusal such as 'Acesso negado' excepted), or the server's HTML naming a page otherwise than the browser.
 */
export function titleProblems(titles: Audit["titles"], brand: string): string[] {
  const problems: string[] = [];
  const suffix = ` · ${brand}`;
  const pages = new Map<string, Set<string>>();
  for (const [visit, { shown, served }] of titles) {
    const path = (visit.split(" ")[1] ?? "").split("?")[0] ?? "";
    if (!shown.endsWith(suffix) || shown === suffix) problems.push(`${visit}: '${shown}' is not '{página}${suffix}'`);
    const refusal = refusals.some((name) => shown === `${name}${suffix}`);
    if (!refusal) pages.set(shown, (pages.get(shown) ?? new Set()).add(path));
    if (!refusal && served !== shown && !refinedInBrowser.some((pattern) => pattern.test(path))) {
      problems.push(`${visit}: the server's HTML says '${served}', the page '${shown}'`);
    }
  }
  for (const [title, paths] of pages) if (paths.size > 1) problems.push(`'${title}' names ${[...paths].join(", ")}`);
  return problems;
}
