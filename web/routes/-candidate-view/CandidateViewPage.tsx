export function CandidateViewPage() {
  return <main>CandidateViewPage</main>;
}
