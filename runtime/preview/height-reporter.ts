/** What `reportHeight` needs from the browser (fakes in tests). */
export interface HeightReporterOptions {
  /** Quiet time before a change is sent, in ms. @default 100 */
  delay?: number;
  /** @default document */
  document?: Document;
  /** @default globalThis.ResizeObserver */
  ResizeObserver?: typeof ResizeObserver;
}

/**
 * Calls `send` with the document's height whenever it changes (ResizeObserver, debounced), and
 * once at start, so the editor can size its iframe to the page (`setHeight`). Equal heights are
 * not sent twice. Returns a function that stops watching.
 */
export function reportHeight(
  send: (height: number) => void,
  options: HeightReporterOptions = {},
): () => void {
  const doc = options.document ?? document;
  const delay = options.delay ?? 100;
  const Observer = options.ResizeObserver ?? globalThis.ResizeObserver;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = -1;

  const measure = () => {
    timer = undefined;
    // The root element's box, not scrollHeight: scrollHeight never drops below the iframe's own
    // height, so a page that got shorter would keep its old height forever.
    const height = Math.ceil(
      Math.max(doc.documentElement.getBoundingClientRect().height, doc.body?.offsetHeight ?? 0),
    );
    if (height === last) return;
    last = height;
    send(height);
  };
  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(measure, delay);
  };

  const observer = Observer ? new Observer(schedule) : undefined;
  observer?.observe(doc.documentElement);
  if (doc.body) observer?.observe(doc.body);
  schedule();

  return () => {
    observer?.disconnect();
    if (timer !== undefined) clearTimeout(timer);
  };
}
