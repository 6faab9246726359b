export function JobCreatePage() {
  return <main>JobCreatePage</main>;
}
