export function CompanyInterestsPage() {
  return <main>CompanyInterestsPage</main>;
}
