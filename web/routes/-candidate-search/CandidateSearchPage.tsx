export function CandidateSearchPage() {
  return <main>CandidateSearchPage</main>;
}
