interface LookupStatusProps {
  pending: boolean;
  pendingText: string;
  doneText?: string;
}

/** Says, politely to screen readers, that a lookup is running or what it filled. */
export function LookupStatus({ pending, pendingText, doneText }: LookupStatusProps) {
  const text = pending ? pendingText : doneText;
  return (
    <p role="status" className="mt-1.5 text-xs text-slate-600 empty:mt-0 dark:text-slate-300">
      {text}
    </p>
  );
}
