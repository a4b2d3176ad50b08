export function LandingPage() {
  return <section className="p-8" />;
}
