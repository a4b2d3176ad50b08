export function GeneratingPage() {
  return <section className="p-8" />;
}
