export function ProductInfoPage() {
  return <section className="p-8" />;
}
