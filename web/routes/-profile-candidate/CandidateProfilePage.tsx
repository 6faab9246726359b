export function CandidateProfilePage() {
  return <main>CandidateProfilePage</main>;
}
