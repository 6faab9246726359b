export function CandidateApplicationsPage() {
  return <main>CandidateApplicationsPage</main>;
}
