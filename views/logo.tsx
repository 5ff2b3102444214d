import { cn } from '#views/cn.ts';

interface LogoProps {
  className?: string;
}

/** The Zelo mark (a house with a check), the same drawing as public/favicon.svg. */
export function Logo({ className }: LogoProps) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={cn('size-10 shrink-0', className)}>
      <rect width="48" height="48" rx="12" fill="#4f46e5" />
      <path d="M24 10 9 22.5h4.5V37h21V22.5H39Z" fill="#fff" />
      <path
        d="m18.5 27.5 4 4 7.5-8"
        fill="none"
        stroke="#4f46e5"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
