export function CandidateInterestsPage() {
  return <main>CandidateInterestsPage</main>;
}
