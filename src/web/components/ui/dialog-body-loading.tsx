/** Holds a dialog's body open, at about a form's height, for the moment its code takes to arrive. */
export function DialogBodyLoading() {
  return <div aria-busy="true" className="min-h-48" />;
}
