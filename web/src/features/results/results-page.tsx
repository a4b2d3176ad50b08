export function ResultsPage() {
  return <section className="p-8" />;
}
