import { benchApi } from './scripts/bench-api.ts';
console.log(await benchApi());
