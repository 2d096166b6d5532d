/**
 * React (and every library that reads NODE_ENV) picks its production or development build when it
 * is first loaded. Production entry points import this module first, before anything that could
 * load React, so `npm start` and `npm run bench` never run development React by accident. An
 * explicit NODE_ENV is kept.
 */
process.env.NODE_ENV ??= 'production';
