/**
 * Full-page navigation to another site (the payment provider's checkout page). One object, so
 * tests can watch where the shop sends the browser (jsdom cannot leave the page).
 */
export const leaveSite = {
  to(url: string): void {
    window.location.assign(url);
  },
};
