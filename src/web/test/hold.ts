/**
 * For "nothing happens" checks, where no event says the moment has passed: runs `assertion`
 * again and again for `duration` ms and fails as soon as it fails once. Unlike a sleep followed
 * by one check, a late answer that is wrongly applied at any point in the window is caught.
 */
export async function expectToHold(assertion: () => void, duration = 300): Promise<void> {
  const until = Date.now() + duration;
  assertion();
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    assertion();
  }
}
