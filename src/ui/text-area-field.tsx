import { useId, type ComponentPropsWithRef } from 'react';
import { cn } from '#views/cn.ts';
import { borderClasses, controlClasses, FieldFrame } from './field.tsx';

// A file of its own: field.tsx is on /login's first page (120 KB), which has no text area.
interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  name: string;
  label: string;
  error?: string;
  hint?: string;
}

export function TextAreaField({ label, error, hint, id, className, ...textarea }: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return (
    <FieldFrame id={fieldId} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <textarea
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(controlClasses, 'min-h-24 py-2', borderClasses(Boolean(error)), className)}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
