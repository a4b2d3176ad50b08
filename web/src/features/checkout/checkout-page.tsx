export function CheckoutPage() {
  return <section className="p-8" />;
}
