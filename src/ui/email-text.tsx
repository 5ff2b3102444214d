import { Fragment } from 'react';

/**
 * An e-mail address that wraps only before its "@" and its dots when the line is too narrow, never in the middle of
 * a word (a phone's listing card is narrow).
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className={className}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
