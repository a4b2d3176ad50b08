export function AuthPage() {
  return <section className="p-8" />;
}
