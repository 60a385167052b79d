import type { Permission } from '../../protocol/staff';
/**
 * The console's one way to the server: JSON over /admin/api, the session cookie sent by the
 * browser, the CSRF value (from login or /me) on every change. A 401 ends the session in the UI.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

let csrf = '';
let onExpired: () => void = () => {};

export function setCsrf(value: string): void {
  csrf = value;
}

export function whenExpired(callback: () => void): void {
  onExpired = callback;
}

export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers['x-staff-csrf'] = csrf;
  const response = await fetch(`/admin/api${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const data = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) {
    if (response.status === 401 && path !== '/login') onExpired();
    throw new ApiError(response.status, data.error ?? `HTTP ${response.status}`);
  }
  return data as T;
}

export type { Permission };

export interface Me {
  staff: { id: number; name: string; role: string };
  permissions: Permission[];
  csrf: string;
}
