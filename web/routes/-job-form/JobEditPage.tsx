export function JobEditPage() {
  return <main>JobEditPage</main>;
}
