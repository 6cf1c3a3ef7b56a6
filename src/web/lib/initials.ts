/** The avatar letter for a screen name: its first character in capitals, '?' when it is blank. */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}
