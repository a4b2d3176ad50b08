export function SelectStylePage() {
  return <section className="p-8" />;
}
