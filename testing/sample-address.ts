/** A real address (Avenida Paulista, Bela Vista, São Paulo/SP; IBGE 3550308) for the forms a test fills; the number is the test's. */
export const PAULISTA_ADDRESS = { zip_code: '01310100', street: 'Avenida Paulista', neighborhood: 'Bela Vista', state_id: 35, city_id: 3550308 } as const;
