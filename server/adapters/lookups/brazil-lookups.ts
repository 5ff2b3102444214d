import { LRUCache } from 'lru-cache';
import { notFound, serviceUnavailable } from '#server/platform/errors.ts';
import { getJson } from './http-json.ts';

export interface CompanyRecord {
  cnpj: string;
  corporateName: string;
  tradeName: string | null;
  email: string | null;
  phone: string | null;
  zipCode: string | null;
  street: string | null;
  number: string | null;
  complement: string | null;
  neighborhood: string | null;
  city: string | null;
  cityIbgeCode: number | null;
  uf: string | null;
  situation: string | null;
}

export interface AddressRecord {
  zipCode: string;
  street: string | null;
  neighborhood: string | null;
  city: string;
  cityIbgeCode: number | null;
  uf: string;
}

export interface LookupSettings {
  brasilApiUrl: string;
  viaCepUrl: string;
  timeoutMs: number;
}

const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const digits = (value: unknown) => text(value)?.replace(/\D/g, '') || null;

/** Registry data comes in capitals; forms read better in title case ("SAO PAULO" → "Sao Paulo"). */
function titleCase(value: string | null) {
  if (!value) return null;
  const lower = new Set(['da', 'das', 'de', 'do', 'dos', 'e']);
  return value
    .toLowerCase()
    .split(/\s+/)
    .map((word, index) => (index > 0 && lower.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/**
 * CNPJ and CEP lookups: BrasilAPI, with ViaCEP when BrasilAPI cannot answer a CEP. Answers are cached for a
 * day (a company's registry data and a street's CEP rarely change), so a form typed twice costs one call.
 */
export class BrazilLookups {
  private readonly companies = new LRUCache<string, CompanyRecord>({ max: 2000, ttl: CACHE_TTL_MS });
  private readonly addresses = new LRUCache<string, AddressRecord>({ max: 5000, ttl: CACHE_TTL_MS });

  constructor(private readonly settings: LookupSettings) {}

  async company(cnpj: string): Promise<CompanyRecord> {
    const cached = this.companies.get(cnpj);
    if (cached) return cached;
    const { status, body } = await getJson(`${this.settings.brasilApiUrl}/api/cnpj/v1/${cnpj}`, this.settings.timeoutMs, 'CNPJ');
    if (status === 404 || status === 400) throw notFound('CNPJ não encontrado na Receita Federal.', 'CNPJ_NOT_FOUND');
    const data = body as Record<string, unknown> | null;
    if (status !== 200 || !data || !text(data.razao_social)) throw unavailable('CNPJ');

    const streetType = titleCase(text(data.descricao_tipo_de_logradouro));
    const street = titleCase(text(data.logradouro));
    const record: CompanyRecord = {
      cnpj,
      corporateName: titleCase(text(data.razao_social))!,
      tradeName: titleCase(text(data.nome_fantasia)),
      email: text(data.email)?.toLowerCase() ?? null,
      phone: digits(data.ddd_telefone_1),
      zipCode: digits(data.cep),
      street: street && streetType && !street.startsWith(streetType) ? `${streetType} ${street}` : street,
      number: text(data.numero),
      complement: titleCase(text(data.complemento)),
      neighborhood: titleCase(text(data.bairro)),
      city: titleCase(text(data.municipio)),
      cityIbgeCode: Number(data.codigo_municipio_ibge) || null,
      uf: text(data.uf)?.toUpperCase() ?? null,
      situation: titleCase(text(data.descricao_situacao_cadastral)),
    };
    this.companies.set(cnpj, record);
    return record;
  }

  async address(cep: string): Promise<AddressRecord> {
    const cached = this.addresses.get(cep);
    if (cached) return cached;
    const record = (await this.fromBrasilApi(cep)) ?? (await this.fromViaCep(cep));
    this.addresses.set(cep, record);
    return record;
  }

  /** null when BrasilAPI could not answer (down, slow or failing): ViaCEP gets its turn. */
  private async fromBrasilApi(cep: string): Promise<AddressRecord | null> {
    let answer;
    try {
      answer = await getJson(`${this.settings.brasilApiUrl}/api/cep/v2/${cep}`, this.settings.timeoutMs, 'CEP');
    } catch {
      return null;
    }
    const data = answer.body as Record<string, unknown> | null;
    if (answer.status !== 200 || !data || !text(data.city) || !text(data.state)) return null;
    return {
      zipCode: cep,
      street: text(data.street),
      neighborhood: text(data.neighborhood),
      city: text(data.city)!,
      cityIbgeCode: null,
      uf: text(data.state)!.toUpperCase(),
    };
  }

  private async fromViaCep(cep: string): Promise<AddressRecord> {
    const { status, body } = await getJson(`${this.settings.viaCepUrl}/ws/${cep}/json/`, this.settings.timeoutMs, 'CEP');
    const data = body as Record<string, unknown> | null;
    if (status === 400 || (status === 200 && data && (data.erro === true || data.erro === 'true'))) {
      throw notFound('CEP não encontrado.', 'ZIP_CODE_NOT_FOUND');
    }
    if (status !== 200 || !data || !text(data.localidade) || !text(data.uf)) throw unavailable('CEP');
    return {
      zipCode: cep,
      street: text(data.logradouro),
      neighborhood: text(data.bairro),
      city: text(data.localidade)!,
      cityIbgeCode: Number(data.ibge) || null,
      uf: text(data.uf)!.toUpperCase(),
    };
  }
}

function unavailable(what: string) {
  return serviceUnavailable(`O serviço de consulta de ${what} está indisponível. Tente novamente ou preencha os dados manualmente.`);
}
