export function CompanyProfilePage() {
  return <main>CompanyProfilePage</main>;
}
