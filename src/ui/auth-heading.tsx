interface AuthHeadingProps {
  title: string;
  description?: string;
}

/** The heading of a public screen's card (sign-in, access request, password recovery). */
export function AuthHeading({ title, description }: AuthHeadingProps) {
  return (
    <div className="mb-8 space-y-2">
      <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{title}</h1>
      {description && <p className="text-sm text-slate-600 dark:text-slate-300">{description}</p>}
    </div>
  );
}
