import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '#src/lib/api-error.ts';
import { Toaster } from './toasts/toaster.tsx';
import { useSchemaForm } from './use-schema-form.ts';

function SignInLikeForm({ onSubmit }: { onSubmit: () => Promise<unknown> }) {
  const { formProps, submitting } = useSchemaForm({ loadSchema: async () => z.object({}), onSubmit });
  return (
    <form aria-label="Formulário" {...formProps}>
      <button type="submit" disabled={submitting}>
        Entrar
      </button>
    </form>
  );
}

async function submitWith(onSubmit: () => Promise<unknown>) {
  render(
    <>
      <Toaster />
      <SignInLikeForm onSubmit={onSubmit} />
    </>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('useSchemaForm', () => {
  it('tells the person when something other than a call fails (a code chunk that would not load)', async () => {
    await submitWith(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/form-drafts.js')));
    const area = await screen.findByRole('region', { name: 'Avisos' });
    expect(await within(area).findByText('Ocorreu um erro inesperado. Tente novamente em instantes.')).toBeTruthy();
  });

  it("leaves a call's failure to its mutation hook, which has told it already", async () => {
    const onSubmit = vi.fn(() => Promise.reject(new ApiError(401, 'INVALID_CREDENTIALS', 'E-mail ou senha inválidos.')));
    await submitWith(onSubmit);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.queryByText('E-mail ou senha inválidos.')).toBeNull();
    expect(screen.queryByText('Ocorreu um erro inesperado. Tente novamente em instantes.')).toBeNull();
  });
});
