/** A zelador of the run's condominium: creating one is a write that also queues an invitation e-mail to them. */
export function zeladorForm(email: string, condominiumId: string) {
  return { name: `Zelador ${email.split('@')[0]}`, email, type: 'zelador', condominiums: [condominiumId] };
}
