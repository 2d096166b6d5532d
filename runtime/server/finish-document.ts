import { preloadAfterPaintScript, takeModulePreloads } from './preloads-after-paint.ts';

// What the server does to a document React has drawn before sending it: the head gets the page's
// CSS (entry.server.tsx) and loses its module preloads, which a script added before the page's
// module script starts after the first paint instead (decision 0020). It works on the bytes React
// wrote. The head, a few kilobytes, is the only part read as text: decoding the whole page to a
// string, searching it and encoding it again cost about 1 ms of a 10 ms render (issue 17).

const HEAD_END = '</head>';
const MODULE_SCRIPT = '<script type="module"';
const BODY_END = '</body>';

/**
 * `drawn` with `finishHead` applied to its head (everything before `</head>`) and its module
 * preloads moved after the first paint. A document without a head is finished as all head.
 */
export function finishDocument(
  drawn: Buffer,
  finishHead: (head: string) => string,
): Buffer<ArrayBuffer> {
  const headEnd = drawn.indexOf(HEAD_END);
  const split = headEnd === -1 ? drawn.length : headEnd;
  const { head, hrefs } = takeModulePreloads(drawn.toString('utf8', 0, split));
  const finished = Buffer.from(finishHead(head));
  const body = drawn.subarray(split);
  if (hrefs.length === 0) return Buffer.concat([finished, body]);
  const loader = Buffer.from(`<script>${preloadAfterPaintScript(hrefs)}</script>`);
  const moduleScript = body.indexOf(MODULE_SCRIPT);
  const at = moduleScript !== -1 ? moduleScript : body.lastIndexOf(BODY_END);
  if (at === -1) return Buffer.concat([finished, body, loader]);
  return Buffer.concat([finished, body.subarray(0, at), loader, body.subarray(at)]);
}
