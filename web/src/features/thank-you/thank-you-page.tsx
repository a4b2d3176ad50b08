export function ThankYouPage() {
  return <section className="p-8" />;
}
