import { createReferenceApi } from './examples/api/index.ts';
const api = await createReferenceApi({ dataDir: 'memory://' });
const h = { 'content-type': 'application/json' };
const run = async (label: string, n: number, fn: () => Promise<Response>) => { for (let i = 0; i < 20; i++) await (await fn()).text(); const t = performance.now(); for (let i = 0; i < n; i++) await (await fn()).text(); console.log(label, ((performance.now() - t) / n).toFixed(2), 'ms'); };
await run('single-product', 100, () => api.app.request('/api/product/single-product/summit-peak-head-torch-400'));
await run('add-item new cart', 100, () => api.app.request('/api/cart/add-item', { method: 'POST', headers: h, body: JSON.stringify({ product_id: 45, quantity: 1 }) }));
await run('cart/get no cart', 100, () => api.app.request('/api/cart/get'));
await run('storefront/all', 100, () => api.app.request('/api/storefront/all'));
await api.close();
