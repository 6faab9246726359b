export function LandingPage() {
  return <main><h1>Encaixe</h1></main>;
}
