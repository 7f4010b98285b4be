/** Accounts made the way a visitor makes them: POST /api/account/register, then /login for a token. */
import type { Account } from './driver';

export async function registerAndLogin(url: string, username: string): Promise<Account> {
  const password = `bench-${username}-pw`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = (await res.json()) as { success?: boolean; message?: string; token?: string };
    if (!res.ok || json.success === false) throw new Error(`${path} ${res.status}: ${json.message ?? ''}`);
    return json;
  };
  await post('/api/account/register', { username, email: `${username}@bench.test`, password });
  const { token } = await post('/api/account/login', { username, password });
  if (!token) throw new Error('login gave no token');
  return { username, token };
}
