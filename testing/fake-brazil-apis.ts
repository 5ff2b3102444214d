import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * CNPJs and CEPs the fake services know, each for one behaviour of the real ones. The answers use the real
 * services' field names (BrasilAPI `/api/cnpj/v1`, `/api/cep/v2`; ViaCEP `/ws/{cep}/json/`).
 */
export const FAKE_CNPJ = {
  /** Condomínio Edifício Solar das Palmeiras, São Paulo/SP. */
  found: '11444777000161',
  /** An alphanumeric CNPJ (in force since July 2026), Curitiba/PR. */
  alphanumeric: '12ABC34501DE35',
  notFound: '19131243000197',
  /** BrasilAPI never answers in time. */
  slow: '33000167000101',
} as const;

export const FAKE_CEP = {
  /** Avenida Paulista, Bela Vista, São Paulo/SP (IBGE 3550308). */
  found: '01310100',
  /** BrasilAPI fails with 500; ViaCEP knows it: Brasília/DF (IBGE 5300108). */
  viaCepOnly: '70040010',
  notFound: '99999000',
  /** Neither service answers in time. */
  slow: '88888000',
} as const;

const brasilApiCnpj: Record<string, object> = {
  [FAKE_CNPJ.found]: {
    cnpj: FAKE_CNPJ.found,
    razao_social: 'CONDOMINIO EDIFICIO SOLAR DAS PALMEIRAS',
    nome_fantasia: 'SOLAR DAS PALMEIRAS',
    descricao_situacao_cadastral: 'ATIVA',
    descricao_tipo_de_logradouro: 'AVENIDA',
    logradouro: 'PAULISTA',
    numero: '1578',
    complemento: 'BLOCO A',
    bairro: 'BELA VISTA',
    cep: '01310200',
    uf: 'SP',
    codigo_municipio_ibge: 3550308,
    municipio: 'SAO PAULO',
    ddd_telefone_1: '1133334444',
    email: 'ADMINISTRACAO@SOLARDASPALMEIRAS.COM.BR',
  },
  [FAKE_CNPJ.alphanumeric]: {
    cnpj: FAKE_CNPJ.alphanumeric,
    razao_social: 'CONDOMINIO RESIDENCIAL ARAUCARIAS',
    nome_fantasia: '',
    descricao_situacao_cadastral: 'ATIVA',
    descricao_tipo_de_logradouro: 'RUA',
    logradouro: 'XV DE NOVEMBRO',
    numero: '200',
    complemento: '',
    bairro: 'CENTRO',
    cep: '80020310',
    uf: 'PR',
    codigo_municipio_ibge: 4106902,
    municipio: 'CURITIBA',
    ddd_telefone_1: '',
    email: null,
  },
};

const brasilApiCep: Record<string, object> = {
  [FAKE_CEP.found]: { cep: FAKE_CEP.found, state: 'SP', city: 'São Paulo', neighborhood: 'Bela Vista', street: 'Avenida Paulista', service: 'correios' },
};

const viaCep: Record<string, object> = {
  [FAKE_CEP.found]: { cep: '01310-100', logradouro: 'Avenida Paulista', complemento: 'de 612 a 1510 - lado par', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP', ibge: '3550308' },
  [FAKE_CEP.viaCepOnly]: { cep: '70040-010', logradouro: 'Setor Bancário Sul Quadra 1', complemento: '', bairro: 'Asa Sul', localidade: 'Brasília', uf: 'DF', ibge: '5300108' },
};

export interface FakeBrazilApis {
  /** Base URL for both BRASILAPI_URL and VIACEP_URL: the paths of the two services do not overlap. */
  url: string;
  /** How many requests each path received (the adapters' cache is checked with it). */
  hits: Map<string, number>;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function answer(request: IncomingMessage, response: ServerResponse) {
  const path = request.url ?? '';
  let match: RegExpExecArray | null;
  if ((match = /^\/api\/cnpj\/v1\/([0-9A-Z]{14})$/.exec(path))) {
    const cnpj = match[1]!;
    if (cnpj === FAKE_CNPJ.slow) return; // never answers
    const found = brasilApiCnpj[cnpj];
    return found
      ? send(response, 200, found)
      : send(response, 404, { message: `CNPJ ${cnpj} não encontrado.`, type: 'not_found', name: 'NotFoundError' });
  }
  if ((match = /^\/api\/cep\/v2\/(\d{8})$/.exec(path))) {
    const cep = match[1]!;
    if (cep === FAKE_CEP.slow) return;
    if (cep === FAKE_CEP.viaCepOnly) return send(response, 500, { name: 'InternalError', message: 'Erro interno.', type: 'internal_error' });
    const found = brasilApiCep[cep];
    return found
      ? send(response, 200, found)
      : send(response, 404, { name: 'CepPromiseError', message: 'Todos os serviços de CEP retornaram erro.', type: 'service_error', errors: [] });
  }
  if ((match = /^\/ws\/(\d{8})\/json\/$/.exec(path))) {
    const cep = match[1]!;
    if (cep === FAKE_CEP.slow) return;
    return send(response, 200, viaCep[cep] ?? { erro: 'true' });
  }
  send(response, 404, { message: 'not found' });
}

/** BrasilAPI and ViaCEP as local fakes on 127.0.0.1 and a free port, for the adapters' tests and the e2e server. */
export async function startFakeBrazilApis(): Promise<FakeBrazilApis> {
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    hits.set(request.url ?? '', (hits.get(request.url ?? '') ?? 0) + 1);
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
