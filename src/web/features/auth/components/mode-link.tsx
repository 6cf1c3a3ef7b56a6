/**
 * Switches the dialog's mode. A button, not a link: it goes nowhere. Its whole text is the
 * accessible name, e.g. "Don't have account? Go register".
 */
export function ModeLink({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <p className="text-center text-sm">
      <button
        type="button"
        onClick={onClick}
        className="cursor-pointer rounded-sm text-muted underline-offset-4 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent [&:hover>span]:underline"
      >
        {question} <span className="font-medium text-accent">{action}</span>
      </button>
    </p>
  );
}
