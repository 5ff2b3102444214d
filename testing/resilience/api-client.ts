/** What the API answered: its status and its parsed JSON body (null when the body is not JSON). */
export interface Answer {
  status: number;
  body: { data?: unknown; message?: string } | null;
}

export interface UploadFile {
  field: string;
  name: string;
  bytes: Buffer;
  contentType: string;
}

/** A request the server never answered (refused, reset, cut short by a kill): nothing is acknowledged. */
export class Unanswered extends Error {}

const REQUEST_TIMEOUT_MS = 20_000;

/** The API as the SPA calls it: JSON and multipart requests, with a bearer token once signed in. */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly token?: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  withToken(token: string) {
    return new ApiClient(this.baseUrl, token, this.headers);
  }

  /** The same client as a server behind a proxy (TRUST_PROXY) sees a client calling from `address`. */
  from(address: string) {
    return new ApiClient(this.baseUrl, this.token, { ...this.headers, 'x-forwarded-for': address });
  }

  json(method: string, path: string, body?: unknown): Promise<Answer> {
    return this.send(path, {
      method,
      headers: { ...this.requestHeaders(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  upload(path: string, fields: Record<string, string>, file: UploadFile): Promise<Answer> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.name);
    return this.send(path, { method: 'POST', headers: this.requestHeaders(), body: form });
  }

  /** A JSON request answered with a file's bytes (a download); an error answer's bytes are its JSON body. */
  async file(method: string, path: string, body: unknown): Promise<{ status: number; bytes: Buffer }> {
    const init = { method, headers: { ...this.requestHeaders(), 'content-type': 'application/json' }, body: JSON.stringify(body) };
    const { status, payload } = await this.exchange(path, init, async (response) => Buffer.from(await response.arrayBuffer()));
    return { status, bytes: payload };
  }

  private requestHeaders(): Record<string, string> {
    return { ...this.headers, ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) };
  }

  /** The request and its whole answer read by `read`; Unanswered when either is cut. */
  private async exchange<T>(path: string, init: RequestInit, read: (response: Response) => Promise<T>) {
    try {
      const response = await fetch(`${this.baseUrl}/api/v1${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      return { status: response.status, payload: await read(response) };
    } catch (error) {
      throw new Unanswered(`${init.method} ${path}: ${(error as Error).message}`);
    }
  }

  private async send(path: string, init: RequestInit): Promise<Answer> {
    const { status, payload: text } = await this.exchange(path, init, (response) => response.text());
    let body: Answer['body'] = null;
    try {
      body = JSON.parse(text) as Answer['body'];
    } catch {
      // An answer that is not JSON (a proxy's page, a cut body) carries no id: it acknowledges nothing.
    }
    return { status, body };
  }
}

/** The `data` of a 2xx answer, or null when the answer acknowledged nothing. */
export function acknowledged<T>(answer: Answer): T | null {
  if (answer.status < 200 || answer.status > 299 || !answer.body || answer.body.data === undefined) return null;
  return answer.body.data as T;
}
