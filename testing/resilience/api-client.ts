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
    private readonly baseUrl: string,
    private readonly token?: string,
  ) {}

  withToken(token: string) {
    return new ApiClient(this.baseUrl, token);
  }

  json(method: string, path: string, body?: unknown): Promise<Answer> {
    return this.send(path, {
      method,
      headers: { ...this.authorization(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  upload(path: string, fields: Record<string, string>, file: UploadFile): Promise<Answer> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.contentType }), file.name);
    return this.send(path, { method: 'POST', headers: this.authorization(), body: form });
  }

  private authorization(): Record<string, string> {
    return this.token ? { authorization: `Bearer ${this.token}` } : {};
  }

  private async send(path: string, init: RequestInit): Promise<Answer> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}/api/v1${path}`, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      text = await response.text();
    } catch (error) {
      throw new Unanswered(`${init.method} ${path}: ${(error as Error).message}`);
    }
    let body: Answer['body'] = null;
    try {
      body = JSON.parse(text) as Answer['body'];
    } catch {
      // An answer that is not JSON (a proxy's page, a cut body) carries no id: it acknowledges nothing.
    }
    return { status: response.status, body };
  }
}

/** The `data` of a 2xx answer, or null when the answer acknowledged nothing. */
export function acknowledged<T>(answer: Answer): T | null {
  if (answer.status < 200 || answer.status > 299 || !answer.body || answer.body.data === undefined) return null;
  return answer.body.data as T;
}
