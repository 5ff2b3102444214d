import { cn } from '#views/cn.ts';

interface SpinnerProps {
  className?: string;
}

/** A decorative spinning ring; the surrounding element announces what is loading. */
export function Spinner({ className }: SpinnerProps) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-5 animate-spin rounded-full border-2 border-current border-r-transparent', className)}
    />
  );
}
