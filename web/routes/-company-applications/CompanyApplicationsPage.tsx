export function CompanyApplicationsPage() {
  return <main>CompanyApplicationsPage</main>;
}
