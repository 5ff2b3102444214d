import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactAttempts } from './contact-attempts.tsx';

const attempt = {
  name: 'Outra Pessoa',
  email: 'outra@exemplo.com.br',
  phone: '11912345678',
  condominium_name: 'Condomínio Solar',
  units: 48,
  message: null,
  created_at: new Date('2026-11-20T13:05:00Z'),
};

describe('the other contacts of an access request', () => {
  it('shows nothing while nobody else asked for the CNPJ', () => {
    const { container } = render(<ContactAttempts attempts={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('lists who else asked, with their contact, and says the request was not changed', () => {
    render(<ContactAttempts attempts={[attempt, { ...attempt, name: 'Terceira Pessoa', created_at: new Date('2026-11-21T10:00:00Z') }]} />);
    const section = screen.getByRole('region', { name: '2 outros contatos para este CNPJ' });
    expect(within(section).getByText('Estes pedidos chegaram depois e não alteraram os dados acima. Confirme com o condomínio antes de enviar o acesso.')).toBeTruthy();
    expect(within(section).getByText('Outra Pessoa')).toBeTruthy();
    expect(within(section).getAllByText('(11) 91234-5678')).toHaveLength(2);
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  });
});
