/** Where loaders and actions reach the gateway (the API and the content store). */
export function gatewayUrl(): string {
  return (process.env['GATEWAY_URL'] || 'http://127.0.0.1:3000').replace(/\/+$/, '');
}
