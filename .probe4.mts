import { writeFileSync } from 'node:fs';
import { startShop } from './examples/api/testing/shop.ts';
const shop = await startShop();
const a = shop.shopper();
await a.login('demo@northwind.test');
const r = await fetch(`${shop.url}/api/orders/invoice?order_no=NW100001`, { headers: { cookie: a.jar.header() } });
writeFileSync('/tmp/inv.pdf', Buffer.from(await r.arrayBuffer()));
await shop.close();
