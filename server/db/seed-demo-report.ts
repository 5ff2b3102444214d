import type { DemoSeedResult } from './seed-demo.ts';

/** The lines a person reads after the demo accounts were created (or found). */
export function describeDemoAccounts(result: DemoSeedResult): string[] {
  const [master, ...others] = result.accounts;
  if (!master) return [];
  if (!result.created) {
    return [
      `Conta de demonstração (master): ${master.email}`,
      '  A senha foi exibida na primeira inicialização. Esqueceu? Use "Esqueci minha senha":',
      '  sem SMTP_URL configurado, o link de redefinição aparece neste log.',
    ];
  }
  return [
    `Conta de demonstração (master): ${master.email}`,
    `Senha: ${result.password}   (gerada agora e exibida só desta vez)`,
    `Outras contas demo, com a mesma senha: ${others.map((account) => `${account.email} (${account.type})`).join(', ')}`,
  ];
}
