import type { OrderEvent, OrderStatus } from '../../../schemas/api/orders.ts';
import { styled, VisuallyHidden } from '../../../themes/index.ts';
import { LocalTime } from '../../account/shared/LocalTime.tsx';
import { orderSteps, type StepState } from './order-steps.ts';

const MARKER = 28;

const Steps = styled('ol', {
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@sm': { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' },
});

const Step = styled('li', {
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${MARKER}px minmax(0, 1fr)`,
  alignItems: 'start',
  alignContent: 'start',
  columnGap: '$3',
  paddingBottom: '$5',
  '&:last-child': { paddingBottom: 0 },
  // the line to the next step: down the side on phones, across from 640px
  '&:not(:last-child)::after': {
    content: '""',
    position: 'absolute',
    insetInlineStart: `${MARKER / 2 - 1}px`,
    top: `${MARKER + 4}px`,
    bottom: '4px',
    width: '2px',
    borderRadius: '1px',
    backgroundColor: '$border',
  },
  '&[data-state="done"]:not(:last-child)::after': { backgroundColor: '$primary' },
  '@sm': {
    gridTemplateColumns: 'minmax(0, 1fr)',
    justifyItems: 'center',
    rowGap: '$2',
    paddingBottom: 0,
    paddingInline: '$2',
    textAlign: 'center',
    '&:not(:last-child)::after': {
      insetInlineStart: `calc(50% + ${MARKER / 2 + 6}px)`,
      insetInlineEnd: `calc(-50% + ${MARKER / 2 + 6}px)`,
      top: `${MARKER / 2 - 1}px`,
      bottom: 'auto',
      width: 'auto',
      height: '2px',
    },
  },
});

const Marker = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `${MARKER}px`,
  height: `${MARKER}px`,
  borderRadius: '50%',
  border: '2px solid $border',
  backgroundColor: '$background',
  color: '$muted',
  '& svg': { width: '16px', height: '16px' },
  variants: {
    state: {
      done: { backgroundColor: '$primary', borderColor: '$primary', color: '$onPrimary' },
      current: {
        borderColor: '$primary',
        color: '$primary',
        boxShadow: '0 0 0 4px $colors$primaryFade',
      },
      upcoming: {},
    },
  },
});

const Dot = styled('span', {
  width: '10px',
  height: '10px',
  borderRadius: '50%',
  backgroundColor: 'currentColor',
});

const Text = styled('div', {
  display: 'grid',
  gap: '2px',
  minWidth: 0,
  paddingTop: '3px',
  '& strong': { fontWeight: 600 },
  '& span': { color: '$muted', fontSize: '$sm' },
  '&[data-state="upcoming"] strong': { color: '$muted', fontWeight: 400 },
  '@sm': { paddingTop: 0 },
});

/** What a screen reader hears before a step's name; the current step is `aria-current`. */
const STATE_TEXT: Record<StepState, string> = {
  done: 'Done: ',
  current: '',
  upcoming: 'Not yet: ',
};

function Check() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
      <path d="M5 12l5 5L20 7" />
    </svg>
  );
}

export interface OrderStepperProps {
  status: OrderStatus;
  /** The order's history, oldest first. */
  timeline: readonly OrderEvent[];
}

/**
 * Where an order stands, as a stepper (spec §2 "Track order: … stepper"): an ordered list of its
 * steps, placed, shipped, delivered (or where it ended), each done one with its date; the current
 * step is marked `aria-current="step"`.
 */
export function OrderStepper({ status, timeline }: OrderStepperProps) {
  const steps = orderSteps(status, timeline);
  return (
    <Steps aria-label="Order progress">
      {steps.map((step) => (
        <Step
          key={step.status}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <Marker state={step.state} aria-hidden="true">
            {step.state === 'done' ? <Check /> : step.state === 'current' ? <Dot /> : null}
          </Marker>
          <Text data-state={step.state}>
            <strong>
              <VisuallyHidden>{STATE_TEXT[step.state]}</VisuallyHidden>
              {step.label}
            </strong>
            {step.event && (
              <span>
                <LocalTime iso={step.event.at} withTime />
              </span>
            )}
            {step.event?.note && step.event.note !== step.label && <span>{step.event.note}</span>}
          </Text>
        </Step>
      ))}
    </Steps>
  );
}
