export function JobSearchPage() {
  return <main>JobSearchPage</main>;
}
