export function JobApplicantsPage() {
  return <main>JobApplicantsPage</main>;
}
