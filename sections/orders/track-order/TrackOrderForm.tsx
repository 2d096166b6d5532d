import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type { TrackOrderResponse } from '../../../schemas/api/tracking.ts';
import { Button, styled } from '../../../themes/index.ts';
import { TextField } from '../../../themes/ui/StackedForm.tsx';
import { textInputStyle } from '../../../themes/ui/text-input-style.ts';
import type { TrackOrderValues } from './track-order-check.ts';
import type { TrackOrderFormEngine } from './track-order-form.ts';
import { Problem } from './tracking-parts.tsx';
import { trackOrder } from './tracking-queries.ts';

/** What the page says when the call did not get an answer (offline, a server error). */
export const TRACKING_FAILED_MESSAGE =
  'We could not check your order just now. Please check your connection and try again.';

const Form = styled('form', {
  display: 'grid',
  gap: '$4',
  '& label': { fontWeight: 600 },
  '& input': { ...textInputStyle, width: '100%' },
  '& input[aria-invalid="true"]': { borderColor: '$danger' },
  '& input:focus-visible': { outline: 'none', boxShadow: '$focusRing', borderColor: '$primary' },
});

const Fields = styled('div', {
  display: 'grid',
  gap: '$4',
  '@sm': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
});

const Field = styled('div', {
  display: 'grid',
  gap: '$2',
  alignContent: 'start',
  '& p': { margin: 0 },
});

const Actions = styled('div', {
  display: 'grid',
  '@sm': { justifyContent: 'start' },
  '& button': { minWidth: '180px' },
});

/** What the form shows besides its fields (track-order-form.ts tells it). */
export interface TrackOrderFormView {
  /** A message per field. */
  errors: Partial<Record<keyof TrackOrderValues, string>>;
  /** The server's one message for a wrong pair (the same whether or not the order exists). */
  notFound: string | null;
  /** The call, the check or the form's code could not be had: said with 'Try again'. */
  failed: string | null;
}

const IDLE_VIEW: TrackOrderFormView = { errors: {}, notFound: null, failed: null };

export interface TrackOrderFormProps {
  api: ApiClient;
  /** Label of the submit button. */
  buttonLabel: string;
  /** The order number to start with (the URL's), or ''. */
  orderNo: string;
  /** An e-mail to offer once the page has loaded (a logged-in customer's), or ''. */
  email: string;
  /** The store country's calling code, e.g. '+91', dropped from a phone typed with it. */
  mobileCode: string;
  /**
   * Gets each answer: the order, or `null` when the last try found none or failed. The form stays
   * busy until what it returns settles; a failure shows as a failed search.
   */
  onResult: (order: TrackOrderResponse | null) => void | Promise<void>;
}

/**
 * The tracking form: order number, and one field for the e-mail or phone the order was placed
 * with (spec §7 `POST /api/track-order`). A wrong pair gets the server's one message under the
 * form, which says nothing about whether the order exists; a failed call says so with 'Try
 * again'. Nothing typed is ever lost, and no outcome is a toast.
 */
export function TrackOrderForm({
  api,
  buttonLabel,
  orderNo,
  email,
  mobileCode,
  onResult,
}: TrackOrderFormProps) {
  const id = useId();
  const [engine, setEngine] = useState<TrackOrderFormEngine | null>(null);
  const [view, setView] = useState<TrackOrderFormView>(IDLE_VIEW);
  /** Sending, or waiting for the form's code to send. */
  const [submitting, setSubmitting] = useState(false);
  const queued = useRef(false);
  const loading = useRef(false);
  /** The shopper typed an order number: the URL's no longer replaces it. */
  const typedOrderNo = useRef(false);
  const latest = useRef({ api, onResult, mobileCode });
  useEffect(() => {
    latest.current = { api, onResult, mobileCode };
  });

  /** Loads react-hook-form and the submission (once; a failed load is tried again next time). */
  const warm = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./track-order-form.ts').then(
      ({ createTrackOrderForm }) =>
        setEngine(
          createTrackOrderForm({
            mobileCode: latest.current.mobileCode,
            send: async (body) =>
              latest.current.onResult(await trackOrder(latest.current.api, body)),
            onMiss: () => latest.current.onResult(null),
            onView: setView,
          }),
        ),
      (error: unknown) => {
        console.error('[track-order] the form could not be loaded', error);
        loading.current = false;
        if (!queued.current) return;
        queued.current = false;
        setSubmitting(false);
        setView({ ...IDLE_VIEW, failed: TRACKING_FAILED_MESSAGE });
      },
    );
  }, []);
  useEffect(() => () => engine?.dispose(), [engine]);

  const send = useCallback(async (ready: TrackOrderFormEngine) => {
    setSubmitting(true);
    try {
      await ready.submit();
    } finally {
      setSubmitting(false);
    }
  }, []);
  // a submit made before the code arrived: sent now that the fields are bound to it
  useEffect(() => {
    if (!engine || !queued.current) return;
    queued.current = false;
    void send(engine);
  }, [engine, send]);

  // the URL's order number may turn out to be a waybill once the page knows more: follow it
  // while the shopper has not typed over it (before the form's code, the field's defaultValue)
  useEffect(() => {
    if (engine && !typedOrderNo.current) engine.followOrderNo(orderNo);
  }, [engine, orderNo]);

  // a customer who came from their account: their e-mail, in the server's HTML and after a client
  // navigation here, unless something is typed already
  useEffect(() => {
    if (email === '') return;
    if (engine) {
      engine.offerEmail(email);
      return;
    }
    const field = document.getElementById(`${id}-contact`);
    if (field instanceof HTMLInputElement && field.value === '') field.value = email;
  }, [email, engine, id]);

  const submit = () => {
    if (submitting) return; // Enter in a field while the form is being sent
    if (engine) void send(engine);
    else {
      queued.current = true;
      setSubmitting(true);
      setView((current) => ({ ...current, failed: null }));
      warm();
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const { errors, notFound, failed } = view;

  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      aria-label="Track an order"
      onFocus={warm}
      onPointerEnter={warm}
      onTouchStart={warm}
      onInput={(event) => {
        if ((event.target as HTMLInputElement).name === 'order_no') typedOrderNo.current = true;
      }}
    >
      <Fields>
        <Field>
          <TextField
            id={`${id}-order`}
            label="Order number"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            error={errors.order_no}
            defaultValue={orderNo}
            {...(engine?.fields.order_no ?? { name: 'order_no' })}
          />
        </Field>
        <Field>
          <TextField
            id={`${id}-contact`}
            label="E-mail or phone"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            error={errors.contact}
            // a signed-in customer's page is theirs alone (never kept by a shared cache)
            defaultValue={email}
            {...(engine?.fields.contact ?? { name: 'contact' })}
          />
        </Field>
      </Fields>
      {notFound && (
        <Problem role="alert">
          <p>{notFound}</p>
        </Problem>
      )}
      {failed && (
        <Problem role="alert">
          <p>{failed}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={submit}
            loading={submitting}
            loadingLabel="Trying again"
          >
            Try again
          </Button>
        </Problem>
      )}
      <Actions>
        <Button type="submit" loading={submitting} loadingLabel="Finding your order">
          {buttonLabel}
        </Button>
      </Actions>
    </Form>
  );
}
