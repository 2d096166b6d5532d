import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button, styled } from '../../../themes/index.ts';
import { FieldControl } from './FieldControl.tsx';
import type { FormEngine } from './form-engine.ts';
import type { FieldDefinition, FormValues } from './form-fields.ts';
import { type FormView, IDLE_FORM_VIEW } from './form-view.ts';

const Form = styled('form', {
  display: 'grid',
  gap: '$4',
  textAlign: 'left',
  '& > button[type="submit"]': {
    width: '100%',
    '@sm': { width: 'auto', minWidth: '200px', justifySelf: 'start' },
  },
});

const Fields = styled('div', {
  display: 'grid',
  gap: '$4',
  variants: {
    layout: {
      // two columns from 640 px; a textarea or a checkbox takes a whole row
      grid: { '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
      // one field and its button on a line, wrapping below 360 px or so
      inline: {
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        gap: '$2',
        '& > div': { flex: '1 1 160px' },
        '& > button': { flex: '0 0 auto' },
      },
    },
  },
});

const Note = styled('p', { margin: 0, color: '$muted', fontSize: '0.9rem' });

const Problem = styled('p', {
  margin: 0,
  padding: '$2 $3',
  borderRadius: '$sm',
  backgroundColor: 'rgba(180, 35, 24, 0.08)',
  color: '$danger',
  fontSize: '0.95rem',
});

const Sent = styled('p', {
  margin: 0,
  padding: '$3',
  borderRadius: '$sm',
  borderInlineStart: '4px solid #1f6f43',
  backgroundColor: 'rgba(31, 111, 67, 0.08)',
  color: '#17502f',
  fontWeight: 600,
});

export interface DefinedFormProps {
  /** The fields, in order. */
  fields: readonly FieldDefinition[];
  /** Text of the submit button. */
  submitLabel: string;
  /** What a screen reader hears while the form is sent. */
  sendingLabel: string;
  /** What the shopper is told when sending failed for a reason other than the fields. */
  failureMessage: string;
  /** Sends the trimmed values and resolves the message to show (see `useFormEngine`). */
  send: (values: FormValues) => Promise<string>;
  /** Id of the heading that names the form. */
  labelledBy: string;
  /**
   * `grid`: labelled fields in two columns from 640 px, the button under them. `inline`: one
   * field beside its button, its label for screen readers only (a subscription box).
   * @default 'grid'
   */
  layout?: 'grid' | 'inline';
}

/**
 * A form drawn from field definitions (the store's forms, the trade enquiry, the subscription
 * box), complete in the server's HTML. Its react-hook-form code loads when the shopper points at,
 * touches or focuses it (DESIGN §6); a submit before it arrives is sent once it has, with what
 * was typed meanwhile. Success
 * clears the form and shows the answer's message in place (role=status); a 422 puts each message
 * on its field; any other failure keeps what was typed and says so.
 */
export function DefinedForm({
  fields,
  submitLabel,
  sendingLabel,
  failureMessage,
  send,
  labelledBy,
  layout = 'grid',
}: DefinedFormProps) {
  const id = useId();
  const [engine, setEngine] = useState<FormEngine | null>(null);
  const [view, setView] = useState<FormView>(IDLE_FORM_VIEW);
  /** A submit waits for the form's code. */
  const [waiting, setWaiting] = useState(false);
  const queued = useRef(false);
  const loading = useRef(false);
  const latest = useRef({ fields, send });
  useEffect(() => {
    latest.current = { fields, send };
  });

  /** Loads react-hook-form and the submission (once; a failed load is tried again next time). */
  const warm = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./form-engine.ts').then(
      ({ createFormEngine }) =>
        setEngine(
          createFormEngine({
            fields: latest.current.fields,
            send: (values) => latest.current.send(values),
            onView: setView,
          }),
        ),
      (error: unknown) => {
        console.error('[storefront] store form: its code could not be loaded', error);
        loading.current = false;
        if (!queued.current) return;
        queued.current = false;
        setWaiting(false);
        setView((current) => ({ ...current, failed: true }));
      },
    );
  }, []);

  useEffect(() => () => engine?.dispose(), [engine]);
  // a submit made before the code arrived: sent now that the fields are bound to it
  useEffect(() => {
    if (!engine || !queued.current) return;
    queued.current = false;
    setWaiting(false);
    void engine.submit();
  }, [engine]);

  const inline = layout === 'inline';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (view.submitting) return; // Enter in a field while the form is being sent
    if (engine) {
      void engine.submit();
    } else if (!queued.current) {
      queued.current = true;
      setWaiting(true);
      warm();
    }
  };

  const submit = (
    <Button type="submit" loading={waiting || view.submitting} loadingLabel={sendingLabel}>
      {submitLabel}
    </Button>
  );

  return (
    <Form
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={onSubmit}
      onFocus={warm}
      onPointerEnter={warm}
      onTouchStart={warm}
    >
      {!inline && fields.some((field) => field.required) && (
        // the inputs are `required` too, which screen readers announce on each
        <Note>Fields marked * are required.</Note>
      )}
      <Fields layout={layout}>
        {fields.map((field) => (
          <FieldControl
            key={field.name}
            id={`${id}-${field.name}`}
            field={field}
            binding={engine?.bind(field) ?? { name: field.name }}
            error={view.errors[field.name]}
            hideLabel={inline}
          />
        ))}
        {inline && submit}
      </Fields>
      {view.formError && <Problem role="alert">{view.formError}</Problem>}
      {view.failed && <Problem role="alert">{failureMessage}</Problem>}
      {!inline && submit}
      {/* always there and empty until an answer, so screen readers announce what arrives */}
      <div role="status">{view.sent && <Sent>{view.sent}</Sent>}</div>
    </Form>
  );
}
