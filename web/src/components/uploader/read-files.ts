/** Only files whose type begins with image/ are accepted; files beyond the remaining capacity are ignored. */
export function acceptImages(files: Iterable<File>, remaining: number): File[] {
  return [...files].filter((f) => f.type.startsWith('image/')).slice(0, Math.max(0, remaining));
}

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}
