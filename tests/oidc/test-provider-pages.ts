import type { IncomingMessage } from 'node:http';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A bare page: no external fonts or scripts, the tests run offline. */
export function page(title: string, body: string): string {
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${escape(title)}</title></head><body>${body}</body></html>`;
}

/** The provider's login form: any login is accepted, the password is not asked. */
export function loginPage(uid: string, clientId: string): string {
  return page(
    'Test identity provider',
    `<h1>Test identity provider</h1><p>Sign in to ${escape(clientId)}</p>
<form method="post" action="/interaction/${escape(uid)}">
<label for="op-login">Login</label> <input id="op-login" name="login" autocomplete="off" autofocus>
<button id="op-submit" type="submit">Continue</button></form>`,
  );
}

export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}
