import { createReferenceApi } from './examples/api/index.ts';
const api = await createReferenceApi({ dataDir: 'memory://' });
const h = { 'content-type': 'application/json' };
let cookie = '';
const t0 = performance.now();
for (let i = 0; i < 30; i++) {
  const r = await api.app.request('/api/cart/add-item', { method: 'POST', headers: { ...h, cookie }, body: JSON.stringify({ product_id: 45, quantity: 1 }) });
  const sc = r.headers.get('set-cookie'); if (sc) cookie = sc.split(';')[0];
  await r.text();
}
console.log('add-item same cart ms/op', (performance.now() - t0) / 30);
let t = performance.now();
for (let i = 0; i < 30; i++) { const r = await api.app.request('/api/cart/get', { headers: { cookie } }); await r.text(); }
console.log('cart/get ms/op', (performance.now() - t) / 30);
t = performance.now();
for (let i = 0; i < 30; i++) { const r = await api.app.request('/api/product/single-product/summit-peak-head-torch-400'); await r.text(); }
console.log('single-product ms/op', (performance.now() - t) / 30);
t = performance.now();
for (let i = 0; i < 30; i++) { const r = await api.app.request('/api/cart/add-item', { method: 'POST', headers: h, body: JSON.stringify({ product_id: 45, quantity: 1 }) }); await r.text(); }
console.log('add-item new cart ms/op', (performance.now() - t) / 30);
await api.close();
