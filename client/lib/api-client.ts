import { describeFailure } from './api-error-text';

/** An error answer of our API (see server/http/api-error.ts), or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function apiGet<T>(path: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...init?.headers },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Keine Verbindung zum Server. Das geht nur mit Internetverbindung – bitte später noch einmal versuchen.');
  }
  if (!res.ok) {
    const failure = describeFailure(res.status, await res.json().catch(() => null), res.headers.get('retry-after'));
    throw new ApiError(res.status, failure.code, failure.message);
  }
  return (await res.json()) as T;
}
