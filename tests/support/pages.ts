import type { Page } from "playwright-core";

// Steps people take in the browser, shared by the stories.

export const toast = (page: Page) => page.getByTestId("toast");

export async function logIn(page: Page, email: string, password: string) {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Entrar" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Senha", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Entrar" }).click();
  await page.waitForURL(/\/dashboard\//);
}

export async function logOut(page: Page, email: string) {
  await page.getByRole("button", { name: `Menu do usuário ${email}` }).click();
  await page.getByRole("menuitem", { name: "Sair", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/");
}
