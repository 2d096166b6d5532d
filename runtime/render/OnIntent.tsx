import { type ComponentType, memo, Suspense } from 'react';
import { type PartOnIntent, usePartOnIntent } from './part-on-intent.ts';

/** What a part loaded on intent takes besides its own props: the id of its outermost element. */
export interface Anchored {
  anchor?: string | undefined;
}

function Gate<P extends object>({
  part,
  needed,
  props,
}: {
  part: PartOnIntent<P & Anchored>;
  needed: boolean | undefined;
  props: P;
}) {
  const { Part, anchor } = usePartOnIntent(part, needed);
  const Component = Part as ComponentType<P & Anchored>;
  return <Component {...props} anchor={anchor} />;
}

type OnIntentProps<P extends object> = {
  part: PartOnIntent<P & Anchored>;
  /**
   * The part's server HTML is not what this browser must show (the shopper's remembered grid
   * width): its code loads at once, while the HTML stays until it has.
   */
  needed?: boolean | undefined;
} & P;

function OnIntentBoundary<P extends object>({ part, needed, ...props }: OnIntentProps<P>) {
  return (
    <Suspense fallback={null}>
      <Gate part={part} needed={needed} props={props as unknown as P} />
    </Suspense>
  );
}

/**
 * A part of a section that hydrates with the page, loaded on intent (decision 0017): while the
 * page hydrates, the part's server HTML stays as it is, in its own Suspense boundary, until the
 * shopper points at, touches or tabs into it (a click before that is held and replayed); the
 * section around it hydrates at once. Memoised on its props (keep them primitive): a render of
 * the section (its cart badge following the cart) must not reach a part still waiting, or React
 * would throw its server HTML away.
 */
export const OnIntent = memo(OnIntentBoundary) as typeof OnIntentBoundary;
