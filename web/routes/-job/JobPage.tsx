export function JobPage() {
  return <main>JobPage</main>;
}
