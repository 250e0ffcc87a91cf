/**
 * The branding key of a host (`GET /{product}/config/{key}`): the host name without its port,
 * lower-cased, every character other than a-z and 0-9 turned into a dash, dashes trimmed.
 * `Plant.Example.com:8443` -> `plant-example-com`, `127.0.0.1:8213` -> `127-0-0-1`.
 */
export function hostKeyOf(host: string): string {
  const name = host.trim().toLowerCase();
  // An IPv6 literal keeps its colons inside brackets; any other colon starts the port.
  const withoutPort = name.startsWith('[') ? name.slice(1, name.indexOf(']') >>> 0) : name.replace(/:\d*$/, '');
  return withoutPort.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'default';
}
