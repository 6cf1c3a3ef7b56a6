/** Placeholder: replaced by the real demo art. */
export function renderDemoImage(kind: string, name: string): string | null {
  if (!/^[a-z0-9-]+$/.test(name)) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"><rect width="600" height="600" fill="#e8e2d6"/><text x="300" y="300" text-anchor="middle" font-size="40">${kind} ${name}</text></svg>`;
}
