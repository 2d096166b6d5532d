import { createReferenceApi } from './examples/api/index.ts';

const t0 = Date.now();
const api = await createReferenceApi({
  dataDir: 'memory://',
  otpFixedCode: '1234',
  deliver: () => {},
});
console.log('start ms', Date.now() - t0);
const r = (p: string, init?: RequestInit) =>
  api.app
    .request(p, init)
    .then(async (res) => [res.status, res.headers.get('set-cookie'), await res.text()] as const);
const j = (method: string, body: unknown, cookie?: string): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});
const login = await r(
  '/api/auth/login',
  j('POST', { email: 'Demo@northwind.test', password: 'Demo@1234' }),
);
console.log(login[0], login[1], login[2].slice(0, 300));
const cookie = login[1]!.split(';')[0]!;
for (const p of [
  '/api/account/get',
  '/api/address/all',
  '/api/wishlist/get',
  '/api/account/access-logs',
  '/api/settings/address-fields/Shipping',
  '/api/storefront/initial-values?keys=store_name',
]) {
  const x = await r(p, { headers: { cookie } });
  console.log(p, x[0], x[2].slice(0, 400));
}
console.log((await r('/api/settings/countries'))[2].slice(0, 200));
console.log(
  (
    await r('/api/plugins/review/product-reviews', j('POST', { slug: 'northwind-classic-fleece' }))
  )[2].slice(0, 600),
);
console.log((await r('/api/auth/register', j('POST', {})))[2]);
console.log((await r('/api/auth/otp/request', j('POST', { input: '98765' })))[2]);
console.log((await r('/api/auth/otp/verify', j('POST', { input: '9876543210' })))[2]);
await api.close();
