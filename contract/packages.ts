/** The packages sold (docs/product.md section 9). Amounts are integer cents; the server charges from this table only. */
export const PACKAGES = [
  { name: 'basic', label: 'Basic', quantity: 5, amount: 799 },
  { name: 'standard', label: 'Standard', quantity: 10, amount: 1099, highlighted: true, badge: 'BEST VALUE' },
  { name: 'premium', label: 'Premium', quantity: 20, amount: 1999 },
] as const;

export type PackageName = (typeof PACKAGES)[number]['name'];
export type Package = (typeof PACKAGES)[number];
export const DEFAULT_PACKAGE: PackageName = 'standard';
export const PACKAGE_NAMES = PACKAGES.map((p) => p.name) as [PackageName, ...PackageName[]];

export function findPackage(name: string): Package | undefined {
  return PACKAGES.find((p) => p.name === name);
}

export function formatDollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export function pricePerAd(pkg: Package): string {
  return formatDollars(Math.round(pkg.amount / pkg.quantity));
}
